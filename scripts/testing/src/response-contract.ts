import { isDeepStrictEqual } from 'node:util';
import { type RouteDefinition, routeList } from '@catania/shared/api/routes';
import FindMyWay, { type HTTPMethod } from 'find-my-way';

const router = FindMyWay<FindMyWay.HTTPVersion.V1>({ ignoreTrailingSlash: true });
for (const route of routeList) {
  router.on(route.method as HTTPMethod, route.path.replace(/\{(\w+)\}/g, ':$1'), () => {}, route);
}

/** The route a request went to, as the gateway dispatches it. */
export function routeOf(method: string, url: string): RouteDefinition | undefined {
  const { pathname } = new URL(url, 'http://localhost');
  return router.find(method.toUpperCase() as HTTPMethod, pathname)?.store as
    | RouteDefinition
    | undefined;
}

/**
 * Holds every successful answer of the API to its route's response schema, strictly: the body
 * must parse, and parsing must give it back unchanged, so a field the handler sends but the
 * schema does not declare (which zod would silently strip) fails as surely as a missing one.
 * The integration tests call it on each answer they receive (test-api.ts).
 */
export async function checkResponseContract(method: string, url: string, response: Response) {
  if (!response.ok) return;
  const route = routeOf(method, url);
  if (!route) return;
  const text = await response.clone().text();
  const json = response.headers.get('content-type')?.includes('application/json');
  const body: unknown = json ? JSON.parse(text) : text;
  const parsed = route.response.safeParse(body);
  if (!parsed.success) {
    throw new Error(
      `${route.method} ${route.path} answered outside its response schema: ${parsed.error.message}`,
    );
  }
  const differences = differingPaths(body, parsed.data);
  if (differences.length > 0) {
    throw new Error(
      `${route.method} ${route.path} answered fields its response schema does not declare (or ` +
        `leaves to its defaults): ${differences.join(', ')}`,
    );
  }
}

/** Where two JSON values differ, as paths: `booking.paymentUrl`, `[0].attention`. */
function differingPaths(sent: unknown, parsed: unknown, at = ''): string[] {
  if (isDeepStrictEqual(sent, parsed)) return [];
  if (typeof sent !== 'object' || typeof parsed !== 'object' || !sent || !parsed) {
    return [at || '(body)'];
  }
  const a = sent as Record<string, unknown>;
  const b = parsed as Record<string, unknown>;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const join = (key: string) => (Array.isArray(sent) ? `${at}[${key}]` : at ? `${at}.${key}` : key);
  return [...keys].flatMap((key) => differingPaths(a[key], b[key], join(key)));
}

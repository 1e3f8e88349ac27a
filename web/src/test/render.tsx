import { type RouteName, routeList, routes } from '@catania/shared/api/routes';
import type { RouteResponse } from '@catania/shared/api/types';
import type { ApiErrorBody } from '@catania/shared/schemas/common';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { routeOf } from '../app/routes';
import { Toaster } from '../components/ui/toaster';
import { DocumentNavigation } from '../lib/navigation';

/**
 * Renders a feature as the app does: in a fresh query client (no retries, so a failure shows at
 * once; a query that retries by its own rule, as the admin lists do, retries without the pause
 * between attempts, so the test counts the attempts instead of waiting seconds for them), the
 * page's navigation at `path` (its parameters from the table of routes), and the toaster, so
 * tests read what the guest reads. `departures` lists the pages the feature sent the guest to
 * (path and query), in order, as the browser would have loaded them.
 */
export function renderFeature(ui: ReactElement, { path = '/' }: { path?: string } = {}) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryDelay: 0 } } });
  // No pause between keystrokes: the tests wait for what the guest sees, not for time.
  const user = userEvent.setup({ delay: null });
  const departures: string[] = [];
  const view = render(
    <QueryClientProvider client={client}>
      <DocumentNavigation
        url={path}
        params={routeOf(new URL(path, 'http://localhost').pathname).params}
        leave={(target) => departures.push(`${target.pathname}${target.search}`)}
      >
        {ui}
        <Toaster />
      </DocumentNavigation>
    </QueryClientProvider>,
  );
  return { user, departures, ...view };
}

/** Puts a whole value into a field as one paste: one input event, not one per character. */
export async function fillIn(
  user: ReturnType<typeof userEvent.setup>,
  field: HTMLElement,
  value: string,
) {
  await user.click(field);
  await user.paste(value);
}

export interface ApiRequest {
  route: RouteName;
  params: Record<string, string>;
  query: URLSearchParams;
  body: unknown;
}

const REFUSAL = Symbol('refusal');
interface Refusal {
  [REFUSAL]: true;
  status: number;
  body: ApiErrorBody;
}
/** An answer that refuses the call: `refuse(409, { error: '…', code: '…' })`. */
export const refuse = (status: number, body: ApiErrorBody): Refusal => ({
  [REFUSAL]: true,
  status,
  body,
});

const isRefusal = (value: unknown): value is Refusal =>
  typeof value === 'object' && value !== null && REFUSAL in value;

type Answer<N extends RouteName> =
  | RouteResponse<N>
  | Refusal
  | ((request: ApiRequest) => RouteResponse<N> | Refusal);
type Answers = { [N in RouteName]?: Answer<N> };

const matchers = routeList.map((route) => {
  const names: string[] = [];
  const pattern = route.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    names.push(name);
    return '([^/]+)';
  });
  const name = (Object.keys(routes) as RouteName[]).find((key) => routes[key] === route);
  return { route, name, names, regex: new RegExp(`^${pattern}$`) };
});

/**
 * Stubs `fetch` with the API as the test describes it, route by route, typed by the route table:
 * an answer, or a function of the request giving an answer or `{ status, body }` for a refusal.
 * A call to a route the test did not describe fails the test. Returns the requests received.
 */
export function stubApi(answers: Answers): ApiRequest[] {
  const received: ApiRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const url = new URL(input, 'http://localhost');
      const method = init.method ?? 'GET';
      const found = matchers.find(
        (m) => m.route.method === method && m.regex.test(url.pathname) && m.name,
      );
      if (!found?.name) throw new Error(`No route for ${method} ${url.pathname}`);
      const values = found.regex.exec(url.pathname)?.slice(1) ?? [];
      const request: ApiRequest = {
        route: found.name,
        params: Object.fromEntries(
          found.names.map((n, i) => [n, decodeURIComponent(values[i] ?? '')]),
        ),
        query: url.searchParams,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      };
      received.push(request);
      const answer: unknown = answers[found.name];
      if (answer === undefined) throw new Error(`The test gave no answer for ${found.name}`);
      const result: unknown = typeof answer === 'function' ? answer(request) : answer;
      const headers = { 'content-type': 'application/json' };
      if (isRefusal(result)) {
        return new Response(JSON.stringify(result.body), { status: result.status, headers });
      }
      return new Response(JSON.stringify(result), { status: 200, headers });
    }),
  );
  return received;
}

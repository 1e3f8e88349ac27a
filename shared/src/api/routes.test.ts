import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buildPath, routeList, routes } from './routes';

const SPEC = new URL('../../../../shared/SPEC.md', import.meta.url);

/** The calls of SPEC section 7, read from the spec's own tables: `METHOD /path`. */
function specCalls(): string[] {
  const text = readFileSync(SPEC, 'utf8');
  const section = text.slice(text.indexOf('## 7.'), text.indexOf('## 8.'));
  return [...section.matchAll(/^\| (GET|POST|PUT|DELETE) (\/api\/\S+)/gm)].map(
    ([, method, path]) => `${method} ${path}`,
  );
}

describe('the route table', () => {
  it('has every call of SPEC section 7', () => {
    expect(existsSync(SPEC), `the spec is expected at ${SPEC.pathname}`).toBe(true);
    const calls = specCalls();
    expect(calls.length).toBe(26);
    const table = routeList.map((route) => `${route.method} ${route.path}`);
    // Placeholder names may differ ({id} vs {apartmentId}): compare the shapes.
    const shape = (call: string) => call.replace(/\{\w+\}/g, '{}');
    expect(calls.map(shape).filter((call) => !table.map(shape).includes(call))).toEqual([]);
  });

  it('never has two routes for one method and path', () => {
    const keys = routeList.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('gives every route a kebab-case handler name of its own', () => {
    const handlers = routeList.map((route) => route.handler);
    expect(new Set(handlers).size).toBe(handlers.length);
    for (const handler of handlers) expect(handler).toMatch(/^[a-z]+(-[a-z]+)*$/);
  });

  it('protects every admin call of SPEC 7 but the sign-in', () => {
    const publicAdmin = routeList.filter(
      (route) =>
        route.access === 'public' &&
        (route.path.startsWith('/api/admin') || route.path.startsWith('/api/calendars')),
    );
    expect(publicAdmin.map((route) => route.path)).toEqual([routes.adminLogin.path]);
    expect(routes.listBookings.access).toBe('admin');
    expect(routes.listContacts.access).toBe('admin');
    expect(routes.updateBookingStatus.access).toBe('admin');
    expect(routes.handleStripeWebhook.access).toBe('webhook');
  });
});

describe('buildPath', () => {
  it('fills and encodes placeholders', () => {
    expect(buildPath(routes.getApartment.path, { id: 'appartamento-1' })).toBe(
      '/api/apartments/appartamento-1',
    );
    expect(buildPath(routes.getBooking.path, { id: 'a/b' })).toBe('/api/bookings/a%2Fb');
  });

  it('refuses a missing parameter', () => {
    expect(() => buildPath(routes.getApartment.path)).toThrow(/id/);
  });
});

import { describe, expect, expectTypeOf, it } from 'vitest';
import { buildPath } from './path';
import { routeList, routes } from './routes';
import type { RouteBody, RouteParams, RouteQuery, RouteResponse } from './types';

/**
 * The calls the site has made since its first version (product §7), in our own words: what the
 * pages ask of each one. The route table must keep answering every one of them.
 */
const PRODUCT_CALLS = [
  // What visitors' pages call
  ['POST /api/search-availability', 'the apartments free for a stay, and how many'],
  ['GET /api/availability/batch', "every apartment's unavailable dates, by apartment"],
  ['GET /api/availability/{id}', "one apartment's unavailable dates"],
  ['GET /api/apartments', 'the apartments, with prices and photos'],
  ['GET /api/apartments/{id}', 'one apartment'],
  ['POST /api/availability/check', 'whether a stay is free'],
  ['GET /api/prices/{id}/calculate', 'the price of a stay'],
  ['POST /api/contacts', 'a contact message'],
  ['POST /api/create-payment-link', "Stripe's payment page for a new booking"],
  ['GET /api/bookings/from-session/{sessionId}', 'the booking a payment made, and its apartment'],
  ['GET /api/bookings/{id}', 'one booking, for its guest'],
  // What the admin panel calls
  ['GET /api/calendars', 'the imported calendars'],
  ['POST /api/calendars', 'a new calendar, synced at once'],
  ['DELETE /api/calendars/{id}', 'a calendar removed'],
  ['POST /api/calendars/sync/all', 'every calendar synced'],
  ['POST /api/calendars/sync/{id}', 'one calendar synced'],
  ['GET /api/admin/pricing', 'the base prices'],
  ['POST /api/admin/pricing', 'a base price changed'],
  ['GET /api/admin/prices/{apartmentId}', "an apartment's pricing rules"],
  ['POST /api/admin/prices', 'a new pricing rule'],
  ['PUT /api/admin/prices/{id}', 'a pricing rule changed'],
  ['DELETE /api/admin/prices/{id}', 'a pricing rule removed'],
  ['POST /api/admin/prices/copy', "an apartment's rules copied to another"],
  ['GET /api/contacts', 'the contact messages'],
  ['GET /api/bookings', 'the bookings'],
  ['PUT /api/bookings/{id}/status', 'a booking confirmed or rejected'],
] as const;

describe('the route table', () => {
  it('has every call of product §7', () => {
    const calls = PRODUCT_CALLS.map(([call]) => call);
    expect(new Set(calls).size).toBe(26);
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

  it('protects every admin call but the sign-in (by password or by the mailed one-time link)', () => {
    const publicAdmin = routeList.filter(
      (route) =>
        route.access === 'public' &&
        (route.path.startsWith('/api/admin') || route.path.startsWith('/api/calendars')),
    );
    expect(publicAdmin.map((route) => route.path).sort()).toEqual(
      [
        routes.adminLogin.path,
        routes.requestAdminLoginLink.path,
        routes.adminLinkSignIn.path,
      ].sort(),
    );
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
    expect(buildPath(routes.listApartments.path, {})).toBe('/api/apartments');
  });

  it('refuses a missing parameter, at compile time and at run time', () => {
    // @ts-expect-error: getApartment's path declares {id}.
    expect(() => buildPath(routes.getApartment.path, {})).toThrow(/id/);
  });
});

describe('the types read from the table', () => {
  it('give each route the path parameters its path declares', () => {
    expectTypeOf<RouteParams<'getApartment'>>().toEqualTypeOf<{ id: string }>();
    expectTypeOf<RouteParams<'listPricingRules'>>().toEqualTypeOf<{ apartmentId: string }>();
    expectTypeOf<RouteParams<'getBookingFromSession'>>().toEqualTypeOf<{ sessionId: string }>();
    expectTypeOf<keyof RouteParams<'listApartments'>>().toEqualTypeOf<never>();
  });

  it('give each route its body, query and response from its schemas', () => {
    expectTypeOf<RouteBody<'checkAvailability'>>().toEqualTypeOf<{
      apartmentId: string;
      checkIn: string;
      checkOut: string;
    }>();
    expectTypeOf<RouteBody<'getApartment'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteQuery<'calculatePrice'>>().toHaveProperty('startDate');
    expectTypeOf<RouteResponse<'checkAvailability'>>().toEqualTypeOf<{
      available: boolean;
      unavailableDates: string[];
    }>();
  });
});

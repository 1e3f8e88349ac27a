import { describe, expect, it } from 'vitest';
import { matchPattern, routeOf } from './routes';

describe('the route table', () => {
  it('gives each path its page and parameters, in every language', () => {
    expect(routeOf('/appartamento/appartamento-2')).toMatchObject({
      page: 'apartment',
      params: { id: 'appartamento-2' },
    });
    expect(routeOf('/en/check-in/abc%20d')).toMatchObject({
      page: 'check-in',
      params: { token: 'abc d' },
    });
    expect(routeOf('/chi-siamo/')).toMatchObject({ page: 'about', params: {} });
    expect(routeOf('/admin/calendar')).toMatchObject({ page: 'admin-calendar' });
  });

  it('answers any other path with the 404 page', () => {
    for (const path of ['/nessuna', '/appartamento', '/appartamento/a/b', '/de/chi-siamo']) {
      expect(routeOf(path).page, path).toBe('not-found');
    }
  });

  it('takes a parameter as one whole, non-empty, well-encoded segment', () => {
    expect(matchPattern('/checkout/:bookingId', '/checkout/')).toBeNull();
    expect(matchPattern('/checkout/:bookingId', '/checkout/a/b')).toBeNull();
    expect(matchPattern('/checkout/:bookingId', '/checkout/%E0%A4%A')).toBeNull();
    expect(matchPattern('/checkout', '/checkout')).toEqual({});
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiErrorMessage, callApi, createApiClient, messageOf } from './api-client';

interface Sent {
  url: string;
  init: RequestInit;
}

/** Stubs fetch with one answer and records what was sent. */
function answer(status: number, body: unknown): Sent[] {
  const sent: Sent[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, init });
      const text = typeof body === 'string' ? body : JSON.stringify(body);
      return new Response(text, { status, statusText: status === 500 ? 'Server Error' : 'OK' });
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('callApi', () => {
  it("fills the route's path parameters and query from the route table", async () => {
    const sent = answer(200, { apartmentId: 'appartamento-1', pricePerNight: 90 });
    await callApi('calculatePrice', {
      params: { id: 'appartamento 1' },
      query: { startDate: '2026-07-10', endDate: '2026-07-12' },
    });
    expect(sent[0]?.url).toBe(
      '/api/prices/appartamento%201/calculate?startDate=2026-07-10&endDate=2026-07-12',
    );
    expect(sent[0]?.init.method).toBe('GET');
    expect(sent[0]?.init.credentials).toBe('include');
    expect(sent[0]?.init.body).toBeUndefined();
  });

  it('sends a body as JSON with its method, and returns the parsed answer', async () => {
    const sent = answer(200, { available: true, unavailableDates: [] });
    const result = await callApi('checkAvailability', {
      body: { apartmentId: 'appartamento-1', checkIn: '2026-07-10', checkOut: '2026-07-12' },
    });
    expect(result.available).toBe(true);
    expect(sent[0]?.init.method).toBe('POST');
    expect(new Headers(sent[0]?.init.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({
      apartmentId: 'appartamento-1',
      checkIn: '2026-07-10',
      checkOut: '2026-07-12',
    });
  });

  it("throws an ApiError carrying product §8's message and the server's Italian error", async () => {
    answer(409, {
      error: 'Le date selezionate non sono più disponibili',
      code: 'dates_unavailable',
    });
    const error = await callApi('listApartments').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(409);
    expect((error as ApiError).message).toMatch(/^409: \{/);
    expect(apiErrorMessage(error)).toBe('Le date selezionate non sono più disponibili');
    expect(messageOf(error, 'Riprova.')).toBe('Le date selezionate non sono più disponibili');
  });

  it('falls back to the status text when the body is not JSON', async () => {
    answer(500, '');
    const error = await callApi('listApartments').catch((e: unknown) => e);
    expect((error as ApiError).message).toBe('500: Server Error');
    expect(apiErrorMessage(error)).toBeUndefined();
    expect(messageOf(error, 'Riprova.')).toBe('Riprova.');
    expect(messageOf(new Error('offline'), 'Riprova.')).toBe('Riprova.');
  });
});

describe('a client with hooks (the admin panel)', () => {
  const client = (onError = vi.fn()) =>
    createApiClient({
      headers: (route) => (route.method === 'GET' ? undefined : { 'x-test-token': 't0k3n' }),
      onError,
    });

  it('adds its headers to the calls it chooses', async () => {
    const sent = answer(200, { success: true });
    await client()('deleteCalendar', { params: { id: 'c1' } });
    await client()('listCalendars');
    expect(new Headers(sent[0]?.init.headers).get('x-test-token')).toBe('t0k3n');
    expect(new Headers(sent[1]?.init.headers).get('x-test-token')).toBeNull();
  });

  it('shows every refused call to onError, with the route name, before throwing', async () => {
    answer(401, { error: 'Sessione scaduta', code: 'unauthorized' });
    const onError = vi.fn();
    await expect(client(onError)('listBookings')).rejects.toBeInstanceOf(ApiError);
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ status: 401 }), 'listBookings');
  });
});

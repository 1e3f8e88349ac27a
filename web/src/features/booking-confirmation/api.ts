import type { RouteResponse } from '@catania/shared/api/types';
import type { Apartment } from '@catania/shared/schemas/apartment';
import { CONFIRMED_BOOKING_KEY } from '@catania/shared/schemas/booking';
import type { GuestBooking } from '@catania/shared/schemas/guest-booking';
import { useQuery } from '@tanstack/react-query';
import type { Messages } from '../../i18n/namespaces';
import { ApiError, callApi } from '../../lib/api-client';

/** The cached confirmed booking (product §3): the booking plus its apartment, in session storage. */
export interface Confirmation {
  booking: GuestBooking;
  apartment: Apartment;
  message?: string;
  /** The Stripe session it was looked up by (the page's `session_id`), to match the cache. */
  sessionId?: string;
}

/** Why the booking cannot be shown: a key of the `guest` catalogue's `failures`. */
export type ConfirmationFailure = keyof Messages<'guest'>['failures'];

/**
 * A failure the page shows (product §8's confirmation-page messages), in the page's language: by its
 * `reason`; an Italian page shows the server's own words (`serverText`) where it gave some.
 */
export class ConfirmationError extends Error {
  override name = 'ConfirmationError';
  constructor(
    readonly reason: ConfirmationFailure,
    readonly serverText?: string,
  ) {
    super(serverText ?? reason);
  }
}

export function readCachedConfirmation(): Confirmation | null {
  try {
    const raw = sessionStorage.getItem(CONFIRMED_BOOKING_KEY);
    const value = raw ? (JSON.parse(raw) as Confirmation) : null;
    return value?.booking?.id && value.apartment ? value : null;
  } catch {
    return null;
  }
}

function cache(value: Confirmation) {
  try {
    if (value.booking.status === 'confirmed') {
      sessionStorage.setItem(CONFIRMED_BOOKING_KEY, JSON.stringify(value));
    }
  } catch {
    // No storage: the page simply fetches again next time.
  }
}

function discardCache() {
  try {
    sessionStorage.removeItem(CONFIRMED_BOOKING_KEY);
  } catch {
    // Nothing to discard.
  }
}

/** Turns a failed call into the message product §8 shows for it. */
function failure(error: unknown): ConfirmationError {
  if (error instanceof ConfirmationError) return error;
  if (error instanceof ApiError) {
    if (error.status === 404) return new ConfirmationError('notFound');
    return new ConfirmationError('fetchFailed', error.body?.error);
  }
  return new ConfirmationError('loadFailed');
}

/**
 * With session_id (and the guest link's token, both on Stripe's return URL): the cache if it is
 * this payment's, else the server (which may confirm it).
 */
export async function loadBySession(sessionId: string, token: string): Promise<Confirmation> {
  const cached = readCachedConfirmation();
  if (cached && cached.sessionId === sessionId) return cached;
  let response: RouteResponse<'getBookingFromSession'>;
  try {
    response = await callApi('getBookingFromSession', { params: { sessionId }, query: { token } });
  } catch (error) {
    throw failure(error);
  }
  if (!response?.booking) throw new ConfirmationError('noData');
  if (!response.apartment) throw new ConfirmationError('apartmentMissing');
  const value = {
    booking: response.booking,
    apartment: response.apartment,
    message: response.message,
    sessionId,
  };
  cache(value);
  return value;
}

/**
 * With bookingId (and the token, from the guest's mail): the cache if it is this booking's (else
 * it is discarded), else the server.
 */
export async function loadById(bookingId: string, token: string): Promise<Confirmation> {
  const cached = readCachedConfirmation();
  if (cached) {
    if (cached.booking.id === bookingId) return cached;
    discardCache();
  }
  let booking: GuestBooking;
  try {
    booking = await callApi('getBooking', { params: { id: bookingId }, query: { token } });
  } catch (error) {
    throw failure(error);
  }
  if (!booking?.id) throw new ConfirmationError('noData');
  let apartment: Apartment;
  try {
    apartment = await callApi('getApartment', { params: { id: booking.apartmentId } });
  } catch {
    throw new ConfirmationError('apartmentMissing');
  }
  const value = { booking, apartment };
  cache(value);
  return value;
}

export const confirmationKeys = {
  all: ['booking-confirmation'] as const,
  bySession: (id: string) => [...confirmationKeys.all, 'session', id] as const,
  byId: (id: string) => [...confirmationKeys.all, 'booking', id] as const,
};

/**
 * product §4 Confirmation lookup. A payment still settling (pending) is asked again every 3 s, for a
 * couple of minutes, until Stripe's answer turns it into a confirmed booking.
 */
export function useConfirmation(ids: {
  sessionId?: string | null;
  bookingId?: string | null;
  token?: string | null;
}) {
  const sessionId = ids.sessionId || undefined;
  const bookingId = ids.bookingId || undefined;
  const token = ids.token || undefined;
  return useQuery<Confirmation, ConfirmationError>({
    queryKey: sessionId
      ? confirmationKeys.bySession(sessionId)
      : confirmationKeys.byId(bookingId ?? ''),
    queryFn: () => {
      if (!sessionId && !bookingId) throw new ConfirmationError('missingId');
      if (!token) throw new ConfirmationError('missingToken');
      return sessionId ? loadBySession(sessionId, token) : loadById(bookingId ?? '', token);
    },
    enabled: Boolean(sessionId || bookingId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.booking.status === 'pending' && query.state.dataUpdateCount < 40
        ? 3_000
        : false,
  });
}

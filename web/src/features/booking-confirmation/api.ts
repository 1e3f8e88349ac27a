import { apiRoutes as routes } from 'virtual:api-routes';
import type { Apartment } from '@catania/shared/schemas/apartment';
import {
  type Booking,
  type BookingFromSessionResponse,
  CONFIRMED_BOOKING_KEY,
} from '@catania/shared/schemas/booking';
import { useQuery } from '@tanstack/react-query';
import { ApiError, callApi } from '../../lib/api-client';

/** The cached confirmed booking (SPEC 3): the booking plus its apartment, in session storage. */
export interface Confirmation {
  booking: Booking;
  apartment: Apartment;
  message?: string;
}

/** A failure the page shows as it is (SPEC 8's confirmation-page messages). */
export class ConfirmationError extends Error {
  override name = 'ConfirmationError';
}

export const MESSAGES = {
  missingId: 'ID prenotazione mancante',
  fetchFailed: 'Errore nel recupero della prenotazione',
  notFound: 'Prenotazione non trovata',
  apartmentMissing: 'Dati appartamento non trovati',
  loadFailed: 'Errore nel caricamento dei dati',
  noData: 'Dati prenotazione non disponibili.',
} as const;

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

/** Turns a failed call into the message SPEC 8 shows for it. */
function failure(error: unknown): ConfirmationError {
  if (error instanceof ConfirmationError) return error;
  if (error instanceof ApiError) {
    if (error.status === 404) return new ConfirmationError(MESSAGES.notFound);
    return new ConfirmationError(error.body?.error ?? MESSAGES.fetchFailed);
  }
  return new ConfirmationError(MESSAGES.loadFailed);
}

/** With session_id: the cache if it is this payment's, else the server (which may confirm it). */
export async function loadBySession(sessionId: string): Promise<Confirmation> {
  const cached = readCachedConfirmation();
  if (cached && cached.booking.paymentIntentId === sessionId) return cached;
  let response: BookingFromSessionResponse | undefined;
  try {
    response = await callApi<BookingFromSessionResponse>(routes.getBookingFromSession, {
      params: { sessionId },
    });
  } catch (error) {
    throw failure(error);
  }
  if (!response?.booking) throw new ConfirmationError(MESSAGES.noData);
  if (!response.apartment) throw new ConfirmationError(MESSAGES.apartmentMissing);
  const value = {
    booking: response.booking,
    apartment: response.apartment,
    message: response.message,
  };
  cache(value);
  return value;
}

/** With bookingId only: the cache if it is this booking's (else it is discarded), else the server. */
export async function loadById(bookingId: string): Promise<Confirmation> {
  const cached = readCachedConfirmation();
  if (cached) {
    if (cached.booking.id === bookingId) return cached;
    discardCache();
  }
  let booking: Booking;
  try {
    booking = await callApi<Booking>(routes.getBooking, { params: { id: bookingId } });
  } catch (error) {
    throw failure(error);
  }
  if (!booking?.id) throw new ConfirmationError(MESSAGES.noData);
  let apartment: Apartment;
  try {
    apartment = await callApi<Apartment>(routes.getApartment, {
      params: { id: booking.apartmentId },
    });
  } catch {
    throw new ConfirmationError(MESSAGES.apartmentMissing);
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
 * SPEC 4 Confirmation lookup. A payment still settling (pending) is asked again every 3 s, for a
 * couple of minutes, until Stripe's answer turns it into a confirmed booking.
 */
export function useConfirmation(ids: { sessionId?: string | null; bookingId?: string | null }) {
  const sessionId = ids.sessionId || undefined;
  const bookingId = ids.bookingId || undefined;
  return useQuery<Confirmation, ConfirmationError>({
    queryKey: sessionId
      ? confirmationKeys.bySession(sessionId)
      : confirmationKeys.byId(bookingId ?? ''),
    queryFn: () => {
      if (sessionId) return loadBySession(sessionId);
      if (bookingId) return loadById(bookingId);
      throw new ConfirmationError(MESSAGES.missingId);
    },
    enabled: Boolean(sessionId || bookingId),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.booking.status === 'pending' && query.state.dataUpdateCount < 40
        ? 3_000
        : false,
  });
}

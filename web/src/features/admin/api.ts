import { apiRoutes as routes } from 'virtual:api-routes';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { AdminLoginRequest, AdminSessionResponse } from '@catania/shared/schemas/admin';
import type { Apartment } from '@catania/shared/schemas/apartment';
import type { Booking } from '@catania/shared/schemas/booking';
import type { CalendarConfig, SyncResult } from '@catania/shared/schemas/calendar';
import type { ContactMessage } from '@catania/shared/schemas/contact';
import type {
  BasePriceRecord,
  PricingRule,
  PricingRuleInput,
} from '@catania/shared/schemas/pricing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, buildPath } from '../../lib/api-client';
import { adminSession, SESSION_EXPIRED_NOTICE } from './session';

type Route = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; path: string };

/**
 * Admin calls (SPEC 7): same origin, the session cookie sent by the browser, JSON in and out, the
 * CSRF token as X-Admin-Token on every write. A 401 means the server session is over: the panel
 * goes back to the login with a message.
 */
export async function adminCall<T>(
  route: Route,
  options: { params?: Record<string, string>; body?: unknown } = {},
): Promise<T> {
  const token = adminSession.csrfToken();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (route.method !== 'GET' && token) headers['x-admin-token'] = token;
  const response = await fetch(buildPath(route.path, options.params), {
    method: route.method,
    credentials: 'include',
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await response.text();
  if (!response.ok) {
    let body: ApiError['body'];
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const error = new ApiError(
      response.status,
      `${response.status}: ${text || response.statusText}`,
      body,
    );
    if (response.status === 401 && route.path !== routes.adminLogin.path) {
      adminSession.signedOut(SESSION_EXPIRED_NOTICE);
    }
    throw error;
  }
  return (text ? JSON.parse(text) : undefined) as T;
}

/** The server's Italian message, else the fallback of SPEC 8. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body?.error ? error.body.error : fallback;
}

export const adminKeys = {
  all: ['admin'] as const,
  apartments: () => [...adminKeys.all, 'apartments'] as const,
  calendars: () => [...adminKeys.all, 'calendars'] as const,
  exports: () => [...adminKeys.all, 'ical-exports'] as const,
  basePrices: () => [...adminKeys.all, 'base-prices'] as const,
  rules: (apartmentId: string) => [...adminKeys.all, 'rules', apartmentId] as const,
  bookings: () => [...adminKeys.all, 'bookings'] as const,
  contacts: () => [...adminKeys.all, 'contacts'] as const,
};

// Session -----------------------------------------------------------------------------------

export const login = (body: AdminLoginRequest) =>
  adminCall<AdminSessionResponse>(routes.adminLogin, { body });
export const logout = () => adminCall<{ success: true }>(routes.adminLogout);
export const fetchSession = () => adminCall<AdminSessionResponse>(routes.getAdminSession);

// Apartments (names for selectors) -----------------------------------------------------------

export function useAdminApartments() {
  return useQuery({
    queryKey: adminKeys.apartments(),
    queryFn: () => adminCall<Apartment[]>(routes.listApartments),
    staleTime: 5 * 60_000,
  });
}

export function useApartmentNames(): Record<string, string> {
  const { data } = useAdminApartments();
  return Object.fromEntries((data ?? []).map((a) => [a.id, a.name]));
}

// Calendars ------------------------------------------------------------------------------------

export function useCalendars(refreshSeconds: number) {
  return useQuery({
    queryKey: adminKeys.calendars(),
    queryFn: () => adminCall<CalendarConfig[]>(routes.listCalendars),
    staleTime: 0,
    refetchInterval: refreshSeconds * 1000,
  });
}

export function useIcalExports() {
  return useQuery({
    queryKey: adminKeys.exports(),
    queryFn: () => adminCall<{ apartmentId: ApartmentId; url: string }[]>(routes.listIcalExports),
  });
}

export function useAddCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { apartmentId: string; icalUrl: string }) =>
      adminCall<{ success: true; calendar: CalendarConfig }>(routes.createCalendar, { body }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

export function useDeleteCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminCall<{ success: true }>(routes.deleteCalendar, { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

export function useSyncCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminCall<{ success: boolean; message?: string; result: SyncResult }>(routes.syncCalendar, {
        params: { id },
      }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

/** The owner accepts the nights a sync held back (the safety valve): they become bookable. */
export function useAcceptRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      adminCall<{ success: true; calendar: CalendarConfig }>(routes.acceptCalendarRelease, {
        params: { id },
      }),
    onSettled: () => client.invalidateQueries(),
  });
}

export function useSyncAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminCall<{ results: SyncResult[] }>(routes.syncAllCalendars),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

// Prices ---------------------------------------------------------------------------------------

export function useBasePrices() {
  return useQuery({
    queryKey: adminKeys.basePrices(),
    queryFn: () => adminCall<BasePriceRecord[]>(routes.listBasePrices),
  });
}

/** After a price change: pricing, apartments and availability are read again (SPEC 7). */
function useRefreshPrices() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] !== 'admin' ||
        query.queryKey[1] === 'base-prices' ||
        query.queryKey[1] === 'apartments' ||
        query.queryKey[1] === 'rules',
    });
}

export function useUpdateBasePrice() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: { apartmentId: string; basePrice: number }) =>
      adminCall<{ success: true }>(routes.updateBasePrice, { body }),
    onSuccess: refresh,
  });
}

export function usePricingRules(apartmentId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.rules(apartmentId ?? ''),
    queryFn: () =>
      adminCall<PricingRule[]>(routes.listPricingRules, {
        params: { apartmentId: apartmentId ?? '' },
      }),
    enabled: Boolean(apartmentId),
  });
}

export function useSaveRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: ({ id, rule }: { id?: string; rule: PricingRuleInput }) =>
      id
        ? adminCall<{ success: true; rule: PricingRule }>(routes.updatePricingRule, {
            params: { id },
            body: rule,
          })
        : adminCall<{ success: true; rule: PricingRule }>(routes.createPricingRule, { body: rule }),
    onSuccess: refresh,
  });
}

export function useDeleteRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (id: string) =>
      adminCall<{ success: true }>(routes.deletePricingRule, { params: { id } }),
    onSuccess: refresh,
  });
}

export function useCopyRules() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: { sourceApartmentId: string; targetApartmentId: string }) =>
      adminCall<{ success: true; copiedRules: number }>(routes.copyPricingRules, { body }),
    onSuccess: refresh,
  });
}

// Bookings and contacts (retried up to 2 times, SPEC 7) -----------------------------------------

const retryTwice = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status === 401);

export type AdminBooking = Booking;

export function useBookings() {
  return useQuery({
    queryKey: adminKeys.bookings(),
    queryFn: () => adminCall<AdminBooking[]>(routes.listBookings),
    retry: retryTwice,
  });
}

export function useUpdateBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: 'confirmed' | 'rejected' }) =>
      adminCall<{ success: true; booking: AdminBooking; refundError?: string }>(
        routes.updateBookingStatus,
        { params: { id }, body: { status } },
      ),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) => query.queryKey[0] !== 'admin' || query.queryKey[1] === 'bookings',
      }),
  });
}

export function useContacts() {
  return useQuery({
    queryKey: adminKeys.contacts(),
    queryFn: () => adminCall<ContactMessage[]>(routes.listContacts),
    retry: retryTwice,
  });
}

import { adminApiRoutes } from 'virtual:admin-api-routes';
import type { RouteBody, RouteResponse } from '@catania/shared/api/types';
import { ADMIN_CSRF_HEADER } from '@catania/shared/schemas/admin';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, createApiClient } from '../../lib/api-client';
import { adminSession, SESSION_EXPIRED_NOTICE } from './session';

/**
 * Admin calls (product §7) through the site's one api client, with the session's CSRF token on every
 * write. A 401 means the server session is over: the panel goes back to the login with a message.
 */
export const adminApi = createApiClient({
  routes: adminApiRoutes,
  headers: (route) => {
    const token = adminSession.csrfToken();
    return route.method !== 'GET' && token ? { [ADMIN_CSRF_HEADER]: token } : undefined;
  },
  onError: (error, name) => {
    if (error.status === 401 && name !== 'adminLogin' && name !== 'adminLinkSignIn') {
      adminSession.signedOut(SESSION_EXPIRED_NOTICE);
    }
  },
});

export { messageOf } from '../../lib/api-client';

export const adminKeys = {
  all: ['admin'] as const,
  apartments: () => [...adminKeys.all, 'apartments'] as const,
  calendars: () => [...adminKeys.all, 'calendars'] as const,
  exports: () => [...adminKeys.all, 'ical-exports'] as const,
  basePrices: () => [...adminKeys.all, 'base-prices'] as const,
  rules: (apartmentId: string) => [...adminKeys.all, 'rules', apartmentId] as const,
  stayRules: (apartmentId: string) => [...adminKeys.all, 'stay-rules', apartmentId] as const,
  bookings: () => [...adminKeys.all, 'bookings'] as const,
  contacts: () => [...adminKeys.all, 'contacts'] as const,
  systemHealth: () => [...adminKeys.all, 'system-health'] as const,
  todo: () => [...adminKeys.all, 'todo'] as const,
  planning: (from: string, to: string) => [...adminKeys.all, 'planning', from, to] as const,
  numbers: (year: number) => [...adminKeys.all, 'numbers', year] as const,
  extras: () => [...adminKeys.all, 'extras'] as const,
};

// Session -----------------------------------------------------------------------------------

export const login = (body: RouteBody<'adminLogin'>) => adminApi('adminLogin', { body });
/** A one-time sign-in link, mailed to the owner's address (a new browser, a forgotten password). */
export const requestLoginLink = () => adminApi('requestAdminLoginLink', { body: {} });
export const signInWithLink = (token: string) => adminApi('adminLinkSignIn', { body: { token } });
export const logout = () => adminApi('adminLogout');
export const fetchSession = () => adminApi('getAdminSession');

// Apartments (names for selectors) -----------------------------------------------------------

export function useAdminApartments() {
  return useQuery({
    queryKey: adminKeys.apartments(),
    queryFn: () => adminApi('listApartments'),
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
    queryFn: () => adminApi('listCalendars'),
    staleTime: 0,
    refetchInterval: refreshSeconds * 1000,
  });
}

export function useIcalExports() {
  return useQuery({
    queryKey: adminKeys.exports(),
    queryFn: () => adminApi('listIcalExports'),
  });
}

export function useAddCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'createCalendar'>) => adminApi('createCalendar', { body }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

export function useDeleteCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('deleteCalendar', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

export function useSyncCalendar() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('syncCalendar', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

/** The owner accepts the nights a sync held back (the safety valve): they become bookable. */
export function useAcceptRelease() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('acceptCalendarRelease', { params: { id } }),
    onSettled: () => client.invalidateQueries(),
  });
}

export function useSyncAll() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi('syncAllCalendars'),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.calendars() }),
  });
}

// Prices ---------------------------------------------------------------------------------------

export function useBasePrices() {
  return useQuery({
    queryKey: adminKeys.basePrices(),
    queryFn: () => adminApi('listBasePrices'),
  });
}

/** After a price change: pricing, apartments and availability are read again (product §7). */
function useRefreshPrices() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] !== 'admin' ||
        query.queryKey[1] === 'base-prices' ||
        query.queryKey[1] === 'apartments' ||
        query.queryKey[1] === 'rules' ||
        query.queryKey[1] === 'stay-rules',
    });
}

export function useUpdateBasePrice() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: RouteBody<'updateBasePrice'>) => adminApi('updateBasePrice', { body }),
    onSuccess: refresh,
  });
}

export function usePricingRules(apartmentId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.rules(apartmentId ?? ''),
    queryFn: () => adminApi('listPricingRules', { params: { apartmentId: apartmentId ?? '' } }),
    enabled: Boolean(apartmentId),
  });
}

export function useSaveRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: ({ id, rule }: { id?: string; rule: RouteBody<'createPricingRule'> }) =>
      id
        ? adminApi('updatePricingRule', { params: { id }, body: rule })
        : adminApi('createPricingRule', { body: rule }),
    onSuccess: refresh,
  });
}

export function useDeleteRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (id: string) => adminApi('deletePricingRule', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useCopyRules() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (body: RouteBody<'copyPricingRules'>) => adminApi('copyPricingRules', { body }),
    onSuccess: refresh,
  });
}

// Stay rules by period ------------------------------------------------------------

export function useStayRules(apartmentId: string | undefined) {
  return useQuery({
    queryKey: adminKeys.stayRules(apartmentId ?? ''),
    queryFn: () => adminApi('listStayRules', { params: { apartmentId: apartmentId ?? '' } }),
    enabled: Boolean(apartmentId),
  });
}

export function useSaveStayRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: ({ id, rule }: { id?: string; rule: RouteBody<'createStayRule'> }) =>
      id
        ? adminApi('updateStayRule', { params: { id }, body: rule })
        : adminApi('createStayRule', { body: rule }),
    onSuccess: refresh,
  });
}

export function useDeleteStayRule() {
  const refresh = useRefreshPrices();
  return useMutation({
    mutationFn: (id: string) => adminApi('deleteStayRule', { params: { id } }),
    onSuccess: refresh,
  });
}

// Bookings and contacts (retried up to 2 times, product §7) -----------------------------------------

const retryTwice = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status === 401);

export type AdminBooking = RouteResponse<'listBookings'>[number];

export function useBookings() {
  return useQuery({
    queryKey: adminKeys.bookings(),
    queryFn: () => adminApi('listBookings'),
    retry: retryTwice,
  });
}

export function useUpdateBookingStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'updateBookingStatus'>) =>
      adminApi('updateBookingStatus', { params: { id }, body }),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] !== 'admin' ||
          ['bookings', 'planning', 'todo'].includes(String(query.queryKey[1])),
      }),
  });
}

export function useContacts() {
  return useQuery({
    queryKey: adminKeys.contacts(),
    queryFn: () => adminApi('listContacts'),
    retry: retryTwice,
  });
}

// System health ('Stato del sistema') ------------------------------------------------

export function useSystemHealth() {
  return useQuery({
    queryKey: adminKeys.systemHealth(),
    queryFn: () => adminApi('getSystemHealth'),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

/** 'Riprova' on an undelivered mail: one new attempt now; the list is read again either way. */
export function useRetryMail() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('retryMail', { params: { id } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.systemHealth() }),
  });
}

// 'Da fare', planning, blocks, owner bookings, payment links, contact states ----------

export function useTodo() {
  return useQuery({
    queryKey: adminKeys.todo(),
    queryFn: () => adminApi('getTodo'),
    staleTime: 0,
    refetchInterval: 60_000,
  });
}

export function usePlanning(from: string, to: string) {
  return useQuery({
    queryKey: adminKeys.planning(from, to),
    queryFn: () => adminApi('getPlanning', { query: { from, to } }),
    staleTime: 0,
    placeholderData: (previous) => previous,
  });
}

/** After a change of nights or bookings: everything the owner sees of them is read again. */
function useRefreshNights() {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: (query) =>
        query.queryKey[0] !== 'admin' ||
        ['planning', 'bookings', 'todo', 'system-health', 'checkin'].includes(
          String(query.queryKey[1]),
        ),
    });
}

export function useCreateBlock() {
  const refresh = useRefreshNights();
  return useMutation({
    mutationFn: (body: RouteBody<'createBlock'>) => adminApi('createBlock', { body }),
    onSuccess: refresh,
  });
}

export function useDeleteBlock() {
  const refresh = useRefreshNights();
  return useMutation({
    mutationFn: (id: string) => adminApi('deleteBlock', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useCreateOwnerBooking() {
  const refresh = useRefreshNights();
  return useMutation({
    mutationFn: (body: RouteBody<'createOwnerBooking'>) => adminApi('createOwnerBooking', { body }),
    onSuccess: refresh,
  });
}

export function useSendPaymentLink() {
  const refresh = useRefreshNights();
  return useMutation({
    mutationFn: (id: string) => adminApi('sendPaymentLink', { params: { id } }),
    onSuccess: refresh,
  });
}

export function useRecordRefundByHand() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => adminApi('recordRefundByHand', { params: { id } }),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'admin' && ['bookings', 'todo'].includes(String(query.queryKey[1])),
      }),
  });
}

/** The catalogue of extras ('Prezzi' > 'Extra'). */
export function useExtraDefinitions() {
  return useQuery({
    queryKey: adminKeys.extras(),
    queryFn: () => adminApi('listExtraDefinitions'),
  });
}

export function usePutExtraDefinition() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'putExtraDefinition'>) =>
      adminApi('putExtraDefinition', { params: { id }, body }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.extras() }),
  });
}

/** 'Cauzione restituita' / 'trattenuta' on an extra of a booking. */
export function useDecideDeposit() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'decideBookingDeposit'>) =>
      adminApi('decideBookingDeposit', { params: { id }, body }),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'admin' && ['bookings', 'todo'].includes(String(query.queryKey[1])),
      }),
  });
}

/** 'Rimuovi check-out posticipato': the departure day free again, refunded or not. */
export function useRemoveLateCheckout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'removeBookingLateCheckout'>) =>
      adminApi('removeBookingLateCheckout', { params: { id }, body }),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'admin' &&
          ['bookings', 'todo', 'planning', 'system-health'].includes(String(query.queryKey[1])),
      }),
  });
}

export function useUpdateContactState() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: { id: string } & RouteBody<'updateContactState'>) =>
      adminApi('updateContactState', { params: { id }, body }),
    onSettled: () =>
      client.invalidateQueries({
        predicate: (query) =>
          query.queryKey[0] === 'admin' && ['contacts', 'todo'].includes(String(query.queryKey[1])),
      }),
  });
}

export function useBusinessNumbers(year: number) {
  return useQuery({
    queryKey: adminKeys.numbers(year),
    queryFn: () => adminApi('getBusinessNumbers', { query: { year } }),
  });
}

// Photos and texts ('Foto e testi') -----------------------------------------------------------

export const contentKeys = {
  apartment: (id: string) => [...adminKeys.all, 'content', id] as const,
  siteTexts: () => [...adminKeys.all, 'site-texts'] as const,
  homePhotos: () => [...adminKeys.all, 'home-photos'] as const,
  status: () => [...adminKeys.all, 'site-status'] as const,
};

export function useAdminSiteTexts() {
  return useQuery({
    queryKey: contentKeys.siteTexts(),
    queryFn: () => adminApi('getAdminSiteTexts'),
    staleTime: 0,
  });
}

export function useSaveSiteTexts() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'updateSiteTexts'>) => adminApi('updateSiteTexts', { body }),
    onSuccess: (view) => client.setQueryData(contentKeys.siteTexts(), view),
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.status() }),
  });
}

export function useAdminHomePhotos() {
  return useQuery({
    queryKey: contentKeys.homePhotos(),
    queryFn: () => adminApi('getAdminHomePhotos'),
    staleTime: 0,
  });
}

export function useSaveHomePhotos() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'updateHomePhotos'>) => adminApi('updateHomePhotos', { body }),
    onSuccess: (view) => client.setQueryData(contentKeys.homePhotos(), view),
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.status() }),
  });
}

export function useDeleteHomePhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => adminApi('deleteHomePhoto', { params: { photoId } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function useApartmentContent(id: string) {
  return useQuery({
    queryKey: contentKeys.apartment(id),
    queryFn: () => adminApi('getApartmentContent', { params: { id } }),
    staleTime: 0,
  });
}

export function useSiteStatus() {
  return useQuery({
    queryKey: contentKeys.status(),
    queryFn: () => adminApi('getSiteStatus'),
    staleTime: 0,
  });
}

export function useSaveContent(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'updateApartmentContent'>) =>
      adminApi('updateApartmentContent', { params: { id }, body }),
    onSuccess: (view) => client.setQueryData(contentKeys.apartment(id), view),
    onSettled: () => client.invalidateQueries({ queryKey: contentKeys.status() }),
  });
}

export function useDeletePhoto(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (photoId: string) => adminApi('deletePhoto', { params: { id, photoId } }),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export function usePublishSite() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => adminApi('publishSite'),
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

export const previewContent = (id: string) =>
  adminApi('previewApartmentContent', { params: { id } });

/** The home from the site texts' and the home photos' drafts. */
export const previewHome = () => adminApi('previewHome');

/**
 * Sends one photo the way the site takes it: an upload URL for its type and size (refused there
 * when too large or not a photo), the file straight to storage, then the server makes the sizes
 * the site serves and adds the photo to the apartment's gallery.
 */
export async function uploadPhoto(
  file: File,
  place: Pick<RouteBody<'createPhoto'>, 'apartmentId' | 'slot'>,
  alt: string,
): Promise<RouteResponse<'createPhoto'>> {
  const { url, headers, key } = await adminApi('createPhotoUploadUrl', {
    body: { contentType: file.type, size: file.size },
  });
  const sent = await fetch(url, { method: 'PUT', headers, body: file });
  if (!sent.ok) {
    throw new ApiError(sent.status, 'Caricamento non riuscito: riprova', {
      error: 'Caricamento della foto non riuscito: riprova',
      code: 'upload_failed',
    });
  }
  return adminApi('createPhoto', { body: { key, ...place, alt } });
}

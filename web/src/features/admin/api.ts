import { adminApiRoutes } from 'virtual:admin-api-routes';
import type { RouteBody, RouteResponse } from '@catania/shared/api/types';
import { LOCALES, type Locale } from '@catania/shared/config/locales';
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

/** The lists the panel retries up to 2 times (product §7); never a signed-out session. */
export const retryTwice = (failures: number, error: unknown) =>
  failures < 2 && !(error instanceof ApiError && error.status === 401);

/**
 * After a change: the panel's lists of `areas` (the second part of their query key) are read
 * again and, `andPublic`, every public query too (the nights and prices the site shows).
 */
export function useRefreshAfter(areas: readonly string[], { andPublic = false } = {}) {
  const client = useQueryClient();
  return () =>
    client.invalidateQueries({
      predicate: ({ queryKey: [scope, area] }) =>
        scope === 'admin' ? areas.includes(String(area)) : andPublic,
    });
}

/** After a change of nights or bookings: everything the owner sees of them is read again. */
export const useRefreshNights = () =>
  useRefreshAfter(['planning', 'bookings', 'todo', 'system-health', 'checkin'], {
    andPublic: true,
  });

// Photos and texts ('Foto e testi') -----------------------------------------------------------

export const contentKeys = {
  apartment: (id: string) => [...adminKeys.all, 'content', id] as const,
  siteTexts: (locale: Locale) => [...adminKeys.all, 'site-texts', locale] as const,
  homePhotos: () => [...adminKeys.all, 'home-photos'] as const,
  status: () => [...adminKeys.all, 'site-status'] as const,
};

/** The site's texts in one language (each is a document of its own). */
export function useAdminSiteTexts(locale: Locale) {
  return useQuery({
    queryKey: contentKeys.siteTexts(locale),
    queryFn: () => adminApi('getAdminSiteTexts', { query: { lang: locale } }),
    staleTime: 0,
  });
}

export function useSaveSiteTexts(locale: Locale) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RouteBody<'updateSiteTexts'>) =>
      adminApi('updateSiteTexts', { body, query: { lang: locale } }),
    onSuccess: (view) => {
      client.setQueryData(contentKeys.siteTexts(locale), view);
      // The other languages' answers say which of their texts to check against the Italian.
      for (const other of LOCALES.filter((code) => code !== locale)) {
        void client.invalidateQueries({ queryKey: contentKeys.siteTexts(other) });
      }
    },
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

/** The apartment's page in `locale` from its draft. */
export const previewContent = (id: string, locale: Locale) =>
  adminApi('previewApartmentContent', { params: { id }, query: { lang: locale } });

/** The home in `locale` from the site texts' and the home photos' drafts. */
export const previewHome = (locale: Locale) => adminApi('previewHome', { query: { lang: locale } });

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

import type { Locale } from '@catania/shared/config/locales';
import { useQuery } from '@tanstack/react-query';
import { MINUTE } from '../app/query-client';
import { useLocale } from '../i18n/messages';
import { callApi } from './api-client';

/**
 * The site's own texts as the owner published them in the page's language
 * (GET /api/site/texts?lang=): the home's hero, cards and FAQ and the house instructions. The
 * prerendered home starts with them under its language's key (the publish and the build put them
 * there), so its words are in the HTML; a page rendered in the browser reads them.
 */
export const siteTextsKey = (locale: Locale) => ['site', 'texts', locale] as const;

export function useSiteTexts() {
  const locale = useLocale();
  return useQuery({
    queryKey: siteTextsKey(locale),
    queryFn: () => callApi('getSiteTexts', { query: { lang: locale } }),
    staleTime: 10 * MINUTE,
  });
}

/**
 * The home's photos as the owner published them (GET /api/site/home-photos): the hero's slides
 * and the 'Scopri Catania' cards'. The prerendered home starts with them under this key, so its
 * first slide is in the HTML with its priority hints.
 */
export const HOME_PHOTOS_KEY = ['site', 'home-photos'] as const;

export function useHomePhotos() {
  return useQuery({
    queryKey: HOME_PHOTOS_KEY,
    queryFn: () => callApi('getHomePhotos'),
    staleTime: 10 * MINUTE,
  });
}

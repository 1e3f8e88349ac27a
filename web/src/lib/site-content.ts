import { useQuery } from '@tanstack/react-query';
import { MINUTE } from '../app/query-client';
import { callApi } from './api-client';

/**
 * The site's own texts as the owner published them (GET /api/site/texts): the home's FAQ and the
 * house instructions. The prerendered home starts with them under this key (the publish and the
 * build put them there), so its FAQ is in the HTML; a page rendered in the browser reads them.
 */
export const SITE_TEXTS_KEY = ['site', 'texts'] as const;

export function useSiteTexts() {
  return useQuery({
    queryKey: SITE_TEXTS_KEY,
    queryFn: () => callApi('getSiteTexts'),
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

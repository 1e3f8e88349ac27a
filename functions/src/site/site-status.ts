import { apartmentPagePath } from '@catania/shared/config/site-pages';
import type { SiteStatusResponse } from '@catania/shared/schemas/site-content';
import { listApartments } from '../apartments/apartments-repo';
import { currentPublish, listPublishedPages } from './content-repo';
import { homePhotosDraft } from './home-photos';
import { drafts } from './publish';
import { siteTextsDrafts } from './site-texts';

/** What the panel's 'Pubblica' shows: each page, when it was published, and whether drafts wait. */

export async function siteStatus(now: Date): Promise<SiteStatusResponse> {
  const [apartments, pending, textsDrafts, photosDraft, published, since] = await Promise.all([
    listApartments(),
    drafts(),
    siteTextsDrafts(),
    homePhotosDraft(),
    listPublishedPages(),
    currentPublish(now),
  ]);
  const home = {
    path: '/',
    label: 'Home (foto e domande frequenti) e istruzioni della casa',
    publishedAt: published.find((p) => p.path === '/')?.publishedAt ?? null,
    unpublished: Boolean(textsDrafts.length > 0 || photosDraft),
  };
  return {
    pages: [
      home,
      ...apartments.map((apartment) => {
        const path = apartmentPagePath(apartment.id);
        return {
          path,
          label: apartment.name,
          publishedAt: published.find((p) => p.path === path)?.publishedAt ?? null,
          unpublished: pending.some((d) => d.apartmentId === apartment.id),
        };
      }),
    ],
    publishingSince: since ?? null,
  };
}

import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { ATTRACTIONS } from '@catania/shared/content/attractions';
import { SEED_HOME_PHOTOS } from '@catania/shared/content/home-photos';
import type { Image } from '@catania/shared/schemas/apartment';
import { MapPin } from 'lucide-react';
import { Photo } from '../../components/photo';
import { SectionHeading } from '../../components/ui/section-heading';
import { useLocale, useMessages } from '../../i18n/messages';
import { useHomePhotos, useSiteTexts } from '../../lib/site-content';
import { ATTRACTION_ICONS } from './attractions';

/** 'Scopri Catania' (product §2): the sights within a walk of the apartments. */
export function DiscoverCatania() {
  // Card i shows the owner's i-th 'Scopri Catania' photo, its own illustration when she has none.
  const photos = useHomePhotos().data?.discover ?? SEED_HOME_PHOTOS.discover;
  // The cards' words as the owner published them in the page's language (the repository's until
  // then; the prerendered home carries them). Only the Italian seed rides with the section: an
  // English page read in the browser shows its cards once read.
  const locale = useLocale();
  const attractions =
    useSiteTexts().data?.attractions ?? (locale === DEFAULT_LOCALE ? ATTRACTIONS : []);
  const { discover } = useMessages('homeSections');
  return (
    <section
      id="catania-centro"
      aria-labelledby="catania-title"
      className="bg-cream-100 py-20 sm:py-28"
    >
      <div className="container-site">
        <SectionHeading
          id="catania-title"
          eyebrow={discover.eyebrow}
          title={discover.title}
          intro={discover.intro}
        />
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {attractions.map((attraction, index) => {
            const Icon = ATTRACTION_ICONS[attraction.id];
            const photo = photos[index] ?? (SEED_HOME_PHOTOS.discover[index] as Image);
            return (
              <li
                key={attraction.id}
                className="group overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-lava-100"
              >
                <div className="relative aspect-[3/2] overflow-hidden">
                  <Photo
                    src={photo.src}
                    alt={photo.alt}
                    width={photo.width}
                    height={photo.height}
                    own={photo}
                    // One column, two from 640px, three from 1024px (1.5rem gaps) in container-site.
                    sizes="(min-width: 1280px) 389px, (min-width: 1024px) calc(33.3vw - 37px), (min-width: 640px) calc(50vw - 44px), calc(100vw - 40px)"
                    loading="lazy"
                    className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
                  />
                  <span className="absolute top-4 left-4 flex items-center gap-1.5 rounded-full bg-white/95 px-3 py-1 text-xs font-semibold text-lava-900">
                    <Icon className="h-3.5 w-3.5 text-accent-700" aria-hidden />
                    {discover.categories[attraction.category]}
                  </span>
                </div>
                <div className="p-6">
                  <h3 className="text-xl text-lava-900">{attraction.name}</h3>
                  <p className="mt-1 flex items-center gap-1 text-sm font-medium text-accent-700">
                    <MapPin className="h-4 w-4" aria-hidden /> {attraction.distance}
                  </p>
                  <p className="mt-3 text-sm leading-relaxed text-lava-600">
                    {attraction.description}
                  </p>
                </div>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}

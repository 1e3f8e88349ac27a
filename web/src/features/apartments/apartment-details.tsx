import type { Apartment } from '@catania/shared/schemas/apartment';
import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { AmenityIcon } from '../../components/amenity-icon';
import { useMessages } from '../../i18n/messages';
import { Gallery } from './gallery';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-3xl text-lava-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * What the apartment is, below its facts (apartment-facts.tsx): its photos, description, services
 * and special features. The apartment page hydrates it as it comes near the screen (`deferred`).
 */
export function ApartmentDetails({ apartment }: { apartment: Apartment }) {
  const t = useMessages('apartmentLater').details;
  const { amenity: amenityName } = useMessages('common').apartment;
  return (
    <>
      <Section id="gallery-title" title={t.gallery}>
        <div className="mt-6">
          <Gallery images={apartment.gallery} name={apartment.name} />
        </div>
      </Section>

      <Section id="description-title" title={t.about}>
        <p className="mt-4 text-lg leading-relaxed text-lava-700">{apartment.description}</p>
        <p className="mt-3 text-sm text-lava-500">{t.floor(apartment.id, apartment.floor)}</p>
      </Section>

      <Section id="amenities-title" title={t.amenities}>
        <ul className="mt-6 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {apartment.amenities.map((amenity) => (
            <li
              key={amenity}
              className="flex items-center gap-3 rounded-2xl bg-white p-4 text-sm ring-1 ring-lava-100"
            >
              <AmenityIcon label={amenity} className="h-5 w-5 text-accent-700" />{' '}
              {amenityName(amenity)}
            </li>
          ))}
        </ul>
      </Section>

      <Section id="highlights-title" title={t.highlights}>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {apartment.highlights.map((highlight) => (
            <li key={highlight} className="flex items-center gap-3 text-lava-700">
              <span className="grid h-7 w-7 place-items-center rounded-full bg-emerald-100 text-emerald-800">
                <Check className="h-4 w-4" aria-hidden />
              </span>
              {highlight}
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}

import type { Apartment } from '@catania/shared/schemas/apartment';
import { Bath, BedDouble, Maximize2, Users } from 'lucide-react';
import { useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';

/** The apartment's facts, the first thing under its photo: hydrated with the page. */
export function ApartmentFacts({ apartment }: { apartment: Apartment }) {
  const { facts: words } = useMessages('calendar').apartmentPage;
  const { number } = useFormats();
  const facts = [
    { icon: Users, label: words.guests, value: words.upTo(apartment.maxGuests) },
    { icon: BedDouble, label: words.beds, value: number(apartment.beds) },
    { icon: Bath, label: words.baths, value: number(apartment.baths) },
    { icon: Maximize2, label: words.size, value: `${number(apartment.size)} m²` },
  ];
  return (
    <dl className="grid grid-cols-2 gap-4 rounded-3xl bg-white p-6 ring-1 ring-lava-100 sm:grid-cols-4">
      {facts.map((item) => (
        <div key={item.label} className="relative pl-9">
          <dt className="text-xs text-lava-500">
            <item.icon className="absolute top-1 left-0 h-6 w-6 text-accent-700" aria-hidden />
            {item.label}
          </dt>
          <dd className="font-semibold text-lava-900">{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}

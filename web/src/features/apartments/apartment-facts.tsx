import type { Apartment } from '@catania/shared/schemas/apartment';
import { Bath, BedDouble, Maximize2, Users } from 'lucide-react';

/** The apartment's facts, the first thing under its photo: hydrated with the page. */
export function ApartmentFacts({ apartment }: { apartment: Apartment }) {
  const facts = [
    { icon: Users, label: 'Ospiti', value: `fino a ${apartment.maxGuests}` },
    { icon: BedDouble, label: 'Letti', value: String(apartment.beds) },
    { icon: Bath, label: 'Bagni', value: String(apartment.baths) },
    { icon: Maximize2, label: 'Superficie', value: `${apartment.size} m²` },
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

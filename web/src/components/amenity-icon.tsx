import {
  AirVent,
  Bath,
  BedDouble,
  Coffee,
  CookingPot,
  Flower2,
  Refrigerator,
  Sparkles,
  Tv,
  WashingMachine,
  Wifi,
  Wind,
} from 'lucide-react';

/** An icon for an amenity label (labels are Italian text from the apartment data). */
export function AmenityIcon({
  label,
  className = 'h-4 w-4',
}: {
  label: string;
  className?: string;
}) {
  const text = label.toLowerCase();
  const Icon = text.includes('wi-fi')
    ? Wifi
    : text.includes('aria')
      ? AirVent
      : text.includes('caff')
        ? Coffee
        : text.includes('cucina') || text.includes('cottura')
          ? CookingPot
          : text.includes('tv')
            ? Tv
            : text.includes('bagno') || text.includes('vasca')
              ? Bath
              : text.includes('frigo')
                ? Refrigerator
                : text.includes('lavatrice')
                  ? WashingMachine
                  : text.includes('balcone') || text.includes('terrazza')
                    ? Flower2
                    : text.includes('asciuga')
                      ? Wind
                      : text.includes('letto')
                        ? BedDouble
                        : Sparkles;
  return <Icon className={className} aria-hidden />;
}

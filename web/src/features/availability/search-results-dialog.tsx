import type { SearchAvailabilityResponse } from '@catania/shared/schemas/availability';
import { Users } from 'lucide-react';
import { Photo } from '../../components/photo';
import { Button } from '../../components/ui/button';
import { Dialog, DialogContent } from '../../components/ui/dialog';
import { useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { restrictionsText } from './search-restrictions';

export type SearchResult = SearchAvailabilityResponse['availableApartments'][number];

export function SearchResultsDialog({
  open,
  onOpenChange,
  results,
  checkIn,
  checkOut,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  results: SearchAvailabilityResponse;
  checkIn: string;
  checkOut: string;
  onChoose: (result: SearchResult) => void;
}) {
  const t = useMessages('search');
  const { nights, apartment } = useMessages('common');
  const { stayRules } = useMessages('calendar');
  const { day, euro } = useFormats();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t.resultsTitle}
        description={`${day(checkIn)} - ${day(checkOut)} · ${t.found(results.totalFound)}`}
        className="sm:max-w-2xl"
        data-testid="search-results"
      >
        <ul className="mt-6 grid gap-4">
          {results.availableApartments.map((result) => (
            <li
              key={result.id}
              className="flex flex-col gap-4 rounded-2xl bg-white p-3 ring-1 ring-lava-100 sm:flex-row"
            >
              <Photo
                src={result.image}
                alt=""
                // 11rem beside the text from 640px; below, the dialog's width less its padding.
                sizes="(min-width: 640px) 176px, calc(100vw - 72px)"
                className="aspect-[3/2] w-full rounded-xl object-cover sm:w-44"
                loading="lazy"
              />
              <div className="flex min-w-0 flex-1 flex-col">
                <h3 className="text-xl text-lava-900">{result.name}</h3>
                <p className="mt-1 line-clamp-2 text-sm text-lava-600">{result.description}</p>
                <p className="mt-1 flex items-center gap-1 text-xs text-lava-500">
                  <Users className="h-3.5 w-3.5" aria-hidden />{' '}
                  {apartment.upToGuests(result.maxGuests)}
                </p>
                <div className="mt-auto flex items-end justify-between gap-3 pt-3">
                  <p className="text-sm text-lava-600">
                    <span className="font-display text-2xl text-lava-900">
                      {euro(result.totalPrice)}
                    </span>{' '}
                    · {nights(result.nights)} · {euro(result.pricePerNight)}
                    {t.perNight}
                  </p>
                  <Button
                    size="sm"
                    onClick={() => onChoose(result)}
                    aria-label={t.bookApartment(result.name)}
                  >
                    {t.book}
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ul>
        {results.restricted.length > 0 ? (
          <p className="mt-4 text-sm text-lava-600" data-testid="search-restricted">
            {t.restricted(restrictionsText(results.restricted, stayRules))}
          </p>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

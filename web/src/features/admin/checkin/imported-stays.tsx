import { site } from '@catania/shared/config/site';
import { type ImportedStay, STAY_SOURCE_LABELS } from '@catania/shared/schemas/checkin';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input, Label } from '../../../components/ui/input';
import { formatDay } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { Badge, Card, EmptyState, NativeSelect, SectionTitle } from '../ui';
import { useCreateArrival, useImportedStays } from './api';

/**
 * Stays booked on Airbnb or Booking.com (the imported calendars' blocks): the owner opens an
 * arrival for one, so its guest gets the same pre-check-in link as a direct booking's.
 */
export function ImportedStays() {
  const stays = useImportedStays();
  const names = useApartmentNames();
  const [chosen, setChosen] = useState<ImportedStay>();
  return (
    <Card>
      <SectionTitle
        title="Soggiorni da Airbnb e Booking.com"
        subtitle="Nei calendari importati non c’è l’ospite: apri un arrivo per inviargli il link del pre-check-in."
      />
      {stays.isError ? (
        <EmptyState>
          {messageOf(stays.error, 'Impossibile leggere i calendari importati.')}
        </EmptyState>
      ) : stays.isLoading ? (
        <EmptyState>Caricamento…</EmptyState>
      ) : (stays.data ?? []).length === 0 ? (
        <EmptyState>Nessun soggiorno importato nei prossimi due mesi senza arrivo</EmptyState>
      ) : (
        <ul className="divide-y divide-lava-100">
          {(stays.data ?? []).map((stay) => (
            <li
              key={`${stay.calendarId}-${stay.checkIn}`}
              className="flex flex-wrap items-center justify-between gap-3 py-3"
            >
              <div>
                <p className="font-medium text-lava-900">
                  {names[stay.apartmentId] ?? stay.apartmentId}{' '}
                  <Badge tone="blue">{STAY_SOURCE_LABELS[stay.source]}</Badge>
                </p>
                <p className="text-sm text-lava-600">
                  {formatDay(stay.checkIn)} – {formatDay(stay.checkOut)} · {stay.nights}{' '}
                  {stay.nights === 1 ? 'notte' : 'notti'}
                </p>
              </div>
              <Button onClick={() => setChosen(stay)}>Apri arrivo</Button>
            </li>
          ))}
        </ul>
      )}
      {chosen ? <OpenArrivalDialog stay={chosen} onClose={() => setChosen(undefined)} /> : null}
    </Card>
  );
}

function OpenArrivalDialog({ stay, onClose }: { stay: ImportedStay; onClose: () => void }) {
  const names = useApartmentNames();
  const create = useCreateArrival();
  const [guests, setGuests] = useState(String(site.stay.maxGuests));
  const [guestName, setGuestName] = useState('');
  const [guestEmail, setGuestEmail] = useState('');
  const [link, setLink] = useState<string>();
  const [error, setError] = useState<string>();

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const answer = await create.mutateAsync({
        apartmentId: stay.apartmentId,
        checkIn: stay.checkIn,
        checkOut: stay.checkOut,
        source: stay.source === 'direct' ? 'other' : stay.source,
        guests: Number(guests),
        ...(guestName.trim() ? { guestName: guestName.trim() } : {}),
        ...(guestEmail.trim() ? { guestEmail: guestEmail.trim() } : {}),
      });
      setLink(answer.arrival.link);
      toast({
        title: 'Arrivo aperto',
        description: answer.mailed
          ? `Link del pre-check-in inviato a ${guestEmail.trim()}.`
          : 'Copia il link e invialo all’ospite.',
        variant: 'success',
      });
    } catch (failure) {
      setError(messageOf(failure, 'Impossibile aprire l’arrivo.'));
    }
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title="Apri un arrivo"
        description={`${names[stay.apartmentId] ?? stay.apartmentId}, ${formatDay(stay.checkIn)} – ${formatDay(stay.checkOut)} (${STAY_SOURCE_LABELS[stay.source]})`}
      >
        {link ? (
          <div className="mt-5 grid gap-3">
            <Label htmlFor="arrival-link">Link del pre-check-in</Label>
            <Input id="arrival-link" readOnly value={link} onFocus={(e) => e.target.select()} />
            <div className="flex justify-end gap-2">
              <Button
                variant="outline"
                onClick={() => navigator.clipboard?.writeText(link).catch(() => undefined)}
              >
                Copia link
              </Button>
              <Button onClick={onClose}>Fatto</Button>
            </div>
          </div>
        ) : (
          <form onSubmit={submit} className="mt-5 grid gap-4" noValidate>
            <div>
              <Label htmlFor="arrival-guests">Ospiti</Label>
              <NativeSelect
                id="arrival-guests"
                className="w-full"
                value={guests}
                onChange={(e) => setGuests(e.target.value)}
                options={Array.from({ length: site.stay.maxGuests }, (_, i) => ({
                  value: String(i + 1),
                  label: i === 0 ? '1 ospite' : `${i + 1} ospiti`,
                }))}
              />
            </div>
            <div>
              <Label htmlFor="arrival-name">Nome dell’ospite (facoltativo)</Label>
              <Input
                id="arrival-name"
                value={guestName}
                onChange={(e) => setGuestName(e.target.value)}
              />
            </div>
            <div>
              <Label htmlFor="arrival-email">E-mail dell’ospite (facoltativa)</Label>
              <Input
                id="arrival-email"
                type="email"
                value={guestEmail}
                onChange={(e) => setGuestEmail(e.target.value)}
                aria-describedby="arrival-email-hint"
              />
              <p id="arrival-email-hint" className="mt-1.5 text-xs text-lava-500">
                Con l’e-mail il link parte subito; senza, lo copi tu dopo.
              </p>
            </div>
            {error ? (
              <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
                {error}
              </p>
            ) : null}
            <div className="flex justify-end gap-2">
              <Button variant="outline" onClick={onClose}>
                Annulla
              </Button>
              <Button type="submit" disabled={create.isPending}>
                Apri arrivo
              </Button>
            </div>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}

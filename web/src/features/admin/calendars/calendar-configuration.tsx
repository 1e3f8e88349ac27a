import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarConfig } from '@catania/shared/schemas/calendar';
import { Copy, Link2, Trash2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Input, Label } from '../../../components/ui/input';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Card, EmptyState, NativeSelect } from '../ui';
import { useAddCalendar, useDeleteCalendar, useIcalExports } from './api';
import { FeedTitle } from './feed-title';

/**
 * 'Configurazione': add a feed (its URL checked before it is sent), delete one after a
 * confirmation that names it, and the export feeds to paste into the other platforms.
 */
export function CalendarConfiguration({
  calendars,
  names,
  apartmentId,
}: {
  calendars: CalendarConfig[];
  names: Record<string, string>;
  apartmentId?: ApartmentId;
}) {
  const [apartment, setApartment] = useState<ApartmentId | ''>(apartmentId ?? '');
  const [url, setUrl] = useState('');
  const add = useAddCalendar();
  const remove = useDeleteCalendar();
  const exports = useIcalExports();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!apartment || !url.trim()) {
      toast({
        title: 'Campi richiesti',
        description: 'Seleziona appartamento e inserisci URL del calendario Google.',
        variant: 'destructive',
      });
      return;
    }
    try {
      new URL(url.trim());
    } catch {
      toast({
        title: 'URL non valido',
        description: 'Inserisci un URL iCal valido.',
        variant: 'destructive',
      });
      return;
    }
    try {
      const { calendar } = await add.mutateAsync({ apartmentId: apartment, icalUrl: url.trim() });
      setUrl('');
      toast({
        title: 'Calendario aggiunto',
        description: calendar.lastError
          ? `La prima sincronizzazione non è riuscita: ${calendar.lastError}`
          : `Sincronizzazione avviata: ${calendar.blockedNights} notti bloccate.`,
        variant: calendar.lastError ? 'destructive' : 'success',
      });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile aggiungere il calendario.'),
        variant: 'destructive',
      });
    }
  };

  const onDelete = async (calendar: CalendarConfig) => {
    const name = names[calendar.apartmentId] ?? calendar.apartmentId;
    if (
      !window.confirm(
        `Sei sicuro di voler eliminare questo calendario?\n\n${name}\n${calendar.icalUrl}\n\nLe notti che blocca torneranno prenotabili sul sito.`,
      )
    ) {
      return;
    }
    try {
      await remove.mutateAsync(calendar.id);
      toast({ title: 'Calendario eliminato', variant: 'success' });
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile eliminare il calendario.'),
        variant: 'destructive',
      });
    }
  };

  const copy = async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      toast({ title: 'Link copiato', description: 'Incollalo nella piattaforma esterna.' });
    } catch {
      toast({ title: 'Copia non riuscita', description: text, variant: 'destructive' });
    }
  };

  const options = [
    { value: '' as const, label: 'Seleziona appartamento' },
    ...APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id })),
  ];
  const exported = (exports.data ?? []).filter(
    (e) => !apartmentId || e.apartmentId === apartmentId,
  );
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <Card>
        <h3 className="mb-1 font-semibold text-lava-900">Aggiungi calendario</h3>
        <p className="mb-4 text-sm text-lava-600">
          Incolla il link di esportazione iCal (.ics) dell'appartamento: il calendario deve essere
          pubblico.
        </p>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <div>
            <Label htmlFor="calendar-apartment">Appartamento</Label>
            <NativeSelect
              id="calendar-apartment"
              className="w-full"
              value={apartment}
              disabled={Boolean(apartmentId)}
              onValueChange={setApartment}
              options={options}
            />
          </div>
          <div>
            <Label htmlFor="calendar-url">URL iCal</Label>
            <Input
              id="calendar-url"
              type="url"
              inputMode="url"
              placeholder="https://www.airbnb.it/calendar/ical/….ics"
              value={url}
              onChange={(e) => setUrl(e.target.value)}
            />
          </div>
          <Button type="submit" disabled={add.isPending}>
            {add.isPending ? 'Aggiunta in corso...' : 'Aggiungi Calendario'}
          </Button>
        </form>
      </Card>
      <Card>
        <h3 className="mb-4 font-semibold text-lava-900">Calendari configurati</h3>
        {calendars.length === 0 ? (
          <EmptyState>Nessun calendario configurato.</EmptyState>
        ) : (
          <ul className="grid gap-2">
            {calendars.map((calendar) => (
              <li
                key={calendar.id}
                className="flex items-center justify-between gap-3 rounded-xl border border-lava-100 px-3 py-2"
              >
                <FeedTitle
                  calendar={calendar}
                  names={names}
                  nameClassName="text-sm font-semibold"
                />
                <Button
                  size="icon"
                  variant="ghost"
                  onClick={() => onDelete(calendar)}
                  disabled={remove.isPending}
                  aria-label={`Elimina calendario ${calendar.icalUrl}`}
                >
                  <Trash2 className="h-4 w-4 text-red-700" />
                </Button>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className="lg:col-span-2">
        <h3 className="mb-1 flex items-center gap-2 font-semibold text-lava-900">
          <Link2 className="h-4 w-4" aria-hidden />
          Esporta le prenotazioni dirette
        </h3>
        <p className="mb-4 text-sm text-lava-600">
          Importa questi link in Airbnb e Booking.com: bloccheranno le date già prenotate sul sito.
          Contengono solo le prenotazioni dirette (pagate o in pagamento). Tienili riservati.
        </p>
        {exports.isError ? (
          <EmptyState>Impossibile caricare i link di esportazione.</EmptyState>
        ) : (
          <ul className="grid gap-3">
            {exported.map((feed) => (
              <li key={feed.apartmentId} className="grid gap-1">
                <Label htmlFor={`export-${feed.apartmentId}`}>
                  {names[feed.apartmentId] ?? feed.apartmentId}
                </Label>
                <div className="flex gap-2">
                  <Input
                    id={`export-${feed.apartmentId}`}
                    readOnly
                    value={feed.url}
                    className="h-11 text-sm"
                    onFocus={(e) => e.currentTarget.select()}
                  />
                  <Button
                    variant="outline"
                    onClick={() => copy(feed.url)}
                    aria-label={`Copia il link di ${names[feed.apartmentId] ?? feed.apartmentId}`}
                  >
                    <Copy className="h-4 w-4" />
                    Copia
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}

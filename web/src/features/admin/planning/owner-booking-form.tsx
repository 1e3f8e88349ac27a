import type { ApartmentId } from '@catania/shared/config/apartments';
import {
  DEFAULT_LOCALE,
  LOCALE_NAMES_IT,
  LOCALES,
  type Locale,
} from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { addDays } from '@catania/shared/domain/dates';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Input, Label, Textarea } from '../../../components/ui/input';
import { ApiError, fieldMessagesOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Field, NativeSelect } from '../ui';
import { useCreateOwnerBooking } from './api';

import { ApartmentSelect, dayAfter } from './planning-fields';

/**
 * 'Nuova prenotazione' for a stay agreed by phone, WhatsApp or in person: payment link (Stripe,
 * mailed to the guest) or already paid outside; the price is the quote unless the owner sets
 * another, with its reason. The guest's language is the booking's: the mails, the payment page
 * and the guest's page speak it.
 */
export function OwnerBookingForm({
  apartmentId: initialApartment,
  checkIn: initialCheckIn,
  onDone,
}: {
  apartmentId: ApartmentId;
  checkIn: string;
  onDone: () => void;
}) {
  const create = useCreateOwnerBooking();
  const [apartmentId, setApartmentId] = useState(initialApartment);
  const [checkIn, setCheckIn] = useState(initialCheckIn);
  const [checkOut, setCheckOut] = useState(addDays(initialCheckIn, site.stay.minNights));
  const [guests, setGuests] = useState('2');
  const [guestName, setGuestName] = useState('');
  const [guestEmail, setGuestEmail] = useState('');
  const [guestPhone, setGuestPhone] = useState('');
  const [locale, setLocale] = useState<Locale>(DEFAULT_LOCALE);
  const [payment, setPayment] = useState<'link' | 'offline'>('link');
  const [price, setPrice] = useState('');
  const [priceReason, setPriceReason] = useState('');
  const [minStayOverride, setMinStayOverride] = useState(false);
  const [note, setNote] = useState('');
  const [paymentUrl, setPaymentUrl] = useState<string>();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const amount = price.trim() ? Number(price.replace(',', '.')) : undefined;
    try {
      const answer = await create.mutateAsync({
        apartmentId,
        checkIn,
        checkOut,
        guests: Number(guests),
        guestName,
        guestEmail,
        ...(guestPhone.trim() ? { guestPhone: guestPhone.trim() } : {}),
        locale,
        payment,
        ...(amount !== undefined ? { price: amount } : {}),
        ...(priceReason.trim() ? { priceReason: priceReason.trim() } : {}),
        ...(minStayOverride ? { minStayOverride } : {}),
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast({
        title: 'Prenotazione inserita',
        description:
          payment === 'link'
            ? 'Il link di pagamento è stato inviato all’ospite.'
            : 'Confermata e pagata: l’ospite ha ricevuto la conferma.',
        variant: 'success',
      });
      if (answer.paymentUrl) setPaymentUrl(answer.paymentUrl);
      else onDone();
    } catch {
      // Shown in the form.
    }
  };

  if (paymentUrl) {
    return (
      <div className="grid gap-3" data-testid="payment-link-result">
        <p className="text-sm text-lava-700">
          Link inviato a {guestEmail}. Puoi anche mandarlo tu (WhatsApp): vale 24 ore, l’ospite
          riceve un promemoria prima della scadenza.
        </p>
        <Label htmlFor="owner-payment-url">Link di pagamento</Label>
        <Input
          id="owner-payment-url"
          readOnly
          value={paymentUrl}
          onFocus={(e) => e.target.select()}
        />
        <div className="flex justify-end gap-2">
          <Button
            variant="outline"
            onClick={() => navigator.clipboard?.writeText(paymentUrl).catch(() => undefined)}
          >
            Copia link
          </Button>
          <Button onClick={onDone}>Fatto</Button>
        </div>
      </div>
    );
  }
  const error = create.error;
  const fields = fieldMessagesOf(error);
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate data-testid="owner-booking-form">
      <Field id="ob-apartment" label="Appartamento" error={fields.apartmentId}>
        <ApartmentSelect id="ob-apartment" value={apartmentId} onChange={setApartmentId} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="ob-checkin" label="Check-in" error={fields.checkIn}>
          <DateField id="ob-checkin" value={checkIn} onChange={setCheckIn} />
        </Field>
        <Field id="ob-checkout" label="Check-out" error={fields.checkOut}>
          <DateField
            id="ob-checkout"
            value={checkOut}
            onChange={setCheckOut}
            min={dayAfter(checkIn)}
          />
        </Field>
      </div>
      <Field id="ob-name" label="Nome dell’ospite" error={fields.guestName}>
        <Input
          id="ob-name"
          value={guestName}
          autoComplete="off"
          onChange={(e) => setGuestName(e.target.value)}
        />
      </Field>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="ob-email" label="E-mail" error={fields.guestEmail}>
          <Input
            id="ob-email"
            type="email"
            value={guestEmail}
            onChange={(e) => setGuestEmail(e.target.value)}
          />
        </Field>
        <Field id="ob-phone" label="Telefono (facoltativo)" error={fields.guestPhone}>
          <Input
            id="ob-phone"
            type="tel"
            value={guestPhone}
            onChange={(e) => setGuestPhone(e.target.value)}
          />
        </Field>
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="ob-guests" label="Ospiti" error={fields.guests}>
          <NativeSelect
            id="ob-guests"
            className="w-full"
            value={guests}
            onValueChange={setGuests}
            options={Array.from({ length: site.stay.maxGuests }, (_, i) => ({
              value: String(i + 1),
              label: i === 0 ? '1 ospite' : `${i + 1} ospiti`,
            }))}
          />
        </Field>
        <Field id="ob-locale" label="Lingua dell’ospite" error={fields.locale}>
          <NativeSelect
            id="ob-locale"
            className="w-full"
            value={locale}
            onValueChange={setLocale}
            options={LOCALES.map((code) => ({ value: code, label: LOCALE_NAMES_IT[code] }))}
          />
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1.5 text-sm font-medium text-lava-700">Pagamento</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {(
            [
              ['link', 'Link di pagamento', 'Stripe, inviato all’ospite per e-mail'],
              ['offline', 'Già pagato', 'Contanti o bonifico: confermata subito'],
            ] as const
          ).map(([value, title, hint]) => (
            <label
              key={value}
              className="flex min-h-11 cursor-pointer items-start gap-2 rounded-xl border border-lava-200 bg-white px-3 py-2 has-[:checked]:border-accent-600 has-[:checked]:bg-accent-50"
            >
              <input
                type="radio"
                name="ob-payment"
                value={value}
                checked={payment === value}
                onChange={() => setPayment(value)}
                className="mt-1"
              />
              <span>
                <span className="block text-sm font-semibold text-lava-900">{title}</span>
                <span className="block text-xs text-lava-500">{hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <Field id="ob-price" label="Prezzo totale € (vuoto: da listino)" error={fields.price}>
          <Input
            id="ob-price"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
          />
        </Field>
        <Field id="ob-reason" label="Motivo del prezzo" error={fields.priceReason}>
          <Input
            id="ob-reason"
            value={priceReason}
            disabled={!price.trim()}
            onChange={(e) => setPriceReason(e.target.value)}
          />
        </Field>
      </div>
      <label className="flex min-h-11 items-center gap-2 text-sm text-lava-800">
        <input
          type="checkbox"
          checked={minStayOverride}
          onChange={(e) => setMinStayOverride(e.target.checked)}
        />
        Accetta un soggiorno più breve del minimo ({site.stay.minNights} notti)
      </label>
      <Field id="ob-note" label="Nota (solo per te)" error={fields.note}>
        <Textarea
          id="ob-note"
          className="min-h-20"
          value={note}
          onChange={(e) => setNote(e.target.value)}
        />
      </Field>
      {error &&
      !(error instanceof ApiError && error.status === 400 && error.body?.issues?.length) ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {messageOf(error, 'Impossibile inserire la prenotazione.')}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending
            ? 'Inserimento…'
            : payment === 'link'
              ? 'Inserisci e invia il link'
              : 'Inserisci pagata'}
        </Button>
      </div>
    </form>
  );
}

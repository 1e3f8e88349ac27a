import type { ApartmentId } from '@catania/shared/config/apartments';
import { addDays } from '@catania/shared/domain/dates';
import { type FormEvent, useState } from 'react';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { ApiError, fieldMessagesOf } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Field } from '../ui';
import { useCreateBlock } from './api';

import { ApartmentSelect, dayAfter } from './planning-fields';

/** 'Blocca notti': the owner keeps nights (family, repairs); the end is the day they are free again. */
export function BlockForm({
  apartmentId: initialApartment,
  startDate,
  onDone,
}: {
  apartmentId: ApartmentId;
  startDate: string;
  onDone: () => void;
}) {
  const create = useCreateBlock();
  const [apartmentId, setApartmentId] = useState(initialApartment);
  const [start, setStart] = useState(startDate);
  const [end, setEnd] = useState(addDays(startDate, 2));
  const [note, setNote] = useState('');
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await create.mutateAsync({
        apartmentId,
        startDate: start,
        endDate: end,
        ...(note.trim() ? { note: note.trim() } : {}),
      });
      toast({
        title: 'Notti bloccate',
        description: 'Non sono più prenotabili, anche sugli altri portali.',
        variant: 'success',
      });
      onDone();
    } catch {
      // The error is shown in the form.
    }
  };
  const error = create.error;
  const fields = fieldMessagesOf(error);
  return (
    <form onSubmit={submit} className="grid gap-4" noValidate data-testid="block-form">
      <Field id="block-apartment" label="Appartamento" error={fields.apartmentId}>
        <ApartmentSelect id="block-apartment" value={apartmentId} onChange={setApartmentId} />
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field id="block-start" label="Dalla notte del" error={fields.startDate}>
          <DateField id="block-start" value={start} onChange={setStart} />
        </Field>
        <Field id="block-end" label="Libero dal" error={fields.endDate}>
          <DateField id="block-end" value={end} onChange={setEnd} min={dayAfter(start)} />
        </Field>
      </div>
      <Field id="block-note" label="Nota (solo per te)" error={fields.note}>
        <Input
          id="block-note"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          placeholder="Famiglia, lavori…"
        />
      </Field>
      {error && !(error instanceof ApiError && error.status === 400) ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {messageOf(error, 'Impossibile bloccare le notti.')}
        </p>
      ) : null}
      <div className="flex justify-end gap-2">
        <Button type="submit" disabled={create.isPending}>
          {create.isPending ? 'Blocco in corso…' : 'Blocca notti'}
        </Button>
      </div>
    </form>
  );
}

import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import {
  DEFAULT_MESSAGE_TEMPLATES,
  MESSAGE_DAYS_OFFSET,
  MESSAGE_KIND_LABELS,
  MESSAGE_KIND_RULES,
  MESSAGE_SENDING_HOURS,
  type MessageKind,
  type MessagePlaceholder,
  unknownPlaceholderMessage,
  unknownPlaceholders,
} from '@catania/shared/domain/guest-messages';
import type { MessageTemplate } from '@catania/shared/schemas/messages';
import { useRef, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { Input, Label, Textarea } from '../../../components/ui/input';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/toast';
import { messageOf, useApartmentNames } from '../api';
import { NativeSelect } from '../ui';
import { useResetTemplate, useSaveTemplate } from './api';
import { timingLabel } from './message-timing';
import { PlaceholderPicker } from './placeholder-picker';
import { TemplatePreview } from './template-preview';

const ALL = 'all';
/** What the owner is editing: a kind, for every apartment or for one. */
export interface EditTarget {
  kind: MessageKind;
  apartmentId?: ApartmentId;
}

const idOf = (target: EditTarget) =>
  target.apartmentId ? `${target.kind}:${target.apartmentId}` : target.kind;

/**
 * Editing one message, for every apartment or one apartment's own version: on/off, when, the
 * subject and the text with its placeholders (unknown ones shown as typed, refused on saving),
 * and a preview filled with a real stay.
 */
export function TemplateEditor({
  target,
  templates,
  onTargetChange,
  onClose,
}: {
  target: EditTarget;
  templates: readonly MessageTemplate[];
  onTargetChange: (target: EditTarget) => void;
  onClose: () => void;
}) {
  const names = useApartmentNames();
  const scopes = [
    { value: ALL, label: 'Tutti gli appartamenti' },
    ...APARTMENT_IDS.map((id) => ({ value: id, label: names[id] ?? id })),
  ];
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        title={MESSAGE_KIND_LABELS[target.kind]}
        description="Testo semplice: i segnaposto tra doppie graffe vengono sostituiti con i dati del soggiorno."
        className="sm:max-w-3xl"
      >
        <div className="mt-4">
          <Label htmlFor="template-scope">Per</Label>
          <NativeSelect
            id="template-scope"
            className="w-full"
            options={scopes}
            value={target.apartmentId ?? ALL}
            onValueChange={(value) =>
              onTargetChange({
                kind: target.kind,
                ...(value === ALL ? {} : { apartmentId: value as ApartmentId }),
              })
            }
          />
        </div>
        <TemplateForm key={idOf(target)} target={target} templates={templates} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}

function TemplateForm({
  target,
  templates,
  onClose,
}: {
  target: EditTarget;
  templates: readonly MessageTemplate[];
  onClose: () => void;
}) {
  const id = idOf(target);
  const general = templates.find((t) => t.kind === target.kind && !t.apartmentId);
  const existing = templates.find((t) => t.id === id);
  const start = existing ?? general ?? { ...DEFAULT_MESSAGE_TEMPLATES[target.kind] };
  const [enabled, setEnabled] = useState(start.enabled);
  const [daysOffset, setDaysOffset] = useState(String(start.daysOffset));
  const [time, setTime] = useState(start.time);
  const [subject, setSubject] = useState(start.subject);
  const [body, setBody] = useState(start.body);
  const bodyRef = useRef<HTMLTextAreaElement>(null);
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const unknown = unknownPlaceholders(`${subject}\n${body}`);
  const anchor = MESSAGE_KIND_RULES[target.kind].anchor === 'checkIn' ? 'arrivo' : 'partenza';

  const insert = (name: MessagePlaceholder) => {
    const text = `{{${name}}}`;
    const area = bodyRef.current;
    const at = area?.selectionStart ?? body.length;
    const end = area?.selectionEnd ?? at;
    setBody(`${body.slice(0, at)}${text}${body.slice(end)}`);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(at + text.length, at + text.length);
    });
  };

  const submit = async () => {
    try {
      await save.mutateAsync({
        id,
        enabled,
        subject,
        body,
        daysOffset: Number(daysOffset),
        time,
      });
      toast({
        title: 'Messaggio salvato',
        description: MESSAGE_KIND_LABELS[target.kind],
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Impossibile salvare il messaggio.'),
        variant: 'destructive',
      });
    }
  };

  const restore = async () => {
    const question = target.apartmentId
      ? 'Eliminare questa versione? L’appartamento userà il testo per tutti.'
      : 'Tornare al testo predefinito della casa? Il tuo testo andrà perso.';
    if (!window.confirm(question)) return;
    try {
      await reset.mutateAsync(id);
      toast({
        title: target.apartmentId ? 'Versione eliminata' : 'Testo ripristinato',
        variant: 'success',
      });
      onClose();
    } catch (error) {
      toast({
        title: 'Errore',
        description: messageOf(error, 'Operazione non riuscita.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <form
      className="mt-4 space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      {target.apartmentId && !existing ? (
        <p className="rounded-xl bg-sky-50 px-3 py-2 text-sm text-sky-900">
          Nuova versione per questo appartamento, a partire dal testo per tutti.
        </p>
      ) : null}
      <label
        htmlFor="template-enabled"
        className="flex min-h-11 items-center gap-3 text-sm text-lava-800"
      >
        <Switch
          id="template-enabled"
          checked={enabled}
          onCheckedChange={setEnabled}
          aria-label="Messaggio attivo"
        />
        {enabled ? 'Attivo: parte per ogni soggiorno' : 'Spento: non parte'}
      </label>
      <div className="grid gap-3 sm:grid-cols-2">
        <div>
          <Label htmlFor="template-days">Giorni rispetto alla {anchor}</Label>
          <Input
            id="template-days"
            type="number"
            inputMode="numeric"
            min={MESSAGE_DAYS_OFFSET.min}
            max={MESSAGE_DAYS_OFFSET.max}
            value={daysOffset}
            onChange={(event) => setDaysOffset(event.target.value)}
          />
        </div>
        <div>
          <Label htmlFor="template-time">Ora (Catania)</Label>
          <Input
            id="template-time"
            type="time"
            min={MESSAGE_SENDING_HOURS.from}
            max={MESSAGE_SENDING_HOURS.until}
            value={time}
            onChange={(event) => setTime(event.target.value)}
          />
        </div>
      </div>
      <p className="text-sm text-lava-600" data-testid="template-timing">
        {Number.isInteger(Number(daysOffset)) && daysOffset !== ''
          ? timingLabel(target.kind, { daysOffset: Number(daysOffset), time })
          : 'Indica i giorni'}
        . Negativo: prima; positivo: dopo.
      </p>
      <div>
        <Label htmlFor="template-subject">Oggetto</Label>
        <Input
          id="template-subject"
          value={subject}
          maxLength={200}
          onChange={(event) => setSubject(event.target.value)}
        />
      </div>
      <div>
        <Label htmlFor="template-body">Testo</Label>
        <Textarea
          id="template-body"
          ref={bodyRef}
          rows={12}
          value={body}
          maxLength={5000}
          aria-invalid={unknown.length > 0}
          aria-describedby="template-unknown"
          onChange={(event) => setBody(event.target.value)}
        />
        <p id="template-unknown" className="mt-1 min-h-5 text-sm text-red-800" role="status">
          {unknown.length > 0 ? unknownPlaceholderMessage(unknown) : ''}
        </p>
      </div>
      <PlaceholderPicker onPick={insert} />
      <TemplatePreview
        request={{
          kind: target.kind,
          subject,
          body,
          ...(target.apartmentId ? { apartmentId: target.apartmentId } : {}),
        }}
      />
      <div className="flex flex-wrap justify-between gap-2">
        {existing && !existing.isDefault ? (
          <Button type="button" variant="outline" onClick={restore} disabled={reset.isPending}>
            {target.apartmentId ? 'Elimina versione' : 'Ripristina testo predefinito'}
          </Button>
        ) : (
          <span />
        )}
        <Button type="submit" disabled={save.isPending || unknown.length > 0}>
          Salva
        </Button>
      </div>
    </form>
  );
}

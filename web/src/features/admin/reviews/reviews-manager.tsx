import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { apartmentNameOf } from '@catania/shared/content/apartments';
import { italianDateTime } from '@catania/shared/domain/admin-stats';
import {
  ASPECT_LABELS,
  HIDE_REASON_LABELS,
  HIDE_REASONS,
  type HideReason,
  ORIGIN_LABELS,
  REVIEW_ASPECTS,
  type ReviewStatus,
  VERIFICATION_LABELS,
} from '@catania/shared/domain/review-labels';
import type { AdminReview } from '@catania/shared/schemas/review';
import { useState } from 'react';
import { DateField } from '../../../components/date-range-picker/date-field';
import { Button } from '../../../components/ui/button';
import { Input, Label, Textarea } from '../../../components/ui/input';
import { formatsFor } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Badge, Card, EmptyState, Field, NativeSelect, SectionTitle, StatCard } from '../ui';
import { useAdminReviews, useModerateReview } from './api';

const STATUS: Record<ReviewStatus, { label: string; tone: 'orange' | 'green' | 'grey' }> = {
  pending: { label: 'Da moderare', tone: 'orange' },
  published: { label: 'Pubblicata', tone: 'green' },
  hidden: { label: 'Nascosta', tone: 'grey' },
};
const ACTIONS: Record<AdminReview['log'][number]['action'], string> = {
  received: 'Ricevuta',
  imported: 'Importata',
  published: 'Pubblicata',
  hidden: 'Nascosta',
  replied: 'Risposta pubblicata',
  reply_removed: 'Risposta tolta',
};
const FILTERS = [
  { value: 'pending', label: 'Da moderare' },
  { value: 'published', label: 'Pubblicate' },
  { value: 'hidden', label: 'Nascoste' },
  { value: 'all', label: 'Tutte' },
] as const;

const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Operazione non riuscita',
    description: messageOf(error, 'Riprova.'),
  });

/** One review: the guest's words (read only), its decision, the reply, the log. */
function ReviewItem({ review }: { review: AdminReview }) {
  const moderate = useModerateReview();
  const [reason, setReason] = useState<HideReason>('offensive');
  const [answer, setAnswer] = useState(review.reply?.text ?? '');
  const busy = moderate.isPending;
  const status = STATUS[review.status];
  return (
    <Card className="grid gap-4" data-testid="admin-review">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={status.tone}>{status.label}</Badge>
        <Badge tone="blue">{review.overall}/10</Badge>
        {review.origin === 'direct' ? (
          <Badge tone="green">
            Soggiorno verificato
            {review.verification ? ` · ${VERIFICATION_LABELS[review.verification]}` : ''}
          </Badge>
        ) : (
          <Badge>{ORIGIN_LABELS[review.origin]}</Badge>
        )}
        {review.hiddenReason ? (
          <Badge tone="red">{HIDE_REASON_LABELS[review.hiddenReason]}</Badge>
        ) : null}
      </div>
      <div>
        <p className="text-sm text-lava-600">
          {review.firstName} · {review.country} · {review.apartmentName} · soggiorno di{' '}
          {formatsFor('it').month(review.stayMonth)}
        </p>
        {review.title ? <p className="mt-2 font-semibold text-lava-900">{review.title}</p> : null}
        <p className="mt-1 break-words whitespace-pre-line text-lava-800">{review.text}</p>
        {review.aspects ? (
          <p className="mt-2 text-xs text-lava-600">
            {REVIEW_ASPECTS.map((a) => `${ASPECT_LABELS[a]} ${review.aspects?.[a]}`).join(' · ')}
          </p>
        ) : null}
        <p className="mt-2 text-xs text-lava-500">
          Il testo e i voti dell'ospite non si modificano.
        </p>
      </div>
      <div className="flex flex-wrap items-end gap-2">
        {review.status !== 'published' ? (
          <Button
            size="sm"
            disabled={busy}
            onClick={() =>
              moderate.mutate({ id: review.id, action: 'publish' }, { onError: failed })
            }
          >
            Pubblica
          </Button>
        ) : null}
        {review.status !== 'hidden' ? (
          <>
            <NativeSelect
              aria-label="Motivo per nascondere"
              value={reason}
              onValueChange={setReason}
              options={HIDE_REASONS.map((r) => ({ value: r, label: HIDE_REASON_LABELS[r] }))}
              className="h-9 max-w-full"
            />
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                moderate.mutate({ id: review.id, action: 'hide', reason }, { onError: failed })
              }
            >
              Nascondi
            </Button>
          </>
        ) : null}
      </div>
      <div>
        <Label htmlFor={`reply-${review.id}`}>Risposta pubblica dell'host</Label>
        <Textarea
          id={`reply-${review.id}`}
          value={answer}
          rows={3}
          onChange={(e) => setAnswer(e.target.value)}
        />
        <div className="mt-2 flex gap-2">
          <Button
            size="sm"
            variant="outline"
            disabled={busy || answer.trim() === (review.reply?.text ?? '')}
            onClick={() =>
              moderate.mutate(
                { id: review.id, action: 'reply', text: answer.trim() },
                {
                  onError: failed,
                  onSuccess: () =>
                    toast({
                      variant: 'success',
                      title: answer.trim() ? 'Risposta salvata' : 'Risposta tolta',
                    }),
                },
              )
            }
          >
            {answer.trim() || !review.reply ? 'Salva risposta' : 'Togli risposta'}
          </Button>
        </div>
      </div>
      <details className="text-xs text-lava-600">
        <summary className="cursor-pointer">Registro ({review.log.length})</summary>
        <ul className="mt-2 grid gap-1">
          {review.log.map((entry) => (
            <li key={`${entry.at}-${entry.action}`}>
              {italianDateTime(entry.at)} · {ACTIONS[entry.action]}
              {entry.reason ? ` · ${HIDE_REASON_LABELS[entry.reason]}` : ''}
            </li>
          ))}
        </ul>
      </details>
    </Card>
  );
}

/** A review copied from Airbnb or Booking.com: published at once, labelled by its source. */
function ImportForm() {
  const importReview = useModerateReview();
  const [form, setForm] = useState({
    apartmentId: APARTMENT_IDS[0] as ApartmentId,
    source: 'airbnb' as 'airbnb' | 'booking',
    date: '',
    overall: '10',
    text: '',
    firstName: '',
    country: '',
  });
  const set = (key: keyof typeof form) => (value: string) =>
    setForm((f) => ({ ...f, [key]: value }));
  return (
    <Card className="grid gap-3">
      <h3 className="font-semibold text-lava-900">
        Aggiungi una recensione da Airbnb o Booking.com
      </h3>
      <div className="grid gap-3 sm:grid-cols-3">
        <Field id="import-apartment" label="Appartamento">
          <NativeSelect
            id="import-apartment"
            className="w-full"
            value={form.apartmentId}
            onValueChange={set('apartmentId')}
            options={APARTMENT_IDS.map((id) => ({ value: id, label: apartmentNameOf(id) }))}
          />
        </Field>
        <Field id="import-source" label="Piattaforma">
          <NativeSelect
            id="import-source"
            className="w-full"
            value={form.source}
            onValueChange={set('source')}
            options={[
              { value: 'airbnb', label: 'Airbnb' },
              { value: 'booking', label: 'Booking.com' },
            ]}
          />
        </Field>
        <Field id="import-date" label="Data sulla piattaforma">
          <DateField id="import-date" value={form.date} onChange={set('date')} />
        </Field>
        <Field id="import-overall" label="Voto su 10">
          <Input
            id="import-overall"
            type="number"
            inputMode="numeric"
            min={1}
            max={10}
            value={form.overall}
            onChange={(e) => set('overall')(e.target.value)}
          />
        </Field>
        <Field id="import-name" label="Nome dell'ospite">
          <Input
            id="import-name"
            value={form.firstName}
            onChange={(e) => set('firstName')(e.target.value)}
          />
        </Field>
        <Field id="import-country" label="Paese o città">
          <Input
            id="import-country"
            value={form.country}
            onChange={(e) => set('country')(e.target.value)}
          />
        </Field>
      </div>
      <Field id="import-text" label="Testo della recensione, come sulla piattaforma">
        <Textarea
          id="import-text"
          value={form.text}
          onChange={(e) => set('text')(e.target.value)}
        />
      </Field>
      <div>
        <Button
          size="sm"
          disabled={importReview.isPending}
          onClick={() =>
            importReview.mutate(
              { action: 'import', ...form, overall: Number(form.overall) },
              {
                onError: failed,
                onSuccess: () => {
                  toast({ variant: 'success', title: 'Recensione aggiunta e pubblicata' });
                  setForm((f) => ({ ...f, text: '', firstName: '', country: '', date: '' }));
                },
              },
            )
          }
        >
          Aggiungi
        </Button>
      </div>
    </Card>
  );
}

/** The admin's 'Recensioni' tab: moderation of what guests wrote, and the imported reviews. */
export function ReviewsManager() {
  const { data, isPending, error } = useAdminReviews();
  const [filter, setFilter] = useState<(typeof FILTERS)[number]['value']>('pending');
  const reviews = data ?? [];
  const shown = filter === 'all' ? reviews : reviews.filter((r) => r.status === filter);
  const count = (status: ReviewStatus) => reviews.filter((r) => r.status === status).length;
  return (
    <div className="grid gap-6">
      <SectionTitle
        title="Recensioni"
        subtitle="Le recensioni degli ospiti aspettano la tua decisione. Puoi pubblicarle, nasconderle con un motivo e rispondere; il testo dell'ospite non si modifica e ogni azione resta nel registro."
      />
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        <StatCard label="Da moderare" value={count('pending')} />
        <StatCard label="Pubblicate" value={count('published')} />
        <StatCard label="Nascoste" value={count('hidden')} />
      </div>
      <NativeSelect
        aria-label="Mostra"
        value={filter}
        onValueChange={setFilter}
        options={FILTERS}
        className="max-w-xs"
      />
      {isPending ? (
        <EmptyState>Caricamento recensioni...</EmptyState>
      ) : error ? (
        <EmptyState>{messageOf(error, 'Impossibile caricare le recensioni.')}</EmptyState>
      ) : shown.length === 0 ? (
        <EmptyState>Nessuna recensione in questo elenco.</EmptyState>
      ) : (
        <div className="grid gap-4">
          {shown.map((review) => (
            <ReviewItem key={review.id} review={review} />
          ))}
        </div>
      )}
      <ImportForm />
    </div>
  );
}

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
import { Button } from '../../../components/ui/button';
import { Label, Textarea } from '../../../components/ui/input';
import { formatsFor } from '../../../lib/format';
import { toast } from '../../../lib/toast';
import { messageOf } from '../api';
import { Badge, Card, NativeSelect } from '../ui';
import { useModerateReview } from './api';

/** One review in the panel: the guest's words, the owner's decision and reply, its log. */

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

export const failed = (error: unknown) =>
  toast({
    variant: 'destructive',
    title: 'Operazione non riuscita',
    description: messageOf(error, 'Riprova.'),
  });

/** One review: the guest's words (read only), its decision, the reply, the log. */
export function ReviewItem({ review }: { review: AdminReview }) {
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
        {review.title ? (
          <p lang={review.language} className="mt-2 font-semibold text-lava-900">
            {review.title}
          </p>
        ) : null}
        <p lang={review.language} className="mt-1 break-words whitespace-pre-line text-lava-800">
          {review.text}
        </p>
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

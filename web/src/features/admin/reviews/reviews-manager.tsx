import type { ReviewStatus } from '@catania/shared/domain/review-labels';
import { useState } from 'react';
import { messageOf } from '../api';
import { EmptyState, NativeSelect, SectionTitle, StatCard } from '../ui';
import { useAdminReviews } from './api';
import { ImportForm } from './review-import-form';
import { ReviewItem } from './review-item';

const FILTERS = [
  { value: 'pending', label: 'Da moderare' },
  { value: 'published', label: 'Pubblicate' },
  { value: 'hidden', label: 'Nascoste' },
  { value: 'all', label: 'Tutte' },
] as const;

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

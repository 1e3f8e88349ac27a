import type { ReviewFigures } from '@catania/shared/schemas/review';
import { useMessages } from '../../i18n/messages';
import { useFormats } from '../../lib/format';

/** The per-aspect averages (of the reviews verified here, the only ones that score them). */
export function AspectAverages({
  figures,
  dark = false,
}: {
  figures: ReviewFigures;
  dark?: boolean;
}) {
  const { aspects } = useMessages('reviews');
  const { score } = useFormats();
  if (figures.byOrigin.direct === 0) return null;
  return (
    <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:grid-cols-4" data-testid="aspect-averages">
      {(Object.keys(aspects) as (keyof typeof aspects)[]).map((aspect) => {
        const value = figures.aspects[aspect];
        return (
          <div key={aspect} className="flex flex-col-reverse">
            <dt className={dark ? 'text-sm text-lava-200' : 'text-sm text-lava-600'}>
              {aspects[aspect]}
            </dt>
            <dd className="font-display text-2xl">{value === null ? '–' : score(value)}</dd>
          </div>
        );
      })}
    </dl>
  );
}

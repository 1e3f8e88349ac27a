import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';

/** An entry of an editable list (an instruction, a question): moved up or down, or removed. */

/** Moves the entry at `index` by `by` places (within the list). */
export const moved = <T,>(list: T[], index: number, by: number): T[] => {
  const next = [...list];
  const [entry] = next.splice(index, 1);
  next.splice(index + by, 0, entry as T);
  return next;
};

export function EntryButtons({
  what,
  index,
  count,
  onMove,
  onRemove,
}: {
  what: string;
  index: number;
  count: number;
  onMove: (by: number) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        variant="outline"
        aria-label={`Sposta su ${what}`}
        disabled={index === 0}
        onClick={() => onMove(-1)}
      >
        <ArrowUp className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="outline"
        aria-label={`Sposta giù ${what}`}
        disabled={index === count - 1}
        onClick={() => onMove(1)}
      >
        <ArrowDown className="h-4 w-4" aria-hidden />
      </Button>
      <Button
        variant="outline"
        aria-label={`Togli ${what}`}
        disabled={count === 1}
        onClick={onRemove}
      >
        <Trash2 className="h-4 w-4" aria-hidden /> Togli
      </Button>
    </div>
  );
}

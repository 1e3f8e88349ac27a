import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/**
 * One rule in the owner's lists (price rules, stay rules): what it says, then its edit and delete
 * buttons; below 15 rem beside the buttons (a phone), the buttons go to their own row.
 */
export function RuleItem({
  testId,
  name,
  onEdit,
  onDelete,
  deleting,
  children,
}: {
  testId: string;
  /** The rule as the buttons' labels name it ('Modifica regola …'). */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
  children: ReactNode;
}) {
  return (
    <li
      data-testid={testId}
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-lava-100 px-3 py-2"
    >
      <div className="grid min-w-0 flex-1 basis-60 gap-0.5">{children}</div>
      <div className="ml-auto flex gap-1">
        <Button size="icon" variant="ghost" onClick={onEdit} aria-label={`Modifica ${name}`}>
          <Pencil className="h-4 w-4" />
        </Button>
        <Button
          size="icon"
          variant="ghost"
          onClick={onDelete}
          disabled={deleting}
          aria-label={`Elimina ${name}`}
        >
          <Trash2 className="h-4 w-4 text-red-700" />
        </Button>
      </div>
    </li>
  );
}

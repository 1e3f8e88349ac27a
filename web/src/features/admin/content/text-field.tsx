import { useId } from 'react';
import { Input, Label, Textarea } from '../../../components/ui/input';

/**
 * A text the owner writes, with its count against the limit or the server's message for it, and
 * a notice when there is one to read before it (a translation whose Italian has changed).
 */
export function TextField({
  label,
  value,
  max,
  error,
  notice,
  multiline,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  error?: string;
  notice?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const props = {
    id,
    value,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': notice ? `${id}-notice ${id}-hint` : `${id}-hint`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {notice ? (
        <p
          id={`${id}-notice`}
          className="mt-1 mb-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 ring-1 ring-amber-200"
        >
          {notice}
        </p>
      ) : null}
      {multiline ? <Textarea {...props} /> : <Input {...props} />}
      <p id={`${id}-hint`} className={`mt-1 text-xs ${error ? 'text-red-700' : 'text-lava-500'}`}>
        {error ?? `${value.length}/${max} caratteri`}
      </p>
    </div>
  );
}

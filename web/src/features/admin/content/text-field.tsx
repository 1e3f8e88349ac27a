import { useId } from 'react';
import { Input, Label, Textarea } from '../../../components/ui/input';

/** A text the owner writes, with its count against the limit or the server's message for it. */
export function TextField({
  label,
  value,
  max,
  error,
  multiline,
  onChange,
}: {
  label: string;
  value: string;
  max: number;
  error?: string;
  multiline?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  const props = {
    id,
    value,
    'aria-invalid': Boolean(error) || undefined,
    'aria-describedby': `${id}-hint`,
    onChange: (event: { target: { value: string } }) => onChange(event.target.value),
  };
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {multiline ? <Textarea {...props} /> : <Input {...props} />}
      <p id={`${id}-hint`} className={`mt-1 text-xs ${error ? 'text-red-700' : 'text-lava-500'}`}>
        {error ?? `${value.length}/${max} caratteri`}
      </p>
    </div>
  );
}

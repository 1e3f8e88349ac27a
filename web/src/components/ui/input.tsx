import { type ComponentProps, forwardRef } from 'react';
import { cn } from '../../lib/cn';

export const fieldClass =
  'w-full rounded-xl border border-lava-200 bg-white px-4 text-base text-lava-900 placeholder:text-lava-400 transition-colors hover:border-lava-400 focus:border-accent-600 focus:outline-none focus:ring-2 focus:ring-accent-600/20 aria-invalid:border-red-600 disabled:opacity-60';

export const Input = forwardRef<HTMLInputElement, ComponentProps<'input'>>(function Input(
  { className, ...props },
  ref,
) {
  return <input ref={ref} className={cn(fieldClass, 'h-12', className)} {...props} />;
});

export const Textarea = forwardRef<HTMLTextAreaElement, ComponentProps<'textarea'>>(
  function Textarea({ className, ...props }, ref) {
    return <textarea ref={ref} className={cn(fieldClass, 'min-h-32 py-3', className)} {...props} />;
  },
);

export function Label({
  className,
  htmlFor,
  ...props
}: ComponentProps<'label'> & { htmlFor: string }) {
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: the text comes as children, the control by htmlFor.
    <label
      htmlFor={htmlFor}
      className={cn('mb-1.5 block text-sm font-medium text-lava-700', className)}
      {...props}
    />
  );
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-red-700" role="alert">
      {message}
    </p>
  );
}

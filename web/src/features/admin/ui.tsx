import type { ComponentProps, ReactNode } from 'react';
import { Label } from '../../components/ui/input';
import { cn } from '../../lib/cn';

/**
 * Small building blocks of the admin screens, in the site's look. A card's padding and its
 * colours (`surface`: border and background) are props of their own: `cn` does not merge classes,
 * so a `p-0` or a `bg-red-50` in `className` would lose to the defaults.
 */
export function Card({
  className,
  padding = 'p-5',
  surface = 'border-lava-100 bg-white',
  ...props
}: ComponentProps<'div'> & { padding?: string; surface?: string }) {
  return (
    <div className={cn('rounded-2xl border shadow-sm', surface, padding, className)} {...props} />
  );
}

export function StatCard({
  label,
  value,
  icon,
}: {
  label: string;
  value: ReactNode;
  icon?: ReactNode;
}) {
  return (
    // Two a row on a phone: the figure is what counts there, the icon only from 640 px.
    <Card className="flex items-center justify-between gap-3" padding="p-4 sm:p-5">
      <div className="min-w-0">
        <p className="text-sm font-medium text-lava-600">{label}</p>
        <p
          className="mt-1 font-display text-2xl break-words text-lava-900 sm:text-3xl"
          data-testid={`stat-${label}`}
        >
          {value}
        </p>
      </div>
      {icon ? <div className="hidden text-accent-600 sm:block">{icon}</div> : null}
    </Card>
  );
}

const tones = {
  grey: 'bg-lava-100 text-lava-700',
  green: 'bg-emerald-100 text-emerald-800',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
  purple: 'bg-violet-100 text-violet-800',
  orange: 'bg-orange-100 text-orange-800',
} as const;
export type Tone = keyof typeof tones;

export function Badge({
  tone = 'grey',
  className,
  ...props
}: ComponentProps<'span'> & { tone?: Tone }) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap',
        tones[tone],
        className,
      )}
      {...props}
    />
  );
}

export function EmptyState({ children }: { children: ReactNode }) {
  return <p className="py-10 text-center text-sm text-lava-500">{children}</p>;
}

export function SectionTitle({ title, subtitle }: { title: string; subtitle?: string }) {
  return (
    <div className="mb-5">
      <h2 className="font-display text-2xl text-lava-900">{title}</h2>
      {subtitle ? <p className="mt-1 text-sm text-lava-600">{subtitle}</p> : null}
    </div>
  );
}

/**
 * A plain select: the admin filters need no popover. `onValueChange` hands over the chosen
 * option's own value, typed as the options are (no cast from the DOM's string).
 */
export function NativeSelect<V extends string>({
  className,
  options,
  onValueChange,
  ...props
}: Omit<ComponentProps<'select'>, 'value'> & {
  options: readonly { value: V; label: string }[];
  value?: V;
  onValueChange?: (value: V) => void;
}) {
  return (
    <select
      className={cn(
        'h-11 rounded-xl border border-lava-200 bg-white px-3 text-sm text-lava-900 hover:border-lava-400 focus:border-accent-600 focus:ring-2 focus:ring-accent-600/20 focus:outline-none',
        className,
      )}
      onChange={(event) => {
        const chosen = options.find((option) => option.value === event.target.value);
        if (chosen) onValueChange?.(chosen.value);
      }}
      {...props}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );
}

/** A labelled form field, with the server's message for it under the control when there is one. */
export function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div>
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}

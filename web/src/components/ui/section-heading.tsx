import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export function SectionHeading({
  eyebrow,
  title,
  intro,
  align = 'center',
  id,
  className,
}: {
  eyebrow: string;
  title: ReactNode;
  intro?: ReactNode;
  align?: 'center' | 'left';
  id?: string;
  className?: string;
}) {
  return (
    <div
      className={cn(
        'mb-10 max-w-2xl sm:mb-14',
        align === 'center' && 'mx-auto text-center',
        className,
      )}
    >
      <p className="eyebrow">{eyebrow}</p>
      <h2 id={id} className="mt-3 text-3xl leading-tight text-lava-900 sm:text-4xl lg:text-5xl">
        {title}
      </h2>
      {intro ? (
        <p className="mt-4 text-base leading-relaxed text-lava-600 sm:text-lg">{intro}</p>
      ) : null}
    </div>
  );
}

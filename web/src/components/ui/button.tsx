import { Slot } from '@radix-ui/react-slot';
import { type ComponentProps, forwardRef } from 'react';
import { cn } from '../../lib/cn';

const variants = {
  primary:
    'bg-accent-600 text-white shadow-sm shadow-accent-900/10 hover:bg-accent-700 active:bg-accent-800',
  dark: 'bg-lava-900 text-white hover:bg-lava-800',
  outline: 'border border-lava-200 bg-white text-lava-800 hover:border-lava-400 hover:bg-cream-100',
  ghost: 'text-lava-700 hover:bg-lava-100/70',
  light: 'bg-white/95 text-lava-900 hover:bg-white',
} as const;
const sizes = {
  sm: 'h-9 px-3.5 text-sm',
  md: 'h-11 px-4 text-sm sm:px-5',
  lg: 'h-13 px-7 text-base',
  icon: 'h-11 w-11',
} as const;

export interface ButtonProps extends ComponentProps<'button'> {
  variant?: keyof typeof variants;
  size?: keyof typeof sizes;
  asChild?: boolean;
}

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { className, variant = 'primary', size = 'md', asChild, type, ...props },
  ref,
) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      ref={ref}
      type={asChild ? undefined : (type ?? 'button')}
      className={cn(
        'inline-flex shrink-0 items-center justify-center gap-2 rounded-full font-semibold tracking-wide whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-50',
        variants[variant],
        sizes[size],
        className,
      )}
      {...props}
    />
  );
});

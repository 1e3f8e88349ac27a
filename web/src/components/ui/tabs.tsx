import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

/**
 * A row of tabs that wraps onto a second row on phones rather than pushing the page sideways, and
 * sits on one line, each tab its own width, from 640 px. `wrap` keeps it wrapping at every width,
 * its tabs sharing each row, for a list too long for one line on a laptop (the admin panel's).
 */
export function TabsList({
  className,
  wrap = false,
  ...props
}: ComponentProps<typeof TabsPrimitive.List> & { wrap?: boolean }) {
  return (
    <TabsPrimitive.List
      className={cn(
        'flex w-full flex-wrap gap-1 rounded-3xl bg-lava-100/80 p-1',
        !wrap && 'sm:inline-flex sm:w-auto sm:flex-nowrap sm:rounded-full sm:*:flex-none sm:*:px-6',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'min-h-11 flex-auto whitespace-nowrap rounded-full px-4 py-2.5 text-sm font-semibold text-lava-600 transition-colors hover:text-lava-900 data-[state=active]:bg-white data-[state=active]:text-lava-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 outline-none', className)} {...props} />;
}

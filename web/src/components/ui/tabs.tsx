import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // Wraps onto a second row on phones rather than pushing the page sideways.
        'flex w-full flex-wrap gap-1 rounded-3xl bg-lava-100/80 p-1 sm:inline-flex sm:w-auto sm:flex-nowrap sm:rounded-full',
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
        'min-h-11 flex-auto whitespace-nowrap rounded-full px-4 py-2.5 text-sm font-semibold text-lava-600 transition-colors hover:text-lava-900 data-[state=active]:bg-white data-[state=active]:text-lava-900 data-[state=active]:shadow-sm sm:flex-none sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 outline-none', className)} {...props} />;
}

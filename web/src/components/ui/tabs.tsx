import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const Tabs = TabsPrimitive.Root;

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        // Tabs that do not fit a phone's width wrap onto a second row rather than overlap.
        'inline-flex w-full flex-wrap rounded-3xl bg-lava-100/80 p-1 sm:w-auto sm:rounded-full',
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
        'flex-1 whitespace-nowrap rounded-full px-4 py-2.5 text-sm font-semibold text-lava-600 transition-colors hover:text-lava-900 data-[state=active]:bg-white data-[state=active]:text-lava-900 data-[state=active]:shadow-sm sm:flex-none sm:px-6',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-6 outline-none', className)} {...props} />;
}

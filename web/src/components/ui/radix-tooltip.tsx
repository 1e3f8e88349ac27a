import * as TooltipPrimitive from '@radix-ui/react-tooltip';
import { type ReactNode, useEffect, useRef } from 'react';

const OPEN_DELAY_MS = 700;

/**
 * Radix's tooltip, loaded by ./tooltip.tsx when a trigger is first reached. Each tooltip has its
 * own provider: one around the calendar would have to be there before the code is, and putting it
 * there later would remount the calendar. Open delay 700 ms (product §9).
 */
export function Tooltip({
  content,
  children,
  defaultOpen,
  focusOnMount,
}: {
  content: string;
  children: ReactNode;
  /** The trigger that was hovered or focused while this code loaded. */
  defaultOpen?: boolean;
  /** The trigger had the focus: it is a new element now, so it takes the focus back. */
  focusOnMount?: boolean;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: on mount only
  useEffect(() => {
    if (focusOnMount) trigger.current?.focus();
  }, []);
  return (
    <TooltipPrimitive.Provider delayDuration={OPEN_DELAY_MS}>
      <TooltipPrimitive.Root defaultOpen={defaultOpen}>
        <TooltipPrimitive.Trigger asChild ref={trigger}>
          {children}
        </TooltipPrimitive.Trigger>
        <TooltipPrimitive.Portal>
          <TooltipPrimitive.Content
            sideOffset={4}
            // A stay rule's reason is a sentence: it wraps, and stays on a phone's screen.
            collisionPadding={8}
            className="z-[60] max-w-64 rounded-md bg-lava-900 px-2.5 py-1.5 text-center text-xs leading-snug font-medium text-white shadow-lg"
          >
            {content}
            <TooltipPrimitive.Arrow className="fill-lava-900" />
          </TooltipPrimitive.Content>
        </TooltipPrimitive.Portal>
      </TooltipPrimitive.Root>
    </TooltipPrimitive.Provider>
  );
}

import * as ToastPrimitive from '@radix-ui/react-toast';
import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { useLayoutEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION_MS, toastStore } from '../../lib/toast';

const variantClass = {
  default: 'border-lava-100 bg-white text-lava-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;
const icons = { default: Info, success: CheckCircle2, destructive: CircleAlert } as const;

/** From this width the toasts sit bottom-right (product §2), below it at the top. */
const WIDE = '(min-width: 768px)';
const overlaps = (a: DOMRect, b: DOMRect) =>
  a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/**
 * Where the toasts go, and the room they take: the product's place (top on phones, bottom-right on
 * wide screens), at the other edge when that would cover the control the guest is using (the
 * focused one: a pay button near the bottom, a field near the top). The room is published as
 * `--toast-top` / `--toast-bottom` on the root, which the dialogs leave free (dialog.tsx): a
 * toast never lies over a dialog's fields.
 */
function useToastPlace(openId: number | undefined) {
  const viewport = useRef<HTMLOListElement>(null);
  // Decided once per toast: at the product's edge, or at the other one if that covered the control.
  const [flippedFor, setFlippedFor] = useState<number>();
  const atTop = typeof window !== 'undefined' && !window.matchMedia(WIDE).matches;
  const flipped = openId !== undefined && flippedFor === openId;
  const edge: 'top' | 'bottom' = atTop !== flipped ? 'top' : 'bottom';
  useLayoutEffect(() => {
    const node = viewport.current;
    if (openId === undefined || !node) return;
    const root = document.documentElement.style;
    // The toast is portalled into the region a moment after it opens: measured on every resize.
    const place = () => {
      const box = node.getBoundingClientRect();
      root.setProperty('--toast-top', edge === 'top' ? `${box.height}px` : '0px');
      root.setProperty('--toast-bottom', edge === 'bottom' ? `${box.height}px` : '0px');
      const inUse = document.activeElement;
      if (
        !flipped &&
        node.querySelector('li') &&
        inUse instanceof HTMLElement &&
        inUse !== document.body &&
        !node.contains(inUse) &&
        overlaps(box, inUse.getBoundingClientRect())
      ) {
        setFlippedFor(openId);
      }
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.setProperty('--toast-top', '0px');
      root.setProperty('--toast-bottom', '0px');
    };
  }, [openId, edge, flipped]);
  return { viewport, edge };
}

/**
 * Toasts (product §2, §9): top of the screen on phones, bottom-right from medium screens (max 420 px
 * wide), never over the control in use (useToastPlace); one at a time, 5 s, a close button, swipe
 * right past 50 px to dismiss, F8 focuses the region. Every one is announced politely: it tells,
 * it does not interrupt the guest's typing.
 */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  const { viewport, edge } = useToastPlace(items.find((item) => item.open)?.id);
  const { toast } = useMessages('layoutLater');
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label={toast.label}
    >
      {items.map((item) => {
        const variant = item.variant ?? 'default';
        const Icon = icons[variant];
        return (
          // `pointer-events-auto!`: a modal dialog opened after the toast (the booking dialog the
          // availability check opens) makes Radix set `pointer-events: none` on every layer below
          // it, the toast too: a tap on its close button then reached the dialog's overlay below.
          // The toast region is a branch of every dismissable layer (Radix), so a tap on the
          // toast does not dismiss the dialog.
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type="background"
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            data-variant={variant}
            className={cn(
              'group pointer-events-auto! relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-xl transition-all data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=open]:animate-fade-in',
              variantClass[variant],
            )}
          >
            <Icon className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
            <div className="grid gap-1">
              <ToastPrimitive.Title className="text-sm font-semibold">
                {item.title}
              </ToastPrimitive.Title>
              {item.description ? (
                <ToastPrimitive.Description className="text-sm opacity-90">
                  {item.description}
                </ToastPrimitive.Description>
              ) : null}
              {item.action ? (
                <ToastPrimitive.Action
                  altText={item.action.label}
                  onClick={item.action.onClick}
                  className="mt-2 w-fit rounded-full border border-current px-3 py-1 text-xs font-semibold"
                >
                  {item.action.label}
                </ToastPrimitive.Action>
              ) : null}
            </div>
            <ToastPrimitive.Close
              aria-label={toast.close}
              className="absolute top-1 right-1 grid h-11 w-11 place-items-center rounded-full opacity-70 hover:opacity-100"
            >
              <X className="h-4 w-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        ref={viewport}
        hotkey={['F8']}
        label={toast.region}
        data-edge={edge}
        // Pinned to both edges on phones: a fixed box without `left` sits where the Toaster is in the
        // page and runs off the screen's right edge.
        className={cn(
          'fixed inset-x-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none md:left-auto md:max-w-[420px]',
          edge === 'top' ? 'top-0' : 'bottom-0',
        )}
      />
    </ToastPrimitive.Provider>
  );
}

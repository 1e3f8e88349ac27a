import * as ToastPrimitive from '@radix-ui/react-toast';
import { CheckCircle2, CircleAlert, Info, X } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { cn } from '../../lib/cn';
import { dismissToast, TOAST_DURATION_MS, toastStore } from '../../lib/toast';

const variantClass = {
  default: 'border-lava-100 bg-white text-lava-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-950',
  destructive: 'border-red-700 bg-red-700 text-white',
} as const;
const icons = { default: Info, success: CheckCircle2, destructive: CircleAlert } as const;

/**
 * Toasts (SPEC 2 and 9): top of the screen, bottom-right from medium screens (max 420 px wide),
 * one at a time, 5 s, swipe right past 50 px to dismiss, F8 focuses the region.
 */
export function Toaster() {
  const items = useSyncExternalStore(toastStore.subscribe, toastStore.get, toastStore.get);
  return (
    <ToastPrimitive.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={50}
      label="Notifica"
    >
      {items.map((item) => {
        const variant = item.variant ?? 'default';
        const Icon = icons[variant];
        return (
          <ToastPrimitive.Root
            key={item.id}
            open={item.open}
            duration={item.duration}
            type={variant === 'destructive' ? 'foreground' : 'background'}
            onOpenChange={(open) => {
              if (!open) dismissToast(item.id);
            }}
            data-variant={variant}
            className={cn(
              'group pointer-events-auto relative flex w-full items-start gap-3 rounded-2xl border p-4 pr-12 shadow-xl transition-all data-[state=closed]:opacity-0 data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full data-[state=open]:animate-fade-in',
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
              aria-label="Chiudi notifica"
              className="absolute top-1 right-1 grid h-11 w-11 place-items-center rounded-full opacity-70 hover:opacity-100"
            >
              <X className="h-4 w-4" aria-hidden />
            </ToastPrimitive.Close>
          </ToastPrimitive.Root>
        );
      })}
      <ToastPrimitive.Viewport
        hotkey={['F8']}
        label="Notifiche ({hotkey})"
        // Pinned to both edges on phones: a fixed box without `left` sits where the Toaster is in the
        // page and runs off the screen's right edge. At the bottom, where they cover no heading.
        className="fixed inset-x-0 bottom-0 z-[100] flex max-h-screen w-full flex-col gap-2 p-4 outline-none sm:left-auto md:max-w-[420px]"
      />
    </ToastPrimitive.Provider>
  );
}

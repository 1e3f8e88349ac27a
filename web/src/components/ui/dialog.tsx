import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { type ComponentProps, type ReactNode, useRef } from 'react';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;

/** The last control outside any dialog that opened one: where a chain of dialogs returns to. */
let outerOpener: HTMLElement | null = null;

/**
 * Gives the focus back, on close, to the control that opened the dialog (Radix does it only for
 * its own Trigger, and most of the site's dialogs open from code: a search, an availability
 * check). A dialog opened from inside another one that closes (search results, then the booking)
 * returns to the first one's control.
 */
export function useReturnFocus() {
  const opener = useRef<HTMLElement | null>(null);
  return {
    // Called as the dialog opens, before the focus moves into it.
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      const outside =
        active instanceof HTMLElement &&
        active !== document.body &&
        !active.closest('[role="dialog"]');
      if (outside) outerOpener = active;
      opener.current = outside ? active : outerOpener;
    },
    onCloseAutoFocus: (event: Event) => {
      const target = opener.current;
      if (!target?.isConnected) return;
      event.preventDefault();
      target.focus();
    },
  };
}

export function DialogContent({
  className,
  children,
  title,
  description,
  hideTitle,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: ComponentProps<typeof DialogPrimitive.Content> & {
  title: string;
  description?: ReactNode;
  hideTitle?: boolean;
}) {
  const returnFocus = useReturnFocus();
  const { dialog } = useMessages('common');
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-lava-950/60 backdrop-blur-[2px] data-[state=open]:animate-fade-in" />
      <DialogPrimitive.Content
        className={cn(
          'dialog-room fixed inset-x-0 z-50 overflow-y-auto rounded-t-3xl bg-cream-50 p-6 shadow-2xl sm:inset-auto sm:top-1/2 sm:left-1/2 sm:w-[calc(100%-2rem)] sm:max-w-lg sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-3xl sm:p-8',
          className,
        )}
        {...(description ? {} : { 'aria-describedby': undefined })}
        onOpenAutoFocus={(event) => {
          returnFocus.onOpenAutoFocus();
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          if (!event.defaultPrevented) returnFocus.onCloseAutoFocus(event);
        }}
        {...props}
      >
        <DialogPrimitive.Title
          className={cn('pr-10 font-display text-2xl text-lava-900', hideTitle && 'sr-only')}
        >
          {title}
        </DialogPrimitive.Title>
        {description ? (
          <DialogPrimitive.Description className="mt-1 text-sm text-lava-600">
            {description}
          </DialogPrimitive.Description>
        ) : null}
        {children}
        <DialogPrimitive.Close
          className="absolute top-3.5 right-3.5 grid h-11 w-11 place-items-center rounded-full text-lava-600 hover:bg-lava-100"
          aria-label={dialog.close}
        >
          <X className="h-5 w-5" aria-hidden />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

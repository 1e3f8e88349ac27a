import type { ReactNode } from 'react';

/**
 * The toast queue (product §2, §9): at most one visible at a time, a new one replaces the old,
 * shown 5 s by default, dismissed toasts removed from memory after 1,000,000 ms.
 */
export type ToastVariant = 'default' | 'destructive' | 'success';
export interface ToastInput {
  title: string;
  description?: ReactNode;
  variant?: ToastVariant;
  action?: { label: string; onClick: () => void };
  duration?: number;
}
export interface ToastItem extends ToastInput {
  id: number;
  open: boolean;
}

export const TOAST_LIMIT = 1;
export const TOAST_DURATION_MS = 5000;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function toast(input: ToastInput): number {
  const id = nextId++;
  items = [{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT);
  emit();
  return id;
}

export function dismissToast(id: number) {
  items = items.map((item) => (item.id === id ? { ...item, open: false } : item));
  emit();
  setTimeout(() => {
    items = items.filter((item) => item.id !== id);
    emit();
  }, TOAST_REMOVE_DELAY_MS);
}

export const toastStore = {
  get: () => items,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

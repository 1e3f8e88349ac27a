import { type ClassValue, clsx } from 'clsx';

/** Joins class names. (No tailwind-merge: 8 KB gzip saved; callers avoid conflicting classes.) */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}

import { useEffect, useState } from 'react';

/**
 * False in prerendered HTML and during hydration, true once the app responds. Controls that only
 * work with JavaScript stay disabled until then, so an early click waits instead of being lost.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}

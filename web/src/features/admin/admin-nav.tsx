import type { AdminTab } from '@catania/shared/schemas/todo';
import { createContext, type ReactNode, useContext, useMemo, useState } from 'react';

/**
 * Where the panel is: the tab shown, and the record a 'Da fare' line or a planning bar asked to
 * open there (a booking, a calendar, a contact). Each tab reads its own focus.
 */
interface AdminNav {
  tab: AdminTab;
  /** The record to open in `tab`, with a counter so the same record can be asked for twice. */
  focus?: { id: string; at: number };
  go: (tab: AdminTab, focusId?: string) => void;
}

const AdminNavContext = createContext<AdminNav>({ tab: 'calendari', go: () => {} });

export function AdminNavProvider({
  initialTab,
  children,
}: {
  initialTab: AdminTab;
  children: ReactNode;
}) {
  const [state, setState] = useState<Pick<AdminNav, 'tab' | 'focus'>>({ tab: initialTab });
  const value = useMemo<AdminNav>(
    () => ({
      ...state,
      go: (tab, focusId) =>
        setState({ tab, ...(focusId ? { focus: { id: focusId, at: Date.now() } } : {}) }),
    }),
    [state],
  );
  return <AdminNavContext.Provider value={value}>{children}</AdminNavContext.Provider>;
}

export const useAdminNav = () => useContext(AdminNavContext);

/** The record this tab was asked to open, if any. */
export function useFocus(tab: AdminTab): { id: string; at: number } | undefined {
  const nav = useAdminNav();
  return nav.tab === tab ? nav.focus : undefined;
}

import { site } from '@catania/shared/config/site';

/**
 * The browser side of the admin session (product §2, §6). The server decides access (HttpOnly
 * cookie, CSRF token); this only drives the UI: a session-storage flag with its timestamp, gone
 * when the browser closes, after 8 hours, at logout, or when the server says the session is over.
 * The CSRF token lives in memory only and is asked again of the server after a reload.
 */
const FLAG_KEY = 'adminSession';
const SESSION_MS = site.admin.sessionHours * 3_600_000;

export type SessionState =
  | { status: 'signed-out'; notice?: string }
  | { status: 'signed-in'; username: string };

interface StoredFlag {
  authenticated: true;
  timestamp: number;
  username: string;
}

export const SESSION_EXPIRED_NOTICE = 'La sessione è scaduta. Accedi di nuovo.';

let csrfToken: string | undefined;
let state: SessionState = readFlag();
const listeners = new Set<() => void>();

function readFlag(): SessionState {
  try {
    const raw = sessionStorage.getItem(FLAG_KEY);
    if (!raw) return { status: 'signed-out' };
    const flag = JSON.parse(raw) as StoredFlag;
    if (flag.authenticated && Date.now() - flag.timestamp < SESSION_MS) {
      return { status: 'signed-in', username: flag.username };
    }
    sessionStorage.removeItem(FLAG_KEY);
    return { status: 'signed-out', notice: SESSION_EXPIRED_NOTICE };
  } catch {
    return { status: 'signed-out' };
  }
}

function set(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

export const adminSession = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  csrfToken: () => csrfToken,
  setCsrfToken(token: string) {
    csrfToken = token;
  },
  signedIn(username: string, token: string) {
    csrfToken = token;
    const flag: StoredFlag = { authenticated: true, timestamp: Date.now(), username };
    sessionStorage.setItem(FLAG_KEY, JSON.stringify(flag));
    set({ status: 'signed-in', username });
  },
  signedOut(notice?: string) {
    csrfToken = undefined;
    sessionStorage.removeItem(FLAG_KEY);
    set(notice ? { status: 'signed-out', notice } : { status: 'signed-out' });
  },
  /** The flag's own 8 hours ran out while the page was open. */
  checkExpiry() {
    if (state.status === 'signed-in' && readFlag().status === 'signed-out') {
      adminSession.signedOut(SESSION_EXPIRED_NOTICE);
    }
  },
};

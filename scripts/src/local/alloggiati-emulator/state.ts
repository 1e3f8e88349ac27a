import type { CalendarDate } from '@catania/shared/domain/dates';

/**
 * What the emulator knows of each account (Utente): its structure's settings, its live tokens, its
 * clock, the schedine it took, and how its next calls misbehave when a test says so.
 */

export interface AlloggiatiAccount {
  utente: string;
  password: string;
  wsKey: string;
  /** Property-manager accounts ("Gestione Appartamenti"): their apartments' ids. */
  apartments?: number[];
  /** How long a token lives (the manual's example: one hour). */
  tokenTtlSeconds?: number;
}

export interface ReceivedRecord {
  /** The day it was taken (Rome): the receipt it is on. */
  day: CalendarDate;
  at: string;
  record: string;
  idAppartamento?: number;
}

type FaultMode = 'timeout' | 'garbage' | 'fault';

export interface AccountState extends AlloggiatiAccount {
  tokens: Map<string, number>;
  offsetMs: number;
  received: ReceivedRecord[];
  faults: { mode: FaultMode; count: number; operation?: string } | undefined;
}

/** Each account's state, by its Utente. */
export type Accounts = Map<string, AccountState>;

export const newAccountState = (account: AlloggiatiAccount): AccountState => ({
  ...account,
  tokens: new Map(),
  offsetMs: 0,
  received: [],
  faults: undefined,
});

/** The account's "now": the real clock moved by the offset a test set. */
export const nowOf = (account: AccountState) => Date.now() + account.offsetMs;

import type { CalendarDate } from '@catania/shared/domain/dates';
import type { PmsStay, StayGuest } from './stays';

/**
 * What the emulator knows of each structure (its PMS account): its settings, its live tokens, its
 * clock, the stays and closed days it took, every call, and how its next calls misbehave when a
 * test says so.
 */

export interface OsservatorioAccount {
  userId: string;
  password: string;
  hotelCode: string;
  tokenTtlSeconds?: number;
}

export type OsservatorioOperation = 'login' | 'logout' | 'add' | 'update' | 'endDay';

export interface ReceivedStay extends PmsStay {
  addedAt: string;
  /** Every update received, the latest last. */
  updates: { at: string; guests: StayGuest[] }[];
}

export interface ReceivedCall {
  operation: OsservatorioOperation;
  at: string;
  status: number;
  /** The stays of an add or update, the day of an end of day. */
  stayIds?: string[];
  day?: CalendarDate;
}

export interface OsservatorioReceived {
  stays: ReceivedStay[];
  /** The days closed, in the order they were closed. */
  closedDays: { day: CalendarDate; at: string }[];
  calls: ReceivedCall[];
}

/**
 * How the next calls misbehave: never answer, answer an HTML page, a 500; or `lost`: the call is
 * taken, and its answer never comes (the case where only the Region knows what it holds).
 */
type FaultMode = 'timeout' | 'garbage' | 'error' | 'lost';

export interface AccountState extends OsservatorioAccount {
  tokens: Map<string, number>;
  offsetMs: number;
  stays: Map<string, ReceivedStay>;
  closedDays: { day: CalendarDate; at: string }[];
  calls: ReceivedCall[];
  faults: { mode: FaultMode; count: number; operation?: OsservatorioOperation } | undefined;
}

/** Each account's state, by its UserId. */
export type Accounts = Map<string, AccountState>;

export const newAccountState = (account: OsservatorioAccount): AccountState => ({
  ...account,
  tokens: new Map(),
  offsetMs: 0,
  stays: new Map(),
  closedDays: [],
  calls: [],
  faults: undefined,
});

/** The account's "now": the real clock moved by the offset a test set. */
export const nowOf = (account: AccountState) => Date.now() + account.offsetMs;

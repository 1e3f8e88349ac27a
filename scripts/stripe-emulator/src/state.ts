import type Stripe from 'stripe';
import type { LineItemInput } from './objects';
import type { DeliveryAttempt } from './webhooks';

/** The API version the emulator answers with (the `stripe` SDK's own). */
export const API_VERSION = '2026-10-28.endive';

export interface StripeEmulatorOptions {
  /** 0 or absent: any free port. */
  port?: number;
  host?: string;
  /** Sessions expire this many seconds after creation, sooner than their expires_at (tests). */
  expireAfterSeconds?: number;
  /** Delays between webhook attempts (Stripe retries for days; locally seconds). */
  retryDelaysMs?: number[];
  /** An async (SEPA) payment settles after this long. */
  asyncSettleMs?: number;
  /** The clock sessions expire by, in epoch ms (tests move it instead of waiting). */
  now?: () => number;
  log?: (line: string) => void;
}

export interface Endpoint {
  object: Stripe.WebhookEndpoint;
  secret: string;
}

/** One secret key's world, as on Stripe: its sessions, refunds, endpoints and events. */
export interface Account {
  key: string;
  sessions: Map<string, SessionRecord>;
  refunds: Map<string, Stripe.Refund>;
  endpoints: Map<string, Endpoint>;
  events: Map<string, Stripe.Event>;
  idempotency: Map<string, { fingerprint: string; status: number; body: unknown }>;
  /** Its webhook deliveries (retries included) and async payments not settled yet. */
  pending: Set<Promise<unknown>>;
  /** While set, events are kept here instead of delivered (delivery control). */
  held?: Stripe.Event[];
}

export interface SessionRecord {
  session: Stripe.Checkout.Session;
  account: Account;
  lineItems: LineItemInput[];
  /** Epoch ms at which the session expires (expires_at, or sooner in tests). */
  expiresAtMs: number;
  chargeId?: string;
  refunded: number;
}

/** A refusal the API answers with Stripe's error body. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: { type?: string; code?: string; param?: string } = {},
  ) {
    super(message);
  }
}

/** Everything one running emulator knows, and the settings it runs with. */
export interface EmulatorState {
  accounts: Map<string, Account>;
  /** Every account's sessions by id: the hosted page and the dashboard find them here. */
  sessions: Map<string, SessionRecord>;
  /** The last thousand delivery attempts, every account's. */
  deliveries: DeliveryAttempt[];
  /** Event id -> the Checkout Session it is about. */
  deliveryBySession: Map<string, string>;
  inFlight: Set<Promise<unknown>>;
  retryDelaysMs: number[];
  asyncSettleMs: number;
  expireAfterSeconds: number | undefined;
  log: (line: string) => void;
  clock: () => number;
  stopped: boolean;
  /** Where the hosted pages are (known once the server listens). */
  baseUrl: string;
}

export function createState(options: StripeEmulatorOptions): EmulatorState {
  return {
    accounts: new Map(),
    sessions: new Map(),
    deliveries: [],
    deliveryBySession: new Map(),
    inFlight: new Set(),
    retryDelaysMs: options.retryDelaysMs ?? [500, 2_000, 5_000, 15_000, 30_000],
    asyncSettleMs: options.asyncSettleMs ?? 3_000,
    expireAfterSeconds: options.expireAfterSeconds,
    log: options.log ?? (() => {}),
    clock: options.now ?? Date.now,
    stopped: false,
    baseUrl: '',
  };
}

/** The account of a secret key, made on its first use. */
export function accountOf(state: EmulatorState, key: string): Account {
  let found = state.accounts.get(key);
  if (!found) {
    found = {
      key,
      sessions: new Map(),
      refunds: new Map(),
      endpoints: new Map(),
      events: new Map(),
      idempotency: new Map(),
      pending: new Set(),
    };
    state.accounts.set(key, found);
  }
  return found;
}

/** Counts `work` as the account's until it ends (what `/_emulator/idle` waits for). */
export function pendingFor(owner: Account, work: Promise<unknown>) {
  const tracked = work.finally(() => owner.pending.delete(tracked));
  owner.pending.add(tracked);
}

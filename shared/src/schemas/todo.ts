import * as z from 'zod';

/** The admin panel's tabs a 'Da fare' line can lead to. */
export const ADMIN_TABS = [
  'planning',
  'calendari',
  'prezzi',
  'prenotazioni',
  'contatti',
  'check-in',
  'messaggi',
  'numeri',
  'stato',
] as const;
export const adminTab = z.enum(ADMIN_TABS);
export type AdminTab = z.infer<typeof adminTab>;

export const TODO_KINDS = [
  'double_bookings',
  'feeds_failing',
  'releases_waiting',
  'confirmed_unpaid',
  'refunds_pending',
  'arrivals_without_precheckin',
  'undelivered_mails',
  'new_contacts',
] as const;
export type TodoKind = (typeof TODO_KINDS)[number];

/** One thing to look at: what it is, and where it is (the tab, and the record to open there). */
export const todoItem = z.object({
  id: z.string(),
  text: z.string(),
  tab: adminTab,
  /** The booking, calendar, contact or stay the line opens in its tab. */
  focus: z.string().optional(),
});
export type TodoItem = z.infer<typeof todoItem>;

/**
 * GET /api/admin/todo: 'Da fare', the first thing the panel shows. Every kind is listed, with its
 * count (0 when nothing is open), so the panel and 'Stato del sistema' read the same total.
 */
export const todoResponse = z.object({
  checkedAt: z.iso.datetime(),
  total: z.number().int().min(0),
  lines: z.array(
    z.object({
      kind: z.enum(TODO_KINDS),
      label: z.string(),
      count: z.number().int().min(0),
      tab: adminTab,
      items: z.array(todoItem),
    }),
  ),
});
export type TodoList = z.infer<typeof todoResponse>;

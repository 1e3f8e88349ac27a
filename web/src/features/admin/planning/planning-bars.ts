import type { PlanningBar } from '@catania/shared/schemas/planning';

/** How the planning draws and names a bar: a booking by its payment, a stay by its calendar. */

export const PLATFORM_LABELS = {
  airbnb: 'Airbnb',
  booking: 'Booking.com',
  other: 'Altro calendario',
};

export const BAR_STYLE: Record<string, string> = {
  paid: 'bg-emerald-600 text-white',
  held: 'bg-amber-400 text-amber-950',
  unpaid: 'bg-orange-500 text-white',
  airbnb: 'bg-rose-500 text-white',
  booking: 'bg-sky-700 text-white',
  other: 'bg-violet-600 text-white',
  block:
    'bg-lava-600 text-white bg-[repeating-linear-gradient(135deg,transparent_0_6px,rgba(255,255,255,.18)_6px_12px)]',
};

export const styleOf = (bar: PlanningBar) =>
  bar.kind === 'booking'
    ? BAR_STYLE[bar.state]
    : bar.kind === 'imported'
      ? BAR_STYLE[bar.platform]
      : BAR_STYLE.block;

export const barLabel = (bar: PlanningBar) =>
  bar.kind === 'booking'
    ? bar.guestName
    : bar.kind === 'imported'
      ? PLATFORM_LABELS[bar.platform]
      : bar.note || 'Bloccato';

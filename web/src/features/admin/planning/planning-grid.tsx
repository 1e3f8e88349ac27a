import type { ApartmentId } from '@catania/shared/config/apartments';
import { dayOfWeek, daysBetween } from '@catania/shared/domain/dates';
import type { Planning, PlanningBar } from '@catania/shared/schemas/planning';
import { useEffect, useRef } from 'react';
import { cn } from '../../../lib/cn';
import { formatDay, formatsFor } from '../../../lib/format';
import { Card } from '../ui';
import { barLabel, styleOf } from './planning-bars';

/** A day column's width: a finger's tap. */
const DAY_PX = 44;

const italian = formatsFor('it');

/**
 * The planning's grid: a row per apartment, a column per day. The apartment names stay put while
 * the days scroll inside the grid (never the page).
 */
export function PlanningGrid({
  planning,
  days,
  today,
  onBar,
  onDay,
}: {
  planning: Planning;
  days: string[];
  today: string;
  onBar: (bar: PlanningBar, apartmentName: string) => void;
  onDay: (apartmentId: ApartmentId, date: string, apartmentName: string) => void;
}) {
  const first = days[0] ?? today;
  const count = days.length;
  const indexOf = (date: string) => daysBetween(first, date);
  const scroller = useRef<HTMLDivElement>(null);
  // A new window opens on today (the day before it in view) when today is in it, else its start.
  const todayIndex = indexOf(today);
  useEffect(() => {
    const element = scroller.current;
    if (!element) return;
    element.scrollLeft = todayIndex > 0 && todayIndex < count ? (todayIndex - 1) * DAY_PX : 0;
  }, [todayIndex, count]);
  return (
    <Card padding="p-0" className="overflow-hidden">
      {/* The days scroll inside this box; the names column is sticky inside it. */}
      <div
        ref={scroller}
        className="overflow-x-auto overscroll-x-contain"
        data-testid="planning-scroller"
      >
        {/* --names: the names column's width, which the rows' width is counted from. */}
        <div
          className="relative [--names:6.5rem] sm:[--names:11rem]"
          style={{ width: `calc(var(--names) + ${count * DAY_PX}px)` }}
        >
          <div className="flex border-b border-lava-100">
            <div className="sticky left-0 z-20 w-[var(--names)] shrink-0 bg-white" />
            {days.map((day) => {
              const weekend = dayOfWeek(day) === 0 || dayOfWeek(day) === 6;
              return (
                <div
                  key={day}
                  className={cn(
                    'flex shrink-0 flex-col items-center py-1 text-[11px] leading-tight text-lava-600',
                    weekend && 'bg-cream-100',
                    day === today && 'bg-accent-100 font-bold text-accent-900',
                  )}
                  style={{ width: DAY_PX }}
                >
                  <span>{italian.weekdayInitial(day)}</span>
                  <span className="text-sm font-semibold text-lava-900">
                    {Number(day.slice(8))}
                  </span>
                  {day.endsWith('-01') || day === first ? (
                    <span>{italian.monthShort(day)}</span>
                  ) : (
                    <span>&nbsp;</span>
                  )}
                </div>
              );
            })}
          </div>
          {planning.apartments.map((apartment) => {
            const conflicts = new Set(apartment.conflicts);
            return (
              <div
                key={apartment.id}
                className="flex border-b border-lava-100 last:border-b-0"
                data-testid={`planning-row-${apartment.id}`}
              >
                <div className="sticky left-0 z-20 flex w-[var(--names)] shrink-0 items-center border-r border-lava-100 bg-white px-2 text-xs font-semibold text-lava-900 sm:text-sm">
                  <span className="line-clamp-2">{apartment.name}</span>
                </div>
                <div className="relative h-16 shrink-0" style={{ width: count * DAY_PX }}>
                  <div className="absolute inset-0 flex">
                    {days.map((day) => (
                      <button
                        key={day}
                        type="button"
                        disabled={day < today}
                        aria-label={`${apartment.name}, ${formatDay(day)}: blocca o prenota`}
                        onClick={() => onDay(apartment.id, day, apartment.name)}
                        className={cn(
                          'h-full shrink-0 border-r border-lava-50 hover:bg-accent-50 disabled:cursor-default disabled:bg-lava-50/60',
                          conflicts.has(day) && 'bg-red-200',
                        )}
                        style={{ width: DAY_PX }}
                      />
                    ))}
                  </div>
                  {apartment.bars.map((bar) => {
                    const from = Math.max(0, indexOf(bar.start));
                    const to = Math.min(count, indexOf(bar.end));
                    if (to <= from) return null;
                    const hit = [...conflicts].some((d) => d >= bar.start && d < bar.end);
                    const lane =
                      bar.kind === 'imported' && hit
                        ? 'top-9 h-6'
                        : hit
                          ? 'top-2 h-6'
                          : 'top-3 h-10';
                    return (
                      <button
                        key={`${bar.kind}-${bar.start}-${'bookingId' in bar ? bar.bookingId : 'blockId' in bar ? bar.blockId : bar.calendarId}`}
                        type="button"
                        onClick={() => onBar(bar, apartment.name)}
                        className={cn(
                          'absolute z-10 truncate rounded-md px-1.5 text-left text-xs font-semibold shadow-sm',
                          lane,
                          styleOf(bar),
                          hit && 'ring-2 ring-red-600',
                        )}
                        style={{ left: from * DAY_PX + 2, width: (to - from) * DAY_PX - 4 }}
                        data-testid="planning-bar"
                        data-kind={bar.kind}
                      >
                        {barLabel(bar)}
                      </button>
                    );
                  })}
                </div>
              </div>
            );
          })}
        </div>
      </div>
    </Card>
  );
}

import { describe, expect, it } from 'vitest';
import { formatDay, formatDayMonth, formatLongDay, formatMonthTitle, nightsLabel } from './format';

describe('format', () => {
  it('formats dates the Italian way', () => {
    expect(formatDay('2026-07-05')).toBe('05/07/2026');
    expect(formatDayMonth('2026-07-05')).toBe('05/07');
    expect(formatLongDay('2026-07-10')).toBe('venerdì 10 luglio 2026');
    expect(formatMonthTitle('2026-07-01')).toBe('Luglio 2026');
    expect(nightsLabel(1)).toBe('1 notte');
    expect(nightsLabel(3)).toBe('3 notti');
  });
});

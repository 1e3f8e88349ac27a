import { defineConfig } from 'vitest/config';

/**
 * The tests whose outcome could change with the machine's time zone (calendar dates are Catania
 * days, iCal nights never go through UTC). `npm test` runs them once more under other zones
 * (scripts/src/test.ts). All are pure: this run starts none of the integration services.
 */
export const timeZoneTests = [
  'shared/src/domain/admin-stats.test.ts',
  'shared/src/domain/booking.test.ts',
  'shared/src/domain/properties.test.ts',
  'functions/src/calendars/parse-feed.test.ts',
];

export default defineConfig({
  test: { name: 'time-zones', include: timeZoneTests, environment: 'node' },
});

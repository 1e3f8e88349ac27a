import type { TestProjectInlineConfiguration } from 'vitest/config';

/**
 * The tests whose outcome could change with the machine's time zone (calendar dates are Catania
 * days, iCal nights never go through UTC). The main run (vitest.config.ts) runs them once more
 * under each of these zones, as projects of their own: no second vitest, no integration services.
 */
export const timeZoneTests = [
  'shared/src/domain/admin-stats.test.ts',
  'shared/src/domain/booking.test.ts',
  'shared/src/domain/properties.test.ts',
  'functions/src/calendars/parse-feed.test.ts',
];

export const timeZones = ['America/Chicago', 'Pacific/Auckland'];

export const timeZoneProjects: TestProjectInlineConfiguration[] = timeZones.map((zone) => ({
  test: {
    name: `time zone ${zone}`,
    include: timeZoneTests,
    environment: 'node',
    env: { TZ: zone },
    // Stops the run if the zone did not take (the files would pass in the machine's own zone).
    setupFiles: ['scripts/testing/src/time-zone-guard.ts'],
    // Pure tests: one module cache per worker.
    isolate: false,
  },
}));

/** Setup file of the time-zone projects (vitest.time-zones.ts): the zone must be in force. */
const wanted = process.env.TZ;
const actual = Intl.DateTimeFormat().resolvedOptions().timeZone;
if (!wanted || actual !== wanted) {
  throw new Error(`time-zone run for ${wanted ?? '(no TZ)'}, but the worker runs in ${actual}`);
}

// The list of test projects. Vitest 4 no longer reads this file by itself:
// vitest.config.ts imports it, so this stays the one place that names them.
export const projects = [
  'shared',
  'functions',
  'infra',
  'scripts',
  'scripts/stripe-emulator',
  'web',
  'web/build',
];

import { resolve } from 'node:path';
import { defineConfig } from '@playwright/test';

/**
 * Browser tests against the production build served by the local stack (scripts/src/e2e-server.ts:
 * web/dist + the API with an in-memory DynamoDB) through the production edge: the CloudFront
 * function code, headers and routing of the web stack (EDGE_TEMPLATE=<template> applies a
 * synthesized template's own). Run `VITE_GA_MEASUREMENT_ID=G-E2ETEST0 npm run build -w web`
 * first (npm test does): analytics then load after consent, under the CSP.
 * E2E_PORT moves the stack off 4173 when another one already runs there.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const baseURL = `http://localhost:${port}`;
const chromium = {
  browserName: 'chromium' as const,
  locale: 'it-IT',
  timezoneId: 'Europe/Rome',
  launchOptions: {
    executablePath: '/usr/bin/chromium',
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  },
};

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: true,
  // Two on this 2-core machine: a third measured a few percent faster on a part of the suite, but
  // in a full run the cores ran out and timing-sensitive tests (the hero, axe on the dialog) failed.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  // PW_OUTPUT_DIR keeps concurrent runs in one working tree from sharing artifacts.
  outputDir: process.env.PW_OUTPUT_DIR ?? 'test-results',
  // No trace by default: recording one for every test (even to keep it only on failure) cost
  // about a third of the run's CPU (38 s against 24 s of CPU on chrome + date-picker, phone).
  // A failure keeps its screenshot and error context; `--trace=on` records traces to debug one.
  use: { baseURL, trace: 'off', screenshot: 'only-on-failure' },
  projects: [
    // A test tagged @desktop-only or @phone-only runs in that project alone, not skipped in the other.
    {
      name: 'phone',
      grepInvert: /@desktop-only/,
      use: { ...chromium, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
    },
    {
      name: 'desktop',
      grepInvert: /@phone-only/,
      use: { ...chromium, viewport: { width: 1440, height: 900 } },
    },
  ],
  webServer: {
    command: 'npx tsx scripts/src/e2e-server.ts',
    cwd: resolve(import.meta.dirname, '..'),
    url: `${baseURL}/api/apartments`,
    env: { PORT: String(port) },
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
  },
});

#!/usr/bin/env node
// The CDK app entry (cdk.json: `npx tsx infra/bin/app.ts`). Settings: docs/operations.md.
import { createApp } from '../src/app';

try {
  createApp().app.synth();
} catch (error) {
  // A readable message rather than a stack trace: these are configuration problems.
  console.error(`\n${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
}

import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { createApp, type ProductApp } from './app';
import { repoRoot } from './functions';

/** The context of cdk.json (feature flags and settings), as the CLI would pass it. */
export function cdkJsonContext(): Record<string, unknown> {
  const cdkJson = JSON.parse(readFileSync(path.join(repoRoot, 'cdk.json'), 'utf8'));
  return cdkJson.context;
}

/** A tiny built web app: index.html and one hashed asset. */
export function placeholderWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catania-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>test</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

export interface TestProduct extends ProductApp {
  templates: { data: Template; web: Template; api: Template };
}

/**
 * The whole app for assertion tests: cdk.json's context plus `context`, no esbuild bundling
 * (CDK's `aws:cdk:bundling-stacks` set to none: the functions keep their props, their code is
 * not built), stubs for handler files not written yet, and a placeholder web build. Synthesizes
 * once (cdk-nag runs then too, so a finding fails the test that synthesizes).
 */
export function synthForTest(context: Record<string, unknown> = {}): TestProduct {
  const product = createApp({
    appProps: {
      outdir: mkdtempSync(path.join(tmpdir(), 'catania-cdk-out-')),
      context: {
        ...cdkJsonContext(),
        'aws:cdk:bundling-stacks': [],
        allowMissingHandlers: true,
        webDist: placeholderWebDist(),
        ...context,
      },
    },
    env: {},
  });
  Validations.of(product.app).acknowledge({
    id: 'Annotation::catania:stubbedHandler',
    reason: 'Tests synthesize while some handlers are still being written.',
  });
  return {
    ...product,
    templates: {
      data: Template.fromStack(product.data),
      web: Template.fromStack(product.web),
      api: Template.fromStack(product.api),
    },
  };
}

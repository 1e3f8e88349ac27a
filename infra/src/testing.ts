import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NestedStack, type Stack, Validations } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { createApp, type ProductApp } from './app';
import { type AppConfig, cdkJsonContext as readCdkJson } from './config';
import { repoRoot } from './functions';

/** The context of the repository's cdk.json, as the CLI would pass it. */
export const cdkJsonContext = () => readCdkJson(repoRoot);

/** A tiny built web app: index.html and one hashed asset. */
export function placeholderWebDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'catania-web-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>test</title>');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

/**
 * The whole app for assertion tests: cdk.json's context plus `context`, no esbuild bundling
 * (CDK's `aws:cdk:bundling-stacks` set to none: the functions keep their props, their code is
 * not built), stubs for handler files not written yet, and a placeholder web build. Synthesizes
 * once (cdk-nag runs then too, so a finding fails it).
 */
export function synthForTest(context: Record<string, unknown> = {}): ProductApp {
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
  return product;
}

/**
 * The two stages the infra tests look at, each synthesized once for every test file (vitest's
 * global setup, infra/vitest.setup.ts):
 * - `prod`: cdk.json as committed, plus an operator address; no custom domain, so the DNS records
 *   of the mail domain are printed, not created;
 * - `staging`: a second stage of the same project with a Route 53 zone: its own certificate in
 *   us-east-1, its site domain, DKIM and MAIL FROM records created in the zone.
 */
export const SYNTH_VARIANTS = {
  prod: { operatorEmail: 'operatore@example.org' },
  staging: {
    stage: 'staging',
    operatorEmail: 'operatore@example.org',
    hostedZoneId: 'Z0123456789ABCDEFGHIJ',
    hostedZoneName: 'cataniacentroapartments.it',
    domainName: 'www.cataniacentroapartments.it',
  },
} satisfies Record<string, Record<string, unknown>>;
export type Variant = keyof typeof SYNTH_VARIANTS;

export const STACK_ROLES = ['certificate', 'firewall', 'data', 'web', 'ops', 'api'] as const;
export type StackRole = (typeof STACK_ROLES)[number];
/** Stacks a stage may go without (no hosted zone; `firewall: false`). */
type OptionalRole = 'certificate' | 'firewall';

/** What a synthesis leaves for the tests: plain JSON, written once, read by every test file. */
export interface SynthRecord {
  config: AppConfig;
  stacks: Partial<
    Record<
      StackRole,
      {
        name: string;
        region: string;
        template: unknown;
        /** Its nested stacks' templates, by construct id. */
        nested: Record<string, unknown>;
        /** The names of the stacks it deploys after. */
        dependencies: string[];
      }
    >
  >;
  /** The web build the web stack uploads (WebStack.webBuild). */
  webBuild?: string;
  /** The unacknowledged AwsSolutions findings: rule id and where. */
  findings: string[];
  /** Every acknowledgment in the tree, with its reason. */
  acknowledgments: { id: string; reason: string }[];
}

function findings(scope: IConstruct): string[] {
  const report = new AwsSolutionsChecks().validateScope(scope);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.ruleName} at ${r.constructPath}`),
  );
}

function acknowledgments(scope: IConstruct): { id: string; reason: string }[] {
  return scope.node
    .findAll()
    .flatMap((c) =>
      c.node.metadata
        .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((m) =>
          Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ id, reason })),
        ),
    );
}

/** Synthesizes a variant and records it as JSON. */
export function recordSynth(variant: Variant): SynthRecord {
  const product = synthForTest(SYNTH_VARIANTS[variant]);
  const assembly = product.app.synth();
  const stacks: SynthRecord['stacks'] = {};
  for (const role of STACK_ROLES) {
    const stack: Stack | undefined = product[role];
    if (stack) {
      const nested = stack.node.children.filter((c): c is NestedStack => c instanceof NestedStack);
      stacks[role] = {
        name: stack.stackName,
        region: stack.region,
        template: assembly.getStackArtifact(stack.artifactId).template,
        nested: Object.fromEntries(
          nested.map((n) => [
            n.node.id,
            JSON.parse(readFileSync(path.join(assembly.directory, n.templateFile), 'utf8')),
          ]),
        ),
        dependencies: stack.dependencies.map((d) => d.stackName),
      };
    }
  }
  return {
    config: product.config,
    stacks,
    ...(product.web.webBuild ? { webBuild: product.web.webBuild } : {}),
    findings: findings(product.app),
    acknowledgments: acknowledgments(product.app),
  };
}

export const synthFile = (dir: string, variant: Variant) => path.join(dir, `${variant}.json`);
/** Where the synthesis writes why a variant could not be synthesized. */
export const synthErrorFile = (dir: string, variant: Variant) =>
  path.join(dir, `${variant}.error.txt`);

/** Longer than a synthesis on a loaded machine; a hang fails the tests, not the run. */
const SYNTH_WAIT_MS = 180_000;

/**
 * The variant's record once the global setup's synthesis has written it (it runs beside the
 * first test files): waits without returning to the event loop, so `synthesized` stays a plain
 * call wherever a test makes it.
 */
function readSynthRecord(dir: string, variant: Variant): SynthRecord {
  const file = synthFile(dir, variant);
  const deadline = Date.now() + SYNTH_WAIT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  while (!existsSync(file)) {
    const error = synthErrorFile(dir, variant);
    if (existsSync(error))
      throw new Error(`synthesizing ${variant}: ${readFileSync(error, 'utf8')}`);
    if (Date.now() > deadline) throw new Error(`${variant} was not synthesized within 3 minutes`);
    Atomics.wait(pause, 0, 0, 100);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as SynthRecord;
}

export interface Synthesized extends Omit<SynthRecord, 'stacks'> {
  stackNames: Partial<Record<StackRole, string>>;
  /**
   * Each stack's template with its nested stacks' resources merged in (logical ids are unique
   * across them here): what the stack deploys, wherever a resource lives.
   */
  templates: Record<Exclude<StackRole, OptionalRole>, Template> &
    Partial<Record<OptionalRole, Template>>;
  raw: SynthRecord;
}

type TemplateJson = { Resources?: Record<string, unknown> } & Record<string, unknown>;

/** A stack's template with its nested stacks' resources added. */
function withNested(template: TemplateJson, nested: Record<string, unknown>): TemplateJson {
  const resources = { ...template.Resources };
  for (const [id, child] of Object.entries(nested)) {
    for (const [logicalId, resource] of Object.entries((child as TemplateJson).Resources ?? {})) {
      if (logicalId in resources) throw new Error(`${logicalId} of ${id} is in two stacks`);
      resources[logicalId] = resource;
    }
  }
  return { ...template, Resources: resources };
}

/** A variant as the global setup synthesized it (`dir`: vitest's `inject('synthDir')`). */
export function synthesized(dir: string, variant: Variant): Synthesized {
  const record = readSynthRecord(dir, variant);
  const template = (role: StackRole) => {
    const stack = record.stacks[role];
    if (!stack) throw new Error(`${variant} has no ${role} stack`);
    return Template.fromJSON(withNested(stack.template as TemplateJson, stack.nested));
  };
  return {
    ...record,
    stackNames: Object.fromEntries(
      Object.entries(record.stacks).map(([role, s]) => [role, s?.name]),
    ),
    templates: {
      data: template('data'),
      web: template('web'),
      ops: template('ops'),
      api: template('api'),
      ...(record.stacks.certificate ? { certificate: template('certificate') } : {}),
      ...(record.stacks.firewall ? { firewall: template('firewall') } : {}),
    },
    raw: record,
  };
}

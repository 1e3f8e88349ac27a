import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildSync } from 'esbuild';
import { repoRoot } from './functions';

/**
 * The DynamoDB actions a function's code can call, read from its own bundle: esbuild follows the
 * handler's imports and drops the code it never reaches, so a function that imports a repository
 * for one read does not get the repository's deletes. Each Document Client command it constructs
 * (or paginates) names its action; a transaction needs the action of each kind of item it writes.
 * Granting exactly these (handler-function.ts) keeps every role as narrow as its code: no Scan
 * where nothing scans, no DeleteItem or BatchWriteItem where nothing deletes.
 */
const COMMAND_ACTIONS: Record<string, string[]> = {
  GetCommand: ['dynamodb:GetItem'],
  BatchGetCommand: ['dynamodb:BatchGetItem'],
  TransactGetCommand: ['dynamodb:GetItem'],
  QueryCommand: ['dynamodb:Query'],
  paginateQuery: ['dynamodb:Query'],
  ScanCommand: ['dynamodb:Scan'],
  paginateScan: ['dynamodb:Scan'],
  PutCommand: ['dynamodb:PutItem'],
  UpdateCommand: ['dynamodb:UpdateItem'],
  DeleteCommand: ['dynamodb:DeleteItem'],
  BatchWriteCommand: ['dynamodb:BatchWriteItem'],
};

/** TransactWriteItems is authorised per item: `{ Put: … }` needs PutItem, and so on. */
const TRANSACT_ITEM_ACTIONS: Record<string, string> = {
  Put: 'dynamodb:PutItem',
  Update: 'dynamodb:UpdateItem',
  Delete: 'dynamodb:DeleteItem',
  ConditionCheck: 'dynamodb:ConditionCheckItem',
};

const DOCUMENT_CLIENT_IMPORT = /import\s*\{([^}]*)\}\s*from\s*"@aws-sdk\/lib-dynamodb"/g;
const literal = (name: string) => name.replace(/\$/g, '\\$');

/** The actions used by bundled code (unminified ESM with its packages left as imports). */
export function tableActionsInCode(code: string): string[] {
  const localNames = new Map<string, string>();
  for (const match of code.matchAll(DOCUMENT_CLIENT_IMPORT)) {
    for (const part of (match[1] ?? '').split(',')) {
      const [name, local] = part.trim().split(/\s+as\s+/);
      if (name) localNames.set(local ?? name, name);
    }
  }
  const actions = new Set<string>();
  for (const [local, name] of localNames) {
    if (!new RegExp(`\\b${literal(local)}\\(`).test(code)) continue;
    for (const action of COMMAND_ACTIONS[name] ?? []) actions.add(action);
    if (name === 'TransactWriteCommand') {
      for (const [key, action] of Object.entries(TRANSACT_ITEM_ACTIONS)) {
        if (new RegExp(`\\b${key}\\s*:`).test(code)) actions.add(action);
      }
    }
  }
  return [...actions].sort();
}

/**
 * Packages stay imports (the Document Client's commands then show by name); the product's own
 * workspaces are read as the source they export (`"./*": "./src/*.ts"`).
 */
const workspaces = Object.fromEntries(
  ['functions', 'shared'].map((name) => [`@catania/${name}`, path.join(repoRoot, name, 'src')]),
);

const cache = new Map<string, string[]>();

/** The actions of the function whose handler is `entry`; undefined if the file does not exist. */
export function tableActionsOf(entry: string): string[] | undefined {
  if (!existsSync(entry)) return undefined;
  let actions = cache.get(entry);
  if (!actions) {
    const { outputFiles } = buildSync({
      entryPoints: [entry],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      alias: workspaces,
      logLevel: 'silent',
    });
    actions = tableActionsInCode(outputFiles[0]?.text ?? '');
    cache.set(entry, actions);
  }
  return actions;
}

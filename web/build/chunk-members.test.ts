import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as chunkMembers from './chunk-members';
import { type Members, REPO_ROOT } from './members';

const lists = Object.entries(chunkMembers) as [string, Members][];
const NODE_MODULES = join(REPO_ROOT, 'node_modules');

/** Whether an installed package (or a file or folder of one) is there, `*` for any name so started. */
const installed = (entry: string) => {
  if (!entry.endsWith('*')) return existsSync(join(NODE_MODULES, entry));
  const prefix = join(NODE_MODULES, entry.slice(0, -1));
  const folder = prefix.endsWith('/') ? prefix : dirname(prefix);
  const start = prefix.endsWith('/') ? '' : prefix.slice(folder.length + 1);
  return existsSync(folder) && readdirSync(folder).some((name) => name.startsWith(start));
};

describe('the modules each chunk may take', () => {
  it.each(lists)('%s names only files that exist', (_, members) => {
    const missing = (members.sources ?? []).filter((path) => !existsSync(join(REPO_ROOT, path)));
    expect(missing).toEqual([]);
  });

  it.each(lists)('%s names only packages that are installed', (_, members) => {
    expect((members.packages ?? []).filter((entry) => !installed(entry))).toEqual([]);
  });

  it('names folders with a final slash and files without', () => {
    const wrong = lists.flatMap(([, members]) =>
      (members.sources ?? []).filter((path) => {
        const folder = readdirSyncSafe(join(REPO_ROOT, path)) !== null;
        return folder !== path.endsWith('/');
      }),
    );
    expect(wrong).toEqual([]);
  });
});

function readdirSyncSafe(path: string): string[] | null {
  try {
    return readdirSync(path);
  } catch {
    return null;
  }
}

import { resolve, sep } from 'node:path';

/**
 * A set of modules named the way a reader names them: installed packages by name, the
 * repository's own files by their path from its root. Chunk membership (chunk-members.ts) is
 * declared with these lists, never with patterns over file paths, and chunk-members.test.ts fails
 * when an entry names a file or a package that is not there.
 */
export interface Members {
  /**
   * Package names (`zod`, `@radix-ui/react-dialog`); `@tanstack/*` or `react-remove-scroll*` for
   * every package whose name starts so; `lucide-react/dist/esm/icons/` for a folder of a package,
   * `@tanstack/react-query/build/modern/useMutation.js` for one of its files.
   */
  readonly packages?: readonly string[];
  /** Files from the repository's root (`web/src/lib/zod.ts`), or a folder ending with `/`. */
  readonly sources?: readonly string[];
  /** Modules that are no file: virtual modules and the bundler's own (matched as part of the id). */
  readonly ids?: readonly string[];
}

export const REPO_ROOT = resolve(import.meta.dirname, '../..');

const NODE_MODULES = 'node_modules/';

/** Where a module id lives: a path inside `node_modules` or inside the repository. */
export function locate(id: string, root = REPO_ROOT): { packagePath?: string; source?: string } {
  const path = id.split(sep).join('/');
  const installed = path.lastIndexOf(NODE_MODULES);
  if (installed >= 0) return { packagePath: path.slice(installed + NODE_MODULES.length) };
  const prefix = `${root.split(sep).join('/')}/`;
  return path.startsWith(prefix) ? { source: path.slice(prefix.length) } : {};
}

const inPackage = (packagePath: string, entry: string) => {
  if (entry.endsWith('*') || entry.endsWith('/')) {
    return packagePath.startsWith(entry.replace(/\*$/, ''));
  }
  return packagePath === entry || packagePath.startsWith(`${entry}/`);
};

const inSource = (source: string, entry: string) =>
  entry.endsWith('/') ? source.startsWith(entry) : source === entry;

/** A test for a module id: whether `members` names it. */
export function memberOf(members: Members, root = REPO_ROOT): (id: string) => boolean {
  return (id) => {
    if (members.ids?.some((name) => id.includes(name))) return true;
    const { packagePath, source } = locate(id, root);
    if (packagePath !== undefined) {
      return members.packages?.some((entry) => inPackage(packagePath, entry)) ?? false;
    }
    if (source !== undefined) {
      return members.sources?.some((entry) => inSource(source, entry)) ?? false;
    }
    return false;
  };
}

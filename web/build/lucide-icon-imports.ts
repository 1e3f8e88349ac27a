import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Plugin } from 'vite';

const LUCIDE_INDEX = resolve(
  import.meta.dirname,
  '../../node_modules/lucide-react/dist/esm/lucide-react.mjs',
);

/** Each icon's export name (`Star`) and its module's file (`star`), from lucide-react's index. */
export function iconFiles(index = readFileSync(LUCIDE_INDEX, 'utf8')): Map<string, string> {
  const files = new Map<string, string>();
  for (const [, names, file] of index.matchAll(
    /export \{([^}]*)\} from '\.\/icons\/([\w-]+)\.mjs'/g,
  )) {
    for (const [, name] of (names ?? '').matchAll(/default as (\w+)/g)) {
      files.set(name as string, file as string);
    }
  }
  return files;
}

const LUCIDE_IMPORT = /import\s*\{([^}]*)\}\s*from\s*'lucide-react';?/g;

/** `code` with its imports from lucide-react's index made one import per icon module. */
export function splitIconImports(code: string, files: Map<string, string>): string {
  return code.replace(LUCIDE_IMPORT, (statement, specifiers: string) => {
    const rest: string[] = [];
    const icons: string[] = [];
    for (const specifier of specifiers
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean)) {
      const [imported = '', local = imported] = specifier.split(/\s+as\s+/);
      const file = files.get(imported);
      if (file && !imported.startsWith('type ')) {
        icons.push(`import ${local} from 'lucide-react/icons/${file}';`);
      } else rest.push(specifier);
    }
    if (icons.length === 0) return statement;
    return [
      ...icons,
      ...(rest.length ? [`import { ${rest.join(', ')} } from 'lucide-react';`] : []),
    ].join('\n');
  });
}

/**
 * Rewrites `import { Star, X as Close } from 'lucide-react'` in the app's sources into one import
 * per icon module (`lucide-react/icons/star`). The bundle is the same, but the module graph then
 * says which page really imports which icon: through the package's index, every icon any page uses
 * looked reached from the home, and the chunk groups put the admin's icons in `site`.
 */
export function lucideIconImports(): Plugin {
  const files = iconFiles();
  return {
    name: 'lucide-icon-imports',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/].*\.tsx?$/.test(id) || !code.includes("'lucide-react'")) return null;
      return splitIconImports(code, files);
    },
  };
}

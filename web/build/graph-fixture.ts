import type { ModuleGraph } from './module-graph';

/**
 * A module graph for tests, from each module's static and lazy imports:
 * `{ entry: { imports: ['a'], lazy: ['b'] } }`. Modules named only as imports exist too.
 */
export function graphOf(
  modules: Record<string, { imports?: string[]; lazy?: string[] }>,
): ModuleGraph {
  const infos = new Map<
    string,
    { importers: string[]; dynamicImporters: string[]; importedIds: string[] }
  >();
  const info = (id: string) => {
    let found = infos.get(id);
    if (!found) {
      found = { importers: [], dynamicImporters: [], importedIds: [] };
      infos.set(id, found);
    }
    return found;
  };
  for (const [id, { imports = [], lazy = [] }] of Object.entries(modules)) {
    info(id).importedIds.push(...imports);
    for (const imported of imports) info(imported).importers.push(id);
    for (const loaded of lazy) info(loaded).dynamicImporters.push(id);
  }
  return { getModuleInfo: (id) => infos.get(id) ?? null };
}

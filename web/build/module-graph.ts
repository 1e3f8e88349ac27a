/** What the chunking reads of Rolldown's module graph (the `getModuleInfo` of a group's test). */
export type ModuleGraph = {
  getModuleInfo(id: string): {
    importers: readonly string[];
    dynamicImporters: readonly string[];
    importedIds: readonly string[];
  } | null;
};

type ModuleInfo = ReturnType<ModuleGraph['getModuleInfo']>;

/** A question about a module, asked with the graph and answered once per module. */
export type GraphTest = (id: string, graph: ModuleGraph) => boolean;

const remembered = (answer: GraphTest): GraphTest => {
  const known = new Map<string, boolean>();
  return (id, graph) => {
    let result = known.get(id);
    if (result === undefined) {
      result = answer(id, graph);
      known.set(id, result);
    }
    return result;
  };
};

/**
 * Whether climbing from `id` through `up` (its importers) reaches a module that is `goal`, never
 * through one that is `blocked`. A search of its own per question, remembered only once answered:
 * an answer cut short by an import cycle (a page that imports the route table that loads it) must
 * not be remembered for the modules met on the way.
 */
export function climbsTo(
  id: string,
  graph: ModuleGraph,
  up: (info: ModuleInfo) => readonly string[],
  goal: (id: string, importers: readonly string[]) => boolean,
  blocked: (id: string) => boolean = () => false,
): boolean {
  const seen = new Set([id]);
  const queue = [id];
  for (let module = queue.shift(); module !== undefined; module = queue.shift()) {
    if (blocked(module)) continue;
    const importers = up(graph.getModuleInfo(module));
    if (goal(module, importers)) return true;
    for (const importer of importers) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  return false;
}

/**
 * Whether a module is reachable from an entry without passing through `privateArea` (the admin
 * area): code only its pages import is theirs, never put in a chunk that a public page fetches.
 * Read from the module graph, so it follows modules wherever they move.
 */
export function publicModules(privateArea: (id: string) => boolean): GraphTest {
  return remembered((id, graph) =>
    climbsTo(
      id,
      graph,
      (info) => (info ? [...info.importers, ...info.dynamicImporters] : []),
      (_, importers) => importers.length === 0,
      privateArea,
    ),
  );
}

/** Whether a module is imported, statically and through any chain, by one of `roots`. */
export function reachedFrom(roots: (id: string) => boolean): GraphTest {
  return remembered((id, graph) =>
    climbsTo(
      id,
      graph,
      (info) => info?.importers ?? [],
      (module) => roots(module),
    ),
  );
}

/**
 * Modules a shared group may take: public modules that `allowed` names, not lazily imported (else
 * a facade of a few bytes is fetched for it), whose static imports are all in `shell` or fit
 * themselves. So a shared group never drags a library in (a select, a form, zod): a page that uses
 * one still fetches it with its own chunk, the home does not.
 */
export function groupModules(
  isPublic: GraphTest,
  allowed: (id: string) => boolean,
  shell: (id: string) => boolean,
): GraphTest {
  const known = new Map<string, boolean>();
  const fits: GraphTest = (id, graph) => {
    const cached = known.get(id);
    if (cached !== undefined) return cached;
    known.set(id, true); // while visiting: a cycle within the group is fine
    const info = graph.getModuleInfo(id);
    const result =
      allowed(id) &&
      info !== null &&
      info.dynamicImporters.length === 0 &&
      isPublic(id, graph) &&
      info.importedIds.every((dep) => shell(dep) || fits(dep, graph));
    known.set(id, result);
    return result;
  };
  return fits;
}

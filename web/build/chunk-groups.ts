import {
  ADMIN_AREA,
  FORM_STATE,
  HOME_FIRST_LOAD,
  MUTATION_CODE,
  MUTATION_HOOKS,
  OVERLAYS,
  PAGE_ONLY_QUERY_CODE,
  RADIX,
  SHELL,
  SITE,
  SITE_SMALL_SHARED,
  STAY_PAGES,
  VALIDATION,
} from './chunk-members';
import { type Members, memberOf } from './members';
import { groupModules, type ModuleGraph, publicModules, reachedFrom } from './module-graph';

/** A group of Rolldown's `codeSplitting` (only the options this build uses). */
export interface ChunkGroup {
  name: string | ((id: string, graph: ModuleGraph) => string | null);
  test?: (id: string) => boolean;
  priority: number;
  minShareCount?: number;
  maxModuleSize?: number;
}

/**
 * The chunks (docs/decisions/0006): `shell` for every page; `site` for the small public modules
 * that the home's first load shares with other pages (components, icons, helpers), so a page needs
 * its own chunk and `site` rather than a score of files of a few hundred bytes; `stay` for what the
 * booking pages share beyond it (the calendar, the stay's rules and price), so the home never loads
 * it; `mutations`, `overlays`, `radix`, `validation` and `forms` for TanStack Query's mutations and
 * the libraries of the picker and dialogs, of tabs, of validation and of form state, loaded when
 * first needed. What no group takes (each page's own code, the lazily loaded parts, the admin area)
 * Rolldown splits per entry. Which modules each may take: chunk-members.ts.
 */
export function chunkGroups(root?: string): ChunkGroup[] {
  const member = (members: Members) => memberOf(members, root);
  const shell = member(SHELL);
  const pageOnlyQueryCode = member(PAGE_ONLY_QUERY_CODE);
  const inShell = (id: string) => shell(id) && !pageOnlyQueryCode(id);
  const validation = member(VALIDATION);
  const formState = member(FORM_STATE);
  const site = member(SITE);
  const mutationHooks = member(MUTATION_HOOKS);
  const siteSmallShared = member(SITE_SMALL_SHARED);
  const isPublic = publicModules(member(ADMIN_AREA));
  const sharedGroup = (allowed: (id: string) => boolean) =>
    groupModules(isPublic, (id) => allowed(id) && !validation(id) && !formState(id), inShell);
  const fitsSite = sharedGroup((id) => site(id) && !mutationHooks(id));
  const fitsStay = sharedGroup(site);
  const forHome = reachedFrom(member(HOME_FIRST_LOAD));
  const forStay = reachedFrom(member(STAY_PAGES));
  const publicOnly = (name: string, members: Members) => {
    const test = member(members);
    return (id: string, graph: ModuleGraph) => (test(id) && isPublic(id, graph) ? name : null);
  };
  return [
    { name: 'shell', priority: 40, test: inShell },
    { name: publicOnly('validation', VALIDATION), priority: 30 },
    { name: publicOnly('forms', FORM_STATE), priority: 30 },
    { name: publicOnly('mutations', MUTATION_CODE), priority: 35 },
    { name: publicOnly('overlays', OVERLAYS), priority: 10 },
    // Before `stay`, which would otherwise take the common parts the tabs bring to /prenota.
    { name: publicOnly('radix', RADIX), priority: 16 },
    {
      name: (id, graph) =>
        fitsSite(id, graph) && (forHome(id, graph) || siteSmallShared(id)) ? 'site' : null,
      minShareCount: 2,
      maxModuleSize: 32 * 1024,
      // Before `overlays`, which would otherwise pull Radix's common parts in with the popover.
      priority: 20,
    },
    {
      name: (id, graph) => (fitsStay(id, graph) && forStay(id, graph) ? 'stay' : null),
      minShareCount: 2,
      maxModuleSize: 32 * 1024,
      // Before `overlays`, which would otherwise take the common parts the tabs share with it.
      priority: 15,
    },
  ];
}

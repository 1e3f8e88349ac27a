/**
 * Loads the app once the prerendered page has painted (docs/decisions/0006): one animation frame
 * after the first paint, or after 1.5 s at the latest. The entry and its preloads are named by
 * this script's own element (`data-entry`, `data-preload`, written by web/build/prerender.ts), so
 * no page carries inline script and the Content-Security-Policy needs no hash or nonce. The app
 * shell, served for every app-only page, names each page's chunks by path (`data-routes`).
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

/** Whether `pattern` (a trailing `/*` stands for one more segment) names this page's path. */
function matches(pattern: string, path: string): boolean {
  if (!pattern.endsWith('/*')) return path === pattern;
  const rest = path.slice(pattern.length - 1);
  return path.startsWith(pattern.slice(0, -1)) && rest !== '' && !rest.includes('/');
}

/** The chunks `data-routes` names for this page's path: `pattern chunk chunk|pattern ...`. */
function routeChunks(): string[] {
  const path = location.pathname.replace(/(.)\/$/, '$1');
  for (const route of (tag?.dataset.routes ?? '').split('|')) {
    const [pattern = '', ...chunks] = route.split(' ');
    if (matches(pattern, path)) return chunks;
  }
  return [];
}

function start() {
  const entry = tag?.dataset.entry;
  if (started || !entry) return;
  started = true;
  for (const href of [...(tag.dataset.preload ?? '').split(' '), ...routeChunks()].filter(
    Boolean,
  )) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.appendChild(link);
  }
  const script = document.createElement('script');
  script.type = 'module';
  script.src = entry;
  document.head.appendChild(script);
}

requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 1500);

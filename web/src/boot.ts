/**
 * Loads the app once the prerendered page has painted (docs/decisions/0006): one animation frame
 * after the first paint, or after 1.5 s at the latest. The entry and its preloads are named by
 * this script's own element (`data-entry`, `data-preload`, written by web/prerender.ts), so no
 * page carries inline script and the Content-Security-Policy needs no hash or nonce.
 */
const tag = document.querySelector<HTMLScriptElement>('script[data-entry]');
let started = false;

function start() {
  const entry = tag?.dataset.entry;
  if (started || !entry) return;
  started = true;
  for (const href of (tag.dataset.preload ?? '').split(' ').filter(Boolean)) {
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

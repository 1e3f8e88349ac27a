/**
 * The site's renderer: the SSR bundle the web build makes (web/dist-ssr/entry-server.js, with its
 * template and manifest in it), whose `site` writes every page as the build's prerender does
 * (web/src/prerender/site-pages.ts). Loaded on demand by site/renderer.ts as `./site-renderer.mjs`;
 * in AWS that file is this module bundled with React beside the function (infra/src/bundling.ts,
 * SIDE_BUNDLES), locally and in tests it is this module (docs/decisions/0016).
 */
// @ts-expect-error A build output, without types for this program (and absent before a web build).
export { site } from '../../../web/dist-ssr/entry-server.js';

import { LOCALES, localizedPath } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { ITALIAN_PRERENDERED_PAGES } from '@catania/shared/config/site-pages';
import { languageAlternates } from '../lib/seo';

/** `sitemap.xml`: every prerendered page in every language, each with its alternates. */
export function sitemap(): string {
  const urls = ITALIAN_PRERENDERED_PAGES.flatMap((path) =>
    LOCALES.map((locale) => {
      const links = languageAlternates(path)
        .map((a) => `<xhtml:link rel="alternate" hreflang="${a.hreflang}" href="${a.href}"/>`)
        .join('');
      return `  <url><loc>${site.brand.url}${localizedPath(path, locale)}</loc>${links}</url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>
<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">
${urls.join('\n')}
</urlset>
`;
}

import { site } from '@catania/shared/config/site';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n/messages';
import { formatDate } from '../../lib/format';
import { usePageMeta } from '../../lib/seo';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** The frame of the four legal pages, all 'last updated' from the site config. */
export function LegalPage({
  page,
  path,
  intro,
  sections,
}: {
  /** Which legal page: its title and description come from the catalogue's `meta`. */
  page: 'privacy' | 'terms' | 'cookiePolicy' | 'gdpr';
  path: string;
  intro: ReactNode;
  sections: LegalSection[];
}) {
  const { title, description } = useMessages('common').meta[page];
  usePageMeta({ title, description, path });
  return (
    <article className="container-site max-w-3xl pt-32 pb-20 sm:pt-40">
      <p className="eyebrow">Informazioni legali</p>
      <h1 className="mt-3 text-4xl text-lava-900 sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-lava-500">
        Ultimo aggiornamento: {formatDate(site.legal.lastUpdated)}
      </p>
      <div className="mt-8 text-lg leading-relaxed text-lava-700">{intro}</div>
      {sections.map((section, index) => (
        <section key={section.title} className="mt-10">
          <h2 className="text-2xl text-lava-900">
            {index + 1}. {section.title}
          </h2>
          <div className="mt-3 space-y-3 leading-relaxed text-lava-700 [&_a]:font-medium [&_a]:text-accent-700 [&_a]:underline [&_li]:ml-5 [&_li]:list-disc">
            {section.body}
          </div>
        </section>
      ))}
    </article>
  );
}

export const controller = (
  <>
    {site.host.company}, {site.contacts.address.street}, {site.contacts.address.postalCode}{' '}
    {site.contacts.address.city}, P. IVA {site.host.vatNumber}, email{' '}
    <a href={`mailto:${site.contacts.privacyEmail}`}>{site.contacts.privacyEmail}</a>
  </>
);

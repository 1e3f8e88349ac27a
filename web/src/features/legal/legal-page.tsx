import { DEFAULT_LOCALE } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { type ReactNode, use } from 'react';
import { useLocale } from '../../i18n/messages';
import { useFormats } from '../../lib/format';
import { Link } from '../../lib/navigation';
import { usePageMeta } from '../../lib/seo';

export interface LegalSection {
  title: string;
  body: ReactNode;
}

/** The words around a legal text in one language (i18n/legal/<locale>/frame.ts). */
export interface LegalFrame {
  eyebrow: string;
  lastUpdated: string;
  /** The controller's VAT number's and email's labels. */
  vatNumber: string;
  email: string;
  /** A translation's note: the Italian text prevails (`prevails` {link: `italianText`}). */
  translation?: { prevails: string; italianText: string };
}

/** A legal page's text in one language: i18n/legal/<locale>/<page>.tsx. */
export interface LegalText {
  frame: LegalFrame;
  /** The page's title and description (search results, the browser's tab, shared links). */
  title: string;
  description: string;
  intro: ReactNode;
  sections: LegalSection[];
}

type LegalTextModule = () => Promise<{ default: LegalText }>;
const loading = new Map<LegalTextModule, Promise<{ default: LegalText }>>();

/**
 * The legal text in the page's language: the Italian (the page's own module, prerendered and
 * binding), or a translation, loaded with the page that shows it (`translations`, by the module's
 * path `…/<locale>/<page>.tsx`; one promise per module, which React reads at once once settled).
 * A language without a translation reads the Italian.
 */
export function useLegalText(
  italian: LegalText,
  translations: Record<string, LegalTextModule>,
): LegalText {
  const locale = useLocale();
  const load = Object.entries(translations).find(([path]) => path.includes(`/${locale}/`))?.[1];
  if (locale === DEFAULT_LOCALE || !load) return italian;
  let promise = loading.get(load);
  if (!promise) {
    promise = load();
    loading.set(load, promise);
  }
  return use(promise).default;
}

/** The frame of the four legal pages, all 'last updated' from the site config. */
export function LegalPage({
  path,
  text: { frame, title, description, intro, sections },
}: {
  path: string;
  text: LegalText;
}) {
  const format = useFormats();
  usePageMeta({ title, description, path });
  return (
    <article className="container-site max-w-3xl pt-32 pb-20 sm:pt-40">
      <p className="eyebrow">{frame.eyebrow}</p>
      <h1 className="mt-3 text-4xl text-lava-900 sm:text-5xl">{title}</h1>
      <p className="mt-3 text-sm text-lava-500">
        {frame.lastUpdated} {format.date(site.legal.lastUpdated)}
      </p>
      {frame.translation ? (
        <p
          className="mt-6 rounded-2xl bg-cream-100 p-4 text-sm text-lava-700"
          data-testid="legal-prevails"
        >
          {frame.translation.prevails}{' '}
          <Link className="font-medium text-accent-700 underline" to={path}>
            {frame.translation.italianText}
          </Link>
          .
        </p>
      ) : null}
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

/** Who controls the data (the host's company), labelled in the text's language. */
export function Controller({ frame }: { frame: LegalFrame }) {
  return (
    <>
      {site.host.company}, {site.contacts.address.street}, {site.contacts.address.postalCode}{' '}
      {site.contacts.address.city}, {frame.vatNumber} {site.host.vatNumber}, {frame.email}{' '}
      <a href={`mailto:${site.contacts.privacyEmail}`}>{site.contacts.privacyEmail}</a>
    </>
  );
}

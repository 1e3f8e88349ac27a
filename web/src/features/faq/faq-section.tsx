import type { FaqItem } from '@catania/shared/content/faq';
import { Plus } from 'lucide-react';
import { useId, useState } from 'react';
import { SectionHeading } from '../../components/ui/section-heading';
import { useMessages } from '../../i18n/messages';
import { useSiteTexts } from '../../lib/site-content';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * One question: a heading's button that shows or hides its answer (the WAI disclosure pattern).
 * Plain React rather than Radix's accordion, which cost the home about 8 KB of JavaScript; the
 * answers stay in the HTML, hidden until asked for.
 */
function FaqEntry({ item }: { item: FaqItem }) {
  const [open, setOpen] = useState(false);
  const answerId = useId();
  // Hydrated after the page (home: `deferred`): a click before that would be lost.
  const hydrated = useHydrated();
  return (
    <div data-testid={`faq-${item.id}`} data-state={open ? 'open' : 'closed'} className="group">
      <h3>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={answerId}
          disabled={!hydrated}
          onClick={() => setOpen((value) => !value)}
          className="flex w-full items-center justify-between gap-6 py-5 text-left font-display text-lg text-lava-900 hover:text-accent-700 disabled:cursor-progress sm:text-xl"
        >
          {item.question}
          <Plus
            className="h-5 w-5 shrink-0 text-accent-700 transition-transform duration-300 group-data-[state=open]:rotate-45"
            aria-hidden
          />
        </button>
      </h3>
      <div id={answerId} hidden={!open} className="pb-6 leading-relaxed text-lava-600">
        {item.answer}
      </div>
    </div>
  );
}

/** FAQ (product §2): items open and close independently; the owner's, as published. */
export function FaqSection() {
  const texts = useSiteTexts();
  const { faq } = useMessages('homeSections');
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-20 sm:py-28">
      <div className="container-site grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="faq-title"
          align="left"
          eyebrow={faq.eyebrow}
          title={faq.title}
          intro={faq.intro}
        />
        <div className="divide-y divide-lava-100 border-y border-lava-100">
          {texts.data?.faq.map((item) => (
            <FaqEntry key={item.id} item={item} />
          ))}
        </div>
      </div>
    </section>
  );
}

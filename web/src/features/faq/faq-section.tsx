import { Plus } from 'lucide-react';
import { SectionHeading } from '../../components/ui/section-heading';
import { faqItems } from './faq-items';

/**
 * FAQ (SPEC 2): items open and close independently. Native `<details>`: no script to fetch (Radix's
 * accordion cost the home about 8 KB of JavaScript, issue 15), and the answers are in the HTML.
 */
export function FaqSection() {
  return (
    <section id="faq" aria-labelledby="faq-title" className="py-20 sm:py-28">
      <div className="container-site grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <SectionHeading
          id="faq-title"
          align="left"
          eyebrow="Domande frequenti"
          title="Tutto quello che serve sapere prima di partire"
          intro="Non trovi la risposta? Scrivici: ti rispondiamo entro 24 ore."
        />
        <div className="divide-y divide-lava-100 border-y border-lava-100">
          {faqItems.map((item) => (
            <details key={item.id} className="group" data-testid={`faq-${item.id}`}>
              <summary className="flex w-full cursor-pointer list-none items-center justify-between gap-6 py-5 text-left font-display text-lg text-lava-900 hover:text-accent-700 sm:text-xl [&::-webkit-details-marker]:hidden">
                <h3>{item.question}</h3>
                <Plus
                  className="h-5 w-5 shrink-0 text-accent-700 transition-transform duration-300 group-open:rotate-45"
                  aria-hidden
                />
              </summary>
              <div className="pb-6 leading-relaxed text-lava-600">{item.answer}</div>
            </details>
          ))}
        </div>
      </div>
    </section>
  );
}

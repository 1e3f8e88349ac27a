import * as Accordion from '@radix-ui/react-accordion';
import { Plus } from 'lucide-react';
import { SectionHeading } from '../../components/ui/section-heading';
import { faqItems } from './faq-items';

/** FAQ (SPEC 2): items open and close independently. */
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
        <Accordion.Root
          type="multiple"
          className="divide-y divide-lava-100 border-y border-lava-100"
        >
          {faqItems.map((item) => (
            <Accordion.Item key={item.id} value={item.id} data-testid={`faq-${item.id}`}>
              <Accordion.Header>
                <Accordion.Trigger className="group flex w-full items-center justify-between gap-6 py-5 text-left font-display text-lg text-lava-900 hover:text-accent-700 sm:text-xl">
                  {item.question}
                  <Plus
                    className="h-5 w-5 shrink-0 text-accent-700 transition-transform duration-300 group-data-[state=open]:rotate-45"
                    aria-hidden
                  />
                </Accordion.Trigger>
              </Accordion.Header>
              <Accordion.Content className="pb-6 leading-relaxed text-lava-600">
                {item.answer}
              </Accordion.Content>
            </Accordion.Item>
          ))}
        </Accordion.Root>
      </div>
    </section>
  );
}

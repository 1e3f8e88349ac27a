import { site } from '@catania/shared/config/site';
import { Clock, Mail, MessageCircle, Phone } from 'lucide-react';
import { lazy } from 'react';
import { SectionHeading } from '../../components/ui/section-heading';
import { Skeleton } from '../../components/ui/skeleton';
import { WhenVisible } from '../../components/when-visible';
import { useMessages } from '../../i18n/messages';

// Below the fold: the form's code (and zod's) loads when the section comes near the screen.
const ContactForm = lazy(() => import('./contact-form').then((m) => ({ default: m.ContactForm })));

/** The home's 'Contatti': the ways to reach the host, and the contact form. */
export function ContactSection() {
  const { contact } = useMessages('homeSections');
  const { assistance } = useMessages('common');
  return (
    <section id="contatti" aria-labelledby="contact-title" className="bg-cream-100 py-20 sm:py-28">
      <div className="container-site grid gap-12 lg:grid-cols-[1fr_1.5fr]">
        <div>
          <SectionHeading
            align="left"
            id="contact-title"
            eyebrow={contact.eyebrow}
            title={contact.title}
            intro={contact.intro}
            className="mb-8"
          />
          <ul className="grid gap-4 text-lava-700">
            <li className="flex gap-3">
              <Phone className="h-5 w-5 text-accent-700" aria-hidden />
              <a
                href={`tel:${site.contacts.phone.replace(/\s/g, '')}`}
                className="hover:text-accent-700"
              >
                {site.contacts.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <MessageCircle className="h-5 w-5 text-accent-700" aria-hidden />
              <a
                href={`https://wa.me/${site.contacts.whatsapp.replace(/\D/g, '')}`}
                target="_blank"
                rel="noopener noreferrer"
                className="hover:text-accent-700"
              >
                WhatsApp {site.contacts.whatsapp}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail className="h-5 w-5 text-accent-700" aria-hidden />
              <a href={`mailto:${site.contacts.email}`} className="break-all hover:text-accent-700">
                {site.contacts.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock className="h-5 w-5 text-accent-700" aria-hidden />
              {contact.hours} · {assistance}
            </li>
          </ul>
        </div>
        <WhenVisible fallback={<Skeleton className="h-[46rem] rounded-3xl" />}>
          <ContactForm />
        </WhenVisible>
      </div>
    </section>
  );
}

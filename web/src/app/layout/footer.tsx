import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { Link } from '../../lib/navigation';
import { Logo } from './logo';
import { useSectionLink } from './use-section-link';

export function Footer() {
  const goToSection = useSectionLink();
  const { footer } = useMessages('layoutLater');
  const { assistance } = useMessages('common');
  const to = useLocalizedPath();
  const quickLinks = [
    { label: footer.home, section: 'home' },
    { label: footer.apartments, section: 'appartamenti' },
    { label: footer.about, section: 'chi-siamo' },
    { label: footer.discoverCatania, section: 'catania-centro' },
    { label: footer.reviews, section: 'recensioni' },
  ];
  const legalLinks = [
    { label: footer.privacy, to: '/privacy' },
    { label: footer.terms, to: '/terms' },
    { label: footer.cookiePolicy, to: '/cookie-policy' },
    { label: footer.gdpr, to: '/gdpr' },
  ];
  const { contacts } = site;
  const address = contacts.address;
  return (
    <footer className="bg-lava-950 text-lava-200">
      <div className="container-site grid gap-12 py-16 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr] lg:py-20">
        <div>
          <Logo />
          <p className="mt-6 max-w-sm leading-relaxed text-lava-200">{footer.description}</p>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ochre-300 uppercase">
            {footer.quickLinks}
          </h2>
          <ul className="mt-5 space-y-1">
            {quickLinks.map((link) => (
              <li key={link.section}>
                <a
                  href={link.section === 'home' ? to('/') : `${to('/')}#${link.section}`}
                  onClick={(event) => goToSection(link.section, event)}
                  className="inline-block py-1.5 text-lava-100 hover:text-white"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
        <div>
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ochre-300 uppercase">
            {footer.contacts}
          </h2>
          <ul className="mt-5 space-y-3">
            <li className="flex gap-3">
              <MapPin className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" aria-hidden />
              <span>
                {address.street}, {address.postalCode} {address.city} ({address.province})
              </span>
            </li>
            <li className="flex gap-3">
              <Phone className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" aria-hidden />
              <a href={`tel:${contacts.phone.replace(/\s/g, '')}`} className="hover:text-white">
                {contacts.phone}
              </a>
            </li>
            <li className="flex gap-3">
              <Mail className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" aria-hidden />
              <a href={`mailto:${contacts.email}`} className="break-all hover:text-white">
                {contacts.email}
              </a>
            </li>
            <li className="flex gap-3">
              <Clock className="mt-0.5 h-5 w-5 shrink-0 text-accent-400" aria-hidden />
              <span>{assistance}</span>
            </li>
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site py-8">
          <h2 className="font-sans text-xs font-semibold tracking-[0.2em] text-ochre-300 uppercase">
            {footer.registrations}
          </h2>
          <ul className="mt-4 grid gap-x-8 gap-y-2 text-xs text-lava-200 sm:grid-cols-2 lg:grid-cols-4">
            {APARTMENT_IDS.map((id, index) => (
              <li key={id} data-testid={`registration-${id}`}>
                <span className="font-semibold text-lava-100">{footer.apartment(index + 1)}</span>
                <br />
                CIN {site.registrations[id].cin} · CIR {site.registrations[id].cir}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-site flex flex-col gap-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {site.host.company} · {footer.vatNumber}{' '}
            {site.host.vatNumber}
          </p>
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {legalLinks.map((link) => (
              <li key={link.to}>
                <Link to={to(link.to)} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <button
                type="button"
                // Handled by the layout (root-layout.tsx), so that it works before the footer,
                // hydrated as it comes near the screen, has hydrated.
                data-cookie-preferences
                className="underline-offset-4 hover:text-white hover:underline"
              >
                {footer.cookiePreferences}
              </button>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { CloseIcon, MenuIcon } from '../../components/ui/shell-icons';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { Link } from '../../lib/navigation';
import { useHydrated } from '../../lib/use-hydrated';
import { LanguageSwitch } from './language-switch';
import { Logo } from './logo';
import { useSectionLink } from './use-section-link';

type NavItem = { label: string; section?: string; to?: string };

/** The black navigation bar (product §2): a denser, solid look once scrolled past 10 px. */
export function Navbar() {
  const [scrolled, setScrolled] = useState(false);
  const [open, setOpen] = useState(false);
  const goToSection = useSectionLink();
  const hydrated = useHydrated();
  const { nav } = useMessages('common');
  const to = useLocalizedPath();
  const items: NavItem[] = [
    { label: nav.home, section: 'home' },
    { label: nav.apartments, section: 'appartamenti' },
    { label: nav.about, to: '/chi-siamo' },
    { label: nav.reviews, to: '/recensioni' },
    { label: nav.faq, section: 'faq' },
  ];

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > 10);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  const link = (item: NavItem, mobile: boolean) => {
    const className = mobile
      ? 'block rounded-xl px-4 py-3 text-lg text-white/90 hover:bg-white/10'
      : 'rounded-full px-3.5 py-2 text-sm font-medium text-white/85 transition-colors hover:bg-white/10 hover:text-white';
    if (item.to) {
      return (
        <Link to={to(item.to)} className={className} onClick={() => setOpen(false)}>
          {item.label}
        </Link>
      );
    }
    const section = item.section ?? 'home';
    return (
      <a
        href={section === 'home' ? to('/') : `${to('/')}#${section}`}
        className={className}
        onClick={(event) => {
          goToSection(section, event);
          setOpen(false);
        }}
      >
        {item.label}
      </a>
    );
  };

  return (
    <header
      data-scrolled={scrolled}
      className={cn(
        'fixed inset-x-0 top-0 z-40 text-white transition-all duration-300',
        scrolled || open ? 'bg-lava-950 shadow-lg shadow-black/30' : 'bg-lava-950/95',
      )}
    >
      <nav
        aria-label={nav.label}
        className={cn(
          'container-site flex items-center justify-between transition-all duration-300',
          scrolled ? 'h-16' : 'h-18 sm:h-20',
        )}
      >
        <Link to={to('/')} className="flex items-center gap-3" aria-label={nav.homeLink}>
          <Logo />
        </Link>
        <ul className="hidden items-center gap-1 md:flex">
          {items.map((item) => (
            <li key={item.label}>{link(item, false)}</li>
          ))}
          <li>
            <LanguageSwitch />
          </li>
          <li className="ml-3">
            <Button asChild size="sm">
              <Link to={to('/prenota')}>{nav.book}</Link>
            </Button>
          </li>
        </ul>
        <div className="ml-auto md:hidden">
          <LanguageSwitch />
        </div>
        <button
          type="button"
          className="grid h-11 w-11 place-items-center rounded-full text-white hover:bg-white/10 md:hidden"
          disabled={!hydrated}
          aria-expanded={open}
          aria-controls="mobile-menu"
          aria-label={open ? nav.closeMenu : nav.openMenu}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? (
            <CloseIcon className="h-6 w-6" aria-hidden />
          ) : (
            <MenuIcon className="h-6 w-6" aria-hidden />
          )}
        </button>
      </nav>
      {open ? (
        <div id="mobile-menu" className="border-t border-white/10 bg-lava-950 md:hidden">
          <ul className="container-site space-y-1 py-4">
            {items.map((item) => (
              <li key={item.label}>{link(item, true)}</li>
            ))}
            <li className="pt-3">
              <Button
                className="w-full"
                size="lg"
                onClick={(event) => {
                  goToSection('prenota', event);
                  setOpen(false);
                }}
              >
                {nav.book}
              </Button>
            </li>
          </ul>
        </div>
      ) : null}
    </header>
  );
}

import { ArrowRight } from 'lucide-react';
import { Photo } from '../../components/photo';
import { ReviewStats } from '../../components/review-stats';
import { SectionHeading } from '../../components/ui/section-heading';
import { useLocalizedPath, useMessages } from '../../i18n/messages';
import { Link } from '../../lib/navigation';

/** The home's 'Chi siamo': the host, his figures, and the way to his story. */
export function HostTeaser() {
  const { host } = useMessages('homeSections');
  const localized = useLocalizedPath();
  return (
    <section id="chi-siamo" aria-labelledby="about-teaser-title" className="py-20 sm:py-28">
      <div className="container-site grid items-center gap-12 lg:grid-cols-2">
        <Photo
          src="/images/apartments/appartamento-3/terrazza.webp"
          alt={host.photoAlt}
          // Half of container-site from 1024px (3rem gap), its full width below.
          sizes="(min-width: 1280px) 584px, (min-width: 1024px) calc(50vw - 56px), (min-width: 640px) calc(100vw - 64px), calc(100vw - 40px)"
          loading="lazy"
          className="aspect-[4/3] w-full rounded-3xl object-cover shadow-xl"
        />
        <div>
          <SectionHeading
            align="left"
            id="about-teaser-title"
            eyebrow={host.eyebrow}
            title={host.title}
            intro={host.intro}
            className="mb-8"
          />
          <ReviewStats className="grid grid-cols-2 gap-6" size="text-4xl" />
          <Link
            to={localized('/chi-siamo')}
            className="mt-8 inline-flex items-center gap-2 font-semibold text-accent-700 hover:gap-3"
          >
            {host.story} <ArrowRight className="h-4 w-4" aria-hidden />
          </Link>
        </div>
      </div>
    </section>
  );
}

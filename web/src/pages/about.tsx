import { Heart, MapPin, Sparkles, Star } from 'lucide-react';
import { Photo } from '../components/photo';
import { ReviewStats } from '../components/review-stats';
import { Button } from '../components/ui/button';
import { PolicyLink, useFigureWords } from '../features/reviews/review-figures';
import { useLocalizedPath, useMessages } from '../i18n/messages';
import { Link } from '../lib/navigation';
import { usePageMeta } from '../lib/seo';
import { useReviews } from '../queries/reviews';

export default function AboutPage() {
  const reviews = useReviews();
  const about = useMessages('about');
  const figureWords = useFigureWords();
  const localized = useLocalizedPath();
  usePageMeta({
    title: about.meta.title,
    description: about.meta.description(
      reviews.data?.average != null ? figureWords.headline(reviews.data) : null,
    ),
    path: '/chi-siamo',
  });
  const stats = [
    { value: '4', label: about.apartments },
    { value: '24/7', label: about.assistance },
  ];
  return (
    <>
      <section className="relative isolate overflow-hidden bg-lava-950 pt-36 pb-20 text-white sm:pt-44 sm:pb-28">
        <Photo
          src="/images/hero/hero-2.webp"
          alt=""
          sizes="100vw"
          className="absolute inset-0 -z-10 h-full w-full object-cover opacity-35"
        />
        <div className="container-site max-w-3xl">
          <p className="eyebrow text-ochre-300">{about.eyebrow}</p>
          <h1 className="mt-3 text-4xl leading-tight sm:text-6xl">{about.title}</h1>
          <p className="mt-6 text-lg text-lava-100">{about.tagline}</p>
        </div>
      </section>
      <section className="container-site grid gap-12 py-20 lg:grid-cols-2 lg:py-28">
        <div className="space-y-5 text-lg leading-relaxed text-lava-700">
          {about.story.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <Button asChild size="lg" className="mt-4">
            <Link to={localized('/prenota')}>{about.book}</Link>
          </Button>
        </div>
        <div>
          <ReviewStats
            className="grid grid-cols-2 gap-4"
            size="text-5xl"
            card="rounded-3xl bg-white p-6 ring-1 ring-lava-100"
          />
          <dl className="mt-4 grid grid-cols-2 gap-4" data-testid="about-stats">
            {stats.map((stat) => (
              <div
                key={stat.label}
                className="flex flex-col-reverse rounded-3xl bg-white p-6 ring-1 ring-lava-100"
              >
                <dt className="mt-2 text-sm text-lava-600">{stat.label}</dt>
                <dd className="font-display text-5xl text-lava-900">{stat.value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-8 grid gap-4 text-lava-700">
            <li className="flex gap-3">
              <MapPin className="h-5 w-5 text-accent-700" aria-hidden /> {about.walk}
            </li>
            <li className="flex gap-3">
              <Sparkles className="h-5 w-5 text-accent-700" aria-hidden /> {about.cleaning}
            </li>
            <li className="flex gap-3">
              <Heart className="h-5 w-5 text-accent-700" aria-hidden /> {about.tips}
            </li>
            <li className="flex gap-3">
              <Star className="h-5 w-5 text-accent-700" aria-hidden />
              <PolicyLink className="text-lava-700" />
            </li>
          </ul>
        </div>
      </section>
    </>
  );
}

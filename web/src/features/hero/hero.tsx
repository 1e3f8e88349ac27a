import { type ReactNode, useEffect, useRef, useState } from 'react';
import { cn } from '../../lib/cn';

/** SPEC 9: slides change every 4 s; the subtitle types at 60 ms per character. */
export const HERO_SLIDE_MS = 4000;
export const TYPE_MS = 60;

const slides = [
  { base: '/images/hero/hero-1', alt: "Piazza Duomo con la Fontana dell'Elefante al tramonto" },
  { base: '/images/hero/hero-2', alt: "L'Etna che domina la città di Catania" },
  { base: '/images/hero/hero-3', alt: 'Il porto di Catania e il Castello Ursino sul mare' },
];

/**
 * Types `text` into the element at 60 ms per character by writing its text node directly: no
 * React render per character while the page is still loading.
 */
function useTyped(text: string) {
  const ref = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      element.textContent = text;
      return;
    }
    let count = 0;
    element.textContent = '';
    const timer = setInterval(() => {
      count += 1;
      element.textContent = text.slice(0, count);
      if (count >= text.length) clearInterval(timer);
    }, TYPE_MS);
    return () => clearInterval(timer);
  }, [text]);
  return ref;
}

export function Hero({
  title,
  subtitle,
  children,
}: {
  title: ReactNode;
  subtitle: string;
  children?: ReactNode;
}) {
  const [index, setIndex] = useState(0);
  const [loaded, setLoaded] = useState(1);
  const typed = useTyped(subtitle);

  useEffect(() => {
    const timer = setInterval(() => {
      setIndex((value) => (value + 1) % slides.length);
      setLoaded((value) => Math.min(slides.length, value + 1));
    }, HERO_SLIDE_MS);
    return () => clearInterval(timer);
  }, []);

  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[100svh] items-end overflow-hidden bg-lava-900 pt-28 pb-14 sm:items-center sm:pb-24"
    >
      <div className="absolute inset-0 -z-10" data-testid="hero-slides" data-active={index}>
        {slides.map((slide, i) =>
          // Later slides are only fetched when their turn is near (the first is the LCP image).
          i < loaded + 1 ? (
            <img
              key={slide.base}
              src={`${slide.base}-1600.webp`}
              srcSet={`${slide.base}-800.webp 800w, ${slide.base}-1600.webp 1600w`}
              sizes="100vw"
              width={1600}
              height={1067}
              alt={i === index ? slide.alt : ''}
              aria-hidden={i !== index}
              fetchPriority={i === 0 ? 'high' : 'low'}
              className={cn(
                'absolute inset-0 h-full w-full scale-105 object-cover transition-opacity duration-[1500ms]',
                i === index ? 'opacity-100' : 'opacity-0',
              )}
            />
          ) : null,
        )}
        <div className="absolute inset-0 bg-gradient-to-t from-lava-950/90 via-lava-950/45 to-lava-950/40" />
      </div>
      <div className="container-site">
        <div className="max-w-3xl">
          <p className="eyebrow text-ochre-300">Centro storico · Catania, Sicilia</p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl leading-[1.05] text-white sm:text-6xl lg:text-7xl"
          >
            {title}
          </h1>
          <p className="relative mt-5 max-w-xl text-lg text-white/90 sm:text-xl">
            <span className="sr-only">{subtitle}</span>
            <span className="invisible" aria-hidden>
              {subtitle}
            </span>
            <span className="absolute inset-0" aria-hidden>
              <span data-testid="hero-typed" ref={typed} />
              <span className="ml-0.5 inline-block h-5 w-0.5 translate-y-0.5 animate-pulse bg-accent-400" />
            </span>
          </p>
        </div>
        {children ? <div className="mt-8 max-w-3xl sm:mt-10">{children}</div> : null}
        <div className="mt-6 flex gap-2" aria-hidden>
          {slides.map((slide, i) => (
            <span
              key={slide.base}
              className={cn(
                'h-1 rounded-full transition-all',
                i === index ? 'w-10 bg-accent-400' : 'w-4 bg-white/40',
              )}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

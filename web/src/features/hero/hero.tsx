import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Photo } from '../../components/photo';
import { useMessages } from '../../i18n/messages';
import { cn } from '../../lib/cn';
import { useHomePhotos } from '../../lib/site-content';

/** product §9: slides change every 4 s; the subtitle types at 60 ms per character. */
export const HERO_SLIDE_MS = 4000;
export const TYPE_MS = 60;

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
  // The owner's slides as published (the repository's illustrations until she publishes hers):
  // the prerendered home carries them, so the first is in its HTML with its priority hints.
  const slides = useHomePhotos().data?.hero ?? [];
  // Whose turn it is, how many slides have had one (only those are fetched: a slide's image is
  // requested when its turn comes), which have arrived, and the one on screen: the slide whose
  // turn it is once its image is there, the previous one until then (never an empty frame).
  const [turn, setTurn] = useState(0);
  const [reached, setReached] = useState(1);
  const [arrived, setArrived] = useState<readonly number[]>([0]);
  const [index, setIndex] = useState(0);
  const typed = useTyped(subtitle);
  const { hero } = useMessages('common').home;

  useEffect(() => {
    if (slides.length < 2) return;
    const timer = setInterval(() => {
      setTurn((value) => (value + 1) % slides.length);
    }, HERO_SLIDE_MS);
    return () => clearInterval(timer);
  }, [slides.length]);
  useEffect(() => {
    setReached((count) => Math.max(count, turn + 1));
    if (arrived.includes(turn)) setIndex(turn);
  }, [turn, arrived]);

  return (
    <section
      id="home"
      aria-labelledby="hero-title"
      className="relative isolate flex min-h-[100svh] items-end overflow-hidden bg-lava-900 pt-28 pb-14 sm:items-center sm:pb-24"
    >
      <div
        className="absolute inset-0 -z-10"
        data-testid="hero-slides"
        data-turn={turn}
        data-active={index}
      >
        {slides.slice(0, reached).map((slide, i) => (
          <Photo
            key={slide.src}
            src={slide.src}
            width={slide.width}
            height={slide.height}
            own={slide}
            sizes="100vw"
            alt={i === index ? slide.alt : ''}
            aria-hidden={i !== index}
            fetchPriority={i === 0 ? 'high' : 'low'}
            onLoad={() => setArrived((list) => (list.includes(i) ? list : [...list, i]))}
            className={cn(
              'absolute inset-0 h-full w-full scale-105 object-cover transition-opacity duration-[1500ms]',
              i === index ? 'opacity-100' : 'opacity-0',
            )}
          />
        ))}
        <div className="absolute inset-0 bg-gradient-to-t from-lava-950/90 via-lava-950/45 to-lava-950/40" />
      </div>
      <div className="container-site">
        <div className="max-w-3xl">
          <p className="eyebrow text-ochre-300">{hero.eyebrow}</p>
          <h1
            id="hero-title"
            className="mt-4 text-4xl leading-[1.05] text-white sm:text-6xl lg:text-7xl"
          >
            {title}
          </h1>
          <p className="relative mt-5 max-w-xl text-lg text-white/90 sm:text-xl">
            <span className="sr-only">{subtitle}</span>
            <span className="invisible" aria-hidden data-typed-copy>
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
              key={slide.src}
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

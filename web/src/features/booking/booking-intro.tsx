import {
  BadgeEuro,
  CalendarClock,
  CheckCircle2,
  Headphones,
  KeyRound,
  ShieldCheck,
  Zap,
} from 'lucide-react';
import { useMessages } from '../../i18n/messages';

/** /prenota's opening: what booking direct gives. */
export function BookingIntro() {
  const { intro: t } = useMessages('bookingPages');
  const { freeCancellation } = useMessages('common');
  const benefits = [
    { icon: Zap, title: t.realTime, text: t.realTimeText },
    { icon: CheckCircle2, title: t.instant, text: t.instantText },
    { icon: BadgeEuro, title: t.bestPrice, text: t.bestPriceText },
    { icon: CalendarClock, title: t.freeCancellation, text: freeCancellation },
  ];
  return (
    <section className="bg-lava-950 pt-32 pb-16 text-white sm:pt-40 sm:pb-20">
      <div className="container-site">
        <p className="eyebrow text-ochre-300">{t.eyebrow}</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-6xl">{t.title}</h1>
        <p className="mt-5 max-w-2xl text-lg text-lava-200">{t.text}</p>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {benefits.map((b) => (
            <li key={b.title} className="rounded-2xl bg-white/5 p-5 ring-1 ring-white/10">
              <b.icon className="h-6 w-6 text-accent-400" aria-hidden />
              <h2 className="mt-3 font-sans text-base font-semibold">{b.title}</h2>
              <p className="mt-1 text-sm text-lava-200">{b.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** Why book here, next to the quick booking widget. */
export function SellingPoints() {
  const { sellingPoints: t } = useMessages('bookingPages');
  const { freeCancellation } = useMessages('common');
  const sellingPoints = [
    { icon: CalendarClock, text: freeCancellation },
    { icon: BadgeEuro, text: t.bestPrice },
    { icon: KeyRound, text: t.checkIn },
    { icon: Headphones, text: t.assistance },
    { icon: ShieldCheck, text: t.payment },
  ];
  return (
    <ul className="grid content-start gap-4">
      {sellingPoints.map((point) => (
        <li key={point.text} className="flex gap-3 text-sm text-lava-700">
          <point.icon className="h-5 w-5 shrink-0 text-accent-700" aria-hidden />
          {point.text}
        </li>
      ))}
    </ul>
  );
}

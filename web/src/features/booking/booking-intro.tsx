import { site } from '@catania/shared/config/site';
import {
  BadgeEuro,
  CalendarClock,
  CheckCircle2,
  Headphones,
  KeyRound,
  ShieldCheck,
  Zap,
} from 'lucide-react';

const freeCancellation = site.cancellation.summary.split(';')[0] ?? '';

const benefits = [
  {
    icon: Zap,
    title: 'Disponibilità in tempo reale',
    text: 'Il calendario è sincronizzato con tutti i portali.',
  },
  {
    icon: CheckCircle2,
    title: 'Conferma immediata',
    text: 'La prenotazione è confermata appena paghi.',
  },
  {
    icon: BadgeEuro,
    title: 'Miglior prezzo garantito',
    text: 'Sul sito ufficiale non paghi commissioni.',
  },
  { icon: CalendarClock, title: 'Cancellazione gratuita', text: freeCancellation },
];

const sellingPoints = [
  { icon: CalendarClock, text: freeCancellation },
  { icon: BadgeEuro, text: 'Miglior prezzo garantito o ti rimborsiamo la differenza' },
  { icon: KeyRound, text: 'Check-in di persona o in videochiamata' },
  { icon: Headphones, text: 'Assistenza 24 ore su 24 durante il soggiorno' },
  { icon: ShieldCheck, text: 'Pagamento sicuro con Stripe' },
];

/** /prenota's opening: what booking direct gives. */
export function BookingIntro() {
  return (
    <section className="bg-lava-950 pt-32 pb-16 text-white sm:pt-40 sm:pb-20">
      <div className="container-site">
        <p className="eyebrow text-ochre-300">Prenotazione diretta</p>
        <h1 className="mt-3 max-w-3xl text-4xl leading-tight sm:text-6xl">
          Prenota il tuo soggiorno a Catania
        </h1>
        <p className="mt-5 max-w-2xl text-lg text-lava-200">
          Scegli l'appartamento, controlla le date libere e completa la prenotazione in pochi
          minuti.
        </p>
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

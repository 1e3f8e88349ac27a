import { site } from '@catania/shared/config/site';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import {
  formatLongDate,
  formatShortDate,
  guestsLabel,
  nightsLabel,
} from '@catania/shared/domain/booking';
import { type RenderedMail, renderMail, type Section } from '../mail/layout';
import type { Stay } from './stays';

/**
 * The guest's pre-check-in mails: the link the owner sends for an arrival, and the reminder a few
 * days before check-in while the pre-check-in is missing. They carry the link and the stay, never
 * anything the guest entered.
 */

const apartmentName = (stay: Stay) =>
  apartmentCatalogue.find((a) => a.id === stay.apartmentId)?.name ?? stay.apartmentId;

function sections(stay: Stay): Section[] {
  return [
    {
      title: 'Il tuo soggiorno',
      rows: [
        ['Appartamento', apartmentName(stay)],
        ['Check-in', `${formatLongDate(stay.checkIn)}, dalle ${site.stay.checkIn.from}`],
        ['Check-out', `${formatLongDate(stay.checkOut)}, entro le ${site.stay.checkOut.by}`],
        ['Notti', nightsLabel(stay.nights)],
        ['Ospiti', guestsLabel(stay.guests)],
      ],
    },
    {
      title: 'Perché te lo chiediamo',
      paragraphs: [
        'La legge italiana (art. 109 TULPS) chiede a chi ospita di comunicare alla Questura, entro 24 ore dall\u2019arrivo, le generalità di tutte le persone alloggiate. Compilando ora il pre-check-in, all\u2019arrivo non dovrai mostrare altro che il documento indicato.',
        `Per ogni persona servono cognome, nome, sesso, data e luogo di nascita e cittadinanza; per chi prenota anche il documento d\u2019identità. Usiamo questi dati solo per la comunicazione alla Questura e per l\u2019imposta di soggiorno, e li cancelliamo ${site.legal.retention.guestIdentityDays} giorni dopo il check-out.`,
      ],
    },
  ];
}

function render(stay: Stay, link: string, kind: 'invite' | 'reminder'): RenderedMail {
  const heading =
    kind === 'invite' ? 'Completa il pre-check-in online' : 'Promemoria: manca il pre-check-in';
  const greeting = stay.guestName ? `Ciao ${stay.guestName},` : 'Ciao,';
  const intro = [
    greeting,
    kind === 'invite'
      ? `ti aspettiamo a ${site.brand.shortName} il ${formatLongDate(stay.checkIn)}. Per velocizzare l\u2019arrivo, compila il pre-check-in online: bastano pochi minuti.`
      : `il tuo arrivo a ${site.brand.shortName} si avvicina (${formatLongDate(stay.checkIn)}) e il pre-check-in online non è ancora completo. Bastano pochi minuti.`,
  ];
  const action = { label: 'Compila il pre-check-in', url: link };
  return renderMail(
    `${kind === 'invite' ? 'Pre-check-in online' : 'Promemoria pre-check-in'} – ${apartmentName(stay)}, ${formatShortDate(stay.checkIn)}`,
    {
      preheader: `Arrivo il ${formatShortDate(stay.checkIn)}: compila il pre-check-in online`,
      heading,
      intro,
      sections: sections(stay),
      action,
    },
  );
}

export const renderPrecheckinInvite = (stay: Stay, link: string) => render(stay, link, 'invite');
export const renderPrecheckinReminder = (stay: Stay, link: string) =>
  render(stay, link, 'reminder');

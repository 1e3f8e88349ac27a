import { site } from '@catania/shared/config/site';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { formatLongDate } from '@catania/shared/domain/booking';
import { guestsLabel, nightsLabel } from '@catania/shared/domain/formats';
import {
  fillPlaceholders,
  HOST_CONTACT_VALUES,
  MESSAGE_KIND_RULES,
  type MessageKind,
  type PlaceholderValues,
} from '@catania/shared/domain/guest-messages';
import { formatEuro } from '@catania/shared/domain/money';
import { env } from '../lib/env';
import { type RenderedMail, renderMail } from '../mail/layout';
import type { MessageStay } from './message-stays';

/**
 * A scheduled message as the guest receives it: the owner's subject and text with the stay's
 * values in their placeholders, in the house's mail layout. The text is plain: every character
 * the owner or the guest typed is escaped in the HTML part (mail/layout), only web addresses
 * become links.
 */

const apartmentName = (stay: MessageStay) =>
  apartmentCatalogue.find((a) => a.id === stay.apartmentId)?.name ?? stay.apartmentId;

function apartmentAddress(stay: MessageStay): string {
  const place = site.apartmentAddresses[stay.apartmentId];
  return `${place.street}, ${place.postalCode} ${site.contacts.address.city}`;
}

/**
 * Where the guest leaves a review: the stay's personal link (reviews/review-links.ts), or the
 * reviews page for a stay not yet ended (a preview before check-out).
 */
const reviewLink = (stay: MessageStay) => stay.reviewUrl ?? `${env.SITE_URL}/recensioni`;

/**
 * The access details (the key box's code) only once the law allows them (checkin/access.ts: the
 * pre-check-in complete and the lead guest identified); before that, what is still missing.
 */
function accessDetails(stay: MessageStay): string {
  if (stay.access.released && stay.access.instructions) return stay.access.instructions;
  return `Le istruzioni per entrare (il codice della cassetta delle chiavi) te le mandiamo appena è tutto pronto. Manca ancora: ${stay.access.missing.join(' ')}`;
}

export function placeholderValues(stay: MessageStay): PlaceholderValues {
  const name = stay.guestName?.trim() ?? '';
  const precheckinReminder =
    !stay.precheckinDone && stay.precheckinUrl
      ? `Non hai ancora completato il pre-check-in online: bastano pochi minuti e all’arrivo non dovrai mostrare altro che il documento. Compilalo qui: ${stay.precheckinUrl}`
      : '';
  return {
    nome: name.split(/\s+/)[0] || 'ospite',
    nome_completo: name || 'ospite',
    appartamento: apartmentName(stay),
    indirizzo: apartmentAddress(stay),
    check_in: formatLongDate(stay.checkIn),
    check_out: formatLongDate(stay.checkOut),
    orario_check_in: `dalle ${site.stay.checkIn.from} alle ${site.stay.checkIn.to}`,
    orario_check_out: site.stay.checkOut.by,
    notti: nightsLabel(stay.nights),
    ospiti: guestsLabel(stay.guests),
    codice_prenotazione: stay.code,
    link_prenotazione: stay.guestPageUrl ?? site.brand.url,
    link_pre_check_in: stay.precheckinUrl ?? '',
    promemoria_pre_check_in: precheckinReminder,
    link_recensione: reviewLink(stay),
    importo_dovuto: formatEuro(stay.dueOnArrival),
    dettagli_accesso: accessDetails(stay),
    ...HOST_CONTACT_VALUES,
  };
}

/** The owner's text, filled, as paragraphs: a paragraph left empty by its placeholder goes. */
function paragraphs(body: string, values: PlaceholderValues): string[] {
  return fillPlaceholders(body, values)
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter((p) => p.length > 0);
}

export function renderStayMessage(
  kind: MessageKind,
  template: { subject: string; body: string },
  stay: MessageStay,
): RenderedMail {
  const values = placeholderValues(stay);
  const subject = fillPlaceholders(template.subject, values).replace(/\s+/g, ' ').trim();
  const action =
    MESSAGE_KIND_RULES[kind].action === 'review'
      ? { label: 'Lascia una recensione', url: values.link_recensione }
      : stay.guestPageUrl
        ? { label: 'Vedi la prenotazione', url: stay.guestPageUrl }
        : undefined;
  return renderMail(subject, {
    preheader: `${apartmentName(stay)}, ${formatLongDate(stay.checkIn)} – ${formatLongDate(stay.checkOut)}`,
    heading: subject,
    intro: paragraphs(template.body, values),
    sections: [],
    ...(action ? { action } : {}),
    ownerText: true,
  });
}

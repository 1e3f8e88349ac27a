import { DEFAULT_LOCALE, LOCALE_NAMES_IT } from '@catania/shared/config/locales';
import { formatShortDate } from '@catania/shared/domain/booking';
import { formatsFor } from '@catania/shared/domain/formats';
import type { ContactMessage } from '@catania/shared/schemas/contact';
import { CONTACT_NOTICES_PER_HOUR } from '../abuse/limits';
import { env } from '../lib/env';
import { type RenderedMail, type Row, renderMail, type Section } from '../mail/layout';
import { deliverMail } from '../mail/outbox';
import { notifyOwner } from '../mail/owner-notice';

/** The owner's notice of every contact-form message; replying answers the guest. */
function renderOwnerContactNotice(contact: ContactMessage, siteUrl: string): RenderedMail {
  const name = `${contact.nome} ${contact.cognome}`;
  const heading = `Nuovo messaggio da ${name}`;
  const rows: Row[] = [
    ['Nome', name],
    ['E-mail', contact.email],
    ['Telefono', contact.telefono || '—'],
    ['Check-in', contact.checkIn ? formatShortDate(contact.checkIn) : '—'],
    ['Check-out', contact.checkOut ? formatShortDate(contact.checkOut) : '—'],
    ['Ricevuto', formatsFor('it').instant(contact.created_at)],
    ['Consenso marketing', contact.marketingConsent ? 'sì' : 'no'],
    // The language the guest wrote from: the owner answers in it.
    ['Lingua', LOCALE_NAMES_IT[contact.locale ?? DEFAULT_LOCALE]],
  ];
  const intro = [
    "È arrivato un nuovo messaggio dal modulo contatti del sito. Rispondi a questa e-mail per scrivere direttamente all'ospite.",
  ];
  const sections: Section[] = [
    { title: 'Messaggio', paragraphs: [contact.messaggio] },
    { title: 'Dati', rows },
  ];
  const action = { label: 'Apri i contatti nel pannello', url: `${siteUrl}/admin` };
  return renderMail(`Nuovo messaggio dal sito: ${name}`, {
    preheader: contact.messaggio.slice(0, 120),
    heading,
    intro,
    sections,
    action,
  });
}

/** The owner's notice of a contact-form message (reply goes to the guest). Never throws. */
export async function notifyOwnerOfContact(contact: ContactMessage): Promise<void> {
  await deliverMail({
    id: `contact-${contact.id}`,
    kind: 'owner-contact',
    to: [env.MAIL_OWNER],
    replyTo: [contact.email],
    ...renderOwnerContactNotice(contact, env.SITE_URL),
  });
}

/**
 * Once an hour at most, when the contact form receives more messages than the owner is mailed
 * about (abuse/limits.ts: CONTACT_NOTICES_PER_HOUR). Never throws.
 */
export async function notifyOwnerOfContactFlood(now: Date): Promise<void> {
  const hour = Math.floor(now.getTime() / 3_600_000);
  await notifyOwner(
    'Molti messaggi dal sito in poco tempo',
    [
      `Nell'ultima ora sono arrivati più di ${CONTACT_NOTICES_PER_HOUR.max} messaggi dal modulo contatti.`,
      'Per non consumare le e-mail che servono alle conferme degli ospiti, fino alla prossima ora i nuovi messaggi non vengono inoltrati per e-mail: sono tutti salvati e li trovi nel pannello, scheda Contatti.',
    ].join('\n\n'),
    `contact-flood-${hour}`,
  );
}

import { DEFAULT_LOCALE, type Locale } from '@catania/shared/config/locales';
import { site } from '@catania/shared/config/site';
import { formatEuro } from '@catania/shared/domain/money';

/** A rendered mail: the HTML part and its plain-text twin say the same things. */
export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Everything a guest typed is escaped before it goes into HTML. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

export const euro = formatEuro;

/** A labelled row: `[label, value]`, the value already plain text (escaped here). */
export type Row = readonly [label: string, value: string];

function rowsHtml(rows: readonly Row[]): string {
  return `<table role="presentation" cellpadding="0" cellspacing="0" style="width:100%;border-collapse:collapse;margin:8px 0 16px">${rows
    .map(
      ([label, value]) =>
        `<tr><td style="padding:6px 12px 6px 0;color:#6b7280;vertical-align:top;white-space:nowrap">${escapeHtml(label)}</td><td style="padding:6px 0;color:#111827;font-weight:600">${escapeHtml(value).replace(/\n/g, '<br>')}</td></tr>`,
    )
    .join('')}</table>`;
}

function rowsText(rows: readonly Row[]): string {
  return rows.map(([label, value]) => `${label}: ${value}`).join('\n');
}

export interface Section {
  title: string;
  /** Paragraphs of plain text, or rows. */
  paragraphs?: readonly string[];
  rows?: readonly Row[];
}

/** What a mail says, once: both its HTML and its plain text are rendered from it. */
export interface MailContent {
  /** The line a mail client shows after the subject. */
  preheader: string;
  heading: string;
  intro: readonly string[];
  sections: readonly Section[];
  action?: { label: string; url: string };
  /**
   * The paragraphs are the owner's own text (scheduled messages): its web addresses become links
   * and its line breaks are kept, after escaping, so no markup of theirs reaches the mail.
   */
  ownerText?: boolean;
  /** The reader's language (the guest's); the owner's mails are Italian. */
  locale?: Locale;
}

/** The footer's one line that is words, not names and numbers. */
const ASSISTANCE: Record<Locale, string> = {
  it: site.contacts.assistance,
  en: 'Assistance 24/7',
};

/** A mail with its subject, its HTML part and its plain-text twin saying the same things. */
export function renderMail(subject: string, content: MailContent): RenderedMail {
  return { subject, html: renderHtml(content), text: renderText(content) };
}

/** A web address in the owner's text, up to a space or the end (closing punctuation left out). */
const WEB_ADDRESS = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

/** Escaped first; then its addresses made links (an escaped address cannot leave its href). */
function ownerTextHtml(text: string): string {
  return escapeHtml(text)
    .replace(WEB_ADDRESS, (url) => `<a href="${url}" style="color:#c2410c">${url}</a>`)
    .replace(/\n/g, '<br>');
}

/** The one HTML shell of every mail: brand header, sections, contacts footer. */
function renderHtml(options: MailContent): string {
  const { contacts, brand } = site;
  const locale = options.locale ?? DEFAULT_LOCALE;
  const paragraph = (text: string) =>
    `<p style="margin:0 0 12px;line-height:1.55;color:#1f2937">${options.ownerText ? ownerTextHtml(text) : escapeHtml(text)}</p>`;
  const sections = options.sections
    .map(
      (section) =>
        `<h2 style="font-size:16px;margin:24px 0 8px;color:#c2410c">${escapeHtml(section.title)}</h2>${(section.paragraphs ?? []).map(paragraph).join('')}${section.rows ? rowsHtml(section.rows) : ''}`,
    )
    .join('');
  const action = options.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="background:#ea580c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:600;display:inline-block">${escapeHtml(options.action.label)}</a></p>`
    : '';
  return `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${escapeHtml(options.heading)}</title></head>
<body style="margin:0;padding:0;background:#f5f5f4;font-family:Helvetica,Arial,sans-serif">
<span style="display:none;max-height:0;overflow:hidden">${escapeHtml(options.preheader)}</span>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:600px;background:#ffffff;border-radius:12px;overflow:hidden">
<tr><td style="background:#111111;color:#ffffff;padding:20px 24px;font-size:18px;font-weight:700">${escapeHtml(brand.name)}</td></tr>
<tr><td style="padding:24px">
<h1 style="font-size:22px;margin:0 0 16px;color:#111827">${escapeHtml(options.heading)}</h1>
${options.intro.map(paragraph).join('')}
${sections}
${action}
</td></tr>
<tr><td style="background:#fafaf9;padding:16px 24px;color:#6b7280;font-size:13px;line-height:1.5">
${escapeHtml(brand.name)} · ${escapeHtml(contacts.address.street)}, ${escapeHtml(contacts.address.postalCode)} ${escapeHtml(contacts.address.city)}<br>
Tel. ${escapeHtml(contacts.phone)} · WhatsApp ${escapeHtml(contacts.whatsapp)} · ${escapeHtml(contacts.email)} · ${escapeHtml(ASSISTANCE[locale])}
</td></tr>
</table></td></tr></table>
</body></html>`;
}

/** The plain-text twin of `renderHtml`. */
function renderText(options: MailContent): string {
  const { contacts, brand } = site;
  const parts = [options.heading, '', ...options.intro.flatMap((p) => [p, ''])];
  for (const section of options.sections) {
    parts.push(section.title.toUpperCase(), '-'.repeat(section.title.length));
    for (const p of section.paragraphs ?? []) parts.push(p, '');
    if (section.rows) parts.push(rowsText(section.rows), '');
  }
  if (options.action) parts.push(`${options.action.label}: ${options.action.url}`, '');
  parts.push(
    '--',
    brand.name,
    `${contacts.address.street}, ${contacts.address.postalCode} ${contacts.address.city}`,
    `Tel. ${contacts.phone} · WhatsApp ${contacts.whatsapp} · ${contacts.email} · ${ASSISTANCE[options.locale ?? DEFAULT_LOCALE]}`,
  );
  return parts.join('\n');
}

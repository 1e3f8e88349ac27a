import type Stripe from 'stripe';
import type { LineItemInput } from './objects';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
export const esc = (value: unknown) =>
  String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

/**
 * The hosted page's words in the languages the site opens it in (the session's `locale`, as
 * Stripe's own page follows it); any other locale reads Italian, the emulator's own.
 */
const WORDS = {
  it: {
    intl: 'it-IT',
    pay: 'Paga',
    summary: "Riepilogo dell'ordine",
    badge: 'MODALITÀ TEST · emulatore Stripe locale',
    toPay: 'Importo da pagare',
    payWithCard: 'Paga con carta',
    email: 'E-mail',
    method: 'Metodo di pagamento',
    card: 'Carta di credito o debito',
    sepa: 'Addebito SEPA (conferma differita)',
    cardNumber: 'Numero della carta',
    expiry: 'Scadenza',
    holder: 'Titolare della carta',
    cancel: 'Annulla',
    testCards:
      'Carte di prova: 4242 4242 4242 4242 va a buon fine, 4000 0000 0000 0002 viene rifiutata. Nessun addebito reale.',
    declined: "La tua carta è stata rifiutata. Prova con un'altra carta.",
    invalidNumber: 'Il numero della carta non è valido.',
  },
  en: {
    intl: 'en-GB',
    pay: 'Pay',
    summary: 'Order summary',
    badge: 'TEST MODE · local Stripe emulator',
    toPay: 'Amount to pay',
    payWithCard: 'Pay with card',
    email: 'Email',
    method: 'Payment method',
    card: 'Credit or debit card',
    sepa: 'SEPA Direct Debit (delayed confirmation)',
    cardNumber: 'Card number',
    expiry: 'Expiry',
    holder: 'Cardholder name',
    cancel: 'Cancel',
    testCards:
      'Test cards: 4242 4242 4242 4242 succeeds, 4000 0000 0000 0002 is declined. No real charge.',
    declined: 'Your card was declined. Try another card.',
    invalidNumber: 'Your card number is invalid.',
  },
};
export type PageWords = (typeof WORDS)['it'];

export const wordsOf = (session: Pick<Stripe.Checkout.Session, 'locale'>): PageWords =>
  session.locale === 'en' ? WORDS.en : WORDS.it;

export function money(cents: number | null, currency: string | null, intl = 'it-IT'): string {
  return new Intl.NumberFormat(intl, {
    style: 'currency',
    currency: (currency ?? 'eur').toUpperCase(),
  }).format((cents ?? 0) / 100);
}

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1a1f36;background:#f6f9fc}
main{max-width:960px;margin:0 auto;display:grid;grid-template-columns:1fr 1fr;gap:48px;padding:48px 24px}
@media(max-width:760px){main{grid-template-columns:1fr;gap:24px;padding:24px 16px}}
.summary h2{font-size:16px;color:#697386;font-weight:500;margin:0 0 8px}.amount{font-size:36px;font-weight:700;margin:0 0 24px}
.item{border-top:1px solid #e3e8ee;padding:12px 0}.item b{display:block}.item small{color:#697386}
.badge{display:inline-block;background:#ffde92;color:#5d4106;font-size:12px;font-weight:600;border-radius:4px;padding:2px 6px;margin-bottom:16px}
form.pay{background:#fff;border-radius:8px;box-shadow:0 2px 5px rgba(60,66,87,.08),0 0 0 1px rgba(60,66,87,.12);padding:24px}
label{display:block;font-size:14px;color:#3c4257;margin:12px 0 4px}input[type=text],input[type=email]{width:100%;padding:10px 12px;border:1px solid #d5dbe1;border-radius:6px;font-size:16px}
fieldset{border:0;padding:0;margin:12px 0}legend{font-size:14px;color:#3c4257}fieldset label{display:flex;gap:8px;align-items:center;margin:6px 0}
.row{display:grid;grid-template-columns:1fr 1fr;gap:12px}
button{width:100%;margin-top:20px;padding:12px;border:0;border-radius:6px;font-size:16px;font-weight:600;cursor:pointer}
.primary{background:#0570de;color:#fff}.secondary{background:transparent;color:#0570de;margin-top:8px}
.error{background:#fde8e8;color:#9b1c1c;border-radius:6px;padding:10px 12px;margin-top:12px}
.note{color:#697386;font-size:12px;margin-top:16px}
.message{max-width:560px;margin:80px auto;background:#fff;border-radius:8px;padding:32px;box-shadow:0 0 0 1px rgba(60,66,87,.12)}
a{color:#0570de}
`;

export function layout(title: string, body: string, lang = 'it'): string {
  return `<!doctype html><html lang="${esc(lang)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${esc(title)}</title><style>${STYLE}</style></head><body>${body}</body></html>`;
}

/**
 * The hosted checkout page in the session's language: order summary, card form, 'Paga' and
 * 'Annulla' ('Pay' and 'Cancel' in English). `error` picks one of its refusals.
 */
export function checkoutPage(
  session: Stripe.Checkout.Session,
  lineItems: readonly LineItemInput[],
  error?: 'declined' | 'invalidNumber',
): string {
  const w = wordsOf(session);
  const total = money(session.amount_total, session.currency, w.intl);
  const items = lineItems
    .map(
      (item) =>
        `<div class="item"><b>${esc(item.name)}</b>${item.description ? `<small>${esc(item.description)}</small>` : ''}<div>${esc(money(item.unitAmount * item.quantity, item.currency, w.intl))}</div></div>`,
    )
    .join('');
  const email = session.customer_details?.email ?? session.customer_email ?? '';
  return layout(
    `${w.pay} ${total}`,
    `<main>
<section class="summary" aria-label="${esc(w.summary)}">
<span class="badge">${esc(w.badge)}</span>
<h2>${esc(w.toPay)}</h2>
<p class="amount" data-testid="amount">${esc(total)}</p>
${items}
</section>
<section>
<form class="pay" method="post" action="/c/pay/${esc(session.id)}">
<h1 style="font-size:20px;margin:0 0 8px">${esc(w.payWithCard)}</h1>
<label for="email">${esc(w.email)}</label><input type="email" id="email" name="email" value="${esc(email)}" autocomplete="email">
<fieldset><legend>${esc(w.method)}</legend>
<label><input type="radio" name="method" value="card" checked> ${esc(w.card)}</label>
<label><input type="radio" name="method" value="sepa_debit"> ${esc(w.sepa)}</label>
</fieldset>
<label for="card">${esc(w.cardNumber)}</label><input type="text" id="card" name="card" value="4242 4242 4242 4242" inputmode="numeric" autocomplete="cc-number">
<div class="row"><div><label for="exp">${esc(w.expiry)}</label><input type="text" id="exp" name="exp" value="12 / 34" autocomplete="cc-exp"></div>
<div><label for="cvc">CVC</label><input type="text" id="cvc" name="cvc" value="123" autocomplete="cc-csc"></div></div>
<label for="name">${esc(w.holder)}</label><input type="text" id="name" name="name" value="" autocomplete="cc-name">
${error ? `<p class="error" role="alert">${esc(w[error])}</p>` : ''}
<button class="primary" type="submit" name="action" value="pay">${esc(w.pay)} ${esc(total)}</button>
<button class="secondary" type="submit" name="action" value="cancel" formnovalidate>${esc(w.cancel)}</button>
<p class="note">${esc(w.testCards)}</p>
</form>
</section>
</main>`,
    w === WORDS.en ? 'en' : 'it',
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }) {
  return layout(
    title,
    `<div class="message"><h1 style="font-size:22px">${esc(title)}</h1><p>${esc(text)}</p>${link ? `<p><a href="${esc(link.href)}">${esc(link.label)}</a></p>` : ''}</div>`,
  );
}

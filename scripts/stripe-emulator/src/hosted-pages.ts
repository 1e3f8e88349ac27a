import type { IncomingMessage, ServerResponse } from 'node:http';
import type Stripe from 'stripe';
import { payRecord } from './checkout';
import { checkoutPage, esc, layout, messagePage, money } from './page';
import type { EmulatorState, SessionRecord } from './state';

/** The pages a person sees: Checkout's hosted payment page, and the emulator's dashboard. */

export function sendHtml(res: ServerResponse, status: number, html: string) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}
function redirect(res: ServerResponse, location: string) {
  res.writeHead(303, { location, 'cache-control': 'no-store' });
  res.end();
}

const successUrlOf = (session: Stripe.Checkout.Session) =>
  (session.success_url ?? '/').replaceAll('{CHECKOUT_SESSION_ID}', session.id);

const closedPage = (record: SessionRecord) =>
  messagePage(
    'Sessione di pagamento scaduta',
    'Questa pagina di pagamento non è più valida. Torna al sito per ricominciare la prenotazione.',
    record.session.cancel_url
      ? { href: record.session.cancel_url, label: 'Torna al sito' }
      : undefined,
  );

/** GET /c/pay/:id, the hosted page; POST: the guest pays (or cancels) there. */
export function handlePage(
  state: EmulatorState,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
  body: string,
) {
  const m = /^\/c\/pay\/([^/]+)$/.exec(url.pathname);
  const record = m ? state.sessions.get(decodeURIComponent(m[1] as string)) : undefined;
  if (!record) {
    return sendHtml(
      res,
      404,
      messagePage('Pagina non trovata', 'Questa sessione di pagamento non esiste.'),
    );
  }
  const { session } = record;
  if (req.method === 'GET') {
    if (session.status === 'complete') return redirect(res, successUrlOf(session));
    if (session.status !== 'open') return sendHtml(res, 410, closedPage(record));
    return sendHtml(res, 200, checkoutPage(session, record.lineItems));
  }
  const form = new URLSearchParams(body);
  if (form.get('action') === 'cancel') {
    state.log(`session ${session.id}: the guest cancelled on the payment page`);
    return redirect(res, session.cancel_url ?? '/');
  }
  if (session.status === 'complete') return redirect(res, successUrlOf(session));
  if (session.status !== 'open') return sendHtml(res, 410, closedPage(record));
  const method = form.get('method') === 'sepa_debit' ? 'sepa_debit' : 'card';
  const card = (form.get('card') ?? '').replace(/\D/g, '');
  if (method === 'card') {
    if (card === '4000000000000002') {
      return sendHtml(res, 402, checkoutPage(session, record.lineItems, 'declined'));
    }
    if (card.length < 12) {
      return sendHtml(res, 400, checkoutPage(session, record.lineItems, 'invalidNumber'));
    }
  }
  payRecord(state, record, method, {
    name: form.get('name') ?? undefined,
    email: form.get('email') ?? undefined,
  });
  return redirect(res, successUrlOf(session));
}

/** GET /: the latest sessions and webhook deliveries, every account's. */
export function dashboard(state: EmulatorState) {
  const rows = [...state.sessions.values()]
    .reverse()
    .slice(0, 100)
    .map(
      ({ session }) =>
        `<tr><td><a href="/c/pay/${esc(session.id)}">${esc(session.id.slice(0, 24))}…</a></td><td>${esc(session.status)}</td><td>${esc(session.payment_status)}</td><td>${esc(money(session.amount_total, session.currency))}</td><td>${esc(session.client_reference_id)}</td><td>${esc(new Date(session.created * 1000).toLocaleString('it-IT'))}</td></tr>`,
    )
    .join('');
  const events = state.deliveries
    .slice(-50)
    .reverse()
    .map(
      (d) =>
        `<tr><td>${esc(d.eventType)}</td><td>${esc(d.eventId)}</td><td>${esc(d.attempt)}</td><td>${esc(d.status ?? d.error)}</td><td>${esc(d.endpointUrl)}</td></tr>`,
    )
    .join('');
  return layout(
    'Emulatore Stripe',
    `<div style="max-width:1100px;margin:24px auto;padding:0 16px"><h1>Emulatore Stripe (Checkout)</h1>
<h2>Sessioni</h2><table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><tr><th>Sessione</th><th>Stato</th><th>Pagamento</th><th>Importo</th><th>Prenotazione</th><th>Creata</th></tr>${rows}</table>
<h2>Webhook consegnati</h2><table border="1" cellpadding="6" style="border-collapse:collapse;width:100%"><tr><th>Evento</th><th>Id</th><th>Tentativo</th><th>Esito</th><th>Endpoint</th></tr>${events}</table></div>`,
  );
}

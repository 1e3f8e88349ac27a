import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { addDays, horizonEnd, todayInRome } from '@catania/shared/domain/dates';

/**
 * Payment benchmarks against a running stack (`npm start`, the bench server):
 * - p50/p99 of POST /api/create-payment-link under 20 concurrent guests on distinct dates
 *   (each request holds its own free nights, so every one is the full success path: quote,
 *   availability check, the hold transaction, the Stripe session);
 * - the time from the emulator sending checkout.session.completed to the guest's confirmation
 *   mail appearing in the SES emulator.
 */
export interface LatencySummary {
  samples: number;
  p50Ms: number;
  p99Ms: number;
  meanMs: number;
  maxMs: number;
}

export interface CreatePaymentLinkFigures extends LatencySummary {
  concurrency: number;
  ok: number;
  conflicts: number;
  errors: number;
  requestsPerSecond: number;
}

const local = (url: string) => url.replace('//localhost:', '//127.0.0.1:');

export function summarise(values: number[]): LatencySummary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) =>
    sorted.length
      ? (sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] ?? 0)
      : 0;
  return {
    samples: sorted.length,
    p50Ms: at(0.5),
    p99Ms: at(0.99),
    meanMs: sorted.reduce((sum, v) => sum + v, 0) / Math.max(1, sorted.length),
    maxMs: sorted.at(-1) ?? 0,
  };
}

interface Stay {
  apartmentId: ApartmentId;
  checkIn: string;
  checkOut: string;
  amount: number;
}

/** Runs `task` over `items` with at most `concurrency` at a time. */
async function pool<T, R>(items: T[], concurrency: number, task: (item: T) => Promise<R>) {
  const results: R[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await task(items[index] as T);
      }
    }),
  );
  return results;
}

/**
 * Free two-night stays, spread over the four apartments, found from the published availability
 * (so a stack already full of bookings, or a previous run's holds, is no obstacle), priced by
 * the API as the booking dialog would.
 */
export async function freeStays(siteUrl: string, count: number): Promise<Stay[]> {
  const base = local(siteUrl);
  const today = todayInRome();
  const last = horizonEnd(today, site.stay.bookingHorizonMonths);
  const slots: Omit<Stay, 'amount'>[] = [];
  const taken = new Map<ApartmentId, Set<string>>();
  for (const id of APARTMENT_IDS) {
    const response = await fetch(`${base}/api/availability/${id}`);
    const { unavailableDates } = (await response.json()) as { unavailableDates: string[] };
    taken.set(id, new Set(unavailableDates));
  }
  // Round-robin over apartments, from a week ahead, leaving a free night between stays.
  const cursors = new Map(APARTMENT_IDS.map((id) => [id, addDays(today, 7)]));
  for (let round = 0; slots.length < count && round < 2000; round++) {
    const id = APARTMENT_IDS[round % APARTMENT_IDS.length] as ApartmentId;
    let checkIn = cursors.get(id) as string;
    const busy = taken.get(id) as Set<string>;
    while (checkIn < last && (busy.has(checkIn) || busy.has(addDays(checkIn, 1)))) {
      checkIn = addDays(checkIn, 1);
    }
    if (checkIn >= last) continue;
    slots.push({ apartmentId: id, checkIn, checkOut: addDays(checkIn, 2) });
    cursors.set(id, addDays(checkIn, 3));
  }
  if (slots.length < count) throw new Error(`only ${slots.length} free stays for ${count} guests`);
  return pool(slots, 8, async (slot) => {
    const response = await fetch(
      `${base}/api/prices/${slot.apartmentId}/calculate?startDate=${slot.checkIn}&endDate=${slot.checkOut}`,
    );
    const { totalPrice } = (await response.json()) as { totalPrice: number };
    return { ...slot, amount: totalPrice };
  });
}

function checkoutBody(stay: Stay, n: number) {
  return JSON.stringify({
    amount: stay.amount,
    apartmentId: stay.apartmentId,
    guestDetails: { name: `Ospite Bench ${n}`, email: `bench.${Date.now()}.${n}@example.it` },
    bookingDetails: {
      apartmentName: stay.apartmentId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      guests: 2,
    },
  });
}

/** p50/p99 of POST /api/create-payment-link, `concurrency` guests at once on distinct dates. */
export async function benchCreatePaymentLink(
  siteUrl: string,
  options: { concurrency?: number; requests?: number } = {},
): Promise<CreatePaymentLinkFigures> {
  const concurrency = options.concurrency ?? 20;
  const requests = options.requests ?? 200;
  const stays = await freeStays(siteUrl, requests);
  const url = `${local(siteUrl)}/api/create-payment-link`;
  // Warm-up: the first call of each handler loads its module (a Lambda's cold start).
  const warm = (await freeStays(siteUrl, requests + 1)).at(-1) as Stay;
  await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: checkoutBody(warm, -1),
  });

  let ok = 0;
  let conflicts = 0;
  let errors = 0;
  const started = performance.now();
  const latencies = await pool(
    stays.map((stay, n) => ({ stay, n })),
    concurrency,
    async ({ stay, n }) => {
      const t0 = performance.now();
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: checkoutBody(stay, n),
      });
      await response.arrayBuffer();
      const elapsed = performance.now() - t0;
      if (response.status === 200) ok++;
      else if (response.status === 409) conflicts++;
      else errors++;
      return elapsed;
    },
  );
  const seconds = (performance.now() - started) / 1000;
  return {
    ...summarise(latencies),
    concurrency,
    ok,
    conflicts,
    errors,
    requestsPerSecond: requests / seconds,
  };
}

interface StoredMail {
  destination: { to: string[] };
  subject: string;
}

/**
 * Time from the webhook leaving the Stripe emulator (its delivery log) to the guest's
 * confirmation mail being readable in the SES emulator, over `samples` paid bookings.
 */
export async function benchWebhookToMail(
  siteUrl: string,
  options: { sesUrl: string; stripeUrl: string; samples?: number },
): Promise<LatencySummary> {
  const samples = options.samples ?? 10;
  const stays = await freeStays(siteUrl, samples + 20);
  const values: number[] = [];
  for (let n = 0; n < samples; n++) {
    const stay = stays[stays.length - 1 - n] as Stay;
    const email = `bench.mail.${Date.now()}.${n}@example.it`;
    const body = JSON.parse(checkoutBody(stay, n)) as { guestDetails: { email: string } };
    body.guestDetails.email = email;
    const created = await fetch(`${local(siteUrl)}/api/create-payment-link`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (created.status !== 200) throw new Error(`checkout refused: ${await created.text()}`);
    const { url, sessionId } = (await created.json()) as { url: string; sessionId: string };
    const paid = await fetch(local(url), {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay&method=card&card=4242424242424242',
      redirect: 'manual',
    });
    await paid.arrayBuffer();
    let seenAt = 0;
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline) {
      const store = (await (await fetch(`${local(options.sesUrl)}/store`)).json()) as {
        emails: StoredMail[];
      };
      if (store.emails.some((mail) => mail.destination.to.includes(email))) {
        seenAt = Date.now();
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (!seenAt) throw new Error(`no confirmation mail for ${email} within 15 s`);
    // An attempt is logged once the receiver answers (the mail goes out before it does).
    let sent: number | undefined;
    for (let i = 0; i < 200 && sent === undefined; i++) {
      const log = (await (
        await fetch(`${local(options.stripeUrl)}/_emulator/deliveries?session=${sessionId}`)
      ).json()) as { data: { at: number; eventType: string }[] };
      sent = log.data.find((d) => d.eventType === 'checkout.session.completed')?.at;
      if (sent === undefined) await new Promise((resolve) => setTimeout(resolve, 25));
    }
    if (sent === undefined) throw new Error(`no webhook delivery logged for ${sessionId}`);
    values.push(seenAt - sent);
  }
  return summarise(values);
}

import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { AdminClient } from './admin-session';
import { eventually, guestAddress, mailsTo, payOnHostedPage } from './payments';
import type { TestApi } from './test-api';

/**
 * An arrival the owner opens for a stay imported from Airbnb, `start` days from today: the
 * answer, its pre-check-in link token and the guest's address.
 */
export async function openArrival(
  admin: AdminClient,
  options: { start: number; nights?: number; guests?: number; mail?: boolean },
) {
  const today = todayInRome();
  const checkIn = addDays(today, options.start);
  const email = guestAddress('checkin');
  const response = await admin.send('POST', '/api/admin/checkin/arrivals', {
    apartmentId: 'appartamento-3',
    checkIn,
    checkOut: addDays(checkIn, options.nights ?? 3),
    source: 'airbnb',
    guests: options.guests ?? 2,
    guestName: 'Giulia Russo',
    ...(options.mail === false ? {} : { guestEmail: email }),
  });
  if (response.status !== 200)
    throw new Error(`arrival: ${response.status} ${await response.text()}`);
  const body = routes.createArrival.response.parse(await response.json());
  const token = body.arrival.link?.split('/check-in/')[1] ?? '';
  return { ...body, token, email, checkIn };
}

/** The guest sends the pre-check-in through the secret link. */
export const submitPrecheckin = (api: TestApi, token: string, body: unknown) =>
  api.fetch(`/api/checkin/${token}`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

/**
 * A direct booking on appartamento-2, `start` days from today, paid on the Stripe emulator's
 * hosted page: its id and the guest link's token, as the confirmation mail gives it.
 */
export async function paidBooking(api: TestApi, options: { start: number; nights?: number }) {
  const checkIn = addDays(todayInRome(), options.start);
  const checkOut = addDays(checkIn, options.nights ?? 3);
  const price = (await (
    await api.fetch(`/api/prices/appartamento-2/calculate?startDate=${checkIn}&endDate=${checkOut}`)
  ).json()) as { totalPrice: number };
  const email = guestAddress('paid-booking');
  const created = await api.post('/api/create-payment-link', {
    amount: price.totalPrice,
    apartmentId: 'appartamento-2',
    guestDetails: { name: 'Giulia Russo', email },
    bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
  });
  if (created.status !== 200) throw new Error(`booking: ${created.status} ${await created.text()}`);
  const { bookingId, url } = (await created.json()) as { bookingId: string; url: string };
  await payOnHostedPage(url);
  const mail = await eventually(async () => (await mailsTo(api, email))[0], {
    what: 'the confirmation mail',
  });
  const link = new URL(/Vedi la prenotazione: (\S+)/.exec(mail.body.text ?? '')?.[1] ?? '');
  return { bookingId, token: link.searchParams.get('token') ?? '', checkIn, checkOut, email };
}

import { routes } from '@catania/shared/api/routes';
import { addDays, todayInRome } from '@catania/shared/domain/dates';
import type { ApiErrorBody } from '@catania/shared/schemas/common';
import type { AdminExtraDefinition } from '@catania/shared/schemas/extras';
import { type AdminClient, signIn, useTestAdminCredentials } from '@catania/testing/admin-session';
import {
  eventually,
  guestAddress,
  guestTokenOf,
  mailsTo,
  payOnHostedPage,
} from '@catania/testing/payments';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The extras in the guest's language, through the API as deployed (DynamoDB Local, the Stripe
 * and SES emulators): offered in English on English pages, named in English on an English
 * booking's payment page and mails, Italian everywhere else; the owner writes the English in
 * the panel and is told which was written before its Italian changed.
 */

let api: TestApi;
let admin: AdminClient;
const day = (n: number) => addDays(todayInRome(), n);

beforeAll(async () => {
  await useTestAdminCredentials();
  api = await startTestApi();
  admin = await signIn(api);
});
afterAll(() => api.stop());

const offers = async (query: string) => {
  const response = await api.fetch(
    `/api/prices/appartamento-2/extras?startDate=${day(30)}&endDate=${day(32)}${query}`,
  );
  expect(response.status).toBe(200);
  return routes.listStayExtras.response.parse(await response.json()).available;
};
const named = (list: { id: string; name: string; description: string }[], id: string) =>
  list.find((x) => x.id === id);

const catalogue = async () =>
  routes.listExtraDefinitions.response.parse(await (await admin.fetch('/api/admin/extras')).json())
    .extras;
const put = (id: string, body: unknown) => admin.send('PUT', `/api/admin/extras/${id}`, body);
const editable = ({
  id: _id,
  rule: _rule,
  staleTranslations: _s,
  ...input
}: AdminExtraDefinition) => input;

describe('the extras a stay can take, in the language asked', () => {
  it('answers English for lang=en, Italian without it, and ignores a language it does not speak', async () => {
    const english = await offers('&lang=en');
    expect(named(english, 'late-checkout')).toMatchObject({
      name: 'Late check-out at 14:00',
      description: 'Leave the apartment by 14:00 instead of 11:00.',
    });
    expect(named(english, 'parking')?.name).toBe('Partner car park');

    const italian = await offers('');
    expect(named(italian, 'late-checkout')).toMatchObject({
      name: 'Check-out posticipato alle 14:00',
      description: 'Lascia l’appartamento entro le 14:00 invece delle 11:00.',
    });
    const response = await api.fetch(
      `/api/prices/appartamento-2/extras?startDate=${day(30)}&endDate=${day(32)}&lang=xx-evil`,
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).not.toContain('xx-evil');
    expect(text).toContain('Check-out posticipato alle 14:00');
  });
});

describe("the owner's English of an extra", () => {
  it('refuses English over the limits naming its field, and writes nothing', async () => {
    const [before] = (await catalogue()).filter((x) => x.id === 'parking');
    if (!before) throw new Error('no parking extra');
    const response = await put('parking', {
      ...editable(before),
      name: 'Parcheggio cambiato',
      translations: { en: { name: 'P'.repeat(81), description: 'Fine' } },
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiErrorBody;
    expect(body.issues?.map((i) => i.field)).toEqual(['translations.en.name']);
    const unknown = await put('parking', {
      ...editable(before),
      translations: { en: { name: 'Parking', colour: 'red' } },
    });
    expect(unknown.status).toBe(400);
    const long = await put('parking', {
      ...editable(before),
      translations: { en: { description: 'd'.repeat(301) } },
    });
    expect(((await long.json()) as ApiErrorBody).issues?.[0]?.field).toBe(
      'translations.en.description',
    );
    expect((await catalogue()).find((x) => x.id === 'parking')).toEqual(before);
  });

  it('flags the English written before its Italian changed, and clears it once the English is saved again', async () => {
    const id = 'culla-test';
    const base = {
      name: 'Culla',
      description: 'Una culla con lenzuola.',
      pricing: 'stay',
      priceEuro: 10,
      apartmentIds: [],
      active: true,
      translations: { en: { name: 'Cot', description: 'A cot with sheets.' } },
    };
    const saved = await put(id, base);
    expect(saved.status).toBe(200);
    expect(routes.putExtraDefinition.response.parse(await saved.json()).extra).toMatchObject({
      translations: { en: { name: 'Cot' } },
      staleTranslations: { en: [] },
    });

    // The Italian name changes; the English stays as it was.
    const italianChanged = await put(id, { ...base, name: 'Culla per neonati' });
    expect(
      routes.putExtraDefinition.response.parse(await italianChanged.json()).extra,
    ).toMatchObject({ staleTranslations: { en: ['name'] } });
    expect((await catalogue()).find((x) => x.id === id)?.staleTranslations).toEqual({
      en: ['name'],
    });

    // The English name written again: up to date.
    await put(id, {
      ...base,
      name: 'Culla per neonati',
      translations: { en: { ...base.translations.en, name: 'Baby cot' } },
    });
    expect((await catalogue()).find((x) => x.id === id)?.staleTranslations).toEqual({ en: [] });

    // A seed extra's English is stale once its Italian is edited without it.
    const seed = (await catalogue()).find((x) => x.id === 'pet') as AdminExtraDefinition;
    await put('pet', { ...editable(seed), description: 'Un animale fino a 10 kg.' });
    expect((await catalogue()).find((x) => x.id === 'pet')?.staleTranslations).toEqual({
      en: ['description'],
    });
  });
});

describe('a booking made in English with an extra', () => {
  async function book(locale: 'en' | 'it', daysAhead: number) {
    const checkIn = day(daysAhead);
    const checkOut = day(daysAhead + 2);
    const price = (await (
      await api.fetch(
        `/api/prices/appartamento-1/calculate?startDate=${checkIn}&endDate=${checkOut}`,
      )
    ).json()) as { totalPrice: number };
    const email = guestAddress(`extras-${locale}`);
    const response = await api.post('/api/create-payment-link', {
      amount: price.totalPrice,
      apartmentId: 'appartamento-1',
      guestDetails: { name: 'Emma Clarke', email },
      bookingDetails: { apartmentName: 'x', checkIn, checkOut, guests: 2 },
      extras: [{ id: 'late-checkout' }],
      locale,
    });
    expect(response.status).toBe(200);
    const made = routes.createPaymentLink.response.parse(await response.json());
    const page = await (await fetch(made.url.replace('//localhost:', '//127.0.0.1:'))).text();
    await payOnHostedPage(made.url);
    const confirmation = await eventually(
      async () =>
        (await mailsTo(api, email)).find((m) =>
          /^(Booking confirmed|Prenotazione confermata)/.test(m.subject),
        ),
      { what: `the confirmation to ${email}` },
    );
    return { ...made, email, page, confirmation };
  }

  it('names the extra in English on the payment page, the guest page and the confirmation; an Italian booking keeps the Italian', async () => {
    const english = await book('en', 60);
    expect(english.page).toContain('Late check-out at 14:00');
    expect(english.page).not.toContain('Check-out posticipato');
    expect(english.confirmation.body.text).toContain('Extra: Late check-out at 14:00: €20');

    const token = await guestTokenOf(api, english.sessionId);
    const path = `/api/bookings/${english.bookingId}/extras?token=${encodeURIComponent(token)}`;
    const guestPage = routes.listBookingExtras.response.parse(
      await (await api.fetch(`${path}&lang=en`)).json(),
    );
    expect(guestPage.purchased.map((x) => x.name)).toEqual(['Late check-out at 14:00']);
    expect(guestPage.available.map((x) => x.name)).toContain('Partner car park');
    const italianPage = routes.listBookingExtras.response.parse(
      await (await api.fetch(path)).json(),
    );
    expect(italianPage.available.map((x) => x.name)).toContain('Parcheggio convenzionato');

    // Parking bought later from the guest page: Stripe's page and the receipt in English.
    const bought = await api.post(path, { items: [{ id: 'parking', from: day(60), to: day(60) }] });
    expect(bought.status).toBe(200);
    const { url } = routes.buyBookingExtras.response.parse(await bought.json());
    const extrasPage = await (await fetch(url.replace('//localhost:', '//127.0.0.1:'))).text();
    expect(extrasPage).toContain('<html lang="en">');
    expect(extrasPage).toContain('Partner car park');
    await payOnHostedPage(url);
    const receipt = await eventually(
      async () =>
        (await mailsTo(api, english.email)).find((m) => /^Extras confirmed/.test(m.subject)),
      { what: 'the extras receipt' },
    );
    expect(receipt.body.text).toContain('Hello Emma Clarke,');
    expect(receipt.body.text).toContain('Partner car park: 1 day, €15');
    expect(receipt.body.text).toContain('Total paid: €15');
    expect(receipt.body.text).not.toMatch(/Parcheggio|Totale|Ciao/);

    const italian = await book('it', 70);
    expect(italian.page).toContain('Check-out posticipato alle 14:00');
    expect(italian.confirmation.body.text).toMatch(
      /Extra: Check-out posticipato alle 14:00: 20\s€/,
    );
    expect(italian.confirmation.body.text).not.toContain('Late check-out');
  });
});

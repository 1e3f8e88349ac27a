import type { ContactMessage } from '@catania/shared/schemas/contact';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFeature, stubApi } from '../../../test/render';
import { ContactsManager } from './contacts-manager';

const message = (overrides: Partial<ContactMessage>): ContactMessage => ({
  id: '00000000-0000-4000-8000-000000000001',
  nome: 'Giulia',
  cognome: 'Russo',
  email: 'giulia@example.it',
  telefono: '333 1234567',
  messaggio: 'Vorrei sapere se il parcheggio è disponibile ad agosto.',
  privacyConsent: true,
  marketingConsent: false,
  consentVersion: '1.0',
  created_at: '2026-06-30T10:00:00.000Z',
  state: 'letto',
  ...overrides,
});
const emily = message({
  id: '00000000-0000-4000-8000-000000000002',
  nome: 'Emily',
  cognome: 'Clarke',
  email: 'emily@example.com',
  telefono: '+44 7700 900123',
  messaggio: 'Is there parking nearby in August?',
  locale: 'en',
  created_at: '2026-06-30T11:00:00.000Z',
});

afterEach(() => vi.unstubAllGlobals());

/** The reply link's subject and body, decoded. */
const mailOf = (href: string | null) => {
  const url = new URL(href ?? '');
  return { subject: url.searchParams.get('subject'), body: url.searchParams.get('body') };
};

describe("the contact messages: the guest's language", () => {
  it('names it in the list and the detail, and answers an English guest in English', async () => {
    stubApi({
      listContacts: [emily, message({})],
      updateContactState: { success: true, state: 'letto' },
    });
    const { user } = renderFeature(<ContactsManager />);
    const list = await screen.findByRole('list', { name: 'Contatti' });
    const [first, second] = within(list).getAllByRole('button');
    expect(first).toHaveTextContent('Inglese');
    expect(second).not.toHaveTextContent('Inglese');

    await user.click(first as HTMLElement);
    const detail = screen.getByTestId('contact-detail');
    expect(within(detail).getByTestId('contact-locale')).toHaveTextContent('Inglese');
    expect(
      mailOf(within(detail).getByRole('link', { name: 'Rispondi' }).getAttribute('href')),
    ).toEqual({
      subject: 'Re: your enquiry to Catania Centro Apartments',
      body: expect.stringMatching(/^Dear Emily Clarke,\n\nthank you for getting in touch\./),
    });
    expect(within(detail).getByRole('link', { name: 'WhatsApp' }).getAttribute('href')).toContain(
      encodeURIComponent(
        'Hello Emily, this is Catania Centro Apartments replying to your message.',
      ),
    );
  });

  it('keeps the Italian greeting for a message written in Italian (or before languages)', async () => {
    stubApi({ listContacts: [message({})], updateContactState: { success: true, state: 'letto' } });
    const { user } = renderFeature(<ContactsManager />);
    const list = await screen.findByRole('list', { name: 'Contatti' });
    await user.click(within(list).getAllByRole('button')[0] as HTMLElement);
    const detail = screen.getByTestId('contact-detail');
    expect(within(detail).getByTestId('contact-locale')).toHaveTextContent('Italiano');
    expect(
      mailOf(within(detail).getByRole('link', { name: 'Rispondi' }).getAttribute('href')),
    ).toEqual({
      subject: 'Re: la tua richiesta a Catania Centro Apartments',
      body: expect.stringMatching(/^Gentile Giulia Russo,\n\ngrazie per averci contattato\./),
    });
  });
});

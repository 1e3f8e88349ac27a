import { ACCESS_MISSING } from '@catania/shared/domain/precheckin-messages';
import type { PrecheckinView } from '@catania/shared/schemas/checkin';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CheckInPage from '../../pages/check-in';
import { refuse, renderFeature, stubApi } from '../../test/render';

/** A stay of 2 guests in July whose pre-check-in is still to fill in. */
const view: PrecheckinView = {
  stay: {
    apartmentId: 'appartamento-1',
    apartmentName: 'Appartamento Moderno Duomo',
    checkIn: '2099-07-10',
    checkOut: '2099-07-13',
    nights: 3,
    guests: 2,
  },
  status: 'missing',
  editable: true,
  touristTax: { amountCents: 1800, estimated: true },
  identification: { persons: [null, null], adults: [true, true], leadIdentified: false },
  access: { released: false, missing: [ACCESS_MISSING.precheckin, ACCESS_MISSING.identification] },
};

function openPage(path: string) {
  return renderFeature(<CheckInPage />, { path });
}

afterEach(() => vi.unstubAllGlobals());

/** The stay's dates, nights and guests under the page's heading. */
/** The names a place picker lists for what was typed. */
async function listed(combobox: HTMLElement) {
  const list = document.getElementById(combobox.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the picker has no list');
  const options = await within(list).findAllByRole('option');
  return options.map((option) => option.textContent);
}

const stayFacts = () => [...document.querySelectorAll('header li')].map((item) => item.textContent);

/** Italian words the pre-check-in shows: none may remain on the English page. */
const ITALIAN =
  /\b(Cognome|Nome|Sesso|nascita|Cittadinanza|Residenza|Documento|documento|Scegli|Invia|ospiti|notti|Viaggiate|Famiglia|Gruppo|Completa|Manca|Istruzioni|Usiamo|Questura chiede|luglio)\b/;

describe('the pre-check-in in English (/en/check-in/…)', () => {
  it('asks for every guest in English, with English dates, documents and missing steps', async () => {
    stubApi({ getPrecheckin: view });
    openPage('/en/check-in/secret');

    const form = await screen.findByRole('form', { name: 'Pre-check-in' });
    expect(screen.getByRole('heading', { name: 'Online pre-check-in', level: 2 })).toBeTruthy();
    expect(stayFacts()).toEqual([
      'Friday, 10 July 2099 – Monday, 13 July 2099',
      '3 nights',
      '2 guests',
    ]);
    expect(within(form).getByRole('radio', { name: 'Family' })).toBeChecked();
    expect(within(form).getAllByLabelText('Surname')).toHaveLength(2);
    expect(within(form).getAllByPlaceholderText('dd/mm/yyyy')).toHaveLength(2);
    const documents = within(form).getByLabelText('Type of document');
    expect(within(documents).getByRole('option', { name: 'Passport' })).toBeInTheDocument();
    expect(within(documents).getByRole('option', { name: 'Identity card' })).toBeInTheDocument();
    // Among the other documents, those a foreign guest may hold are in English too.
    expect(
      within(documents).getByRole('option', { name: "Refugee's travel document" }),
    ).toBeInTheDocument();
    expect(
      within(documents).getByRole('option', { name: 'Diplomatic passport' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('access-pending')).toHaveTextContent(
      'Complete the online pre-check-in with the details of every guest.',
    );
    // Names, the apartment's and the places', are the only Italian left (the other documents'
    // names come from the police portal's table).
    const text = (document.body.textContent ?? '')
      .replaceAll(view.stay.apartmentName, '')
      .replace(/Other documents.*?Document number/s, '');
    expect(text).not.toMatch(ITALIAN);
  });

  it('shows the countries sent in English, though the server names them in the table’s Italian', async () => {
    const saved: PrecheckinView = {
      ...view,
      stay: { ...view.stay, guests: 1 },
      status: 'complete',
      saved: {
        travellingAs: 'family',
        guests: [
          {
            surname: 'Smith',
            name: 'Jane',
            sex: 'F',
            birthDate: '1990-04-02',
            birthPlace: { country: 'abroad', state: '100000219' },
            citizenship: '100000219',
          },
        ],
        document: { type: 'PASOR', issuedAt: '100000216', numberEnding: '567' },
        places: {
          '100000219': { name: 'Regno Unito', province: 'ES' },
          '100000216': { name: 'Germania', province: 'ES' },
        },
      },
    };
    stubApi({ getPrecheckin: saved });
    const { user } = openPage('/en/check-in/secret');
    await user.click(await screen.findByRole('button', { name: 'Edit the details' }));

    expect(await screen.findByRole('combobox', { name: 'Country of birth' })).toHaveValue(
      'United Kingdom',
    );
    expect(screen.getByRole('combobox', { name: 'Citizenship' })).toHaveValue('United Kingdom');
    expect(screen.getByRole('combobox', { name: 'Place of issue' })).toHaveValue('Germany');
  });

  it('searches the countries by their English names, in English order', async () => {
    stubApi({ getPrecheckin: { ...view, stay: { ...view.stay, guests: 1 } } });
    const { user } = openPage('/en/check-in/secret');
    const citizenship = await screen.findByRole('combobox', { name: 'Citizenship' });
    await user.type(citizenship, 'united');
    expect(await listed(citizenship)).toEqual([
      'United Arab Emirates',
      'United Kingdom',
      'United States',
      'United States Virgin Islands',
    ]);
    await user.click(screen.getByRole('option', { name: 'United States' }));
    expect(citizenship).toHaveValue('United States');
    await user.clear(citizenship);
    await user.type(citizenship, 'germania');
    expect(await screen.findByText('No results: check the spelling')).toBeInTheDocument();
  });

  it("names what is missing in English, never in the schema's Italian", async () => {
    stubApi({ getPrecheckin: { ...view, stay: { ...view.stay, guests: 1 } } });
    const { user } = openPage('/en/check-in/secret');
    await user.click(await screen.findByRole('button', { name: 'Send the pre-check-in' }));

    expect(await screen.findByText('Enter the surname')).toBeInTheDocument();
    expect(screen.getByText('Enter the first name')).toBeInTheDocument();
    expect(screen.getByText('Choose the sex, as on the document')).toBeInTheDocument();
    expect(screen.getByText('Choose the type of document')).toBeInTheDocument();
    expect(screen.queryByText('Inserisci il cognome')).not.toBeInTheDocument();
  });

  it("tells a link that does not open in English, not in the server's Italian", async () => {
    stubApi({ getPrecheckin: refuse(404, { error: 'Link non valido', code: 'not_found' }) });
    openPage('/en/check-in/wrong');
    expect(
      await screen.findByText(
        'The pre-check-in could not be opened. Check the link in the email or try again shortly.',
      ),
    ).toBeInTheDocument();
  });
});

describe('the pre-check-in in Italian (/check-in/…)', () => {
  it('keeps its Italian words and the schema’s own checks', async () => {
    stubApi({ getPrecheckin: { ...view, stay: { ...view.stay, guests: 1 } } });
    const { user } = openPage('/check-in/secret');
    await screen.findByRole('form', { name: 'Pre-check-in' });
    expect(screen.getByRole('heading', { name: 'Pre-check-in online', level: 2 })).toBeTruthy();
    expect(stayFacts()).toEqual([
      'venerdì 10 luglio 2099 – lunedì 13 luglio 2099',
      '3 notti',
      '1 ospite',
    ]);
    expect(screen.getByTestId('access-pending')).toHaveTextContent(ACCESS_MISSING.identification);
    const documents = screen.getByLabelText('Tipo di documento');
    expect(within(documents).getByRole('option', { name: 'Passaporto Ordinario' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Invia il pre-check-in' }));
    expect(await screen.findByText('Inserisci il cognome')).toBeInTheDocument();
    expect(screen.getByText('Scegli il tipo di documento')).toBeInTheDocument();
  });

  it('keeps the table’s Italian country names', async () => {
    stubApi({ getPrecheckin: { ...view, stay: { ...view.stay, guests: 1 } } });
    const { user } = openPage('/check-in/secret');
    const citizenship = await screen.findByRole('combobox', { name: 'Cittadinanza' });
    await user.type(citizenship, 'regno');
    expect(await listed(citizenship)).toEqual(['Regno Unito']);
  });

  it("shows the server's own words for a link that does not open", async () => {
    stubApi({ getPrecheckin: refuse(404, { error: 'Link non valido', code: 'not_found' }) });
    openPage('/check-in/wrong');
    expect(await screen.findByText('Link non valido')).toBeInTheDocument();
  });
});

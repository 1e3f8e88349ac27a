import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apartment, draft, openDialog, quote } from '../../test/booking-dialog';
import { refuse, stubApi } from '../../test/render';

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe('the booking dialog', () => {
  it("shows the stay's summary with the server's price", async () => {
    const requests = stubApi({ calculatePrice: quote });
    openDialog();
    const dialog = await screen.findByTestId('booking-dialog');
    expect(await within(dialog).findByTestId('summary-total')).toHaveTextContent('270');
    expect(within(dialog).getByTestId('summary-nights')).toHaveTextContent('3 notti');
    expect(within(dialog).getByTestId('summary-price-per-night')).toHaveTextContent('90');
    // The price's lines, from the same quote.
    await within(dialog).findByTestId('summary-price-details');
    expect(within(dialog).getByTestId('price-lines')).toHaveTextContent('3 notti × ');
    expect(requests[0]?.query.get('startDate')).toBe('2026-07-10');
    expect(requests[0]?.query.get('endDate')).toBe('2026-07-13');
  });

  it('falls back to the base price times the nights when the price cannot be had', async () => {
    stubApi({ calculatePrice: refuse(500, { error: 'Errore', code: 'internal_error' }) });
    openDialog();
    const total = await screen.findByTestId('summary-total');
    await vi.waitFor(() => expect(total).toHaveTextContent('255'));
  });

  it('names what is wrong in the guest form and keeps the guest on the dialog', async () => {
    stubApi({ calculatePrice: quote });
    const { user, departures } = openDialog();
    await screen.findByTestId('summary-price-details'); // the quote has come
    await user.type(screen.getByLabelText('Nome e cognome *'), 'M');
    await user.type(screen.getByLabelText('Email *'), 'mario@');
    await user.type(screen.getByLabelText('Telefono'), 'chiamami');
    await user.click(screen.getByRole('button', { name: 'Prenota Ora' }));

    expect(await screen.findByText('Nome deve avere almeno 2 caratteri')).toBeInTheDocument();
    expect(screen.getByText('Email non valida')).toBeInTheDocument();
    expect(screen.getByText('Numero di telefono non valido')).toBeInTheDocument();
    expect(screen.getByLabelText('Nome e cognome *')).toHaveAttribute('aria-invalid', 'true');
    expect(draft()).toBeNull();
    expect(departures).toEqual([]);
  });

  it('keeps the draft for the checkout with the quote, blank optional fields left out, and goes there', async () => {
    stubApi({ calculatePrice: quote });
    const { user, departures } = openDialog();
    await screen.findByTestId('summary-price-details'); // the quote has come
    await user.type(screen.getByLabelText('Nome e cognome *'), '  Mario Rossi ');
    await user.type(screen.getByLabelText('Email *'), 'mario@example.it');
    await user.type(screen.getByLabelText('Telefono'), '   ');
    await user.click(screen.getByRole('button', { name: 'Prenota Ora' }));

    await waitFor(() => expect(departures).toEqual(['/checkout']));
    expect(draft()).toEqual({
      apartmentId: 'appartamento-1',
      apartmentName: 'Appartamento Moderno Duomo',
      guestName: 'Mario Rossi',
      guestEmail: 'mario@example.it',
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      guests: 2,
      totalPrice: 270,
      // The checkout repeats the quote's lines and tax, as the server gave them.
      priceBreakdown: {
        nightly: quote.nightly,
        subtotal: 270,
        discounts: [],
        total: 270,
        gap: false,
      },
      touristTax: quote.touristTax,
    });
  });
});

/** Italian words the dialog used to show: none may remain on the English page. */
const ITALIAN =
  /\b(Prenota|Controlla|Appartamento|Notti|notti|Prezzo|Totale|Dettaglio|Nome|Telefono|Ospiti|ospiti|Richieste|Termini|Cancellazione|Annulla|Errore)\b/;

describe('the booking dialog in English (/en)', () => {
  it("tells the stay in English, with English dates and euros, and the policy's English terms", async () => {
    stubApi({ calculatePrice: quote });
    openDialog('/en');
    const dialog = await screen.findByTestId('booking-dialog');
    expect(await within(dialog).findByTestId('summary-total')).toHaveTextContent('€270');
    expect(within(dialog).getByRole('heading', { name: 'Book Appartamento Moderno Duomo' }));
    expect(within(dialog).getByText('10/07/2026')).toBeInTheDocument();
    expect(within(dialog).getByTestId('summary-nights')).toHaveTextContent('3 nights');
    expect(within(dialog).getByTestId('summary-price-per-night')).toHaveTextContent('€90');
    await within(dialog).findByTestId('summary-price-details');
    expect(within(dialog).getByText(/^Free cancellation up to 7 days before check-in/));
    expect(within(dialog).getByRole('combobox', { name: 'Guests' })).toHaveTextContent('2 guests');
    // The apartment's name is the only Italian left.
    expect(dialog.textContent?.replaceAll(apartment.name, '')).not.toMatch(ITALIAN);
  });

  it("names what is wrong in English, never in the schema's Italian", async () => {
    stubApi({ calculatePrice: quote });
    const { user } = openDialog('/en');
    await screen.findByTestId('summary-price-details');
    await user.type(screen.getByLabelText('Full name *'), 'M');
    await user.type(screen.getByLabelText('Email *'), 'mario@');
    await user.type(screen.getByLabelText('Phone'), 'call me');
    await user.click(screen.getByRole('button', { name: 'Book now' }));

    expect(
      await screen.findByText('Your name must be at least 2 characters long'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid phone number')).toBeInTheDocument();
    expect(screen.queryByText('Email non valida')).not.toBeInTheDocument();
    expect(draft()).toBeNull();
  });

  it('goes on to the English checkout with the draft', async () => {
    stubApi({ calculatePrice: quote });
    const { user, departures } = openDialog('/en');
    await screen.findByTestId('summary-price-details');
    await user.type(screen.getByLabelText('Full name *'), 'Jane Smith');
    await user.type(screen.getByLabelText('Email *'), 'jane@example.com');
    await user.click(screen.getByRole('button', { name: 'Book now' }));

    await waitFor(() => expect(departures).toEqual(['/en/checkout']));
    expect(await screen.findByText('Taking you to the checkout')).toBeInTheDocument();
    expect(draft()).toMatchObject({ guestName: 'Jane Smith', totalPrice: 270 });
  });
});

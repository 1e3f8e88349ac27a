import { PENDING_BOOKING_KEY } from '@catania/shared/schemas/booking';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refuse, renderFeature, stubApi } from '../../test/render';
import { BookingDialog } from './booking-dialog';

const apartment = { id: 'appartamento-1', name: 'Appartamento Moderno Duomo', price: 85 };
const quote = {
  apartmentId: 'appartamento-1' as const,
  startDate: '2026-07-10',
  endDate: '2026-07-13',
  nights: 3,
  pricePerNight: 90,
  subtotal: 270,
  discount: null,
  discounts: [],
  gap: false,
  totalPrice: 270,
  currency: 'EUR' as const,
  nightly: [
    { date: '2026-07-10', price: 90 },
    { date: '2026-07-11', price: 90 },
    { date: '2026-07-12', price: 90 },
  ],
  touristTax: { euroPerPersonPerNight: 3, maxNights: 4, exemptUnderAge: 18, perGuestEuro: 9 },
};

function openDialog() {
  return renderFeature(
    <Routes>
      <Route
        path="/"
        element={
          <BookingDialog
            open
            onOpenChange={() => {}}
            apartment={apartment}
            checkIn="2026-07-10"
            checkOut="2026-07-13"
          />
        }
      />
      <Route path="/checkout" element={<h1>Pagina di checkout</h1>} />
    </Routes>,
  );
}

const draft = () => JSON.parse(sessionStorage.getItem(PENDING_BOOKING_KEY) ?? 'null');

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
    const { user } = openDialog();
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
    expect(screen.queryByText('Pagina di checkout')).not.toBeInTheDocument();
  });

  it('keeps the draft for the checkout with the quote, blank optional fields left out, and goes there', async () => {
    stubApi({ calculatePrice: quote });
    const { user } = openDialog();
    await screen.findByTestId('summary-price-details'); // the quote has come
    await user.type(screen.getByLabelText('Nome e cognome *'), '  Mario Rossi ');
    await user.type(screen.getByLabelText('Email *'), 'mario@example.it');
    await user.type(screen.getByLabelText('Telefono'), '   ');
    await user.click(screen.getByRole('button', { name: 'Prenota Ora' }));

    expect(await screen.findByText('Pagina di checkout')).toBeInTheDocument();
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

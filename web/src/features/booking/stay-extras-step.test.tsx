import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { draft, openDialog, quote } from '../../test/booking-dialog';
import { stubApi } from '../../test/render';

const lateCheckout = {
  id: 'late-checkout',
  name: 'Check-out posticipato alle 14:00',
  description: 'Lascia l’appartamento entro le 14:00 invece delle 11:00.',
  pricing: 'stay' as const,
  priceEuro: 20,
};
const parking = {
  id: 'parking',
  name: 'Parcheggio convenzionato',
  description: 'Un posto auto a pochi minuti a piedi.',
  pricing: 'day' as const,
  priceEuro: 15,
  maxQuantity: 2,
  days: ['2026-07-10', '2026-07-11', '2026-07-12'],
};
const pet = {
  id: 'pet',
  name: 'Animale domestico',
  description: 'Un animale fino a 10 kg.',
  pricing: 'night' as const,
  priceEuro: 20,
  depositEuro: 100,
  maxQuantity: 2,
};

beforeEach(() => sessionStorage.clear());
afterEach(() => vi.unstubAllGlobals());

describe("the booking dialog's extras", () => {
  it('offers the server’s extras with their prices; the chosen ones, their days and number update the total and go to the checkout with the draft', async () => {
    const requests = stubApi({
      calculatePrice: quote,
      listStayExtras: { available: [lateCheckout, parking, pet] },
    });
    const { user, departures } = openDialog();
    const extras = await screen.findByTestId('stay-extras');
    expect(within(extras).getByText('Extra per il soggiorno')).toBeInTheDocument();
    expect(extras).toHaveTextContent('Parcheggio convenzionato · 15 € al giorno');
    expect(extras).toHaveTextContent('Animale domestico · 20 € a notte + cauzione 100 €');
    expect(requests.find((r) => r.route === 'listStayExtras')?.query.get('endDate')).toBe(
      '2026-07-13',
    );
    const total = screen.getByTestId('summary-total');
    await vi.waitFor(() => expect(total).toHaveTextContent('270'));

    await user.click(screen.getByTestId('stay-extra-late-checkout'));
    await vi.waitFor(() => expect(total).toHaveTextContent('290'));
    // Parking for the last two days, two cars: 2 × 2 × 15.
    await user.click(screen.getByTestId('stay-extra-parking'));
    await user.selectOptions(screen.getByLabelText('Dal giorno'), '2026-07-11');
    await user.selectOptions(screen.getByLabelText('Quantità'), '2');
    await vi.waitFor(() => expect(total).toHaveTextContent('350'));
    // A pet: 3 nights × 20 and its deposit, said as such.
    await user.click(screen.getByTestId('stay-extra-pet'));
    await vi.waitFor(() => expect(total).toHaveTextContent('510'));
    expect(screen.getByTestId('stay-extras-total')).toHaveTextContent(
      'di cui 100 € di cauzione, restituita dopo la partenza',
    );
    // Changed mind on the late check-out.
    await user.click(screen.getByTestId('stay-extra-late-checkout'));
    await vi.waitFor(() => expect(total).toHaveTextContent('490'));

    await user.type(screen.getByLabelText('Nome e cognome *'), 'Mario Rossi');
    await user.type(screen.getByLabelText('Email *'), 'mario@example.it');
    await user.click(screen.getByRole('button', { name: 'Prenota Ora' }));
    await waitFor(() => expect(departures).toEqual(['/checkout']));
    // The stay's own total stays the stay's; the extras go as choices the server prices.
    expect(draft()).toMatchObject({
      totalPrice: 270,
      extras: [{ id: 'parking', from: '2026-07-11', to: '2026-07-12', count: 2 }, { id: 'pet' }],
      extraLines: [
        { id: 'parking', quantity: 2, count: 2, totalEuro: 60 },
        { id: 'pet', quantity: 3, totalEuro: 60, depositEuro: 100 },
      ],
    });
  });

  it('shows nothing when the stay can take no extra (or they cannot be had), and books the stay alone', async () => {
    stubApi({ calculatePrice: quote, listStayExtras: { available: [] } });
    const { user, departures } = openDialog();
    await screen.findByTestId('summary-price-details');
    expect(screen.queryByTestId('stay-extras')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Nome e cognome *'), 'Mario Rossi');
    await user.type(screen.getByLabelText('Email *'), 'mario@example.it');
    await user.click(screen.getByRole('button', { name: 'Prenota Ora' }));
    await waitFor(() => expect(departures).toEqual(['/checkout']));
    expect(draft()).not.toHaveProperty('extras');
  });

  it('speaks English on the English page (the owner’s names of the extras as written)', async () => {
    stubApi({ calculatePrice: quote, listStayExtras: { available: [parking, pet] } });
    const { user } = openDialog('/en');
    const extras = await screen.findByTestId('stay-extras');
    expect(within(extras).getByText('Extras for your stay')).toBeInTheDocument();
    expect(extras).toHaveTextContent('€15 per day');
    expect(extras).toHaveTextContent('€20 per night + €100 deposit');
    await user.click(screen.getByTestId('stay-extra-pet'));
    expect(await screen.findByTestId('stay-extras-total')).toHaveTextContent(
      'including a €100 deposit, returned after your stay',
    );
    await vi.waitFor(() => expect(screen.getByTestId('summary-total')).toHaveTextContent('€430'));
  });
});

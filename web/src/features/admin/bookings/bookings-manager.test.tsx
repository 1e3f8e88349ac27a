import type { Booking } from '@catania/shared/schemas/booking';
import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apartmentFixture, bookingFixture } from '../../../test/fixtures';
import { refuse, renderFeature, stubApi } from '../../../test/render';
import { BookingsManager } from './bookings-manager';

const booking = (overrides: Partial<Booking>): Booking => bookingFixture(overrides);

const bookings = [
  booking({ id: 'b1', guestName: 'Mario Rossi', status: 'confirmed' }),
  booking({
    id: 'b2',
    guestName: 'Giulia Bianchi',
    guestEmail: 'giulia@example.it',
    apartmentId: 'appartamento-3',
    locale: 'en',
    status: 'pending',
    createdAt: '2026-06-25T10:00:00.000Z',
  }),
  booking({ id: 'b3', guestName: 'Luca Verdi', status: 'rejected' }),
];
const apartments = [
  apartmentFixture(),
  apartmentFixture({ id: 'appartamento-3', name: 'Suite Romantica Bellini' }),
];

const listed = () =>
  within(screen.getByRole('list', { name: 'Prenotazioni' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the bookings list', () => {
  it('lists the newest first, and filters by guest, status and apartment', async () => {
    stubApi({ listBookings: bookings, listApartments: apartments });
    const { user } = renderFeature(<BookingsManager />);
    await screen.findByRole('list', { name: 'Prenotazioni' });
    expect(listed().map((text) => text?.split('·')[0])).toEqual([
      expect.stringContaining('Giulia Bianchi'),
      expect.stringContaining('Mario Rossi'),
      expect.stringContaining('Luca Verdi'),
    ]);

    await user.type(screen.getByLabelText('Cerca prenotazioni'), 'bellini');
    expect(listed()).toEqual([expect.stringContaining('Giulia Bianchi')]);
    await user.clear(screen.getByLabelText('Cerca prenotazioni'));

    await user.selectOptions(screen.getByLabelText('Filtra per stato'), 'Rifiutata');
    expect(listed()).toEqual([expect.stringContaining('Luca Verdi')]);

    await user.selectOptions(
      screen.getByLabelText('Filtra per appartamento'),
      'Suite Romantica Bellini',
    );
    expect(screen.getByText('Nessuna prenotazione trovata con i filtri selezionati')).toBeVisible();
    expect(screen.getByRole('button', { name: /Esporta CSV/ })).toBeDisabled();
  });

  it('shows the chosen booking, and keeps it shown when the filters hide it', async () => {
    stubApi({ listBookings: bookings, listApartments: apartments });
    const { user } = renderFeature(<BookingsManager />);
    await user.click(await screen.findByRole('button', { name: /Giulia Bianchi/ }));
    expect(screen.queryByText('Seleziona una prenotazione per visualizzare i dettagli')).toBeNull();
    const detail = screen.getByTestId('booking-detail');
    expect(within(detail).getByText('giulia@example.it')).toBeVisible();
    expect(within(detail).getByText('Suite Romantica Bellini')).toBeVisible();
    // She booked on the English pages: her mails go out in English.
    expect(within(detail).getByText('Inglese')).toBeVisible();
    expect(screen.getByRole('button', { name: /Giulia Bianchi/ })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await user.selectOptions(screen.getByLabelText('Filtra per stato'), 'Confermata');
    expect(screen.getByTestId('booking-detail')).toHaveTextContent('Giulia Bianchi');
  });

  it("shows a phone booking's language, as the owner chose it, as a site booking's", async () => {
    const phoned = booking({ id: 'b4', guestName: 'Emma Clarke', source: 'owner', locale: 'en' });
    stubApi({ listBookings: [phoned], listApartments: apartments });
    const { user } = renderFeature(<BookingsManager />);
    await user.click(await screen.findByRole('button', { name: /Emma Clarke/ }));
    const detail = screen.getByTestId('booking-detail');
    expect(within(detail).getByText('Da te')).toBeVisible();
    expect(within(detail).getByText('Inglese')).toBeVisible();
  });

  it('says when there is nothing yet, and when the list cannot be read', async () => {
    stubApi({ listBookings: [], listApartments: apartments });
    const first = renderFeature(<BookingsManager />);
    expect(await screen.findByText('Nessuna prenotazione ricevuta ancora')).toBeVisible();
    first.unmount();

    const requests = stubApi({
      listBookings: refuse(500, { error: 'Errore', code: 'internal_error' }),
      listApartments: apartments,
    });
    renderFeature(<BookingsManager />);
    expect(await screen.findByText('Failed to fetch bookings')).toBeVisible();
    // product §7: the bookings read is retried twice before the failure shows.
    expect(requests.filter((request) => request.route === 'listBookings')).toHaveLength(3);
  });
});

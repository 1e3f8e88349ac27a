import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../test/fixtures';
import { refuse, renderFeature, stubApi } from '../../test/render';
import { QuickBookingWidget } from './quick-booking-widget';

const apartment = apartmentFixture();

function renderWidget(onAvailable = vi.fn()) {
  const view = renderFeature(
    <QuickBookingWidget
      apartments={[apartment]}
      preselectedId={apartment.id}
      onAvailable={onAvailable}
    />,
  );
  const setDates = (checkIn: string, checkOut: string) => {
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: checkIn } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: checkOut } });
  };
  const verify = () =>
    view.user.click(screen.getByRole('button', { name: 'Verifica disponibilità' }));
  return { ...view, onAvailable, setDates, verify };
}

beforeEach(() => {
  // Today, in Rome, is 1 July 2026: an injected clock, not the machine's.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-01T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('the quick booking widget', () => {
  it('asks for the dates before checking anything', async () => {
    const requests = stubApi({ getAvailability: { unavailableDates: [] } });
    const { verify, onAvailable } = renderWidget();
    await verify();
    expect(await screen.findByText('Campi richiesti')).toBeInTheDocument();
    expect(requests.filter((r) => r.route === 'checkAvailability')).toEqual([]);
    expect(onAvailable).not.toHaveBeenCalled();
  });

  it('tells the minimum stay as the dates are chosen, and checks nothing', async () => {
    const requests = stubApi({ getAvailability: { unavailableDates: [] } });
    const { setDates, verify, onAvailable } = renderWidget();
    setDates('2026-07-10', '2026-07-11');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Il soggiorno minimo richiesto è di 2 notti',
    );
    await verify();
    expect(requests.filter((r) => r.route === 'checkAvailability')).toEqual([]);
    expect(onAvailable).not.toHaveBeenCalled();
  });

  it('refuses a check-in in the past and a check-out not after the check-in', async () => {
    stubApi({ getAvailability: { unavailableDates: [] } });
    const { setDates, verify } = renderWidget();
    setDates('2026-06-30', '2026-07-03');
    await verify();
    expect(
      await screen.findByText('La data di check-in non può essere nel passato.'),
    ).toBeVisible();
    setDates('2026-07-10', '2026-07-10');
    await verify();
    expect(
      await screen.findByText('La data di check-out deve essere successiva al check-in.'),
    ).toBeVisible();
  });

  it('shows the stay and the base price before the check', async () => {
    stubApi({ getAvailability: { unavailableDates: [] } });
    const { setDates } = renderWidget();
    setDates('2026-07-10', '2026-07-13');
    const summary = screen.getByTestId('quick-summary');
    expect(summary).toHaveTextContent('10/07/2026 → 13/07/2026 · 3 notti · 2 ospiti');
    expect(summary).toHaveTextContent(/Da 255\s€ \(85\s€\/notte/);
  });

  it('says when the apartment is taken, and opens nothing', async () => {
    stubApi({
      getAvailability: { unavailableDates: [] },
      checkAvailability: { available: false, unavailableDates: ['2026-07-11'] },
    });
    const { setDates, verify, onAvailable } = renderWidget();
    setDates('2026-07-10', '2026-07-13');
    await verify();
    expect(
      await screen.findByText('Appartamento non disponibile nelle date selezionate'),
    ).toBeVisible();
    expect(onAvailable).not.toHaveBeenCalled();
  });

  it('hands a free stay to the page, with the guests chosen', async () => {
    const requests = stubApi({
      getAvailability: { unavailableDates: [] },
      checkAvailability: { available: true, unavailableDates: [] },
    });
    const { setDates, verify, onAvailable } = renderWidget();
    setDates('2026-07-10', '2026-07-13');
    await verify();
    expect(await screen.findByText('Disponibile!')).toBeVisible();
    expect(requests.find((r) => r.route === 'checkAvailability')?.body).toEqual({
      apartmentId: 'appartamento-1',
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
    });
    expect(onAvailable).toHaveBeenCalledWith({
      apartment,
      checkIn: '2026-07-10',
      checkOut: '2026-07-13',
      guests: 2,
    });
  });

  it('reads the dates typed the Italian way, and asks again for text that is not a day', async () => {
    stubApi({ getAvailability: { unavailableDates: [] } });
    const { setDates, verify } = renderWidget();
    setDates('10/07/2026', '13/07/2026');
    expect(screen.getByTestId('quick-summary')).toHaveTextContent('10/07/2026 → 13/07/2026');
    setDates('07/13/2026', '07/16/2026');
    await verify();
    expect(
      await screen.findByText('Scrivi le date come gg/mm/aaaa, ad esempio 10/07/2026.'),
    ).toBeVisible();
  });

  it('reports a failed check', async () => {
    stubApi({
      getAvailability: { unavailableDates: [] },
      checkAvailability: refuse(500, { error: 'Errore', code: 'internal_error' }),
    });
    const { setDates, verify } = renderWidget();
    setDates('2026-07-10', '2026-07-13');
    await verify();
    expect(await screen.findByText('Errore nel controllo disponibilità. Riprova.')).toBeVisible();
  });
});

import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apartmentFixture } from '../../test/fixtures';
import { refuse, renderFeature, stubApi } from '../../test/render';
import { QuickBookingWidget } from '../availability/quick-booking-widget';
import { SearchResultsDialog } from '../availability/search-results-dialog';
import { BookingIntro } from './booking-intro';
import { StayChooser } from './stay-chooser';
import { StayQuote } from './stay-quote';

/**
 * The booking journey on an English page: the calendar, the stay rules, the quick booking and the
 * search results say nothing in Italian (names of places and apartments aside).
 */
const ITALIAN =
  /\b(notte|notti|ospit[ei]|prenota\w*|seleziona|scegli|disponibil\w*|giorni|calendario|soggiorno|riepilogo|oggi|verifica|opzioni|selezionato|minimo|arrivo|lun|mar|gio|ven|sab|dom|luglio|agosto)\b/i;

const apartment = apartmentFixture();
/** August 2026: 5 nights at least, no arrival on Sundays. */
const summer = {
  id: 'summer',
  startDate: '2026-08-01',
  endDate: '2026-08-31',
  minNights: 5,
  maxNights: null,
  closedToArrival: [7],
  closedToDeparture: [],
  minLeadDays: null,
  maxAdvanceDays: null,
  gapFill: true,
  priority: 1,
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-07-20T10:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const visibleText = () => document.body.textContent ?? '';

describe('the booking journey in English', () => {
  it("the calendar: English weekdays, month and legend; a rule's refusal and hint in English", async () => {
    const onRangeChange = vi.fn();
    renderFeature(
      <StayChooser
        apartmentId={apartment.id}
        availability={{
          isLoading: false,
          isError: false,
          data: { unavailableDates: [], stayRules: [summer] },
        }}
        range={{ checkIn: '2026-08-10' }}
        onRangeChange={onRangeChange}
        onBook={() => {}}
      />,
      { path: '/en/prenota' },
    );
    expect(await screen.findByText('Select the check-out date')).toBeVisible();
    expect(screen.getByTestId('calendar-title')).toHaveTextContent('August 2026');
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Mon',
      'Tue',
      'Wed',
      'Thu',
      'Fri',
      'Sat',
      'Sun',
    ]);
    expect(screen.getByTestId('calendar-range')).toHaveTextContent(
      'Check-in 10/08/2026: now choose the check-out',
    );
    expect(screen.getByTestId('arrival-hint')).toHaveTextContent(
      'Arriving on 10/08/2026: minimum stay 5 nights.',
    );
    expect(screen.getByRole('button', { name: 'This weekend' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Select dates' })).toBeDisabled();
    // A day short of the minimum, and a Sunday (a new check-in) closed to arrival, told in English
    // on the days themselves.
    expect(
      screen.getByRole('button', { name: /12 August 2026, Minimum stay 5 nights$/ }),
    ).toBeVisible();
    expect(
      screen.getByRole('button', {
        name: /9 August 2026, Arrivals are not possible on Sunday in this period/,
      }),
    ).toBeVisible();
    expect(visibleText()).not.toMatch(ITALIAN);
  });

  it('the quick booking: labels, the summary and the minimum stay in English', async () => {
    stubApi({ getAvailability: { unavailableDates: [] } });
    renderFeature(
      <QuickBookingWidget
        apartments={[apartment]}
        preselectedId={apartment.id}
        onAvailable={() => {}}
      />,
      { path: '/en/prenota' },
    );
    fireEvent.change(screen.getByLabelText('Check-in'), { target: { value: '2026-09-10' } });
    fireEvent.change(screen.getByLabelText('Check-out'), { target: { value: '2026-09-11' } });
    expect(await screen.findByRole('alert')).toHaveTextContent('The minimum stay is 2 nights');
    expect(screen.getByTestId('quick-summary')).toHaveTextContent(/1 night · 2 guests/);
    expect(screen.getByRole('button', { name: 'Check availability' })).toBeVisible();
    expect(visibleText()).not.toMatch(ITALIAN);
  });

  it("the search results: a stay rule's refusal worded from its code, not the server's Italian", () => {
    renderFeature(
      <SearchResultsDialog
        open
        onOpenChange={() => {}}
        onChoose={() => {}}
        checkIn="2026-08-10"
        checkOut="2026-08-13"
        results={{
          availableApartments: [],
          totalFound: 0,
          restricted: [
            {
              id: 'appartamento-4',
              name: 'Suite Famiglia',
              reason: 'Per questo arrivo il soggiorno minimo è di 5 notti',
              rule: { code: 'minStay', nights: 5, byRule: true },
            },
          ],
        }}
      />,
      { path: '/en' },
    );
    expect(screen.getByTestId('search-restricted')).toHaveTextContent(
      'Free, but not for these dates: Suite Famiglia, for this arrival the minimum stay is 5 nights.',
    );
    expect(screen.getByRole('dialog')).toHaveTextContent('0 apartments available');
  });

  it("/prenota's opening in English", () => {
    renderFeature(<BookingIntro />, { path: '/en/prenota' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Book your stay in Catania',
    );
    expect(visibleText()).toContain('Free cancellation up to 7 days before check-in');
    expect(visibleText()).not.toMatch(ITALIAN);
  });
});

describe("a quote the apartment's stay rules refuse (rules changed since the calendar showed them)", () => {
  /** The server's 400: its Italian sentence, the rule's code and its figures. */
  const minimumOfFive = refuse(400, {
    error: 'Per questo arrivo il soggiorno minimo è di 5 notti',
    code: 'validation_error',
    issues: [
      {
        field: 'endDate',
        message: 'Per questo arrivo il soggiorno minimo è di 5 notti',
        code: 'minNights',
        rule: { code: 'minStay', nights: 5, byRule: true },
      },
    ],
  });

  it('says why in English, with the figures, on an English page', async () => {
    stubApi({ calculatePrice: minimumOfFive });
    renderFeature(
      <StayQuote apartmentId={apartment.id} checkIn="2026-08-10" checkOut="2026-08-13" />,
      { path: '/en/prenota' },
    );
    expect(
      await screen.findByText('For this arrival the minimum stay is 5 nights'),
    ).toBeInTheDocument();
    expect(visibleText()).not.toMatch(ITALIAN);
  });

  it('says it in the product’s Italian on an Italian page', async () => {
    stubApi({ calculatePrice: minimumOfFive });
    renderFeature(
      <StayQuote apartmentId={apartment.id} checkIn="2026-08-10" checkOut="2026-08-13" />,
      { path: '/prenota' },
    );
    expect(
      await screen.findByText('Per questo arrivo il soggiorno minimo è di 5 notti'),
    ).toBeInTheDocument();
  });

  it('keeps the general words for a quote that fails otherwise', async () => {
    stubApi({ calculatePrice: refuse(503, { error: 'Servizio non disponibile', code: 'x' }) });
    renderFeature(
      <StayQuote apartmentId={apartment.id} checkIn="2026-08-10" checkOut="2026-08-13" />,
      { path: '/en/prenota' },
    );
    expect(
      await screen.findByText(
        "We can't work out the price right now: you will see it at the next step.",
      ),
    ).toBeInTheDocument();
  });
});

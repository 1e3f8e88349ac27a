import { APARTMENT_IDS } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { Controller, type LegalText } from '../../../features/legal/legal-page';
import { formatsFor } from '../../../lib/format';
import frame from './frame';

const { stay, cancellation, payment, houseRules, touristTax } = site;
const { euro } = formatsFor('en');

/** The /terms page's text in English: a translation of it/terms.tsx, which prevails. */
const text: LegalText = {
  frame,
  title: 'Terms and conditions',
  description: 'The terms of booking and staying: payment, cancellation, check-in, house rules.',
  intro: (
    <p>
      By booking on this website you accept the terms below. The holiday rental contract is made
      with <Controller frame={frame} />.
    </p>
  ),
  sections: [
    {
      title: 'Booking and confirmation',
      body: (
        <p>
          A booking is confirmed only once the full amount has been paid on Stripe's secure page.
          You receive the confirmation by email straight after paying; we contact you within{' '}
          {houseRules.confirmationWithinMinutes} minutes to arrange your arrival. A stay lasts from{' '}
          {stay.minNights} to {stay.maxNights} nights; each apartment sleeps at most{' '}
          {stay.maxGuests} people.
        </p>
      ),
    },
    {
      title: 'Prices and payment',
      body: (
        <p>
          Prices are per apartment and per night, VAT included where applicable, with final cleaning
          and linen included. Payment is made in full in advance; no deposit is required. The City
          of Catania's tourist tax ({euro(touristTax.euroPerPersonPerNight)} per person per night,
          for the first {touristTax.maxNights} nights, under-{touristTax.exemptUnderAge}s exempt) is
          not included and is paid on arrival.
        </p>
      ),
    },
    {
      title: 'Cancellation and changes',
      body: (
        <>
          <ul>
            <li>
              Free cancellation up to {cancellation.freeUntilDaysBefore} days before check-in: 100%
              refund.
            </li>
            <li>
              Between {cancellation.partialRefund.fromDaysBefore} and{' '}
              {cancellation.partialRefund.untilDaysBefore} days before:{' '}
              {cancellation.partialRefund.refundPercentage}% refund.
            </li>
            <li>
              In the {cancellation.noRefundWithinDays} days before arrival, or if you do not show
              up: no refund.
            </li>
          </ul>
          <p>
            Refunds are credited to the card used within {payment.refundWorkingDays.from}-
            {payment.refundWorkingDays.to} working days. Dates can be changed, subject to
            availability, up to {houseRules.dateChangeMinDaysBefore} days before the original
            check-in.
          </p>
        </>
      ),
    },
    {
      title: 'Check-in and check-out',
      body: (
        <p>
          Check-in from {stay.checkIn.from} to {stay.checkIn.to}, on your own with a code; other
          arrival times must be agreed. Check-out by {stay.checkOut.by}; late check-out until{' '}
          {stay.checkOut.lateUntil} for a fee of {euro(stay.checkOut.lateFeeEuro)}, when available.
          A valid identity document for every guest is required on arrival.
        </p>
      ),
    },
    {
      title: 'House rules',
      body: (
        <ul>
          <li>
            Quiet hours from {houseRules.quietHours.from} to {houseRules.quietHours.to}; no smoking
            indoors; no parties.
          </li>
          <li>
            Pets up to {houseRules.pets.maxKg} kg are welcome: {euro(houseRules.pets.euroPerNight)}{' '}
            per night and a deposit of {euro(houseRules.pets.depositEuro)}.
          </li>
          <li>
            Partner car park: {euro(houseRules.parkingEuroPerDay)} per day. A mid-stay clean is free
            from {houseRules.cleaning.freeFromNights} nights, otherwise{' '}
            {euro(houseRules.cleaning.midStayEuro)}.
          </li>
          <li>The guest is liable for any damage caused to the apartment during the stay.</li>
        </ul>
      ),
    },
    {
      title: 'Governing law and jurisdiction',
      body: (
        <p>
          The contract is governed by Italian law. Disputes are heard by the{' '}
          {site.legal.jurisdiction}, without prejudice to a consumer's right to bring proceedings
          before the court of their place of residence. Registration codes:{' '}
          {APARTMENT_IDS.map(
            (id, index) => `Apartment ${index + 1} CIN ${site.registrations[id].cin}`,
          ).join('; ')}
          .
        </p>
      ),
    },
  ],
};

export default text;

import type { ReactNode } from 'react';
import { useMessages } from '../i18n/messages';
import { useFormats } from '../lib/format';

/** A stay's facts on cream tiles, as the confirmation page and the guest's booking page show them. */

export const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** One labelled fact of a stay (check-in, nights, total…), on its cream tile. */
export function Detail({
  label,
  children,
  testId,
}: {
  label: string;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <div className="rounded-2xl bg-cream-100 p-4">
      <dt className="text-xs font-medium tracking-wide text-lava-500 uppercase">{label}</dt>
      <dd className="mt-1 font-semibold text-lava-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** The stay's arrival, departure (with the house's hours), guests and nights, as `Detail` tiles. */
export function StayDetails({
  stay,
  testIdPrefix,
}: {
  stay: { checkIn: string; checkOut: string; guests: number; nights: number };
  /** `confirmation` gives `confirmation-check-in`, `-check-out` and `-nights` to the tests. */
  testIdPrefix?: string;
}) {
  const testId = (name: string) => (testIdPrefix ? `${testIdPrefix}-${name}` : undefined);
  const t = useMessages('guest').stay;
  const { nights } = useMessages('common');
  const format = useFormats();
  return (
    <>
      <Detail label={t.checkIn} testId={testId('check-in')}>
        {capitalise(format.longDay(stay.checkIn))}
        <span className="block text-sm font-normal text-lava-600">{t.checkInHours}</span>
      </Detail>
      <Detail label={t.checkOut} testId={testId('check-out')}>
        {capitalise(format.longDay(stay.checkOut))}
        <span className="block text-sm font-normal text-lava-600">{t.checkOutBy}</span>
      </Detail>
      <Detail label={t.guests}>{t.guestCount(stay.guests)}</Detail>
      <Detail label={t.nights} testId={testId('nights')}>
        {nights(stay.nights)}
      </Detail>
    </>
  );
}

import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { addDays, isCalendarDate } from '@catania/shared/domain/dates';
import { useApartmentNames } from '../api';
import { NativeSelect } from '../ui';

/** The first day a stay or block starting on `date` can end (none while it is not a day yet). */
export const dayAfter = (date: string) => (isCalendarDate(date) ? addDays(date, 1) : undefined);

/** The apartment a block or a phone booking is for. */
export function ApartmentSelect({
  id,
  value,
  onChange,
}: {
  id: string;
  value: ApartmentId;
  onChange: (id: ApartmentId) => void;
}) {
  const names = useApartmentNames();
  return (
    <NativeSelect
      id={id}
      className="w-full"
      value={value}
      onValueChange={onChange}
      options={APARTMENT_IDS.map((a) => ({ value: a, label: names[a] ?? a }))}
    />
  );
}

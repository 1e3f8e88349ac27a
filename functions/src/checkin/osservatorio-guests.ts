import { site } from '@catania/shared/config/site';
import { GUEST_TYPE } from '@catania/shared/domain/alloggiati-record';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { type RegionGuest, romeTimeAsUtc } from './osservatorio-service';
import type { GuestsRecord } from './precheckin-repo';
import type { Stay } from './stays';

/** The Region's statistics as they count a stay's registered guests (its StayId, each guest's row). */

/** Age in whole years on `date`. */
export function ageOn(birthDate: CalendarDate, date: CalendarDate): number {
  const years = Number(date.slice(0, 4)) - Number(birthDate.slice(0, 4));
  return date.slice(5) < birthDate.slice(5) ? years - 1 : years;
}

/** The Region's StayId: the stay's key, without the colon (`booking-…`, `arrival-…`). */
export const stayIdOf = (stayKey: string) => stayKey.replace(':', '-');

/**
 * Each registered guest of the stay as the statistics count them: age on arrival, sex,
 * citizenship, place of birth, residence (the lead guest's, for the party: a comune or a state;
 * where the guest left it out, the place that issued their document stands in), and the guest
 * type the police registration gives them.
 */
export function regionGuestsOf(stay: Stay, guests: GuestsRecord): RegionGuest[] {
  const stayId = stayIdOf(stay.key);
  const persons = [guests.lead, ...guests.others];
  const family = guests.travellingAs === 'family';
  const leadType =
    persons.length === 1
      ? GUEST_TYPE.single
      : family
        ? GUEST_TYPE.familyHead
        : GUEST_TYPE.groupLeader;
  const memberType = family ? GUEST_TYPE.familyMember : GUEST_TYPE.groupMember;
  return persons.map((person, i) => ({
    guestId: `${stayId}-${i + 1}`,
    age: ageOn(person.birthDate, stay.checkIn),
    nationalityCode: person.citizenship,
    birthPlaceCode:
      person.birthPlace.country === 'IT' ? person.birthPlace.comune : person.birthPlace.state,
    residencePlaceCode: guests.lead.residence ?? guests.lead.document.issuedAt,
    type: Number(i === 0 ? leadType : memberType),
    gender: person.sex === 'M' ? 1 : 2,
    arrivalDate: romeTimeAsUtc(stay.checkIn, site.stay.checkIn.from),
    departureDate: romeTimeAsUtc(stay.checkOut, site.stay.checkOut.by),
    checkout: false,
    roomId: stay.apartmentId,
  }));
}

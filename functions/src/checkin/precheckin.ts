import { findState } from '@catania/shared/alloggiati/codes';
import { findComune } from '@catania/shared/alloggiati/comuni';
import { fullPrecheckinContext } from '@catania/shared/alloggiati/full-context';
import { apartmentCatalogue } from '@catania/shared/content/apartments';
import { type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import { ageOn, rateOn, type TaxRate } from '@catania/shared/domain/tourist-tax';
import type { PrecheckinView } from '@catania/shared/schemas/checkin';
import type { PrecheckinRequest } from '@catania/shared/schemas/precheckin';
import { precheckinProblems } from '@catania/shared/schemas/precheckin-checks';
import { Conflict, InvalidInput } from '../lib/errors';
import { getTaxRates } from '../tourist-tax/rates-repo';
import { accessViewOf } from './access';
import { identificationViewOf } from './identification';
import {
  type CheckinState,
  type GuestsRecord,
  getCheckin,
  saveGuests,
  type TaxPersonRecord,
} from './precheckin-repo';
import { precheckinStatus, purgeDate } from './precheckin-status';
import { type Stay, stayOfToken } from './stays';
import { stayTaxView } from './tax';

/**
 * The guest's pre-check-in, through the secret link: what the police registration
 * needs of everyone staying. The guest may send it again until the day of check-in; the
 * identities are deleted `guestIdentityDays` after check-out. Nothing of them is ever logged.
 */

export const PRECHECKIN_CLOSED =
  'Il pre-check-in si può inviare o modificare fino al giorno del check-in. Per correzioni contattaci.';
export const PRECHECKIN_PURGED =
  'Il soggiorno è concluso e i dati degli ospiti sono stati cancellati, come previsto dall\u2019informativa privacy.';

const editable = (stay: Stay, today: CalendarDate) => today <= stay.checkIn;

/** Names of the codes a saved pre-check-in uses, so the form shows them without a search. */
function placeNames(guests: GuestsRecord): Record<string, { name: string; province: string }> {
  const codes = new Set<string>([guests.lead.document.issuedAt]);
  if (guests.lead.residence) codes.add(guests.lead.residence);
  for (const guest of [guests.lead, ...guests.others]) {
    codes.add(guest.citizenship);
    codes.add(guest.birthPlace.country === 'IT' ? guest.birthPlace.comune : guest.birthPlace.state);
  }
  const names: Record<string, { name: string; province: string }> = {};
  for (const code of codes) {
    const place = findState(code) ?? findComune(code);
    if (place) names[code] = { name: place.name, province: place.province };
  }
  return names;
}

async function view(
  stay: Stay,
  state: CheckinState | undefined,
  guests: GuestsRecord | undefined,
  today: CalendarDate,
  rates: readonly TaxRate[],
): Promise<PrecheckinView> {
  const tax = stayTaxView(stay, state, rates);
  return {
    identification: identificationViewOf(stay, state),
    access: await accessViewOf(stay, state, today),
    stay: {
      apartmentId: stay.apartmentId,
      apartmentName:
        apartmentCatalogue.find((a) => a.id === stay.apartmentId)?.name ?? stay.apartmentId,
      checkIn: stay.checkIn,
      checkOut: stay.checkOut,
      nights: stay.nights,
      guests: stay.guests,
    },
    status: precheckinStatus(state, today),
    editable: editable(stay, today) && !state?.purgedAt,
    ...(guests ? { submittedAt: guests.submittedAt } : {}),
    ...(guests
      ? {
          saved: {
            travellingAs: guests.travellingAs,
            guests: [guests.lead, ...guests.others].map((g) => ({
              surname: g.surname,
              name: g.name,
              sex: g.sex,
              birthDate: g.birthDate,
              birthPlace: g.birthPlace,
              citizenship: g.citizenship,
            })),
            // The number itself never leaves the server again: its last three characters remind.
            document: {
              type: guests.lead.document.type,
              issuedAt: guests.lead.document.issuedAt,
              numberEnding: guests.lead.document.number.slice(-3),
            },
            ...(guests.lead.residence ? { residence: guests.lead.residence } : {}),
            places: placeNames(guests),
          },
        }
      : {}),
    touristTax: { amountCents: tax.amountCents, estimated: tax.estimated },
  };
}

/** GET /api/checkin/{token}. */
export async function precheckinOfToken(
  token: string | undefined,
  now = new Date(),
): Promise<PrecheckinView> {
  const stay = await stayOfToken(token, now);
  const today = todayInRome(now);
  const [{ state, guests }, { rates }] = await Promise.all([
    getCheckin(stay.key, today),
    getTaxRates(),
  ]);
  return view(stay, state, guests, today, rates);
}

/** Minor or adult at check-in, keeping the owner's exemption of the same person if any. */
function taxPersons(
  request: PrecheckinRequest,
  stay: Stay,
  rates: readonly TaxRate[],
  previous?: TaxPersonRecord[],
): TaxPersonRecord[] {
  // The age limit of the rate in force at check-in.
  const { exemptUnderAge } = rateOn(rates, stay.checkIn);
  return [request.lead, ...request.others].map((guest, i) => {
    const exemption = previous?.[i]?.exemption;
    return {
      minor: ageOn(guest.birthDate, stay.checkIn) < exemptUnderAge,
      ...(exemption ? { exemption } : {}),
    };
  });
}

/** PUT /api/checkin/{token}: checks every rule, then saves (replacing what was sent before). */
export async function submitPrecheckin(
  token: string | undefined,
  request: PrecheckinRequest,
  now = new Date(),
): Promise<PrecheckinView> {
  const stay = await stayOfToken(token, now);
  const today = todayInRome(now);
  const problems = precheckinProblems(request, fullPrecheckinContext(today, stay.guests));
  if (problems.length > 0) {
    const issues = problems.map((p) => ({ field: p.path.join('.'), message: p.message }));
    throw new InvalidInput(issues[0]?.message ?? 'Dati non validi', issues);
  }
  const [{ state }, { rates }] = await Promise.all([getCheckin(stay.key, today), getTaxRates()]);
  if (state?.purgedAt) throw new Conflict(PRECHECKIN_PURGED, 'precheckin_purged');
  if (!editable(stay, today)) throw new Conflict(PRECHECKIN_CLOSED, 'precheckin_closed');
  const persons = taxPersons(request, stay, rates, state?.persons);
  const saved = await saveGuests(stay, request, persons, {
    now,
    purgeOn: purgeDate(stay.checkOut),
  });
  if (!saved) throw new Conflict(PRECHECKIN_PURGED, 'precheckin_purged');
  const after = await getCheckin(stay.key, today);
  return view(stay, after.state, after.guests, today, rates);
}

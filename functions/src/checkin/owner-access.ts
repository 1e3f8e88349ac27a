import { findDocumentType, findState } from '@catania/shared/alloggiati/codes';
import { findComune } from '@catania/shared/alloggiati/comuni';
import { policeApartmentIdIn } from '@catania/shared/alloggiati/police-apartments';
import type { ApartmentId } from '@catania/shared/config/apartments';
import {
  alloggiatiFile,
  registrationPeriods,
  registrationRecords,
  withApartmentId,
} from '@catania/shared/domain/alloggiati-record';
import { addDays, type CalendarDate, todayInRome } from '@catania/shared/domain/dates';
import type { StayGuestsResponse } from '@catania/shared/schemas/checkin';
import { env } from '../lib/env';
import { Conflict, NotFound } from '../lib/errors';
import { recordAudit } from './audit-repo';
import { type GuestsRecord, getCheckin } from './precheckin-repo';
import { getStay, listStays } from './stays';

/**
 * The owner's two ways to the guests' identities, each written to the audit log first (who,
 * when, which stay or arrival date, how many persons; never the data): reading one stay's
 * guests, and the Alloggiati Web file of an arrival date.
 */

export interface Actor {
  username: string;
  requestId?: string;
}

const placeName = (code: string) => {
  const place = findComune(code) ?? findState(code);
  return place
    ? place.province === 'ES'
      ? place.name
      : `${place.name} (${place.province})`
    : code;
};

/** GET /api/admin/checkin/stays/{stayKey}/guests. */
export async function stayGuestsForOwner(
  stayKey: string,
  actor: Actor,
  now = new Date(),
): Promise<StayGuestsResponse> {
  const stay = await getStay(stayKey);
  const { guests } = await getCheckin(stay.key, todayInRome(now));
  if (!guests) throw new NotFound('Nessun dato degli ospiti per questo soggiorno');
  const persons = [guests.lead, ...guests.others];
  await recordAudit(
    {
      action: 'view_guests',
      actor: actor.username,
      subject: stay.key,
      persons: persons.length,
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    },
    now,
  );
  return {
    stayKey: stay.key,
    travellingAs: guests.travellingAs,
    guests: persons.map((person, i) => {
      const place = person.birthPlace;
      return {
        surname: person.surname,
        name: person.name,
        sex: person.sex,
        birthDate: person.birthDate,
        birthPlace: place,
        birthPlaceName: placeName(place.country === 'IT' ? place.comune : place.state),
        citizenship: person.citizenship,
        citizenshipName: placeName(person.citizenship),
        ...(i === 0
          ? {
              document: {
                ...guests.lead.document,
                typeName:
                  findDocumentType(guests.lead.document.type)?.name ?? guests.lead.document.type,
                issuedAtName: placeName(guests.lead.document.issuedAt),
              },
            }
          : {}),
      };
    }),
    purgeOn: guests.purgeOn,
  };
}

export const NOTHING_TO_EXPORT =
  'Nessun pre-check-in completo per questa data: non c\u2019è nulla da inviare al portale.';

/** How far back a stay that still registers may have started (any platform's longest stay). */
const LONGEST_REGISTERED_STAY_NIGHTS = 365;

/**
 * GET /api/admin/checkin/alloggiati?date=: the file for the portal, with a record per person of
 * every stay that registers on `date`: those arriving that day, and those that arrived 30, 60…
 * days earlier and stay on (the portal takes at most 30 nights per registration). Stays without
 * a complete pre-check-in are left out (the arrivals view shows them).
 */
/**
 * A property-manager account's file names each record's apartment (174 characters); a single
 * structure's keeps the 168 of the first layout. An apartment the setting leaves out cannot be
 * filed: the owner is told which, rather than the portal refusing the whole file.
 */
function forAccount(records: string[], apartmentId: ApartmentId): string[] {
  if (!env.ALLOGGIATI_APARTMENTS) return records;
  const idAppartamento = policeApartmentIdIn(env.ALLOGGIATI_APARTMENTS, apartmentId);
  if (!idAppartamento) {
    throw new Conflict(
      `Manca l'IdAppartamento di Alloggiati Web per ${apartmentId}: aggiungilo alle impostazioni dell'account (ALLOGGIATI_APARTMENTS)`,
      'alloggiati_apartment_missing',
    );
  }
  return records.map((record) => withApartmentId(record, idAppartamento));
}

export async function alloggiatiExport(
  date: CalendarDate,
  actor: Actor,
  now = new Date(),
): Promise<{ fileName: string; content: string; persons: number; stays: number }> {
  const today = todayInRome(now);
  // Stays the owner opened for bookings made elsewhere may last longer than the site sells.
  const stays = await listStays(addDays(date, -LONGEST_REGISTERED_STAY_NIGHTS), date);
  const records: string[] = [];
  let registered = 0;
  for (const stay of stays) {
    const period = registrationPeriods(stay.checkIn, stay.nights).find(
      (p) => p.arrivalDate === date,
    );
    if (!period) continue;
    const { guests } = await getCheckin(stay.key, today);
    if (!guests) continue;
    registered += 1;
    const stayRecords = registrationRecords(registrationOf(guests, period));
    records.push(...forAccount(stayRecords, stay.apartmentId));
  }
  if (records.length === 0) throw new Conflict(NOTHING_TO_EXPORT, 'nothing_to_export');
  await recordAudit(
    {
      action: 'export_alloggiati',
      actor: actor.username,
      subject: date,
      persons: records.length,
      ...(actor.requestId ? { requestId: actor.requestId } : {}),
    },
    now,
  );
  return {
    fileName: `alloggiati-${date}.txt`,
    content: alloggiatiFile(records),
    persons: records.length,
    stays: registered,
  };
}

function registrationOf(
  guests: GuestsRecord,
  period: { arrivalDate: CalendarDate; nights: number },
) {
  return {
    ...period,
    travellingAs: guests.travellingAs,
    lead: guests.lead,
    others: guests.others,
  };
}

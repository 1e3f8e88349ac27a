import { BatchWriteCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { keys } from '@catania/functions/lib/keys';
import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { addDays, addMonths, type CalendarDate } from '@catania/shared/domain/dates';

/** A deterministic pseudo-random sequence, so every bench run measures the same data. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/**
 * Two years of a busy calendar for every apartment, from a year ago to a year ahead: direct
 * bookings of 2–10 nights (sold nights), Airbnb and Booking.com blocks in between, and a
 * realistic set of pricing rules.
 */
export function buildDataset(today: CalendarDate) {
  const items: Record<string, unknown>[] = [];
  const next = random(42);
  for (const id of APARTMENT_IDS) {
    let date = addDays(today, -365);
    const end = addDays(today, 365);
    let booking = 0;
    while (date < end) {
      const nights = 2 + Math.floor(next() * 9);
      const source = next();
      for (let n = 0; n < nights; n++) {
        const night = addDays(date, n);
        if (source < 0.45) {
          items.push({
            ...keys.night(id, night),
            date: night,
            state: 'sold',
            bookingId: `${id}-b${booking}`,
          });
        } else {
          const calendarId = source < 0.8 ? 'airbnb' : 'booking';
          items.push({ ...keys.block(id, night, calendarId), date: night, calendarId });
        }
      }
      booking++;
      date = addDays(date, nights + Math.floor(next() * 4)); // a gap of 0–3 free nights
    }
    items.push(...pricingRules(id, today));
  }
  return items;
}

function pricingRules(id: ApartmentId, today: CalendarDate) {
  const rule = (ruleId: string, fields: Record<string, unknown>) => ({
    ...keys.pricingRule(id, ruleId),
    gsi1pk: keys.pricingRuleLookup(ruleId),
    id: ruleId,
    apartmentId: id,
    pricePerNight: null,
    discountPercentage: null,
    priority: 3,
    isActive: true,
    createdAt: new Date().toISOString(),
    updatedAt: new Date().toISOString(),
    ...fields,
  });
  const year = Number(today.slice(0, 4));
  return [
    rule(`${id}-weekend`, {
      type: 'weekend',
      startDate: today,
      endDate: addMonths(today, 18),
      pricePerNight: 120,
      priority: 2,
    }),
    rule(`${id}-summer`, {
      type: 'seasonal',
      startDate: `${year + 1}-06-15`,
      endDate: `${year + 1}-09-15`,
      pricePerNight: 140,
    }),
    rule(`${id}-winter`, {
      type: 'seasonal',
      startDate: `${year}-12-20`,
      endDate: `${year + 1}-01-06`,
      pricePerNight: 130,
    }),
    rule(`${id}-agata`, {
      type: 'special_date',
      startDate: `${year + 1}-02-03`,
      endDate: `${year + 1}-02-05`,
      pricePerNight: 180,
      priority: 1,
    }),
    rule(`${id}-week`, {
      type: 'week_discount',
      startDate: today,
      endDate: addMonths(today, 18),
      discountPercentage: 10,
    }),
    rule(`${id}-month`, {
      type: 'month_discount',
      startDate: today,
      endDate: addMonths(today, 18),
      discountPercentage: 25,
    }),
  ];
}

export async function writeDataset(
  db: DynamoDBDocumentClient,
  tableName: string,
  items: Record<string, unknown>[],
): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let request: Record<string, { PutRequest: { Item: Record<string, unknown> } }[]> | undefined = {
      [tableName]: items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } })),
    };
    while (request && Object.keys(request).length > 0) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: request }));
      request = result.UnprocessedItems as typeof request;
    }
  }
}

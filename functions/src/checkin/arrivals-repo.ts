import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';
import { db, tableName } from '../lib/db';
import { fromItem, itemsByLookup, queryAll } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * Arrivals the owner opens for stays booked on another platform (an imported calendar's block
 * has no guest): `ARRIVAL#<id>/ARRIVAL`, in the `ARRIVAL` collection by check-in date, found by
 * its pre-check-in link token through byId. Direct bookings need no such record: the booking is
 * the arrival.
 */
export interface ArrivalRecord {
  id: string;
  apartmentId: ApartmentId;
  checkIn: CalendarDate;
  checkOut: CalendarDate;
  nights: number;
  guests: number;
  source: 'airbnb' | 'booking' | 'other';
  guestName?: string;
  guestEmail?: string;
  /** 256 random bits: the pre-check-in link, which the owner copies or mails. */
  linkToken: string;
  createdAt: string;
}

export async function putArrival(arrival: ArrivalRecord): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.arrival(arrival.id),
        entity: 'arrival',
        gsi1pk: keys.checkinLinkLookup(arrival.linkToken),
        gsi2pk: keys.collections.arrivals,
        gsi2sk: keys.arrivalCollectionSort(arrival.checkIn, arrival.id),
        ...arrival,
      },
      // A new random id: never replaces another arrival.
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
}

export async function getArrival(id: string): Promise<ArrivalRecord | undefined> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.arrival(id), ConsistentRead: true }),
  );
  return Item ? fromItem<ArrivalRecord>(Item) : undefined;
}

/** The arrival a pre-check-in link opens. */
export async function findArrivalByLink(token: string): Promise<ArrivalRecord | undefined> {
  const [item] = await itemsByLookup(keys.checkinLinkLookup(token));
  // The index is eventually consistent: the record itself says whether it still exists.
  return item ? getArrival(String(item.id)) : undefined;
}

/** Arrivals checking in from `from` to `to`, both included, by date. */
export async function listArrivals(from: CalendarDate, to: CalendarDate): Promise<ArrivalRecord[]> {
  const items = await queryAll({
    IndexName: 'byCollection',
    KeyConditionExpression: 'gsi2pk = :collection AND gsi2sk BETWEEN :from AND :to',
    ExpressionAttributeValues: {
      ':collection': keys.collections.arrivals,
      ':from': `${from}#`,
      ':to': `${to}#~`,
    },
  });
  return items.map((item) => fromItem<ArrivalRecord>(item));
}

/** Removes an arrival; false when there was none. */
export async function deleteArrival(id: string): Promise<boolean> {
  const { Attributes } = await db.send(
    new DeleteCommand({ TableName: tableName, Key: keys.arrival(id), ReturnValues: 'ALL_OLD' }),
  );
  return Attributes !== undefined;
}

import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarDate } from '@catania/shared/domain/dates';
import {
  DEFAULT_TAX_RATES,
  type GuestTaxTerms,
  guestTaxTerms,
  type TaxRate,
} from '@catania/shared/domain/tourist-tax';
import { db, tableName } from '../lib/db';
import { fromItem } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * The tourist tax's rates, `TOURIST_TAX` / `RATES`: the owner's dated rate periods
 * (the site config's seed until the owner saves a list). A folder of their own: the quote and
 * the bookings tell guests the tax, the check-in declares it, and neither imports the other.
 */

export interface StoredRates {
  rates: TaxRate[];
  updatedAt?: string;
}

export async function getTaxRates(): Promise<StoredRates> {
  const { Item } = await db.send(
    new GetCommand({ TableName: tableName, Key: keys.touristTaxRates, ConsistentRead: true }),
  );
  if (!Item) return { rates: [...DEFAULT_TAX_RATES] };
  return fromItem<StoredRates>(Item);
}

/** What a stay's guest is told of the tax, at the stored rates (the quote, the guest's pages, mails). */
export async function guestTaxTermsOf(
  checkIn: CalendarDate,
  checkOut: CalendarDate,
): Promise<GuestTaxTerms> {
  const { rates } = await getTaxRates();
  return guestTaxTerms(rates, checkIn, checkOut);
}

/** Replaces the whole list (the panel edits it as one table). */
export async function putTaxRates(rates: TaxRate[], now: Date): Promise<StoredRates> {
  const record: StoredRates = { rates, updatedAt: now.toISOString() };
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: { ...keys.touristTaxRates, entity: 'tourist-tax-rates', ...record },
    }),
  );
  return record;
}

import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { CalendarDate } from '@catania/shared/domain/dates';
import {
  DEFAULT_TAX_RATES,
  type GuestTaxTerms,
  guestTaxTerms,
  type TaxPayment,
  type TaxRate,
} from '@catania/shared/domain/tourist-tax';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * The tourist tax's records (issue 24), in the `TOURIST_TAX` partition: `RATES`, the owner's
 * dated rate periods (the site config's seed until the owner saves a list), and `PAYMENT#<period>`,
 * what the owner paid over to the municipality for a month or quarter.
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

export async function putTaxPayment(payment: TaxPayment & { recordedAt: string }): Promise<void> {
  await db.send(
    new PutCommand({
      TableName: tableName,
      Item: {
        ...keys.touristTaxPayment(payment.period),
        entity: 'tourist-tax-payment',
        ...payment,
      },
    }),
  );
}

/** False when the period had no payment. */
export async function deleteTaxPayment(period: string): Promise<boolean> {
  const { Attributes } = await db.send(
    new DeleteCommand({
      TableName: tableName,
      Key: keys.touristTaxPayment(period),
      ReturnValues: 'ALL_OLD',
    }),
  );
  return Attributes !== undefined;
}

/** Payments of periods starting with `prefix` (a year `2026`, or one period). */
export async function listTaxPayments(prefix: string): Promise<TaxPayment[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': keys.touristTaxPartition,
      ':prefix': `${keys.touristTaxPaymentPrefix}${prefix}`,
    },
  });
  return items.map((item) => {
    const { recordedAt: _recordedAt, ...payment } = fromItem<TaxPayment & { recordedAt: string }>(
      item,
    );
    return payment;
  });
}

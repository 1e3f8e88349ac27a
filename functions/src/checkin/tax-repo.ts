import { DeleteCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import type { TaxPayment } from '@catania/shared/domain/tourist-tax-report';
import { db, tableName } from '../lib/db';
import { fromItem, queryAll } from '../lib/items';
import { keys } from '../lib/keys';

/**
 * The tourist tax's payments, in the `TOURIST_TAX` partition: `PAYMENT#<period>`, what
 * the owner paid over to the municipality for a month or quarter (the rates are
 * tourist-tax/rates-repo.ts).
 */

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

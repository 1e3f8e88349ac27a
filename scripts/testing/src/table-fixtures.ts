import { DynamoDBDocumentClient, PutCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@catania/functions/lib/keys';
import type { ApartmentId } from '@catania/shared/config/apartments';
import type { CalendarDate } from '@catania/shared/domain/dates';
import type { PricingRuleInput } from '@catania/shared/schemas/pricing';
import { inject } from 'vitest';
import './vitest-context';
import { localDynamoClient } from '@catania/scripts/local/dynamodb';

/**
 * Writes items straight into a test table, keyed exactly as the repositories key them, to set up
 * the state an endpoint is tested against (sold nights, holds, imported blocks, rules).
 */
export function tableFixtures(tableName: string) {
  const db = DynamoDBDocumentClient.from(localDynamoClient(inject('dynamoEndpoint')), {
    marshallOptions: { removeUndefinedValues: true },
  });
  const put = (Item: Record<string, unknown>) =>
    db.send(new PutCommand({ TableName: tableName, Item }));
  return {
    db,
    soldNight: (id: ApartmentId, date: CalendarDate, bookingId = 'booking-sold') =>
      put({ ...keys.night(id, date), date, state: 'sold', bookingId }),
    heldNight: (
      id: ApartmentId,
      date: CalendarDate,
      holdExpiresAt: number,
      bookingId = 'booking-held',
    ) =>
      put({
        ...keys.night(id, date),
        date,
        state: 'held',
        bookingId,
        holdExpiresAt,
        expiresAt: Math.ceil(holdExpiresAt / 1000),
      }),
    blockedNight: (id: ApartmentId, date: CalendarDate, calendarId = 'calendar-1') =>
      put({ ...keys.block(id, date, calendarId), date, calendarId }),
    pricingRule: (rule: PricingRuleInput & { id: string }) =>
      put({
        ...keys.pricingRule(rule.apartmentId, rule.id),
        gsi1pk: keys.pricingRuleLookup(rule.id),
        pricePerNight: null,
        discountPercentage: null,
        createdAt: new Date().toISOString(),
        updatedAt: new Date().toISOString(),
        ...rule,
      }),
  };
}

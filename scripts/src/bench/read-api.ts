import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { keys } from '@catania/functions/lib/keys';
import { APARTMENT_IDS, type ApartmentId } from '@catania/shared/config/apartments';
import { site } from '@catania/shared/config/site';
import { addDays, horizonEnd, todayInRome } from '@catania/shared/domain/dates';
import { localDynamoClient } from '../local/dynamodb';
import { httpCall, type LoadFigures, loadInterleaved } from './load';

export interface ReadRow {
  name: string;
  endpoint: LoadFigures;
  floor: LoadFigures;
  dynamoRequestsPerCall: number;
}

interface Server {
  url: string;
  dynamoEndpoint: string;
  tableName: string;
  countDynamoRequests(): Promise<number>;
}

/**
 * The public read endpoints under load, each next to its floor: the raw DynamoDB Local queries
 * of the same items, measured interleaved with it (load.ts) with the same concurrency.
 */
export async function benchReadApi(server: Server): Promise<ReadRow[]> {
  const db = DynamoDBDocumentClient.from(localDynamoClient(server.dynamoEndpoint));
  const today = todayInRome();
  const checkIn = addDays(today, 60);
  const checkOut = addDays(today, 67);

  const queryNights = (id: ApartmentId, from: string, to: string) => {
    const [start, end] = keys.nightRange(from, to);
    return db.send(
      new QueryCommand({
        TableName: server.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :start AND :end',
        ExpressionAttributeValues: {
          ':pk': keys.apartmentPartition(id),
          ':start': start,
          ':end': end,
        },
      }),
    );
  };
  const queryPricing = (id: ApartmentId) =>
    db.send(
      new QueryCommand({
        TableName: server.tableName,
        KeyConditionExpression: 'pk = :pk AND sk BETWEEN :from AND :to',
        ExpressionAttributeValues: {
          ':pk': keys.apartmentPartition(id),
          ':from': keys.pricingRange[0],
          ':to': keys.pricingRange[1],
        },
      }),
    );
  const horizon = horizonEnd(today, site.stay.bookingHorizonMonths);

  const cases = [
    {
      name: 'GET /api/availability/batch',
      request: { url: `${server.url}/api/availability/batch` },
      floor: () => Promise.all(APARTMENT_IDS.map((id) => queryNights(id, today, horizon))),
    },
    {
      name: 'POST /api/search-availability',
      request: {
        url: `${server.url}/api/search-availability`,
        method: 'POST' as const,
        body: { startDate: checkIn, endDate: checkOut },
      },
      floor: () =>
        Promise.all(
          APARTMENT_IDS.flatMap((id) => [queryNights(id, checkIn, checkOut), queryPricing(id)]),
        ),
    },
    {
      name: 'GET /api/prices/{id}/calculate',
      request: {
        url: `${server.url}/api/prices/appartamento-1/calculate?startDate=${checkIn}&endDate=${checkOut}`,
      },
      floor: () => queryPricing('appartamento-1'),
    },
  ];

  const rows: ReadRow[] = [];
  for (const item of cases) {
    const before = await server.countDynamoRequests();
    const calls = 10;
    for (let i = 0; i < calls; i++) {
      const response = await fetch(item.request.url, {
        method: item.request.method ?? 'GET',
        ...(item.request.body
          ? {
              body: JSON.stringify(item.request.body),
              headers: { 'content-type': 'application/json' },
            }
          : {}),
      });
      if (!response.ok) throw new Error(`${item.name} answered ${response.status}`);
      await response.arrayBuffer();
    }
    const dynamoRequestsPerCall = ((await server.countDynamoRequests()) - before) / calls;
    const { endpoint, floor } = await loadInterleaved(httpCall(item.request), item.floor);
    rows.push({ name: item.name, endpoint, floor, dynamoRequestsPerCall });
  }
  return rows;
}

import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

const seedTable = vi.fn<() => Promise<number>>();
vi.mock('@catania/functions/apartments/seed', () => ({ seedTable: () => seedTable() }));
vi.mock('@catania/functions/reviews/seed', () => ({ seedImportedReviews: async () => 12 }));
const { handler } = await import('./seed-table');

/** Plays CloudFormation's pre-signed response URL. */
const received: { body: Record<string, unknown>; contentType?: string }[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let data = '';
  req.on('data', (chunk) => {
    data += chunk;
  });
  req.on('end', () => {
    received.push({ body: JSON.parse(data), contentType: req.headers['content-type'] });
    res.end();
  });
});
let url = '';
beforeAll(async () => {
  vi.spyOn(console, 'log').mockImplementation(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/response`;
});
afterAll(() => server.close());

const event = (RequestType: 'Create' | 'Update' | 'Delete') => ({
  RequestType,
  ResponseURL: url,
  StackId: 'stack',
  RequestId: 'request',
  LogicalResourceId: 'SeedApartments',
});
const context = (ms: number) => ({ getRemainingTimeInMillis: () => ms });

describe('seed custom resource', () => {
  it('seeds on create and answers SUCCESS with no content type', async () => {
    seedTable.mockResolvedValueOnce(4);
    await handler(event('Create'), context(60_000));
    expect(received.at(-1)?.body).toMatchObject({
      Status: 'SUCCESS',
      PhysicalResourceId: 'seed-apartments',
      RequestId: 'request',
      Data: { written: 16 },
    });
    expect(received.at(-1)?.contentType ?? '').toBe('');
  });

  it('answers FAILED with the reason when seeding fails', async () => {
    seedTable.mockRejectedValueOnce(new Error('AccessDenied'));
    await handler(event('Update'), context(60_000));
    expect(received.at(-1)?.body).toMatchObject({ Status: 'FAILED', Reason: 'AccessDenied' });
  });

  it('answers before its own timeout', async () => {
    seedTable.mockReturnValueOnce(new Promise(() => {}));
    await handler(event('Create'), context(5_100));
    expect(received.at(-1)?.body).toMatchObject({ Status: 'FAILED' });
    expect(String(received.at(-1)?.body.Reason)).toMatch(/longer than/);
  });

  it('does nothing on delete: the table is retained', async () => {
    seedTable.mockClear();
    await handler(event('Delete'), context(60_000));
    expect(seedTable).not.toHaveBeenCalled();
    expect(received.at(-1)?.body).toMatchObject({ Status: 'SUCCESS' });
  });
});

import { once } from 'node:events';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { REVIEWS_EDGE_CACHE } from '@catania/shared/api/edge-cache';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The published reviews' edge copies are dropped through CloudFront's API: a loopback stand-in
 * records what the function asks, signed with the function's credentials, as CloudFront takes it.
 */

const received: { method?: string; url?: string; authorization?: string; body: string }[] = [];
let answer = 201;
const server = createServer(async (request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  received.push({
    method: request.method,
    url: request.url,
    authorization: request.headers.authorization,
    body: Buffer.concat(chunks).toString('utf8'),
  });
  response.writeHead(answer, { 'content-type': 'text/xml' });
  response.end(
    answer === 201
      ? '<?xml version="1.0"?><Invalidation xmlns="http://cloudfront.amazonaws.com/doc/2020-05-31/"><Id>I1</Id><Status>InProgress</Status><CreateTime>2026-11-27T00:00:00Z</CreateTime><InvalidationBatch><Paths><Quantity>0</Quantity></Paths><CallerReference>x</CallerReference></InvalidationBatch></Invalidation>'
      : '<?xml version="1.0"?><ErrorResponse><Error><Code>AccessDenied</Code><Message>no</Message></Error></ErrorResponse>',
  );
});

let invalidate: () => Promise<void>;
beforeAll(async () => {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  process.env.EDGE_DISTRIBUTION_ID = 'E2TESTDISTRO';
  process.env.CLOUDFRONT_ENDPOINT = `http://127.0.0.1:${port}`;
  process.env.AWS_ACCESS_KEY_ID = 'AKIATEST';
  process.env.AWS_SECRET_ACCESS_KEY = 'secret';
  // The configuration is read at import: imported once the environment names the stand-in.
  invalidate = (await import('./edge-cache')).invalidatePublishedReviews;
});
afterAll(() => {
  server.close();
  delete process.env.EDGE_DISTRIBUTION_ID;
  delete process.env.CLOUDFRONT_ENDPOINT;
});

describe('dropping the edge copies of the published reviews', () => {
  it("asks CloudFront, signed, to invalidate the reviews route's paths on the distribution", async () => {
    await invalidate();
    expect(received).toHaveLength(1);
    const [call] = received;
    expect(call?.method).toBe('POST');
    expect(call?.url).toBe('/2020-05-31/distribution/E2TESTDISTRO/invalidation');
    expect(call?.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=AKIATEST\/\d{8}\/us-east-1\/cloudfront\//,
    );
    for (const path of REVIEWS_EDGE_CACHE.invalidationPaths) {
      expect(call?.body).toContain(`<Path>${path}</Path>`);
    }
  });

  it("never fails the owner's decision when CloudFront refuses", async () => {
    answer = 403;
    await expect(invalidate()).resolves.toBeUndefined();
    expect(received.length).toBeGreaterThan(1);
  });
});

import { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } from '@catania/shared/api/edge-headers';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';
import { originVerify } from './origin-verify';

/**
 * The address the login rate limit counts against: CloudFront's viewer header, but only on a
 * request that proved it came through CloudFront; a viewer who forges the header on a request
 * that did not gets the connection's own address (and, past the middleware, a 403).
 */
const SECRET = 'origin-secret-for-this-test';
let previous: string | undefined;
beforeAll(() => {
  previous = process.env.ORIGIN_VERIFY_SECRET;
  process.env.ORIGIN_VERIFY_SECRET = SECRET;
});
afterAll(() => {
  if (previous === undefined) delete process.env.ORIGIN_VERIFY_SECRET;
  else process.env.ORIGIN_VERIFY_SECRET = previous;
});

const event = (headers: Record<string, string>) =>
  ({
    headers,
    requestContext: { http: { sourceIp: '192.0.2.44' } },
  }) as unknown as APIGatewayProxyEventV2;

/** The event after the origin-verify middleware, or undefined when it refused the request. */
async function throughOriginVerify(headers: Record<string, string>) {
  const request = event(headers);
  const before = originVerify().before;
  if (!before) throw new Error('originVerify has no before step');
  try {
    // biome-ignore lint/suspicious/noExplicitAny: middy's request, of which the step reads only the event
    await before({ event: request } as any);
    return request;
  } catch {
    return undefined;
  }
}

describe('the client address', () => {
  it('is the viewer CloudFront reports, without its port, on a verified request', async () => {
    for (const [reported, address] of [
      ['198.51.100.7:46532', '198.51.100.7'],
      // CloudFront writes IPv6 unbracketed, the port after the last colon.
      ['2001:db8::7:46532', '2001:db8::7'],
      ['[2001:db8::8]:443', '2001:db8::8'],
    ]) {
      const verified = await throughOriginVerify({
        [ORIGIN_VERIFY_HEADER]: SECRET,
        [VIEWER_ADDRESS_HEADER]: reported as string,
      });
      expect(verified, reported).toBeDefined();
      expect(clientAddress(verified as APIGatewayProxyEventV2), reported).toBe(address);
    }
  });

  it('ignores a viewer header the request did not prove came from CloudFront', async () => {
    const forged = { [VIEWER_ADDRESS_HEADER]: '203.0.113.250:1' };
    expect(clientAddress(event(forged))).toBe('192.0.2.44');
    expect(await throughOriginVerify(forged)).toBeUndefined();
    expect(
      await throughOriginVerify({ ...forged, [ORIGIN_VERIFY_HEADER]: 'guessed' }),
    ).toBeUndefined();
  });

  it('falls back to the connection when CloudFront sent no viewer header', async () => {
    const verified = await throughOriginVerify({ [ORIGIN_VERIFY_HEADER]: SECRET });
    expect(clientAddress(verified as APIGatewayProxyEventV2)).toBe('192.0.2.44');
  });
});

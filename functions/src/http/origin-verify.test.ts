import { createApiGateway } from '@catania/scripts/local/api-gateway';
import { ORIGIN_VERIFY_HEADER } from '@catania/shared/api/edge-headers';
import { apiErrorBody } from '@catania/shared/schemas/common';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ORIGIN_NOT_VERIFIED } from './origin-verify';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

/** A request straight to API Gateway, as anyone who found the execute-api URL could send it. */
const direct = (path: string, headers: Record<string, string> = {}, method = 'GET') =>
  createApiGateway()({
    method,
    url: path,
    headers,
    body: Buffer.alloc(0),
    sourceIp: '203.0.113.9',
  });

describe('the API answers only what came through the edge', () => {
  it('refuses a request without the origin-verify header, in JSON', async () => {
    const response = await direct('/api/apartments');
    expect(response.statusCode).toBe(403);
    expect(apiErrorBody.parse(JSON.parse(response.body.toString()))).toMatchObject({
      code: 'origin_not_verified',
      error: ORIGIN_NOT_VERIFIED,
    });
  });

  it('refuses a wrong value, on admin and webhook routes too', async () => {
    for (const [method, path] of [
      ['GET', '/api/apartments'],
      ['GET', '/api/admin/session'],
      ['POST', '/api/stripe/webhook'],
    ] as const) {
      const response = await direct(path, { [ORIGIN_VERIFY_HEADER]: 'guessed' }, method);
      expect(response.statusCode, path).toBe(403);
    }
  });

  it('answers through the edge, which overwrites whatever value a viewer sends', async () => {
    const response = await api.fetch('/api/apartments', {
      headers: { [ORIGIN_VERIFY_HEADER]: 'guessed' },
    });
    expect(response.status).toBe(200);
  });
});

import { healthResponse } from '@catania/shared/schemas/health';
import { startTestApi, type TestApi } from '@catania/testing/test-api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api.stop());

describe('GET /api/health', () => {
  it('answers ok, uncached, once it has read the table', async () => {
    const response = await api.fetch('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(healthResponse.parse(await response.json()).status).toBe('ok');
  });
});

import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import './vitest-context';
import { createGateway } from '../local/gateway';
import { closeServer, configureFunctions, listen, prepareTable } from '../local/stack';

export interface TestApi {
  url: string;
  tableName: string;
  /** fetch against the API: `api.fetch('/api/apartments')`. */
  fetch(path: string, init?: RequestInit): Promise<Response>;
  /** POST a JSON body. */
  post(path: string, body: unknown, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/**
 * The API as deployed, for one test file: a fresh seeded table in the run's DynamoDB Local and
 * the gateway on a free port, dispatching API Gateway v2 events to the real handlers.
 * Call in `beforeAll`, before importing any functions module that reads the config.
 */
export async function startTestApi(): Promise<TestApi> {
  const endpoint = inject('dynamoEndpoint');
  const tableName = `test-${randomUUID()}`;
  // The gateway imports handlers only on their first request, so it can listen before the
  // functions' config is set, and the config can carry the real URL.
  const server = createGateway({ webDir: '/nonexistent' });
  const port = await listen(server, 0);
  const url = `http://127.0.0.1:${port}`;
  configureFunctions({ tableName, logLevel: 'SILENT' }, endpoint, url);
  await prepareTable(endpoint, tableName);
  const call = (path: string, init?: RequestInit) => fetch(`${url}${path}`, init);
  return {
    url,
    tableName,
    fetch: call,
    post: (path, body, init) =>
      call(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(init?.headers ?? {}) },
        body: JSON.stringify(body),
        ...init,
      }),
    stop: () => closeServer(server),
  };
}

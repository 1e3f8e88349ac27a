import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// The render itself (the stored content to the site bucket) is tested against DynamoDB Local and
// the S3 emulator in functions/src/site/site-content.test.ts; here, what CloudFormation sees.
const renderStoredPages = vi.fn<() => Promise<string[]>>();
vi.mock('@catania/functions/site/publish', () => ({
  renderStoredPages: () => renderStoredPages(),
}));
const { handler } = await import('./render-stored-pages');

/** Plays CloudFormation's pre-signed response URL. */
const received: Record<string, unknown>[] = [];
const server = createServer((req: IncomingMessage, res) => {
  let data = '';
  req.on('data', (chunk) => {
    data += chunk;
  });
  req.on('end', () => {
    received.push(JSON.parse(data));
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
  LogicalResourceId: 'StoredContentPages',
  ...(RequestType === 'Create' ? {} : { PhysicalResourceId: 'stored-content-pages' }),
});
const context = { getRemainingTimeInMillis: () => 300_000 };

describe('the stored pages custom resource (ADR 0019)', () => {
  it('renders the pages on create and on each new build, and says how many', async () => {
    for (const type of ['Create', 'Update'] as const) {
      renderStoredPages.mockResolvedValueOnce(['/', '/en', '/appartamento/appartamento-1']);
      await handler(event(type), context);
      expect(received.at(-1)).toMatchObject({
        Status: 'SUCCESS',
        PhysicalResourceId: 'stored-content-pages',
        Data: { rendered: 3 },
      });
    }
    expect(renderStoredPages).toHaveBeenCalledTimes(2);
  });

  it('fails the deploy when the render fails (a publish that never ends, a broken build)', async () => {
    renderStoredPages.mockRejectedValueOnce(
      new Error('Una pubblicazione è già in corso: attendi che finisca e riprova'),
    );
    await handler(event('Update'), context);
    expect(received.at(-1)).toMatchObject({
      Status: 'FAILED',
      Reason: 'Una pubblicazione è già in corso: attendi che finisca e riprova',
    });
  });

  it('leaves the pages on delete (they stay with the bucket)', async () => {
    renderStoredPages.mockClear();
    await handler(event('Delete'), context);
    expect(received.at(-1)).toMatchObject({ Status: 'SUCCESS' });
    expect(renderStoredPages).not.toHaveBeenCalled();
  });
});

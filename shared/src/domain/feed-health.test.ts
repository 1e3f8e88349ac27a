import { describe, expect, it } from 'vitest';
import { isFeedFailing } from './feed-health';

const now = new Date('2026-11-23T12:00:00Z');
const feed = {
  isActive: true,
  lastError: 'Il calendario ha risposto con HTTP 500',
  lastSyncAt: '2026-11-23T10:30:00Z',
  createdAt: '2026-01-01T00:00:00Z',
};

describe('isFeedFailing', () => {
  it('is failing after an hour without a good sync, the last attempt having failed', () => {
    expect(isFeedFailing(feed, now)).toBe(true);
  });

  it('gives a feed an hour: a bad fetch within it is not yet a failure', () => {
    expect(isFeedFailing({ ...feed, lastSyncAt: '2026-11-23T11:15:00Z' }, now)).toBe(false);
  });

  it('counts a feed that never synced from when it was added', () => {
    expect(
      isFeedFailing({ ...feed, lastSyncAt: null, createdAt: '2026-11-23T11:30:00Z' }, now),
    ).toBe(false);
    expect(
      isFeedFailing({ ...feed, lastSyncAt: null, createdAt: '2026-11-23T10:00:00Z' }, now),
    ).toBe(true);
  });

  it('is not failing when the last attempt worked, or the feed is switched off', () => {
    expect(isFeedFailing({ ...feed, lastError: null }, now)).toBe(false);
    expect(isFeedFailing({ ...feed, isActive: false }, now)).toBe(false);
  });
});

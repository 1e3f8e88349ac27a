import { describe, expect, it } from 'vitest';
import { releaseNeedsApproval } from './feed-release';

describe('releaseNeedsApproval', () => {
  it('a feed emptied of every future night needs the owner, however few it had', () => {
    expect(releaseNeedsApproval(1, 1)).toBe(true);
    expect(releaseNeedsApproval(40, 40)).toBe(true);
  });

  it('most of the nights, from a week up, needs the owner', () => {
    expect(releaseNeedsApproval(30, 21)).toBe(true);
    expect(releaseNeedsApproval(9, 7)).toBe(true);
  });

  it('ordinary changes go through: a cancellation, a small feed, a third of the nights', () => {
    expect(releaseNeedsApproval(10, 0)).toBe(false);
    expect(releaseNeedsApproval(5, 3)).toBe(false);
    expect(releaseNeedsApproval(30, 20)).toBe(false);
    expect(releaseNeedsApproval(30, 7)).toBe(false);
  });
});

/**
 * The safety valve of the calendar sync (docs/decisions/0010-feed-acceptance-and-no-5xx.md):
 * a well-formed feed that suddenly lists far fewer future nights is more likely broken (a platform
 * serving an empty or partial export) than a wave of cancellations, and freeing those nights would
 * let them be sold twice. Such a sync keeps them blocked until the owner accepts the change.
 *
 * The threshold: every one of the feed's future nights, or more than two thirds of them when that
 * is at least a week of nights. A single cancellation in a busy feed stays below it; an emptied
 * feed, or one cut down to a few nights, trips it.
 */
export const RELEASE_VALVE = { share: 2 / 3, minNights: 7 } as const;

/** Would freeing `freed` of the feed's `blocked` future nights need the owner's approval? */
export function releaseNeedsApproval(blocked: number, freed: number): boolean {
  if (freed <= 0) return false;
  if (freed >= blocked) return true;
  return freed >= RELEASE_VALVE.minNights && freed / blocked > RELEASE_VALVE.share;
}

/**
 * For other sim routes (search, hot codes): which securities the caller follows, so results can
 * carry `isFollow`. No token, a bad one or an ended session simply follows nothing.
 */
import type { SessionRepository } from './session-repository';
import type { WatchItemRepository } from './watch-item-repository';

/** What following reads: the sessions and the watch items (the sim's `Store` has both). */
export interface FollowSource {
  readonly sessions: SessionRepository;
  readonly items: WatchItemRepository;
}

/** The subset of `ids` followed by the session behind `token` at time `now`. */
export function isFollowing(store: FollowSource, token: string | undefined, ids: readonly string[], now: number = Date.now()): Set<string> {
  const check = store.sessions.check(token, now);
  if (check.status !== 'ok' || ids.length === 0) return new Set();
  return store.items.followed(check.userId, ids);
}

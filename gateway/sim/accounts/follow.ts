/**
 * For other sim routes (search, hot codes): which securities the caller follows, so results can
 * carry `isFollow`. No token, a bad one or an ended session simply follows nothing.
 */
import type { Store } from '../store/open-store';

/** The subset of `ids` followed by the session behind `token` at time `now`. */
export function isFollowing(store: Store, token: string | undefined, ids: readonly string[], now: number = Date.now()): Set<string> {
  const check = store.sessions.check(token, now);
  if (check.status !== 'ok' || ids.length === 0) return new Set();
  return store.items.followed(check.userId, ids);
}

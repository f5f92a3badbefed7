/**
 * Which search hits show 已添加 (spec §2). Once the watchlist has loaded it is the authority, so a
 * removal shows 加自选 again at once; before that (or when the load failed) the search answer's own
 * `isFollow` flag stands in.
 */
import type { SearchResult } from '../../contracts/entities';

/** True when the hit should show 已添加. */
export function showsFollowed(hit: Pick<SearchResult, 'id' | 'isFollow'>, followed: ReadonlySet<string>, watchlistLoaded: boolean): boolean {
  return followed.has(hit.id) || (!watchlistLoaded && hit.isFollow === 1);
}

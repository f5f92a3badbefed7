/**
 * 题材 tags of a flash: the concept boards its stocks belong to, most shared first, so a batch of
 * limit-ups is tagged with the themes that moved together.
 */
import type { MarketMoment } from './moment';

/** Most tags one flash carries. */
export const MAX_TAGS = 3;

/** The concept boards most shared by `ids` (ties in first-seen order), at most {@link MAX_TAGS}. */
export function themeTags(m: Pick<MarketMoment, 'conceptsOf'>, ids: readonly string[]): string[] {
  const count = new Map<string, number>();
  for (const id of ids) for (const name of m.conceptsOf(id)) count.set(name, (count.get(name) ?? 0) + 1);
  return [...count.entries()]
    .sort((a, b) => b[1] - a[1])
    .slice(0, MAX_TAGS)
    .map(([name]) => name);
}

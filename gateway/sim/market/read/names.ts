/**
 * A security's name as the market shows it at market time `ts`: a new listing's 「N」 (listing day)
 * or 「C」 (科创板/创业板, days 2–5) before it (contracts/listing-name.ts). Every answer that names a
 * listed security beside its quote — the quote header, ranking rows, board leaders, search, the
 * watchlist, the 新股中心 — names it through here.
 */
import { type ListingNamed, nameOnDay } from '../../../../contracts/listing-name';
import { localDay } from '../../calendar/days';

/** The name shown at market time `ts`. */
export function shownName(s: ListingNamed, ts: number): string {
  return nameOnDay(s, localDay(ts));
}

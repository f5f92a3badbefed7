/**
 * Whole-market reads over snapshots: breadth (up/down counts, limit counts, the distribution of
 * percent changes) and rankings by a field with market/board/kind filters.
 */
import type { Board, CapitalOrIndex, Suffix } from '../../../contracts/market';
import type { Profile } from './profile';
import type { Breadth, BreadthBucket, RankField, Snapshot } from './types';

/** Bucket edges of the up/down distribution, percent: (−∞,−7], (−7,−5], … (7,∞). */
export const BREADTH_EDGES = [-7, -5, -3, 0, 3, 5, 7] as const;

/** Breadth of the A-share stocks among `rows`. */
export function breadthOf(rows: ReadonlyArray<{ profile: Profile; snapshot: Snapshot }>, ts: number): Breadth {
  const buckets: BreadthBucket[] = [];
  for (let b = 0; b <= BREADTH_EDGES.length; b++) {
    buckets.push({ min: b === 0 ? null : BREADTH_EDGES[b - 1]!, max: b === BREADTH_EDGES.length ? null : BREADTH_EDGES[b]!, count: 0 });
  }
  const out: Breadth = { ts, total: 0, up: 0, down: 0, flat: 0, suspended: 0, limitUp: 0, limitDown: 0, buckets };
  for (const { profile, snapshot: s } of rows) {
    if (profile.sec.kind !== 'capital') continue;
    out.total++;
    if (s.status === 'suspended') {
      out.suspended++;
      continue;
    }
    if (s.change > 0) out.up++;
    else if (s.change < 0) out.down++;
    else out.flat++;
    if (s.limitUp !== null && s.price >= s.limitUp) out.limitUp++;
    if (s.limitDown !== null && s.price <= s.limitDown) out.limitDown++;
    let b = 0;
    while (b < BREADTH_EDGES.length && s.pct > BREADTH_EDGES[b]!) b++;
    buckets[b]!.count++;
  }
  return out;
}

/** Filters of a ranking; an absent list means no filter. */
export interface RankFilter {
  suffixes?: readonly Suffix[];
  boards?: readonly Board[];
  kinds?: readonly CapitalOrIndex[];
  /** Leave out suspended names (default true). */
  excludeSuspended?: boolean;
}

/** A ranking request. */
export interface RankQuery {
  by: RankField;
  order?: 'desc' | 'asc';
  filter?: RankFilter;
  offset?: number;
  limit?: number;
}

/** A page of a ranking. */
export interface RankPage {
  total: number;
  items: Snapshot[];
}

/** Most rows one ranking page returns. */
export const MAX_RANK_LIMIT = 500;

function fieldOf(s: Snapshot, by: RankField): number {
  const v = s[by];
  return typeof v === 'number' && Number.isFinite(v) ? v : -Infinity;
}

/** Ranks `rows` by a field (ties by id, so pages are stable). */
export function rankOf(rows: ReadonlyArray<{ profile: Profile; snapshot: Snapshot }>, q: RankQuery): RankPage {
  const f = q.filter ?? {};
  const desc = (q.order ?? 'desc') === 'desc';
  const excludeSuspended = f.excludeSuspended ?? true;
  const picked: Snapshot[] = [];
  for (const { profile, snapshot } of rows) {
    const sec = profile.sec;
    if (f.suffixes && !f.suffixes.includes(sec.suffix)) continue;
    if (f.boards && !f.boards.includes(sec.board)) continue;
    if (f.kinds && !f.kinds.includes(sec.kind)) continue;
    if (excludeSuspended && snapshot.status === 'suspended') continue;
    picked.push(snapshot);
  }
  picked.sort((a, b) => {
    const va = fieldOf(a, q.by);
    const vb = fieldOf(b, q.by);
    if (va !== vb) return (va > vb ? 1 : -1) * (desc ? -1 : 1);
    return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
  });
  const offset = Math.max(0, Math.floor(q.offset ?? 0));
  const limit = Math.max(0, Math.min(MAX_RANK_LIMIT, Math.floor(q.limit ?? 50)));
  return { total: picked.length, items: picked.slice(offset, offset + limit) };
}

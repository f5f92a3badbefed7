/**
 * The 7×24 feed's logic, free of React: the items kept (newest first, by id once), older pages
 * appended at the bottom, polled newer items either merged at once (reader at the top) or held as
 * "N条新消息" until the reader asks for them (so the list never moves under a reader), 只看自选,
 * and the rows with date dividers the page renders.
 */
import { NEWS_TAB_LABELS, type NewsItem, type NewsTab } from '../../../contracts/endpoints/news';
import { wallDate } from '../../core/exchange-clock';

/** The feed as the page holds it. */
export interface FeedState {
  /** Shown items, newest first. */
  items: readonly NewsItem[];
  /** Newer items held back while the reader is scrolled down, newest first. */
  pending: readonly NewsItem[];
  /** `before` of the next older page; null when the desk keeps nothing older. */
  next: number | null;
}

/** An empty feed. */
export const EMPTY_FEED: FeedState = { items: [], pending: [], next: null };

function byNewest(a: NewsItem, b: NewsItem): number {
  return b.ts - a.ts;
}

/** `a` then the items of `b` whose id is not in `a`, newest first (stable for equal times). */
function union(a: readonly NewsItem[], b: readonly NewsItem[]): NewsItem[] {
  const byId = new Map<string, NewsItem>();
  for (const i of [...a, ...b]) if (!byId.has(i.id)) byId.set(i.id, i);
  return [...byId.values()].sort(byNewest);
}

/** The first page (a new tab or keyword replaces everything). */
export function firstPage(list: readonly NewsItem[], next: number | null): FeedState {
  return { items: union([], list), pending: [], next };
}

/** An older page appended at the bottom. */
export function olderPage(state: FeedState, list: readonly NewsItem[], next: number | null): FeedState {
  const held = new Set(state.pending.map((i) => i.id));
  return {
    ...state,
    items: union(
      state.items,
      list.filter((i) => !held.has(i.id)),
    ),
    next,
  };
}

/** The newest time the feed knows (shown or held), for the poll's `after`. */
export function newestTs(state: FeedState): number | null {
  const top = [state.pending[0]?.ts, state.items[0]?.ts].filter((t): t is number => t !== undefined);
  return top.length === 0 ? null : Math.max(...top);
}

/**
 * Items from the poll. While the reader is at the top they join the list at once; while reading
 * further down they are held (the list does not move) and counted in the bar.
 */
export function polled(state: FeedState, fresh: readonly NewsItem[], atTop: boolean): FeedState {
  const known = new Set([...state.items, ...state.pending].map((i) => i.id));
  const added = union([], fresh).filter((i) => !known.has(i.id));
  if (added.length === 0) return state;
  if (atTop && state.pending.length === 0) return { ...state, items: union(added, state.items) };
  return { ...state, pending: union(added, state.pending) };
}

/** The reader asked for the held items: they join the top. */
export function showPending(state: FeedState): FeedState {
  if (state.pending.length === 0) return state;
  return { ...state, items: union(state.pending, state.items), pending: [] };
}

/** Items naming at least one followed security (只看自选). */
export function onlyFollowed(items: readonly NewsItem[], followed: ReadonlySet<string>): NewsItem[] {
  return items.filter((i) => i.codes.some((c) => followed.has(c)));
}

/** A row of the rendered feed. */
export type FeedRow = { kind: 'day'; key: string; date: string; label: string } | { kind: 'item'; key: string; item: NewsItem };

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];

/** `2025-11-27 星期四`, with 今天 for the day of `now`. */
export function dayLabel(date: string, today: string): string {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()] ?? '';
  return `${date} ${date === today ? '今天' : weekday}`;
}

/** Items with a divider before each exchange day (items newest first). */
export function withDividers(items: readonly NewsItem[], now: number): FeedRow[] {
  const today = wallDate(now);
  const rows: FeedRow[] = [];
  let last: string | null = null;
  for (const item of items) {
    const date = wallDate(item.ts);
    if (date !== last) {
      rows.push({ kind: 'day', key: `day-${date}`, date, label: dayLabel(date, today) });
      last = date;
    }
    rows.push({ kind: 'item', key: item.id, item });
  }
  return rows;
}

/** The newest digest of each kind, newest first. */
export function latestDigests(items: readonly NewsItem[]): NewsItem[] {
  const byKind = new Map<string, NewsItem>();
  for (const i of items) {
    if (!i.digest) continue;
    const had = byKind.get(i.digest);
    if (!had || had.ts < i.ts) byKind.set(i.digest, i);
  }
  return [...byKind.values()].sort((a, b) => b.ts - a.ts);
}

/** What the list says when nothing matches. */
export function emptyText(tab: NewsTab, keyword: string, mine: boolean): string {
  if (mine) return '暂无与自选股相关的资讯';
  if (keyword) return `没有包含“${keyword}”的资讯`;
  // 公告/解读 come from company disclosures (periodic reports, 预告, 分红): few outside the report seasons.
  if (tab === 'notice' || tab === 'analysis') return `暂无${NEWS_TAB_LABELS[tab]}资讯（公司公告集中在财报披露季）`;
  return tab === 'all' ? '暂无资讯' : `暂无${NEWS_TAB_LABELS[tab]}资讯`;
}

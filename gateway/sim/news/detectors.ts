/**
 * Market events worth a 快讯, detected by comparing the market now with what was already reported
 * today: index moves crossing whole-percent marks, new limit-ups (with their 连板) and limit-downs, and sharp
 * 5-minute moves; plus the fixed-time summaries of summaries.ts. Pure functions over live rows and
 * the day's memory; the desk owns the memory and the clock.
 */
import type { LiveRow } from '../market/index';
import { atLimitDown, atLimitUp } from '../market/index';
import { WATCHED_INDEXES, type DayMemory, type FlashDraft, type MarketMoment } from './moment';
import { digests } from './digests';
import { checkpointSummaries } from './summaries';
import { limitUpStreak, STREAK_LOOKBACK } from './streaks';
import { themeTags } from './tags';
import { marked, moveWords, nameList } from './wording';

/** Whole-percent marks an index move is reported at. */
export const INDEX_MARKS = [1, 2, 3, 4, 5] as const;
/** 涨速 (5-minute change, percent) that makes a stock a sharp mover. */
export const SHARP_MOVE_PCT = 3;
/** Stocks named one by one in an observation; more are batched into one flash. */
const MAX_SINGLE_FLASHES = 3;

function hasTraded(row: LiveRow): boolean {
  return row.snap.open !== null && row.snap.status !== 'suspended';
}

/** Whole-percent marks newly passed by the watched indexes (one flash per index: its largest new mark). */
export function indexMoves(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  const out: FlashDraft[] = [];
  for (const [id, short] of WATCHED_INDEXES) {
    // An index moves on its own market's trading days only (A-share indexes sit out the days only HKEX trades).
    if (!(id.endsWith('.HK') ? m.hkTradingDay : m.tradingDay)) continue;
    const row = m.byId.get(id);
    if (!row || !hasTraded(row)) continue;
    const pct = row.snap.pct;
    const sign = pct >= 0 ? '+' : '-';
    let newest: number | null = null;
    for (const mark of INDEX_MARKS) {
      const key = `${id}:${sign}${mark}`;
      if (Math.abs(pct) >= mark && !memory.indexMarks.has(key)) {
        memory.indexMarks.add(key);
        newest = mark;
      }
    }
    if (newest === null) continue;
    const verb = pct >= 0 ? '涨' : '跌';
    out.push({
      ts: m.ts,
      title: marked(`${short}${verb}超${newest}%`),
      content: marked(
        `${short}${verb}幅扩大至${Math.abs(pct).toFixed(2)}%，现报${row.snap.price.toFixed(2)}点，成交额${(row.snap.amount / 1e8).toFixed(2)}亿元。`,
      ),
      codes: [id],
      level: newest >= 2 ? 'important' : 'normal',
    });
  }
  return out;
}

/** A-share stocks newly at limit-up or limit-down, named one by one or batched (none on a day the mainland is closed). */
export function limitMoves(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  if (!m.tradingDay) return [];
  const ups: LiveRow[] = [];
  const downs: LiveRow[] = [];
  for (const row of m.stocks) {
    if (!hasTraded(row)) continue;
    if (atLimitUp(row.snap) && !memory.limitUps.has(row.entry.id)) {
      memory.limitUps.add(row.entry.id);
      ups.push(row);
    } else if (atLimitDown(row.snap) && !memory.limitDowns.has(row.entry.id)) {
      memory.limitDowns.add(row.entry.id);
      downs.push(row);
    }
  }
  return [...limitFlashes(m, ups, '涨停'), ...limitFlashes(m, downs, '跌停')];
}

function limitFlashes(m: MarketMoment, rows: readonly LiveRow[], word: '涨停' | '跌停'): FlashDraft[] {
  const ts = m.ts;
  if (rows.length === 0) return [];
  if (rows.length <= MAX_SINGLE_FLASHES) {
    return rows.map(({ entry, snap }) => {
      // A limit-up that continues one of the days before is news as 连板.
      const streak = word === '涨停' ? limitUpStreak(entry, m.dayBars(entry.id, STREAK_LOOKBACK)) : 1;
      const run = streak >= 2 ? `，${streak}连板` : '';
      return {
        ts,
        title: marked(`${entry.name}${word}${run}`),
        content: marked(
          `${entry.name}（${entry.code}）${word}${run}，报${snap.price.toFixed(2)}元，${moveWords(snap.pct)}，成交额${(snap.amount / 1e8).toFixed(2)}亿元。`,
        ),
        codes: [entry.id],
        level: streak >= 3 ? ('important' as const) : ('normal' as const),
        tags: themeTags(m, [entry.id]),
      };
    });
  }
  const sorted = [...rows].sort((a, b) => b.snap.amount - a.snap.amount || a.entry.id.localeCompare(b.entry.id));
  const names = sorted.map((r) => r.entry.name);
  return [
    {
      ts,
      title: marked(`${rows.length}只个股${word}`),
      content: marked(`${nameList(names)}${word}。`),
      codes: sorted.slice(0, 10).map((r) => r.entry.id),
      level: rows.length >= 10 ? 'important' : 'normal',
      tags: themeTags(
        m,
        sorted.map((r) => r.entry.id),
      ),
    },
  ];
}

/** A-share stocks moving sharply (|涨速| ≥ {@link SHARP_MOVE_PCT}) for the first time today in that direction (none on a day the mainland is closed). */
export function sharpMoves(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  if (!m.tradingDay) return [];
  const rows: LiveRow[] = [];
  for (const row of m.stocks) {
    if (row.snap.status !== 'trading' || Math.abs(row.snap.speed) < SHARP_MOVE_PCT) continue;
    const key = `${row.entry.id}:${row.snap.speed > 0 ? '+' : '-'}`;
    if (memory.movers.has(key)) continue;
    memory.movers.add(key);
    rows.push(row);
  }
  rows.sort((a, b) => Math.abs(b.snap.speed) - Math.abs(a.snap.speed) || a.entry.id.localeCompare(b.entry.id));
  const single = rows.slice(0, MAX_SINGLE_FLASHES).map(({ entry, snap }): FlashDraft => {
    const verb = snap.speed > 0 ? '快速拉升' : '快速下挫';
    return {
      ts: m.ts,
      title: marked(`${entry.name}${verb}`),
      content: marked(
        `${entry.name}（${entry.code}）${verb}，5分钟${snap.speed > 0 ? '涨' : '跌'}幅${Math.abs(snap.speed).toFixed(2)}%，现${moveWords(snap.pct)}，报${snap.price.toFixed(2)}元。`,
      ),
      codes: [entry.id],
      level: 'normal',
      tags: themeTags(m, [entry.id]),
    };
  });
  if (rows.length <= MAX_SINGLE_FLASHES) return single;
  const rest = rows.slice(MAX_SINGLE_FLASHES);
  return [
    ...single,
    {
      ts: m.ts,
      title: marked(`${rest.length}只个股异动`),
      content: marked(`${nameList(rest.map((r) => r.entry.name))}5分钟内大幅波动。`),
      codes: rest.slice(0, 10).map((r) => r.entry.id),
      level: 'normal',
    },
  ];
}

/** Every detector in a fixed order, so the same market gives the same flashes. */
export function detectAll(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  return [...digests(m, memory), ...checkpointSummaries(m, memory), ...indexMoves(m, memory), ...limitMoves(m, memory), ...sharpMoves(m, memory)];
}

/**
 * Market events worth a 快讯, detected by comparing the market now with what was already reported
 * today: index moves crossing whole-percent marks, new limit-ups and limit-downs, sharp 5-minute
 * moves, and at fixed times a market summary and the leading and lagging industry boards.
 * Pure functions over live rows and the day's memory; the desk owns the memory and the clock.
 */
import type { BreadthAnswer, NewsFlash, SectorItem } from '../../../contracts/endpoints/market-data';
import { MINUTE_MS } from '../market/calendar';
import type { LiveRow } from '../routes/market/datasets/rows';
import { atLimitDown, atLimitUp } from '../routes/market/wire';
import { breadthPhrase, indexPhrase, marked, moveWords, nameList, signedPct } from './wording';

/** A flash before the desk gives it an id. */
export type FlashDraft = Omit<NewsFlash, 'id'>;

/** What was already reported today. */
export interface DayMemory {
  /** `id:+2` once an index passed +2% today. */
  indexMarks: Set<string>;
  limitUps: Set<string>;
  limitDowns: Set<string>;
  /** `id:+` / `id:-` once a stock moved sharply that way today. */
  movers: Set<string>;
  /** Checkpoint minutes already summarised. */
  checkpoints: Set<number>;
}

/** A fresh day's memory. */
export function emptyMemory(): DayMemory {
  return { indexMarks: new Set(), limitUps: new Set(), limitDowns: new Set(), movers: new Set(), checkpoints: new Set() };
}

/** Indexes whose whole-percent moves make news, with their short names. */
export const WATCHED_INDEXES: ReadonlyArray<readonly [id: string, short: string]> = [
  ['000001.SH', '沪指'],
  ['399001.SZ', '深成指'],
  ['399006.SZ', '创业板指'],
  ['000688.SH', '科创50'],
  ['HSI.HK', '恒指'],
  ['HSTECH.HK', '恒生科技指数'],
];

/** The A-share summary's indexes. */
const CN_SUMMARY = WATCHED_INDEXES.slice(0, 3);
/** The HK summary's indexes. */
const HK_SUMMARY = WATCHED_INDEXES.slice(4);

/** Whole-percent marks an index move is reported at. */
export const INDEX_MARKS = [1, 2, 3, 4, 5] as const;
/** 涨速 (5-minute change, percent) that makes a stock a sharp mover. */
export const SHARP_MOVE_PCT = 3;
/** Stocks named one by one in an observation; more are batched into one flash. */
const MAX_SINGLE_FLASHES = 3;

/** A market summary checkpoint. */
export interface Checkpoint {
  /** Minute of the local day. */
  minute: number;
  market: 'cn' | 'hk';
  /** Words before the colon of the title. */
  label: string;
  /** Also name the leading/lagging industry boards. */
  sectors: boolean;
  important: boolean;
}

const hm = (h: number, m: number) => h * 60 + m;

/** The day's checkpoints, in time order. */
export const CHECKPOINTS: readonly Checkpoint[] = [
  { minute: hm(9, 30), market: 'cn', label: 'A股开盘', sectors: false, important: false },
  { minute: hm(10, 0), market: 'cn', label: 'A股盘中（10:00）', sectors: true, important: false },
  { minute: hm(10, 30), market: 'cn', label: 'A股盘中（10:30）', sectors: false, important: false },
  { minute: hm(11, 0), market: 'cn', label: 'A股盘中（11:00）', sectors: false, important: false },
  { minute: hm(11, 30), market: 'cn', label: 'A股午间收盘', sectors: true, important: true },
  { minute: hm(13, 30), market: 'cn', label: 'A股午后（13:30）', sectors: false, important: false },
  { minute: hm(14, 0), market: 'cn', label: 'A股盘中（14:00）', sectors: true, important: false },
  { minute: hm(14, 30), market: 'cn', label: 'A股尾盘（14:30）', sectors: false, important: false },
  { minute: hm(15, 0), market: 'cn', label: 'A股收盘', sectors: true, important: true },
  { minute: hm(16, 10), market: 'hk', label: '港股收盘', sectors: false, important: true },
];

/** What the detectors look at. */
export interface MarketMoment {
  /** Market time. */
  ts: number;
  /** Minutes since local midnight. */
  minuteOfDay: number;
  /** Local midnight of the day. */
  dayStart: number;
  /** Live rows by id (indexes included). */
  byId: ReadonlyMap<string, LiveRow>;
  /** A-share stock rows. */
  stocks: readonly LiveRow[];
  /** A-share breadth, computed on demand. */
  breadth(): BreadthAnswer;
  /** 申万 industry boards, best first, computed on demand. */
  industries(): SectorItem[];
}

function hasTraded(row: LiveRow): boolean {
  return row.snap.open !== null && row.snap.status !== 'suspended';
}

/** Whole-percent marks newly passed by the watched indexes (one flash per index: its largest new mark). */
export function indexMoves(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  const out: FlashDraft[] = [];
  for (const [id, short] of WATCHED_INDEXES) {
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
      content: marked(`${short}${verb}幅扩大至${Math.abs(pct).toFixed(2)}%，现报${row.snap.price.toFixed(2)}点，成交额${(row.snap.amount / 1e8).toFixed(2)}亿元。`),
      codes: [id],
      level: newest >= 2 ? 'important' : 'normal',
    });
  }
  return out;
}

/** Stocks newly at limit-up or limit-down, named one by one or batched. */
export function limitMoves(m: MarketMoment, memory: DayMemory): FlashDraft[] {
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
  return [...limitFlashes(m.ts, ups, '涨停'), ...limitFlashes(m.ts, downs, '跌停')];
}

function limitFlashes(ts: number, rows: readonly LiveRow[], word: '涨停' | '跌停'): FlashDraft[] {
  if (rows.length === 0) return [];
  if (rows.length <= MAX_SINGLE_FLASHES) {
    return rows.map(({ entry, snap }) => ({
      ts,
      title: marked(`${entry.name}${word}`),
      content: marked(`${entry.name}（${entry.code}）${word}，报${snap.price.toFixed(2)}元，${moveWords(snap.pct)}，成交额${(snap.amount / 1e8).toFixed(2)}亿元。`),
      codes: [entry.id],
      level: 'normal' as const,
    }));
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
    },
  ];
}

/** Stocks moving sharply (|涨速| ≥ {@link SHARP_MOVE_PCT}) for the first time today in that direction. */
export function sharpMoves(m: MarketMoment, memory: DayMemory): FlashDraft[] {
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
      content: marked(`${entry.name}（${entry.code}）${verb}，5分钟${snap.speed > 0 ? '涨' : '跌'}幅${Math.abs(snap.speed).toFixed(2)}%，现${moveWords(snap.pct)}，报${snap.price.toFixed(2)}元。`),
      codes: [entry.id],
      level: 'normal',
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

function summaryPhrase(m: MarketMoment, indexes: ReadonlyArray<readonly [string, string]>): string {
  return indexes
    .map(([id, short]) => {
      const row = m.byId.get(id);
      return row ? indexPhrase(short, row.snap.pct, row.snap.price) : null;
    })
    .filter((p): p is string => p !== null)
    .join('，');
}

/** The latest checkpoint of each market passed and not yet summarised (older missed ones are skipped). */
export function checkpointSummaries(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  const out: FlashDraft[] = [];
  for (const market of ['cn', 'hk'] as const) {
    const passed = CHECKPOINTS.filter((c) => c.market === market && c.minute <= m.minuteOfDay);
    const latest = passed.at(-1);
    if (!latest || memory.checkpoints.has(latest.minute)) continue;
    for (const c of passed) memory.checkpoints.add(c.minute);
    const at = m.dayStart + latest.minute * MINUTE_MS;
    // Stamped at the checkpoint when observed on time, else when observed (the numbers are of then).
    const ts = m.ts - at <= 5 * MINUTE_MS ? at : m.ts;
    const indexes = market === 'cn' ? CN_SUMMARY : HK_SUMMARY;
    if (!indexes.some(([id]) => m.byId.has(id))) continue;
    const headline = `${latest.label}：${summaryPhrase(m, indexes.slice(0, 1))}`;
    const body = market === 'cn' ? `${summaryPhrase(m, indexes)}；${breadthPhrase(m.breadth())}。` : `${summaryPhrase(m, indexes)}。`;
    out.push({
      ts,
      title: marked(headline),
      content: marked(`${latest.label}，${body}`),
      codes: indexes.map(([id]) => id).filter((id) => m.byId.has(id)),
      level: latest.important ? 'important' : 'normal',
    });
    if (latest.sectors) {
      const boards = m.industries();
      const best = boards[0];
      const worst = boards.at(-1);
      if (best && worst && best !== worst) {
        const leader = best.leader ? `，${best.leader.name}${moveWords(best.leader.pct)}` : '';
        out.push({
          ts,
          title: marked(`${best.name}板块领涨`),
          content: marked(`申万行业板块中，${best.name}${signedPct(best.pct)}领涨${leader}；${worst.name}${signedPct(worst.pct)}表现最弱。`),
          codes: [best.id, ...(best.leader ? [best.leader.id] : []), worst.id],
          level: 'normal',
        });
      }
    }
  }
  return out;
}

/** Every detector in a fixed order, so the same market gives the same flashes. */
export function detectAll(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  return [...checkpointSummaries(m, memory), ...indexMoves(m, memory), ...limitMoves(m, memory), ...sharpMoves(m, memory)];
}

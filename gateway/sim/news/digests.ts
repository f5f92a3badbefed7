/**
 * The session digests of the 7×24 feed: 早报 before the open (the previous session's close, read
 * from the finished day bars, so known at 08:30), 午评 during the lunch break (the morning's
 * close) and 收评 after the close. Each names the main indexes with their real moves and levels,
 * the A-share breadth and the leading and lagging 申万 industry boards of the moment it is written.
 * A digest the desk would write too late to be true (a 午评 after the afternoon opened) is skipped;
 * a 早报 never is (it reads finished bars, so it is as true at 10:00 as at 08:30 and keeps its 08:30).
 * Past trading days the desk did not watch get the 早报 and 收评 it would have written, from finished
 * day bars alone ({@link pastDayDigests}): the history of a freshly started desk is not empty.
 */
import type { NewsDigest } from '../../../contracts/endpoints/news';
import { MINUTE_MS, dayStart, localDay } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { KlineBar } from '../market/index';
import { CN_SUMMARY, HK_SUMMARY, type DayMemory, type FlashDraft, type MarketMoment } from './moment';
import { breadthPhrase, indexPhrase, marked, moveWords, signedPct } from './wording';

const hm = (h: number, m: number) => h * 60 + m;

/** When each digest is written, and until when its numbers are still those it describes (minutes of the day). */
export const DIGEST_TIMES: Readonly<Record<NewsDigest, { from: number; until: number }>> = {
  早报: { from: hm(8, 30), until: hm(9, 15) },
  午评: { from: hm(11, 31), until: hm(13, 0) },
  收评: { from: hm(15, 1), until: hm(24, 0) },
};

/** Indexes a digest names. */
const DIGEST_INDEXES = [...CN_SUMMARY, ['000688.SH', '科创50'] as const, ...HK_SUMMARY.slice(0, 1)];

/** The previous session's move of an index from its finished day bars: pct and close, or null. */
export function previousSession(m: MarketMoment, id: string): { pct: number; close: number; day: number } | null {
  return sessionOf(m.dayBars(id, 1).at(-1));
}

function sessionOf(bar: KlineBar | undefined): { pct: number; close: number; day: number } | null {
  if (!bar || !(bar.preClose > 0)) return null;
  return { pct: (bar.close / bar.preClose - 1) * 100, close: bar.close, day: bar.ts };
}

function sectorsPhrase(m: MarketMoment): string {
  const boards = m.industries();
  const best = boards[0];
  const worst = boards.at(-1);
  if (!best || !worst || best === worst) return '';
  const leader = best.leader ? `（${best.leader.name}${moveWords(best.leader.pct)}）` : '';
  return `申万行业中${best.name}${signedPct(best.pct)}领涨${leader}，${worst.name}${signedPct(worst.pct)}表现最弱。`;
}

function liveIndexes(m: MarketMoment): { text: string; codes: string[]; lead: string } {
  const parts: string[] = [];
  const codes: string[] = [];
  for (const [id, short] of DIGEST_INDEXES) {
    const row = m.byId.get(id);
    if (!row || row.snap.open === null) continue;
    parts.push(indexPhrase(short, row.snap.pct, row.snap.price));
    codes.push(id);
  }
  return { text: parts.join('，'), codes, lead: parts[0] ?? '' };
}

function sessionDigest(m: MarketMoment, kind: '午评' | '收评'): FlashDraft | null {
  const { text, codes, lead } = liveIndexes(m);
  if (codes.length === 0) return null;
  const board = m.industries()[0];
  const when = kind === '午评' ? '早盘' : '全天';
  return {
    ts: m.ts,
    title: marked(`${kind}：${lead}${board ? `，${board.name}板块领涨` : ''}`),
    content: marked(`${kind}：A股${when}收盘，${text}；${breadthPhrase(m.breadth())}。${sectorsPhrase(m)}`),
    codes: [...codes, ...(board ? [board.id] : [])],
    level: 'important',
    digest: kind,
    tags: board ? [board.name] : [],
  };
}

function morningDigest(m: MarketMoment): FlashDraft | null {
  return morningDigestFrom((id) => m.dayBars(id, 1).at(-1), m.ts);
}

/** 早报 from the previous session's finished bar of each index (`lastBar`), stamped `ts`. */
function morningDigestFrom(lastBar: (id: string) => KlineBar | undefined, ts: number): FlashDraft | null {
  const parts: string[] = [];
  const codes: string[] = [];
  let day: number | null = null;
  for (const [id, short] of DIGEST_INDEXES) {
    const prev = sessionOf(lastBar(id));
    if (!prev) continue;
    day ??= prev.day;
    parts.push(`${short}${moveWords(prev.pct)}收报${prev.close.toFixed(2)}点`);
    codes.push(id);
  }
  if (codes.length === 0 || day === null) return null;
  const date = formatDay(localDay(day)).slice(5);
  return {
    ts,
    title: marked(`早报：上一交易日${parts[0]}`),
    content: marked(`早报：上一交易日（${date}）${parts.join('，')}。今日A股9:15集合竞价、9:30开盘，港股9:30开盘。`),
    codes,
    level: 'important',
    digest: '早报',
    tags: [],
  };
}

/** The digests due now and not yet written today (stamped at their time when observed on time). */
export function digests(m: MarketMoment, memory: DayMemory): FlashDraft[] {
  const out: FlashDraft[] = [];
  for (const kind of ['早报', '午评', '收评'] as const) {
    const { from, until } = DIGEST_TIMES[kind];
    if (memory.digests.has(kind) || m.minuteOfDay < from) continue;
    memory.digests.add(kind);
    if (!m.tradingDay || (m.minuteOfDay >= until && kind !== '早报')) continue;
    const draft = kind === '早报' ? morningDigest(m) : sessionDigest(m, kind);
    if (!draft) continue;
    // 早报 reads finished bars only, so it carries its scheduled time; the others are of the moment seen.
    out.push({ ...draft, ts: kind === '早报' ? m.dayStart + from * MINUTE_MS : m.ts });
  }
  return out;
}

/** The finished day bars of a security up to `endTs` (inclusive), the last `count`, oldest first. */
export type BarsUpTo = (id: string, endTs: number, count: number) => readonly KlineBar[];

/**
 * 早报 and 收评 of a finished past trading day (`day`, a local day number), from finished day bars
 * only: the 早报 quotes the session before it, the 收评 the day's own closes (indexes that did not
 * trade that day, e.g. HK on a mainland-only day, are left out). Without live snapshots the 收评
 * carries no breadth or sectors. Stamped 08:30 and 15:01 of the day.
 */
export function pastDayDigests(barsUpTo: BarsUpTo, day: number): FlashDraft[] {
  const start = dayStart(day);
  const out: FlashDraft[] = [];
  const morning = morningDigestFrom((id) => barsUpTo(id, start - 1, 1).at(-1), start + DIGEST_TIMES.早报.from * MINUTE_MS);
  if (morning) out.push(morning);
  const parts: string[] = [];
  const codes: string[] = [];
  for (const [id, short] of DIGEST_INDEXES) {
    const bar = barsUpTo(id, dayStart(day + 1) - 1, 1).at(-1);
    const session = bar && localDay(bar.ts) === day ? sessionOf(bar) : null;
    if (!session) continue;
    parts.push(indexPhrase(short, session.pct, session.close));
    codes.push(id);
  }
  if (codes.length > 0) {
    out.push({
      ts: start + DIGEST_TIMES.收评.from * MINUTE_MS,
      title: marked(`收评：${parts[0]}`),
      content: marked(`收评：A股全天收盘，${parts.join('，')}。`),
      codes,
      level: 'important',
      digest: '收评',
      tags: [],
    });
  }
  return out;
}

/**
 * The one rule for a major holder's 增减持 announcement, read by the company's 公告 page and
 * timeline (`events.ts`) and by the data centre's market-wide 股东增减持 table
 * (`datacentre/holder-changes.ts`), so both list the same holder, the same before/after shares and
 * the same 公告日.
 *
 * Between report periods g − 1 and g, a holder of 5% or more of 总股本 (before or after), or the
 * controlling holder, whose stake moved by 0.5 point or more announces it (nominees never do) on a mainland trading day inside
 * quarter g. The shares are the holdings of the two periods (`HolderModel.holdings`, what 十大股东
 * lists); the stakes are of each period's own 总股本. Point in time: a change is known from its 公告日
 * (≤ the day on show), inside the quarter, before the quarter's report lists the holding in 十大股东.
 */
import { periodEndDay } from '../companies/index';
import { mainlandIndexAtOrAfter, mainlandIndexAtOrBefore, mainlandIndexPlus, tradingIndexOf } from '../calendar/days';
import { hash3, hashString, uniform } from '../shared/rng';
import type { HolderModel } from './holders';

/** The tag `events.ts` draws its days with (the announcement day keeps its draw). */
const TAG = hashString('disclosure-events');

/** A stake must reach this share of 总股本 (before or after) to be announced... */
export const HOLDER_CHANGE_MIN_STAKE = 0.05;
/** ...and move by at least this much. */
export const HOLDER_CHANGE_MIN_MOVE = 0.005;

/**
 * Nominees hold for others (Stock Connect investors): their stake moves in 十大股东, but the 5% rule
 * binds the beneficial owners, so a nominee never announces a 增减持.
 */
export const NOMINEE_HOLDERS: ReadonlySet<string> = new Set(['香港中央结算有限公司', '香港中央结算（代理人）有限公司']);

/** One announced change of a holder between periods g − 1 and g. */
export interface HolderChange {
  g: number;
  /** Trading index of the 公告日 (inside quarter g). */
  idx: number;
  /** Rank of the holder in period g's holdings (0 = largest). */
  rank: number;
  name: string;
  nature: string;
  /** The holder's shares at the end of g − 1 and of g. */
  before: number;
  after: number;
  /** 总股本 at the end of g − 1 and of g; 流通股本 at the end of g. */
  prevTotal: number;
  total: number;
  floatTotal: number;
  /** Stakes of 总股本 before and after (fractions). */
  s0: number;
  s1: number;
  up: boolean;
  controlling: boolean;
  /** 控股股东 or 持股5%以上股东, as the title says. */
  who: string;
  title: string;
}

/** Bounds of the stakes of a company's holders other than the two major ones (`HolderModel.minorStakeMax`): of those who may announce (the nominees skipped), and of all (who may rank above). */
export interface MinorBounds {
  announce: number;
  rank: number;
}

/**
 * {@link holderChangesOf}, read from the two major holders alone (`HolderModel.majorHolding`, without
 * the holder lists) when that gives the same answer: every other stake stays below
 * {@link HOLDER_CHANGE_MIN_STAKE} (so only they may announce), and each of them that does holds more
 * than every other stake (so only the other of them may rank above it). Otherwise the lists are read.
 * A market-wide table asks it of every company for every period of its window (`keyOf`: the seed
 * key, drawn only for a company with a change).
 */
export function majorHolderChangesOf(
  holders: HolderModel,
  slot: number,
  g: number,
  keyOf: () => number,
  firstListed: number,
  bounds: MinorBounds,
): HolderChange[] {
  if (g - 1 < firstListed) return [];
  if (bounds.announce >= HOLDER_CHANGE_MIN_STAKE) return holderChangesOf(holders, slot, g, keyOf(), firstListed);
  const major = holders.majorHolders(slot);
  const majors = ([0, 1] as const).map((n) => ({ n, now: holders.majorHolding(slot, g, n), prev: holders.majorHolding(slot, g - 1, n) }));
  const moved = majors.filter((m) => m.prev.shares > 0 && m.now.shares > 0 && announces(m.prev.shares / m.prev.totalShares, m.now.shares / m.now.totalShares));
  if (moved.length === 0) return [];
  if (moved.some((m) => m.now.shares / m.now.totalShares <= bounds.rank)) return holderChangesOf(holders, slot, g, keyOf(), firstListed);
  const key = keyOf();
  const { start, end } = quarterOf(g);
  const out: HolderChange[] = [];
  for (const m of moved) {
    const other = majors[1 - m.n]!.now.shares;
    const rank = other > m.now.shares || (other === m.now.shares && 1 - m.n < m.n) ? 1 : 0;
    out.push(changeOf(g, rank, major[m.n]!, m.prev.shares, m.now.shares, m.prev, m.now, key, start, end));
  }
  return out.sort((a, b) => a.rank - b.rank);
}

/** Whether a holder with stakes s0 and s1 of 总股本 (before and after) announces. */
function announces(s0: number, s1: number): boolean {
  return Math.max(s0, s1) >= HOLDER_CHANGE_MIN_STAKE && Math.abs(s1 - s0) >= HOLDER_CHANGE_MIN_MOVE;
}

/** First and last mainland trading index of quarter g (a change of period g is announced inside it). */
function quarterOf(g: number): { start: number; end: number } {
  return { start: mainlandIndexAtOrAfter(tradingIndexOf(periodEndDay(g - 1)) + 1), end: mainlandIndexAtOrBefore(tradingIndexOf(periodEndDay(g))) };
}

/** The announcement of holder `h`, ranked i in period g, holding `before` then `after` shares. */
function changeOf(
  g: number,
  i: number,
  h: { name: string; nature: string },
  before: number,
  after: number,
  prev: { totalShares: number },
  now: { totalShares: number; floatShares: number },
  key: number,
  start: number,
  end: number,
): HolderChange {
  const s1 = after / now.totalShares;
  const s0 = before / prev.totalShares;
  // 3 to 47 mainland trading days before the quarter's last, not before its first.
  const idx = Math.max(start, mainlandIndexPlus(end, -3 - Math.floor(uniform(hash3(key, TAG, g * 64 + 10 + (i % 40))) * 45)));
  const up = s1 > s0;
  const who = i === 0 && h.nature !== '境外法人' ? '控股股东' : '持股5%以上股东';
  const title = up ? `关于${who}增持公司股份的公告` : `关于${who}减持股份${Math.abs(s1 - s0) >= 0.01 ? '比例超过1%' : '的进展'}的公告`;
  return {
    g,
    idx,
    rank: i,
    name: h.name,
    nature: h.nature,
    before,
    after,
    prevTotal: prev.totalShares,
    total: now.totalShares,
    floatTotal: now.floatShares,
    s0,
    s1,
    up,
    controlling: i === 0,
    who,
    title,
  };
}

/**
 * The announced changes of period g of a company whose seed key is `key` and whose first report
 * period after the listing is `firstListed`; none for g − 1 before it. In holdings order.
 */
export function holderChangesOf(holders: HolderModel, slot: number, g: number, key: number, firstListed: number): HolderChange[] {
  if (g - 1 < firstListed) return [];
  const now = holders.holdings(slot, g);
  const prev = holders.holdings(slot, g - 1);
  const was = new Map(prev.rows.map((r) => [r.name, r] as const));
  const { start, end } = quarterOf(g);
  const out: HolderChange[] = [];
  now.rows.forEach((r, i) => {
    const p = was.get(r.name);
    if (!p || NOMINEE_HOLDERS.has(r.name)) return;
    if (!announces(p.shares / prev.totalShares, r.shares / now.totalShares)) return;
    out.push(changeOf(g, i, r, p.shares, r.shares, prev, now, key, start, end));
  });
  return out;
}

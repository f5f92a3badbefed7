/**
 * 股东增减持, market-wide: every A-share company's major-holder announcements (the one rule of
 * `disclosures/holder-changes.ts`, which the stock's 公告 page and timeline read too) with 公告日
 * in a window up to a day. Point in time as the stock's pages are: as of day t, a change is known
 * from its own 公告日 (≤ t) — a holder crossing 5% or selling down announces within days, before the
 * quarter's report shows it in 十大股东 — and nothing with a 公告日 after t is listed.
 *
 * The changes of a period never change, so they are computed once per period for the whole market
 * and kept; the holders' share capital is built a company at a time, yielding between slices
 * ({@link HolderChanges.prepare}).
 */
import type { DcExchange, HolderChangeRow, HolderChangeSummary } from '../../../contracts/endpoints/datacentre';
import { periodContaining, periodEndDay } from '../companies/index';
import type { Companies } from '../companies/index';
import { DisclosureContext } from '../disclosures/index';
import { type HolderChange, type MinorBounds, majorHolderChangesOf, NOMINEE_HOLDERS } from '../disclosures/index';
import { HolderModel } from '../disclosures/index';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { Lru } from '../shared/lru';
import type { DayFrame, Stock } from './day-frame';
import { inSlices } from '../shared/slices';

/** A change with the frame row of its stock. */
export interface MarketHolderChange {
  row: number;
  change: HolderChange;
}

const r2 = (x: number) => Math.round(x * 100) / 100;
const r4 = (x: number) => Math.round(x * 10_000) / 10_000;
const dayText = (t: number) => formatDay(dayOfTradingIndex(t));

/** The market's holder changes, per report period. */
export class HolderChanges {
  readonly holders: HolderModel;
  readonly ctx: DisclosureContext;
  private readonly periods = new Lru<number, MarketHolderChange[]>(24);
  /** Frame rows of the A-share companies. */
  readonly rows: number[];
  private warmed = 0;
  private readonly minors = new Map<number, MinorBounds>();
  private readonly listed = new Map<number, number>();

  constructor(
    companies: Companies,
    private readonly stocks: readonly Stock[],
  ) {
    this.holders = new HolderModel(companies);
    this.ctx = new DisclosureContext({ companies, today: () => 0 });
    this.rows = [];
    stocks.forEach((s, i) => {
      if (s.exchange !== 'HK' && companies.isCompany(s.slot)) this.rows.push(i);
    });
  }

  /** Builds every company's share capital (the slow part, once), yielding to the event loop between slices of about 20 ms. */
  async prepare(): Promise<void> {
    await inSlices(this.rows.length - this.warmed, () => this.holders.capital(this.stocks[this.rows[this.warmed++]!]!.slot));
  }

  /** Every announced change of period g in the market, by stock then holdings order. */
  ofPeriod(g: number): MarketHolderChange[] {
    const hit = this.periods.get(g);
    if (hit) return hit;
    const out: MarketHolderChange[] = [];
    for (const i of this.rows) {
      const slot = this.stocks[i]!.slot;
      const firstListed = this.firstListed(slot);
      if (g - 1 < firstListed) continue;
      const changes = majorHolderChangesOf(this.holders, slot, g, () => this.ctx.key(slot), firstListed, this.bounds(slot));
      if (changes.length === 0) continue;
      for (const change of changes) out.push({ row: i, change });
    }
    this.periods.set(g, out);
    return out;
  }

  /** First report period after a company's listing (asked for every period of a window). */
  private firstListed(slot: number): number {
    let g = this.listed.get(slot);
    if (g === undefined) {
      g = this.ctx.firstListedPeriod(slot);
      this.listed.set(slot, g);
    }
    return g;
  }

  /** Bounds of the stakes of a company's holders other than the major ones (`majorHolderChangesOf`). */
  private bounds(slot: number): MinorBounds {
    let b = this.minors.get(slot);
    if (!b) {
      b = { announce: this.holders.minorStakeMax(slot, NOMINEE_HOLDERS), rank: this.holders.minorStakeMax(slot, new Set()) };
      this.minors.set(slot, b);
    }
    return b;
  }

  /** Changes with 公告日 in [from, t] (trading indexes), newest first. */
  known(from: number, t: number): MarketHolderChange[] {
    // A change of period g is announced inside quarter g: the quarters from `from`'s to t's.
    const first = periodContaining(dayOfTradingIndex(from));
    const last = periodContaining(dayOfTradingIndex(t));
    const out: MarketHolderChange[] = [];
    for (let g = first; g <= last; g++) for (const c of this.ofPeriod(g)) if (c.change.idx >= from && c.change.idx <= t) out.push(c);
    out.sort((a, b) => b.change.idx - a.change.idx || this.stocks[a.row]!.id.localeCompare(this.stocks[b.row]!.id) || a.change.rank - b.change.rank);
    return out;
  }

  /** The rows of {@link known}, priced with day t's frame (`frameOf` gives it for the stocks listed). */
  rowsOf(from: number, t: number, frameOf: (rows: readonly number[]) => DayFrame): { rows: HolderChangeRow[]; summary: HolderChangeSummary } {
    const known = this.known(from, t);
    const f = frameOf([...new Set(known.map((c) => c.row))]);
    const rows = known.map(({ row: i, change: c }) => toRow(this.stocks[i]!, i, c, f));
    const up = rows.filter((r) => r.direction === '增持').length;
    return { rows, summary: { count: rows.length, up, down: rows.length - up, stocks: new Set(rows.map((r) => r.id)).size } };
  }
}

function toRow(s: Stock, i: number, c: HolderChange, f: DayFrame): HolderChangeRow {
  // The change in shares of 总股本 after: a bonus issue between the periods grows every holding alike.
  const change = Math.round((c.s1 - c.s0) * c.total);
  const present = f.present[i] === 1;
  return {
    id: s.id,
    code: s.code,
    name: s.name,
    exchange: s.exchange as DcExchange,
    close: present ? f.close[i]! : null,
    pct: present ? r2(f.pct[i]!) : null,
    holder: c.name,
    nature: c.nature,
    role: c.who,
    direction: c.up ? '增持' : '减持',
    change,
    totalRatio: r4((c.s1 - c.s0) * 100),
    floatRatio: c.floatTotal > 0 ? r4((change / c.floatTotal) * 100) : 0,
    before: c.before,
    beforeRatio: r4(c.s0 * 100),
    after: c.after,
    afterRatio: r4(c.s1 * 100),
    reportPeriod: formatDay(periodEndDay(c.g)),
    noticeDate: dayText(c.idx),
    title: c.title,
  };
}

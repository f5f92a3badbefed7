/**
 * 股票回购: some companies announce a plan to buy back their own shares by 集中竞价 — more often the
 * large ones, the cash-rich ones and after a fall — mostly for an 员工持股计划 or 股权激励, so the
 * shares bought are kept as 库存股 and 总股本 does not change (the share-count model is untouched).
 *
 * A pure function of the seed key and the K-line: each half-year from {@link BUYBACK_FROM} a company
 * may announce one plan (董事会预案) on a hashed day, never while an earlier plan's term runs. The
 * plan is sized from the close the day before (回购金额 下限–上限 from the market value and the
 * company's cash share, 下限 = half the 上限; 回购价格上限 a premium over that close) and runs for at
 * most 12 months from its approval (the board's, or a 股东大会 about three weeks later when the
 * articles ask for one). On each trading day of the term the company may buy: never more than
 * {@link MAX_VOLUME_SHARE} of that day's volume, at a price inside that day's low–high and not above
 * the cap, in 100-share lots, and never past the 上限 in all. It stops at its own target (between
 * 下限 and 上限: 完成) or at the term's end (完成 when the 下限 is reached, else 到期).
 *
 * Point in time: a plan's header reads only bars before its 预案日, a day's purchase only that
 * day's bar, so as of day t everything up to t is fixed and nothing after t is read. Reports follow
 * the real 回购进展公告: the day after the first purchase, at the start of each month (cumulative
 * to the previous month's end), and two trading days after the end (实施结果).
 *
 * Every day of a plan is a day the mainland trades (A-shares sit out the days only HKEX trades, as
 * HOLIDAY rows), and its "trading days" are the mainland's (`mainlandIndexPlus`).
 */
import { companyParams } from '../companies/index';
import type { Companies } from '../companies/index';
import { dayOfTradingIndex, mainlandIndexAtOrAfter, mainlandIndexAtOrBefore, mainlandIndexPlus, tradingIndexOf } from '../calendar/days';
import { dayOfDate, parseDay } from '../../../contracts/calendar/index';
import { HOLIDAY } from '../market/index';
import { dayTable } from '../market/index';
import type { PriceModel } from '../market/index';
import { hash4, hashString, uniform } from '../shared/rng';
import { totalSharesAt } from '../market/index';
import { approvalOf, type Buyback, type BuybackPurpose, cut, RESULT_DELAY } from './buyback-plan';

/** Plans are announced from this day. */
export const BUYBACK_FROM = '2019-01-02';
/** A day's purchase is at most this share of the day's volume. */
export const MAX_VOLUME_SHARE = 0.1;

const TAG = hashString('buybacks');
/** The most a half-year's chance of a plan reaches (the base and every increment of it below): a draw at or above it never plans. */
const MAX_CHANCE = 0.05 + 0.1 + 0.06 + 0.15;
/** Trading days after a plan's term before the next may be announced. */
const NEXT_GAP = RESULT_DELAY + 20;

/** The term's last trading day: `months` calendar months from day index `from`, less a day. */
function deadlineOf(from: number, months: number): number {
  const d = new Date(dayOfTradingIndex(from) * 86_400_000);
  const m = d.getUTCFullYear() * 12 + d.getUTCMonth() + months;
  const y = Math.floor(m / 12);
  const mo = (m % 12) + 1;
  const last = new Date(Date.UTC(y, mo, 0)).getUTCDate();
  return mainlandIndexAtOrBefore(tradingIndexOf(dayOfDate(y, mo, Math.min(d.getUTCDate(), last)) - 1));
}

/** The buyback plans of every company (pure; a company's list cached up to the last day asked). */
export class BuybackModel {
  /** Per company: its plans whose term ends on or after `after` (all: −∞), carried out through `until`. */
  private readonly cache = new Map<number, Built>();
  private readonly from = tradingIndexOf(parseDay(BUYBACK_FROM)!);

  /** `horizon`: the furthest day of bars a reader is expected to ask for (the last closed day). */
  constructor(
    readonly companies: Companies,
    private readonly horizon: () => number = () => 0,
  ) {}

  /**
   * The plans of a company as known from the bars through day `barsTo`: every plan announced by
   * the next day (a plan reads only bars before its 预案日), with purchases through `barsTo`.
   */
  of(slot: number, barsTo: number): Buyback[] {
    let hit = this.cache.get(slot);
    if (!hit || hit.until < barsTo || hit.after !== Number.NEGATIVE_INFINITY) {
      const until = Math.max(barsTo, this.horizon());
      hit = { until, after: Number.NEGATIVE_INFINITY, plans: this.build(slot, until) };
      this.cache.set(slot, hit);
    }
    return through(hit, barsTo);
  }

  /**
   * The plans of {@link of} through day t announced by t whose purchase had not ended before day
   * `after`. A company asked first carries out only these, and does not draw the half-years long
   * before them: a market-wide day reads the bars of the plans it lists. Asked again for a day its
   * plans do not cover (a reader stepping through days), it builds them up to the last closed day
   * and a window further back, so the days after read them.
   */
  around(slot: number, after: number, t: number): Buyback[] {
    let hit = this.cache.get(slot);
    if (!hit || hit.until < t || hit.after > after) {
      if (!hit) hit = { until: t, after, plans: this.build(slot, t, after) };
      else {
        const until = Math.max(t, hit.until, this.horizon());
        const wider = Math.min(after, hit.after) - (t - after);
        hit = { until, after: wider, plans: this.build(slot, until, wider) };
      }
      this.cache.set(slot, hit);
    }
    return through(hit, t).filter((b) => b.plan <= t && (b.end === null || b.end >= after));
  }

  /** The plans up to `until`; those whose term ends before `after` are left out (and not carried out). */
  private build(slot: number, until: number, after = Number.NEGATIVE_INFINITY): Buyback[] {
    const cs = this.companies;
    const prof = cs.source.profiles[slot];
    if (!prof || !cs.isCompany(slot) || prof.sec.kind !== 'capital') return [];
    const model = cs.source.models[slot]!;
    const key = prof.key;
    const u = (a: number, b: number, c = 0) => uniform(hash4(key, TAG, a, b * 1_000_003 + c));
    const cashShare = companyParams(prof, 2000).cashShare;
    const closeOf = (t: number): number | null => {
      const bars = dayTable(model, t, t);
      if (!bars || bars.from !== t || bars.suspended(0)) return null;
      return bars.close[0]! / 1000;
    };
    const out: Buyback[] = [];
    const initial = Math.max(this.from, prof.listIdx + 250);
    // The half-years up to `until`, with what the seed alone says of each: its plan day, whether a plan may
    // be drawn then, and the furthest its term (12 months at most) could keep the next plan off.
    const halves: Array<{ plan: number; meeting: number | null; possible: boolean; reach: number }> = [];
    const first = new Date(dayOfTradingIndex(this.from) * 86_400_000);
    for (let h = 0; ; h++) {
      const half = first.getUTCFullYear() * 2 + h;
      const y = Math.floor(half / 2);
      const s = tradingIndexOf(dayOfDate(y, (half % 2) * 6 + 1, 1) - 1) + 1;
      const e = tradingIndexOf(dayOfDate(y, (half % 2) * 6 + 7, 1) - 1);
      if (s > until + 1) break;
      // A hashed day of the half-year; the plan's figures read the closes before it.
      // A hashed mainland trading day of the half-year (each as likely: not the day after a closure only HKEX trades through).
      const s0 = mainlandIndexAtOrAfter(s);
      let days = 0;
      for (let t = s0; t <= e; t = mainlandIndexPlus(t, 1)) days++;
      const plan = mainlandIndexPlus(s0, Math.floor(u(h, 0) * days));
      const meeting = u(h, 3) < 0.3 ? mainlandIndexPlus(plan, 14 + Math.floor(u(h, 4) * 10)) : null;
      halves.push({
        plan,
        meeting,
        possible: plan <= until + 1 && plan >= initial && u(h, 1) < MAX_CHANCE,
        reach: mainlandIndexPlus(deadlineOf(meeting ?? plan, 12), NEXT_GAP),
      });
    }
    // Start at the first half-year whose term may reach `after`, stepping back while an earlier plan could
    // still keep its plan off: the half-years before then leave every later draw as a start from scratch does.
    let from = halves.findIndex((x) => x.reach - NEXT_GAP >= after);
    if (from < 0) return out;
    while (from > 0 && halves.slice(0, from).some((x) => x.possible && x.reach > halves[from]!.plan)) from--;
    let free = initial;
    for (let h = from; h < halves.length; h++) {
      const { plan, meeting } = halves[h]!;
      if (plan > until + 1 || plan < free) continue;
      // A draw no chance reaches plans nothing, whatever the closes say: they are not read.
      const gate = u(h, 1);
      if (gate >= MAX_CHANCE) continue;
      const eve = mainlandIndexPlus(plan, -1);
      const base = closeOf(eve);
      const before = closeOf(mainlandIndexPlus(plan, -61));
      if (base === null) continue;
      const total = totalSharesAt(model, eve);
      const cap = base * total;
      const fall = before !== null && before > 0 ? base / before - 1 : 0;
      // The chance, at most MAX_CHANCE.
      let p = 0.05;
      if (cap >= 5e10) p += 0.1;
      else if (cap >= 1e10) p += 0.05;
      if (cashShare >= 0.2) p += 0.06;
      if (fall <= -0.2) p += 0.15;
      else if (fall <= -0.1) p += 0.06;
      if (gate >= p) continue;
      const pr = u(h, 2);
      const purpose: BuybackPurpose =
        fall <= -0.2 && pr < 0.35
          ? '为维护公司价值及股东权益所必需'
          : pr < 0.92
            ? '用于员工持股计划或股权激励'
            : '用于转换上市公司发行的可转换为股票的公司债券';
      const mr = u(h, 5);
      const months = purpose === '为维护公司价值及股东权益所必需' ? 3 : mr < 0.1 ? 3 : mr < 0.4 ? 6 : 12;
      const start = meeting ?? plan;
      const deadline = deadlineOf(start, months);
      free = mainlandIndexPlus(deadline, NEXT_GAP);
      if (deadline < after) continue;
      // 上限: 0.2%–1.6% of the market value, more with a larger cash share; 下限 half of it.
      const f = Math.min(0.03, Math.max(0.001, (0.002 + 0.014 * u(h, 6)) * (0.6 + 2 * cashShare)));
      const step = cap * f >= 1e8 ? 1e7 : 1e6;
      const high = Math.max(2e7, Math.round((cap * f) / step) * step);
      const b: Buyback = {
        plan,
        meeting,
        deadline,
        months,
        purpose,
        basePrice: base,
        priceCap: Math.round(base * (1.2 + 0.3 * u(h, 7)) * 100) / 100,
        amountLow: high * 50,
        amountHigh: high * 100,
        totalShares: total,
        days: [],
        end: null,
        completed: false,
      };
      this.execute(b, model, (c, d) => u(h, 8 + c, d), until);
      out.push(b);
    }
    return out;
  }

  /** Carries out plan b on the trading days of its term up to `until`. */
  private execute(b: Buyback, model: PriceModel, u: (c: number, d: number) => number, until: number): void {
    const start = mainlandIndexPlus(approvalOf(b), 1);
    const to = Math.min(b.deadline, until);
    if (to < start) return;
    const bars = dayTable(model, start, to);
    if (!bars) return;
    const capMilli = Math.round(b.priceCap * 100) * 10;
    const target = Math.round(b.amountLow + u(0, 0) * (b.amountHigh - b.amountLow));
    const pBuy = 0.25 + 0.5 * u(0, 1);
    let termDays = 0;
    for (let t = start; t <= b.deadline; t = mainlandIndexPlus(t, 1)) termDays++;
    const expected = Math.max(8, termDays * pBuy * (0.25 + 0.5 * u(0, 2)));
    let cum = 0;
    for (let i = 0; i < bars.length; i++) {
      // The mainland is closed that day (only HKEX trades): no purchase, no end.
      if ((bars.flags[i]! & HOLIDAY) !== 0) continue;
      const t = bars.from + i;
      const last = t === b.deadline;
      const vol = bars.volume[i]!;
      const lo = bars.low[i]!;
      const hi = Math.min(bars.high[i]!, capMilli);
      if (!bars.suspended(i) && vol > 0 && lo <= hi && u(1, t) < pBuy) {
        const price = Math.min(hi, lo + Math.round((u(2, t) * (hi - lo)) / 10) * 10);
        const byVolume = Math.floor((vol * MAX_VOLUME_SHARE * (0.3 + 0.7 * u(3, t))) / 100) * 100;
        // fen = shares × price(milli) / 10.
        const want = Math.max(0, target - cum);
        const desired = Math.floor((Math.min(want, (target / expected) * (0.5 + u(4, t))) * 10) / price / 100) * 100;
        const room = Math.floor(((b.amountHigh - cum) * 10) / price / 100) * 100;
        let shares = Math.min(byVolume, Math.max(desired, 100), room);
        // The last lot that would leave the target within a lot: buy it.
        if (want > 0 && want * 10 < price * 100) shares = Math.min(byVolume, room, 100);
        if (shares >= 100) {
          const fen = (shares * price) / 10;
          cum += fen;
          b.days.push({ t, shares, price, fen });
        }
      }
      if (cum >= target || (b.amountHigh - cum) * 10 < (lo > 0 ? lo : capMilli) * 100) {
        b.end = t;
        b.completed = true;
        return;
      }
      if (last) {
        b.end = t;
        b.completed = cum >= b.amountLow;
        return;
      }
    }
  }
}

/** Plans of a company built through `until`: those whose term ends on or after `after`. */
interface Built {
  until: number;
  after: number;
  plans: Buyback[];
}

/** The built plans as known from the bars through `barsTo` (≤ their `until`). */
function through(built: Built, barsTo: number): Buyback[] {
  if (built.until === barsTo) return built.plans;
  return built.plans.filter((b) => b.plan <= barsTo + 1).map((b) => cut(b, barsTo));
}

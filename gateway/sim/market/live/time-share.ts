/**
 * The time-share chart (分时): for today and up to four previous trading days, the opening call
 * auction's indicative prices minute by minute (9:15…9:25 for A-shares, 9:00…9:20 for HK), then
 * the open at 9:30 and each minute's last price, running average price and volume. Each day has
 * its own timetable: an HKEX half day's points end at 12:00.
 *
 * The indicative auction price drifts from near the previous close to the open it matches at, and
 * its matched volume grows to the auction's volume; for a computed index both are summed from
 * the members like the level.
 */
import { dayOfTradingIndex, dayStart, MINUTE_MS } from '../../calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import type { DayPlan } from '../history/plan';
import { pastMinutes, todayMinutes, type KlineSource } from './kline';
import type { MinuteColumns } from '../history/minute-bars';
import { sessionAt } from '../../calendar/sessions';
import { hash2, normal } from '../../shared/rng';
import { roundInBand } from '../model/rules';
import type { AuctionPoint, TimeShareDay, TimeSharePoint } from '../types';
import { indexSharesAt } from '../model/share-count';

/** Indicative auction prices (milli) and matched lots of a plan, one per auction minute (last = the match). */
export function auctionPath(plan: DayPlan): { price: Float64Array; lots: Float64Array } {
  const spec = plan.session;
  const minutes = spec.openMatch - spec.openAuctionStart;
  const price = new Float64Array(minutes + 1);
  const lots = new Float64Array(minutes + 1);
  const { pre, open, limits } = plan.bar;
  const drift = Math.log(open / pre);
  for (let i = 0; i <= minutes; i++) {
    const f = i / minutes;
    const noise = 0.004 * normal(hash2(plan.tickKey, 500 + i)) * Math.sqrt(1 - f);
    price[i] = i === minutes ? open : roundInBand(plan.profile.tick, pre * Math.exp(drift * (0.3 + 0.7 * f) + noise), limits);
    lots[i] = i === minutes ? plan.openLots : Math.round(plan.openLots * (0.15 + 0.85 * f ** 1.5));
  }
  return { price, lots };
}

function auctionPoints(src: KlineSource, t: number, today: boolean, upTo: number): AuctionPoint[] {
  const { profile, engine, history } = src;
  const spec = sessionAt(profile.market, t);
  const base = dayStart(dayOfTradingIndex(t));
  const minutes = spec.openMatch - spec.openAuctionStart;
  const planOf = (slot: number) => (today ? (engine.plans[slot] ?? null) : history.plan(slot, t));
  const composite = engine.composite(profile.slot);
  let price: Float64Array;
  let shares: Float64Array;
  if (composite) {
    price = new Float64Array(minutes + 1);
    shares = new Float64Array(minutes + 1);
    const { members, kappa } = composite.def;
    for (let j = 0; j < members.length; j++) {
      const slot = members[j]!;
      const list = history.profile(slot).listIdx;
      const fixed = list >= t;
      const coef = kappa * indexSharesAt(history.model(slot), fixed ? list : t);
      const plan = fixed ? null : planOf(slot);
      const path = plan ? auctionPath(plan) : null;
      // Members not trading yet count at their listing close; suspended ones at their previous close.
      const still = fixed ? history.listingClose(slot) : today ? engine.pre[slot]! : history.dayBar(slot, t).pre;
      for (let i = 0; i <= minutes; i++) {
        price[i] = price[i]! + coef * (path ? path.price[i]! : still);
        if (path) shares[i] = shares[i]! + path.lots[i]! * plan!.lot;
      }
    }
    for (let i = 0; i <= minutes; i++) price[i] = Math.round(price[i]!);
  } else {
    const plan = planOf(profile.slot);
    if (!plan) return [];
    const path = auctionPath(plan);
    price = path.price;
    shares = path.lots.map((l) => l * plan.lot);
  }
  const out: AuctionPoint[] = [];
  for (let i = 0; i <= minutes; i++) {
    const ts = base + (spec.openAuctionStart + i) * MINUTE_MS;
    if (ts > upTo) break;
    out.push({ ts, price: price[i]! / 1000, volume: shares[i]! });
  }
  return out;
}

/** The open at 9:30 (carrying the auction volume), then each minute bar that has begun by `upTo`. */
function points(src: KlineSource, bars: MinuteColumns, t: number, upTo: number): TimeSharePoint[] {
  const { profile } = src;
  const isIndex = profile.cls === 'index';
  const base = dayStart(dayOfTradingIndex(t));
  const out: TimeSharePoint[] = [];
  if (bars.length === 0) return out;
  const open = bars.open[0]!;
  let cumVolume = bars.openVolume;
  let cumAmount = bars.openAmount;
  let priceSum = open;
  out.push({
    ts: base + sessionAt(profile.market, t).continuous[0]![0] * MINUTE_MS,
    price: open / 1000,
    avgPrice: open / 1000,
    volume: bars.openVolume,
    amount: bars.openAmount,
  });
  for (let m = 0; m < bars.length; m++) {
    if (bars.ts[m]! - MINUTE_MS >= upTo) break;
    const volume = bars.volume[m]! - (m === 0 ? bars.openVolume : 0);
    const amount = bars.amount[m]! - (m === 0 ? bars.openAmount : 0);
    cumVolume += volume;
    cumAmount += amount;
    priceSum += bars.close[m]!;
    // An index has no traded average: its line is the running mean of the level.
    const avg = isIndex ? priceSum / (m + 2) / 1000 : cumVolume > 0 ? cumAmount / cumVolume : bars.close[m]! / 1000;
    out.push({ ts: bars.ts[m]!, price: bars.close[m]! / 1000, avgPrice: avg, volume, amount });
  }
  return out;
}

/** Time-share days, oldest first: today (so far) and, for `days` = 5, the four traded days before it. */
export function timeShare(src: KlineSource, days: 1 | 5, now: number): TimeShareDay[] {
  const { profile, engine, history } = src;
  const slot = profile.slot;
  const out: TimeShareDay[] = [];
  const T = engine.tradingIdx;
  if (engine.listed[slot] === 1 && !engine.bars[slot]?.suspended && engine.holiday[slot] !== 1) {
    const bars = todayMinutes(src);
    out.push({
      date: formatDay(dayOfTradingIndex(T)),
      preClose: engine.pre[slot]! / 1000,
      auction: profile.cls === 'nav' ? [] : auctionPoints(src, T, true, now),
      points: bars ? points(src, bars, T, now) : [],
    });
  }
  // Closed today (its exchange's holiday): the one-day view is the last day it traded, as its quote is.
  const closedToday = engine.holiday[slot] === 1 && engine.shownBar[slot] !== null;
  const table = days === 5 || closedToday ? history.days(slot, T - 15, T) : null;
  if (table) {
    for (let r = table.length - 1; r >= 0 && out.length < days; r--) {
      if (table.suspended(r)) continue;
      const t = table.from + r;
      const bars = pastMinutes(src, t);
      out.unshift({
        date: formatDay(dayOfTradingIndex(t)),
        preClose: table.pre[r]! / 1000,
        auction: profile.cls === 'nav' ? [] : auctionPoints(src, t, false, Infinity),
        points: bars ? points(src, bars, t, Infinity) : [],
      });
    }
  }
  return out;
}

/**
 * 内盘 / 外盘: today's continuous volume by the side that initiated each trade — 外盘 the trades
 * that lifted the ask (B), 内盘 those that hit the bid (S). The side of a tick is the one rule the
 * 成交明细 shows (`book.ts`): up from the previous print is B, down is S, unchanged a seeded coin.
 * Auction prints (side N) are in neither. With them, the day's 资金流向 so far ({@link liveOrderFlow}).
 */
import type { DayPlan } from '../history/plan';
import { hash3, uniform } from '../../shared/rng';
import { TICKS_PER_SLOT } from '../../calendar/sessions';
import { slotCumulativeLots, slotRange, tickPrice, SLOT_A, SLOT_RANGE_SIZE } from '../history/slots';
import { STAGE_BEFORE_OPEN, STAGE_CLOSED, type LiveEngine } from './engine';
import { type FlowParts, splitFlow, zeroSplit } from '../model/money-flow';
import type { Profile } from '../model/profile';

/** The side of tick j of slot m, printed at `price` after `prev` (milli). */
export function tickSide(plan: DayPlan, m: number, j: number, price: number, prev: number): 'B' | 'S' {
  return price > prev ? 'B' : price < prev ? 'S' : uniform(hash3(plan.tickKey, m, 200 + j)) < 0.5 ? 'B' : 'S';
}

/** Shares bought at the ask (外盘) and sold at the bid (内盘) so far today. */
export interface TradeSides {
  outer: number;
  inner: number;
}

/** 内盘 / 外盘 of a security now; zero for indexes, funds without a plan and before the open. */
export function tradeSides(engine: LiveEngine, p: Profile): TradeSides {
  const slot = p.slot;
  const plan = engine.plans[slot];
  const out: TradeSides = { outer: 0, inner: 0 };
  if (!plan || engine.composite(slot) || engine.stage[slot] === STAGE_BEFORE_OPEN) return out;
  const range = new Float64Array(SLOT_RANGE_SIZE);
  const cum = new Float64Array(TICKS_PER_SLOT + 1);
  const done = engine.ticksDone[slot]!;
  for (let m = 0; m * TICKS_PER_SLOT < done; m++) {
    slotRange(plan, m, range);
    slotCumulativeLots(plan, m, cum);
    let prev = m === 0 ? plan.bar.open : range[SLOT_A]!;
    const ticks = Math.min(TICKS_PER_SLOT, done - m * TICKS_PER_SLOT);
    for (let j = 1; j <= ticks; j++) {
      const price = tickPrice(plan, m, j, range);
      const lots = cum[j]! - cum[j - 1]!;
      if (lots > 0) {
        if (tickSide(plan, m, j, price, prev) === 'B') out.outer += lots * plan.lot;
        else out.inner += lots * plan.lot;
      }
      prev = price;
    }
  }
  return out;
}

/** The stock's 资金流向 so far today (元) with 内盘/外盘. */
export interface LiveOrderFlow extends TradeSides {
  flow: FlowParts;
}

/**
 * 内盘/外盘 and the day's 资金流向 so far: {@link splitFlow} of the amount traded, the change and the
 * float value at the last price — the function the data centre applies to a closed day's bar, with
 * its inputs computed as the data centre computes them, so at the close the two agree to the yuan.
 */
export function liveOrderFlow(engine: LiveEngine, p: Profile): LiveOrderFlow {
  const slot = p.slot;
  const sides = tradeSides(engine, p);
  const plan = engine.plans[slot];
  if (!plan || engine.composite(slot)) return { ...sides, flow: { buy: zeroSplit(), sell: zeroSplit() } };
  const bar = plan.bar;
  const last = engine.last[slot]!;
  const pre = engine.pre[slot]!;
  // Closed: the day's own amount (the bar's, which the data centre reads) rather than the running sum.
  const amount = engine.stage[slot] === STAGE_CLOSED ? bar.amount : engine.amount[slot]!;
  const pct = pre > 0 ? (last / pre - 1) * 100 : 0;
  const price = last / 1000;
  return { ...sides, flow: splitFlow(p.key, bar.idx, amount, pct, price, price * engine.floatShares[slot]!) };
}

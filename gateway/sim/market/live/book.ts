/**
 * Five-level order book and trade ticks consistent with the last price.
 *
 * The book is derived, not simulated: the best bid and ask straddle the last trade on the side it
 * hit, deeper levels step by the tick, sizes are drawn per 3-second tick. A board sealed at the
 * limit shows the queue — a large bid at limit-up with no asks (or the mirror at limit-down).
 * Trade ticks are read back from the day plan, so they always match the quote's volume.
 */
import type { BookLevel, TradeTick } from '../../../../contracts/endpoints/details';
import { dayOfTradingIndex, dayStart, MINUTE_MS } from '../../calendar/days';
import { STAGE_BEFORE_OPEN, STAGE_CLOSED, type LiveEngine } from './engine';
import type { Profile } from '../model/profile';
import { hash3, normal, uniform } from '../../shared/rng';
import { tickMilli } from '../model/rules';
import { tickTimeOfDay, TICKS_PER_SLOT } from '../../calendar/sessions';
import { slotCumulativeLots, slotRange, tickPrice, SLOT_A, SLOT_RANGE_SIZE } from '../history/slots';
import { TAG } from '../model/profile';
import type { OrderBook } from '../types';
import { tickSide } from './trade-sides';

/** Levels per side. */
export const BOOK_DEPTH = 5;
/** Most trade ticks one request returns. */
export const MAX_TRADES = 2000;

const EMPTY: OrderBook = { bids: [], asks: [] };

/** The order book of a security now; empty for indexes, net-value funds, suspended names and before the open. */
export function orderBook(engine: LiveEngine, p: Profile): OrderBook {
  const slot = p.slot;
  const plan = engine.plans[slot];
  if (!plan || engine.composite(slot) || p.cls === 'index' || engine.stage[slot] === STAGE_BEFORE_OPEN) return EMPTY;
  const last = engine.last[slot]!;
  const limits = plan.bar.limits;
  const lot = plan.lot;
  const key = hash3(p.key, TAG.book, engine.ticksDone[slot]! + plan.bar.idx * 100_000);
  const perTick = Math.max(1, plan.bar.volume / lot / (plan.session.contSlots * TICKS_PER_SLOT));
  const size = (level: number) => Math.max(1, Math.round(perTick * 2.5 * (1 + 0.4 * level) * Math.exp(0.7 * normal(hash3(key, level, 1))))) * lot;
  const sealedUp = limits !== null && last === limits.up && plan.bar.close === limits.up;
  const sealedDown = limits !== null && last === limits.down && plan.bar.close === limits.down;
  const queue = () => Math.max(1, Math.round((p.floatShares * (0.002 + 0.02 * uniform(hash3(key, 9, 9)))) / lot)) * lot;
  const up = engine.direction[slot]! > 0;
  const bids: BookLevel[] = [];
  const asks: BookLevel[] = [];
  let bid = sealedUp || sealedDown ? last : up ? last - tickMilli(p.tick, last - 1) : last;
  let ask = sealedUp || sealedDown ? last : up ? last : last + tickMilli(p.tick, last);
  for (let level = 0; level < BOOK_DEPTH && !sealedDown; level++) {
    if (limits && bid < limits.down) break;
    if (bid <= 0) break;
    bids.push({ price: bid / 1000, volume: sealedUp && level === 0 ? queue() : size(level) });
    bid -= tickMilli(p.tick, bid - 1);
  }
  for (let level = 0; level < BOOK_DEPTH && !sealedUp; level++) {
    if (limits && ask > limits.up) break;
    asks.push({ price: ask / 1000, volume: sealedDown && level === 0 ? queue() : size(level + 10) });
    ask += tickMilli(p.tick, ask);
  }
  return { bids, asks };
}

/** The most recent `n` trades of today, newest first (auction prints are side N). */
export function recentTrades(engine: LiveEngine, p: Profile, n: number): TradeTick[] {
  const slot = p.slot;
  const plan = engine.plans[slot];
  const limit = Math.max(0, Math.min(MAX_TRADES, Math.floor(n)));
  if (!plan || engine.composite(slot) || engine.stage[slot] === STAGE_BEFORE_OPEN || limit === 0) return [];
  const spec = plan.session;
  // The plan's own day: on a day its exchange is closed a position shows its last traded day's trades.
  const base = dayStart(dayOfTradingIndex(plan.bar.idx));
  const out: TradeTick[] = [];
  if (engine.stage[slot] === STAGE_CLOSED && plan.closeLots > 0) {
    out.push({ ts: base + spec.closeMatch * MINUTE_MS, price: plan.bar.close / 1000, volume: plan.closeLots * plan.lot, side: 'N' });
  }
  const range = new Float64Array(SLOT_RANGE_SIZE);
  const cum = new Float64Array(TICKS_PER_SLOT + 1);
  const prices = new Float64Array(TICKS_PER_SLOT + 1);
  const done = engine.ticksDone[slot]!;
  for (let m = Math.ceil(done / TICKS_PER_SLOT) - 1; m >= 0 && out.length < limit; m--) {
    slotRange(plan, m, range);
    slotCumulativeLots(plan, m, cum);
    prices[0] = m === 0 ? plan.bar.open : range[SLOT_A]!;
    const ticks = Math.min(TICKS_PER_SLOT, done - m * TICKS_PER_SLOT);
    for (let j = 1; j <= ticks; j++) prices[j] = tickPrice(plan, m, j, range);
    for (let j = ticks; j >= 1 && out.length < limit; j--) {
      const lots = cum[j]! - cum[j - 1]!;
      if (lots <= 0) continue;
      const price = prices[j]!;
      const prev = prices[j - 1]!;
      const side = tickSide(plan, m, j, price, prev);
      out.push({ ts: base + tickTimeOfDay(spec, m * TICKS_PER_SLOT + j), price: price / 1000, volume: lots * plan.lot, side });
    }
  }
  if (out.length < limit && plan.openLots > 0) {
    out.push({ ts: base + spec.openMatch * MINUTE_MS, price: plan.bar.open / 1000, volume: plan.openLots * plan.lot, side: 'N' });
  }
  return out;
}

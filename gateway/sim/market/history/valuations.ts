/**
 * Valuation for the quote grid: PE (TTM), PB and market capitalisations. Earnings and book value
 * per share are fixed for a quarter (set from the model price on the quarter's first trading day
 * and the security's drawn multiples), so PE and PB move with the price day to day and reset
 * realistically when a new quarter's numbers come in. Caps are that day's shares (bonus issues
 * applied) × price.
 */
import { dayOfTradingIndex, monthOf, tradingIndexOf } from '../../calendar/days';
import { parseDay, formatDay } from '../../../../contracts/calendar/index';
import type { PriceModel } from '../model/price-model';
import { floatSharesAt, totalSharesAt } from '../model/share-count';
import type { Fundamentals } from '../types';

const NONE: Fundamentals = { peTtm: null, pb: null, totalCap: null, floatCap: null };

/** Per-share earnings and book value of a quarter, cached. */
export class Valuations {
  private readonly cache = new Map<string, { eps: number; bvps: number }>();

  private perShare(model: PriceModel, T: number): { eps: number; bvps: number } {
    const month = monthOf(dayOfTradingIndex(T));
    const quarterStartMonth = month - (month % 3);
    const year = Math.floor(quarterStartMonth / 12);
    const mm = String((quarterStartMonth % 12) + 1).padStart(2, '0');
    const first = tradingIndexOf(parseDay(`${year}-${mm}-01`)!);
    // tradingIndexOf maps a weekend 1st back to Friday of the previous quarter: step forward.
    const start = formatDay(dayOfTradingIndex(first)).slice(0, 7) === `${year}-${mm}` ? first : first + 1;
    const key = `${model.profile.slot}|${start}`;
    let hit = this.cache.get(key);
    if (!hit) {
      const ref = model.modelPrice(Math.max(start, model.profile.listIdx)) / 1000;
      hit = { eps: ref / model.profile.pe0, bvps: ref / model.profile.pb0 };
      this.cache.set(key, hit);
    }
    return hit;
  }

  /** Valuation at `price` (yuan) on trading day T. */
  of(model: PriceModel, T: number, price: number): Fundamentals {
    const p = model.profile;
    if (p.cls === 'index' || p.cls === 'nav') return NONE;
    const totalCap = p.sec.totalShares > 0 ? totalSharesAt(model, T) * price : null;
    const floatCap = p.sec.floatShares > 0 ? floatSharesAt(model, T) * price : null;
    if (p.cls === 'fund') return { peTtm: null, pb: null, totalCap, floatCap };
    const { eps, bvps } = this.perShare(model, T);
    return { peTtm: eps > 0 ? price / eps : null, pb: bvps > 0 ? price / bvps : null, totalCap, floatCap };
  }
}

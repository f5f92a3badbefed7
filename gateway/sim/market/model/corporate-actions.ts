/**
 * Corporate actions (cash dividends, 送转 bonus shares): at most one a year per stock, going ex
 * between mid-June and late July. Everything about a year's action that does not depend on the
 * price level is drawn from the hash first ({@link actionDraw}); its size is then set from the
 * price ten days before the ex-date.
 *
 * A price model anchored at a known level reads its actions two ways: those before the anchor
 * *backwards* from the anchor price ({@link actionBefore} — each year then depends only on later
 * years, which is what makes the anchor exact), those after it *forwards* from the price the model
 * shows ({@link actionAfter}). Only expensive shares split, where "expensive" is for the market
 * and relative to the security's own level, so an anchored 贵州茅台 does not split its way up to
 * tens of thousands of yuan in the past.
 *
 * An A-share goes ex on a mainland trading day: the trading index also counts the days only HKEX
 * trades (calendar/days.ts), and a date falling on one moves back to the mainland day before it.
 */
import { mainlandIndexAtOrBefore, tradingIndexOf } from '../../calendar/days';
import { dayOfDate } from '../../../../contracts/calendar/index';
import { lossYear, paysEveryYear } from './earnings-habits';
import { TAG, type Profile } from './profile';
import { hash2, hash3, normal, uniform } from '../../shared/rng';
import { MILLI } from './rules';

/** A corporate action on its ex-date. */
export interface CorporateAction {
  /** Trading index of the ex-date. */
  idx: number;
  /** Cash dividend per share, milli (0 when none). */
  cash: number;
  /** Bonus/transfer shares per share (0.5 = 10送5), 0 when none. */
  bonus: number;
  /** Nominal adjustment factor (1 + bonus) · P / (P − cash) at the reference price. */
  nominal: number;
}

/** The level-free draws of one year's action. */
export interface ActionDraw {
  /** Trading index of the ex-date. */
  idx: number;
  /** Cash paid as a share of the reference price (0: no dividend this year). */
  cashShare: number;
  /** Uniform draw compared with the split chance. */
  splitRoll: number;
  /** Bonus shares per share if it splits. */
  bonus: number;
}

/** Days before the ex-date at which an action's size is set. */
export const REFERENCE_LAG = 10;
const BONUS_RATIOS = [0.2, 0.3, 0.5, 1] as const;
/** A share splits only above this multiple of its own level (and above its market's threshold). */
const SPLIT_OVER_LEVEL = 1.6;
/**
 * Most the splits before the anchor may multiply the share count by. Each split read backwards
 * puts the unadjusted past *higher* (the model's growth is gentle, so nothing offsets it); the cap
 * keeps a stock's old prices within a few multiples of today's.
 */
export const MAX_PAST_SPLIT = 2;
/**
 * Highest multiple of its level a split read backwards may put a share's unadjusted price at, on
 * the split's reference day: a real share splits after it has risen, not after it has fallen, so
 * the old unadjusted chart must not tower over today's price.
 */
export const PAST_SPLIT_CEILING = 2.5;

/** Share of the years a payer pays (it skips one now and then; a bank never does). */
const PAYING_YEARS = 0.92;

/**
 * What of year `year`'s action is independent of the price; null when the stock has none that
 * year. The dividend of year y is the plan of the 年报 of y − 1: a company that lost money that
 * year (`earnings-habits.ts` lossYear, the company model's own loss years) pays none.
 * `anchorYear` is the year of the market's anchor day (a loss maker's years count back from it).
 */
export function actionDraw(p: Profile, year: number, anchorYear: number): ActionDraw | null {
  if (p.cls !== 'stock') return null;
  const h = hash3(p.key, TAG.action, year);
  const onOrBefore = tradingIndexOf(dayOfDate(year, 6, 10) + (h % 45));
  const idx = p.market === 'hk' ? onOrBefore : mainlandIndexAtOrBefore(onOrBefore);
  if (idx < p.listIdx + 250) return null;
  const pays = p.payer && (paysEveryYear(p.sec) || uniform(hash2(h, 1)) < PAYING_YEARS) && !lossYear(p, year - 1, anchorYear);
  return {
    idx,
    cashShare: pays ? p.dividendYield * Math.exp(0.1 * normal(hash2(h, 4))) : 0,
    splitRoll: uniform(hash2(h, 2)),
    bonus: BONUS_RATIOS[hash2(h, 3) % BONUS_RATIOS.length]!,
  };
}

/** True when a share at `price` (milli) splits this year. */
function splits(p: Profile, d: ActionDraw, price: number): boolean {
  const threshold = Math.max(p.market === 'hk' ? 80 : 45, SPLIT_OVER_LEVEL * p.level) * MILLI;
  return price > threshold && d.splitRoll < (p.market === 'hk' ? 0.05 : 0.3);
}

function actionAt(d: ActionDraw, refPrice: number, bonus: number): CorporateAction | null {
  const cash = d.cashShare > 0 ? Math.min(Math.round(d.cashShare * refPrice), Math.floor(refPrice / 2)) : 0;
  if (cash <= 0 && bonus === 0) return null;
  return { idx: d.idx, cash, bonus, nominal: ((1 + bonus) * refPrice) / (refPrice - cash) };
}

/** The action of a draw after the anchor, from the model's price (milli) on the reference day. */
export function actionAfter(p: Profile, d: ActionDraw, refPrice: number): CorporateAction | null {
  return actionAt(d, refPrice, splits(p, d, refPrice) ? d.bonus : 0);
}

/**
 * The action of a draw before the anchor, from later prices: `after` is the price (milli) the
 * reference day would show were this action not to happen, `adjusted` the same with later splits
 * undone (so splits are decided on the split-adjusted price and one split does not force the
 * next), `laterSplit` the factor by which later splits multiplied the shares. The reference price
 * is then the one from which this action's own adjustment leads to `after`.
 */
export function actionBefore(p: Profile, d: ActionDraw, after: number, adjusted: number, laterSplit: number): CorporateAction | null {
  const fits = laterSplit * (1 + d.bonus) <= MAX_PAST_SPLIT && after * (1 + d.bonus) <= PAST_SPLIT_CEILING * p.level * MILLI;
  const bonus = fits && splits(p, d, adjusted) ? d.bonus : 0;
  const refPrice = (after * (1 + bonus)) / (1 - Math.min(d.cashShare, 0.5));
  return actionAt(d, refPrice, bonus);
}

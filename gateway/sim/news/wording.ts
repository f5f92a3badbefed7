/**
 * The words of the simulated 快讯. Every title and body starts with 【模拟】 so a flash copied out
 * of the app still says it is not market news. Pure text builders, no state.
 */
import { formatLargeNumber } from '../../../contracts/format';

/** The mark every simulated flash carries. */
export const SIM_MARK = '【模拟】';

/** Signed percent with two decimals, e.g. `+1.23%` / `-0.50%`. */
export function signedPct(pct: number): string {
  return `${pct > 0 ? '+' : ''}${pct.toFixed(2)}%`;
}

/** 涨 / 跌 / 平 and the absolute percent, e.g. `涨1.23%`. */
export function moveWords(pct: number): string {
  if (pct > 0) return `涨${pct.toFixed(2)}%`;
  if (pct < 0) return `跌${Math.abs(pct).toFixed(2)}%`;
  return '平盘';
}

/** One index in a summary: `沪指涨0.52%报3250.12点`. */
export function indexPhrase(shortName: string, pct: number, level: number): string {
  return `${shortName}${moveWords(pct)}报${level.toFixed(2)}点`;
}

/** The breadth sentence of a summary. */
export function breadthPhrase(b: { amount: number; up: number; down: number; limitUp: number; limitDown: number }): string {
  return `两市成交额${formatLargeNumber(b.amount)}元，上涨${b.up}家、下跌${b.down}家，涨停${b.limitUp}家、跌停${b.limitDown}家`;
}

/** `A、B、C等12只个股` or `A、B` when all are named. */
export function nameList(names: readonly string[], shown = 3): string {
  const head = names.slice(0, shown).join('、');
  return names.length > shown ? `${head}等${names.length}只个股` : head;
}

/** Prefixes a text with the simulation mark. */
export function marked(text: string): string {
  return `${SIM_MARK}${text}`;
}

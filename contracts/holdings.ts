/**
 * Holdings (持仓) of watchlist items: the entry rules and the P&L arithmetic, written once and used
 * by the watchlist's form, the sim's routes and the reader of stored holdings.
 *
 * Rules (our decision; the spec shows no holdings):
 *  - 持仓数量: a positive number of shares. A-shares and exchange funds (ETF, LOF) in whole 手 of 100;
 *    HK stocks any positive whole number of shares (board lots differ per stock); 场外基金 units to
 *    0.01 份. Indexes cannot be held.
 *  - 成本价: a positive price per share, at most 4 decimals (an average over several buys).
 *  - 买入日期: a real `YYYY-MM-DD`, not before the exchanges opened and not after the market's today.
 *
 * Arithmetic, per holding of `quantity` shares at `cost`, against a quote:
 *  - 持仓市值 = price × quantity; 持仓成本 = cost × quantity;
 *  - 浮动盈亏 = (price − cost) × quantity, and in percent (price − cost) ÷ cost × 100;
 *  - 当日盈亏 = (price − previous close) × quantity, except for a holding bought on the quote's own
 *    trading day, whose day starts from its cost: (price − cost) × quantity.
 * Amounts are in the security's currency: HK stocks in HKD, everything else in CNY; a group's total
 * is therefore one total per currency.
 */
import { parseDay } from './calendar/days';
import { EMPTY_VALUE, SERVER_TIME_OFFSET_MS } from './format';
import { isIndexKind, parseSecurityId, type CapitalOrIndex, type SecurityId } from './market';

/** Limits of a holding. */
export const HOLDING_LIMITS = {
  /** Shares in one 手 of an A-share or exchange fund. */
  lot: 100,
  /** Most shares (or units) of one holding. */
  maxQuantity: 10_000_000_000,
  /** Highest cost per share, yuan (or HKD). */
  maxCost: 1_000_000,
  /** Decimals of a cost. */
  costDecimals: 4,
  /** Decimals of an off-exchange fund's units. */
  unitDecimals: 2,
  /** Earliest buy date: the first day the Shanghai exchange traded. */
  earliestDate: '1990-12-19',
} as const;

/** What the user enters for one watchlist item. */
export interface HoldingFields {
  /** Shares (股) or fund units (份). */
  quantity: number;
  /** Cost per share, in the security's currency. */
  cost: number;
  /** `YYYY-MM-DD`. */
  buyDate: string;
}

/** A stored holding of one followed security. */
export interface Holding extends HoldingFields {
  code: SecurityId;
  /** Last saved, epoch ms. */
  updatedAt: number;
}

/** A field of the entry form. */
export type HoldingField = keyof HoldingFields;

/** A Chinese message per field that failed (the security itself under `code`). */
export type HoldingErrors = Partial<Record<HoldingField | 'code', string>>;

/** The outcome of {@link checkHolding}. */
export type HoldingCheck = { ok: true; value: HoldingFields } | { ok: false; errors: HoldingErrors };

/** How a security is counted: whole 手 of 100, whole shares (HK), units to 0.01 (场外基金), or not holdable (indexes). */
export type LotRule = 'lot' | 'share' | 'unit' | 'none';

/** The currency of a security's prices. */
export type Currency = 'CNY' | 'HKD';

/** The counting rule of a security, by its kind when known, else by its exchange suffix. */
export function lotRuleOf(code: string, kind: CapitalOrIndex | null | undefined): LotRule {
  const parsed = parseSecurityId(code);
  if (!parsed || (kind && isIndexKind(kind))) return 'none';
  if (kind === 'hk' || parsed.suffix === 'HK') return 'share';
  if (kind === 'fund_outside' || kind === 'fund_fof' || parsed.suffix === 'OF') return 'unit';
  return 'lot';
}

/** The currency of a security: HKD for HK stocks, CNY otherwise. */
export function currencyOf(code: string): Currency {
  return code.endsWith('.HK') ? 'HKD' : 'CNY';
}

/** The unit a quantity is counted in. */
export function quantityUnit(rule: LotRule): string {
  return rule === 'unit' ? '份' : '股';
}

/** The exchange's calendar date (UTC+8) of an instant. */
export function exchangeDate(ts: number): string {
  return new Date(ts + SERVER_TIME_OFFSET_MS).toISOString().slice(0, 10);
}

/**
 * The today an entry is checked against: the exchange date of the wall clock, or of the security's
 * latest quote when that is later (a market clock running ahead of the browser's).
 */
export function holdingToday(now: number, quoteTs: number | undefined): string {
  const wall = exchangeDate(now);
  const quoted = quoteTs === undefined ? wall : exchangeDate(quoteTs);
  return quoted > wall ? quoted : wall;
}

/** A number from the form (a text field) or from JSON; NaN when it is not one. */
function numberOf(value: unknown): number {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\s*[+-]?(\d+(\.\d*)?|\.\d+)\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** True when `v` has at most `decimals` decimals (up to binary representation). */
function hasDecimals(v: number, decimals: number): boolean {
  const scaled = v * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6 * Math.max(1, Math.abs(scaled));
}

function quantityError(raw: unknown, rule: LotRule): string | null {
  if (raw === undefined || raw === null || raw === '') return '请输入持仓数量';
  const q = numberOf(raw);
  if (!Number.isFinite(q)) return '持仓数量应为数字';
  if (q <= 0) return '持仓数量应大于 0';
  if (q > HOLDING_LIMITS.maxQuantity) return '持仓数量不能超过 100 亿';
  switch (rule) {
    case 'lot':
      return Number.isInteger(q) && q % HOLDING_LIMITS.lot === 0 ? null : `A股持仓应为整手：${HOLDING_LIMITS.lot} 股的整数倍`;
    case 'share':
      return Number.isInteger(q) ? null : '港股持仓应为正整数股';
    case 'unit':
      return hasDecimals(q, HOLDING_LIMITS.unitDecimals) ? null : `基金份额最多 ${HOLDING_LIMITS.unitDecimals} 位小数`;
    default:
      return null;
  }
}

function costError(raw: unknown): string | null {
  if (raw === undefined || raw === null || raw === '') return '请输入成本价';
  const c = numberOf(raw);
  if (!Number.isFinite(c)) return '成本价应为数字';
  if (c <= 0) return '成本价应大于 0';
  if (c > HOLDING_LIMITS.maxCost) return `成本价不能超过 ${HOLDING_LIMITS.maxCost} 元`;
  if (!hasDecimals(c, HOLDING_LIMITS.costDecimals)) return `成本价最多 ${HOLDING_LIMITS.costDecimals} 位小数`;
  return null;
}

function dateError(raw: unknown, today: string): string | null {
  if (raw === undefined || raw === null || raw === '') return '请选择买入日期';
  if (typeof raw !== 'string' || parseDay(raw) === null) return '买入日期应为有效日期，格式 YYYY-MM-DD';
  if (raw < HOLDING_LIMITS.earliestDate) return `买入日期不能早于 ${HOLDING_LIMITS.earliestDate}`;
  if (raw > today) return `买入日期不能晚于今天（${today}）`;
  return null;
}

/** What an entry is checked against: how the security is counted and the market's today (`YYYY-MM-DD`). */
export interface HoldingContext {
  rule: LotRule;
  today: string;
}

/**
 * Checks an entry (numbers or the form's text) and returns the clean fields, or a Chinese message
 * per bad field. Quantities and costs are returned as numbers; nothing is rounded silently.
 */
export function checkHolding(input: { quantity?: unknown; cost?: unknown; buyDate?: unknown }, ctx: HoldingContext): HoldingCheck {
  if (ctx.rule === 'none') return { ok: false, errors: { code: '指数不能录入持仓' } };
  const errors: HoldingErrors = {};
  const q = quantityError(input.quantity, ctx.rule);
  const c = costError(input.cost);
  const d = dateError(input.buyDate, ctx.today);
  if (q) errors.quantity = q;
  if (c) errors.cost = c;
  if (d) errors.buyDate = d;
  if (q || c || d) return { ok: false, errors };
  return { ok: true, value: { quantity: numberOf(input.quantity), cost: numberOf(input.cost), buyDate: input.buyDate as string } };
}

/** The one-line summary of a failed check (the first message, in form order). */
export function firstHoldingError(errors: HoldingErrors): string {
  return errors.code ?? errors.quantity ?? errors.cost ?? errors.buyDate ?? '持仓信息有误';
}

/** The quote fields the arithmetic reads. */
export interface HoldingQuote {
  price: number;
  /** Previous close; without it, price − change. */
  preClose?: number | undefined;
  change?: number | undefined;
  /** Time of the quote, epoch ms: its exchange date decides whether a holding was bought "today". */
  ts: number;
}

/** A holding's figures at a quote. */
export interface HoldingFigures {
  /** 持仓市值. */
  marketValue: number;
  /** 持仓成本 (cost × quantity). */
  costValue: number;
  /** 浮动盈亏. */
  floatPnl: number;
  /** 浮动盈亏, percent of the cost. */
  floatPct: number;
  /** 当日盈亏; null when the quote has no previous close. */
  dayPnl: number | null;
}

/** The previous close of a quote: its own field, else price − change; null when neither is known. */
function previousClose(q: HoldingQuote): number | null {
  if (q.preClose !== undefined && Number.isFinite(q.preClose) && q.preClose > 0) return q.preClose;
  if (q.change !== undefined && Number.isFinite(q.change)) return q.price - q.change;
  return null;
}

/** A holding's figures at a quote (see the module comment); null without a usable price. */
export function holdingFigures(h: HoldingFields, q: HoldingQuote | null | undefined): HoldingFigures | null {
  if (!q || !Number.isFinite(q.price) || q.price <= 0) return null;
  const marketValue = q.price * h.quantity;
  const costValue = h.cost * h.quantity;
  // Bought on the quote's trading day (or later, when the quote is an older one): the day starts from the cost.
  const boughtToday = h.buyDate >= exchangeDate(q.ts);
  const base = boughtToday ? h.cost : previousClose(q);
  return {
    marketValue,
    costValue,
    floatPnl: marketValue - costValue,
    floatPct: ((q.price - h.cost) / h.cost) * 100,
    dayPnl: base === null ? null : (q.price - base) * h.quantity,
  };
}

/** One currency's total over a group's holdings. */
export interface HoldingTotal {
  currency: Currency;
  /** Holdings counted (with a price). */
  count: number;
  /** Holdings left out for want of a price. */
  unpriced: number;
  marketValue: number;
  costValue: number;
  floatPnl: number;
  /** floatPnl ÷ costValue × 100; null when nothing is counted. */
  floatPct: number | null;
  /** Sum of the known 当日盈亏. */
  dayPnl: number;
}

/** Totals per currency (CNY first) of holdings at their quotes; a currency without any holding is left out. */
export function holdingTotals(rows: ReadonlyArray<{ code: string; holding: HoldingFields; quote: HoldingQuote | null | undefined }>): HoldingTotal[] {
  const byCurrency = new Map<Currency, HoldingTotal>();
  for (const { code, holding, quote } of rows) {
    const currency = currencyOf(code);
    let t = byCurrency.get(currency);
    if (!t) {
      t = { currency, count: 0, unpriced: 0, marketValue: 0, costValue: 0, floatPnl: 0, floatPct: null, dayPnl: 0 };
      byCurrency.set(currency, t);
    }
    const f = holdingFigures(holding, quote);
    if (!f) {
      t.unpriced++;
      continue;
    }
    t.count++;
    t.marketValue += f.marketValue;
    t.costValue += f.costValue;
    t.floatPnl += f.floatPnl;
    t.dayPnl += f.dayPnl ?? 0;
  }
  const out = (['CNY', 'HKD'] as const).flatMap((c) => {
    const t = byCurrency.get(c);
    return t ? [t] : [];
  });
  for (const t of out) t.floatPct = t.costValue > 0 ? (t.floatPnl / t.costValue) * 100 : null;
  return out;
}

/** The symbol of a currency. */
export function currencySymbol(currency: Currency): string {
  return currency === 'HKD' ? 'HK$' : '¥';
}

/**
 * An amount with thousands separators and 2 decimals, signed when asked, the sign before the
 * currency symbol when one is given (`+1,234.50`, `-¥12.00`, `+HK$300.00`); `--` when missing.
 */
export function formatMoney(value: number | null | undefined, signed = false, symbol = ''): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return EMPTY_VALUE;
  const digits = Math.abs(value).toLocaleString('zh-CN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const zero = digits === '0.00';
  const sign = zero ? '' : value < 0 ? '-' : signed ? '+' : '';
  return `${sign}${symbol}${digits}`;
}

/** A quantity as entered: whole shares with separators, fund units with their decimals. */
export function formatQuantity(value: number): string {
  return value.toLocaleString('zh-CN', { maximumFractionDigits: HOLDING_LIMITS.unitDecimals });
}

/** The stored-state reader's check: a holding row as read back, or undefined when it breaks a rule. */
export function parseStoredHolding(row: { code: unknown; quantity: unknown; cost: unknown; buyDate: unknown; updatedAt: unknown }): Holding | undefined {
  if (typeof row.code !== 'string' || parseSecurityId(row.code) === null) return undefined;
  if (typeof row.quantity !== 'number' || typeof row.cost !== 'number' || typeof row.updatedAt !== 'number') return undefined;
  // Stored dates were checked against their day's today; read back, only the far future is refused.
  const check = checkHolding(row, { rule: lotRuleOf(row.code, null), today: '9999-12-31' });
  return check.ok ? { code: row.code, ...check.value, updatedAt: row.updatedAt } : undefined;
}

/**
 * 价格预警: the kinds of alert, their limits, the rules a new alert must satisfy and the Chinese
 * text of a condition and of a triggered alert. Stored per user by the upstream, evaluated where
 * the quotes are, pushed over the personal channel (contracts/ws-personal.ts).
 */
import type { SecurityId } from './market';

/** Most alerts one user may hold. */
export const MAX_ALERTS_PER_USER = 50;

/** The refusal when a user already holds {@link MAX_ALERTS_PER_USER}. */
export const ALERT_LIMIT_MESSAGE = `最多${MAX_ALERTS_PER_USER}条预警`;

/** Default quiet time after an alert fires, ms: a crossing inside it is not announced again. */
export const DEFAULT_ALERT_COOLDOWN_MS = 5 * 60_000;

/** Cool-downs a user may pick, minutes. */
export const ALERT_COOLDOWN_CHOICES = [1, 5, 15, 30, 60, 240] as const;

/** Default cool-down, minutes (one of {@link ALERT_COOLDOWN_CHOICES}). */
export const DEFAULT_ALERT_COOLDOWN_MINUTES = DEFAULT_ALERT_COOLDOWN_MS / 60_000;

/** Records of fired alerts kept per user (预警记录), oldest dropped first. */
export const MAX_ALERT_RECORDS_PER_USER = 500;

/** Every kind, in the order the dialog offers them. */
export const ALERT_KINDS = [
  'priceAbove',
  'priceBelow',
  'pctAbove',
  'pctBelow',
  'limitUp',
  'limitDown',
  'limitOpen',
  'volumeSurge',
  'screenEnter',
  'screenExit',
] as const;

/** What an alert watches. */
export type AlertKind = (typeof ALERT_KINDS)[number];
// priceAbove: 价格 ≥ X · priceBelow: 价格 ≤ X · pctAbove / pctBelow: 涨跌幅 ≥ / ≤ X% today ·
// limitUp: 封涨停 · limitDown: 封跌停 · limitOpen: 打开涨停 (was at the limit, traded off it) ·
// volumeSurge: 放量, today's volume ≥ X × the 5-day pace for this point of the session (量比) ·
// screenEnter / screenExit: a saved screen (选股方案) gains / loses the stock (or any stock).

/** An alert rule as the quote-driven index sees it (the screen kinds are watched apart). */
export interface AlertRule {
  id: number;
  code: SecurityId;
  kind: AlertKind;
  /** X of the kind (price in yuan, percent, or volume multiple); absent for the limit kinds. */
  threshold?: number;
  paused: boolean;
  cooldownMs: number;
}

/** Kinds that take a threshold. */
export const THRESHOLD_KINDS: ReadonlySet<AlertKind> = new Set<AlertKind>(['priceAbove', 'priceBelow', 'pctAbove', 'pctBelow', 'volumeSurge']);

/** Kinds about a saved screen (they name a screen; the stock is optional: none = any stock). */
export const SCREEN_KINDS: ReadonlySet<AlertKind> = new Set<AlertKind>(['screenEnter', 'screenExit']);

/** Kinds that need the security to have daily price limits. */
export const LIMIT_KINDS: ReadonlySet<AlertKind> = new Set<AlertKind>(['limitUp', 'limitDown', 'limitOpen']);

/** Short Chinese name of each kind (the dialog's choices, the list's column). */
export const ALERT_KIND_LABELS: Readonly<Record<AlertKind, string>> = {
  priceAbove: '股价涨到',
  priceBelow: '股价跌到',
  pctAbove: '涨跌幅 ≥',
  pctBelow: '涨跌幅 ≤',
  limitUp: '涨停',
  limitDown: '跌停',
  limitOpen: '打开涨停',
  volumeSurge: '放量',
  screenEnter: '进入选股方案',
  screenExit: '退出选股方案',
};

/** Unit of a kind's threshold, as the input shows it. */
export const ALERT_THRESHOLD_UNITS: Readonly<Partial<Record<AlertKind, string>>> = {
  priceAbove: '元',
  priceBelow: '元',
  pctAbove: '%',
  pctBelow: '%',
  volumeSurge: '倍',
};

/** Bounds of a threshold per kind (inclusive). */
export const ALERT_THRESHOLD_BOUNDS: Readonly<Partial<Record<AlertKind, { min: number; max: number; decimals: number }>>> = {
  priceAbove: { min: 0.001, max: 1_000_000, decimals: 3 },
  priceBelow: { min: 0.001, max: 1_000_000, decimals: 3 },
  pctAbove: { min: -100, max: 1_000, decimals: 2 },
  pctBelow: { min: -100, max: 1_000, decimals: 2 },
  volumeSurge: { min: 1.1, max: 50, decimals: 1 },
};

/** What a user asks for when setting an alert (the create call's body). */
export interface AlertInput {
  /** The security; may be absent only for the screen kinds (any stock of the screen). */
  code?: SecurityId | null;
  kind: AlertKind;
  threshold?: number | null;
  /** The saved screen of the screen kinds. */
  screenId?: number | null;
  cooldownMinutes?: number;
}

const hasDecimalsAtMost = (x: number, d: number): boolean => Math.abs(Math.round(x * 10 ** d) - x * 10 ** d) < 1e-6;

/**
 * Why an alert input cannot be kept, in Chinese (naming the field), or null when it can. The
 * upstream checks it again with what only it knows (the live price, the user's screens).
 */
export function alertInputProblem(input: AlertInput): string | null {
  const { kind } = input;
  if (!(ALERT_KINDS as readonly string[]).includes(kind)) return '预警类型无效';
  const screen = SCREEN_KINDS.has(kind);
  if (!screen && (input.code === undefined || input.code === null)) return '请选择股票';
  if (screen) {
    if (typeof input.screenId !== 'number' || !Number.isSafeInteger(input.screenId) || input.screenId < 1) return '请选择选股方案';
  } else if (input.screenId !== undefined && input.screenId !== null) return '只有选股方案预警可以指定方案';
  const bounds = ALERT_THRESHOLD_BOUNDS[kind];
  const t = input.threshold;
  if (bounds) {
    if (typeof t !== 'number' || !Number.isFinite(t)) return `请输入${ALERT_KIND_LABELS[kind]}的数值`;
    const unit = ALERT_THRESHOLD_UNITS[kind] ?? '';
    if (t < bounds.min || t > bounds.max) return `${ALERT_KIND_LABELS[kind]}的数值应在 ${bounds.min}${unit} 到 ${bounds.max}${unit} 之间`;
    if (!hasDecimalsAtMost(t, bounds.decimals)) return `${ALERT_KIND_LABELS[kind]}的数值最多 ${bounds.decimals} 位小数`;
  } else if (t !== undefined && t !== null) return `${ALERT_KIND_LABELS[kind]}预警不需要数值`;
  const c = input.cooldownMinutes;
  if (c !== undefined && !(ALERT_COOLDOWN_CHOICES as readonly number[]).includes(c)) return `冷却时间应为 ${ALERT_COOLDOWN_CHOICES.join('、')} 分钟之一`;
  return null;
}

/** Where the live value stands against a new threshold alert: why it cannot be set now, or null. */
export function alertAgainstLive(kind: AlertKind, threshold: number | null | undefined, live: { price: number; pct: number }): string | null {
  if (threshold === null || threshold === undefined) return null;
  if (kind === 'priceAbove' && threshold <= live.price) return `股价涨到的价格应高于现价 ${live.price.toFixed(2)}`;
  if (kind === 'priceBelow' && threshold >= live.price) return `股价跌到的价格应低于现价 ${live.price.toFixed(2)}`;
  if (kind === 'pctAbove' && threshold <= live.pct) return `涨跌幅 ≥ 的数值应高于当前涨跌幅 ${live.pct.toFixed(2)}%`;
  if (kind === 'pctBelow' && threshold >= live.pct) return `涨跌幅 ≤ 的数值应低于当前涨跌幅 ${live.pct.toFixed(2)}%`;
  return null;
}

/** The condition of an alert in Chinese, e.g. `股价涨到 12.34 元`, `进入「低估值」`. */
export function alertConditionText(kind: AlertKind, threshold: number | null | undefined, screenName?: string | null): string {
  const x = threshold ?? 0;
  const price = x.toFixed(hasDecimalsAtMost(x, 2) ? 2 : 3);
  switch (kind) {
    case 'priceAbove':
      return `股价涨到 ${price} 元`;
    case 'priceBelow':
      return `股价跌到 ${price} 元`;
    case 'pctAbove':
      return `涨跌幅 ≥ ${x}%`;
    case 'pctBelow':
      return `涨跌幅 ≤ ${x}%`;
    case 'volumeSurge':
      return `放量 ≥ 5日均量 ${x} 倍`;
    case 'screenEnter':
      return `进入选股方案「${screenName ?? '已删除的方案'}」`;
    case 'screenExit':
      return `退出选股方案「${screenName ?? '已删除的方案'}」`;
    default:
      return ALERT_KIND_LABELS[kind];
  }
}

/** The Chinese text of a triggered alert: `{name} {condition}，现价 {price}`. */
export function alertText(name: string, kind: AlertKind, threshold: number | undefined, price: number, screenName?: string): string {
  const x = threshold ?? 0;
  const cond: Record<AlertKind, string> = {
    priceAbove: `价格涨到 ${x.toFixed(2)}`,
    priceBelow: `价格跌到 ${x.toFixed(2)}`,
    pctAbove: x >= 0 ? `涨幅达到 ${x.toFixed(2)}%` : `涨跌幅回升到 ${x.toFixed(2)}%`,
    pctBelow: x <= 0 ? `跌幅达到 ${Math.abs(x).toFixed(2)}%` : `涨幅回落到 ${x.toFixed(2)}%`,
    limitUp: '封涨停',
    limitDown: '封跌停',
    limitOpen: '打开涨停',
    volumeSurge: `放量，成交量达 5 日均量的 ${x.toFixed(1)} 倍`,
    screenEnter: `进入选股方案「${screenName ?? ''}」`,
    screenExit: `退出选股方案「${screenName ?? ''}」`,
  };
  return `${name} ${cond[kind]}，现价 ${price.toFixed(2)}`;
}

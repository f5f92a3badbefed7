/**
 * 价格预警: the kinds of alert, their limits and the Chinese text a triggered alert shows.
 * Stored per user by the upstream, evaluated where the quotes are, pushed over the personal
 * channel (contracts/ws-personal.ts).
 */
import type { SecurityId } from './market';

/** Most alerts one user may hold. */
export const MAX_ALERTS_PER_USER = 50;

/** Default quiet time after an alert fires, ms: a crossing inside it is not announced again. */
export const DEFAULT_ALERT_COOLDOWN_MS = 5 * 60_000;

/** What an alert watches. */
export type AlertKind =
  /** 价格 ≥ X */
  | 'priceAbove'
  /** 价格 ≤ X */
  | 'priceBelow'
  /** 涨跌幅 ≥ X% today */
  | 'pctAbove'
  /** 涨跌幅 ≤ X% today */
  | 'pctBelow'
  /** 封涨停 */
  | 'limitUp'
  /** 封跌停 */
  | 'limitDown'
  /** 打开涨停 (was at the limit, traded off it) */
  | 'limitOpen'
  /** 放量: today's volume ≥ X × the 5-day pace for this point of the session */
  | 'volumeSurge';

/** An alert rule as the user set it. */
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

/** The Chinese text of a triggered alert: `{name} {condition}，现价 {price}`. */
export function alertText(name: string, kind: AlertKind, threshold: number | undefined, price: number): string {
  const x = threshold ?? 0;
  const cond: Record<AlertKind, string> = {
    priceAbove: `价格涨到 ${x.toFixed(2)}`,
    priceBelow: `价格跌到 ${x.toFixed(2)}`,
    pctAbove: `涨幅达到 ${x.toFixed(2)}%`,
    pctBelow: `跌幅达到 ${Math.abs(x).toFixed(2)}%`,
    limitUp: '封涨停',
    limitDown: '封跌停',
    limitOpen: '打开涨停',
    volumeSurge: `放量，成交量达 5 日均量的 ${x.toFixed(1)} 倍`,
  };
  return `${name} ${cond[kind]}，现价 ${price.toFixed(2)}`;
}

/**
 * Engine snapshots turned into wire shapes: the level-1 {@link Quote} (the engine's own
 * conversion, so details and the socket agree to the last digit) and the {@link RankItem} row of
 * rankings, peers and index members, with prices at the engine's decimals for the kind.
 */
import type { RankItem } from '../../../../contracts/endpoints/market-data';
import type { Security } from '../../../../contracts/market';
import type { Quote } from '../../../../contracts/ws-protocol';
import { priceDecimals, toWireQuote } from '../live/quote';
import type { Snapshot } from '../types';
import type { UniverseEntry } from '../universe/index';
import { shownName } from './names';

/** Rounds to `d` decimals. */
export function roundTo(value: number, d: number): number {
  const f = 10 ** d;
  return Math.round(value * f) / f;
}

/** A price rounded as the quote shows it (2 decimals for stocks, 3 for funds and indexes). */
export function roundPrice(s: Pick<Security, 'kind'>, price: number): number {
  return roundTo(price, priceDecimals(s.kind));
}

/** The wire quote of a snapshot. */
export function toQuote(entry: Pick<Security, 'kind'>, s: Snapshot): Quote {
  return toWireQuote(s, entry.kind);
}

/** A ranking row: the security's identity (its name as shown that day) with its live numbers (total cap at the live price). */
export function toRankItem(entry: UniverseEntry, s: Snapshot): RankItem {
  return {
    id: entry.id,
    code: entry.code,
    name: shownName(entry, s.ts),
    suffix: entry.suffix,
    kind: entry.kind,
    price: roundPrice(entry, s.price),
    change: roundPrice(entry, s.change),
    pct: roundTo(s.pct, 2),
    volume: Math.round(s.volume),
    amount: Math.round(s.amount),
    turnover: roundTo(s.turnover ?? 0, 2),
    amplitude: roundTo(s.amplitude, 2),
    volumeRatio: roundTo(s.volumeRatio, 2),
    speed: roundTo(s.speed, 2),
    totalCap: Math.round(s.totalShares * s.price),
    status: s.status,
  };
}

/** True when a snapshot sits at its limit-up price. */
export function atLimitUp(s: Snapshot): boolean {
  return s.limitUp !== null && s.status !== 'suspended' && s.price >= s.limitUp - 1e-9;
}

/** True when a snapshot sits at its limit-down price. */
export function atLimitDown(s: Snapshot): boolean {
  return s.limitDown !== null && s.status !== 'suspended' && s.price <= s.limitDown + 1e-9;
}

/**
 * A security's live snapshot: the engine's state plus the derived fields a quote grid shows —
 * change, percent, amplitude, turnover, 涨速 (5-minute speed) and 量比 (volume ratio).
 */
import type { QuoteStatus } from '../../../../contracts/ws-protocol';
import { STAGE_BEFORE_OPEN, STAGE_CLOSED, type LiveEngine } from './engine';
import type { Profile } from '../model/profile';
import { phaseAt, TICKS_PER_SLOT, type Phase } from '../../calendar/sessions';
import type { Snapshot } from '../types';

/** Minutes over which 涨速 is measured. */
export const SPEED_MINUTES = 5;

/** Quote status of a phase. */
export function statusOfPhase(phase: Phase): QuoteStatus {
  switch (phase) {
    case 'continuous':
      return 'trading';
    case 'open-auction':
    case 'open-pause':
    case 'close-auction':
      return 'auction';
    case 'lunch':
      return 'break';
    default:
      return 'closed';
  }
}

/** Minute bars completed so far today. */
function minutesDone(engine: LiveEngine, p: Profile): number {
  const slot = p.slot;
  if (engine.stage[slot] === STAGE_CLOSED) return engine.session(p).bars;
  return Math.floor(engine.ticksDone[slot]! / TICKS_PER_SLOT);
}

/** Price (milli) at the end of the minute `SPEED_MINUTES` ago; the open early in the day. */
function priceMinutesAgo(engine: LiveEngine, p: Profile): number {
  const slot = p.slot;
  const back = minutesDone(engine, p) - SPEED_MINUTES;
  const composite = engine.composite(slot);
  if (composite) return back >= 1 ? composite.bars[(back - 1) * 6 + 3]! : engine.open[slot]!;
  const plan = engine.plans[slot];
  if (!plan) return engine.last[slot]!;
  return plan.path[Math.max(0, back)]!;
}

/** The snapshot of universe position `slot`; null when it is not listed yet. */
export function snapshotOf(engine: LiveEngine, p: Profile): Snapshot | null {
  const slot = p.slot;
  if (engine.listed[slot] !== 1) return null;
  // The day's timetable: on an HKEX half day HK is closed from 12:10 while A-shares trade on.
  const session = engine.session(p);
  const phase = phaseAt(session, engine.time - engine.dayStartTs);
  // On a day its exchange is closed, the last day it traded, closed (as a weekend shows Friday).
  const shown = engine.shownBar[slot];
  const bar = shown ?? engine.bars[slot];
  const suspended = bar?.suspended === true;
  const pre = engine.pre[slot]!;
  const last = engine.last[slot]!;
  // Closed today with no traded day to show (a computed index without its history): nothing traded, it never opened.
  const opened = engine.stage[slot] !== STAGE_BEFORE_OPEN && (engine.holiday[slot] !== 1 || shown !== null);
  const high = opened ? engine.high[slot]! : NaN;
  const low = opened ? engine.low[slot]! : NaN;
  const volume = engine.volume[slot]!;
  const ref = opened ? priceMinutesAgo(engine, p) : last;
  const elapsed = Math.max(1, Math.min(session.bars, Math.ceil(engine.ticksDone[slot]! / TICKS_PER_SLOT)));
  const minutes = engine.stage[slot] === STAGE_CLOSED ? session.bars : elapsed;
  // 量比: today's volume per minute of today's timetable so far (an HKEX half day's are its morning
  // minutes) over the last five days' volume per minute of their own timetables.
  const perMinute5 = engine.minuteVolume5[slot]!;
  const floatShares = p.sec.floatShares > 0 ? engine.floatShares[slot]! : 0;
  return {
    id: p.sec.id,
    ts: engine.time,
    status: engine.holiday[slot] === 1 ? 'closed' : suspended ? 'suspended' : p.cls === 'nav' ? 'closed' : statusOfPhase(phase),
    phase,
    price: last / 1000,
    preClose: pre / 1000,
    open: opened ? engine.open[slot]! / 1000 : null,
    high: opened ? high / 1000 : null,
    low: opened ? low / 1000 : null,
    volume,
    amount: engine.amount[slot]!,
    change: (last - pre) / 1000,
    pct: pre > 0 ? ((last - pre) / pre) * 100 : 0,
    amplitude: opened && pre > 0 ? ((high - low) / pre) * 100 : 0,
    turnover: p.cls === 'index' || floatShares <= 0 ? null : (volume / floatShares) * 100,
    speed: ref > 0 ? ((last - ref) / ref) * 100 : 0,
    volumeRatio: opened && perMinute5 > 0 ? volume / minutes / perMinute5 : 0,
    limitUp: bar?.limits ? bar.limits.up / 1000 : null,
    limitDown: bar?.limits ? bar.limits.down / 1000 : null,
    exDate: bar?.action != null,
    totalShares: engine.totalShares[slot]!,
    floatShares,
  };
}

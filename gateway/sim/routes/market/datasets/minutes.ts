/**
 * Dataset `minutes`: the time-share chart of one security, today or the last five trading days
 * (contracts MinutesParams → MinutesAnswer). The engine stamps minute points at their end and
 * leads each day with the 9:30 open; the wire stamps a point at the minute it begins (the
 * client folds live quotes the same way), so the open merges into the first minute and a day's
 * volumes still add up to its cumulative volume.
 */
import type { MinuteDay, MinutePoint, MinutesAnswer } from '../../../../../contracts/endpoints/market-data';
import { MINUTE_MS } from '../../../calendar/days';
import type { TimeShareDay } from '../../../market/types';
import type { UniverseEntry } from '../../../market/universe/index';
import { badRequest } from '../../../http/errors';
import type { MarketDeps } from '../deps';
import { readSecurity, type RawParams } from '../../../http/params';
import { roundPrice, roundTo } from '../../../market/read/wire';

/** `days`: 1 or 5, default 1. */
export function readDays(params: RawParams): 1 | 5 {
  const v = params.days;
  if (v === undefined || v === '') return 1;
  if (v === 1 || v === '1') return 1;
  if (v === 5 || v === '5') return 5;
  throw badRequest('参数 days 取值无效（可选：1、5）');
}

/** One engine day as the wire day. */
export function toMinuteDay(entry: Pick<UniverseEntry, 'kind'>, day: TimeShareDay): MinuteDay {
  const p = (v: number) => roundPrice(entry, v);
  const points: MinutePoint[] = [];
  day.points.forEach((pt, i) => {
    // Point 0 is the open, stamped at the session start; the rest are minute bars stamped at their end.
    const t = i === 0 ? pt.ts : pt.ts - MINUTE_MS;
    const last = points[points.length - 1];
    if (last && last.t >= t) {
      last.price = p(pt.price);
      last.avg = roundTo(pt.avgPrice, 3);
      last.volume += Math.round(pt.volume);
      last.amount += Math.round(pt.amount);
      return;
    }
    points.push({ t, price: p(pt.price), avg: roundTo(pt.avgPrice, 3), volume: Math.round(pt.volume), amount: Math.round(pt.amount) });
  });
  return {
    date: day.date,
    preClose: p(day.preClose),
    auction: day.auction.map((a) => ({ t: a.ts, price: p(a.price), avg: p(a.price), volume: Math.round(a.volume), amount: Math.round(a.price * a.volume) })),
    points,
  };
}

/** Answers dataset `minutes`. */
export function minutesDataset(deps: Pick<MarketDeps, 'market' | 'universe'>, params: RawParams): MinutesAnswer {
  const entry = readSecurity(deps.universe, params, 'stock');
  const days = readDays(params);
  return { id: entry.id, days: deps.market.minutes(entry.id, days).map((d) => toMinuteDay(entry, d)) };
}

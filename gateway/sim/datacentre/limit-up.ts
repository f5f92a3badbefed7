/**
 * 涨停连板 of a closed day (the centre's `limitUp`): the stocks sealed at their limit with their 连板
 * streak (the frames' one set of limit rules, `limit-state.ts`), first and last sealing times, opens
 * and sealed amount drawn per stock-day; the day's 炸板; and the market gauges (涨跌家数, 新高/新低,
 * 炸板率, 昨日涨停今日表现, 成交额).
 */
import type { BrokenRow, DcExchange, LimitUpAnswer, LimitUpRow, MarketGauges } from '../../../contracts/endpoints/datacentre';
import { hash2, hash3, hashString, uniform } from '../shared/rng';
import { dayBefore } from './days';
import { isA, nameAt } from './day-frame';
import { type CentreReads, pctOf, r2, r3 } from './reads';

const LADDER_TAG = hashString('dc-ladder');

/** 涨停连板 and the gauges of day t; `conceptOf`: a stock's first concept board (its 涨停原因, else its industry). */
export function limitUpOf(dc: CentreReads, conceptOf: ReadonlyMap<string, string>, t: number): LimitUpAnswer {
  const f = dc.frame(t);
  const x = dc.frames.extremes(t, dc.last());
  const yesterday = dayBefore(t);
  const prev = yesterday >= 0 ? dc.frame(yesterday) : null;
  const rows: LimitUpRow[] = [];
  const broken: BrokenRow[] = [];
  const g: MarketGauges = {
    up: 0,
    down: 0,
    flat: 0,
    limitUp: 0,
    limitDown: 0,
    broken: 0,
    brokenRate: 0,
    newHigh: 0,
    newLow: 0,
    maxStreak: 0,
    yesterdayLimitUp: null,
    amount: 0,
  };
  let ySum = 0;
  let yCount = 0;
  dc.frames.stocks.forEach((s, i) => {
    if (!isA(s) || !f.present[i]) return;
    g.amount += f.amount[i]!;
    if (f.suspended[i]) return;
    if (f.pct[i]! > 0) g.up++;
    else if (f.pct[i]! < 0) g.down++;
    else g.flat++;
    g.newHigh += x.newHigh[i]!;
    g.newLow += x.newLow[i]!;
    g.limitDown += f.limitDown[i]!;
    if (prev?.limitUp[i]) {
      ySum += f.pct[i]!;
      yCount++;
    }
    const reason = conceptOf.get(s.id) ?? s.industry;
    const floatCap = Math.round(f.close[i]! * f.floatShares[i]!);
    if (f.limitUp[i]) {
      g.limitUp++;
      g.maxStreak = Math.max(g.maxStreak, x.streak[i]!);
      const h = hash3(s.key, LADDER_TAG, t);
      const sealedAllDay = f.open[i] === f.close[i] && f.low[i] === f.close[i];
      const opens = sealedAllDay ? 0 : Math.floor(uniform(hash2(h, 1)) ** 2 * 4);
      const first = sealedAllDay ? -1 : Math.floor(uniform(hash2(h, 2)) ** 1.6 * 235);
      const lastMin = opens === 0 ? first : first + Math.floor(uniform(hash2(h, 3)) * (238 - first));
      rows.push({
        id: s.id,
        code: s.code,
        name: nameAt(s, t),
        exchange: s.exchange as DcExchange,
        close: r3(f.close[i]!),
        pct: r2(f.pct[i]!),
        streak: x.streak[i]!,
        firstTime: clockOf(first, h, 4),
        lastTime: opens === 0 ? clockOf(first, h, 4) : clockOf(lastMin, h, 5),
        opens,
        seal: Math.round(f.amount[i]! * (sealedAllDay ? 1.5 : 0.08 + 0.5 * uniform(hash2(h, 6)))),
        reason,
        turnover: r2(f.turnover[i]!),
        floatCap,
        amount: Math.round(f.amount[i]!),
      });
    } else if (f.broke[i]) {
      g.broken++;
      broken.push({
        id: s.id,
        code: s.code,
        name: nameAt(s, t),
        exchange: s.exchange as DcExchange,
        close: r3(f.close[i]!),
        pct: r2(f.pct[i]!),
        limit: r3(f.high[i]!),
        turnover: r2(f.turnover[i]!),
        amount: Math.round(f.amount[i]!),
        reason,
      });
    }
  });
  g.amount = Math.round(g.amount);
  g.brokenRate = pctOf(g.broken, g.limitUp + g.broken);
  g.yesterdayLimitUp = yCount > 0 ? r2(ySum / yCount) : null;
  rows.sort((a, b) => b.streak - a.streak || a.firstTime.localeCompare(b.firstTime) || a.id.localeCompare(b.id));
  broken.sort((a, b) => b.pct - a.pct || a.id.localeCompare(b.id));
  return { ...dc.day(t), rows, broken, gauges: g };
}

/** `HH:MM:SS` of a continuous-session minute (0 = 09:30; −1 = 09:25 auction), seconds from the hash. */
function clockOf(minute: number, h: number, salt: number): string {
  if (minute < 0) return '09:25:00';
  const m = Math.min(minute, 238);
  const total = m < 120 ? 9 * 60 + 30 + m : 13 * 60 + (m - 120);
  const sec = Math.floor(uniform(hash2(h, salt)) * 60);
  const pad = (x: number) => String(x).padStart(2, '0');
  return `${pad(Math.floor(total / 60))}:${pad(total % 60)}:${pad(sec)}`;
}

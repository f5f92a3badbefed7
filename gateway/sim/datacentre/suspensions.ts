/**
 * 停复牌 of one closed day, read from the K-line's daily bars (the frames): a stock is 停牌 on a day
 * exactly when its bar that day is flagged SUSPENDED (the price model's `isSuspended`), and 复牌 on
 * the first traded day after such a run. Point in time: as of the day, a suspended stock's run is
 * known from its start to that day (停牌天数 so far), never its end; the reason is the one its
 * 停牌公告 gave the day before the run started (`disclosures/suspensions.ts`, the rule the stock's
 * 公告 page uses), so the two agree.
 *
 * Runs and their 停牌天数 count mainland trading days (`days.ts`): the HK-only days of 春节/国庆 weeks are
 * every A-share's HOLIDAY rows (flagged SUSPENDED too), neither 停牌 nor a break in a run spanning them.
 */
import type { DcExchange, ResumedRow, SuspendedRow } from '../../../contracts/endpoints/datacentre';
import { suspensionTexts } from '../disclosures/index';
import { dayBefore, mainlandDaysIn } from './days';
import type { Frames } from './frames';
import type { DayFrame } from './day-frame';

/** Longest run looked back over (a run is rarely more than a few days). */
const MAX_RUN = 250;

const r2 = (x: number) => Math.round(x * 100) / 100;

/** First day of the run of suspended days of row i that contains mainland day d (d suspended), over mainland days. */
export function runStart(frames: Frames, i: number, d: number, last: number): number {
  let s = d;
  for (let k = 1; k < MAX_RUN && s > 0; k++) {
    const prev = dayBefore(s);
    if (frames.stateAt(i, prev, last) !== 1) break;
    s = prev;
  }
  return s;
}

/** 停牌 and 复牌 of the frame's day (a mainland trading day): suspended longest run first, resumed by 成交额. */
export function suspensionsOf(frames: Frames, f: DayFrame, last: number, dayText: (t: number) => string): { suspended: SuspendedRow[]; resumed: ResumedRow[] } {
  const t = f.t;
  const suspended: SuspendedRow[] = [];
  const resumed: ResumedRow[] = [];
  frames.stocks.forEach((s, i) => {
    if (s.exchange === 'HK' || !f.present[i]) return;
    const base = { id: s.id, code: s.code, name: s.name, exchange: s.exchange as DcExchange };
    if (f.suspended[i]) {
      const from = runStart(frames, i, t, last);
      suspended.push({
        ...base,
        from: dayText(from),
        days: mainlandDaysIn(from, t),
        reason: suspensionTexts(frames.model(i).profile, from).reason,
        close: f.close[i]!,
        floatCap: Math.round(f.close[i]! * f.floatShares[i]!),
      });
      return;
    }
    const prev = dayBefore(t);
    if (f.listing[i] || t === 0 || frames.stateAt(i, prev, last) !== 1) return;
    const from = runStart(frames, i, prev, last);
    resumed.push({
      ...base,
      from: dayText(from),
      to: dayText(prev),
      days: mainlandDaysIn(from, prev),
      reason: suspensionTexts(frames.model(i).profile, from).reason,
      close: f.close[i]!,
      pct: r2(f.pct[i]!),
      amount: Math.round(f.amount[i]!),
    });
  });
  suspended.sort((a, b) => b.days - a.days || a.id.localeCompare(b.id));
  resumed.sort((a, b) => b.amount - a.amount || a.id.localeCompare(b.id));
  return { suspended, resumed };
}

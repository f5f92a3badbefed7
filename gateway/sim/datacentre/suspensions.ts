/**
 * 停复牌 of one closed day, read from the K-line's daily bars (the frames): a stock is 停牌 on a day
 * exactly when its bar that day is flagged SUSPENDED (the price model's `isSuspended`), and 复牌 on
 * the first traded day after such a run. Point in time: as of the day, a suspended stock's run is
 * known from its start to that day (停牌天数 so far), never its end; the reason is the one its
 * 停牌公告 gave the day before the run started (`disclosures/suspensions.ts`, the rule the stock's
 * 公告 page uses), so the two agree.
 */
import type { DcExchange, ResumedRow, SuspendedRow } from '../../../contracts/endpoints/datacentre';
import { suspensionTexts } from '../disclosures/suspensions';
import type { DayFrame, Frames } from './frames';

/** Longest run looked back over (a run is rarely more than a few days). */
const MAX_RUN = 250;

const r2 = (x: number) => Math.round(x * 100) / 100;

/** First day of the run of suspended days of row i that contains day d (d suspended). */
export function runStart(frames: Frames, i: number, d: number, last: number): number {
  let s = d;
  while (d - s < MAX_RUN && s > 0 && frames.stateAt(i, s - 1, last) === 1) s--;
  return s;
}

/** 停牌 and 复牌 of the frame's day: suspended longest run first, resumed by 成交额. */
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
        days: t - from + 1,
        reason: suspensionTexts(frames.model(i).profile, from).reason,
        close: f.close[i]!,
        floatCap: Math.round(f.close[i]! * f.floatShares[i]!),
      });
      return;
    }
    if (f.listing[i] || t === 0 || frames.stateAt(i, t - 1, last) !== 1) return;
    const from = runStart(frames, i, t - 1, last);
    resumed.push({
      ...base,
      from: dayText(from),
      to: dayText(t - 1),
      days: t - from,
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

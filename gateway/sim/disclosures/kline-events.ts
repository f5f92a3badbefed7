/**
 * What the K-line shows: suspensions (停牌, 复牌) and abnormal moves (a 3-day cumulative ±20%), each with
 * its announcement, read from the company's own daily bars.
 */
import { parseDay } from '../../../contracts/calendar/index';
import { HOLIDAY } from '../market/index';
import type { EventSink } from './event-sink';
import { suspensionTexts } from './suspensions';

/** Suspensions and abnormal moves are read from the K-line from this year on. */
const BARS_FROM_YEAR = 2015;

/** The suspensions and abnormal moves before the day on show. */
export function addKlineEvents(s: EventSink): void {
  const { ctx, profile, slot, today, listIdx, add, ev, plus } = s;
  // ─ the K-line: suspensions and abnormal moves (3-day cumulative ±20%), over the days the company's exchange
  // trades: a HOLIDAY row (its exchange closed while the other market trades) is neither a suspension nor a day of a run.
  const from = Math.max(listIdx + 1, ctx.indexOf(parseDay(`${BARS_FROM_YEAR}-01-01`)!));
  const bars = today - 1 >= from ? ctx.bars(slot, from, today - 1) : null;
  if (bars) {
    const rows: number[] = [];
    for (let i = 0; i < bars.length; i++) if ((bars.flags[i]! & HOLIDAY) === 0) rows.push(i);
    let runStart = -1;
    let lastAbnormal = -10;
    for (let j = 0; j <= rows.length; j++) {
      const i = rows[j] ?? bars.length;
      const susp = j < rows.length && bars.suspended(i);
      if (susp && runStart < 0) runStart = j;
      if (!susp && runStart >= 0) {
        const s = bars.from + rows[runStart]!;
        const e = bars.from + rows[j - 1]!;
        const texts = suspensionTexts(profile, s);
        const long = texts.long;
        const before = plus(s, -1);
        const sn = add(before, before, texts.notice, texts.category, '停复牌', {
          kind: 'suspend',
          from: s,
          to: e,
          long,
        });
        ev(s, '停复牌', '停牌', `因${texts.reason}停牌`, sn);
        const back = plus(e, 1);
        if (back <= today) {
          const rn = add(e, e, texts.resumeNotice, texts.category, '停复牌', { kind: 'resume', from: s, to: e, long });
          ev(back, '停复牌', '复牌', `停牌${j - runStart}个交易日后复牌`, rn);
        }
        runStart = -1;
      }
      if (j >= 3 && j < rows.length && j - lastAbnormal >= 3 && !susp) {
        let ok = true;
        for (let k = j - 2; k <= j; k++) if (bars.suspended(rows[k]!)) ok = false;
        const c0 = bars.close[rows[j - 3]!]!;
        const change = c0 > 0 ? bars.close[i]! / c0 - 1 : 0;
        if (ok && Math.abs(change) >= 0.2) {
          lastAbnormal = j;
          const t = bars.from + i;
          const n = add(plus(t, 1), t, '股票交易异常波动公告', '风险提示', '风险提示', { kind: 'abnormal', from: bars.from + rows[j - 2]!, to: t, change });
          ev(t, '风险提示', '股票交易异常波动', `连续三个交易日收盘价格${change > 0 ? '涨幅' : '跌幅'}累计达${(Math.abs(change) * 100).toFixed(2)}%`, n);
        }
      }
    }
  }
}

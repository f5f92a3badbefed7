/**
 * The periodic reports' announcements and entries: each report with its 预约披露 (and a change of it)
 * and the board meetings that approve the 半年报 and 年报; the 业绩预告 (with a loss warning) and the
 * 业绩快报 (companies/events.ts draws their rows).
 */
import { formatDay } from '../../../contracts/calendar/index';
import { expressRows, forecastRows, periodAtOrBefore, periodEndDay, quarterOfPeriod, yearOfPeriod } from '../companies/index';
import type { Disclosure } from './disclosure';
import { type EventSink, idxOfText } from './event-sink';

const REPORT_TITLE: readonly string[] = ['第一季度报告', '半年度报告', '第三季度报告', '年度报告'];
const REPORT_TYPE: readonly string[] = ['一季报', '半年报', '三季报', '年报'];
const FORECAST_SPAN = ['第一季度', '半年度', '前三季度', '年度'] as const;

/** Every periodic report out by the day on show, and the bookings of those still to come. */
export function addReports(s: EventSink): void {
  const { ctx, cs, co, slot, today, todayDay, add, ev, plus } = s;
  // ─ periodic reports, their bookings and the board meetings
  const lastG = periodAtOrBefore(todayDay) + 1;
  for (let g = Math.max(co.first, co.firstListed); g <= lastG; g++) {
    const dates = ctx.noticeDatesOf(slot, g);
    const nIdx = ctx.indexOf(dates.notice);
    const y = yearOfPeriod(g);
    const q = quarterOfPeriod(g);
    const label = `${y}年${REPORT_TITLE[q]}`;
    // The booking is published about six weeks before the period ends; a change, five trading days before the earlier of the two dates.
    const bookedAt = ctx.indexOf(periodEndDay(g) - 45);
    let changeNotice: Disclosure | null = null;
    if (dates.changed !== null) {
      const at = Math.max(plus(bookedAt, 1), plus(Math.min(ctx.indexOf(dates.firstBooked), nIdx), -5));
      changeNotice = add(at, at, `关于变更${label}披露时间的公告`, '信息变更', '信息变更', {
        kind: 'booking',
        g,
        first: dates.firstBooked,
        changed: dates.notice,
      });
    }
    if (nIdx > today) {
      if (bookedAt <= today) {
        const known = changeNotice !== null ? dates.notice : dates.firstBooked;
        const text = changeNotice
          ? `${label}预约披露日变更为${formatDay(known)}（原${formatDay(dates.firstBooked)}）`
          : `${label}预约于${formatDay(known)}披露`;
        ev(ctx.indexOf(known), '预约披露', `预约披露${label}`, text, changeNotice);
      }
      continue;
    }
    const report = add(nIdx, nIdx, label, '财务报告', REPORT_TYPE[q]!, { kind: 'report', g });
    if (q === 3 || q === 1)
      add(nIdx, nIdx, `第${1 + (y % 3) + 8}届董事会第${q === 3 ? 3 + (y % 5) : 5 + (y % 5)}次会议决议公告`, '重大事项', '董事会', { kind: 'board', g });
    const c = co.core(g);
    const shares = c.shares;
    const net = cs.ytd(slot, g, (k) => k.parentNet);
    ev(nIdx, '财报披露', `披露${label}`, `归母净利润${(net / 1e10).toFixed(2)}亿元，基本每股收益${(net / 100 / shares).toFixed(4)}元`, report);
  }
}

/** 业绩预告 (and the loss warnings), 业绩快报. */
export function addForecasts(s: EventSink): void {
  const { ctx, co, today, add, ev } = s;
  // ─ 业绩预告 (and the loss warnings), 业绩快报
  for (const row of forecastRows(co, today)) {
    const g = Math.floor(Number(row.period.slice(0, 4)) * 4 + ['03-31', '06-30', '09-30', '12-31'].indexOf(row.period.slice(5)));
    const idx = idxOfText(ctx, row.noticeDate);
    const y = yearOfPeriod(g);
    const n = add(idx, idx, `${y}年${FORECAST_SPAN[quarterOfPeriod(g)]}业绩预告`, '财务报告', '业绩预告', { kind: 'forecast', row });
    ev(idx, '业绩预告', `${y}年${FORECAST_SPAN[quarterOfPeriod(g)]}业绩${row.type}`, row.summary, n);
    if (quarterOfPeriod(g) === 3 && (row.type === '首亏' || row.type === '续亏' || row.type === '增亏')) {
      const w = add(idx, idx, `关于${y}年度业绩预亏的风险提示公告`, '风险提示', '风险提示', { kind: 'loss', row });
      ev(idx, '风险提示', `${y}年度业绩预亏`, `预计${y}年度归属于上市公司股东的净利润为负值（${row.type}）`, w);
    }
  }
  for (const row of expressRows(co, today)) {
    const idx = idxOfText(ctx, row.noticeDate);
    const y = row.period.slice(0, 4);
    const n = add(idx, idx, `${y}年度业绩快报`, '财务报告', '业绩快报', { kind: 'express', row });
    ev(idx, '业绩快报', `${y}年度业绩快报`, `营业总收入${(row.revenue / 1e8).toFixed(2)}亿元，归母净利润${(row.netProfit / 1e8).toFixed(2)}亿元`, n);
  }
}

/**
 * A dividend's announcements and entries: the plan (with the 年报), the 股东大会 (notice, resolution)
 * and the implementation on the K-line's ex-date, with its 股权登记日 and 除权除息日.
 */
import { dividendRows } from '../companies/index';
import { type EventSink, idxOfText } from './event-sink';

/** Every year's dividend plan and what followed it by the day on show. */
export function addDividends(s: EventSink): void {
  const { ctx, co, today, add, ev, plus, u } = s;
  // ─ dividends: plan (with the 年报), the 股东大会 (notice, resolution), the implementation on the K-line's ex-date
  for (const row of dividendRows(co, today, () => null)) {
    const year = Number(row.period.slice(0, 4));
    const planIdx = idxOfText(ctx, row.planDate);
    if (row.progress === '不分配') {
      add(planIdx, planIdx, `关于${year}年度拟不进行利润分配的公告`, '重大事项', '权益分派', { kind: 'plan', row });
      continue;
    }
    const plan = add(planIdx, planIdx, `关于${year}年度利润分配预案的公告`, '重大事项', '权益分派', { kind: 'plan', row });
    if (!row.exDate) continue;
    const exIdx = idxOfText(ctx, row.exDate);
    const meeting = row.meetingDate ? idxOfText(ctx, row.meetingDate) : plus(exIdx, -12 - Math.floor(u(year, 1) * 10));
    const record = plus(meeting, -5);
    const noticeAt = Math.max(planIdx, plus(meeting, -15));
    const mNotice = add(noticeAt, noticeAt, `关于召开${year}年年度股东大会的通知`, '重大事项', '股东大会', {
      kind: 'meeting-notice',
      row,
      year,
      meeting,
      record,
    });
    const mResolution = add(meeting, meeting, `${year}年年度股东大会决议公告`, '重大事项', '股东大会', { kind: 'meeting-resolution', row, year, meeting });
    const implAt = Math.max(meeting, plus(exIdx, -3));
    const impl = add(implAt, meeting, `${year}年年度权益分派实施公告`, '重大事项', '权益分派', { kind: 'dividend', row, year });
    if (meeting <= today || mNotice)
      ev(meeting, '股东大会', `${year}年年度股东大会`, `审议${year}年度利润分配方案：${row.plan}`, meeting <= today ? mResolution : mNotice);
    if (impl) {
      ev(plus(exIdx, -1), '股权登记', `${year}年度权益分派股权登记日`, row.plan, impl);
      ev(exIdx, '除权除息', `${year}年度权益分派除权除息日`, `${row.plan}，派息日${row.payDate}`, impl);
    } else if (plan && !mNotice) {
      // Only the plan is known: the meeting comes later (no date yet).
    }
  }
}

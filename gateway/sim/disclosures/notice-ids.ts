/**
 * Announcement ids and numbers: `code-YYYYMMDD-n` in a stable order within the day, a survey's record
 * by its own id, and the 公告编号 by order within the year.
 */
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { Disclosure } from './disclosure';
import { dayText } from './notice-text';
import type { SurveyPlan } from './surveys';

/** Sorts a company's announcements (oldest first) and gives each its id and 公告编号. */
export function numberNotices(notices: Disclosure[], code: string): void {
  notices.sort((a, b) => a.idx - b.idx || a.eventIdx - b.eventIdx || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0));
  let seqDay = -1;
  let seq = 0;
  let year = '';
  let num = 0;
  for (const d of notices) {
    const text = dayText(d.idx);
    if (d.idx !== seqDay) {
      seqDay = d.idx;
      seq = 0;
    }
    if (text.slice(0, 4) !== year) {
      year = text.slice(0, 4);
      num = 0;
    }
    // A survey's record is its own id (the survey list links to it without building the company's notices).
    d.id = d.doc.kind === 'survey' ? surveyNoticeId(code, d.doc.plan) : `${code}-${text.replaceAll('-', '')}-${seq++}`;
    d.number = `${year}-${String(++num).padStart(3, '0')}`;
  }
}

/** The announcement id of a survey's 投资者关系活动记录表. */
export function surveyNoticeId(code: string, plan: SurveyPlan): string {
  return `${code}-${formatDay(dayOfTradingIndex(plan.notice)).replaceAll('-', '')}-S${plan.n}`;
}

/** The id's code and day (for looking up a company), or null when malformed. */
export function parseNoticeId(id: string): { code: string; day: string } | null {
  const m = /^(\d{5,6}\.(?:SH|SZ|BJ|HK))-(\d{4})(\d{2})(\d{2})-(S?\d{1,4})$/.exec(id);
  return m ? { code: m[1]!, day: `${m[2]}-${m[3]}-${m[4]}` } : null;
}

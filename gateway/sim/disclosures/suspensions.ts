/**
 * The one rule for a suspension's reason, read by the company's 停牌/复牌 announcements
 * (`events.ts`) and the data centre's 停复牌 table (`datacentre/suspensions.ts`), so the stock's
 * 公告 page and the table say the same thing.
 *
 * A run of suspended days is the K-line's (the days `isSuspended` marks, flagged SUSPENDED on the
 * daily bars). Its 停牌公告 is published the day before the run starts and gives the reason the
 * company plans then: 筹划重大资产重组事项 when the run is planned to last
 * {@link LONG_SUSPENSION_DAYS} trading days or more, else 筹划重要事项. The plan is the model's own
 * run from its first day, so the reason is fixed when it is announced and never changes as later
 * days close; a reader as of a day inside the run learns only the reason, not the day it ends.
 */
import type { NoticeCategory } from '../../../contracts/endpoints/notices';
import { mainlandIndexPlus } from '../calendar/days';
import { isSuspended } from '../market/index';
import type { Profile } from '../market/index';

/** A planned run of at least this many trading days is a 重大资产重组. */
export const LONG_SUSPENSION_DAYS = 5;

/** Whether the run of suspended days starting on trading index `start` is planned to last {@link LONG_SUSPENSION_DAYS} days or more. */
export function isLongSuspension(p: Profile, start: number): boolean {
  // Counted in the trading days of its market: an A-share's run steps over the days only HKEX trades.
  for (let k = 0; k < LONG_SUSPENSION_DAYS; k++) if (!isSuspended(p, p.market === 'hk' ? start + k : mainlandIndexPlus(start, k))) return false;
  return true;
}

/** What a suspension's announcements and tables say. */
export interface SuspensionTexts {
  long: boolean;
  /** 停牌原因, e.g. `筹划重要事项`. */
  reason: string;
  /** Titles of the 停牌 and 复牌 announcements. */
  notice: string;
  resumeNotice: string;
  category: NoticeCategory;
}

const SHORT: SuspensionTexts = {
  long: false,
  reason: '筹划重要事项',
  notice: '关于筹划重要事项的停牌公告',
  resumeNotice: '关于公司股票复牌的公告',
  category: '重大事项',
};
const LONG: SuspensionTexts = {
  long: true,
  reason: '筹划重大资产重组事项',
  notice: '关于筹划重大资产重组事项的停牌公告',
  resumeNotice: '关于终止筹划重大资产重组事项暨公司股票复牌的公告',
  category: '资产重组',
};

/** The texts of the run of suspended days starting on trading index `start`. */
export function suspensionTexts(p: Profile, start: number): SuspensionTexts {
  return isLongSuspension(p, start) ? LONG : SHORT;
}

/**
 * The desk's company item: one 7×24 entry made from a company's notice (its shape, the function
 * that makes one, and the seed tag of its draws). Its own module because the wording of each notice
 * kind (`notice-items.ts`, `report-items.ts`, `buyback-items.ts`) and the desk that picks the
 * companies (`announcements.ts`) all make or read these items.
 */
import { hashString } from '../shared/rng';
import type { FlashDraft } from './moment';

/** The draws of the company items (their times, a 解读's lag). */
export const TAG = hashString('news-announcements');

/** A company item of a day: a draft with its id and what it reports (for checks). */
export interface CompanyItem extends FlashDraft {
  id: string;
  /** The security it is about. */
  security: string;
  /** The announcement's kind (`report`, `forecast`, …; `reading` for a 解读). */
  kind: string;
  /** Trading index of the 公告日. */
  noticeIdx: number;
  /** The report period, for reports and their readings. */
  g?: number;
}

/** Makes an item of the company on the day: kind, title, content, important, extra tags, report period, time (default the company's time of the day). */
export type ItemFn = (kind: string, title: string, content: string, important: boolean, extraTags: string[], g?: number, at?: number) => CompanyItem;

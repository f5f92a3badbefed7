/**
 * Company disclosures (spec §7 "Other data": notice/list, notice/listFileById, eventReminder/list,
 * notice/surveyDates, notice/surveyData). Every announcement is emitted by an event of the sim's
 * one company model (a report, a 业绩预告, a dividend plan and its meeting, a 送转's new capital, a
 * holder's change, a share buyback and its progress, a suspension, a survey), dated on or after that event, so the pages agree with
 * the statements, the holders and the K-line (除权除息 dates are the K-line's ex-dates).
 *
 * Dates `YYYY-MM-DD`; prices in yuan; percent as numbers (12.5 = 12.5%). Errors: a bad param answers
 * code 400 naming it (`参数 date 取值无效`), an unknown code 404, a fund or an index 400.
 */
import { endpoint } from './define';

// ─── announcements ──────────────────────────────────────────────────────────────────────────

/** Filter categories of /coAnnouncement (eastmoney's, after 全部). */
export const NOTICE_CATEGORIES = ['财务报告', '重大事项', '融资公告', '风险提示', '资产重组', '信息变更', '持股变动'] as const;
/** One of {@link NOTICE_CATEGORIES}. */
export type NoticeCategory = (typeof NOTICE_CATEGORIES)[number];

/** One announcement (公告). */
export interface NoticeItem {
  /** Opaque id for `listFileById`. */
  id: string;
  code: string;
  name: string;
  /** 公告标题, e.g. `2025年年度报告`, `关于召开2025年年度股东大会的通知`. */
  title: string;
  category: NoticeCategory;
  /** Finer type (巨潮 style): 年报, 半年报, 一季报, 三季报, 业绩预告, 业绩快报, 权益分派, 股东大会, 董事会, 股本变动, 增减持, 股份回购, 停复牌, 风险提示, 投资者关系, 招股上市. */
  type: string;
  /** 公告日期. */
  date: string;
  /** The day of the event that caused it (the announcement never precedes it). */
  eventDate: string;
}

/** Query of `notice/list`. */
export interface NoticeListQuery {
  code: string;
  /** One of {@link NOTICE_CATEGORIES}; absent or `全部`: all. */
  category?: string;
  /** Title contains it (≤ 20 characters). */
  keyword?: string;
  /** 公告日期 ≥ from (`YYYY-MM-DD`). */
  from?: string;
  /** 公告日期 ≤ to (`YYYY-MM-DD`). */
  to?: string;
  /** 1-based page (default 1). */
  page?: string;
  /** 1–100 (default 30). */
  size?: string;
}

/** Answer of `notice/list`: newest first. */
export interface NoticeListAnswer {
  code: string;
  name: string;
  total: number;
  page: number;
  size: number;
  /** Count per category within the date range and keyword (plus `全部`). */
  counts: Record<NoticeCategory | '全部', number>;
  list: NoticeItem[];
}

/** A section of a generated document. */
export interface NoticeSection {
  heading?: string;
  paragraphs: string[];
  table?: { head: string[]; rows: string[][] };
}

/** Query of `notice/listFileById`. */
export interface NoticeFileQuery {
  id: string;
}

/** A readable announcement: structured sections plus a standalone, fully escaped HTML page. */
export interface NoticeDocument extends NoticeItem {
  /** Issuer line, e.g. `证券代码：600519　证券简称：贵州茅台　公告编号：临2026-012`. */
  header: string;
  sections: NoticeSection[];
  /** UTF-8 HTML of the same text (everything escaped; no script), for download. */
  html: string;
}

// ─── event reminders ────────────────────────────────────────────────────────────────────────

/** Event types of /importantEvents. */
export const EVENT_TYPES = [
  '预约披露',
  '财报披露',
  '业绩预告',
  '业绩快报',
  '股东大会',
  '股权登记',
  '除权除息',
  '股本变动',
  '增减持',
  '股份回购',
  '股权质押',
  '停复牌',
  '机构调研',
  '风险提示',
] as const;
/** One of {@link EVENT_TYPES}. */
export type EventType = (typeof EVENT_TYPES)[number];

/** One event on the timeline. */
export interface EventItem {
  date: string;
  type: EventType;
  title: string;
  detail: string;
  /** After the day on show (a coming event, as known today). */
  coming: boolean;
  /** The announcement that made it known, when published. */
  noticeId: string | null;
}

/** Query of `eventReminder/list`. */
export interface EventQuery {
  code: string;
  /** Comma-separated {@link EVENT_TYPES}; absent: all. */
  types?: string;
}

/** Answer: coming and past events, newest (furthest) first. */
export interface EventAnswer {
  code: string;
  name: string;
  /** The day on show. */
  today: string;
  /** Count per type (before the types filter). */
  counts: Partial<Record<EventType, number>>;
  items: EventItem[];
}

// ─── institutional surveys ──────────────────────────────────────────────────────────────────

/** 接待方式. */
export const SURVEY_METHODS = ['特定对象调研', '电话会议', '业绩说明会', '现场参观', '策略会', '路演'] as const;
/** 机构类型. */
export const SURVEY_ORG_TYPES = ['基金公司', '证券公司', '保险公司', '阳光私募', '海外机构', '其它'] as const;

/** Query of `notice/surveyDates`. */
export interface SurveyDatesQuery {
  /** One company; absent: the whole market. */
  code?: string;
  /** Look-back in calendar days, 1–3650 (default 90; 3650 with a code). */
  days?: string;
}

/** 公告日期 with the number of surveys published that day, newest first. */
export interface SurveyDatesAnswer {
  today: string;
  dates: Array<{ date: string; count: number; orgs: number }>;
}

/** Query of `notice/surveyData`: by 公告日期 (`date`) or by company (`code`), or both. */
export interface SurveyDataQuery {
  date?: string;
  code?: string;
  page?: string;
  /** 1–50 (default 20). */
  size?: string;
}

/** A visiting institution. */
export interface SurveyOrg {
  name: string;
  type: (typeof SURVEY_ORG_TYPES)[number];
  people: string[];
}

/** One 机构调研 record. */
export interface SurveyRecord {
  id: string;
  code: string;
  name: string;
  /** 最新价 and 涨跌幅 on the day on show (null when not trading yet). */
  price: number | null;
  changePct: number | null;
  receptionDate: string;
  noticeDate: string;
  method: (typeof SURVEY_METHODS)[number];
  place: string;
  staff: string[];
  /** 接待机构数量 (= orgs.length). */
  orgCount: number;
  orgs: SurveyOrg[];
  /** The 纪要: questions and answers. */
  qa: Array<{ q: string; a: string }>;
  /** The 投资者关系活动记录表 announcement. */
  noticeId: string;
}

/** Answer of `notice/surveyData`, newest first. */
export interface SurveyDataAnswer {
  total: number;
  page: number;
  size: number;
  list: SurveyRecord[];
}

/** Disclosure endpoints of notices, events and surveys. */
export const noticeListEndpoints = {
  /** `GET /api/v3/notice/list?code=&category=&keyword=&from=&to=&page=&size=`. */
  noticeList: endpoint<NoticeListQuery, never, NoticeListAnswer>('GET', '/api/v3/notice/list'),
  /** `GET /api/v2/notice/listFileById?id=` → the document. */
  noticeFile: endpoint<NoticeFileQuery, never, NoticeDocument>('GET', '/api/v2/notice/listFileById'),
  /** `GET /api/v2/eventReminder/list?code=&types=`. */
  eventReminders: endpoint<EventQuery, never, EventAnswer>('GET', '/api/v2/eventReminder/list'),
  /** `GET /api/v3/notice/surveyDates?code=&days=`. */
  surveyDates: endpoint<SurveyDatesQuery, never, SurveyDatesAnswer>('GET', '/api/v3/notice/surveyDates'),
  /** `GET /api/v3/notice/surveyData?date=&code=&page=&size=`. */
  surveyData: endpoint<SurveyDataQuery, never, SurveyDataAnswer>('GET', '/api/v3/notice/surveyData'),
} as const;

/**
 * The shapes of a company's disclosures: one announcement (公告) and what its document is about, one
 * entry of the timeline, and the two together for the day on show. Their own module because the
 * event families that emit them, the documents that render them and the news desk all read them.
 */
import type { DividendRow, ExpressRow, ForecastRow } from '../../../contracts/endpoints/fundamentals';
import type { EventType, NoticeCategory } from '../../../contracts/endpoints/notices';
import type { Offering } from '../../../contracts/market';
import type { UnlockDay } from '../market/index';
import type { Buyback, BuybackNotice, BuybackProgress } from './buyback-plan';
import type { Pledge, PledgeTerms } from './pledges';
import type { SurveyPlan } from './surveys';

/** What a document is about (documents.ts renders it). */
export type DocSpec =
  | { kind: 'report'; g: number }
  | { kind: 'board'; g: number }
  | { kind: 'booking'; g: number; first: number; changed: number }
  | { kind: 'forecast'; row: ForecastRow }
  | { kind: 'loss'; row: ForecastRow }
  | { kind: 'express'; row: ExpressRow }
  | { kind: 'plan'; row: DividendRow }
  | { kind: 'meeting-notice'; row: DividendRow; year: number; meeting: number; record: number }
  | { kind: 'meeting-resolution'; row: DividendRow; year: number; meeting: number }
  | { kind: 'dividend'; row: DividendRow; year: number }
  | { kind: 'capital'; idx: number; before: number; after: number; bonus: number }
  | { kind: 'holder'; name: string; nature: string; before: number; after: number; prevTotal: number; total: number; up: boolean; controlling: boolean }
  | { kind: 'buyback'; stage: BuybackNotice['stage']; plan: Buyback; through: number; progress: BuybackProgress }
  | { kind: 'suspend'; from: number; to: number; long: boolean }
  | { kind: 'resume'; from: number; to: number; long: boolean }
  | { kind: 'abnormal'; from: number; to: number; change: number }
  | { kind: 'survey'; plan: SurveyPlan }
  | { kind: 'listing'; shares: number; price: number }
  | { kind: 'offering'; stage: OfferingStage; offering: Offering }
  | { kind: 'unlock'; day: UnlockDay }
  | { kind: 'pledge'; pledge: Pledge; terms: PledgeTerms; release: boolean; cumulative: number };

/** One announcement of a company. */
export interface Disclosure {
  id: string;
  title: string;
  category: NoticeCategory;
  type: string;
  /** Trading index of the 公告日期 and of the event that caused it. */
  idx: number;
  eventIdx: number;
  /** 公告编号 within the year, e.g. `2026-012`. */
  number: string;
  doc: DocSpec;
}

/** One timeline entry. */
export interface TimelineEvent {
  idx: number;
  type: EventType;
  title: string;
  detail: string;
  /** The announcement that made it known. */
  notice: Disclosure | null;
}

/** The disclosures and the timeline of a company on the day on show. */
export interface CompanyDisclosures {
  slot: number;
  today: number;
  /** Published by the day on show, newest first. */
  notices: Disclosure[];
  /** Past (≤ today) and coming events, newest (furthest) first. */
  events: TimelineEvent[];
}

/** The notices of a public offering before its listing (the 上市公告书 is the `listing` notice). */
export type OfferingStage = 'prospectus' | 'issue' | 'rate' | 'result';

/**
 * Where one company's announcements and timeline entries are collected while its disclosures are built
 * for the day on show (`events.ts` runs each event family over it in turn). It puts every date on a day
 * the company's market trades and keeps back an announcement not yet out by the day on show, so that
 * the families only say what happened and when.
 */
import type { EventType, NoticeCategory } from '../../../contracts/endpoints/notices';
import { dayOfTradingIndex, mainlandIndexAtOrAfter, mainlandIndexPlus } from '../calendar/days';
import { parseDay } from '../../../contracts/calendar/index';
import type { CompanyModel, Companies } from '../companies/index';
import type { Profile } from '../market/index';
import { hash3, hashString, uniform } from '../shared/rng';
import type { Disclosure, DocSpec, TimelineEvent } from './disclosure';
import type { DisclosureContext } from './events-context';

const TAG = hashString('disclosure-events');

/** One company's day on show and the announcements and entries found so far. */
export interface EventSink {
  ctx: DisclosureContext;
  cs: Companies;
  co: CompanyModel;
  profile: Profile;
  slot: number;
  /** Trading index of the day on show, and its day number. */
  today: number;
  todayDay: number;
  listIdx: number;
  notices: Disclosure[];
  events: TimelineEvent[];
  /** Adds an announcement on (or after) its event; null when it is not out by the day on show. */
  add: (idx: number, eventIdx: number, title: string, category: NoticeCategory, type: string, doc: DocSpec) => Disclosure | null;
  /** Adds a timeline entry. */
  ev: (idx: number, type: EventType, title: string, detail: string, notice: Disclosure | null) => void;
  /** T+n / T−n in the trading days of the company's market. */
  plus: (idx: number, n: number) => number;
  /** A uniform draw of the company's events, by two keys. */
  u: (a: number, b: number) => number;
}

/** An empty sink for a company (slot) on the day on show (trading index `today`). */
export function eventSink(ctx: DisclosureContext, slot: number, today: number): EventSink {
  const cs = ctx.companies;
  const co = cs.company(slot);
  const profile = cs.source.profiles[slot]!;
  const todayDay = dayOfTradingIndex(today);
  const notices: Disclosure[] = [];
  const events: TimelineEvent[] = [];
  // Every date of an A-share's notice or event is a day the mainland trades: a date drawn on a day only HKEX
  // trades (春节, 国庆…) moves to the next mainland trading day, before it is compared with the day on show.
  // An HK company's dates stay as drawn.
  const onDay = profile.sec.kind === 'hk' ? (idx: number) => idx : mainlandIndexAtOrAfter;
  const add = (idx: number, eventIdx: number, title: string, category: NoticeCategory, type: string, doc: DocSpec): Disclosure | null => {
    const at = onDay(Math.max(idx, eventIdx));
    if (at > today) return null;
    const d: Disclosure = { id: '', title, category, type, idx: at, eventIdx: onDay(eventIdx), number: '', doc };
    notices.push(d);
    return d;
  };
  const ev = (idx: number, type: EventType, title: string, detail: string, notice: Disclosure | null) =>
    events.push({ idx: onDay(idx), type, title, detail, notice });
  // T+n / T−n in the trading days of the company's market (an HK company's as before).
  const plus = profile.sec.kind === 'hk' ? (idx: number, n: number) => idx + n : mainlandIndexPlus;
  const listIdx = profile.listIdx;
  const u = (a: number, b: number) => uniform(hash3(co.params.key, TAG, a * 64 + b));

  return { ctx, cs, co, profile, slot, today, todayDay, listIdx, notices, events, add, ev, plus, u };
}

/** The trading index of a `YYYY-MM-DD` date of a row. */
export const idxOfText = (ctx: DisclosureContext, text: string) => ctx.indexOf(parseDay(text)!);
/** Shares as a notice's summary writes them (万股, or 亿股 from 1亿). */
export const wan = (shares: number) => (shares >= 1e8 ? `${(shares / 1e8).toFixed(2)}亿股` : `${(shares / 1e4).toFixed(2)}万股`);

/**
 * The recorded quote feed file (`npm run record`, `REPLAY_FILE`, `RECORD_FILE`): NDJSON, one
 * upstream frame per line, `{"t":<epoch ms received>,"type":"snapshot"|"quotes","quotes":[…]}`.
 * Quotes are kept exactly as received, so replaying a file and recording it again gives the same
 * lines apart from `t`. News pushes are lines of their own, `{"t":…,"type":"news","items":[…]}`
 * (a reader that knows only quote lines skips them as malformed). A user's personal event relayed by
 * the upstream is `{"t":…,"type":"userEvent","uid":n,"event":{…}}` (contracts/ws-personal.ts).
 */
import type { NewsItem } from './endpoints/news';
import { parseNewsItem, parseQuote, type Quote } from './ws-protocol';
import { parsePersonalEvent, type PersonalEvent } from './ws-personal';

/** One line of a recorded feed. */
export interface FeedRecord {
  /** When the frame was received, epoch ms (replay keeps the gaps between lines). */
  t: number;
  /** The upstream frame type. */
  type: 'snapshot' | 'quotes';
  /** The quotes, as received. */
  quotes: Quote[];
}

/** Serialises one record as a line (with the trailing newline). */
export function encodeFeedRecord(record: FeedRecord): string {
  return `{"t":${record.t},"type":"${record.type}","quotes":${JSON.stringify(record.quotes)}}\n`;
}

/** Parses one line; returns the record or the reason it is malformed. */
export function parseFeedRecord(line: string): FeedRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'record must be a JSON object';
  const v = value as Record<string, unknown>;
  if (typeof v.t !== 'number' || !Number.isFinite(v.t)) return 't must be a finite number';
  if (v.type !== 'snapshot' && v.type !== 'quotes') return 'type must be snapshot or quotes';
  if (!Array.isArray(v.quotes)) return 'quotes must be an array';
  for (const q of v.quotes) {
    const r = parseQuote(q);
    if (typeof r === 'string') return r;
  }
  return { t: v.t, type: v.type, quotes: v.quotes as Quote[] };
}

/** One news line of a recorded feed. */
export interface NewsRecord {
  t: number;
  type: 'news';
  items: NewsItem[];
}

/** Serialises one news line (with the trailing newline). */
export function encodeNewsRecord(record: NewsRecord): string {
  return `{"t":${record.t},"type":"news","items":${JSON.stringify(record.items)}}\n`;
}

/** One personal-event line of a recorded feed. */
export interface UserEventRecord {
  t: number;
  type: 'userEvent';
  uid: number;
  event: PersonalEvent;
}

/** Serialises one personal-event line (with the trailing newline). */
export function encodeUserEventRecord(record: UserEventRecord): string {
  return `{"t":${record.t},"type":"userEvent","uid":${record.uid},"event":${JSON.stringify(record.event)}}\n`;
}

function parseUserEventRecord(v: Record<string, unknown>): UserEventRecord | string {
  if (typeof v.t !== 'number' || !Number.isFinite(v.t)) return 't must be a finite number';
  if (!Number.isSafeInteger(v.uid) || (v.uid as number) <= 0) return 'uid must be a positive integer';
  const event = parsePersonalEvent(v.event);
  return typeof event === 'string' ? event : { t: v.t, type: 'userEvent', uid: v.uid as number, event };
}

/** Parses any line: a quote record, a news record, a personal event, or the reason it is malformed. */
export function parseFeedLine(line: string): FeedRecord | NewsRecord | UserEventRecord | string {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return 'not JSON';
  }
  const v = value as Record<string, unknown> | null;
  if (typeof v === 'object' && v !== null && v.type === 'userEvent') return parseUserEventRecord(v);
  if (typeof v !== 'object' || v === null || Array.isArray(v) || v.type !== 'news') return parseFeedRecord(line);
  if (typeof v.t !== 'number' || !Number.isFinite(v.t)) return 't must be a finite number';
  if (!Array.isArray(v.items)) return 'items must be an array';
  for (const item of v.items) {
    const r = parseNewsItem(item);
    if (typeof r === 'string') return r;
  }
  return { t: v.t, type: 'news', items: v.items as NewsItem[] };
}

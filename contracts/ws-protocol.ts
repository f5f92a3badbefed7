/**
 * The live socket protocol: the project's public wire format, spoken by browsers to the gateway
 * (`/ws`) and by the gateway to the upstream feed hosts.
 *
 * Client → server (text frames):
 *  - `HEART` — heartbeat; the server answers `HEART`.
 *  - `{"type":"sub","codes":[ids]}` / `{"type":"unsub","codes":[ids]}` — ids are `{code}.{SUFFIX}`.
 *  - `{"type":"subAll"}` — upstream only: the whole universe (used by the gateway's single feed socket).
 *  - `{"type":"chatSub","room":id}` / `{"type":"chatUnsub","room":id}` — join / leave a live room's chat
 *    (at most MAX_CHAT_ROOMS_PER_SOCKET of contracts/ws-chat.ts per socket). Messages are *sent* over HTTP
 *    (`/api/v2/live/chat/send`, where session, limits and filters apply), never over the socket.
 *  - `{"type":"subNews"}` / `{"type":"unsubNews"}` — start/stop the 7×24 news push (one topic, no codes).
 *    The gateway keeps its own feed socket subscribed to news at all times.
 *
 * Server → client (text frames):
 *  - `HEART` — the answer to each `HEART`.
 *  - `{"type":"snapshot","quotes":[…]}` — last known values, sent right after a subscribe.
 *  - `{"type":"quotes","quotes":[…]}` — batched updates.
 *  - `{"type":"status","upstream":"up"|"down"}` — the gateway's upstream feed went down or came back.
 *  - `{"type":"error","reason":"…"}` — a frame was rejected; the socket stays open unless closed with a code below.
 *  - `{"type":"news","items":[NewsItem…]}` — new 7×24 items (contracts/endpoints/news.ts), oldest first,
 *    to news subscribers only. Right after `subNews` the server sends the recent items it holds with
 *    `"recent":true`; items carry stable ids, so a client merges by id (a repeat is not new). A client
 *    that fell behind may get a later `recent` frame instead of the items it missed.
 *  - `{"type":"chat","room":id,"messages":[ChatMessage…]}` — new chat messages and lecturer commentary of a
 *    joined room (contracts/ws-chat.ts), batched, oldest first. The upstream sends chat of every room to
 *    every feed socket; the gateway fans it out to the sockets that joined the room.
 *  - `{"type":"chatWithdraw","room":id,"ids":[…]}` — messages withdrawn (by their author or a moderator).
 *    Chat text is plain text: clients render it as text, never as markup.
 *
 * The personal channel (`auth` → `authed`, `personal`, and the upstream's `userEvent`) is in
 * contracts/ws-personal.ts.
 */
import type { NewsItem } from './endpoints/news';
import { parseChatClientFrame, parseChatServerFrame, type ChatClientFrame, type ChatServerFrame } from './ws-chat';
import { isSecurityId, type SecurityId } from './market';
import { parseAuthFrame, parsePersonalServerFrame, type PersonalClientFrame, type PersonalServerFrame, type UserEventFrame } from './ws-personal';

/** The heartbeat text, both directions. */
export const HEART = 'HEART';

/** Heartbeat interval (spec §9). */
export const HEARTBEAT_INTERVAL_MS = 30_000;
/** Connection timeout (spec §9). */
export const CONNECT_TIMEOUT_MS = 4_000;
/** Wait after a socket error before advancing to the next host (spec §4, §9). */
export const ERROR_RETRY_MS = 3_000;
/** Reconnect delay bounds (spec §9: 2–10 s). */
export const RECONNECT_DELAY_MIN_MS = 2_000;
/** Reconnect delay upper bound. */
export const RECONNECT_DELAY_MAX_MS = 10_000;
/** Number of rotating socket hosts (spec §7, §9). */
export const SOCKET_HOST_COUNT = 5;

/** Trading status of a quote. */
export type QuoteStatus = 'trading' | 'auction' | 'break' | 'closed' | 'suspended';

/** A level-1 quote. Required: id, price, change, pct, volume, amount, ts. */
export interface Quote {
  /** Security id `{code}.{SUFFIX}`. */
  id: SecurityId;
  /** Last price. */
  price: number;
  /** price − preClose. */
  change: number;
  /** Change in percent (e.g. 1.23 = +1.23%). */
  pct: number;
  /** Cumulative volume today, shares (股). */
  volume: number;
  /** Cumulative amount today, yuan (HKD for HK). */
  amount: number;
  /** Time of the quote, epoch ms. */
  ts: number;
  open?: number;
  high?: number;
  low?: number;
  preClose?: number;
  /** Turnover rate in percent. */
  turnover?: number;
  /** Amplitude in percent: (high − low) / preClose × 100. */
  amplitude?: number;
  /** 涨速: percent change over the last 5 minutes. */
  speed?: number;
  /** Daily limit-up price (absent where no limit applies). */
  limitUp?: number;
  /** Daily limit-down price. */
  limitDown?: number;
  status?: QuoteStatus;
}

/** Frames a client sends. */
export type ClientFrame =
  | { type: 'heart' }
  | { type: 'sub'; codes: SecurityId[] }
  | { type: 'unsub'; codes: SecurityId[] }
  | { type: 'subAll' }
  | { type: 'subNews' }
  | { type: 'unsubNews' }
  | ChatClientFrame
  | PersonalClientFrame;

/** Frames a server sends. */
export type ServerFrame =
  | { type: 'heart' }
  | { type: 'snapshot'; quotes: Quote[] }
  | { type: 'quotes'; quotes: Quote[] }
  | { type: 'status'; upstream: 'up' | 'down' }
  | { type: 'error'; reason: string }
  | NewsFrame
  | ChatServerFrame
  | PersonalServerFrame
  | UserEventFrame;

/** The news push (see the module comment). */
export interface NewsFrame {
  type: 'news';
  items: NewsItem[];
  /** True on the frame answering `subNews` (items already published, not new). */
  recent?: boolean;
}

/** Most items one news frame may carry. */
export const MAX_NEWS_PER_FRAME = 100;

/** Result of parsing a frame: the frame, or the reason it was rejected. */
export type ParseResult<T> = { ok: true; frame: T } | { ok: false; reason: string };

/** Most codes one sub/unsub frame may carry. */
export const MAX_CODES_PER_FRAME = 500;

/** Close codes the gateway uses (documented in the README). */
export const CLOSE_CODES = {
  /** Server going away (shutdown). */
  GOING_AWAY: 1001,
  /** Binary or non-protocol data. */
  UNSUPPORTED: 1003,
  /** Frame larger than the limit. */
  TOO_BIG: 1009,
  /** No HEART within the idle timeout. */
  IDLE: 4000,
  /** Too many sockets from one IP. */
  TOO_MANY_SOCKETS: 4001,
  /** Consumer stayed too slow (send buffer stuck above the threshold). */
  SLOW_CONSUMER: 4002,
  /** Too many malformed frames. */
  PROTOCOL_ABUSE: 4003,
} as const;

function fail(reason: string): { ok: false; reason: string } {
  return { ok: false, reason };
}

function parseCodes(value: unknown): SecurityId[] | string {
  if (!Array.isArray(value)) return 'codes must be an array';
  if (value.length > MAX_CODES_PER_FRAME) return `too many codes (max ${MAX_CODES_PER_FRAME})`;
  for (const c of value) if (!isSecurityId(c)) return `bad security id: ${JSON.stringify(c).slice(0, 40)}`;
  return value as SecurityId[];
}

function parseJsonObject(text: string): Record<string, unknown> | string {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return 'not JSON';
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'frame must be a JSON object';
  return value as Record<string, unknown>;
}

/** Parses a client → server text frame; rejects anything malformed with a reason. */
export function parseClientFrame(text: string): ParseResult<ClientFrame> {
  if (text === HEART) return { ok: true, frame: { type: 'heart' } };
  const obj = parseJsonObject(text);
  if (typeof obj === 'string') return fail(obj);
  switch (obj.type) {
    case 'sub':
    case 'unsub': {
      const codes = parseCodes(obj.codes);
      if (typeof codes === 'string') return fail(codes);
      return { ok: true, frame: { type: obj.type, codes } };
    }
    case 'subAll':
    case 'subNews':
    case 'unsubNews':
      return { ok: true, frame: { type: obj.type } };
    case 'chatSub':
    case 'chatUnsub': {
      const chat = parseChatClientFrame(obj);
      return typeof chat === 'string' ? fail(chat) : { ok: true, frame: chat };
    }
    case 'auth': {
      const auth = parseAuthFrame(obj);
      return typeof auth === 'string' ? fail(auth) : { ok: true, frame: auth };
    }
    default:
      return fail(`unknown frame type: ${JSON.stringify(obj.type ?? null).slice(0, 40)}`);
  }
}

const NUMERIC_REQUIRED = ['price', 'change', 'pct', 'volume', 'amount', 'ts'] as const;
const NUMERIC_OPTIONAL = ['open', 'high', 'low', 'preClose', 'turnover', 'amplitude', 'speed', 'limitUp', 'limitDown'] as const;
const STATUSES: ReadonlySet<string> = new Set(['trading', 'auction', 'break', 'closed', 'suspended']);

/** Validates one quote object; returns the quote or a reason. */
export function parseQuote(value: unknown): Quote | string {
  if (typeof value !== 'object' || value === null) return 'quote must be an object';
  const q = value as Record<string, unknown>;
  if (!isSecurityId(q.id)) return 'quote.id must be a security id';
  for (const k of NUMERIC_REQUIRED) if (typeof q[k] !== 'number' || !Number.isFinite(q[k])) return `quote.${k} must be a finite number`;
  for (const k of NUMERIC_OPTIONAL) if (q[k] !== undefined && (typeof q[k] !== 'number' || !Number.isFinite(q[k]))) return `quote.${k} must be a finite number`;
  if (q.status !== undefined && (typeof q.status !== 'string' || !STATUSES.has(q.status))) return 'quote.status is unknown';
  return q as unknown as Quote;
}

function parseQuotes(value: unknown): Quote[] | string {
  if (!Array.isArray(value)) return 'quotes must be an array';
  for (const q of value) {
    const r = parseQuote(q);
    if (typeof r === 'string') return r;
  }
  return value as Quote[];
}

const NEWS_LEVELS: ReadonlySet<string> = new Set(['normal', 'important']);
const NEWS_CATEGORIES: ReadonlySet<string> = new Set(['notice', 'analysis', 'market', 'fund', 'hk']);
const isText = (v: unknown, max: number): v is string => typeof v === 'string' && v.length <= max;
const isTextList = (v: unknown, max: number): boolean => Array.isArray(v) && v.length <= 50 && v.every((x) => isText(x, max));

/** Validates one news item; returns the item or a reason. */
export function parseNewsItem(value: unknown): NewsItem | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'news item must be an object';
  const n = value as Record<string, unknown>;
  if (!isText(n.id, 64) || n.id === '') return 'news.id must be a short string';
  if (typeof n.ts !== 'number' || !Number.isFinite(n.ts)) return 'news.ts must be a finite number';
  if (!isText(n.title, 200)) return 'news.title must be a string';
  if (!isText(n.content, 4000)) return 'news.content must be a string';
  if (!isTextList(n.codes, 20)) return 'news.codes must be a list of ids';
  if (typeof n.level !== 'string' || !NEWS_LEVELS.has(n.level)) return 'news.level is unknown';
  if (typeof n.category !== 'string' || !NEWS_CATEGORIES.has(n.category)) return 'news.category is unknown';
  if (n.tags !== undefined && !isTextList(n.tags, 20)) return 'news.tags must be a list of strings';
  if (n.digest !== undefined && !isText(n.digest, 8)) return 'news.digest must be a string';
  if (!Array.isArray(n.securities) || n.securities.length > 50) return 'news.securities must be an array';
  for (const s of n.securities as unknown[]) {
    const sec = s as Record<string, unknown> | null;
    if (typeof sec !== 'object' || sec === null || !isSecurityId(sec.id) || !isText(sec.code, 20) || !isText(sec.name, 40) || typeof sec.kind !== 'string') {
      return 'news.securities holds a bad security';
    }
  }
  return n as unknown as NewsItem;
}

function parseNewsFrame(obj: Record<string, unknown>): ParseResult<ServerFrame> {
  if (!Array.isArray(obj.items)) return fail('news.items must be an array');
  if (obj.items.length > MAX_NEWS_PER_FRAME) return fail(`too many news items (max ${MAX_NEWS_PER_FRAME})`);
  if (obj.recent !== undefined && typeof obj.recent !== 'boolean') return fail('news.recent must be a boolean');
  for (const item of obj.items) {
    const r = parseNewsItem(item);
    if (typeof r === 'string') return fail(r);
  }
  const frame: NewsFrame = { type: 'news', items: obj.items as NewsItem[] };
  if (obj.recent === true) frame.recent = true;
  return { ok: true, frame };
}

/** Parses a server → client text frame; rejects anything malformed with a reason. */
export function parseServerFrame(text: string): ParseResult<ServerFrame> {
  if (text === HEART) return { ok: true, frame: { type: 'heart' } };
  const obj = parseJsonObject(text);
  if (typeof obj === 'string') return fail(obj);
  switch (obj.type) {
    case 'snapshot':
    case 'quotes': {
      const quotes = parseQuotes(obj.quotes);
      if (typeof quotes === 'string') return fail(quotes);
      return { ok: true, frame: { type: obj.type, quotes } };
    }
    case 'status':
      if (obj.upstream !== 'up' && obj.upstream !== 'down') return fail('status.upstream must be up or down');
      return { ok: true, frame: { type: 'status', upstream: obj.upstream } };
    case 'error':
      if (typeof obj.reason !== 'string') return fail('error.reason must be a string');
      return { ok: true, frame: { type: 'error', reason: obj.reason } };
    case 'news':
      return parseNewsFrame(obj);
    case 'chat':
    case 'chatWithdraw': {
      const chat = parseChatServerFrame(obj);
      return typeof chat === 'string' ? fail(chat) : { ok: true, frame: chat };
    }
    case 'authed':
    case 'personal':
    case 'userEvent': {
      const personal = parsePersonalServerFrame(obj);
      return typeof personal === 'string' ? fail(personal) : { ok: true, frame: personal };
    }
    default:
      return fail(`unknown frame type: ${JSON.stringify(obj.type ?? null).slice(0, 40)}`);
  }
}

/** Serialises a frame to its text form. */
export function encodeFrame(frame: ClientFrame | ServerFrame): string {
  return frame.type === 'heart' ? HEART : JSON.stringify(frame);
}

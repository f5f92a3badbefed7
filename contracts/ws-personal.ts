/**
 * The personal channel on the live socket (contracts/ws-protocol.ts): events meant for one user
 * (a triggered 价格预警, …) reach every socket that user has open, on every gateway, and no other.
 *
 * Client → gateway:
 *  - `{"type":"auth","token":"…"}` — binds this socket to the session's user; the token travels in a
 *    frame, never in the URL (URLs end up in logs). The gateway checks it with the upstream's
 *    `GET /api/v2/user/userinfo` and answers `authed`. `{"type":"auth","token":null}` unbinds
 *    (logout). A later `auth` re-binds (login as someone else).
 * Gateway → client:
 *  - `{"type":"authed","user":true|false}` — the socket is now bound to a user (true), or to none
 *    (false: logged out, or the token was refused). `"retry":true` beside `user:false` says the
 *    token could not be checked (the upstream was slow or down), not that it was refused: the
 *    browser sends the same token again after a pause.
 *  - `{"type":"personal","event":PersonalEvent}` — an event of the bound user.
 * Upstream feed → gateway (never to a browser):
 *  - `{"type":"userEvent","uid":n,"event":PersonalEvent}` — sent to every feed socket; each gateway
 *    passes it to the shared user bus and the bus delivers each event id once per socket.
 */
import { isSecurityId, type SecurityId } from './market';

/** Longest session token the gateway accepts in an `auth` frame. */
export const MAX_TOKEN_LENGTH = 512;

/** Kinds of personal events. */
export type PersonalEventKind = 'alert';

/** One event for one user. */
export interface PersonalEvent {
  /** Unique id: a repeat (several gateways relaying the same upstream event) is dropped. */
  id: string;
  kind: PersonalEventKind;
  /** When it happened, epoch ms. */
  ts: number;
  /** Chinese text the notification shows. */
  text: string;
  /** The security it is about, when any (the notification links to it). */
  code?: SecurityId;
  /** The security's price when it happened. */
  price?: number;
}

/** Personal frames a browser sends. */
export type PersonalClientFrame = { type: 'auth'; token: string | null };

/** Personal frames a browser receives. */
export type PersonalServerFrame = { type: 'authed'; user: boolean; retry?: true } | { type: 'personal'; event: PersonalEvent };

/** The upstream's per-user frame (gateway only). */
export interface UserEventFrame {
  type: 'userEvent';
  /** The account the event is for (the upstream's user id, as userinfo's `uid`). */
  uid: number;
  event: PersonalEvent;
}

const KINDS: ReadonlySet<string> = new Set<PersonalEventKind>(['alert']);

/** Parses an `auth` frame body; a reason when malformed. */
export function parseAuthFrame(obj: Record<string, unknown>): PersonalClientFrame | string {
  if (obj.token === null) return { type: 'auth', token: null };
  if (typeof obj.token !== 'string' || obj.token.length === 0 || obj.token.length > MAX_TOKEN_LENGTH)
    return `auth.token must be null or a string of 1–${MAX_TOKEN_LENGTH} characters`;
  return { type: 'auth', token: obj.token };
}

/** Validates one personal event; a reason when malformed. */
export function parsePersonalEvent(value: unknown): PersonalEvent | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'event must be an object';
  const e = value as Record<string, unknown>;
  if (typeof e.id !== 'string' || e.id.length === 0 || e.id.length > 64) return 'event.id must be a short string';
  if (typeof e.kind !== 'string' || !KINDS.has(e.kind)) return 'event.kind is unknown';
  if (typeof e.ts !== 'number' || !Number.isFinite(e.ts)) return 'event.ts must be a finite number';
  if (typeof e.text !== 'string' || e.text.length > 500) return 'event.text must be a string';
  if (e.code !== undefined && !isSecurityId(e.code)) return 'event.code must be a security id';
  if (e.price !== undefined && (typeof e.price !== 'number' || !Number.isFinite(e.price))) return 'event.price must be a finite number';
  const out: PersonalEvent = { id: e.id, kind: e.kind as PersonalEventKind, ts: e.ts, text: e.text };
  if (e.code !== undefined) out.code = e.code as SecurityId;
  if (e.price !== undefined) out.price = e.price as number;
  return out;
}

/** Parses the server-side personal frames (`authed`, `personal`, `userEvent`); a reason when malformed. */
export function parsePersonalServerFrame(obj: Record<string, unknown>): PersonalServerFrame | UserEventFrame | string {
  if (obj.type === 'authed') {
    if (typeof obj.user !== 'boolean') return 'authed.user must be a boolean';
    if (obj.retry === undefined) return { type: 'authed', user: obj.user };
    if (obj.retry !== true || obj.user) return 'authed.retry may only be true, beside user false';
    return { type: 'authed', user: false, retry: true };
  }
  const event = parsePersonalEvent(obj.event);
  if (typeof event === 'string') return event;
  if (obj.type === 'personal') return { type: 'personal', event };
  if (!Number.isSafeInteger(obj.uid) || (obj.uid as number) <= 0) return 'userEvent.uid must be a positive integer';
  return { type: 'userEvent', uid: obj.uid as number, event };
}

/**
 * The live-room chat part of the socket protocol (contracts/ws-protocol.ts documents the frames):
 * the message shape, room ids and the validation of chat frames. Chat text is plain text: every
 * client renders it as text, never as markup.
 */
import { isSecurityId, type SecurityId } from './market';

/** A live room id: letters, digits and `-`, 1–40 characters. */
export const CHAT_ROOM_PATTERN = /^[A-Za-z0-9-]{1,40}$/;
/** Most rooms one socket may join. */
export const MAX_CHAT_ROOMS_PER_SOCKET = 4;
/** Longest chat text on the wire (the send limit, CHAT_TEXT_MAX in contracts/endpoints/courses.ts, is lower). */
export const CHAT_WIRE_TEXT_MAX = 2_000;
/** Most messages or ids one chat frame may carry. */
export const MAX_CHAT_PER_FRAME = 500;

/** Who wrote a chat message. */
export type ChatRole = 'user' | 'lecturer' | 'system';

/** A chart a lecturer's commentary points at: an index's time-share, or the sectors moving most. */
export type ChatChart = { kind: 'index'; id: SecurityId } | { kind: 'sectors'; items: { name: string; pct: number }[] };

/** One chat message or commentary line of a live room. `text` is plain text (render as text only). */
export interface ChatMessage {
  /** Unique id (stable across reconnects; withdraws name it). */
  id: string;
  room: string;
  role: ChatRole;
  /** `commentary` = the lecturer's market commentary; `chat` = the chat. */
  kind: 'chat' | 'commentary';
  nick: string;
  text: string;
  /** Epoch ms. */
  ts: number;
  chart?: ChatChart;
}

/** Client → server: join or leave a room's chat. */
export type ChatClientFrame = { type: 'chatSub'; room: string } | { type: 'chatUnsub'; room: string };

/** Server → client: new messages of a room (oldest first), or messages withdrawn. */
export type ChatServerFrame = { type: 'chat'; room: string; messages: ChatMessage[] } | { type: 'chatWithdraw'; room: string; ids: string[] };

/** True for a valid room id. */
export function isChatRoom(value: unknown): value is string {
  return typeof value === 'string' && CHAT_ROOM_PATTERN.test(value);
}

const CHAT_ROLES: ReadonlySet<string> = new Set(['user', 'lecturer', 'system']);

function parseChart(value: unknown): ChatChart | string {
  if (typeof value !== 'object' || value === null) return 'chart must be an object';
  const c = value as Record<string, unknown>;
  if (c.kind === 'index') return isSecurityId(c.id) ? { kind: 'index', id: c.id } : 'chart.id must be a security id';
  if (c.kind !== 'sectors' || !Array.isArray(c.items) || c.items.length > 20) return 'chart.kind is unknown';
  for (const it of c.items as unknown[]) {
    const i = it as Record<string, unknown> | null;
    if (typeof i !== 'object' || i === null || typeof i.name !== 'string' || i.name.length > 40 || typeof i.pct !== 'number' || !Number.isFinite(i.pct)) {
      return 'chart.items are malformed';
    }
  }
  return c as unknown as ChatChart;
}

/** Validates one chat message of `room`; returns it or a reason. */
export function parseChatMessage(value: unknown, room: string): ChatMessage | string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return 'message must be an object';
  const m = value as Record<string, unknown>;
  if (typeof m.id !== 'string' || m.id.length === 0 || m.id.length > 64) return 'message.id must be a short string';
  if (m.room !== room) return 'message.room must be the frame room';
  if (typeof m.role !== 'string' || !CHAT_ROLES.has(m.role)) return 'message.role is unknown';
  if (m.kind !== 'chat' && m.kind !== 'commentary') return 'message.kind is unknown';
  if (typeof m.nick !== 'string' || m.nick.length > 40) return 'message.nick must be a short string';
  if (typeof m.text !== 'string' || m.text.length > CHAT_WIRE_TEXT_MAX) return 'message.text must be a string';
  if (typeof m.ts !== 'number' || !Number.isFinite(m.ts)) return 'message.ts must be a finite number';
  if (m.chart !== undefined) {
    const chart = parseChart(m.chart);
    if (typeof chart === 'string') return chart;
  }
  return m as unknown as ChatMessage;
}

/** Parses the body of a `chatSub`/`chatUnsub` frame; the frame or a reason. */
export function parseChatClientFrame(obj: Record<string, unknown>): ChatClientFrame | string {
  if (obj.type !== 'chatSub' && obj.type !== 'chatUnsub') return 'not a chat frame';
  if (!isChatRoom(obj.room)) return 'room must be a room id';
  return { type: obj.type, room: obj.room };
}

/** Parses the body of a `chat`/`chatWithdraw` frame; the frame or a reason. */
export function parseChatServerFrame(obj: Record<string, unknown>): ChatServerFrame | string {
  const room = obj.room;
  if (!isChatRoom(room)) return 'room must be a room id';
  if (obj.type === 'chatWithdraw') {
    if (!Array.isArray(obj.ids) || obj.ids.length > MAX_CHAT_PER_FRAME || obj.ids.some((id) => typeof id !== 'string' || id.length > 64)) {
      return 'ids must be an array of message ids';
    }
    return { type: 'chatWithdraw', room, ids: obj.ids as string[] };
  }
  if (obj.type !== 'chat') return 'not a chat frame';
  if (!Array.isArray(obj.messages) || obj.messages.length > MAX_CHAT_PER_FRAME) return 'messages must be an array';
  for (const m of obj.messages) {
    const r = parseChatMessage(m, room);
    if (typeof r === 'string') return r;
  }
  return { type: 'chat', room, messages: obj.messages as ChatMessage[] };
}

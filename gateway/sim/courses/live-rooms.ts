/**
 * The live rooms: the schedule around now, 预约, the chat and the lecturer's commentary.
 *
 * Chat is validated here, the one place every gateway's users reach: the text rules of
 * contracts/endpoints/courses.ts (length, characters, banned words), one message per
 * CHAT_MIN_INTERVAL_MS and CHAT_PER_MINUTE a minute per user, only while the room is live.
 * Accepted messages are stored and published as `chat` frames (the feed pushes them to the
 * gateways); a withdrawal is stored and published as `chatWithdraw`. Every check reads the
 * normalised text (chat-normalise.ts); a message carrying contact details (phone, 微信, QQ, links)
 * is held before broadcast: stored as withdrawn for review, refused to its author, seen by nobody. `tick()` (the routes run it every few seconds) adds the commentary lines of live rooms.
 */
import { randomBytes } from 'node:crypto';
import type Database from 'better-sqlite3';
import {
  CHAT_HISTORY_SIZE,
  CHAT_MIN_INTERVAL_MS,
  CHAT_PER_MINUTE,
  CHAT_WITHDRAW_MS,
  chatTextProblem,
  type LiveListAnswer,
  type LiveReserveAnswer,
  type LiveRoom,
  type LiveRoomAnswer,
} from '../../../contracts/endpoints/courses';
import type { ChatMessage, ChatServerFrame } from '../../../contracts/ws-chat';
import { badRequest, limitReached, notFound } from '../http/errors';
import type { MarketSources } from '../market/index';
import { bannedWordAfterFolding, hasContactDetails } from './chat-normalise';
import { COMMENTARY_EVERY_MS, commentaryLine } from './commentary';
import { audienceAt, roomsAround, scheduledRoom, slotAt, slotOf, statusAt, type ScheduledRoom } from './schedule';
import { openCourseRepository, type CourseRepository } from './course-repository';
import { replayNotes } from './replay-notes';

/** Options of {@link LiveRooms}. */
export interface LiveRoomsOptions {
  sources: MarketSources;
  seed: number;
  db: Database.Database;
  /** Wall clock, epoch ms. */
  now: () => number;
}

/** Rooms listed: ended ones kept for 回放, upcoming ones shown as 预告. */
const REPLAY_ROOMS = 24;
const UPCOMING_ROOMS = 8;
/** Chat older than this is deleted. */
const CHAT_RETENTION_MS = 7 * 86_400_000;
/** The refusal of a message held for carrying contact details. */
export const CHAT_HELD_MESSAGE = '发言含有联系方式（电话、微信、QQ、链接），已暂扣待审核，不会公开显示';

/** See the module comment. */
export class LiveRooms {
  readonly repository: CourseRepository;
  private readonly listeners = new Set<(frame: ChatServerFrame) => void>();
  private readonly sent = new Map<number, number[]>();
  /** Commentary lines emitted per room (the index of the last). */
  private readonly lastLine = new Map<string, number>();

  constructor(private readonly opts: LiveRoomsOptions) {
    this.repository = openCourseRepository(opts.db);
  }

  /** Registers a listener for chat frames of every room (the feed); returns the unsubscribe function. */
  onChat(listener: (frame: ChatServerFrame) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The 直播 tab (live, then upcoming by start) or the 回放 tab (ended, newest first). */
  list(tab: 'live' | 'replay', userId: number | null): LiveListAnswer {
    const now = this.opts.now();
    const rooms = roomsAround(this.opts.seed, now, REPLAY_ROOMS, UPCOMING_ROOMS).map((r) => this.card(r, userId, now));
    const list = tab === 'replay' ? rooms.filter((r) => r.status === 'ended').reverse() : rooms.filter((r) => r.status !== 'ended');
    return { list, now };
  }

  /** A room page: the room, its recent messages and, for a replay without record, notes from that day's market. */
  room(id: string, userId: number | null): LiveRoomAnswer {
    const now = this.opts.now();
    const r = this.scheduled(id, now);
    const stored = this.repository.recentChat(r.id, CHAT_HISTORY_SIZE);
    const room = this.card(r, userId, now);
    return {
      room,
      messages: stored.map((s) => s.message),
      mine: userId === null ? [] : stored.filter((s) => s.userId === userId).map((s) => s.message.id),
      notes: room.status === 'ended' && stored.length === 0 ? replayNotes(this.opts.sources, r) : [],
      now,
    };
  }

  /** 预约 (or cancels it); only before the room starts. */
  reserve(userId: number, id: string, on: boolean): LiveReserveAnswer {
    const now = this.opts.now();
    const r = this.scheduled(id, now);
    if (on && statusAt(r, now) !== 'upcoming') throw badRequest(statusAt(r, now) === 'live' ? '直播已开始，请直接进入直播间' : '直播已结束，可观看回放');
    this.repository.reserve(userId, r.id, on, now);
    return { reserved: on, reserveCount: this.card(r, userId, now).reserveCount };
  }

  /** Posts a chat message; refusals name what is wrong. */
  send(userId: number, nick: string, roomId: string, rawText: string): ChatMessage {
    const now = this.opts.now();
    const r = this.scheduled(roomId, now);
    if (statusAt(r, now) !== 'live') throw badRequest(statusAt(r, now) === 'upcoming' ? '直播尚未开始，暂不能发言' : '直播已结束，不能发言');
    // Every check reads the normalised text (chat-normalise.ts): invisible characters, 繁体 and look-alikes change nothing.
    const problem = chatTextProblem(rawText) ?? (bannedWordAfterFolding(rawText) === null ? null : '发言含有违规内容，请修改后再发送');
    if (problem) throw badRequest(problem);
    const times = (this.sent.get(userId) ?? []).filter((t) => t > now - 60_000);
    const last = times[times.length - 1];
    if (last !== undefined && now - last < CHAT_MIN_INTERVAL_MS) throw limitReached('发言太快了，请稍后再试');
    if (times.length >= CHAT_PER_MINUTE) throw limitReached(`每分钟最多发言${CHAT_PER_MINUTE}次，请稍后再试`);
    times.push(now);
    this.sent.set(userId, times);
    const message: ChatMessage = {
      id: `u${now.toString(36)}${randomBytes(4).toString('hex')}`,
      room: r.id,
      role: 'user',
      kind: 'chat',
      nick: nick.slice(0, 40),
      text: rawText.trim(),
      ts: now,
    };
    this.repository.addChat(message, userId);
    if (hasContactDetails(message.text)) {
      // Held before broadcast: kept for review as withdrawn, never published (nothing to take back).
      this.repository.withdraw(message.id, now);
      throw badRequest(CHAT_HELD_MESSAGE);
    }
    this.publish({ type: 'chat', room: r.id, messages: [message] });
    return message;
  }

  /** The author withdraws a message within CHAT_WITHDRAW_MS. */
  withdraw(userId: number, roomId: string, id: string): { id: string } {
    const stored = this.repository.chat(id);
    if (!stored || stored.message.room !== roomId || stored.withdrawnAt !== null) throw notFound('消息不存在或已撤回');
    if (stored.userId !== userId) throw badRequest('只能撤回自己的发言');
    if (this.opts.now() - stored.message.ts > CHAT_WITHDRAW_MS) throw badRequest(`发言超过${CHAT_WITHDRAW_MS / 60_000}分钟，不能撤回`);
    this.takeDown(roomId, id);
    return { id };
  }

  /** Commentary of live rooms up to now, pruning. */
  tick(): void {
    const now = this.opts.now();
    const current = slotAt(now);
    for (const slot of [current - 1, current]) {
      const r = scheduledRoom(this.opts.seed, slot);
      if (statusAt(r, now) !== 'live') continue;
      const n = Math.floor((now - r.startAt) / COMMENTARY_EVERY_MS);
      const last = this.lastLine.get(r.id);
      if (last !== undefined && last >= n) continue;
      this.lastLine.set(r.id, n);
      const line = last === undefined && n > 0 ? this.opening(r, now) : null;
      const body = commentaryLine(this.opts.sources, n);
      const messages: ChatMessage[] = [];
      if (line) messages.push(line);
      if (body)
        messages.push({
          id: `c${r.slot}-${n}`,
          room: r.id,
          role: 'lecturer',
          kind: 'commentary',
          nick: r.lecturer.name,
          text: body.text,
          ts: now,
          ...(body.chart ? { chart: body.chart } : {}),
        });
      for (const m of messages) this.repository.addChat(m, null);
      if (messages.length > 0) this.publish({ type: 'chat', room: r.id, messages });
    }
    for (const id of [...this.lastLine.keys()]) if ((slotOf(id) ?? 0) < current - 1) this.lastLine.delete(id);
    this.repository.pruneChat(now - CHAT_RETENTION_MS);
  }

  private opening(r: ScheduledRoom, now: number): ChatMessage {
    return {
      id: `c${r.slot}-open`,
      room: r.id,
      role: 'lecturer',
      kind: 'commentary',
      nick: r.lecturer.name,
      text: `大家好，我是${r.lecturer.name}（执业编号 ${r.lecturer.certNo}）。今天聊「${r.title}」：${r.summary}。观点仅供参考，不构成投资建议。`,
      ts: now,
    };
  }

  private takeDown(room: string, id: string): void {
    if (this.repository.withdraw(id, this.opts.now())) this.publish({ type: 'chatWithdraw', room, ids: [id] });
  }

  private publish(frame: ChatServerFrame): void {
    for (const l of this.listeners) l(frame);
  }

  /** The scheduled room of an id within the listed window (404 otherwise). */
  private scheduled(id: string, now: number): ScheduledRoom {
    const slot = slotOf(id);
    const current = slotAt(now);
    if (slot === null || slot < current - REPLAY_ROOMS - 1 || slot > current + UPCOMING_ROOMS) throw notFound('直播间不存在');
    return scheduledRoom(this.opts.seed, slot);
  }

  private card(r: ScheduledRoom, userId: number | null, now: number): LiveRoom {
    const status = statusAt(r, now);
    const reserveCount = this.repository.reserveCount(r.id);
    return {
      id: r.id,
      title: r.title,
      summary: r.summary,
      lecturer: r.lecturer,
      startAt: r.startAt,
      endAt: r.endAt,
      status,
      online: status === 'upcoming' ? Math.round(r.audience / 12) + reserveCount : audienceAt(this.opts.seed, r, now),
      reserveCount: Math.round(r.audience / 12) + reserveCount,
      reserved: userId !== null && this.repository.isReserved(userId, r.id),
      cover: r.cover,
      tag: r.tag,
    };
  }
}

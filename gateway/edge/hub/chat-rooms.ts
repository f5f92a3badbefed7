/**
 * Live-room chat fan-out at the gateway: which sockets joined which room, and delivery of the
 * upstream's `chat` / `chatWithdraw` frames (contracts/ws-chat.ts) to them. Pure logic, no sockets:
 * clients are the live hub's clients and every write goes through the hub's one slow-consumer
 * check (`Hub.offer`), so a socket that does not read holds no more chat than it may hold quotes.
 *
 * Messages arriving within one batch window are gathered per room; each room's batch is serialised
 * once into one Buffer that every member gets (at 50 messages/s and a 100 ms window a viewer gets
 * ten frames a second, not fifty). A member that is over its send bound misses the batch (counted
 * as dropped); the page re-reads the room's history when its socket comes back.
 * The union of joined rooms is the gateway's interest: `onInterest` tells the upstream feed to
 * join a room when its first member arrives and to leave it when its last one goes.
 */
import { CHAT_ROOM_PATTERN, MAX_CHAT_ROOMS_PER_SOCKET, type ChatMessage, type ChatServerFrame } from '../../../contracts/ws-chat';
import type { Hub } from './hub';
import type { HubClient } from './hub-client';

/** Options; defaults in {@link CHAT_ROOMS_DEFAULTS}. */
export interface ChatRoomsOptions {
  hub: Hub;
  /** Batch window, ms (0: deliver on the next turn of the event loop). */
  batchMs: number;
  /** Most rooms one socket may join. */
  maxRoomsPerClient: number;
  /** A room got its first member (true) or lost its last (false). */
  onInterest?: (room: string, joined: boolean) => void;
  /** Delivery counters (metrics, benchmarks). */
  observer?: { sent?(frames: number, bytes: number): void; dropped?(frames: number): void };
}

/** Defaults. */
export const CHAT_ROOMS_DEFAULTS = { batchMs: 100, maxRoomsPerClient: MAX_CHAT_ROOMS_PER_SOCKET } as const;

/** Result of a join. */
export type JoinResult = { ok: true } | { ok: false; reason: string };

interface Pending {
  messages: string[];
  withdrawn: string[];
}

/** See the module comment. */
export class ChatRooms {
  private readonly members = new Map<string, Set<HubClient>>();
  private readonly joined = new WeakMap<HubClient, Set<string>>();
  private pending = new Map<string, Pending>();
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;

  constructor(private readonly opts: ChatRoomsOptions) {
    if (!Number.isFinite(opts.batchMs) || opts.batchMs < 0) throw new Error(`chat batchMs must be a non-negative number (got ${opts.batchMs})`);
    if (!Number.isInteger(opts.maxRoomsPerClient) || opts.maxRoomsPerClient <= 0)
      throw new Error(`chat maxRoomsPerClient must be a positive integer (got ${opts.maxRoomsPerClient})`);
  }

  /** Adds a socket to a room. */
  join(client: HubClient, room: string): JoinResult {
    if (!CHAT_ROOM_PATTERN.test(room)) return { ok: false, reason: 'room must be a room id' };
    let mine = this.joined.get(client);
    if (mine?.has(room)) return { ok: true };
    if ((mine?.size ?? 0) >= this.opts.maxRoomsPerClient) return { ok: false, reason: `too many rooms (max ${this.opts.maxRoomsPerClient} per socket)` };
    if (!mine) {
      mine = new Set();
      this.joined.set(client, mine);
    }
    mine.add(room);
    let set = this.members.get(room);
    if (!set) {
      set = new Set();
      this.members.set(room, set);
      this.opts.onInterest?.(room, true);
    }
    set.add(client);
    return { ok: true };
  }

  /** Takes a socket out of a room (unknown rooms are ignored). */
  leave(client: HubClient, room: string): void {
    const mine = this.joined.get(client);
    if (!mine?.delete(room)) return;
    const set = this.members.get(room);
    if (!set) return;
    set.delete(client);
    if (set.size === 0) {
      this.members.delete(room);
      this.pending.delete(room);
      this.opts.onInterest?.(room, false);
    }
  }

  /** Takes a closed socket out of every room. */
  removeClient(client: HubClient): void {
    const mine = this.joined.get(client);
    if (!mine) return;
    for (const room of [...mine]) this.leave(client, room);
    this.joined.delete(client);
  }

  /** Every room some socket joined (what the upstream must send). */
  rooms(): string[] {
    return [...this.members.keys()];
  }

  /** Takes a chat frame from the upstream and schedules its delivery to the room's members. */
  ingest(frame: ChatServerFrame): void {
    if (this.stopped || !this.members.has(frame.room)) return;
    let p = this.pending.get(frame.room);
    if (!p) {
      p = { messages: [], withdrawn: [] };
      this.pending.set(frame.room, p);
    }
    if (frame.type === 'chat') for (const m of frame.messages) p.messages.push(JSON.stringify(m satisfies ChatMessage));
    else p.withdrawn.push(...frame.ids);
    this.schedule();
  }

  /** Delivers everything pending now (the batch timer calls this). */
  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const pending = this.pending;
    this.pending = new Map();
    let frames = 0;
    let bytes = 0;
    let dropped = 0;
    for (const [room, p] of pending) {
      const set = this.members.get(room);
      if (!set) continue;
      const roomJson = JSON.stringify(room);
      const out: Buffer[] = [];
      if (p.messages.length > 0) out.push(Buffer.from(`{"type":"chat","room":${roomJson},"messages":[${p.messages.join(',')}]}`));
      if (p.withdrawn.length > 0) out.push(Buffer.from(`{"type":"chatWithdraw","room":${roomJson},"ids":${JSON.stringify(p.withdrawn)}}`));
      for (const buf of out) {
        for (const client of set) {
          if (this.opts.hub.offer(client, buf)) {
            frames++;
            bytes += buf.length;
          } else dropped++;
        }
      }
    }
    if (frames > 0) this.opts.observer?.sent?.(frames, bytes);
    if (dropped > 0) this.opts.observer?.dropped?.(dropped);
  }

  /** Figures for metrics. */
  stats(): { rooms: number; members: number } {
    let members = 0;
    for (const s of this.members.values()) members += s.size;
    return { rooms: this.members.size, members };
  }

  /** Stops the timer (shutdown). */
  stop(): void {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private schedule(): void {
    if (this.timer || this.stopped) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      this.flush();
    }, this.opts.batchMs);
  }
}

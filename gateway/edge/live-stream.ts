/**
 * Browser live sockets at /ws (quotes, news, chat and the personal channel) (@fastify/websocket), speaking contracts/ws-protocol: HEART is
 * answered, sub/unsub and subNews/unsubNews go to the hub (which sends the snapshot and the batched updates), anything
 * else gets an error frame. Bounds, each with its documented close code (CLOSE_CODES):
 * frames above `maxFrameBytes` (1009), binary frames (1003), too many malformed frames (4003),
 * more than `maxSocketsPerIp` sockets from one IP (4001), no HEART for `idleTimeoutMs` (4000);
 * slow consumers are handled by the hub (4002). Shutdown closes every socket with 1001.
 */
import websocket from '@fastify/websocket';
import type { FastifyInstance } from 'fastify';
import type { WebSocket } from 'ws';
import { CLOSE_CODES, parseClientFrame } from '../../contracts/ws-protocol';
import type { ChatRooms } from './hub/chat-rooms';
import type { Hub } from './hub/hub';
import type { HubTransport } from './hub/hub-client';
import type { PersonalChannel } from './personal/personal-channel';

/** Options of {@link liveStreamPlugin}. */
export interface LiveStreamOptions {
  hub: Hub;
  /** Live-room chat membership (chatSub/chatUnsub); absent: those frames are refused. */
  rooms?: ChatRooms;
  /** Largest client frame, bytes. */
  maxFrameBytes: number;
  /** Most sockets one client IP may hold. */
  maxSocketsPerIp: number;
  /** A socket without HEART for this long is closed, ms. */
  idleTimeoutMs: number;
  /** Malformed frames tolerated per socket before it is closed. */
  maxBadFrames: number;
  /** The personal channel (auth frames); absent: auth is refused. */
  personal?: PersonalChannel;
  /** Socket closes by reason (metrics). */
  onClosed?: (reason: string) => void;
  /** Rejected client frames (metrics). */
  onRejected?: () => void;
}

/** Defaults (the README's config table). */
export const LIVE_STREAM_DEFAULTS = {
  maxFrameBytes: 16 * 1024,
  maxSocketsPerIp: 20,
  idleTimeoutMs: 75_000,
  maxBadFrames: 20,
} as const;

/** Text frames go out as text even though they are Buffers; compression stays off. */
const SEND_OPTS = { binary: false, compress: false } as const;

const REASON_BY_CODE: Readonly<Record<number, string>> = {
  [CLOSE_CODES.GOING_AWAY]: 'shutdown',
  [CLOSE_CODES.UNSUPPORTED]: 'binary',
  [CLOSE_CODES.TOO_BIG]: 'too_big',
  [CLOSE_CODES.IDLE]: 'idle',
  [CLOSE_CODES.TOO_MANY_SOCKETS]: 'too_many_sockets',
  [CLOSE_CODES.SLOW_CONSUMER]: 'slow_consumer',
  [CLOSE_CODES.PROTOCOL_ABUSE]: 'protocol_abuse',
};

function validate(opts: LiveStreamOptions): void {
  for (const k of ['maxFrameBytes', 'maxSocketsPerIp', 'idleTimeoutMs', 'maxBadFrames'] as const) {
    if (!Number.isInteger(opts[k]) || opts[k] <= 0) throw new Error(`live stream option ${k} must be a positive integer (got ${opts[k]})`);
  }
}

/** How long a closing socket may take to answer the close handshake before it is dropped. */
const CLOSE_GRACE_MS = 2_000;

interface Live {
  socket: WebSocket;
  lastHeart: number;
}

/** Registers /ws; see the module comment. */
export async function liveStreamPlugin(fastify: FastifyInstance, opts: LiveStreamOptions): Promise<void> {
  validate(opts);
  const { hub } = opts;
  const perIp = new Map<string, number>();
  const live = new Set<Live>();
  const closedByUs = new WeakSet<WebSocket>();

  /** Sends the close frame with its code (counted now), and drops the connection if the peer never answers. */
  const closeSoon = (socket: WebSocket, code: number, reason: string): void => {
    if (socket.readyState !== socket.OPEN || closedByUs.has(socket)) return;
    closedByUs.add(socket);
    opts.onClosed?.(REASON_BY_CODE[code] ?? 'server');
    socket.close(code, reason);
    setTimeout(() => socket.terminate(), CLOSE_GRACE_MS).unref();
  };

  await fastify.register(websocket, {
    options: { maxPayload: opts.maxFrameBytes, perMessageDeflate: false, clientTracking: true },
    preClose(done) {
      for (const l of live) closeSoon(l.socket, CLOSE_CODES.GOING_AWAY, 'server shutting down');
      done();
    },
  });

  // One sweep for all sockets instead of a timer each.
  const sweepEvery = Math.max(10, Math.floor(opts.idleTimeoutMs / 4));
  const sweep = setInterval(() => {
    const deadline = Date.now() - opts.idleTimeoutMs;
    for (const l of live) if (l.lastHeart < deadline) closeSoon(l.socket, CLOSE_CODES.IDLE, 'no heartbeat');
  }, sweepEvery);
  sweep.unref();
  fastify.addHook('onClose', async () => {
    clearInterval(sweep);
    for (const l of live) l.socket.terminate();
  });

  fastify.get('/ws', { websocket: true }, (socket, request) => {
    const ip = request.ip;
    const count = (perIp.get(ip) ?? 0) + 1;
    perIp.set(ip, count);
    const release = () => {
      const n = (perIp.get(ip) ?? 1) - 1;
      if (n <= 0) perIp.delete(ip);
      else perIp.set(ip, n);
    };
    if (count > opts.maxSocketsPerIp) {
      socket.once('close', release);
      closeSoon(socket, CLOSE_CODES.TOO_MANY_SOCKETS, 'too many sockets');
      return;
    }

    const transport: HubTransport = {
      send: (data) => socket.send(data, SEND_OPTS),
      get bufferedAmount() {
        return socket.bufferedAmount;
      },
      close: (code, reason) => closeSoon(socket, code, reason),
    };
    const entry: Live = { socket, lastHeart: Date.now() };
    live.add(entry);
    const client = hub.addClient(transport);
    let badFrames = 0;
    /** Every refused frame — malformed, not allowed, or over a limit — counts toward the close. */
    const refuse = (reason: string): void => {
      opts.onRejected?.();
      if (++badFrames > opts.maxBadFrames) {
        closeSoon(socket, CLOSE_CODES.PROTOCOL_ABUSE, 'too many malformed frames');
        return;
      }
      hub.reject(client, reason);
    };

    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        closeSoon(socket, CLOSE_CODES.UNSUPPORTED, 'binary frames are not supported');
        return;
      }
      if (closedByUs.has(socket)) return; // closing: nothing more is read or answered
      const parsed = parseClientFrame(data.toString());
      if (!parsed.ok) {
        refuse(parsed.reason);
        return;
      }
      const frame = parsed.frame;
      switch (frame.type) {
        case 'subAll':
          refuse('subAll is not available to browsers');
          break;
        case 'heart':
          entry.lastHeart = Date.now();
          hub.heart(client);
          break;
        case 'sub': {
          const r = hub.subscribe(client, frame.codes);
          if (!r.ok) refuse(r.reason);
          break;
        }
        case 'unsub':
          hub.unsubscribe(client, frame.codes);
          break;
        case 'chatSub': {
          const r = opts.rooms ? opts.rooms.join(client, frame.room) : { ok: false as const, reason: 'chat is not available' };
          if (!r.ok) refuse(r.reason);
          break;
        }
        case 'chatUnsub':
          opts.rooms?.leave(client, frame.room);
          break;
        case 'subNews':
          hub.subscribeNews(client);
          break;
        case 'unsubNews':
          hub.unsubscribeNews(client);
          break;
        case 'auth':
          if (!opts.personal) refuse('auth is not available');
          else if (!opts.personal.auth(client, frame.token)) refuse('too many auth frames');
          break;
      }
    });
    socket.on('error', (err) => request.log.debug({ err: err.message }, 'live socket error'));
    socket.on('close', (code) => {
      live.delete(entry);
      opts.rooms?.removeClient(client);
      opts.personal?.removeClient(client);
      hub.removeClient(client);
      release();
      if (!closedByUs.has(socket)) opts.onClosed?.(code === CLOSE_CODES.TOO_BIG ? 'too_big' : 'client');
    });
  });
}

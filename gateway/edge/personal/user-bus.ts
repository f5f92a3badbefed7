/**
 * The user bus: how a personal event reaches every gateway. Each gateway publishes what its
 * upstream feed relays and delivers what the bus hands it to its own sockets of that user. With
 * Redis (the rate limits' REDIS_URL) it is one pub/sub channel shared by every gateway; without,
 * an in-process bus (which tests may share between two edges as a fake of Redis).
 *
 * Every gateway's feed relays the same upstream event, so N gateways publish it N times; the
 * receiving side drops repeats by event id ({@link SeenIds}). That keeps delivery up when one
 * gateway's feed is down: any other gateway's copy still reaches its users.
 */
import { Redis } from 'ioredis';
import { parsePersonalEvent, type PersonalEvent } from '../../../contracts/ws-personal';

/** One event on the bus. */
export interface BusMessage {
  uid: number;
  event: PersonalEvent;
}

/** The bus as the edge uses it. */
export interface UserBus {
  publish(msg: BusMessage): void;
  /** Registers the receiver (one per edge); returns the unsubscribe. */
  subscribe(receiver: (msg: BusMessage) => void): () => void;
  close(): Promise<void>;
}

/** In-process bus; shared by several edges in one process it stands in for Redis. */
export class LocalUserBus implements UserBus {
  private readonly receivers = new Set<(msg: BusMessage) => void>();
  publish(msg: BusMessage): void {
    // Asynchronous like Redis, so a publisher never re-enters its own receiver mid-call.
    queueMicrotask(() => {
      for (const r of this.receivers) r(msg);
    });
  }
  subscribe(receiver: (msg: BusMessage) => void): () => void {
    this.receivers.add(receiver);
    return () => this.receivers.delete(receiver);
  }
  async close(): Promise<void> {
    this.receivers.clear();
  }
}

/** The Redis channel every gateway publishes and listens on. */
export const USER_BUS_CHANNEL = 'zhigu:personal';

/** Parses one bus payload; null when malformed (a foreign publisher, a version skew). */
export function parseBusMessage(text: string): BusMessage | null {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof v !== 'object' || v === null) return null;
  const o = v as Record<string, unknown>;
  if (!Number.isSafeInteger(o.uid) || (o.uid as number) <= 0) return null;
  const event = parsePersonalEvent(o.event);
  return typeof event === 'string' ? null : { uid: o.uid as number, event };
}

/** Redis pub/sub bus (ioredis: a subscribed connection cannot publish, so two connections). */
export class RedisUserBus implements UserBus {
  private readonly pub: Redis;
  private readonly sub: Redis;
  private readonly receivers = new Set<(msg: BusMessage) => void>();

  constructor(url: string, onError: (err: Error) => void) {
    const options = { lazyConnect: false, maxRetriesPerRequest: 2, enableOfflineQueue: true };
    this.pub = new Redis(url, options);
    this.sub = new Redis(url, options);
    this.pub.on('error', onError);
    this.sub.on('error', onError);
    this.sub.on('message', (_channel: string, text: string) => {
      const msg = parseBusMessage(text);
      if (msg) for (const r of this.receivers) r(msg);
    });
    void this.sub.subscribe(USER_BUS_CHANNEL).catch(onError);
  }

  /** Resolves once the subscription is in place (tests wait for it before publishing). */
  async ready(): Promise<void> {
    if (this.sub.status !== 'ready') await new Promise((resolve) => this.sub.once('ready', resolve));
    await this.sub.subscribe(USER_BUS_CHANNEL);
  }

  publish(msg: BusMessage): void {
    this.pub.publish(USER_BUS_CHANNEL, JSON.stringify(msg)).catch(() => undefined);
  }
  subscribe(receiver: (msg: BusMessage) => void): () => void {
    this.receivers.add(receiver);
    return () => this.receivers.delete(receiver);
  }
  async close(): Promise<void> {
    this.receivers.clear();
    // quit() waits for a connection that may never come (Redis down: the gateway could not exit);
    // a connected client says goodbye, any other is cut at once, which also stops its reconnecting.
    await Promise.allSettled([this.sub, this.pub].map((c) => (c.status === 'ready' ? c.quit() : Promise.resolve(c.disconnect()))));
  }
}

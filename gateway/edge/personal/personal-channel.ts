/**
 * Which socket belongs to which user, and delivery of personal events to them: pure logic over
 * the hub (sends go through its one slow-consumer check), no Fastify, no sockets.
 *
 * `bind` is asynchronous (the token is checked with the upstream); a later `auth` frame or the
 * socket's close supersedes a check still in flight, so a slow answer for an old token can never
 * bind the socket after the user logged out or in as someone else.
 */
import { encodeFrame } from '../../../contracts/ws-protocol';
import type { PersonalEvent } from '../../../contracts/ws-personal';
import type { Hub } from '../hub/hub';
import type { HubClient } from '../hub/hub-client';
import type { BusMessage, UserBus } from './user-bus';

/** Resolves a session token to its account id; null when the upstream refuses it. */
export type TokenResolver = (token: string) => Promise<number | null>;

/** Token checks one socket may ask for in its life (each costs an upstream call; logins are rare). */
export const MAX_AUTH_PER_SOCKET = 20;

/** Event ids remembered per gateway to drop the copies other gateways relayed. */
export const SEEN_IDS = 4096;

/** A bounded set of recent ids (oldest forgotten first). */
export class SeenIds {
  private readonly ids = new Set<string>();
  constructor(private readonly max: number) {}
  /** True the first time an id is seen. */
  add(id: string): boolean {
    if (this.ids.has(id)) return false;
    this.ids.add(id);
    if (this.ids.size > this.max) {
      const oldest = this.ids.values().next().value;
      if (oldest !== undefined) this.ids.delete(oldest);
    }
    return true;
  }
}

const AUTHED_YES = Buffer.from(encodeFrame({ type: 'authed', user: true }));
const AUTHED_NO = Buffer.from(encodeFrame({ type: 'authed', user: false }));
/** The token could not be checked (upstream slow or down): unbound for now, the browser asks again. */
const AUTHED_RETRY = Buffer.from(encodeFrame({ type: 'authed', user: false, retry: true }));

/** See the module comment. */
export class PersonalChannel {
  private readonly socketsOf = new Map<number, Set<HubClient>>();
  private readonly userOf = new Map<HubClient, number>();
  /** Per socket, the number of its latest auth frame: older answers are ignored. */
  private readonly attempt = new Map<HubClient, number>();
  private readonly seen = new SeenIds(SEEN_IDS);
  private readonly unsubscribe: () => void;

  constructor(
    private readonly hub: Hub,
    private readonly bus: UserBus,
    private readonly resolve: TokenResolver,
    private readonly onError: (err: Error) => void = () => undefined,
  ) {
    this.unsubscribe = bus.subscribe((msg) => this.deliver(msg));
  }

  /** Handles an `auth` frame: binds to the token's user, or unbinds (null token or refused). False: over {@link MAX_AUTH_PER_SOCKET}, nothing done. */
  auth(client: HubClient, token: string | null): boolean {
    const n = (this.attempt.get(client) ?? 0) + 1;
    if (n > MAX_AUTH_PER_SOCKET) return false;
    void this.check(client, token, n);
    return true;
  }

  private async check(client: HubClient, token: string | null, n: number): Promise<void> {
    this.attempt.set(client, n);
    this.unbind(client);
    let uid: number | null = null;
    let unchecked = false;
    if (token !== null) {
      try {
        uid = await this.resolve(token);
      } catch (err) {
        this.onError(err as Error);
        unchecked = true;
      }
    }
    if (this.attempt.get(client) !== n || client.closed) return; // superseded or gone
    if (uid !== null) {
      this.userOf.set(client, uid);
      const set = this.socketsOf.get(uid) ?? new Set<HubClient>();
      this.socketsOf.set(uid, set);
      set.add(client);
    }
    this.hub.offer(client, uid !== null ? AUTHED_YES : unchecked ? AUTHED_RETRY : AUTHED_NO);
  }

  /** Forgets a closed socket. */
  removeClient(client: HubClient): void {
    this.unbind(client);
    this.attempt.delete(client);
  }

  /** An event the upstream relayed: onto the bus (every gateway, this one included). */
  relay(uid: number, event: PersonalEvent): void {
    this.bus.publish({ uid, event });
  }

  /** Sockets bound per user (metrics, tests). */
  stats(): { users: number; sockets: number } {
    return { users: this.socketsOf.size, sockets: this.userOf.size };
  }

  stop(): void {
    this.unsubscribe();
  }

  private deliver(msg: BusMessage): void {
    if (!this.seen.add(`${msg.uid}:${msg.event.id}`)) return;
    const set = this.socketsOf.get(msg.uid);
    if (!set) return;
    const buf = Buffer.from(encodeFrame({ type: 'personal', event: msg.event }));
    for (const client of set) this.hub.offer(client, buf);
  }

  private unbind(client: HubClient): void {
    const uid = this.userOf.get(client);
    if (uid === undefined) return;
    this.userOf.delete(client);
    const set = this.socketsOf.get(uid);
    set?.delete(client);
    if (set?.size === 0) this.socketsOf.delete(uid);
  }
}

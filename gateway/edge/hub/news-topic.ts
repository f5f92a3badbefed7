/**
 * The news topic of the live hub (the `news` frame): pure logic, no sockets, beside the chat rooms.
 *
 * Each published batch is serialised once into one Buffer that every news subscriber gets at once
 * (no batch window: items are few). The topic keeps the last {@link NEWS_RECENT} items, answers
 * `subNews` with them and drops items it already has (a feed reconnect or a replay repeats them).
 * Every write goes through the hub's one slow-consumer check (`Hub.offer`); a client that is over
 * its bound misses the batch and gets the recent items again when it drains, instead of every
 * batch it missed.
 */
import type { NewsItem } from '../../../contracts/endpoints/news';
import { newsFrame } from './frames';
import type { HubClient } from './hub-client';

/** News items the topic keeps for subNews answers and drained clients. */
export const NEWS_RECENT = 30;

/** What the topic needs of the hub. */
export interface NewsTopicDeps {
  /** Sends through the hub's slow-consumer check: false (nothing queued) while the client is over its bound. */
  offer(client: HubClient, frame: Buffer): boolean;
  /** Frames written (metrics). */
  sent?(frames: number, bytes: number): void;
}

/** See the module comment. */
export class NewsTopic {
  private readonly clients = new Set<HubClient>();
  /** Subscribers that missed a batch while over their send bound: they get the recent items when they drain. */
  private readonly owed = new Set<HubClient>();
  /** The last {@link NEWS_RECENT} items' ids and JSON, oldest first. */
  private recent: Array<{ id: string; json: string }> = [];
  private readonly recentIds = new Set<string>();

  constructor(private readonly deps: NewsTopicDeps) {}

  /** How many clients are subscribed. */
  get size(): number {
    return this.clients.size;
  }

  /** Subscribes a client and sends it the recent items (possibly none). */
  subscribe(client: HubClient): void {
    if (client.closed) return;
    this.clients.add(client);
    this.sendRecent(client);
  }

  /** Stops the push to a client (also when it goes away). */
  unsubscribe(client: HubClient): void {
    this.owed.delete(client);
    this.clients.delete(client);
  }

  /** Takes published items: keeps the new ones and sends them, in one shared frame, to every subscriber. */
  ingest(items: readonly NewsItem[]): void {
    const json: string[] = [];
    for (const item of items) {
      if (this.recentIds.has(item.id)) continue;
      const text = JSON.stringify(item);
      json.push(text);
      this.recent.push({ id: item.id, json: text });
      this.recentIds.add(item.id);
    }
    if (this.recent.length > NEWS_RECENT) {
      for (const gone of this.recent.splice(0, this.recent.length - NEWS_RECENT)) this.recentIds.delete(gone.id);
    }
    if (json.length === 0 || this.clients.size === 0) return;
    const frame = newsFrame(json, false);
    let frames = 0;
    for (const client of this.clients) {
      if (client.closed) continue;
      if (!this.deps.offer(client, frame)) {
        this.owed.add(client);
        continue;
      }
      frames++;
    }
    if (frames > 0) this.deps.sent?.(frames, frames * frame.length);
  }

  /** The client drained its send buffer: sends it the recent items if it missed a batch. */
  drained(client: HubClient): void {
    if (this.owed.has(client)) this.sendRecent(client);
  }

  private sendRecent(client: HubClient): void {
    const frame = newsFrame(
      this.recent.map((n) => n.json),
      true,
    );
    if (!this.deps.offer(client, frame)) {
      this.owed.add(client);
      return;
    }
    this.owed.delete(client);
    this.deps.sent?.(1, frame.length);
  }
}

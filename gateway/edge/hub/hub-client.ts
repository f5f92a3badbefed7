/**
 * The hub's per-client state and the small interfaces it talks through (a transport and an
 * observer), kept apart from the fan-out logic in hub.ts.
 */

/** What the hub needs from a client connection. */
export interface HubTransport {
  /** Queues a text frame; never blocks. */
  send(data: Buffer): void;
  /** Bytes queued but not yet written to the network. */
  readonly bufferedAmount: number;
  /** Closes the connection with a close code. */
  close(code: number, reason: string): void;
}

/** Counters the hub reports to (metrics); all optional. */
export interface HubObserver {
  framesSent?(frames: number, bytes: number): void;
  conflated?(): void;
  dropped?(count: number): void;
  slowClosed?(): void;
}

/** A cached quote with its JSON text, serialised once per update. */
export interface CacheEntry {
  id: string;
  json: string;
  /** Position in the current flush (payload key). */
  flushIdx: number;
  /** Its single-quote frame while a flush shares it, else null. */
  frame: Buffer | null;
}

/** One client of the hub; opaque to callers. */
export class HubClient {
  /** Codes this client subscribed to. */
  readonly codes = new Set<string>();
  /** Updates gathered for it during a flush. */
  pending: CacheEntry[] = [];
  /** Conflated codes waiting for the client to drain (latest values read at send time). */
  readonly conflatedCodes = new Set<string>();
  conflating = false;
  slowSince = 0;
  /** A status change was not sent while it was conflated: send the current one when it drains. */
  statusOwed = false;
  closed = false;

  constructor(readonly transport: HubTransport) {}
}

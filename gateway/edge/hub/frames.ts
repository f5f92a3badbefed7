/**
 * Pre-encoded server frames of contracts/ws-protocol as Buffers, built once and shared by every
 * socket. Quote payloads are assembled from each quote's JSON text, serialised once per update.
 */
import { HEART, encodeFrame } from '../../../contracts/ws-protocol';

/** `HEART`, the answer to a client's heartbeat. */
export const HEART_FRAME: Buffer = Buffer.from(HEART);
/** `{"type":"status","upstream":"up"}`. */
export const STATUS_UP_FRAME: Buffer = Buffer.from(encodeFrame({ type: 'status', upstream: 'up' }));
/** `{"type":"status","upstream":"down"}`. */
export const STATUS_DOWN_FRAME: Buffer = Buffer.from(encodeFrame({ type: 'status', upstream: 'down' }));

const QUOTES_HEAD = '{"type":"quotes","quotes":[';
const SNAPSHOT_HEAD = '{"type":"snapshot","quotes":[';
const TAIL = ']}';

/** Builds `{"type":"quotes"|"snapshot","quotes":[…]}` from already-serialised quotes. */
export function quotesFrame(type: 'quotes' | 'snapshot', quoteJson: readonly string[]): Buffer {
  const head = type === 'quotes' ? QUOTES_HEAD : SNAPSHOT_HEAD;
  return Buffer.from(head + quoteJson.join(',') + TAIL);
}

/** `{"type":"error","reason":…}` for a rejected client frame. */
export function errorFrame(reason: string): Buffer {
  return Buffer.from(encodeFrame({ type: 'error', reason }));
}

/** Builds `{"type":"news","items":[…]}` (with `"recent":true` for the answer to subNews) from serialised items. */
export function newsFrame(itemJson: readonly string[], recent: boolean): Buffer {
  return Buffer.from(`{"type":"news",${recent ? '"recent":true,' : ''}"items":[${itemJson.join(',')}]}`);
}

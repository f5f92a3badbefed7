/**
 * How the proxy relays an upstream answer's body. Small bodies of known length (nearly every API
 * answer) are read whole and sent as one Buffer: that skips the stream pipe between undici's body
 * and the client response (end-of-stream bookkeeping, extra ticks) and lets an upstream failure
 * mid-body still get a proper 502/504 envelope instead of a cut connection. Anything else (no
 * content-length, larger bodies, HEAD, 1xx/204/304) is streamed through as before.
 */
import type { IncomingHttpHeaders } from 'node:http';
import type { Readable } from 'node:stream';

/** The part of a Fastify reply used here (reply-from's reply type is generic over the server). */
export interface RelayReply {
  readonly request: { readonly method: string };
  readonly sent: boolean;
  send(payload?: unknown): unknown;
  removeHeader(name: string): unknown;
}

/** Largest body read whole before sending, bytes. */
export const WHOLE_BODY_LIMIT = 64 * 1024;

/** The upstream answer as @fastify/reply-from hands it to `onResponse`. */
export interface UpstreamAnswer {
  statusCode: number;
  headers: IncomingHttpHeaders;
  stream: Readable;
}

/** True when the answer is read whole (see the module comment). */
export function readsWhole(method: string, answer: UpstreamAnswer): boolean {
  if (method === 'HEAD') return false;
  const s = answer.statusCode;
  if (s < 200 || s === 204 || s === 304) return false;
  const len = answer.headers['content-length'];
  if (typeof len !== 'string' || !/^\d{1,9}$/.test(len)) return false;
  return Number(len) <= WHOLE_BODY_LIMIT;
}

/**
 * Sends the upstream body on `reply` (headers and status are already copied by reply-from). When
 * reading a small body fails, the upstream headers are dropped and `onFailure` answers instead.
 */
export function relayBody(reply: RelayReply, answer: UpstreamAnswer, onFailure: (err: Error) => void): void {
  if (!readsWhole(reply.request.method, answer)) {
    reply.send(answer.stream);
    return;
  }
  const body = answer.stream;
  const chunks: Buffer[] = [];
  let size = 0;
  body.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
  });
  body.once('end', () => {
    if (reply.sent) return;
    reply.send(chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size));
  });
  body.once('error', (err: Error) => {
    if (reply.sent) return;
    for (const name of Object.keys(answer.headers)) reply.removeHeader(name);
    reply.removeHeader('x-content-type-options');
    onFailure(err);
  });
}

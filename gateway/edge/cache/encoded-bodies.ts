/**
 * Compressed copies of the micro-cache's stored bodies. A stored answer is sent many times, so its
 * brotli or gzip copy is made once, on libuv's thread pool (zlib's async functions), and kept beside
 * it for as long as the answer lives (a WeakMap on the stored body, the one Buffer a miss, its
 * entry and every hit share: the copies go with the entry). A
 * fresh hit then sends the ready copy synchronously; the first hit of an encoding waits for it.
 * Copies are under a third of the body (JSON of many numbers), outside the cache's byte bound.
 */
import { promisify } from 'node:util';
import { brotliCompress, gzip } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import { BROTLI_PARAMS, COMPRESS_THRESHOLD, CONTENT_CODINGS, type ContentCoding, GZIP_LEVEL } from '../compression';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The coding to send a body of `size` bytes in to a client sending `acceptEncoding`, or null (as it is). */
export function codingFor(acceptEncoding: string | string[] | undefined, size: number): ContentCoding | null {
  if (typeof acceptEncoding !== 'string' || size < COMPRESS_THRESHOLD) return null;
  return negotiate(acceptEncoding, [...CONTENT_CODINGS]);
}

interface Copies {
  ready: Partial<Record<ContentCoding, Buffer>>;
  making: Partial<Record<ContentCoding, Promise<Buffer>>>;
}

const copiesOf = new WeakMap<Buffer, Copies>();

const compress = (body: Buffer, coding: ContentCoding): Promise<Buffer> =>
  coding === 'br' ? brotliAsync(body, { params: BROTLI_PARAMS }) : gzipAsync(body, { level: GZIP_LEVEL });

/** The copy of `body` in `coding` if it is made already, else undefined. */
export function readyCopy(body: Buffer, coding: ContentCoding): Buffer | undefined {
  return copiesOf.get(body)?.ready[coding];
}

/** The copy of `body` in `coding`: made once, shared by every caller meanwhile. */
export function copyOf(body: Buffer, coding: ContentCoding): Promise<Buffer> {
  let copies = copiesOf.get(body);
  if (!copies) {
    copies = { ready: {}, making: {} };
    copiesOf.set(body, copies);
  }
  const done = copies.ready[coding];
  if (done) return Promise.resolve(done);
  const c = copies;
  let making = c.making[coding];
  if (!making) {
    making = compress(body, coding).then((out) => {
      c.ready[coding] = out;
      delete c.making[coding];
      return out;
    });
    c.making[coding] = making;
  }
  return making;
}

/**
 * Compression of the API's answers (@fastify/compress), in the proxy's scope only. JSON of a
 * whole-market table (资金流向's stocks, about 690 KB) or ten years of K-line crossed the wire as
 * it left the upstream; brotli at a low quality sends it in under a third (686 → 211 KB), and large or
 * streamed bodies are compressed on libuv's thread pool, off the event loop that serves everyone.
 * Small answers (quotes, most calls) are left alone: they fit a packet or two, and compressing them
 * would cost the edge CPU on every call for nothing. The micro-cache answers from its own hook,
 * before the route, so it keeps compressed copies of what it stores (cache/encoded-bodies.ts):
 * compressed once per stored answer, not once per hit. Pages and assets are precompressed at build
 * (static.ts), and the live socket keeps its frames uncompressed (live-stream.ts).
 */
import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** Answers smaller than this many bytes go out as they are. */
export const COMPRESS_THRESHOLD = 8 * 1024;

/** Content codings the edge sends, in the order it prefers them: brotli, then gzip for clients without it. */
export const CONTENT_CODINGS = ['br', 'gzip'] as const;
export type ContentCoding = (typeof CONTENT_CODINGS)[number];

/** Brotli quality 4: about gzip's speed at a better ratio; 11 (zlib's default) costs ~100× the CPU. */
export const BROTLI_PARAMS = { [constants.BROTLI_PARAM_QUALITY]: 4 } as const;
export const GZIP_LEVEL = 6;

/** Options the edge registers @fastify/compress with. */
export const COMPRESS_OPTIONS: FastifyCompressOptions = {
  global: true,
  threshold: COMPRESS_THRESHOLD,
  encodings: [...CONTENT_CODINGS],
  brotliOptions: { params: BROTLI_PARAMS },
  zlibOptions: { level: GZIP_LEVEL },
};

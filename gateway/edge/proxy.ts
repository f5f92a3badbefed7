/**
 * The /api proxy (@fastify/http-proxy over undici) to the upstream API. Only /api/* is forwarded
 * — the route prefix guarantees it — and any path that is not plainly an API path (percent-escapes,
 * dot segments, `;`, backslashes, absolute URLs; see api-path.ts) is refused before limits or sending. Method, query, body
 * and headers go through (the spec's token, zstokv1, timeStamp and requestFrom among them) minus
 * hop-by-hop headers; x-forwarded-for/-proto/-host are set, keeping incoming ones only when the
 * proxy in front is trusted. Bodies are streamed, bounded by `bodyLimit`. Connect and response
 * timeouts answer 504, other upstream failures 502, both with the envelope.
 */
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { IncomingHttpHeaders } from 'node:http';
import httpProxy from '@fastify/http-proxy';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canonicalApiPath } from './api-path';
import { EdgeError, upstreamFailure } from './errors';
import { relayBody, type UpstreamAnswer } from './relay-body';
import type { EdgeCache } from './cache/edge-cache';

/** Options of {@link proxyPlugin}. */
export interface ProxyOptions {
  /** Base URL of the upstream API (http:// or https://); its path, if any, is kept in front of /api. */
  upstreamUrl: string;
  /** TCP connect timeout, ms. */
  connectTimeoutMs: number;
  /** Timeout for the response headers and between body chunks, ms. */
  timeoutMs: number;
  /** Largest request body forwarded, bytes. */
  bodyLimit: number;
  /** Whether incoming x-forwarded-* headers are trusted (the edge's TRUST_PROXY is not false). */
  trustForwarded: boolean;
  /** Keep-alive connections to the upstream. */
  connections?: number;
  /** The micro-cache of public answers, asked first (null: every call goes through). */
  cache?: EdgeCache | null;
  /** Called after each proxied call with status and seconds (metrics). */
  onCompleted?: (status: number, seconds: number) => void;
}

/** Defaults (the README's config table). */
export const PROXY_DEFAULTS = {
  connectTimeoutMs: 4_000,
  timeoutMs: 15_000,
  bodyLimit: 1024 * 1024,
  connections: 128,
} as const;

/** Hop-by-hop headers (RFC 9110 §7.6.1): never forwarded in either direction. */
const HOP_BY_HOP_RESPONSE: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Request headers dropped: the hop-by-hop ones plus those the edge sets itself. */
const DROPPED_REQUEST_HEADERS: ReadonlySet<string> = new Set([
  ...HOP_BY_HOP_RESPONSE,
  'host',
  'forwarded',
  'x-forwarded-for',
  'x-forwarded-proto',
  'x-forwarded-host',
  'x-real-ip',
  'x-request-id',
  // Node has already answered `Expect: 100-continue` (and undici refuses to send the header).
  'expect',
]);

const kBodyTooLarge = Symbol('bodyTooLarge');

const NONE_LISTED: ReadonlySet<string> = new Set();

/** Names listed in a Connection header are hop-by-hop too. */
function connectionListed(headers: IncomingHttpHeaders): ReadonlySet<string> {
  const v = headers.connection;
  // The usual values name no other header: no set to build on every call.
  if (v === undefined || v === 'keep-alive' || v === 'close') return NONE_LISTED;
  const out = new Set<string>();
  if (typeof v === 'string') for (const name of v.split(',')) if (name.trim()) out.add(name.trim().toLowerCase());
  return out;
}

/**
 * Reads a body whole; `done(null)` as soon as it passes `limit` (the rest is read and discarded so the
 * answer can still be written), or on a read error.
 */
function readBounded(body: Readable, limit: number, done: (buf: Buffer | null) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let settled = false;
  const finish = (buf: Buffer | null) => {
    if (settled) return;
    settled = true;
    body.off('data', onData);
    if (buf === null) body.resume();
    done(buf);
  };
  const onData = (chunk: Buffer) => {
    size += chunk.length;
    if (size > limit) finish(null);
    else chunks.push(chunk);
  };
  body.on('data', onData);
  body.once('end', () => finish(Buffer.concat(chunks, size)));
  body.once('error', () => finish(null));
}

/** Counts bytes and fails once the body passes the limit. */
function limitBody(body: Readable, limit: number, onTooLarge: () => void): Transform {
  let seen = 0;
  const limiter = new Transform({
    transform(chunk: Buffer, _enc, cb: TransformCallback) {
      seen += chunk.length;
      if (seen > limit) {
        onTooLarge();
        cb(new EdgeError('BODY_TOO_LARGE'));
        return;
      }
      cb(null, chunk);
    },
  });
  body.on('error', (err) => limiter.destroy(err));
  return body.pipe(limiter);
}

function validate(opts: ProxyOptions): URL {
  let url: URL;
  try {
    url = new URL(opts.upstreamUrl);
  } catch {
    throw new Error(`proxy upstreamUrl is not a URL (got ${opts.upstreamUrl})`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`proxy upstreamUrl must be http(s) (got ${opts.upstreamUrl})`);
  for (const k of ['connectTimeoutMs', 'timeoutMs', 'bodyLimit'] as const) {
    if (!Number.isInteger(opts[k]) || opts[k] <= 0) throw new Error(`proxy option ${k} must be a positive integer (got ${opts[k]})`);
  }
  return url;
}

/** Registers the /api proxy (wrap it in `register(…, { prefix: '/api' })`-free: it sets its own prefix). */
export async function proxyPlugin(fastify: FastifyInstance, opts: ProxyOptions): Promise<void> {
  const upstream = validate(opts);
  const basePath = upstream.pathname.replace(/\/+$/, '');

  // Hooks in callback form: on every call, an async hook costs a promise and a microtask turn.
  if (opts.onCompleted) {
    const completed = opts.onCompleted;
    fastify.addHook('onResponse', (_request, reply, done) => {
      completed(reply.statusCode, reply.elapsedTime / 1000);
      done();
    });
  }
  const cache = opts.cache ?? null;
  fastify.addHook('onRequest', (request, reply, done) => {
    // Read once: the limits match this canonical path and only accepted paths are forwarded.
    const path = canonicalApiPath(request.url);
    if (path === null) {
      done(new EdgeError('BAD_PATH'));
      return;
    }
    fastify.apiRateLimit(request, reply, path).then(() => {
      // Public market answers come from the micro-cache (after the limits: a cached answer still
      // counts). A fresh hit is answered right here, with no further promise; the rest (misses,
      // stale, coalesced) through `serve`; anything the cache does not take goes to the proxy.
      const lookup = reply.sent || !cache ? null : cache.lookup(request);
      if (!lookup || cache!.answerFresh(lookup, request, reply)) {
        done();
        return;
      }
      cache!.serve(lookup, request, reply).then(() => done(), done);
    }, done);
  });

  await fastify.register(httpProxy, {
    upstream: upstream.origin,
    prefix: '/api',
    rewritePrefix: `${basePath}/api`,
    http2: false,
    undici: {
      connections: opts.connections ?? PROXY_DEFAULTS.connections,
      // @fastify/reply-from turns certificate checks off unless told otherwise (its `tls` default);
      // `connect` wins over it: an https upstream must prove who it is before tokens are sent to it.
      connect: { timeout: opts.connectTimeoutMs, rejectUnauthorized: true },
      headersTimeout: opts.timeoutMs,
      bodyTimeout: opts.timeoutMs,
      keepAliveTimeout: 30_000,
    },
    destroyAgent: true,
    disableRequestLogging: true,
    internalRewriteLocationHeader: false,
    preHandler: (request: FastifyRequest, reply: FastifyReply, done: (err?: Error) => void) => {
      const len = request.headers['content-length'];
      if (len !== undefined && Number(len) > opts.bodyLimit) {
        reply.header('connection', 'close');
        done(new EdgeError('BODY_TOO_LARGE'));
        return;
      }
      const body = request.body;
      if (!body || typeof (body as Readable).pipe !== 'function') {
        done();
        return;
      }
      if (len === undefined) {
        // Chunked (no declared length): read it whole, bounded, before the upstream is contacted, so
        // an oversize body is a 413 from here rather than a race with the upstream's own answer or reset.
        readBounded(body as Readable, opts.bodyLimit, (buf) => {
          if (buf === null) {
            reply.header('connection', 'close');
            done(new EdgeError('BODY_TOO_LARGE'));
            return;
          }
          request.headers['content-length'] = String(buf.length);
          delete request.headers['transfer-encoding'];
          request.body = Readable.from(buf.length > 0 ? [buf] : []);
          done();
        });
        return;
      }
      request.body = limitBody(body as Readable, opts.bodyLimit, () => {
        (request as unknown as Record<symbol, boolean>)[kBodyTooLarge] = true;
      });
      done();
    },
    replyOptions: {
      // A gateway must not multiply load on a struggling upstream: no automatic retries.
      retryDelay: () => null,
      rewriteRequestHeaders: (request, headers) => {
        const listed = connectionListed(request.headers);
        const out: Record<string, string | string[] | undefined> = {};
        for (const [name, value] of Object.entries(headers)) {
          if (!DROPPED_REQUEST_HEADERS.has(name) && !listed.has(name)) out[name] = value;
        }
        const peer = request.socket.remoteAddress ?? '';
        const incoming = request.headers['x-forwarded-for'];
        out['x-forwarded-for'] = opts.trustForwarded && typeof incoming === 'string' && incoming ? `${incoming}, ${peer}` : peer;
        out['x-forwarded-proto'] = request.protocol;
        out['x-forwarded-host'] = request.host;
        out['x-request-id'] = String(request.id);
        out.host = upstream.host;
        return out;
      },
      rewriteHeaders: (headers) => {
        const listed = typeof headers.connection === 'string' ? headers.connection.split(',').map((s) => s.trim().toLowerCase()) : [];
        const out: IncomingHttpHeaders = {};
        for (const [name, value] of Object.entries(headers)) {
          if (!HOP_BY_HOP_RESPONSE.has(name) && !listed.includes(name)) out[name] = value as string | string[] | undefined;
        }
        out['x-content-type-options'] = 'nosniff';
        return out;
      },
      onResponse: (_request, reply, answer) => {
        relayBody(reply, answer as unknown as UpstreamAnswer, (err) => reply.send(upstreamFailure(err)));
      },
      onError: (reply, { error }) => {
        const tooLarge = (reply.request as unknown as Record<symbol, boolean>)[kBodyTooLarge] === true;
        if (tooLarge) reply.header('connection', 'close');
        reply.send(tooLarge ? new EdgeError('BODY_TOO_LARGE') : upstreamFailure(error));
      },
    },
  });
}

/**
 * Rate limits of the /api proxy, on @fastify/rate-limit's stores (memory, or Redis when
 * `redisUrl` is set so several gateways share the counts). Policies, all per time window:
 *  - every call: per client IP, and per session token when one is sent;
 *  - login calls (`/api/v2/login/*`, `/api/v2/wx/login/*`): stricter, per IP;
 *  - SMS code requests (`/api/v2/login/getSmsCode`): strictest, per IP;
 *  - live-room chat messages (`/api/v2/live/chat/send`): per session token (`chatMax`, default
 *    RATE_LIMIT_DEFAULTS.chatMax), shared through Redis so a user's flood spread over several
 *    gateways still counts once; the sim adds its per-user spacing behind it.
 * A refused call gets 429 with the envelope code -002 and a Chinese message (the client shows it
 * as a warning), plus `retry-after`. With Redis down the limits fail open within `redisTimeoutMs`.
 */
import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { EdgeError, type EdgeErrorId } from './errors';

/** Options of {@link rateLimitPlugin}. */
export interface RateLimitOptions {
  /** Window of every policy, ms. */
  windowMs: number;
  /** Calls per IP per window. */
  ipMax: number;
  /** Calls per session token per window. */
  tokenMax: number;
  /** Login calls per IP per window. */
  loginMax: number;
  /** SMS code requests per IP per window. */
  smsMax: number;
  /** Chat messages per session token per window; default {@link RATE_LIMIT_DEFAULTS}.chatMax. */
  chatMax?: number;
  /** Redis URL for shared counters; null keeps them in memory. */
  redisUrl: string | null;
  /** Longest wait for Redis before a call is let through, ms. */
  redisTimeoutMs: number;
  /** Called on each refusal (metrics). */
  onLimited?: (policy: RatePolicy) => void;
}

/** Defaults (the README's config table). */
export const RATE_LIMIT_DEFAULTS = {
  windowMs: 60_000,
  ipMax: 600,
  tokenMax: 600,
  loginMax: 30,
  smsMax: 5,
  chatMax: 20,
  redisTimeoutMs: 200,
} as const;

/** Names of the policies (metric label). */
export type RatePolicy = 'sms' | 'login' | 'chat' | 'ip' | 'token';

// Matched against the canonical path (api-path.ts: lower case, no trailing slash).
const LOGIN_PREFIXES = ['/api/v2/login/', '/api/v2/wx/login/'];
const SMS_PATH = '/api/v2/login/getsmscode';
const CHAT_PATH = '/api/v2/live/chat/send';

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

interface Policy {
  name: RatePolicy;
  error: EdgeErrorId;
  applies: (path: string, req: FastifyRequest) => boolean;
  limiter: Limiter;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Enforces the /api limits for a request whose canonical path (api-path.ts) is `path`; called by the proxy. */
    apiRateLimit: (request: FastifyRequest, reply: FastifyReply, path: string) => Promise<void>;
  }
}

function tokenOf(req: FastifyRequest): string | null {
  const t = req.headers.token;
  return typeof t === 'string' && t.length > 0 ? t : null;
}

/** The session token hashed, so raw tokens never reach Redis keys or memory dumps. */
function hashToken(req: FastifyRequest): string {
  return createHash('sha256')
    .update(tokenOf(req) ?? '')
    .digest('base64url')
    .slice(0, 32);
}

function validate(opts: RateLimitOptions): void {
  for (const k of ['windowMs', 'ipMax', 'tokenMax', 'loginMax', 'smsMax', 'redisTimeoutMs'] as const) {
    if (!Number.isInteger(opts[k]) || opts[k] <= 0) throw new Error(`rate limit option ${k} must be a positive integer (got ${opts[k]})`);
  }
  if (opts.redisUrl !== null && !/^rediss?:\/\//.test(opts.redisUrl))
    throw new Error(`rate limit redisUrl must be redis:// or rediss:// (got ${opts.redisUrl})`);
}

async function plugin(fastify: FastifyInstance, opts: RateLimitOptions): Promise<void> {
  validate(opts);
  let redis: Redis | null = null;
  if (opts.redisUrl) {
    // Fail open fast: no offline queue (commands fail at once while disconnected), short timeouts,
    // and keep reconnecting in the background.
    redis = new Redis(opts.redisUrl, {
      connectTimeout: opts.redisTimeoutMs * 5,
      commandTimeout: opts.redisTimeoutMs,
      maxRetriesPerRequest: 0,
      enableOfflineQueue: false,
      retryStrategy: (times) => Math.min(times * 200, 2_000),
    });
    let lastLog = 0;
    redis.on('error', (err: Error) => {
      const now = Date.now();
      if (now - lastLog > 30_000) {
        lastLog = now;
        fastify.log.warn({ err: err.message }, 'rate limit: Redis unavailable, limits fail open');
      }
    });
    const client = redis;
    fastify.addHook('onClose', async () => {
      client.disconnect();
    });
  }

  await fastify.register(rateLimit, {
    global: false,
    timeWindow: opts.windowMs,
    skipOnError: true,
    nameSpace: 'zhigu-rl-',
    ...(redis ? { redis } : {}),
  });

  const ip = (req: FastifyRequest): string => req.ip;
  const make = (max: number, key: (req: FastifyRequest) => string): Limiter => fastify.createRateLimit({ max, timeWindow: opts.windowMs, keyGenerator: key });
  // Most specific first: the first policy that refuses answers.
  const policies: Policy[] = [
    { name: 'sms', error: 'SMS_RATE_LIMITED', applies: (p) => p === SMS_PATH, limiter: make(opts.smsMax, (r) => `sms:${ip(r)}`) },
    {
      name: 'login',
      error: 'LOGIN_RATE_LIMITED',
      applies: (p) => LOGIN_PREFIXES.some((pre) => p.startsWith(pre)),
      limiter: make(opts.loginMax, (r) => `login:${ip(r)}`),
    },
    {
      name: 'chat',
      error: 'CHAT_RATE_LIMITED',
      applies: (p, r) => p === CHAT_PATH && tokenOf(r) !== null,
      limiter: make(opts.chatMax ?? RATE_LIMIT_DEFAULTS.chatMax, (r) => `chat:${hashToken(r)}`),
    },
    { name: 'ip', error: 'RATE_LIMITED', applies: () => true, limiter: make(opts.ipMax, (r) => `ip:${ip(r)}`) },
    {
      name: 'token',
      error: 'RATE_LIMITED',
      applies: (_p, r) => tokenOf(r) !== null,
      // Hash so raw session tokens never reach Redis keys or memory dumps.
      limiter: make(opts.tokenMax, (r) => `tok:${hashToken(r)}`),
    },
  ];

  fastify.decorate('apiRateLimit', async (request: FastifyRequest, reply: FastifyReply, path: string) => {
    let tightest: { remaining: number; max: number; reset: number } | null = null;
    for (const policy of policies) {
      if (!policy.applies(path, request)) continue;
      const r = await policy.limiter(request);
      if (r.isAllowed || r.max === undefined || r.ttl === 0) continue; // ttl 0: store failed, fail open
      if (r.isExceeded) {
        reply.header('x-ratelimit-limit', r.max);
        reply.header('x-ratelimit-remaining', 0);
        reply.header('x-ratelimit-reset', r.ttlInSeconds);
        reply.header('retry-after', r.ttlInSeconds);
        opts.onLimited?.(policy.name);
        throw new EdgeError(policy.error);
      }
      if (!tightest || r.remaining < tightest.remaining) tightest = { remaining: r.remaining, max: r.max, reset: r.ttlInSeconds };
    }
    if (tightest) {
      reply.header('x-ratelimit-limit', tightest.max);
      reply.header('x-ratelimit-remaining', tightest.remaining);
      reply.header('x-ratelimit-reset', tightest.reset);
    }
  });
}

/** Registers the limiters and decorates `fastify.apiRateLimit`. */
export const rateLimitPlugin = fp(plugin, { name: 'zhigu-rate-limit', fastify: '5.x' });

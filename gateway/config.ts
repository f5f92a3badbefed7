/**
 * The gateway's one typed configuration, from environment variables and CLI flags (a flag wins
 * over the variable; `PORT` ↔ `--port`, `UPSTREAM_WS_HOSTS` ↔ `--upstream-ws-hosts`). Every key
 * is validated; a bad value stops the boot with a {@link ConfigError} naming the key.
 * {@link CONFIG_KEYS} is the README's table.
 */
import { existsSync, statSync, accessSync, constants } from 'node:fs';
import path from 'node:path';
import { CACHE_DEFAULTS } from './edge/cache/edge-cache';
import { HUB_DEFAULTS } from './edge/hub/hub';
import { ANALYTICS_RETENTION_DEFAULTS } from './sim/accounts/analytics-event-repository';
import { PROXY_DEFAULTS } from './edge/proxy';
import { LIVE_STREAM_DEFAULTS } from './edge/live-stream';
import { RATE_LIMIT_DEFAULTS } from './edge/rate-limit';
import { SHUTDOWN_TIMEOUT_MS } from './edge/shutdown';
import type { EdgeOptions } from './edge/app';

/** A configuration value was rejected; `key` is the environment variable name. */
export class ConfigError extends Error {
  constructor(
    readonly key: string,
    problem: string,
  ) {
    super(`Invalid configuration ${key}: ${problem}`);
    this.name = 'ConfigError';
  }
}

interface KeySpec<T> {
  env: string;
  doc: string;
  def: T;
  parse: (raw: string) => T;
}

function spec<T>(env: string, def: T, doc: string, parse: (raw: string) => T): KeySpec<T> {
  return { env, def, doc, parse };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

function int(min: number, max = Number.MAX_SAFE_INTEGER) {
  return (raw: string): number => {
    if (!/^\d+$/.test(raw.trim())) throw new Error(`must be an integer (got "${raw}")`);
    const n = Number(raw);
    if (n < min || n > max) throw new Error(`must be between ${min} and ${max} (got ${n})`);
    return n;
  };
}
function positiveNumber(raw: string): number {
  const n = Number(raw);
  if (raw.trim() === '' || !Number.isFinite(n) || n <= 0) throw new Error(`must be a number > 0 (got "${raw}")`);
  return n;
}
function bool(raw: string): boolean {
  const v = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(v)) return true;
  if (['0', 'false', 'no', 'off', ''].includes(v)) return false;
  throw new Error(`must be true or false (got "${raw}")`);
}
function url(protocols: string[]) {
  return (raw: string): string => {
    let u: URL;
    try {
      u = new URL(raw.trim());
    } catch {
      throw new Error(`must be a URL (got "${raw}")`);
    }
    if (!protocols.includes(u.protocol)) throw new Error(`must use ${protocols.join(' or ')} (got "${raw}")`);
    return raw.trim();
  };
}
function nonEmpty(raw: string): string {
  if (raw.trim() === '') throw new Error('must not be empty');
  return raw.trim();
}
function trustProxy(raw: string): boolean | number | string {
  const v = raw.trim();
  if (/^\d+$/.test(v)) return Number(v);
  if (['true', 'false', '1', '0', 'yes', 'no', 'on', 'off', ''].includes(v.toLowerCase())) return bool(v);
  const parts = v.split(',').map((s) => s.trim());
  for (const p of parts) {
    if (!/^[0-9a-fA-F.:]+(\/\d{1,3})?$/.test(p) && !['loopback', 'linklocal', 'uniquelocal'].includes(p)) {
      throw new Error(`must be true, false, a hop count, or addresses/CIDRs separated by commas (got "${p}")`);
    }
  }
  return v;
}

/** Every key: environment variable, default, meaning. */
export const CONFIG_KEYS = {
  host: spec('HOST', '127.0.0.1', 'Address to listen on.', nonEmpty),
  port: spec('PORT', 8080, 'Port to listen on (0 = any free port).', int(0, 65535)),
  opsHost: spec('OPS_HOST', '127.0.0.1', 'Address of the ops listener (/healthz, /readyz, /metrics); keep it private.', nonEmpty),
  opsPort: spec('OPS_PORT', 9464, 'Port of the ops listener (0 = any free port); the public port serves only /healthz.', int(0, 65535)),
  staticDir: spec('STATIC_DIR', 'dist/client', 'Built client directory (`npm run build`).', nonEmpty),
  logLevel: spec('LOG_LEVEL', 'info' as (typeof LOG_LEVELS)[number], `JSON log level: ${LOG_LEVELS.join(', ')}.`, (raw) => {
    const v = raw.trim() as (typeof LOG_LEVELS)[number];
    if (!LOG_LEVELS.includes(v)) throw new Error(`must be one of ${LOG_LEVELS.join(', ')} (got "${raw}")`);
    return v;
  }),
  trustProxy: spec('TRUST_PROXY', false as boolean | number | string, 'Trust x-forwarded-* from: false, true, a hop count, or addresses/CIDRs.', trustProxy),
  upstreamUrl: spec(
    'UPSTREAM_URL',
    null as string | null,
    'Upstream API base URL. Unset: the built-in simulated upstream starts on loopback.',
    url(['http:', 'https:']),
  ),
  upstreamWsHosts: spec(
    'UPSTREAM_WS_HOSTS',
    null as string[] | null,
    'Comma-separated ws:// or wss:// quote feed hosts (the spec has 5), rotated in order. Required with UPSTREAM_URL unless REPLAY_FILE is set.',
    (raw) => {
      const hosts = raw
        .split(',')
        .map((s) => s.trim())
        .filter((s) => s !== '');
      if (hosts.length === 0) throw new Error('must list at least one ws:// URL');
      return hosts.map(url(['ws:', 'wss:']));
    },
  ),
  proxyConnectTimeoutMs: spec('PROXY_CONNECT_TIMEOUT_MS', PROXY_DEFAULTS.connectTimeoutMs as number, 'Upstream API connect timeout (→ 504).', int(1)),
  proxyTimeoutMs: spec(
    'PROXY_TIMEOUT_MS',
    PROXY_DEFAULTS.timeoutMs as number,
    'Upstream API response timeout: headers, and between body chunks (→ 504).',
    int(1),
  ),
  bodyLimitBytes: spec('BODY_LIMIT_BYTES', PROXY_DEFAULTS.bodyLimit as number, 'Largest request body forwarded (→ 413).', int(1)),
  cacheBytes: spec('EDGE_CACHE_BYTES', CACHE_DEFAULTS.maxBytes as number, 'Memory bound of the micro-cache of public market answers (0 = off).', int(0)),
  rateLimitWindowMs: spec('RATE_LIMIT_WINDOW_MS', RATE_LIMIT_DEFAULTS.windowMs as number, 'Window of every rate limit.', int(1)),
  rateLimitIpMax: spec('RATE_LIMIT_IP_MAX', RATE_LIMIT_DEFAULTS.ipMax as number, '/api calls per client IP per window.', int(1)),
  rateLimitTokenMax: spec('RATE_LIMIT_TOKEN_MAX', RATE_LIMIT_DEFAULTS.tokenMax as number, '/api calls per session token per window.', int(1)),
  rateLimitLoginMax: spec(
    'RATE_LIMIT_LOGIN_MAX',
    RATE_LIMIT_DEFAULTS.loginMax as number,
    'Login calls (/api/v2/login/*, /api/v2/wx/login/*) per IP per window.',
    int(1),
  ),
  rateLimitSmsMax: spec('RATE_LIMIT_SMS_MAX', RATE_LIMIT_DEFAULTS.smsMax as number, 'SMS code requests (/api/v2/login/getSmsCode) per IP per window.', int(1)),
  redisUrl: spec(
    'REDIS_URL',
    null as string | null,
    'Share rate-limit counters across gateways through Redis; fails open when Redis is down.',
    url(['redis:', 'rediss:']),
  ),
  redisTimeoutMs: spec('REDIS_TIMEOUT_MS', RATE_LIMIT_DEFAULTS.redisTimeoutMs as number, 'Longest wait for Redis before a call is let through.', int(1)),
  wsBatchMs: spec('WS_BATCH_MS', HUB_DEFAULTS.batchMs as number, 'Quote batching window.', int(1, 1000)),
  wsMaxFrameBytes: spec('WS_MAX_FRAME_BYTES', LIVE_STREAM_DEFAULTS.maxFrameBytes as number, 'Largest client frame (→ close 1009).', int(64)),
  wsMaxCodesPerSocket: spec('WS_MAX_CODES_PER_SOCKET', HUB_DEFAULTS.maxCodesPerClient as number, 'Most codes one socket may subscribe to.', int(1)),
  wsMaxSocketsPerIp: spec('WS_MAX_SOCKETS_PER_IP', LIVE_STREAM_DEFAULTS.maxSocketsPerIp as number, 'Most sockets per client IP (→ close 4001).', int(1)),
  wsIdleTimeoutMs: spec(
    'WS_IDLE_TIMEOUT_MS',
    LIVE_STREAM_DEFAULTS.idleTimeoutMs as number,
    'Close a socket with no HEART for this long (→ close 4000).',
    int(1),
  ),
  wsSlowBytes: spec('WS_SLOW_BYTES', HUB_DEFAULTS.slowBytes as number, 'Send buffer above which a socket is conflated.', int(1)),
  wsSlowCloseMs: spec('WS_SLOW_CLOSE_MS', HUB_DEFAULTS.slowCloseMs as number, 'Close a socket conflated for this long (→ close 4002).', int(1)),
  replayFile: spec('REPLAY_FILE', null as string | null, 'Drive the quote fan-out from a recorded file instead of the upstream feed.', nonEmpty),
  replaySpeed: spec('REPLAY_SPEED', 1, 'Replay speed factor (2 = twice as fast).', positiveNumber),
  replayLoop: spec('REPLAY_LOOP', false, 'Start the replay over at the end of the file.', bool),
  recordFile: spec('RECORD_FILE', null as string | null, 'Also record every feed frame to this file (NDJSON).', nonEmpty),
  shutdownTimeoutMs: spec('SHUTDOWN_TIMEOUT_MS', SHUTDOWN_TIMEOUT_MS, 'Bound on graceful shutdown after SIGTERM/SIGINT.', int(1)),
  simSeed: spec('SIM_SEED', null as number | null, 'Seed of the simulated market (built-in upstream only).', int(0)),
  simClock: spec('SIM_CLOCK', null as string | null, 'Clock of the simulated market, passed to the sim as is (built-in upstream only).', nonEmpty),
  simAnalyticsMaxAgeDays: spec(
    'SIM_ANALYTICS_MAX_AGE_DAYS',
    ANALYTICS_RETENTION_DEFAULTS.maxAgeMs / 86_400_000,
    'Analytics events older than this many days are deleted (built-in upstream only).',
    int(1, 3650),
  ),
  simAnalyticsMaxPerUser: spec(
    'SIM_ANALYTICS_MAX_PER_USER',
    ANALYTICS_RETENTION_DEFAULTS.maxPerUser,
    'Most analytics events kept per account, oldest deleted first (built-in upstream only).',
    int(1),
  ),
  simDataDir: spec('SIM_DATA_DIR', null as string | null, 'Data directory of the simulated upstream (built-in upstream only).', nonEmpty),
  simCacheDir: spec(
    'SIM_CACHE_DIR',
    null as string | null,
    "Where the simulated upstream keeps what it derives at boot, so later boots read it back (default: the data directory's cache/).",
    nonEmpty,
  ),
};

type Keys = typeof CONFIG_KEYS;
/** The validated configuration. */
export type GatewayConfig = { [K in keyof Keys]: Keys[K]['def'] };

/** `UPSTREAM_WS_HOSTS` → `--upstream-ws-hosts`. */
export function flagName(env: string): string {
  return `--${env.toLowerCase().replaceAll('_', '-')}`;
}

function parseFlags(argv: readonly string[]): Map<string, string> {
  const byFlag = new Map<string, string>();
  for (const k of Object.values(CONFIG_KEYS)) byFlag.set(flagName(k.env), k.env);
  const out = new Map<string, string>();
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (!arg.startsWith('--')) throw new ConfigError(arg, 'unexpected argument (flags look like --port=8080)');
    const eq = arg.indexOf('=');
    const flag = eq === -1 ? arg : arg.slice(0, eq);
    const env = byFlag.get(flag);
    if (!env) throw new ConfigError(flag, 'unknown flag');
    let value: string;
    if (eq !== -1) value = arg.slice(eq + 1);
    else if (argv[i + 1] !== undefined && !argv[i + 1]!.startsWith('--')) value = argv[++i]!;
    else value = 'true'; // bare boolean flag
    out.set(env, value);
  }
  return out;
}

function checkCombination(cfg: GatewayConfig): void {
  if (cfg.upstreamUrl && !cfg.upstreamWsHosts && !cfg.replayFile) {
    throw new ConfigError('UPSTREAM_WS_HOSTS', 'is required when UPSTREAM_URL is set (or set REPLAY_FILE)');
  }
  if (!cfg.upstreamUrl && cfg.upstreamWsHosts) {
    throw new ConfigError('UPSTREAM_URL', 'is required when UPSTREAM_WS_HOSTS is set');
  }
  if (cfg.replayFile) {
    try {
      accessSync(cfg.replayFile, constants.R_OK);
      if (!statSync(cfg.replayFile).isFile()) throw new Error();
    } catch {
      throw new ConfigError('REPLAY_FILE', `cannot read file ${cfg.replayFile}`);
    }
  }
  if (cfg.recordFile && !existsSync(path.dirname(path.resolve(cfg.recordFile)))) {
    throw new ConfigError('RECORD_FILE', `directory of ${cfg.recordFile} does not exist`);
  }
  if (!existsSync(cfg.staticDir) || !statSync(cfg.staticDir).isDirectory()) {
    throw new ConfigError('STATIC_DIR', `directory ${cfg.staticDir} does not exist (run npm run build)`);
  }
}

/** Reads and validates the configuration; throws {@link ConfigError} naming the first bad key. */
export function loadConfig(env: Readonly<Record<string, string | undefined>>, argv: readonly string[] = []): GatewayConfig {
  const flags = parseFlags(argv);
  const out: Record<string, unknown> = {};
  for (const [field, k] of Object.entries(CONFIG_KEYS) as [string, KeySpec<unknown>][]) {
    const raw = flags.get(k.env) ?? env[k.env];
    if (raw === undefined || (raw.trim() === '' && k.def === null)) {
      out[field] = k.def;
      continue;
    }
    try {
      out[field] = k.parse(raw);
    } catch (err) {
      throw new ConfigError(k.env, (err as Error).message);
    }
  }
  const cfg = out as GatewayConfig;
  checkCombination(cfg);
  return cfg;
}

/** The README table of every key. */
export function configTable(): string {
  const rows = Object.values(CONFIG_KEYS).map((k) => {
    const def = k.def === null ? '—' : Array.isArray(k.def) ? k.def.join(',') : String(k.def);
    return `| \`${k.env}\` | \`${flagName(k.env)}\` | ${def === '' ? '""' : `\`${def}\``} | ${k.doc} |`;
  });
  return ['| Variable | Flag | Default | Meaning |', '|---|---|---|---|', ...rows].join('\n');
}

/** The edge's options for a configuration and the resolved upstream (real or simulated). */
export function edgeOptions(cfg: GatewayConfig, upstream: { apiUrl: string; wsUrls: readonly string[] }): EdgeOptions {
  return {
    upstreamUrl: upstream.apiUrl,
    source: cfg.replayFile
      ? { kind: 'replay', file: cfg.replayFile, speed: cfg.replaySpeed, loop: cfg.replayLoop }
      : { kind: 'upstream', hosts: upstream.wsUrls },
    recordFile: cfg.recordFile,
    staticDir: cfg.staticDir,
    trustProxy: cfg.trustProxy,
    logger: cfg.logLevel === 'silent' ? false : { level: cfg.logLevel },
    proxy: { connectTimeoutMs: cfg.proxyConnectTimeoutMs, timeoutMs: cfg.proxyTimeoutMs, bodyLimit: cfg.bodyLimitBytes },
    cache: { maxBytes: cfg.cacheBytes },
    rateLimit: {
      windowMs: cfg.rateLimitWindowMs,
      ipMax: cfg.rateLimitIpMax,
      tokenMax: cfg.rateLimitTokenMax,
      loginMax: cfg.rateLimitLoginMax,
      smsMax: cfg.rateLimitSmsMax,
      redisUrl: cfg.redisUrl,
      redisTimeoutMs: cfg.redisTimeoutMs,
    },
    ws: {
      batchMs: cfg.wsBatchMs,
      maxFrameBytes: cfg.wsMaxFrameBytes,
      maxCodesPerSocket: cfg.wsMaxCodesPerSocket,
      maxSocketsPerIp: cfg.wsMaxSocketsPerIp,
      idleTimeoutMs: cfg.wsIdleTimeoutMs,
      slowBytes: cfg.wsSlowBytes,
      slowCloseMs: cfg.wsSlowCloseMs,
    },
  };
}

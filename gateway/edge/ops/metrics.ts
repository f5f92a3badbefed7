/**
 * The edge's Prometheus metrics (prom-client), one registry per app instance so several apps in
 * one process (tests, benches) never share counters. Names are prefixed `zhigu_`.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { HubObserver } from '../hub/hub-client';

/** Live figures read at scrape time. */
export interface LiveFigures {
  clients: number;
  subscriptions: number;
  codes: number;
  conflating: number;
  upstreamUp: boolean;
}

/** The metric handles the plugins report to. */
export interface EdgeMetrics {
  readonly registry: Registry;
  /** Hub counters (frames/bytes out, conflation, drops, slow closes). */
  readonly hubObserver: HubObserver;
  socketClosed(reason: string): void;
  frameRejected(): void;
  upstreamReconnect(host: string): void;
  proxyCompleted(status: number, seconds: number): void;
  rateLimited(policy: string): void;
  /** Where the live gauges read from (set once the hub exists). */
  setLiveSource(read: () => LiveFigures): void;
  /** Where the micro-cache gauges read from (set when the cache is on). */
  setCacheSource(read: () => CacheFigures): void;
}

/** The micro-cache's counters since start and what it holds. */
export interface CacheFigures {
  hits: number;
  misses: number;
  coalesced: number;
  stale: number;
  staleOnError: number;
  loads: number;
  bytes: number;
  entries: number;
}

/** Creates the registry and every metric. */
export function createEdgeMetrics(options: { defaultMetrics?: boolean } = {}): EdgeMetrics {
  const registry = new Registry();
  if (options.defaultMetrics !== false) collectDefaultMetrics({ register: registry, prefix: 'zhigu_' });
  let read: () => LiveFigures = () => ({ clients: 0, subscriptions: 0, codes: 0, conflating: 0, upstreamUp: false });

  const gauge = (name: string, help: string, pick: (f: LiveFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(read()));
      },
    });
  gauge('zhigu_ws_open_sockets', 'Open browser live sockets', (f) => f.clients);
  gauge('zhigu_ws_subscriptions', 'Codes subscribed, summed over sockets', (f) => f.subscriptions);
  gauge('zhigu_upstream_codes', 'Distinct codes asked of the upstream', (f) => f.codes);
  gauge('zhigu_ws_conflating_sockets', 'Sockets currently conflated (slow consumers)', (f) => f.conflating);
  gauge('zhigu_upstream_up', '1 while the upstream feed (or a replay) is delivering', (f) => (f.upstreamUp ? 1 : 0));

  let readCache: () => CacheFigures = () => ({ hits: 0, misses: 0, coalesced: 0, stale: 0, staleOnError: 0, loads: 0, bytes: 0, entries: 0 });
  const cacheGauge = (name: string, help: string, pick: (f: CacheFigures) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(pick(readCache()));
      },
    });
  cacheGauge('zhigu_cache_hits', 'Micro-cache answers served fresh, since start', (f) => f.hits);
  cacheGauge('zhigu_cache_misses', 'Micro-cache misses that loaded from the upstream, since start', (f) => f.misses);
  cacheGauge('zhigu_cache_coalesced', 'Misses that joined a load already in flight, since start', (f) => f.coalesced);
  cacheGauge('zhigu_cache_stale_served', 'Stale answers served while revalidating, since start', (f) => f.stale);
  cacheGauge('zhigu_cache_stale_on_error', 'Stale answers served because the upstream failed, since start', (f) => f.staleOnError);
  cacheGauge('zhigu_cache_upstream_loads', 'Upstream calls made by the micro-cache, since start', (f) => f.loads);
  cacheGauge('zhigu_cache_bytes', 'Bytes held by the micro-cache', (f) => f.bytes);
  cacheGauge('zhigu_cache_entries', 'Answers held by the micro-cache', (f) => f.entries);

  const counter = <L extends string>(name: string, help: string, labelNames: L[] = []) => new Counter<L>({ name, help, labelNames, registers: [registry] });
  const framesOut = counter('zhigu_ws_frames_out_total', 'Frames sent to browser sockets');
  const bytesOut = counter('zhigu_ws_bytes_out_total', 'Bytes sent to browser sockets (payload)');
  const conflated = counter('zhigu_ws_conflated_total', 'Times a socket entered conflation');
  const dropped = counter('zhigu_ws_dropped_updates_total', 'Updates superseded while a socket was conflated');
  const closed = counter('zhigu_ws_closed_total', 'Browser sockets closed, by reason', ['reason']);
  const rejected = counter('zhigu_ws_rejected_frames_total', 'Client frames rejected (malformed or not allowed)');
  const reconnects = counter('zhigu_upstream_reconnects_total', 'Upstream feed connection attempts after the first, by host', ['host']);
  const limited = counter('zhigu_rate_limited_total', '429 answers, by policy', ['policy']);
  const latency = new Histogram({
    name: 'zhigu_proxy_request_duration_seconds',
    help: 'Latency of proxied /api calls, by status',
    labelNames: ['status'],
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  return {
    registry,
    hubObserver: {
      framesSent(frames, bytes) {
        framesOut.inc(frames);
        bytesOut.inc(bytes);
      },
      conflated: () => conflated.inc(),
      dropped: (n) => dropped.inc(n),
      slowClosed: () => undefined, // counted by socketClosed('slow_consumer')
    },
    socketClosed: (reason) => closed.inc({ reason }),
    frameRejected: () => rejected.inc(),
    upstreamReconnect: (host) => reconnects.inc({ host }),
    proxyCompleted: (status, seconds) => latency.observe({ status: String(status) }, seconds),
    rateLimited: (policy) => limited.inc({ policy }),
    setLiveSource(fn) {
      read = fn;
    },
    setCacheSource(fn) {
      readCache = fn;
    },
  };
}

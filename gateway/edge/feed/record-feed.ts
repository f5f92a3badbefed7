/**
 * Records an upstream quote feed to a file: one rotating feed socket (same timings and host
 * rotation as the gateway) asking for everything (`subAll`), every frame written as a line.
 * Runs until `durationMs` passes or the returned `stop` is called.
 */
import { openFeedRecorder } from './recorder';
import { UpstreamFeed, type FeedLogger, type UpstreamFeedOptions } from './upstream-feed';

/** Options of {@link recordFeed}. */
export interface RecordFeedOptions {
  hosts: readonly string[];
  out: string;
  /** Stop after this long, ms; null records until stopped. */
  durationMs: number | null;
  timings?: Pick<UpstreamFeedOptions, 'heartbeatMs' | 'connectTimeoutMs' | 'errorRetryMs' | 'deadAfterMs'>;
  log?: FeedLogger;
}

/** A running recording. */
export interface Recording {
  /** Resolves with the number of lines once the recording stopped and the file is closed. */
  readonly finished: Promise<number>;
  /** Stops now. */
  stop(): void;
}

/** Starts recording; resolves once the output file is open. */
export async function recordFeed(opts: RecordFeedOptions): Promise<Recording> {
  const recorder = await openFeedRecorder(opts.out);
  const feed = new UpstreamFeed({
    hosts: opts.hosts,
    ...opts.timings,
    subscribeAll: true,
    onQuotes: (type, quotes) => recorder.write(type, quotes),
    onNews: (items) => recorder.writeNews(items),
    onUserEvent: (uid, event) => recorder.writeUserEvent(uid, event),
    onStatus: (up, host) => opts.log?.info({ host, up }, up ? 'recording from host' : 'feed closed'),
    log: opts.log,
  });
  let stopResolve: () => void = () => {};
  const stopped = new Promise<void>((resolve) => (stopResolve = resolve));
  const timer = opts.durationMs === null ? null : setTimeout(stopResolve, opts.durationMs);
  feed.start();
  const finished = stopped.then(async () => {
    if (timer) clearTimeout(timer);
    feed.stop();
    await recorder.close();
    return recorder.lines;
  });
  return { finished, stop: () => stopResolve() };
}

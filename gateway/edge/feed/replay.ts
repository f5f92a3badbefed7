/**
 * Drives the fan-out from a recorded feed file instead of an upstream (REPLAY_FILE): each line is
 * emitted after the same gap as when it was recorded, divided by `speed`; with `loop` the file
 * starts over at its end. Malformed lines are skipped with a warning naming the line number.
 */
import { createReadStream } from 'node:fs';
import { access, constants } from 'node:fs/promises';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseFeedLine } from '../../../contracts/feed-record';
import type { NewsItem } from '../../../contracts/endpoints/news';
import type { Quote } from '../../../contracts/ws-protocol';
import type { PersonalEvent } from '../../../contracts/ws-personal';
import type { FeedLogger } from './upstream-feed';

/** Options of {@link FeedReplay}. */
export interface FeedReplayOptions {
  file: string;
  /** Playback speed factor (> 0); 2 plays twice as fast. */
  speed: number;
  /** Start over at the end of the file. */
  loop: boolean;
  onQuotes: (type: 'snapshot' | 'quotes', quotes: Quote[]) => void;
  /** Personal-event lines (contracts/ws-personal.ts). */
  onUserEvent?: (uid: number, event: PersonalEvent) => void;
  /** News lines (a file recorded before news existed has none). */
  onNews?: (items: NewsItem[]) => void;
  /** Called once the whole file was played (never when looping). */
  onEnd?: () => void;
  log?: FeedLogger;
}

/** See the module comment. */
export class FeedReplay {
  private readonly abort = new AbortController();
  private runningFlag = false;
  private finished: Promise<void> = Promise.resolve();
  /** Lines emitted so far (all passes). */
  emitted = 0;
  /** Malformed lines skipped so far. */
  skipped = 0;

  constructor(private readonly opts: FeedReplayOptions) {
    if (!Number.isFinite(opts.speed) || opts.speed <= 0) throw new Error(`replay speed must be > 0 (got ${opts.speed})`);
  }

  /** Checks the file is readable, then starts playing in the background. */
  async start(): Promise<void> {
    await access(this.opts.file, constants.R_OK);
    this.runningFlag = true;
    this.finished = this.run().finally(() => {
      this.runningFlag = false;
    });
  }

  /** True from start until the end of the file (forever when looping) or stop. */
  get running(): boolean {
    return this.runningFlag;
  }

  /** Resolves when playback ends (end of file without loop, or stop). */
  done(): Promise<void> {
    return this.finished;
  }

  /** Stops playback. */
  async stop(): Promise<void> {
    this.abort.abort();
    await this.finished;
  }

  private async run(): Promise<void> {
    const signal = this.abort.signal;
    try {
      do {
        await this.playOnce(signal);
      } while (this.opts.loop && !signal.aborted);
      if (!signal.aborted) this.opts.onEnd?.();
    } catch (err) {
      if (!signal.aborted) this.opts.log?.warn({ err, file: this.opts.file }, 'replay failed');
    }
  }

  private async playOnce(signal: AbortSignal): Promise<void> {
    const input = createReadStream(this.opts.file, { encoding: 'utf8' });
    const lines = createInterface({ input, crlfDelay: Infinity });
    let first: number | null = null;
    let startedAt = 0;
    let lineNo = 0;
    try {
      for await (const line of lines) {
        lineNo++;
        if (signal.aborted) return;
        if (line.trim() === '') continue;
        const record = parseFeedLine(line);
        if (typeof record === 'string') {
          this.skipped++;
          this.opts.log?.warn({ file: this.opts.file, line: lineNo, reason: record }, 'replay: malformed line skipped');
          continue;
        }
        if (first === null) {
          // Anchor the schedule at the first emitted line, so a slow start does not squeeze the gaps.
          first = record.t;
          startedAt = performance.now();
        }
        const wait = startedAt + (record.t - first) / this.opts.speed - performance.now();
        if (wait >= 1) await sleep(wait, undefined, { signal });
        this.emitted++;
        if (record.type === 'news') this.opts.onNews?.(record.items);
        else if (record.type === 'userEvent') this.opts.onUserEvent?.(record.uid, record.event);
        else this.opts.onQuotes(record.type, record.quotes);
      }
    } finally {
      lines.close();
      input.destroy();
    }
  }
}

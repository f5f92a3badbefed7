/**
 * Appends upstream frames to a recorded feed file (contracts/feed-record.ts). Used by
 * `npm run record` and by the edge when RECORD_FILE is set (which also records a replay, for the
 * lossless round trip).
 */
import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import type { NewsItem } from '../../../contracts/endpoints/news';
import { encodeFeedRecord, encodeNewsRecord, encodeUserEventRecord } from '../../../contracts/feed-record';
import type { PersonalEvent } from '../../../contracts/ws-personal';
import type { Quote } from '../../../contracts/ws-protocol';

/** A recorder writing one NDJSON line per frame. */
export interface FeedRecorder {
  /** Records a frame received now (or at `t`). */
  write(type: 'snapshot' | 'quotes', quotes: readonly Quote[], t?: number): void;
  /** Records a news push received now (or at `t`). */
  writeNews(items: readonly NewsItem[], t?: number): void;
  /** Records a user's personal event relayed now (or at `t`). */
  writeUserEvent(uid: number, event: PersonalEvent, t?: number): void;
  /** Lines written so far. */
  readonly lines: number;
  /** Flushes and closes the file. */
  close(): Promise<void>;
}

/** Opens (truncates) `file` for recording; resolves once the file is open. */
export async function openFeedRecorder(file: string): Promise<FeedRecorder> {
  const out: WriteStream = createWriteStream(file, { flags: 'w' });
  await once(out, 'open');
  let lines = 0;
  let closed = false;
  return {
    write(type, quotes, t = Date.now()) {
      if (closed) return;
      out.write(encodeFeedRecord({ t, type, quotes: quotes as Quote[] }));
      lines++;
    },
    writeNews(items, t = Date.now()) {
      if (closed) return;
      out.write(encodeNewsRecord({ t, type: 'news', items: items as NewsItem[] }));
      lines++;
    },
    writeUserEvent(uid, event, t = Date.now()) {
      if (closed) return;
      out.write(encodeUserEventRecord({ t, type: 'userEvent', uid, event }));
      lines++;
    },
    get lines() {
      return lines;
    },
    async close() {
      if (closed) return;
      closed = true;
      out.end();
      await once(out, 'close');
    },
  };
}

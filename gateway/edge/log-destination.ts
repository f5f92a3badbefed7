/**
 * Where the edge's JSON log goes when the caller names no stream: stdout through a buffered
 * sonic-boom (`pino.destination` with `minLength`) instead of pino's default of one synchronous
 * write(2) per line. At info every request writes an access line, and that syscall was the second
 * largest cost of a cached answer (12 % of its CPU, bench:proxy). Lines are written when
 * `minLength` bytes are waiting, and at the latest every `flushMs`, so a quiet gateway's lines
 * still show up at once for a human tailing them.
 *
 * Nothing is lost on a stop: the edge flushes in `onClose`, and pino's destination writes what is
 * left synchronously on `exit` (process.exit, a fatal uncaught error) and `beforeExit`. Only a
 * SIGKILL or a crash of the runtime itself can drop the last `flushMs` of lines. The buffer has no
 * upper bound: under a stalled stdout it grows instead of dropping lines (a synchronous log would
 * block the event loop instead).
 */
import pino from 'pino';

/** Buffering of the default log destination. */
export const LOG_BUFFER = {
  /** Bytes gathered before a write (about 200 access lines). */
  minLength: 32 * 1024,
  /** Longest a line waits, ms. */
  flushMs: 100,
} as const;

/** The buffered destination: a pino stream plus a flush that resolves once everything is written. */
export interface BufferedLogDestination {
  readonly stream: { write(line: string): boolean };
  flush(): Promise<void>;
  /** Writes what is left and closes the file (the edge never does: stdout outlives it). */
  end(): void;
}

/** A buffered, asynchronous destination writing to `fd` (stdout by default). */
export function bufferedLogDestination(fd = 1, opts: { minLength?: number; flushMs?: number } = {}): BufferedLogDestination {
  // Buffer mode: sonic-boom's text mode measures the whole pending string (Buffer.byteLength of
  // a growing concatenation) on every line, which made a buffered line cost more than the
  // synchronous write it replaced; as Buffers, each line is measured once and joined per write.
  const sonic = pino.destination({
    dest: fd,
    sync: false,
    contentMode: 'buffer',
    minLength: opts.minLength ?? LOG_BUFFER.minLength,
    // One write may carry everything gathered (sonic-boom wants minLength below maxWrite).
    maxWrite: 2 * (opts.minLength ?? LOG_BUFFER.minLength),
    periodicFlush: opts.flushMs ?? LOG_BUFFER.flushMs,
  });
  const writeBuffer = sonic.write.bind(sonic) as unknown as (data: Buffer) => boolean;
  return {
    stream: { write: (line) => writeBuffer(Buffer.from(line)) },
    flush: () =>
      new Promise<void>((resolve) => {
        // An error (the stream destroyed, EPIPE) has nothing left to flush to: resolve anyway.
        sonic.flush(() => resolve());
      }),
    end: () => sonic.end(),
  };
}

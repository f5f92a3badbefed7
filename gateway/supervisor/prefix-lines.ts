/**
 * Copies a child's output to ours line by line with a prefix (`[sim] …`), so the two processes'
 * logs stay apart in one terminal. A partial last line is written when the stream ends.
 */
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';

/** Writes each line of `stream` as `${prefix}${line}\n` through `write`; returns when the stream ends. */
export function prefixLines(stream: Readable, prefix: string, write: (text: string) => void): Promise<void> {
  const lines = createInterface({ input: stream, crlfDelay: Number.POSITIVE_INFINITY });
  lines.on('line', (line) => write(`${prefix}${line}\n`));
  return new Promise((resolve) => lines.once('close', () => resolve()));
}

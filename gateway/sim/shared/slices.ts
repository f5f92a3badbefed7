/**
 * Slow sim work done in slices: the quote pump and requests get the event loop between slices, so
 * a cold build (a market-wide model, a history block) never holds them for seconds.
 */

/**
 * Slice length of the screener's table builds (today's, yesterday's, a past date's), which run while
 * the sim serves other requests: a light answer waits for at most about one slice. 25 ms slices let
 * the sim's light endpoints reach p99 53 ms (loop stalls to 85 ms) while a ten-year-back screen
 * built; 10 ms slices gave p99 36 ms (stalls ≤ 45 ms) with no slower build (`npm run bench:simloop`).
 */
export const SCREEN_SLICE_MS = 10;

/** Resolves once the event loop has run its pending I/O callbacks. */
export function yieldToLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** Calls `step()` `count` times in slices of about `sliceMs`, yielding to the event loop between slices. */
export async function inSlices(count: number, step: () => void, sliceMs = 20): Promise<void> {
  let done = 0;
  while (done < count) {
    const start = performance.now();
    while (done < count && performance.now() - start < sliceMs) {
      step();
      done++;
    }
    await yieldToLoop();
  }
}

/**
 * A long pure build written as a generator that `yield`s between its units of work (one member,
 * one security): {@link runNow} runs it to the end at once, {@link runSliced} in slices of about
 * `sliceMs` that give the event loop back between them. One body, both ways, so the two cannot differ.
 */
export type SteppedBuild<T> = Generator<void, T, void>;

/** Runs a {@link SteppedBuild} to its end synchronously. */
export function runNow<T>(build: SteppedBuild<T>): T {
  for (;;) {
    const r = build.next();
    if (r.done) return r.value;
  }
}

/** Runs a {@link SteppedBuild} in slices of about `sliceMs`, yielding to the event loop between slices. */
export async function runSliced<T>(build: SteppedBuild<T>, sliceMs = 20): Promise<T> {
  let start = performance.now();
  for (;;) {
    const r = build.next();
    if (r.done) return r.value;
    if (performance.now() - start >= sliceMs) {
      await yieldToLoop();
      start = performance.now();
    }
  }
}

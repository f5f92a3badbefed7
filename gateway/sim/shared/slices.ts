/**
 * Slow sim work done in slices: the quote pump and requests get the event loop between slices, so
 * a cold build (a market-wide model, a history block) never holds them for seconds.
 */

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

/**
 * Batches DOM writes of live values into one animation frame (DESIGN.md: live prices never
 * re-render React trees; cells write their text nodes, batched per frame). The last write per
 * target within a frame wins.
 */

type Write = () => void;

const pending = new Map<object, Write>();
let scheduled = false;

function flush(): void {
  scheduled = false;
  const writes = [...pending.values()];
  pending.clear();
  for (const w of writes) w();
}

/** Queues `write` for the next frame under `target` (a newer write for the same target replaces it). */
export function writeNextFrame(target: object, write: Write): void {
  pending.set(target, write);
  if (scheduled) return;
  scheduled = true;
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(flush);
  else setTimeout(flush, 16);
}

/** Drops a queued write (the target unmounted). */
export function cancelWrite(target: object): void {
  pending.delete(target);
}

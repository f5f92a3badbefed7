/** A virtual clock for stream tests: `advanceTo(ms)` runs every scheduled action due by then. */
import { VirtualTimeScheduler } from 'rxjs';

export interface VirtualClock {
  scheduler: VirtualTimeScheduler;
  now(): number;
  advanceTo(ms: number): void;
  advanceBy(ms: number): void;
}

export function virtualClock(): VirtualClock {
  const scheduler = new VirtualTimeScheduler();
  const clock: VirtualClock = {
    scheduler,
    now: () => scheduler.now(),
    advanceTo(ms) {
      scheduler.maxFrames = ms;
      scheduler.flush();
      scheduler.frame = Math.max(scheduler.frame, ms);
    },
    advanceBy(ms) {
      clock.advanceTo(scheduler.frame + ms);
    },
  };
  return clock;
}

/**
 * Whether the data comes from the built-in simulated upstream (every sim response carries
 * `x-sim: 1`, DESIGN.md), so the top bar can show the 「模拟行情」 badge.
 */
import { BehaviorSubject, distinctUntilChanged, type Observable } from 'rxjs';

const simulated = new BehaviorSubject(false);

/** Records that a simulated response was seen. */
export function markSimulated(): void {
  if (!simulated.value) simulated.next(true);
}

/** True once any simulated response was seen. */
export const simulated$: Observable<boolean> = simulated.pipe(distinctUntilChanged());

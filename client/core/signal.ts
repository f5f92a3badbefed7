/**
 * Signals: a private Subject with an exported emitter (a verb) and a read-only stream (past tense,
 * ending in `$`), as DESIGN.md "Client state" describes.
 */
import { Subject, type Observable } from 'rxjs';

/** A signal's emitter and its read-only stream. */
export type Signal<T> = readonly [emit: (value: T) => void, stream$: Observable<T>];

/** Creates a signal. `const [selectGroup, groupSelected$] = createSignal<number>()`. */
export function createSignal<T = void>(): Signal<T> {
  const subject = new Subject<T>();
  return [(value: T) => subject.next(value), subject.asObservable()] as const;
}

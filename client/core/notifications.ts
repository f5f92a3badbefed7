/**
 * App-wide messages: short warnings (`warn`) and titled notifications (`notify`), as the request
 * layer (spec §8), the socket (网络已断开) and pages need. The toaster in client/app renders them.
 */
import { merge, timer, map, mergeMap, takeUntil, filter, type Observable } from 'rxjs';
import { createSignal } from './signal';
import { createStore, on } from './store';

/** How long a warning stays. */
export const WARN_DURATION_MS = 3_000;
/** How long a titled notification stays. */
export const NOTIFY_DURATION_MS = 4_500;
/** Most toasts on screen at once (the oldest goes first). */
export const MAX_TOASTS = 5;

/** A toast on screen. */
export interface Toast {
  id: number;
  kind: 'warning' | 'notification' | 'success';
  /** Title (notifications only). */
  title: string;
  /** The message. */
  message: string;
}

/** A titled notification's content. */
export interface NotifyOptions {
  title: string;
  description: string;
}

let nextId = 1;
const [show, shown$] = createSignal<Toast>();
const [dismissToast, dismissed$] = createSignal<number>();

/** Shows a warning (e.g. the server message of a `-002` answer). Repeats of the message on screen are ignored. */
export function warn(message: string): void {
  show({ id: nextId++, kind: 'warning', title: '', message });
}

/** Shows a short success message. */
export function success(message: string): void {
  show({ id: nextId++, kind: 'success', title: '', message });
}

/** Shows a titled notification (e.g. 请求错误 with status and url). */
export function notify({ title, description }: NotifyOptions): void {
  show({ id: nextId++, kind: 'notification', title, message: description });
}

export { dismissToast };

const expired$: Observable<number> = shown$.pipe(
  mergeMap((t) =>
    timer(t.kind === 'notification' ? NOTIFY_DURATION_MS : WARN_DURATION_MS).pipe(
      map(() => t.id),
      takeUntil(dismissed$.pipe(filter((id) => id === t.id))),
    ),
  ),
);

/** The toasts on screen, oldest first. */
export const toasts$: Observable<readonly Toast[]> = createStore<Toast[]>(
  [],
  [
    on(shown$, (s, t) => {
      // The same text twice in a row (e.g. several calls failing at once) shows once.
      if (s.some((x) => x.message === t.message && x.title === t.title)) return;
      s.push(t);
      if (s.length > MAX_TOASTS) s.shift();
    }),
    on(merge(dismissed$, expired$), (s, id) => s.filter((t) => t.id !== id)),
  ],
  { keepAlive: true },
);

/** Every toast shown (for tests and the e2e hooks). */
export const toastShown$: Observable<Toast> = shown$;

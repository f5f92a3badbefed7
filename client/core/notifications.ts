/**
 * App-wide messages: short warnings (`warn`) and titled notifications (`notify`), as the request
 * layer (spec §8), the socket (网络已断开) and pages need. The toaster in client/app renders them.
 */
import { filter, map, merge, mergeMap, type Observable, scan, shareReplay, startWith, takeUntil, timer } from 'rxjs';
import { createSignal } from './signal';

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
  /** A link under a notification's message (e.g. a fired 价格预警's stock). */
  link?: ToastLink;
  /** The security whose live price a notification shows under its message. */
  live?: string;
  /** How long it stays, ms (default by kind). */
  durationMs?: number;
}

/** A notification's link: an in-app path and its text. */
export interface ToastLink {
  href: string;
  label: string;
}

/** A titled notification's content. */
export interface NotifyOptions {
  title: string;
  description: string;
  link?: ToastLink;
  /** A security id: the card shows its live price. */
  live?: string;
  durationMs?: number;
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
export function notify({ title, description, link, live, durationMs }: NotifyOptions): void {
  show({
    id: nextId++,
    kind: 'notification',
    title,
    message: description,
    ...(link ? { link } : {}),
    ...(live ? { live } : {}),
    ...(durationMs !== undefined ? { durationMs } : {}),
  });
}

export { dismissToast };

const expired$: Observable<number> = shown$.pipe(
  mergeMap((t) =>
    timer(t.durationMs ?? (t.kind === 'notification' ? NOTIFY_DURATION_MS : WARN_DURATION_MS)).pipe(
      map(() => t.id),
      takeUntil(dismissed$.pipe(filter((id) => id === t.id))),
    ),
  ),
);

type ToastEdit = (toasts: readonly Toast[]) => readonly Toast[];

/**
 * The toasts on screen, oldest first. A plain scan rather than core/store: this module loads with
 * the first page, and immer (which core/store uses) stays out of the entry chunk that way.
 */
export const toasts$: Observable<readonly Toast[]> = merge(
  shown$.pipe(
    map(
      (t): ToastEdit =>
        (s) =>
          // The same text twice in a row (e.g. several calls failing at once) shows once.
          s.some((x) => x.message === t.message && x.title === t.title) ? s : [...s, t].slice(-MAX_TOASTS),
    ),
  ),
  merge(dismissed$, expired$).pipe(
    map(
      (id): ToastEdit =>
        (s) =>
          s.filter((t) => t.id !== id),
    ),
  ),
).pipe(
  scan((s: readonly Toast[], edit: ToastEdit) => edit(s), []),
  startWith([] as readonly Toast[]),
  shareReplay({ bufferSize: 1, refCount: false }),
);

/** Every toast shown (for tests and the e2e hooks). */
export const toastShown$: Observable<Toast> = shown$;

/**
 * Browser navigation as a stream, with a direction per step, for the forward-mode page cache
 * (spec §4, §9 "cache mode: forward"). Each history entry carries its position (`idx`) in
 * `history.state`, so a `popstate` can tell back from forward. Pushes made by any code (wouter's
 * own navigate included) are stamped as they happen.
 */
import { navigate as wouterNavigate } from 'wouter/use-browser-location';
import { Observable, shareReplay } from 'rxjs';

/** How the current entry was reached. */
export type NavDirection = 'initial' | 'forward' | 'back' | 'replace';

/** One navigation step. */
export interface NavigationEvent {
  pathname: string;
  search: string;
  direction: NavDirection;
  /** Position in this tab's history. */
  index: number;
}

/** The history-event type that produced a step. */
export type HistoryEventType = 'pushState' | 'replaceState' | 'popstate';

/**
 * Pure: the direction and new index of a history event, from the index before it and the `idx`
 * stored in the entry now current (undefined when the entry has none).
 */
export function stepOf(type: HistoryEventType, previousIndex: number, entryIndex: number | undefined): { direction: NavDirection; index: number } {
  switch (type) {
    case 'pushState':
      return { direction: 'forward', index: previousIndex + 1 };
    case 'replaceState':
      return { direction: 'replace', index: previousIndex };
    case 'popstate':
      if (entryIndex === undefined) return { direction: 'back', index: Math.max(0, previousIndex - 1) };
      return { direction: entryIndex < previousIndex ? 'back' : 'forward', index: entryIndex };
  }
}

function entryIndex(): number | undefined {
  const state: unknown = history.state;
  if (typeof state === 'object' && state !== null && typeof (state as { idx?: unknown }).idx === 'number') {
    return (state as { idx: number }).idx;
  }
  return undefined;
}

function stamp(index: number): void {
  const state: unknown = history.state;
  const base = typeof state === 'object' && state !== null ? state : {};
  // Calls the unpatched-by-us replaceState; wouter's patch fires an event we ignore while stamping.
  stamping = true;
  try {
    history.replaceState({ ...base, idx: index }, '');
  } finally {
    stamping = false;
  }
}

let stamping = false;
let currentIndex = -1;

function ensureStamped(): void {
  if (currentIndex >= 0) return;
  currentIndex = entryIndex() ?? 0;
  if (entryIndex() === undefined) stamp(currentIndex);
}

/** Every navigation of this tab, starting with the current location (`initial`). Shared. */
export const navigation$: Observable<NavigationEvent> = new Observable<NavigationEvent>((subscriber) => {
  ensureStamped();
  const emit = (direction: NavDirection) => subscriber.next({ pathname: location.pathname, search: location.search, direction, index: currentIndex });
  const handler = (type: HistoryEventType) => () => {
    if (stamping) return;
    const step = stepOf(type, currentIndex, entryIndex());
    currentIndex = step.index;
    if (type === 'pushState' && entryIndex() !== step.index) stamp(step.index);
    emit(step.direction);
  };
  const handlers = (['pushState', 'replaceState', 'popstate'] as const).map((type) => [type, handler(type)] as const);
  for (const [type, h] of handlers) addEventListener(type, h);
  emit('initial');
  return () => {
    for (const [type, h] of handlers) removeEventListener(type, h);
  };
}).pipe(shareReplay({ bufferSize: 1, refCount: true }));

/** Navigates inside the app (history push, or replace). */
export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  ensureStamped();
  const idx = options.replace ? currentIndex : currentIndex + 1;
  wouterNavigate(to, { replace: options.replace ?? false, state: { idx } });
}

/** Opens a URL in a new window without giving it a handle on this one. */
export function openInNewWindow(url: string): void {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** The current path with its query (what to remember before sending the user to login). */
export function currentPath(): string {
  return `${location.pathname}${location.search}`;
}

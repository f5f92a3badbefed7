/**
 * The theme (spec §3, §4): `white` (light) or `blank` (dark), toggled from the top bar and saved.
 * First visit: the saved value, else the system's dark preference, else white. While nothing is
 * saved the theme follows system changes; another tab's choice is followed too.
 */
import { EMPTY, Observable, distinctUntilChanged, filter, map, shareReplay, skip, tap } from 'rxjs';
import type { ThemeName } from '../../contracts/storage-keys';
import { persisted } from '../core/persisted';
import { createSignal } from '../core/signal';
import { createShallowStore, onShallow } from '../core/shallow-store';

/** Spec §4: saved, else system dark preference, else white. */
export function resolveTheme(saved: ThemeName | undefined, prefersDark: boolean): ThemeName {
  return saved ?? (prefersDark ? 'blank' : 'white');
}

/** The other theme. */
export function otherTheme(name: ThemeName): ThemeName {
  return name === 'white' ? 'blank' : 'white';
}

const DARK_QUERY = '(prefers-color-scheme: dark)';

function prefersDark(): boolean {
  return typeof matchMedia === 'function' && matchMedia(DARK_QUERY).matches;
}

const systemDark$: Observable<boolean> =
  typeof matchMedia === 'function'
    ? new Observable<boolean>((subscriber) => {
        const mq = matchMedia(DARK_QUERY);
        const handler = (e: MediaQueryListEvent) => subscriber.next(e.matches);
        mq.addEventListener('change', handler);
        return () => mq.removeEventListener('change', handler);
      })
    : EMPTY;

const [setTheme, themeSet$] = createSignal<ThemeName>();

/** The theme last emitted (null before anything subscribed). */
let latest: ThemeName | null = null;

/** The current theme; replays. */
export const themeName$: Observable<ThemeName> = createShallowStore<{ name: ThemeName }>(
  () => ({ name: resolveTheme(persisted.read('themeColor'), prefersDark()) }),
  [
    onShallow(themeSet$, (s, name) => {
      s.name = name;
    }),
    onShallow(systemDark$.pipe(filter(() => persisted.read('themeColor') === undefined)), (s, dark) => {
      s.name = resolveTheme(undefined, dark);
    }),
    // Another tab saved a theme (this tab's own writes arrive here too and change nothing).
    onShallow(
      persisted.watch('themeColor').pipe(
        skip(1),
        filter(() => persisted.read('themeColor') !== undefined),
      ),
      (s, name) => {
        s.name = name;
      },
    ),
  ],
  { keepAlive: true },
).pipe(
  map((s) => s.name),
  distinctUntilChanged(),
  tap((name) => (latest = name)),
  shareReplay({ bufferSize: 1, refCount: false }),
);

/** The theme now. */
export function currentTheme(): ThemeName {
  return latest ?? resolveTheme(persisted.read('themeColor'), prefersDark());
}

/** Sets and saves a theme. */
export function chooseTheme(name: ThemeName): void {
  persisted.set('themeColor', name);
  setTheme(name);
}

/** Switches white ↔ blank and saves the choice (the top-bar button). */
export function toggleTheme(): void {
  chooseTheme(otherTheme(currentTheme()));
}

/**
 * Loads driven by the page's URL (React-free). A data page turns its query (code, period,
 * view) into a request key; {@link keyedLoad} loads the latest key (dropping stale answers, so a
 * fast tab switch never shows the previous tab's data under the new label), and
 * {@link loadMap} loads each of a changing set of keys once (compare pages: adding a code loads
 * only that code; removing one forgets it).
 */
import { concat, distinctUntilChanged, map, merge, mergeMap, of, scan, startWith, switchMap, type Observable } from 'rxjs';
import { applyKeyedLoad, applyLoad, idle, track, type KeyedLoadable, type LoadEvent, type Loadable } from '../../core/loadable';

/** The loadable of the latest request; `keyOf` names a request (equal names are one request). */
export function keyedLoad<P, T>(params$: Observable<P>, keyOf: (params: P) => string, fetch: (params: P) => Observable<T>): Observable<KeyedLoadable<T>> {
  return params$.pipe(
    map((params) => ({ params, key: keyOf(params) })),
    distinctUntilChanged((a, b) => a.key === b.key),
    switchMap(({ params, key }) => track(fetch(params)).pipe(map((event) => ({ key, event })))),
    scan((prev: KeyedLoadable<T>, { key, event }) => applyKeyedLoad(prev, key, event), { ...idle<T>(), for: '' }),
    startWith({ ...idle<T>(), for: '' }),
  );
}

/** Loadables by key for a set of keys that changes over time; each key is fetched once while it stays in the set. */
export function loadMap<T>(keys$: Observable<readonly string[]>, fetch: (key: string) => Observable<T>): Observable<Readonly<Record<string, Loadable<T>>>> {
  type Step = { kind: 'keys'; keys: readonly string[] } | { kind: 'load'; key: string; event: LoadEvent<T> };
  const steps$ = keys$.pipe(
    // Keys removed from the set are forgotten, so adding one back loads it fresh.
    scan(
      (acc: { seen: ReadonlySet<string>; added: string[]; keys: readonly string[] }, keys) => ({
        seen: new Set(keys),
        added: keys.filter((k) => !acc.seen.has(k)),
        keys,
      }),
      {
        seen: new Set<string>(),
        added: [],
        keys: [],
      },
    ),
    mergeMap(({ added, keys }) =>
      concat(of<Step>({ kind: 'keys', keys }), merge(...added.map((key) => track(fetch(key)).pipe(map((event): Step => ({ kind: 'load', key, event })))))),
    ),
  );
  return steps$.pipe(
    scan(
      (state: { keys: readonly string[]; byKey: Record<string, Loadable<T>> }, step: Step) => {
        if (step.kind === 'keys') {
          const byKey: Record<string, Loadable<T>> = {};
          for (const k of step.keys) byKey[k] = state.byKey[k] ?? idle<T>();
          return { keys: step.keys, byKey };
        }
        // An answer for a key no longer shown is dropped.
        if (!state.keys.includes(step.key)) return state;
        return { keys: state.keys, byKey: { ...state.byKey, [step.key]: applyLoad(state.byKey[step.key] ?? idle<T>(), step.event) } };
      },
      { keys: [], byKey: {} },
    ),
    map((s) => s.byKey),
    startWith({}),
  );
}

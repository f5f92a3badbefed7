/**
 * A data page's load of the latest request named by its key (the React side of `keyedLoad`): equal
 * keys are one request, a new key drops the answer of the old one, so a fast tab or date switch
 * never shows the previous answer under the new label. Pass the request's inputs as one value (an
 * object is fine: a fresh one each render is compared by its key, not by identity).
 *
 * `key` and `fetch` are read once, at mount (as `useObservable` reads its factory): pass module
 * functions or arrows over their argument only, never over props or state.
 */
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { map, type Observable } from 'rxjs';
import type { KeyedLoadable } from '../../core/loadable';
import { keyedLoad } from './loads.streams';

/** The loadable of `fetch(params)`, reloaded when `key(params)` changes. */
export function useKeyedLoad<P, T>(params: P, key: (p: P) => string, fetch: (p: P) => Observable<T>): KeyedLoadable<T> {
  const load$ = useObservable((in$) => keyedLoad(in$.pipe(map(([p]) => p)), key, fetch), [params] as [P]);
  return useObservableEagerState(load$);
}

/**
 * A page's load of the latest request named by its key (React side of `keyedLoad`): equal keys are
 * one request, a new key drops the answer of the old one.
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

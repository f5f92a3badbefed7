/**
 * The figures of the securities a table shows, for React: asked for through the request layer when
 * the securities change and every {@link FIGURES_REFRESH_MS}. `codes` empty asks for nothing.
 */
import { useObservable, useObservableState } from 'observable-hooks';
import { interval, map } from 'rxjs';
import { figuresEndpoints } from '../../../contracts/endpoints/figures';
import { request } from '../../services/http';
import { figures$, type FiguresById } from './figures.streams';

/** How often shown figures are asked for again (they follow prices, and the server's table is rebuilt each second). */
export const FIGURES_REFRESH_MS = 15_000;

const EMPTY_FIGURES: FiguresById = new Map();

/** The figures of `codes` (see the module comment). */
export function useFigures(codes: readonly string[]): FiguresById {
  const key = [...codes].sort().join(',');
  const out$ = useObservable(
    (inputs$) =>
      figures$({
        codes$: inputs$.pipe(map(([k]) => (k === '' ? [] : k.split(',')))),
        fetch: (ids) => request(figuresEndpoints.figures, { body: { codes: [...ids] }, silent: true }),
        refresh$: interval(FIGURES_REFRESH_MS),
      }),
    [key],
  );
  return useObservableState(out$, EMPTY_FIGURES);
}

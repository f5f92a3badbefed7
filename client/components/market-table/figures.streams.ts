/**
 * The figures (量比, PE-TTM, PB, 市值, 行业, 股息率, 60日涨幅) of the securities a table shows,
 * React-free: asked for whenever the set of securities changes and again on every refresh tick
 * (they move with prices, slowly). A failed or not-yet-ready answer keeps the figures already shown
 * (the next tick asks again), so the table never loses its values to a hiccup.
 */
import { catchError, distinctUntilChanged, EMPTY, exhaustMap, map, merge, of, startWith, switchMap, type Observable } from 'rxjs';
import type { FiguresAnswer, SecurityFigures } from '../../../contracts/endpoints/figures';

/** Figures by security id. */
export type FiguresById = ReadonlyMap<string, SecurityFigures>;

/** What the stream reads. */
export interface FiguresDeps {
  /** The securities shown (empty: none needed, e.g. no figure column is chosen). */
  codes$: Observable<readonly string[]>;
  fetch(codes: readonly string[]): Observable<FiguresAnswer>;
  refresh$: Observable<unknown>;
}

/** The figures of the shown securities; an empty map until the first answer. */
export function figures$(deps: FiguresDeps): Observable<FiguresById> {
  return deps.codes$.pipe(
    map((codes) => [...new Set(codes)].sort()),
    distinctUntilChanged((a, b) => a.join() === b.join()),
    switchMap((codes) => {
      if (codes.length === 0) return of<FiguresById>(new Map());
      const ask = () => deps.fetch(codes).pipe(catchError(() => EMPTY));
      return merge(ask(), deps.refresh$.pipe(exhaustMap(ask))).pipe(
        map((answer): FiguresById => new Map(Object.entries(answer.figures))),
        startWith<FiguresById>(new Map()),
      );
    }),
  );
}

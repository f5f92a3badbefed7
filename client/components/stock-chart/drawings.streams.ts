/**
 * The drawings (画线) of one stock page (React-free): loads the code's drawings from the signed-in
 * user's server store or this browser's (again when the user signs in or out), with the security's
 * ex-dates, into a {@link DrawingController}; saves every finished edit, one save at a time (edits
 * made meanwhile go out together as the latest list; one still waiting when the page closes is sent
 * anyway); and shows the drawings on each K-line the page mounts, in that chart's 复权 mode.
 *
 * Nothing is lost to a failure: a list that cannot be read leaves the chart read-only with the
 * reason (and the stored list as it was, until the user chooses 清除); a failed save keeps the
 * drawings on screen with the reason and 重试.
 */
import { catchError, combineLatest, distinctUntilChanged, map, Observable, of, shareReplay, startWith, Subject, switchMap } from 'rxjs';
import { priceAdjuster, UNADJUSTED, type PriceAdjuster } from '../../../contracts/adjust-factor';
import type { Drawing } from '../../../contracts/drawings';
import type { Adjust, AdjustFactorsAnswer } from '../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../contracts/market';
import { DrawingController, type PaneLayer } from '../../charts/index';
import { createStore, on } from '../../core/store';
import { DrawingStorageError, type DrawingRepo } from './drawing-repos';

/** What the toolbar shows besides the tools. */
export interface DrawingSessionState {
  status: 'loading' | 'ready' | 'error';
  where: 'server' | 'local';
  /** Why the drawings cannot be shown or changed (status error). */
  error: string | null;
  /** The stored list is there but unreadable: 清除 lets the user start over. */
  canDiscard: boolean;
  saving: boolean;
  saveError: string | null;
}

/** The session's I/O. */
export interface DrawingSessionDeps {
  code: SecurityId;
  /** Stocks: prices follow 复权, so the ex-dates are needed; indexes and funds: not. */
  adjusted: boolean;
  signedIn$: Observable<boolean>;
  repo(signedIn: boolean): DrawingRepo;
  fetchFactors(code: SecurityId): Observable<AdjustFactorsAnswer>;
  /** The controller to drive (tests pass one). */
  controller?: DrawingController;
}

/** One stock page's drawings. */
export interface DrawingSession {
  readonly controller: DrawingController;
  /** The state; subscribing runs the loads and the saves. */
  readonly state$: Observable<DrawingSessionState>;
  /** Shows the drawings on a mounted K-line in `adjust` mode. */
  attach(chart: { setLayer(layer: PaneLayer | null): void }, adjust: Adjust): void;
  /** Saves the drawings on screen again after a failed save. */
  retrySave(): void;
  /** Gives up a stored list that cannot be read and starts over (the user asked). */
  discard(): void;
}

type LoadEvent = { kind: 'start'; where: 'server' | 'local' } | { kind: 'ok' } | { kind: 'fail'; message: string; canDiscard: boolean };
type SaveEvent = { kind: 'start' } | { kind: 'ok' } | { kind: 'fail'; message: string };

const messageOf = (e: unknown, fallback: string): string => (e instanceof Error && e.message ? e.message : fallback);

/** Creates the session; nothing loads until `state$` is subscribed. */
export function createDrawingSession(deps: DrawingSessionDeps): DrawingSession {
  const controller = deps.controller ?? new DrawingController();
  controller.setEditable(false);
  let adjust: Adjust = 'none';
  let adjuster: PriceAdjuster = UNADJUSTED;
  let repo: DrawingRepo | null = null;
  let signedIn = false;
  const reload = new Subject<void>();
  const retry = new Subject<void>();

  const factors$ = deps.adjusted
    ? deps.fetchFactors(deps.code).pipe(
        map((a) => priceAdjuster(a.exDates)),
        catchError((e: unknown) => {
          throw new DrawingStorageError(`复权因子加载失败，暂不能画线：${messageOf(e, '网络异常')}`, false);
        }),
        shareReplay({ bufferSize: 1, refCount: false }),
      )
    : of(UNADJUSTED);

  const loads$: Observable<LoadEvent> = combineLatest([deps.signedIn$.pipe(distinctUntilChanged()), reload.pipe(startWith(undefined))]).pipe(
    switchMap(([now]) => {
      signedIn = now;
      const next = deps.repo(now);
      repo = null;
      controller.setEditable(false);
      return combineLatest([next.load(deps.code), factors$]).pipe(
        map(([drawings, a]): LoadEvent => {
          adjuster = a;
          repo = next;
          controller.setAdjust(adjust, adjuster);
          controller.setDrawings(drawings);
          controller.setEditable(true);
          return { kind: 'ok' };
        }),
        catchError((e: unknown) => {
          controller.setDrawings([]);
          return of<LoadEvent>({ kind: 'fail', message: messageOf(e, '画线加载失败'), canDiscard: e instanceof DrawingStorageError && e.corrupt });
        }),
        startWith<LoadEvent>({ kind: 'start', where: next.where }),
      );
    }),
  );

  // One save at a time; edits made meanwhile go out as the latest list when it ends.
  const saves$ = new Observable<SaveEvent>((subscriber) => {
    let waiting: { to: DrawingRepo; list: Drawing[] } | null = null;
    let running = false;
    const run = (): void => {
      if (running || !waiting) return;
      const job = waiting;
      waiting = null;
      running = true;
      subscriber.next({ kind: 'start' });
      job.to.save(deps.code, job.list).subscribe({
        error: (e: unknown) => {
          running = false;
          subscriber.next({ kind: 'fail', message: `画线保存失败：${messageOf(e, '网络异常')}` });
          run();
        },
        complete: () => {
          running = false;
          if (!waiting) subscriber.next({ kind: 'ok' });
          run();
        },
      });
    };
    const queue = (list: readonly Drawing[]): void => {
      if (!repo) return;
      waiting = { to: repo, list: [...list] };
      run();
    };
    const stopEdits = controller.onChange(queue);
    const retries = retry.subscribe(() => queue(controller.drawings));
    return () => {
      stopEdits();
      retries.unsubscribe();
      // Leaving the page must not drop the last edit.
      if (waiting) waiting.to.save(deps.code, waiting.list).subscribe({ error: () => {} });
    };
  });

  const state$ = createStore<DrawingSessionState>({ status: 'loading', where: 'local', error: null, canDiscard: false, saving: false, saveError: null }, [
    on(loads$, (s, e) => {
      if (e.kind === 'start') return { status: 'loading', where: e.where, error: null, canDiscard: false, saving: false, saveError: null };
      s.status = e.kind === 'ok' ? 'ready' : 'error';
      s.error = e.kind === 'fail' ? e.message : null;
      s.canDiscard = e.kind === 'fail' && e.canDiscard;
      return undefined;
    }),
    on(saves$, (s, e) => {
      s.saving = e.kind === 'start';
      if (e.kind !== 'start') s.saveError = e.kind === 'fail' ? e.message : null;
    }),
  ]);

  return {
    controller,
    state$,
    attach(chart, mode) {
      adjust = mode;
      controller.setAdjust(adjust, adjuster);
      chart.setLayer(controller);
    },
    retrySave: () => retry.next(),
    discard() {
      // Whatever happens, read again: the list is gone, or its reason shows once more.
      deps
        .repo(signedIn)
        .discard(deps.code)
        .subscribe({ complete: () => reload.next(), error: () => reload.next() });
    },
  };
}

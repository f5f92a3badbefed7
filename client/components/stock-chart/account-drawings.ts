/**
 * Where the stock pages' drawings (画线) live, app-wide: this browser while signed out, the account
 * while signed in. On each sign-in (and on a load already signed in) this browser's anonymous
 * drawings are first merged into the account (drawing-merge.ts) — once per tab, however many pages
 * show a K-line — and the user is told what was carried and what stayed behind, in Chinese; the
 * pages wait for it (null) before they read the account's list, so the carried drawings are in it.
 */
import { concat, distinctUntilChanged, ignoreElements, map, type Observable, of, shareReplay, switchMap, tap } from 'rxjs';
import { newDrawingId } from '../../../contracts/drawings';
import { persisted } from '../../core/persisted';
import { request } from '../../services/http';
import { token$ } from '../../state/session';
import { success, warn } from '../../state/ui';
import { localDrawingRepo, serverDrawingRepo } from './drawing-repos';
import { mergeLocalDrawings, mergeMessages, type MergeReport } from './drawing-merge';

function tell(report: MergeReport): void {
  const { success: done, warning } = mergeMessages(report);
  if (done) success(done);
  if (warning) warn(warning);
}

/** False signed out, true signed in once this browser's drawings were merged, null while merging. */
export const drawingsSignedIn$: Observable<boolean | null> = token$.pipe(
  map((t) => t !== null),
  distinctUntilChanged(),
  switchMap((signedIn) =>
    signedIn
      ? concat(
          of(null),
          mergeLocalDrawings({
            local: localDrawingRepo(persisted),
            // Silent: the merge says in one message what went wrong, code by code.
            server: serverDrawingRepo((endpoint, options) => request(endpoint, { ...options, silent: true })),
            newId: newDrawingId,
          }).pipe(tap(tell), ignoreElements()),
          of(true),
        )
      : of(false),
  ),
  // Not ref-counted: one merge per sign-in for the tab, whoever listens.
  shareReplay({ bufferSize: 1, refCount: false }),
);

let started = false;

/** Starts following the session (once per tab), so a sign-in merges even with no K-line open. */
export function startDrawingMerge(): void {
  if (started) return;
  started = true;
  drawingsSignedIn$.subscribe();
}

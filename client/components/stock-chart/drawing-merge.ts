/**
 * Carrying this browser's anonymous drawings (画线, the `chartDrawings` key) into the account when
 * the user signs in (React-free, I/O passed in). Code by code: the account's list is read, the
 * local drawings it does not already hold are appended (a drawing the account has — same id, or
 * the same tool, anchors, colour and text — is not added twice; an id taken by another drawing gets
 * a fresh one), within {@link DRAWING_LIMITS.maxPerCode}; the list is saved, and only then are the
 * carried drawings taken out of this browser. What could not be carried — over the limit, a failed
 * read or save (the server's own 409 over {@link DRAWING_LIMITS.maxCodesPerUser} codes included), an
 * unreadable local list — stays in this browser and is named in the report, in Chinese.
 */
import { catchError, concat, concatMap, defer, EMPTY, from, last, map, type Observable, of, scan, switchMap, toArray } from 'rxjs';
import { DRAWING_LIMITS, type Drawing } from '../../../contracts/drawings';
import type { SecurityId } from '../../../contracts/market';
import type { DrawingRepo } from './drawing-repos';

/** How one code's local drawings go into the account's list. */
export interface ListMerge {
  /** The account's list with the carried drawings appended (what is saved). */
  merged: Drawing[];
  /** Local drawings appended (with a fresh id when theirs was taken). */
  added: Drawing[];
  /** Ids of the local drawings carried: the added ones (by their local id) and those the account already had. */
  carriedIds: string[];
  /** Local drawings left out because the code is at {@link DRAWING_LIMITS.maxPerCode}. */
  over: Drawing[];
}

/** True when two drawings are the same figure (tool, anchors, colour and text), whatever their ids. */
export function sameFigure(a: Drawing, b: Drawing): boolean {
  return (
    a.kind === b.kind &&
    a.color === b.color &&
    (a.text ?? null) === (b.text ?? null) &&
    a.points.length === b.points.length &&
    a.points.every((p, i) => p.t === b.points[i]!.t && p.p === b.points[i]!.p)
  );
}

/** Merges one code's local drawings into the account's (see the module comment); pure but for `newId`. */
export function mergeDrawingLists(
  account: readonly Drawing[],
  local: readonly Drawing[],
  newId: () => string,
  max: number = DRAWING_LIMITS.maxPerCode,
): ListMerge {
  const merged = [...account];
  const ids = new Set(merged.map((d) => d.id));
  const added: Drawing[] = [];
  const carriedIds: string[] = [];
  const over: Drawing[] = [];
  for (const d of local) {
    if (merged.some((m) => sameFigure(m, d))) {
      carriedIds.push(d.id);
      continue;
    }
    if (merged.length >= max) {
      over.push(d);
      continue;
    }
    let id = d.id;
    while (ids.has(id)) id = newId();
    const copy = id === d.id ? d : { ...d, id };
    ids.add(id);
    merged.push(copy);
    added.push(copy);
    carriedIds.push(d.id);
  }
  return { merged, added, carriedIds, over };
}

/** Drawings of one code left in this browser, and why. */
export interface KeptDrawings {
  /** Null when the whole local store is unreadable. */
  code: SecurityId | null;
  count: number;
  reason: string;
}

/** What a merge did. */
export interface MergeReport {
  /** Drawings added to the account. */
  added: number;
  /** Local drawings the account already had (taken out of this browser too). */
  duplicates: number;
  /** What stayed in this browser. */
  kept: KeptDrawings[];
}

/** This browser's drawings as the merge reads and trims them. */
export interface LocalDrawings extends Pick<DrawingRepo, 'load' | 'save'> {
  /** The codes with drawings; throws (with a Chinese message) when the store is unreadable. */
  codes(): SecurityId[];
}

/** The merge's I/O. */
export interface MergeDeps {
  local: LocalDrawings;
  server: Pick<DrawingRepo, 'load' | 'save'>;
  newId(): string;
}

const messageOf = (e: unknown, fallback: string): string => (e instanceof Error && e.message ? e.message : fallback);

const EMPTY_REPORT: MergeReport = { added: 0, duplicates: 0, kept: [] };

/** One code: read both lists, save the merged one, then trim what was carried from this browser. */
function mergeCode(deps: MergeDeps, code: SecurityId): Observable<MergeReport> {
  return deps.local.load(code).pipe(
    switchMap((local) => {
      if (local.length === 0) return of(EMPTY_REPORT);
      return deps.server.load(code).pipe(
        switchMap((account) => {
          const m = mergeDrawingLists(account, local, deps.newId);
          const report: MergeReport = {
            added: m.added.length,
            duplicates: m.carriedIds.length - m.added.length,
            kept: m.over.length ? [{ code, count: m.over.length, reason: `超出每只股票 ${DRAWING_LIMITS.maxPerCode} 条画线的上限` }] : [],
          };
          const saved$ = m.added.length > 0 ? deps.server.save(code, m.merged) : of(undefined);
          // Trimmed from what this browser holds now, so a drawing made meanwhile is not lost.
          const trim$ = deps.local.load(code).pipe(
            switchMap((now) =>
              deps.local.save(
                code,
                now.filter((d) => !m.carriedIds.includes(d.id)),
              ),
            ),
          );
          return concat(saved$, trim$).pipe(
            toArray(),
            map(() => report),
          );
        }),
        catchError((e: unknown) => of<MergeReport>({ added: 0, duplicates: 0, kept: [{ code, count: local.length, reason: messageOf(e, '网络异常') }] })),
      );
    }),
    catchError((e: unknown) => of<MergeReport>({ added: 0, duplicates: 0, kept: [{ code, count: 0, reason: messageOf(e, '本机画线数据无法读取') }] })),
  );
}

/**
 * Merges every code this browser holds drawings for into the account, one code at a time; emits
 * the report once, at the end (nothing when there is nothing to carry). Never fails.
 */
export function mergeLocalDrawings(deps: MergeDeps): Observable<MergeReport> {
  return defer(() => {
    let codes: SecurityId[];
    try {
      codes = deps.local.codes();
    } catch (e) {
      return of<MergeReport>({ added: 0, duplicates: 0, kept: [{ code: null, count: 0, reason: messageOf(e, '本机画线数据无法读取') }] });
    }
    if (codes.length === 0) return EMPTY;
    return from(codes).pipe(
      concatMap((code) => mergeCode(deps, code)),
      scan((a, r): MergeReport => ({ added: a.added + r.added, duplicates: a.duplicates + r.duplicates, kept: [...a.kept, ...r.kept] }), EMPTY_REPORT),
      last(),
    );
  });
}

/** What the user is told of a merge: a success line and/or a warning, null when there is nothing to say. */
export function mergeMessages(report: MergeReport): { success: string | null; warning: string | null } {
  const success = report.added > 0 ? `已将本机的 ${report.added} 条画线合并到账户` : null;
  if (report.kept.length === 0) return { success, warning: null };
  const shown = report.kept.slice(0, 3).map((k) => (k.code === null ? k.reason : `${k.code}${k.count > 0 ? ` 的 ${k.count} 条` : ''}：${k.reason}`));
  const more = report.kept.length > 3 ? `等 ${report.kept.length} 只证券` : '';
  return { success, warning: `部分画线未能合并到账户，仍保留在本机（${shown.join('；')}${more}）` };
}

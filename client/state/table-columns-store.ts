/**
 * The chosen columns of the watchlist and 排行榜 tables (contracts/table-columns.ts) as a pure
 * `inputs$ → state$` store: signed in, the choices are the server's (read once per session, saved
 * per change, shown at once while the save is under way and read again if it fails); signed out,
 * they live in this browser's local storage. A table without a choice shows its defaults.
 */
import {
  catchError,
  concat,
  concatMap,
  distinctUntilChanged,
  EMPTY,
  ignoreElements,
  map,
  merge,
  of,
  startWith,
  switchMap,
  tap,
  withLatestFrom,
  type Observable,
} from 'rxjs';
import { shownColumns, type ChoosableTable, type ColumnChoices, type TableColumnId } from '../../contracts/table-columns';
import { createSignal } from '../core/signal';
import { createStore, on } from '../core/store';

/** What the store reads and writes. */
export interface TableColumnsDeps {
  /** The session token (null when signed out); replays its current value. */
  token$: Observable<string | null>;
  /** `tableColumns`: the signed-in user's choices. */
  fetch(): Observable<ColumnChoices>;
  /** `setTableColumns`: saves one table's choice, answers every choice. */
  save(table: ChoosableTable, columns: readonly string[]): Observable<ColumnChoices>;
  /** This browser's stored choices (signed out); replays its current value. */
  local$: Observable<ColumnChoices>;
  saveLocal(choices: ColumnChoices): void;
}

/** The store's state. */
export interface TableColumnsState {
  /** loading: a signed-in user's choices are on their way (the tables show their defaults meanwhile). */
  status: 'loading' | 'ready';
  choices: ColumnChoices;
}

/** A choice of one table. */
export interface TableChoice {
  table: ChoosableTable;
  columns: readonly string[];
}

/** The store and its command. */
export interface TableColumnsStore {
  state$: Observable<TableColumnsState>;
  /** Shows `columns` in `table` and keeps the choice. */
  choose(table: ChoosableTable, columns: readonly string[]): void;
  /** The columns `table` shows now: the choice, else the defaults. */
  columnsOf$<T extends ChoosableTable>(table: T): Observable<Array<TableColumnId<T>>>;
}

type Event = { kind: 'loading' } | { kind: 'set'; choices: ColumnChoices } | { kind: 'pick'; choice: TableChoice };

/** Creates the store; nothing runs until `state$` is subscribed. */
export function createTableColumnsStore(deps: TableColumnsDeps, options: { keepAlive?: boolean } = {}): TableColumnsStore {
  const [choose, chosen$] = createSignal<TableChoice>();
  const set = (choices: ColumnChoices): Event => ({ kind: 'set', choices });

  const signedOut$: Observable<Event> = merge(
    deps.local$.pipe(map(set)),
    chosen$.pipe(
      withLatestFrom(deps.local$),
      tap(([c, local]) => deps.saveLocal({ ...local, [c.table]: [...c.columns] })),
      ignoreElements(),
    ),
  );

  const signedIn$: Observable<Event> = merge(
    deps.fetch().pipe(
      map(set),
      startWith<Event>({ kind: 'loading' }),
      catchError(() => of(set({}))),
    ),
    chosen$.pipe(
      concatMap((choice) =>
        concat(
          of<Event>({ kind: 'pick', choice }),
          deps.save(choice.table, choice.columns).pipe(
            map(set),
            // The request layer has told the user; show what the server keeps.
            catchError(() =>
              deps.fetch().pipe(
                map(set),
                catchError(() => EMPTY),
              ),
            ),
          ),
        ),
      ),
    ),
  );

  const events$ = deps.token$.pipe(
    distinctUntilChanged(),
    switchMap((token) => (token === null ? signedOut$ : signedIn$)),
  );

  const state$ = createStore<TableColumnsState>(
    { status: 'ready', choices: {} },
    [
      on(events$, (s, e) => {
        if (e.kind === 'loading') {
          s.status = 'loading';
          s.choices = {};
        } else if (e.kind === 'set') {
          s.status = 'ready';
          s.choices = e.choices;
        } else {
          s.choices = { ...s.choices, [e.choice.table]: [...e.choice.columns] };
        }
      }),
    ],
    options,
  );

  return {
    state$,
    choose: (table, columns) => choose({ table, columns }),
    columnsOf$: <T extends ChoosableTable>(table: T) =>
      state$.pipe(
        map((s) => shownColumns(table, s.choices[table] as Array<TableColumnId<T>> | null | undefined)),
        distinctUntilChanged((a, b) => a.join() === b.join()),
      ),
  };
}

/**
 * The watchlist view's own UI state (no React): sort, multi-select, the remark being edited and
 * the open dialog. The watchlist itself lives in client/state/watchlist.ts; this store only reads
 * the selected group (a change clears the selection) and the listed codes (vanished rows drop out
 * of the selection).
 */
import { distinctUntilChanged, type Observable } from 'rxjs';
import type { SecurityId } from '../../../contracts/market';
import { createSignal } from '../../core/signal';
import { createStore, on } from '../../core/store';
import type { WatchlistColumnId } from '../../../contracts/table-columns';
import { nextSort, type SortState } from './watchlist-columns';

/** A dialog of the view. */
export type ViewDialog =
  | { kind: 'createGroup' }
  | { kind: 'renameGroup'; groupId: number; name: string }
  | { kind: 'deleteGroup'; groupId: number; name: string }
  | { kind: 'batchDelete'; codes: SecurityId[] }
  | { kind: 'holding'; code: SecurityId }
  | { kind: 'columns' };

/** The view's UI state. */
export interface ViewState {
  sort: SortState;
  /** Checked rows (multi-select for batch delete and move). */
  checked: SecurityId[];
  /** The item whose remark is being edited. */
  editingRemark: number | null;
  dialog: ViewDialog | null;
}

/** The initial view state. */
export const INITIAL_VIEW: ViewState = { sort: null, checked: [], editingRemark: null, dialog: null };

/** What the view store reads. */
export interface ViewDeps {
  /** The selected group id. */
  groupId$: Observable<number | null>;
  /** Codes of the listed rows. */
  codes$: Observable<readonly SecurityId[]>;
}

/** The view store. */
export interface WatchlistView {
  state$: Observable<ViewState>;
  /** A header click: descending → ascending → the group's own order. */
  toggleSort(key: WatchlistColumnId): void;
  toggleChecked(code: SecurityId): void;
  /** Checks exactly these codes (all rows, or none). */
  setChecked(codes: readonly SecurityId[]): void;
  editRemark(itemId: number | null): void;
  openDialog(dialog: ViewDialog): void;
  closeDialog(): void;
}

/** Creates a view store; nothing runs until `state$` is subscribed. */
export function createWatchlistView(deps: ViewDeps): WatchlistView {
  const [toggleSort, sortToggled$] = createSignal<WatchlistColumnId>();
  const [toggleChecked, checkToggled$] = createSignal<SecurityId>();
  const [setChecked, checkedSet$] = createSignal<readonly SecurityId[]>();
  const [editRemark, remarkEdited$] = createSignal<number | null>();
  const [openDialog, dialogOpened$] = createSignal<ViewDialog | null>();

  const state$ = createStore<ViewState>(INITIAL_VIEW, [
    on(deps.groupId$.pipe(distinctUntilChanged()), (s) => {
      s.checked = [];
      s.editingRemark = null;
    }),
    on(deps.codes$, (s, codes) => {
      const present = new Set(codes);
      if (s.checked.some((c) => !present.has(c))) s.checked = s.checked.filter((c) => present.has(c));
    }),
    on(sortToggled$, (s, key) => {
      s.sort = nextSort(s.sort, key);
    }),
    on(checkToggled$, (s, code) => {
      s.checked = s.checked.includes(code) ? s.checked.filter((c) => c !== code) : [...s.checked, code];
    }),
    on(checkedSet$, (s, codes) => {
      s.checked = [...codes];
    }),
    on(remarkEdited$, (s, id) => {
      s.editingRemark = id;
    }),
    on(dialogOpened$, (s, dialog) => {
      s.dialog = dialog;
    }),
  ]);

  return {
    state$,
    toggleSort,
    toggleChecked,
    setChecked,
    editRemark,
    openDialog,
    closeDialog: () => openDialog(null),
  };
}

/**
 * The app-wide chosen table columns (table-columns-store.ts) bound to the request layer, the
 * session token and the persisted `tableColumns` key. Used by the watchlist view and the 排行榜.
 */
import type { Observable } from 'rxjs';
import { tableColumnEndpoints as T } from '../../contracts/endpoints/table-columns';
import type { ChoosableTable, TableColumnId } from '../../contracts/table-columns';
import { persisted } from '../core/persisted';
import { request } from '../services/http';
import { token$ } from './session';
import { createTableColumnsStore } from './table-columns-store';

const store = createTableColumnsStore(
  {
    token$,
    fetch: () => request(T.tableColumns),
    save: (table, columns) => request(T.setTableColumns, { body: { table, columns: [...columns] } }),
    local$: persisted.watch('tableColumns'),
    saveLocal: (choices) => persisted.set('tableColumns', choices),
  },
  { keepAlive: true },
);

/** The columns a table shows now (the user's choice, else its defaults); replays the current value. */
export function tableColumns$<K extends ChoosableTable>(table: K): Observable<Array<TableColumnId<K>>> {
  return store.columnsOf$(table);
}

/** Keeps `columns` as the table's choice (server-side when signed in, this browser otherwise). */
export function chooseTableColumns(table: ChoosableTable, columns: readonly string[]): void {
  store.choose(table, columns);
}

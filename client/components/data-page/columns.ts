/**
 * The one column model of a data page: what {@link DataTable} draws (key, header label and its
 * title, alignment — `text` columns left, numbers right —, the cell's format and up/down colour)
 * plus the raw value the column sorts and exports by. A column with a `value` is sortable.
 */
import type { DataColumn } from './data-table';
import type { SortableColumn } from './sort-rows';

/** See the module comment. */
export interface PageColumn<R> extends DataColumn<R>, SortableColumn<R> {}

/** Keys of the columns that sort (those with a value). */
export function sortableKeys<R>(columns: ReadonlyArray<PageColumn<R>>): string[] {
  return columns.filter((c) => c.value).map((c) => c.key);
}

/**
 * Column-choice endpoints (ours): the signed-in user's chosen columns of the watchlist and 排行榜
 * tables (contracts/table-columns.ts), kept server-side so they follow the user between browsers.
 * Errors: 400 naming the bad column (`未知的列：…`, `列重复：…`, `请至少选择一列`).
 */
import type { ColumnChoices } from '../table-columns';
import { endpoint, type None } from './define';
import type { SetTableColumnsBody } from './schemas/holdings';

export type { SetTableColumnsBody } from './schemas/holdings';

/** Column-choice endpoints, signed-in only. */
export const tableColumnEndpoints = {
  /** The caller's choices; a table never chosen is absent. */
  tableColumns: endpoint<None, never, ColumnChoices>('GET', '/api/v2/user/tableColumns', 'required'),
  /** Saves one table's choice; answers every choice afterwards. */
  setTableColumns: endpoint<None, SetTableColumnsBody, ColumnChoices>('POST', '/api/v2/user/setTableColumns', 'required'),
} as const;

/**
 * The columns a user may choose for the watchlist and the 排行榜 (rankList) tables, their default
 * choice, and the check of a choice — one definition for the column chooser, the sim that stores a
 * signed-in user's choice, and the local storage of an anonymous one.
 *
 * A choice is the ordered list of shown column ids (the name column always shows first and is not
 * part of it): at least one, each once, each available in that table. Ids a stored choice names
 * that the table no longer offers are dropped on reading, so retiring a column never breaks a page.
 */

/** Tables whose columns can be chosen. */
export const CHOOSABLE_TABLES = ['watchlist', 'rank'] as const;
/** One of {@link CHOOSABLE_TABLES}. */
export type ChoosableTable = (typeof CHOOSABLE_TABLES)[number];

/** Columns read from the live quote. */
export const QUOTE_COLUMN_IDS = ['price', 'change', 'pct', 'speed', 'volume', 'amount', 'turnover', 'amplitude'] as const;
/** Columns read from the market's figures (contracts/endpoints/figures.ts): the screener's own factor values. */
export const FIGURE_COLUMN_IDS = ['volumeRatio', 'peTtm', 'pb', 'totalCap', 'floatCap', 'industry', 'dividendYield', 'pct60'] as const;
/** Columns of the watchlist item itself (since added) and of its holding (contracts/holdings.ts). */
export const HOLDING_COLUMN_IDS = ['holdQuantity', 'holdCost', 'holdBuyDate', 'holdValue', 'holdPnl', 'holdPnlPct', 'holdDayPnl'] as const;

/** A figure column id. */
export type FigureColumnId = (typeof FIGURE_COLUMN_IDS)[number];
/** A holding column id. */
export type HoldingColumnId = (typeof HOLDING_COLUMN_IDS)[number];
/** Any column id. */
export type ColumnId = (typeof QUOTE_COLUMN_IDS)[number] | FigureColumnId | 'sinceAddPct' | HoldingColumnId;

/** The columns of the watchlist table, in the chooser's order. */
export const WATCHLIST_COLUMN_IDS = [
  'price',
  'change',
  'pct',
  'volume',
  'amount',
  'turnover',
  'volumeRatio',
  'peTtm',
  'pb',
  'totalCap',
  'floatCap',
  'industry',
  'dividendYield',
  'pct60',
  'sinceAddPct',
  ...HOLDING_COLUMN_IDS,
] as const satisfies readonly ColumnId[];

/** The columns of the rankings table, in the chooser's order. */
export const RANK_COLUMN_IDS = [
  'price',
  'pct',
  'change',
  'speed',
  'turnover',
  'volumeRatio',
  'amplitude',
  'volume',
  'amount',
  'totalCap',
  'floatCap',
  'peTtm',
  'pb',
  'industry',
  'dividendYield',
  'pct60',
] as const satisfies readonly ColumnId[];

/** A watchlist column id. */
export type WatchlistColumnId = (typeof WATCHLIST_COLUMN_IDS)[number];
/** A rankings column id. */
export type RankColumnId = (typeof RANK_COLUMN_IDS)[number];

/** Per table: the columns offered and those shown until the user chooses. */
export const TABLE_COLUMNS = {
  watchlist: {
    available: WATCHLIST_COLUMN_IDS,
    defaults: ['price', 'change', 'pct', 'amount', 'sinceAddPct', 'holdQuantity', 'holdValue', 'holdPnl', 'holdPnlPct', 'holdDayPnl'],
  },
  rank: {
    available: RANK_COLUMN_IDS,
    defaults: ['price', 'pct', 'change', 'speed', 'turnover', 'volumeRatio', 'amplitude', 'volume', 'amount', 'totalCap'],
  },
} as const satisfies Record<ChoosableTable, { available: readonly ColumnId[]; defaults: readonly ColumnId[] }>;

/** The column id type of a table. */
export type TableColumnId<T extends ChoosableTable> = (typeof TABLE_COLUMNS)[T]['available'][number];

/** A user's saved choices; a table left out (or null) shows its defaults. */
export type ColumnChoices = { [T in ChoosableTable]?: Array<TableColumnId<T>> | null };

/** True for a table name. */
export function isChoosableTable(value: unknown): value is ChoosableTable {
  return typeof value === 'string' && (CHOOSABLE_TABLES as readonly string[]).includes(value);
}

/** Why a choice for `table` is refused (a Chinese message), or null when it is a valid one. */
export function columnChoiceProblem(table: ChoosableTable, columns: readonly unknown[]): string | null {
  const available: readonly string[] = TABLE_COLUMNS[table].available;
  if (columns.length === 0) return '请至少选择一列';
  if (columns.length > available.length) return `最多 ${available.length} 列`;
  const seen = new Set<string>();
  for (const c of columns) {
    if (typeof c !== 'string' || !available.includes(c)) return `未知的列：${String(c).slice(0, 30)}`;
    if (seen.has(c)) return `列重复：${c}`;
    seen.add(c);
  }
  return null;
}

/**
 * A stored choice as read back: the known ids in order, each once; undefined when the value is not
 * a list or nothing known is left (the table then shows its defaults).
 */
export function readColumnChoice<T extends ChoosableTable>(table: T, value: unknown): Array<TableColumnId<T>> | undefined {
  if (!Array.isArray(value) || value.length > 100) return undefined;
  const available: readonly string[] = TABLE_COLUMNS[table].available;
  const out: string[] = [];
  for (const c of value) if (typeof c === 'string' && available.includes(c) && !out.includes(c)) out.push(c);
  return out.length > 0 ? (out as Array<TableColumnId<T>>) : undefined;
}

/** Every table's stored choice read back ({@link readColumnChoice}); a table without a usable one is left out. */
export function readColumnChoices(value: unknown): ColumnChoices {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const v = value as Record<string, unknown>;
  const watchlist = readColumnChoice('watchlist', v.watchlist);
  const rank = readColumnChoice('rank', v.rank);
  return { ...(watchlist ? { watchlist } : {}), ...(rank ? { rank } : {}) };
}

/** The columns a table shows: the choice when there is one, else its defaults. */
export function shownColumns<T extends ChoosableTable>(table: T, choice: readonly TableColumnId<T>[] | null | undefined): Array<TableColumnId<T>> {
  return choice && choice.length > 0 ? [...choice] : ([...TABLE_COLUMNS[table].defaults] as Array<TableColumnId<T>>);
}

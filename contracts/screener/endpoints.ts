/**
 * Screener endpoints (ours; the spec names only the pages): run a screen, explain why a stock is
 * in or out, and the signed-in user's saved screens. Errors: 400 with a Chinese message naming the
 * bad part of the tree (`all[1].max: …`), 404 unknown screen, 409 more than
 * {@link SAVED_SCREEN_LIMITS.maxScreens} screens.
 */
import { endpoint, type None } from '../endpoints/define';
import type { ScreenSort, ScreenTree } from './tree';

/** Limits of saved screens. */
export const SAVED_SCREEN_LIMITS = {
  maxScreens: 50,
  maxNameLength: 20,
} as const;

/** Which stocks a screen runs over: the whole A-share universe, or the caller's watchlist (one group). */
export type ScreenScope = { kind: 'all' } | { kind: 'watchlist'; groupId?: number };

/** A screen to run. */
export interface ScreenRequest {
  tree: ScreenTree;
  sort?: ScreenSort;
  /** 1-based page (default 1). */
  page?: number;
  /** Rows per page (default 50, at most SCREEN_LIMITS.maxPageSize). */
  size?: number;
  /** Keep only the first N after sorting ("股息率最高的20只"). */
  limit?: number;
  /** `YYYY-MM-DD`: run as of that trading day's close with only what was known then. */
  asOf?: string;
  scope?: ScreenScope;
}

/** Forward returns after the as-of day, percent; null while the day has not come yet. */
export interface ForwardReturns {
  t1: number | null;
  t5: number | null;
  t20: number | null;
}

/** One result row. */
export interface ScreenRow {
  id: string;
  code: string;
  name: string;
  price: number | null;
  pct: number | null;
  /** Value of each active field (number, set text, or a signal's true/false); null when unknown. */
  values: Record<string, number | string | boolean | null>;
  /** Fields of `values` that are null because their earnings base is a loss (a PE over 归母净利润 ≤ 0): shown as 亏损. */
  losses?: string[];
  /** For an as-of-date screen: the stock's returns from that close. */
  forward?: ForwardReturns;
}

/** The answer of a screen. */
export interface ScreenResult {
  /** Trading day the factors are of (`YYYY-MM-DD`). */
  asOf: string;
  /** True when run on today's live prices. */
  live: boolean;
  /** Stocks screened (the universe or the scope). */
  universe: number;
  /** Stocks passing every condition (after `limit`). */
  total: number;
  /** Per AND node: stocks passing that node alone. */
  counts: number[];
  /** Per AND node: stocks passing it and every node before it (the funnel). */
  funnel: number[];
  /** Field ids of the active conditions, in tree order (one column each). */
  columns: string[];
  page: number;
  size: number;
  rows: ScreenRow[];
  /** For an as-of-date screen: the picks' average forward returns beside the benchmark's. */
  forward?: { benchmark: string; picks: ForwardReturns; bench: ForwardReturns; picksCounted: number };
}

/** One check of an explanation. */
export interface ExplainCheck {
  /** Path of the node in the tree (`all[2]`). */
  path: string;
  /** Chip text of the node. */
  text: string;
  pass: boolean;
  /** The stock's value of each field of the node. */
  values: Record<string, number | string | boolean | null>;
}

/** Why one stock is in or out of a screen. */
export interface ScreenExplanation {
  id: string;
  name: string;
  asOf: string;
  passed: boolean;
  checks: ExplainCheck[];
}

/** A stock entering or leaving a saved screen. */
export interface ScreenStock {
  id: string;
  name: string;
}

/** A saved screen as listed. */
export interface SavedScreen {
  id: number;
  name: string;
  tree: ScreenTree;
  sort: ScreenSort | null;
  /** Epoch ms. */
  createdAt: number;
  updatedAt: number;
  /** Stocks passing today (whole universe); null when it could not be computed. */
  hits: number | null;
  /** Hits today minus hits at yesterday's close. */
  hitsChange: number | null;
  /** The last run through `run`: when, and which stocks entered or left since the run before. */
  lastRun: { at: number; total: number; entered: ScreenStock[]; left: ScreenStock[] } | null;
}

/** Answer of running a saved screen. */
export interface SavedScreenRun extends ScreenResult {
  screen: SavedScreen;
}

export const screenerEndpoints = {
  screenerRun: endpoint<None, ScreenRequest, ScreenResult>('POST', '/api/v3/screener/run', 'optional'),
  screenerExplain: endpoint<None, { tree: ScreenTree; id: string; asOf?: string }, ScreenExplanation>('POST', '/api/v3/screener/explain', 'optional'),
  screenerList: endpoint<None, None, SavedScreen[]>('GET', '/api/v3/screener/screens', 'required'),
  screenerSave: endpoint<None, { id?: number; name: string; tree: ScreenTree; sort?: ScreenSort | null }, SavedScreen>(
    'POST',
    '/api/v3/screener/screens/save',
    'required',
  ),
  screenerRename: endpoint<None, { id: number; name: string }, SavedScreen>('POST', '/api/v3/screener/screens/rename', 'required'),
  screenerCopy: endpoint<None, { id: number }, SavedScreen>('POST', '/api/v3/screener/screens/copy', 'required'),
  screenerDelete: endpoint<None, { id: number }, null>('POST', '/api/v3/screener/screens/delete', 'required'),
  screenerRunSaved: endpoint<None, { id: number; scope?: ScreenScope; page?: number; size?: number }, SavedScreenRun>(
    'POST',
    '/api/v3/screener/screens/run',
    'required',
  ),
} as const;

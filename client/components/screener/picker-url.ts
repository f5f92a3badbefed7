/**
 * The builder's state in the address: `/stockPicker?c=<tree>&sort=<field>:<asc|desc>&asOf=<day>&page=<n>&screen=<id>`
 * (the tree in contracts/screener/url.ts's short form). Pure, so links from 智能选股, 我的选股 and
 * the gallery open the same state.
 */
import { fieldOf } from '../../../contracts/screener/fields';
import { decodeTreeLoose, encodeTree } from '../../../contracts/screener/url';
import type { ScreenSort, ScreenTree } from '../../../contracts/screener/tree';

/** The builder's state. */
export interface PickerState {
  tree: ScreenTree;
  sort: ScreenSort | null;
  /** `YYYY-MM-DD` or null for today (live). */
  asOf: string | null;
  page: number;
  /** Top-N (智能选股's 「最高的20只」). */
  limit: number | null;
  /** The saved screen being edited. */
  screen: number | null;
}

/** The empty state. */
export const EMPTY_PICKER: PickerState = { tree: { all: [] }, sort: null, asOf: null, page: 1, limit: null, screen: null };

/** Reads the state from a query string (bad parts are dropped, never thrown). */
export function readPickerQuery(search: string): PickerState {
  const q = new URLSearchParams(search);
  // Kept as written even when invalid (an emptied option list): the builder shows the problem; unknown fields are dropped.
  const loose = decodeTreeLoose(q.get('c'));
  const tree = { all: loose.all.filter((n) => ('any' in n ? n.any.every((c) => fieldOf(c.field)) : fieldOf(n.field))) };
  const sortText = q.get('sort') ?? '';
  const m = /^([A-Za-z0-9]+):(asc|desc)$/.exec(sortText);
  const asOf = q.get('asOf');
  const page = Number(q.get('page'));
  const limit = Number(q.get('limit'));
  const screen = Number(q.get('screen'));
  return {
    tree,
    sort: m ? { field: m[1]!, order: m[2] as 'asc' | 'desc' } : null,
    asOf: asOf && /^\d{4}-\d{2}-\d{2}$/.test(asOf) ? asOf : null,
    page: Number.isInteger(page) && page > 1 ? page : 1,
    limit: Number.isInteger(limit) && limit > 0 ? limit : null,
    screen: Number.isInteger(screen) && screen > 0 ? screen : null,
  };
}

/** The address of a state. */
export function pickerUrl(s: Partial<PickerState>, path = '/stockPicker'): string {
  const q = new URLSearchParams();
  if (s.tree && s.tree.all.length > 0) q.set('c', encodeTree(s.tree));
  if (s.sort) q.set('sort', `${s.sort.field}:${s.sort.order}`);
  if (s.asOf) q.set('asOf', s.asOf);
  if (s.page && s.page > 1) q.set('page', String(s.page));
  if (s.limit) q.set('limit', String(s.limit));
  if (s.screen) q.set('screen', String(s.screen));
  const text = q.toString();
  return text ? `${path}?${text}` : path;
}

/** A security id from what a user types: `600519`, `600519.SH`, `sz000001`. */
export function securityIdFromInput(text: string): string | null {
  const t = text.trim().toUpperCase();
  let m = /^(\d{6})\.(SH|SZ|BJ)$/.exec(t);
  if (m) return `${m[1]}.${m[2]}`;
  m = /^(SH|SZ|BJ)(\d{6})$/.exec(t);
  if (m) return `${m[2]}.${m[1]}`;
  m = /^(\d{6})$/.exec(t);
  if (!m) return null;
  const code = m[1]!;
  if (/^(60|68|90)/.test(code)) return `${code}.SH`;
  if (/^(00|30|20)/.test(code)) return `${code}.SZ`;
  if (/^(8|4|92)/.test(code)) return `${code}.BJ`;
  return null;
}

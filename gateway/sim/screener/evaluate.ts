/**
 * Evaluation of a condition tree over a factor table: one pass mask per AND node (an OR group is
 * the union of its members), the count of each node alone, the funnel after each step, and the
 * rows passing all of them. Masks are byte arrays over the table's rows; a scope mask narrows the
 * universe (the watchlist or one group).
 */
import { fieldOf } from '../../../contracts/screener/fields';
import { isOrGroup, type ScreenCondition, type ScreenNode, type ScreenTree } from '../../../contracts/screener/tree';
import type { FactorTable } from './factor-table';
import { extendedMask, isExtended, withinBounds } from './condition-extras';

/** Value of a field on a row: a number, a set's text, a signal's yes/no, or null. */
export function cellValue(table: FactorTable, field: string, row: number): number | string | boolean | null {
  if (field in table.num) {
    const v = table.num[field as keyof FactorTable['num']][row]!;
    return Number.isNaN(v) ? null : v;
  }
  if (field in table.flag) return table.flag[field as keyof FactorTable['flag']][row] === 1;
  switch (field) {
    case 'board':
      return table.board[row] ?? null;
    case 'industry':
      return table.industry[row] ?? null;
    case 'concept':
      return (table.concepts[row] ?? []).join('、');
    case 'index':
      return (table.indexes[row] ?? []).join('、');
  }
  return null;
}

/** Pass mask of one condition. */
export function conditionMask(table: FactorTable, c: ScreenCondition): Uint8Array {
  const n = table.ids.length;
  const out = new Uint8Array(n);
  const field = fieldOf(c.field);
  if (!field) return out;
  if (field.kind === 'range') {
    if (isExtended(c)) return extendedMask(table, c);
    const col = table.num[c.field as keyof FactorTable['num']];
    if (!col) return out;
    for (let i = 0; i < n; i++) out[i] = withinBounds(col[i]!, c) ? 1 : 0;
    return out;
  }
  if (field.kind === 'flag') {
    const col = table.flag[c.field as keyof FactorTable['flag']];
    if (col) out.set(col);
    if (c.not) for (let i = 0; i < n; i++) out[i] = out[i]! ^ 1;
    return out;
  }
  const wanted = new Set(c.values ?? []);
  const lists = c.field === 'concept' ? table.concepts : c.field === 'index' ? table.indexes : null;
  const single = c.field === 'board' ? table.board : c.field === 'industry' ? table.industry : null;
  for (let i = 0; i < n; i++) {
    if (single) out[i] = wanted.has(single[i]!) ? 1 : 0;
    else if (lists) out[i] = lists[i]!.some((v) => wanted.has(v)) ? 1 : 0;
    if (c.not) out[i] = out[i]! ^ 1;
  }
  return out;
}

/** Pass mask of a node. */
export function nodeMask(table: FactorTable, node: ScreenNode): Uint8Array {
  if (!isOrGroup(node)) return conditionMask(table, node);
  const out = new Uint8Array(table.ids.length);
  for (const c of node.any) {
    const m = conditionMask(table, c);
    for (let i = 0; i < out.length; i++) out[i] = out[i]! | m[i]!;
  }
  return out;
}

/** The outcome of a tree. */
export interface Evaluation {
  /** Rows screened (in scope). */
  universe: number;
  counts: number[];
  funnel: number[];
  /** Rows passing every node, ascending. */
  rows: number[];
  masks: Uint8Array[];
}

/** Evaluates a tree; `scope` (a mask) limits the rows screened. */
export function evaluateTree(table: FactorTable, tree: ScreenTree, scope: Uint8Array | null = null): Evaluation {
  const n = table.ids.length;
  const acc = new Uint8Array(n);
  if (scope) acc.set(scope);
  else acc.fill(1);
  let universe = 0;
  for (let i = 0; i < n; i++) universe += acc[i]!;
  const counts: number[] = [];
  const funnel: number[] = [];
  const masks: Uint8Array[] = [];
  for (const node of tree.all) {
    const m = nodeMask(table, node);
    masks.push(m);
    let alone = 0;
    let left = 0;
    for (let i = 0; i < n; i++) {
      const inScope = scope ? scope[i]! : 1;
      alone += m[i]! & inScope;
      acc[i] = acc[i]! & m[i]!;
      left += acc[i]!;
    }
    counts.push(alone);
    funnel.push(left);
  }
  const rows: number[] = [];
  for (let i = 0; i < n; i++) if (acc[i]) rows.push(i);
  return { universe, counts, funnel, rows, masks };
}

/** Sorts rows by a field (null last), ties by id; `code`/`name` sort by text. */
export function sortRows(table: FactorTable, rows: number[], field: string, order: 'asc' | 'desc'): number[] {
  const sign = order === 'desc' ? -1 : 1;
  const key = (r: number): number | string | null => {
    if (field === 'code') return table.ids[r]!;
    if (field === 'name') return table.entries[r]!.name;
    const v = cellValue(table, field, r);
    return typeof v === 'boolean' ? (v ? 1 : 0) : v;
  };
  const keyed = rows.map((r) => ({ r, k: key(r) }));
  keyed.sort((a, b) => {
    if (a.k === null && b.k === null) return table.ids[a.r]! < table.ids[b.r]! ? -1 : 1;
    if (a.k === null) return 1;
    if (b.k === null) return -1;
    if (a.k !== b.k) return (a.k < b.k ? -1 : 1) * sign;
    return table.ids[a.r]! < table.ids[b.r]! ? -1 : 1;
  });
  return keyed.map((x) => x.r);
}

/**
 * Pure edits of a condition tree for the builder: add a field with its first preset, change or
 * remove a condition, join a condition with the one before it into an OR group and split it out.
 * Every edit returns a new tree; positions are `[node, member]` (member −1 for a plain node).
 */
import { fieldOf } from '../../../contracts/screener/fields';
import { isOrGroup, type ScreenCondition, type ScreenNode, type ScreenTree } from '../../../contracts/screener/tree';

/** Where a condition sits: node index and member index inside an OR group (−1 for a plain node). */
export type Slot = readonly [node: number, member: number];

/** A new condition for a field: a range starts from its first preset, a set from its first option. */
export function newCondition(fieldId: string): ScreenCondition {
  const f = fieldOf(fieldId);
  if (!f || f.kind === 'flag') return { field: fieldId };
  if (f.kind === 'set') return { field: fieldId, values: [f.options[0]!] };
  const p = f.presets[0];
  const c: ScreenCondition = { field: fieldId };
  if (p?.min !== undefined) c.min = p.min;
  if (p?.max !== undefined) c.max = p.max;
  return c;
}

/** Adds a condition at the end. */
export function addCondition(tree: ScreenTree, c: ScreenCondition): ScreenTree {
  return { all: [...tree.all, c] };
}

/** The condition at a slot. */
export function conditionAt(tree: ScreenTree, [n, m]: Slot): ScreenCondition | undefined {
  const node = tree.all[n];
  if (!node) return undefined;
  return isOrGroup(node) ? node.any[m] : node;
}

/** Replaces the condition at a slot. */
export function updateCondition(tree: ScreenTree, [n, m]: Slot, c: ScreenCondition): ScreenTree {
  return {
    all: tree.all.map((node, i): ScreenNode => {
      if (i !== n) return node;
      if (!isOrGroup(node)) return c;
      return { any: node.any.map((x, j) => (j === m ? c : x)) };
    }),
  };
}

/** Removes the condition at a slot (an OR group left with one member becomes a plain node). */
export function removeCondition(tree: ScreenTree, [n, m]: Slot): ScreenTree {
  const all: ScreenNode[] = [];
  tree.all.forEach((node, i) => {
    if (i !== n) all.push(node);
    else if (isOrGroup(node)) {
      const any = node.any.filter((_, j) => j !== m);
      if (any.length === 1) all.push(any[0]!);
      else if (any.length > 1) all.push({ any });
    }
  });
  return { all };
}

/** Joins node `n` into the node before it as an OR group (或). */
export function joinWithPrevious(tree: ScreenTree, n: number): ScreenTree {
  if (n <= 0 || n >= tree.all.length) return tree;
  const prev = tree.all[n - 1]!;
  const cur = tree.all[n]!;
  const members = [...(isOrGroup(prev) ? prev.any : [prev]), ...(isOrGroup(cur) ? cur.any : [cur])];
  return { all: [...tree.all.slice(0, n - 1), { any: members }, ...tree.all.slice(n + 1)] };
}

/** Takes a member out of its OR group as a node of its own right after the group (且). */
export function splitFromGroup(tree: ScreenTree, [n, m]: Slot): ScreenTree {
  const node = tree.all[n];
  if (!node || !isOrGroup(node)) return tree;
  const member = node.any[m];
  if (!member) return tree;
  const rest = node.any.filter((_, j) => j !== m);
  const head: ScreenNode = rest.length === 1 ? rest[0]! : { any: rest };
  return { all: [...tree.all.slice(0, n), head, member, ...tree.all.slice(n + 1)] };
}

/** Parses a number typed in a range box ('' = no bound); NaN for text that is not a number. */
export function parseBound(text: string): number | null {
  const t = text.trim();
  if (t === '') return null;
  const v = Number(t);
  return Number.isFinite(v) ? v : Number.NaN;
}

/**
 * Choosing and ordering a table's columns (pure, React-free): a draft lists every column the table
 * offers with whether it shows, the shown ones first in their order; the user moves and ticks
 * entries; the choice is the shown keys in order. The stock page's module catalogue edits the same
 * kind of draft.
 */

/** One entry of a draft: a key, whether it shows, and whatever else the list needs (its label). */
export interface ChoiceEntry {
  key: string;
  visible: boolean;
}

/** The draft with the entry `key` moved to position `to` (clamped); a new array, unchanged for an unknown key. */
export function moveEntry<E extends ChoiceEntry>(entries: readonly E[], key: string, to: number): E[] {
  const from = entries.findIndex((e) => e.key === key);
  if (from < 0) return entries.slice();
  const out = entries.slice();
  const [moved] = out.splice(from, 1);
  out.splice(Math.max(0, Math.min(out.length, to)), 0, moved!);
  return out;
}

/** The draft with `key` shown ↔ hidden. */
export function toggleEntry<E extends ChoiceEntry>(entries: readonly E[], key: string): E[] {
  return entries.map((e) => (e.key === key ? { ...e, visible: !e.visible } : e));
}

/** A column a table offers, as the chooser lists it. */
export interface ChoosableColumn<K extends string> {
  key: K;
  label: string;
}

/** A draft entry of a column. */
export type ColumnEntry<K extends string> = ChoosableColumn<K> & { visible: boolean };

/** The draft of a table showing `shown`: those columns first in that order, then the others (hidden) in the table's order. */
export function columnDraft<K extends string>(offered: ReadonlyArray<ChoosableColumn<K>>, shown: readonly K[]): Array<ColumnEntry<K>> {
  const byKey = new Map(offered.map((c) => [c.key, c]));
  const first = shown.flatMap((k) => {
    const c = byKey.get(k);
    return c ? [{ ...c, visible: true }] : [];
  });
  const rest = offered.filter((c) => !shown.includes(c.key)).map((c) => ({ ...c, visible: false }));
  return [...first, ...rest];
}

/** The choice a draft makes: its shown keys in order. */
export function draftChoice<K extends string>(draft: ReadonlyArray<ColumnEntry<K>>): K[] {
  return draft.filter((e) => e.visible).map((e) => e.key);
}

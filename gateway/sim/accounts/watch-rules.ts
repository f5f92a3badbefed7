/**
 * Pure watchlist rules: name and remark normalisation, and reordering. No I/O; unit-tested alone.
 */
import { ALL_GROUP_NAME } from '../../../contracts/entities';
import { WATCHLIST_LIMITS } from '../../../contracts/endpoints/watchlist';
import { badRequest, limitReached } from '../http/errors';

/** C0 controls and DEL, which have no place in a name (newline and tab included). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;
/** Controls except newline, for remarks (a remark may have several lines). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
const REMARK_CONTROL_CHARS = /[\u0000-\u0009\u000B-\u001F\u007F]/;

/** Length in characters (code points), so an emoji counts as one. */
export function charLength(text: string): number {
  return [...text].length;
}

/** A trimmed, valid group name, or a 400 error saying what is wrong. */
export function normalizeGroupName(raw: string): string {
  const name = raw.trim();
  if (name.length === 0) throw badRequest('分组名称不能为空');
  if (charLength(name) > WATCHLIST_LIMITS.maxGroupNameLength) throw badRequest(`分组名称不能超过${WATCHLIST_LIMITS.maxGroupNameLength}个字`);
  if (CONTROL_CHARS.test(name)) throw badRequest('分组名称含有非法字符');
  if (name === ALL_GROUP_NAME) throw badRequest(`不能使用「${ALL_GROUP_NAME}」作为分组名称`);
  return name;
}

/** A valid remark (trimmed; '' clears), or 409 when too long (a limit, per contracts/codes.ts), 400 for control characters. */
export function normalizeRemark(raw: string): string {
  const remark = raw.trim();
  if (charLength(remark) > WATCHLIST_LIMITS.maxRemarkLength) throw limitReached(`备注不能超过${WATCHLIST_LIMITS.maxRemarkLength}个字`);
  if (REMARK_CONTROL_CHARS.test(remark)) throw badRequest('备注含有非法字符');
  return remark;
}

/** Throws 400 when a list repeats an entry. */
export function assertDistinct<T>(values: readonly T[], what: string): void {
  if (new Set(values).size !== values.length) throw badRequest(`${what}有重复`);
}

/**
 * The new order after a partial reorder: `requested` first, in its order, then everything else in
 * its current order. Entries of `requested` not in `current` are ignored (callers check first).
 */
export function reorder<T>(current: readonly T[], requested: readonly T[]): T[] {
  const present = new Set(current);
  const head = requested.filter((x) => present.has(x));
  const moved = new Set(head);
  return [...head, ...current.filter((x) => !moved.has(x))];
}

/**
 * Which member-only fields (contracts/membership.ts {@link MEMBER_SCREEN_FIELDS}, the one gating
 * table) a screen uses: its conditions, OR members included, and its sort. The sim refuses such a
 * screen from a caller who may not use them (403 with {@link screenLockMessage}); the builder, the
 * strategy gallery and 我的选股 show the lock with the same check. Tolerant of malformed requests
 * (the tree's own validation names those).
 */
import { canUse, MEMBER_SCREEN_FIELDS, memberOnlyFieldMessage, screenFieldFeature, type VipState } from '../membership';
import { fieldOf } from './fields';

const fieldIdOf = (v: unknown): string | null => {
  const f = typeof v === 'object' && v !== null ? (v as { field?: unknown }).field : undefined;
  return typeof f === 'string' ? f : null;
};

/** Member-only field ids a request's tree and sort use, in order, without repeats. */
export function memberFieldsOf(req: { tree?: unknown; sort?: unknown }): string[] {
  const ids: string[] = [];
  const all = typeof req.tree === 'object' && req.tree !== null ? (req.tree as { all?: unknown }).all : undefined;
  if (Array.isArray(all)) {
    for (const node of all) {
      const any = typeof node === 'object' && node !== null ? (node as { any?: unknown }).any : undefined;
      for (const c of Array.isArray(any) ? any : [node]) {
        const id = fieldIdOf(c);
        if (id !== null) ids.push(id);
      }
    }
  }
  const sort = fieldIdOf(req.sort);
  if (sort !== null) ids.push(sort);
  return [...new Set(ids.filter((id) => Object.hasOwn(MEMBER_SCREEN_FIELDS, id)))];
}

/** The member-only fields of a request that a caller with this (effective) membership may not use; [] = runnable. */
export function lockedFieldsOf(req: { tree?: unknown; sort?: unknown }, vip: Pick<VipState, 'vipType'> | null): string[] {
  return memberFieldsOf(req).filter((id) => !canUse(screenFieldFeature(id)!, vip));
}

/** The member-only refusal naming the fields, e.g. `选股条件「PE 10年分位」为会员专享，开通会员后可查看`. */
export function screenLockMessage(fieldIds: readonly string[]): string {
  return memberOnlyFieldMessage(fieldIds.map((id) => fieldOf(id)?.label ?? id).join('」「'));
}

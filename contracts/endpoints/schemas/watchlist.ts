/** Query and body schemas of the watchlist endpoints (contracts/endpoints/watchlist.ts). */
import Type, { type Static } from 'typebox';
import { WATCHLIST_LIMITS, ITEM_SORT_FIELDS } from '../watchlist-limits';
import { Code, Id, IdListText, strictObject } from './common';

/** Group names are length-checked by the store (with a clearer message); the schema only caps absurd input. */
const GroupName = Type.String({ maxLength: 200 });
/** Remarks likewise: the store enforces {@link WATCHLIST_LIMITS.maxRemarkLength}. */
const Remark = Type.String({ maxLength: WATCHLIST_LIMITS.maxRemarkLength * 10 });
/** An array of security ids. */
const CodeArray = Type.Array(Code, { maxItems: WATCHLIST_LIMITS.maxCodesPerCall });
/** User group ids (every group at most once, plus 全部). */
const GroupIds = Type.Array(Id, { maxItems: WATCHLIST_LIMITS.maxGroups + 1 });

/** Query naming a group. */
export const GroupIdQuery = strictObject({ groupId: Id });
export type GroupIdQuery = Static<typeof GroupIdQuery>;

/** Query of `listOptV4`: the group (default 全部 when absent). */
export const ListOptQuery = strictObject({ groupId: Type.Optional(Id) });
export type ListOptQuery = Static<typeof ListOptQuery>;

/** Query of `addOptGroup`: 1–20 characters after trimming; not 全部. Errors: 400 empty/too long/duplicate name, 409 too many groups. */
export const AddGroupQuery = strictObject({ name: GroupName });
export type AddGroupQuery = Static<typeof AddGroupQuery>;

/** Query of `renameOptGroup`. */
export const RenameGroupQuery = strictObject({ groupId: Id, name: GroupName });
export type RenameGroupQuery = Static<typeof RenameGroupQuery>;

/** Body of `sortOptGroup`: user group ids in the wanted order; groups not listed keep their order after them. */
export const SortGroupsBody = strictObject({ groupIds: GroupIds });
export type SortGroupsBody = Static<typeof SortGroupsBody>;

/** Body of `sortOpt` (query {@link GroupIdQuery}): codes in the wanted order; codes not listed keep their order after them. */
export const SortItemsBody = strictObject({ codes: CodeArray });
export type SortItemsBody = Static<typeof SortItemsBody>;

/** Body of `listOptionalV5Items`: one page of a group, sorted server-side (nulls last); defaults 全部, `sort`, `asc`, page 1, 50 a page. */
export const ListItemsPageBody = strictObject({
  groupId: Type.Optional(Id),
  sortBy: Type.Optional(Type.Enum(ITEM_SORT_FIELDS)),
  order: Type.Optional(Type.Enum(['asc', 'desc'] as const)),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
  pageSize: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ListItemsPageBody = Static<typeof ListItemsPageBody>;

/** Body of `avgChg`: the groups (default all of the user's groups). */
export const AvgChgBody = strictObject({ groupIds: Type.Optional(GroupIds) });
export type AvgChgBody = Static<typeof AvgChgBody>;

/**
 * Query of `addOpt` / `delOptional`: a security id and comma-separated group ids (`1,2`). addOpt: groups to add to
 * (全部 always included; absent = 全部 only). delOptional: groups to remove from (absent or containing 全部 = unfollow entirely).
 */
export const CodeGroupsQuery = strictObject({ code: Code, groupIds: Type.Optional(IdListText) });
export type CodeGroupsQuery = Static<typeof CodeGroupsQuery>;

/** Query naming one security. */
export const CodeQuery = strictObject({ code: Code });
export type CodeQuery = Static<typeof CodeQuery>;

/** Body of `batchDelOpt`: codes to remove from the group (from 全部 = unfollow). */
export const BatchDeleteBody = strictObject({ groupId: Id, codes: Type.Array(Code, { minItems: 1, maxItems: WATCHLIST_LIMITS.maxCodesPerCall }) });
export type BatchDeleteBody = Static<typeof BatchDeleteBody>;

/** Query of `moveOpt`: comma-separated security ids moved from one group to a user group (from 全部 = copy). */
export const MoveQuery = strictObject({
  codes: Type.String({ minLength: 1, maxLength: WATCHLIST_LIMITS.maxCodesPerCall * 21 }),
  fromGroupId: Id,
  toGroupId: Id,
});
export type MoveQuery = Static<typeof MoveQuery>;

/** Path of `remark/{id}` (id = the item's id). */
export const RemarkParams = strictObject({ id: Id });
export type RemarkParams = Static<typeof RemarkParams>;

/** Body of `remark/{id}`; '' clears it. */
export const RemarkBody = strictObject({ remark: Remark });
export type RemarkBody = Static<typeof RemarkBody>;

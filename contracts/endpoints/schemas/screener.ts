/**
 * Body schemas of the screener endpoints (contracts/screener/endpoints.ts). They give the shapes to
 * Fastify (and the OpenAPI document) while leaving the checks with a message naming the exact part
 * (`tree.all[1].max: 「市盈率TTM」的下限 30 大于上限 10`) to the screener itself: bounds, units, field
 * ids, option values and the 30-condition limit are checked by `treeProblem` and `Screener.run`.
 * Nested objects allow unknown keys on purpose: Ajv's key removal would strip a condition's keys
 * while trying the OR-group branch of the node union. The client imports this file only with
 * `import type`.
 */
import Type, { type Static } from 'typebox';
import { Id } from './common';

/** One condition: a range (`min`/`max` in the field's unit), a set (`values`) or a signal (field only). */
export const ScreenConditionSchema = Type.Object(
  {
    field: Type.String({ maxLength: 40, description: '字段 id（contracts/screener/fields.ts），如 peTtm、roe、board' }),
    min: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    max: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    unit: Type.Optional(Type.String({ maxLength: 8, description: '可选：写明单位时须与字段单位一致（元、%、倍、亿元、天、年、户）' })),
    values: Type.Optional(Type.Array(Type.String({ maxLength: 40 }), { maxItems: 60 })),
    minExclusive: Type.Optional(Type.Boolean({ description: '下限本身不满足（大于、超过）' })),
    maxExclusive: Type.Optional(Type.Boolean({ description: '上限本身不满足（小于、低于）' })),
    not: Type.Optional(Type.Boolean({ description: '选项或信号取反（不含科创板）' })),
    vs: Type.Optional(Type.String({ maxLength: 16, description: '与参照比较：industryMean、industryMedian、industryRank、benchmark' })),
  },
  { description: '一个条件' },
);

/** An OR group: at least one member holds. */
export const OrGroupSchema = Type.Object({ any: Type.Array(ScreenConditionSchema, { maxItems: 30 }) }, { description: '或条件组' });

/** The condition tree: every node of `all` holds (at most 30 conditions in all). */
export const ScreenTreeSchema = Type.Object(
  { all: Type.Optional(Type.Array(Type.Union([OrGroupSchema, ScreenConditionSchema]), { maxItems: 200 })) },
  { description: '条件树：all 中的每个节点都须满足' },
);

/** Sort of the results: a field id, or `code` / `name`; order `asc` or `desc`. */
export const ScreenSortSchema = Type.Object({ field: Type.String({ maxLength: 40 }), order: Type.String({ maxLength: 8, description: 'asc 或 desc' }) });

/** Which stocks a screen runs over: `{kind: "all"}` or the caller's watchlist (`{kind: "watchlist", groupId?}`). */
export const ScreenScopeSchema = Type.Object({ kind: Type.String({ maxLength: 16 }), groupId: Type.Optional(Type.Integer()) });

/** Body of `screenerRun`. */
export const ScreenRunBody = Type.Object({
  tree: ScreenTreeSchema,
  sort: Type.Optional(ScreenSortSchema),
  page: Type.Optional(Type.Number({ description: '页码，从 1 开始' })),
  size: Type.Optional(Type.Number({ description: '每页条数，默认 50' })),
  limit: Type.Optional(Type.Number({ description: '排序后只取前 N 只' })),
  asOf: Type.Optional(Type.String({ maxLength: 10, description: 'YYYY-MM-DD：按当日收盘、只用当时已公布的数据筛选' })),
  scope: Type.Optional(ScreenScopeSchema),
});
export type ScreenRunBody = Static<typeof ScreenRunBody>;

/** Body of `screenerExplain`: why stock `id` is in or out. */
export const ScreenExplainBody = Type.Object({
  tree: ScreenTreeSchema,
  id: Type.String({ maxLength: 20, description: '证券代码，如 600519.SH' }),
  asOf: Type.Optional(Type.String({ maxLength: 10 })),
});
export type ScreenExplainBody = Static<typeof ScreenExplainBody>;

/** Body of `screenerSave`: a new screen, or `id` to replace one. */
export const ScreenSaveBody = Type.Object({
  id: Type.Optional(Type.Union([Id, Type.Null()])),
  name: Type.String({ maxLength: 100 }),
  tree: ScreenTreeSchema,
  sort: Type.Optional(Type.Union([ScreenSortSchema, Type.Null()])),
});
export type ScreenSaveBody = Static<typeof ScreenSaveBody>;

/** Body of `screenerRename`. */
export const ScreenRenameBody = Type.Object({ id: Type.Number(), name: Type.String({ maxLength: 100 }) });
export type ScreenRenameBody = Static<typeof ScreenRenameBody>;

/** Body of `screenerCopy` and `screenerDelete`. */
export const ScreenIdBody = Type.Object({ id: Type.Number() });
export type ScreenIdBody = Static<typeof ScreenIdBody>;

/** Body of `screenerRunSaved`: run saved screen `id` on a scope, paged. */
export const ScreenRunSavedBody = Type.Object({
  id: Type.Number(),
  scope: Type.Optional(ScreenScopeSchema),
  page: Type.Optional(Type.Number()),
  size: Type.Optional(Type.Number()),
});
export type ScreenRunSavedBody = Static<typeof ScreenRunSavedBody>;

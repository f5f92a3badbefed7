/**
 * Query schemas of the data-centre endpoints (contracts/endpoints/datacentre.ts). Values stay
 * strings here; the sim's readers check each one and name the bad field in Chinese
 * (`参数 date 取值无效`).
 */
import Type, { type Static } from 'typebox';

const Text = Type.String();

/** Query of a one-day dataset: `date` (`YYYY-MM-DD`, a trading day; default the last closed day). */
export const DayQuery = Type.Object({ date: Type.Optional(Text) });
export type DayQuery = Static<typeof DayQuery>;

/** Query of `fundFlow`: the day and the scope (`stock` / `industry` / `concept`). */
export const FlowQuery = Type.Object({ date: Type.Optional(Text), scope: Type.Optional(Text) });
export type FlowQuery = Static<typeof FlowQuery>;

/** Query of `history`: the last day and how many trading days back (1–250, default 60). */
export const HistoryQuery = Type.Object({ date: Type.Optional(Text), days: Type.Optional(Text) });
export type HistoryQuery = Static<typeof HistoryQuery>;

/** Query of `holderChange`: the day and the window of 公告日 up to it (`1m` / `3m` / `6m` / `1y`, default `3m`). */
export const HolderChangeQuery = Type.Object({ date: Type.Optional(Text), period: Type.Optional(Text) });
export type HolderChangeQuery = Static<typeof HolderChangeQuery>;

/** Query of `unlock`: the day and the window (`past1m` 近一月已解禁 / `next1m` 未来一月 / `next3m` 未来三月, default `next1m`). */
export const UnlockQuery = Type.Object({ date: Type.Optional(Text), range: Type.Optional(Text) });
export type UnlockQuery = Static<typeof UnlockQuery>;

/**
 * Query schema of the data centre's 年报季报 endpoints (contracts/endpoints/datacentre-reports.ts).
 * Values stay strings here; the sim's readers check each one and name the bad field in Chinese
 * (`参数 period 取值无效`).
 */
import Type, { type Static } from 'typebox';

const Text = Type.String();

/**
 * Query of a 年报季报 table: `date` (`YYYY-MM-DD`, a trading day; default the last closed day) and
 * `period` (a report period `YYYY-03-31` / `-06-30` / `-09-30` / `-12-31`; default the newest one
 * with something published by `date`).
 */
export const ReportQuery = Type.Object({ date: Type.Optional(Text), period: Type.Optional(Text) });
export type ReportQuery = Static<typeof ReportQuery>;

/**
 * The sim's build worker (a worker thread; build-pool.ts starts it): boots its own
 * copy of the sim's market from the seed, anchor and boot memo it is handed — the memo holds what
 * the sim's market solved, so this boot solves nothing again (about a second and a half) — then
 * builds on request past days' screener tables and a day's ten-year PE histories (screener/past-wire.ts) and computed indexes' day
 * tables (the market's `compositeDayColumns`). Its clock is set to the sim's at each screen; what it
 * builds reads history only, never today's session.
 */
import { workerData } from 'node:worker_threads';
import { createSimMarket } from './boot-market';
import { engineView, fixedClock, type DayColumns } from './market/index';
import type { CompanyBackedMarket } from './companies/index';
import { PastTableMaker, type PastTableWire, type PeHistoriesWire } from './screener/index';
import type { BootMemo } from './warmup/index';

/** What the sim hands the worker: its market's seed, anchor and boot memo. */
export interface BuildWorkerData {
  seed: number;
  anchorAt: number;
  memo: BootMemo;
}

/** Throws unless `data` is a {@link BuildWorkerData}. */
export function checkWorkerData(data: unknown): BuildWorkerData {
  const d = data as Partial<BuildWorkerData> | null;
  if (!d || typeof d !== 'object') throw new Error('build worker: workerData must be an object');
  if (typeof d.seed !== 'number' || !Number.isFinite(d.seed)) throw new Error(`build worker: seed must be a finite number, got ${JSON.stringify(d.seed)}`);
  if (typeof d.anchorAt !== 'number' || !Number.isFinite(d.anchorAt))
    throw new Error(`build worker: anchorAt must be epoch ms, got ${JSON.stringify(d.anchorAt)}`);
  if (!d.memo || !(d.memo.memberCaps instanceof Map) || !(d.memo.anchors instanceof Map))
    throw new Error('build worker: memo must hold the maps memberCaps and anchors');
  return { seed: d.seed, anchorAt: d.anchorAt, memo: d.memo };
}

/** A computed index's day table over trading indexes [first, T − 1] (the sim's `offloadCompositeDays`). */
export interface CompositeDaysJob {
  id: string;
  first: number;
  T: number;
}

/** Throws unless `job` has the shape of a {@link CompositeDaysJob} (the market's `compositeDayColumns` checks the id and the range). */
export function checkCompositeDaysJob(job: unknown): CompositeDaysJob {
  const j = job as Partial<CompositeDaysJob> | null;
  if (!j || typeof j !== 'object') throw new Error('composite-days job must be an object');
  if (typeof j.id !== 'string' || j.id === '') throw new Error(`composite-days job: id must be a security id, got ${JSON.stringify(j.id)}`);
  if (typeof j.first !== 'number' || typeof j.T !== 'number') throw new Error('composite-days job: first and T must be trading indexes');
  return { id: j.id, first: j.first, T: j.T };
}

/** The worker's market and table maker, booted on the first job: a boot that fails rejects that job with its reason (a module that threw while loading would be reported by the loader as a file it cannot read). */
let booted: { market: CompanyBackedMarket; maker: PastTableMaker } | null = null;

function boot(): { market: CompanyBackedMarket; maker: PastTableMaker } {
  const data = checkWorkerData(workerData);
  const clock = fixedClock(data.anchorAt);
  const { universe, market } = createSimMarket(data.seed, clock, data.memo);
  market.step();
  return { market, maker: new PastTableMaker({ universe, market: engineView(market), companies: market.companies }, (now) => clock.set(now)) };
}

/** The booted worker (booting it on the first job). */
const ready = () => (booted ??= boot());

/** Builds one past day's screener table (piscina's default task). */
export default function build(job: unknown): PastTableWire | null {
  return ready().maker.build(job);
}

/** Builds the ten-year PE histories of a day's screened companies (piscina's task `peHistories`). */
export function peHistories(job: unknown): PeHistoriesWire {
  return ready().maker.peHistories(job);
}

/** Builds a computed index's day table (piscina's task `compositeDays`). */
export function compositeDays(job: unknown): DayColumns {
  const { id, first, T } = checkCompositeDaysJob(job);
  return ready().market.compositeDayColumns(id, first, T);
}

/** Boots ahead, company models included, so the first past-date screen does not wait for it (piscina's task `warm`). */
export function warm(): null {
  ready().maker.prepare();
  return null;
}

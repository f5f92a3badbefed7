/**
 * The past-table worker (a worker thread of the sim; past-table-pool.ts starts it): boots its own
 * copy of the sim's market from the seed, anchor and boot memo it is handed — the memo holds what
 * the sim's market solved, so this boot solves nothing again (about a second and a half) — then
 * builds past days' screener tables on request (screener/past-wire.ts). Its clock is set to the
 * sim's at each request; the days it builds read history only, never today's session.
 */
import { workerData } from 'node:worker_threads';
import { createSimMarket } from './boot-market';
import { engineView, fixedClock } from './market/index';
import { PastTableMaker, type PastTableWire } from './screener/index';
import type { BootMemo } from './warmup/boot-cache';

/** What the sim hands the worker: its market's seed, anchor and boot memo. */
export interface PastTableWorkerData {
  seed: number;
  anchorAt: number;
  memo: BootMemo;
}

/** Throws unless `data` is a {@link PastTableWorkerData}. */
export function checkWorkerData(data: unknown): PastTableWorkerData {
  const d = data as Partial<PastTableWorkerData> | null;
  if (!d || typeof d !== 'object') throw new Error('past-table worker: workerData must be an object');
  if (typeof d.seed !== 'number' || !Number.isFinite(d.seed)) throw new Error(`past-table worker: seed must be a finite number, got ${JSON.stringify(d.seed)}`);
  if (typeof d.anchorAt !== 'number' || !Number.isFinite(d.anchorAt))
    throw new Error(`past-table worker: anchorAt must be epoch ms, got ${JSON.stringify(d.anchorAt)}`);
  if (!d.memo || !(d.memo.memberCaps instanceof Map) || !(d.memo.anchors instanceof Map))
    throw new Error('past-table worker: memo must hold the maps memberCaps and anchors');
  return { seed: d.seed, anchorAt: d.anchorAt, memo: d.memo };
}

/** The worker's market and table maker, booted on the first job: a boot that fails rejects that job with its reason (a module that threw while loading would be reported by the loader as a file it cannot read). */
let maker: PastTableMaker | null = null;

function boot(): PastTableMaker {
  const data = checkWorkerData(workerData);
  const clock = fixedClock(data.anchorAt);
  const { universe, market } = createSimMarket(data.seed, clock, data.memo);
  market.step();
  return new PastTableMaker({ universe, market: engineView(market), companies: market.companies }, (now) => clock.set(now));
}

/** Builds one day (piscina calls this with each job). */
export default function build(job: unknown): PastTableWire | null {
  maker ??= boot();
  return maker.build(job);
}

/** Boots ahead, so the first past-date screen does not wait for it (piscina's task `warm`). */
export function warm(): null {
  maker ??= boot();
  return null;
}

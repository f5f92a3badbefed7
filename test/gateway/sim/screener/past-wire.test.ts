/**
 * Past days' tables built elsewhere (screener/past-wire.ts): a table that crossed a thread as
 * columns screens exactly as one built here; the Screener hands only days that read history alone to
 * its worker, asks again for PE 10年分位, and builds on its own loop when the worker fails. The
 * worker here runs in this thread over its own copy of the market, and its answer is
 * structured-cloned as a thread's would be.
 */
import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import type { ScreenRequest } from '../../../../contracts/screener/endpoints';
import { isTradingDay, localDay, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import { Memberships } from '../../../../gateway/sim/screener/day-inputs';
import { pastInputs, pastTable, readsHistoryOnly } from '../../../../gateway/sim/screener/past-tables';
import {
  PastTableMaker,
  checkPastTableJob,
  keepPeHistories,
  pastTableFromWire,
  pastTableToWire,
  type PastTableJob,
  type ScreenerWorker,
} from '../../../../gateway/sim/screener/past-wire';
import { Screener } from '../../../../gateway/sim/screener/screener';
import { TEST_NOW, sliceMarket, sliceUniverse } from './helpers';

const universe = sliceUniverse(6);
const today = localDay(TEST_NOW);

/** The nearest trading day at or before `day`. */
function tradingDayAtOrBefore(day: number): number {
  while (!isTradingDay(day)) day--;
  return day;
}
const OLD_DAY = tradingDayAtOrBefore(today - 400);
const RECENT_DAY = tradingDayAtOrBefore(today - 10);

/** A worker over its own copy of the market (same seed and clock), answering as a thread would: a structured clone. */
function sameThreadWorker(): ScreenerWorker & { jobs: PastTableJob[]; peDays: number[] } {
  const own = sliceMarket(universe);
  const maker = new PastTableMaker({ universe, market: own.view, companies: own.market.companies }, () => {});
  const jobs: PastTableJob[] = [];
  const peDays: number[] = [];
  return {
    jobs,
    peDays,
    build: async (job) => {
      jobs.push(job);
      return structuredClone(maker.build(job));
    },
    peHistories: async (job) => {
      peDays.push(job.T);
      return structuredClone(maker.peHistories(job));
    },
  };
}

const failing = (why: string): ScreenerWorker => ({ build: () => Promise.reject(new Error(why)), peHistories: () => Promise.reject(new Error(why)) });

function screenerOf(worker: ScreenerWorker | null): Screener {
  const { market, view } = sliceMarket(universe);
  return new Screener({ universe, market: view, companies: market.companies }, worker);
}

async function screen(s: Screener, req: ScreenRequest) {
  await s.prepare(req);
  return s.run(req);
}

const BY_PE_PCT: ScreenRequest = {
  tree: { all: [{ field: 'notSt' }, { field: 'peTtmPct', min: 0 }] },
  sort: { field: 'peTtmPct', order: 'asc' },
  asOf: formatDay(OLD_DAY),
  size: 20,
};
const BY_PCT20: ScreenRequest = { tree: { all: [{ field: 'pct20', min: -100 }] }, sort: { field: 'pct20', order: 'desc' }, asOf: formatDay(OLD_DAY), size: 20 };

test('a table that crossed as columns is the table built here: every column, row, forward return and the benchmark', () => {
  const { market, view } = sliceMarket(universe);
  const src = { universe, market: view, memberships: new Memberships(universe) };
  const here = pastTable(src, OLD_DAY)!;
  const back = pastTableFromWire(src, structuredClone(pastTableToWire(here)), pastInputs(src, OLD_DAY));
  assert.ok(here.table.ids.length > 30);
  for (const k of ['asOf', 'day', 'live', 'ids', 'num', 'flag', 'board', 'industry', 'concepts', 'indexes', 'loss', 'rowOf', 'T', 'pePct', 'bench'] as const)
    assert.deepEqual(back.table[k], here.table[k], k);
  assert.deepEqual(back.table.entries, here.table.entries);
  assert.deepEqual(back.forward, here.forward);
  assert.deepEqual(back.bench, here.bench);
  void market;
});

test('with a worker, an old day is built there — once, and again only for PE 10年分位 — and screens exactly as without one', async () => {
  const worker = sameThreadWorker();
  const withWorker = screenerOf(worker);
  const without = screenerOf(null);
  assert.deepEqual(await screen(withWorker, BY_PCT20), await screen(without, BY_PCT20));
  assert.deepEqual(await screen(withWorker, { ...BY_PCT20, page: 2 }), await screen(without, { ...BY_PCT20, page: 2 }));
  assert.deepEqual(
    worker.jobs.map((j) => [j.day, j.pe]),
    [[OLD_DAY, false]],
    'paging reads the table already built',
  );
  const byPe = await screen(withWorker, BY_PE_PCT);
  assert.ok(byPe.total > 0, 'PE 10年分位 filled');
  assert.deepEqual(byPe, await screen(without, BY_PE_PCT));
  assert.deepEqual(
    worker.jobs.map((j) => [j.day, j.pe]),
    [
      [OLD_DAY, false],
      [OLD_DAY, true],
    ],
  );
});

test('a day whose forward returns reach today is built here: the worker never sees it', async () => {
  assert.equal(readsHistoryOnly(RECENT_DAY, today), false);
  assert.equal(readsHistoryOnly(OLD_DAY, today), true);
  const worker = sameThreadWorker();
  const req = { ...BY_PCT20, asOf: formatDay(RECENT_DAY) };
  assert.deepEqual(await screen(screenerOf(worker), req), await screen(screenerOf(null), req));
  assert.deepEqual(worker.jobs, []);
});

test('a worker that fails (died, out of memory, or answers columns that do not fit) leaves the build to the sim: the screen still answers', async () => {
  const expected = await screen(screenerOf(null), BY_PE_PCT);
  assert.deepEqual(await screen(screenerOf(failing('worker exited')), BY_PE_PCT), expected);
  const own = sameThreadWorker();
  const misfit: ScreenerWorker = {
    build: async (job) => {
      const w = (await own.build(job))!;
      return { ...w, num: { ...w.num, pct20: w.num.pct20!.subarray(1) } };
    },
    peHistories: async (job) => {
      const w = await own.peHistories(job);
      return { ...w, offsets: w.offsets.subarray(1) };
    },
  };
  assert.deepEqual(await screen(screenerOf(misfit), BY_PE_PCT), expected);
});

test('today’s PE 10年分位 reads its ten-year PE histories from the worker (once), and screens exactly as without one; a worker that fails leaves them to the loop', async () => {
  const req: ScreenRequest = { tree: { all: [{ field: 'peTtmPct', max: 30 }] }, sort: { field: 'peTtmPct', order: 'asc' }, size: 30 };
  const worker = sameThreadWorker();
  const withWorker = screenerOf(worker);
  const expected = await screen(screenerOf(null), req);
  assert.ok(expected.total > 0);
  assert.deepEqual(await screen(withWorker, req), expected);
  assert.deepEqual(await screen(withWorker, { ...req, page: 2 }), await screen(screenerOf(null), { ...req, page: 2 }));
  assert.deepEqual(worker.peDays, [tradingIndexOf(today)], 'asked once, for today');
  assert.deepEqual(worker.jobs, [], 'today’s table is built here');
  assert.deepEqual(await screen(screenerOf(failing('worker exited')), req), expected);
  // What 10年分位 reads is the worker's: histories far above every PE put each stock at the bottom.
  const own = sameThreadWorker();
  const skewed: ScreenerWorker = {
    build: own.build,
    peHistories: async (job) => ({ ...(await own.peHistories(job)), values: (await own.peHistories(job)).values.fill(1e9) }),
  };
  const low = await screen(screenerOf(skewed), req);
  assert.ok(low.rows.length > 0 && low.rows.every((r) => (r.values.peTtmPct as number) < 5), JSON.stringify(low.rows.map((r) => r.values.peTtmPct)));
  assert.notDeepEqual(low.rows, expected.rows);
});

test('PE histories that do not fit the day’s inputs are refused, keeping none', () => {
  const { view } = sliceMarket(universe);
  const src = { universe, market: view, memberships: new Memberships(universe) };
  const inputs = pastInputs(src, OLD_DAY);
  const wire = { T: inputs.T, ids: ['600000.SH'], offsets: Uint32Array.of(0, 2), values: Float64Array.of(1, 2) };
  assert.throws(() => keepPeHistories(inputs, { ...wire, T: inputs.T + 1 }), /PE histories of trading day/);
  assert.throws(() => keepPeHistories(inputs, { ...wire, offsets: Uint32Array.of(0, 3) }), /offsets do not fit/);
  assert.throws(
    () => keepPeHistories(inputs, { ...wire, ids: ['600000.SH', '600004.SH'], offsets: Uint32Array.of(0, 2, 1), values: Float64Array.of(1) }),
    /offsets (do not fit|go backwards)/,
  );
});

test('a job is checked where the worker takes it: its shape, and that it reads history only', () => {
  const now = TEST_NOW;
  assert.deepEqual(checkPastTableJob({ day: OLD_DAY, now, pe: false }), { day: OLD_DAY, now, pe: false });
  assert.throws(() => checkPastTableJob(null), /must be an object/);
  assert.throws(() => checkPastTableJob({ day: 1.5, now, pe: false }), /day must be an integer/);
  assert.throws(() => checkPastTableJob({ day: OLD_DAY, now: Number.NaN, pe: false }), /now must be epoch ms/);
  assert.throws(() => checkPastTableJob({ day: OLD_DAY, now, pe: 'yes' }), /pe must be a boolean/);
  assert.throws(() => checkPastTableJob({ day: RECENT_DAY, now, pe: false }), /reads today's session; it is built by the sim itself/);
});

test('columns from another universe are refused by name', () => {
  const { view } = sliceMarket(universe);
  const src = { universe, market: view, memberships: new Memberships(universe) };
  const wire = pastTableToWire(pastTable(src, OLD_DAY)!);
  const foreign = { ...wire, ids: ['999999.SH', ...wire.ids.slice(1)] };
  assert.throws(() => pastTableFromWire(src, foreign, pastInputs(src, OLD_DAY)), /999999\.SH is not in the sim's universe/);
  assert.throws(() => pastTableFromWire(src, { ...wire, loss: [] }, pastInputs(src, OLD_DAY)), /loss does not fit/);
});

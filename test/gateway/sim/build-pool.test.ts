/**
 * The sim's build worker on a real thread (build-pool.ts, build-worker.ts): booted from
 * the sim market's seed, anchor and memo, it builds a past day's table equal, column for column, to
 * the one the sim builds itself; a job it must not take and a boot it cannot do are refused with
 * their reasons (and said in the log); it builds a computed index's ten-year day table as the sim
 * would; the worker's file is the bundle's beside a bundled sim.
 */
import { strict as assert } from 'node:assert';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, before, test } from 'node:test';
import { isTradingDay, localDay, tradingIndexOf } from '../../../gateway/sim/calendar/days';
import { bootMarket, type BootedMarket } from '../../../gateway/sim/boot-market';
import { createClock, engineView, parseClockSetting } from '../../../gateway/sim/market/index';
import { PastTableMaker } from '../../../gateway/sim/screener/index';
import { buildWorkerStart, startBuildPool, type BuildPool } from '../../../gateway/sim/build-pool';

let booted: BootedMarket;
let now: () => number;
let pool: BuildPool;
const lines: string[] = [];

before(() => {
  booted = bootMarket(20_251_128, createClock(parseClockSetting('live')), process.env.SIM_CACHE_DIR ?? null, () => {});
  booted.market.step();
  booted.keep();
  const view = engineView(booted.market);
  now = () => view.now();
  pool = startBuildPool({ seed: booted.market.seed, anchorAt: booted.anchorAt, memo: booted.memo }, (l) => lines.push(l));
});

after(() => pool.close());

function tradingDayBack(days: number): number {
  let day = localDay(now()) - days;
  while (!isTradingDay(day)) day--;
  return day;
}

test('prepare boots the thread ahead (the log says when it is ready)', { timeout: 60_000 }, async () => {
  await pool.prepare();
  assert.match(lines.at(-1) ?? '', /^build worker: ready in \d+ ms$/);
});

test('the worker builds the day the sim would: every column, row and forward return', { timeout: 120_000 }, async () => {
  const job = { day: tradingDayBack(500), now: now(), pe: false };
  const there = await pool.build(job);
  const { universe, market } = booted;
  const here = new PastTableMaker({ universe, market: engineView(market), companies: market.companies }, () => {}).build(job);
  assert.ok(there && here);
  assert.ok(there.ids.length > 1000, `${there.ids.length} rows`);
  assert.equal(there.pePct, false);
  assert.deepEqual(there, here);
  assert.match(lines.at(-1) ?? '', /^build worker: \d{4}-\d{2}-\d{2} built in \d+ ms$/);
});

test('a day that reads today is refused by the worker, with the reason in the log', async () => {
  const day = tradingDayBack(5);
  await assert.rejects(pool.build({ day, now: now(), pe: false }), /reads today's session; it is built by the sim itself/);
  assert.match(lines.at(-1) ?? '', /failed \(.*reads today's session.*\); built on the sim's loop instead$/);
});

test('a worker handed a bad boot says what is wrong with it', async () => {
  const badLines: string[] = [];
  const bad = startBuildPool({ seed: Number.NaN, anchorAt: booted.anchorAt, memo: booted.memo }, (l) => badLines.push(l));
  try {
    await assert.rejects(bad.prepare(), /seed must be a finite number/);
    assert.match(badLines.at(-1) ?? '', /could not boot \(.*seed must be a finite number.*\); past-date screens are built on the sim's loop$/);
    await assert.rejects(bad.build({ day: tradingDayBack(500), now: now(), pe: false }), /seed must be a finite number/);
  } finally {
    await bad.close();
  }
});

test("the worker builds a computed index's ten-year day table equal to the sim's own; a bad job is refused with its reason", { timeout: 120_000 }, async () => {
  const T = tradingIndexOf(tradingDayBack(0));
  const there = await pool.compositeDays({ id: '000300.SH', first: 0, T });
  assert.equal(there.length, T);
  assert.deepEqual(there, booted.market.compositeDayColumns('000300.SH', 0, T));
  await assert.rejects(pool.compositeDays({ id: '', first: 0, T }), /id must be a security id/);
  await assert.rejects(pool.compositeDays({ id: '600519.SH', first: 0, T }), /not a computed index/);
  assert.match(lines.at(-1) ?? '', /600519\.SH day table failed \(.*not a computed index.*\); built on the sim's loop instead$/);
});

test('PE 10年分位 histories are asked of the worker by name; a bad day is refused with its reason (their computing is checked on one thread in screener/past-wire.test.ts)', async () => {
  await assert.rejects(pool.peHistories({ T: -1 }), /PE-histories job: T must be a trading index, got -1/);
  assert.match(lines.at(-1) ?? '', /^build worker: PE 10年分位 histories failed \(.*\); read on the sim's loop instead$/);
});

test("the worker's file: the bundle's beside a bundled sim (plain node), else the source with the tsx loader", () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'zhigu-worker-file-'));
  try {
    mkdirSync(path.join(dir, 'sim'));
    const bundledSim = pathToFileURL(path.join(dir, 'sim', 'process.mjs')).href;
    assert.equal(buildWorkerStart(bundledSim).filename, pathToFileURL(path.join(dir, 'sim', 'build-worker.ts')).href, 'no worker bundle yet');
    writeFileSync(path.join(dir, 'sim', 'build-worker.mjs'), '');
    assert.deepEqual(buildWorkerStart(bundledSim), { filename: pathToFileURL(path.join(dir, 'sim', 'build-worker.mjs')).href, execArgv: [] });
    const source = buildWorkerStart();
    assert.match(source.filename, /\/gateway\/sim\/build-worker\.ts$/, 'from source');
    assert.deepEqual(source.execArgv, ['--import', import.meta.resolve('tsx')]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});

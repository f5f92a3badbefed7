/**
 * API of 年报季报 (contracts/endpoints/datacentre-reports.ts) over the small slice: a cold process
 * answers "not ready" with the build's progress and then the table once the company models are in
 * (the build goes on in the background between requests); every table answers its newest period by
 * default and a chosen one; bad dates and periods answer code 400 naming the field in Chinese.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ReportAnswer } from '../../../../../contracts/endpoints/datacentre-reports';
import type { Envelope } from '../../../../../contracts/envelope';
import { reportRoutes } from '../../../../../gateway/sim/routes/datacentre/reports';
import { accountErrorHandler, schemaErrorFormatter } from '../../../../../gateway/sim/http/error-handler';
import { dayOfTradingIndex, dayStart } from '../../../../../gateway/sim/calendar/days';
import { ANCHOR } from '../../companies/fixture';
import { reportSlice } from '../../datacentre/reports-fixture';

const TODAY = ANCHOR + 1;
/** 10:00 on the day on show: the last closed day is the one before. */
const NOW = dayStart(dayOfTradingIndex(TODAY)) + 10 * 3_600_000;

/** One slice for the file: the first test finds its models unbuilt, the others reuse them. */
const companies = reportSlice();

async function app(waitMs?: number): Promise<FastifyInstance> {
  const a = Fastify();
  a.setSchemaErrorFormatter(schemaErrorFormatter);
  a.setErrorHandler(accountErrorHandler);
  await a.register(reportRoutes, { companies, market: { now: () => NOW }, today: () => TODAY, ...(waitMs !== undefined ? { waitMs } : {}) });
  return a;
}

async function call<T>(a: FastifyInstance, url: string): Promise<Envelope<T>> {
  const res = await a.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200, url);
  return res.json() as Envelope<T>;
}

type Any = ReportAnswer<{ id: string }>;

test('a cold process says how far the build is, then answers every table', async (t) => {
  const a = await app(0);
  t.after(() => a.close());
  const first = await call<Any>(a, '/api/v3/dataCenter/reports/performance');
  assert.equal(first.code, '000');
  assert.equal(first.datas!.ready, false, 'no model built yet');
  assert.ok(first.datas!.progress >= 0 && first.datas!.progress < 100);
  assert.deepEqual(first.datas!.rows, []);
  assert.equal(first.datas!.period, '2026-09-30');
  // 预约披露 needs no model: ready at once.
  const schedule = await call<Any>(a, '/api/v3/dataCenter/reports/schedule');
  assert.equal(schedule.datas!.ready, true);
  assert.ok(schedule.datas!.rows.length > 100);
  let last = first.datas!;
  for (let i = 0; i < 200 && !last.ready; i++) {
    await new Promise((r) => setTimeout(r, 50));
    const next = (await call<Any>(a, '/api/v3/dataCenter/reports/performance')).datas!;
    assert.ok(next.ready || next.progress >= last.progress, 'progress never goes back');
    last = next;
  }
  assert.equal(last.ready, true);
  assert.equal(last.progress, 100);
  assert.ok(last.rows.length > 100);
});

test('every table for the latest day and for a chosen day and period', async (t) => {
  const a = await app();
  t.after(() => a.close());
  const expected: Record<string, string> = {
    performance: '2026-09-30',
    express: '2025-12-31',
    forecast: '2026-09-30',
    schedule: '2026-09-30',
    dividend: '2025-12-31',
  };
  for (const [table, period] of Object.entries(expected)) {
    const r = await call<Any>(a, `/api/v3/dataCenter/reports/${table}`);
    assert.equal(r.code, '000', `${table}: ${r.message}`);
    assert.equal(r.datas!.ready, true, table);
    assert.equal(r.datas!.date, '2026-11-20');
    assert.equal(r.datas!.period, period, table);
    assert.equal(r.datas!.periods[0]!.period, period);
    assert.ok(r.datas!.rows.length > 0, table);
  }
  const past = await call<Any>(a, '/api/v3/dataCenter/reports/performance?date=2026-04-08&period=2025-12-31');
  assert.equal(past.datas!.date, '2026-04-08');
  assert.equal(past.datas!.period, '2025-12-31');
  assert.equal(past.datas!.label, '2025年年报');
  const all = await call<Any>(a, '/api/v3/dataCenter/reports/performance?period=2025-12-31');
  assert.ok(past.datas!.rows.length < all.datas!.rows.length, 'fewer 年报 out by 04-08');
  assert.deepEqual(await call(a, '/api/v3/dataCenter/reports/dividend?date=2025-06-30'), await call(a, '/api/v3/dataCenter/reports/dividend?date=2025-06-30'));
});

test('bad dates and periods answer 400 naming the field', async (t) => {
  const a = await app();
  t.after(() => a.close());
  const cases: Array<[string, RegExp]> = [
    ['performance?date=2026-13-01', /参数 date 取值无效/],
    ['performance?date=2026-11-22', /不是交易日/],
    ['forecast?date=2099-01-05', /最近交易日为/],
    ['schedule?date=2011-01-04', /最早可查 2012-01-04/],
    ['performance?period=2026-09-29', /参数 period 取值无效，应为报告期/],
    ['performance?period=abc', /参数 period 取值无效/],
    ['performance?period=2026-12-31', /参数 period 取值无效：可查的报告期为 2011-12-31 至 2026-09-30/],
    ['express?period=2026-06-30', /参数 period 取值无效：2026-06-30 不是年报报告期/],
    ['dividend?period=2010-12-31', /参数 period 取值无效：可查的报告期为/],
    ['performance?date=2026-04-08&period=2026-03-31', /可查的报告期为 2011-12-31 至 2025-12-31/],
  ];
  for (const [path, message] of cases) {
    const r = await call(a, `/api/v3/dataCenter/reports/${path}`);
    assert.equal(r.code, '400', path);
    assert.match(r.message, message, path);
    assert.equal(r.datas, null);
  }
});

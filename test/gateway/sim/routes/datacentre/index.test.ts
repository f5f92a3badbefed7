/**
 * API of the data centre (contracts/endpoints/datacentre.ts) over the slice fixture: the default
 * day is the last closed one (the day on show until 15:30, then it), every dataset answers the
 * envelope, and bad dates, scopes and ranges answer code 400 naming the field in Chinese.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import Fastify, { type FastifyInstance } from 'fastify';
import { edgeCacheRule, HISTORY, SLOW } from '../../../../../contracts/edge-cache';
import type { Envelope } from '../../../../../contracts/envelope';
import { datacentreRoutes, lastClosedOf } from '../../../../../gateway/sim/routes/datacentre/index';
import { accountErrorHandler, schemaErrorFormatter } from '../../../../../gateway/sim/http/error-handler';
import { dayOfTradingIndex, dayStart, isTradingDay, tradingIndexOf } from '../../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../../contracts/calendar/index';
import type { MarketView } from '../../../../../gateway/sim/market/read/market-view';
import { loadUniverse } from '../../../../../gateway/sim/market/universe/index';
import { ANCHOR, sliceCompanies } from '../../datacentre/fixture';

const TODAY = ANCHOR + 1;
/** 10:00 on the day on show. */
const NOW = dayStart(dayOfTradingIndex(TODAY)) + 10 * 3_600_000;

async function app(): Promise<FastifyInstance> {
  const a = Fastify();
  a.setSchemaErrorFormatter(schemaErrorFormatter);
  a.setErrorHandler(accountErrorHandler);
  const market = { now: () => NOW, kline: () => [] } as unknown as MarketView;
  await a.register(datacentreRoutes, { universe: loadUniverse(), companies: sliceCompanies(1), market, today: () => TODAY });
  return a;
}

async function call<T>(a: FastifyInstance, url: string): Promise<Envelope<T>> {
  const res = await a.inject({ method: 'GET', url });
  assert.equal(res.statusCode, 200, url);
  return res.json() as Envelope<T>;
}

const LATEST = formatDay(dayOfTradingIndex(ANCHOR));

test('last closed day: the day before until 15:30, the day itself after', () => {
  const start = dayStart(dayOfTradingIndex(TODAY));
  assert.equal(lastClosedOf(start + 15 * 3_600_000, TODAY), ANCHOR);
  assert.equal(lastClosedOf(start + 16 * 3_600_000, TODAY), TODAY);
});

test('last closed day is a mainland trading day: on and after the HK-only days of 国庆 2025 it is 09-30', () => {
  const idx = (text: string) => tradingIndexOf(parseDay(text)!);
  const at = (text: string, hour: number) => dayStart(parseDay(text)!) + hour * 3_600_000;
  const sep30 = idx('2025-09-30');
  // 10-08: HKEX trades, the mainland does not — its close is no A-share day.
  assert.equal(lastClosedOf(at('2025-10-08', 16), idx('2025-10-08')), sep30);
  assert.equal(lastClosedOf(at('2025-10-09', 10), idx('2025-10-09')), sep30, 'before 15:30 on the first day back');
  assert.equal(lastClosedOf(at('2025-10-09', 16), idx('2025-10-09')), idx('2025-10-09'));
});

test('every dataset answers for the latest day by default and for a given day', async () => {
  const a = await app();
  const days = await call<{ latest: string; recent: string[] }>(a, '/api/v3/dataCenter/days');
  assert.equal(days.code, '000');
  assert.equal(days.datas!.latest, LATEST);
  assert.equal(days.datas!.recent.length, 250);
  // The picker's days are mainland trading days (春节 and 国庆 2026's HK-only days left out).
  for (const d of days.datas!.recent) assert.ok(isTradingDay(parseDay(d)!), `${d} is a mainland trading day`);
  for (const path of ['fundFlow', 'fundFlow?scope=industry', 'fundFlow?scope=concept', 'lhb', 'limitUp', 'margin', 'connect', 'history?days=5']) {
    const r = await call<{ date: string; latest: string }>(a, `/api/v3/dataCenter/${path}`);
    assert.equal(r.code, '000', `${path}: ${r.message}`);
    assert.equal(r.datas!.date, LATEST, path);
    assert.equal(r.datas!.latest, LATEST);
  }
  const past = days.datas!.recent[3]!;
  const r = await call<{ date: string }>(a, `/api/v3/dataCenter/lhb?date=${past}`);
  assert.equal(r.datas!.date, past);
  const h = await call<{ points: Array<{ date: string }> }>(a, `/api/v3/dataCenter/history?date=${past}&days=5`);
  assert.deepEqual(
    h.datas!.points.map((p) => p.date),
    days.datas!.recent.slice(3, 8).reverse(),
  );
  const twice = await call(a, `/api/v3/dataCenter/margin?date=${past}`);
  assert.deepEqual(twice, await call(a, `/api/v3/dataCenter/margin?date=${past}`));
  await a.close();
});

test('bad dates, scopes and ranges answer 400 naming the field', async () => {
  const a = await app();
  const cases: Array<[string, RegExp]> = [
    ['lhb?date=2026-13-01', /参数 date 取值无效/],
    ['lhb?date=20261120', /参数 date 取值无效/],
    ['lhb?date=2026-11-22', /不是交易日/],
    ['margin?date=2099-01-05', /最近交易日为/],
    ['connect?date=2011-01-04', /最早可查 2012-01-04/],
    ['fundFlow?scope=sector', /参数 scope 取值无效/],
    ['history?days=0', /参数 days 超出范围/],
    ['history?days=abc', /参数 days 必须是整数/],
  ];
  for (const [path, message] of cases) {
    const r = await call(a, `/api/v3/dataCenter/${path}`);
    assert.equal(r.code, '400', path);
    assert.match(r.message, message, `${path}: ${r.message}`);
    assert.equal(r.datas, null);
  }
  await a.close();
});

test('大宗交易 and 停复牌: the latest day by default, a given day, the same answer twice; bad dates answer 400', async () => {
  const a = await app();
  for (const path of ['blockTrade', 'suspension']) {
    const r = await call<{ date: string; latest: string }>(a, `/api/v3/dataCenter/${path}`);
    assert.equal(r.code, '000', `${path}: ${r.message}`);
    assert.equal(r.datas!.date, LATEST);
    assert.equal(r.datas!.latest, LATEST);
    const past = formatDay(dayOfTradingIndex(ANCHOR - 4));
    const p = await call<{ date: string }>(a, `/api/v3/dataCenter/${path}?date=${past}`);
    assert.equal(p.datas!.date, past);
    assert.deepEqual(await call(a, `/api/v3/dataCenter/${path}?date=${past}`), p);
    for (const [bad, message] of [
      ['2026-02-30', /参数 date 取值无效/],
      ['yesterday', /参数 date 取值无效/],
      ['2026-11-22', /不是交易日/],
      ['2099-01-05', /最近交易日为/],
    ] as const) {
      const e = await call(a, `/api/v3/dataCenter/${path}?date=${bad}`);
      assert.equal(e.code, '400', `${path} ${bad}`);
      assert.match(e.message, message);
      assert.equal(e.datas, null);
    }
  }
  const b = await call<{ summary: { count: number; amount: number }; rows: Array<{ amount: number }> }>(a, '/api/v3/dataCenter/blockTrade');
  assert.equal(b.datas!.summary.count, b.datas!.rows.length);
  assert.equal(
    b.datas!.summary.amount,
    b.datas!.rows.reduce((s, r) => s + r.amount, 0),
  );
  const s = await call<{ suspended: unknown[]; resumed: unknown[] }>(a, '/api/v3/dataCenter/suspension');
  assert.ok(Array.isArray(s.datas!.suspended) && Array.isArray(s.datas!.resumed));
  await a.close();
});

test('股东增减持: the latest day and 近三月 by default, a given day and window; bad dates and windows answer 400', async () => {
  const a = await app();
  const r = await call<{ date: string; latest: string; period: string; from: string; rows: Array<{ noticeDate: string }> }>(
    a,
    '/api/v3/dataCenter/holderChange',
  );
  assert.equal(r.code, '000', r.message);
  assert.equal(r.datas!.date, LATEST);
  assert.equal(r.datas!.period, '3m');
  assert.ok(r.datas!.rows.every((x) => x.noticeDate >= r.datas!.from && x.noticeDate <= LATEST));
  const past = formatDay(dayOfTradingIndex(ANCHOR - 40));
  const y = await call<{ date: string; period: string; rows: unknown[] }>(a, `/api/v3/dataCenter/holderChange?date=${past}&period=1y`);
  assert.equal(y.datas!.date, past);
  assert.equal(y.datas!.period, '1y');
  assert.ok(y.datas!.rows.length > 0);
  assert.deepEqual(await call(a, `/api/v3/dataCenter/holderChange?date=${past}&period=1y`), y);
  for (const [q, message] of [
    ['period=2y', /参数 period 取值无效：2y（可选：1m、3m、6m、1y）/],
    ['period=3M', /参数 period 取值无效/],
    ['date=2026-11-22', /不是交易日/],
    ['date=2099-01-05', /最近交易日为/],
    ['date=abc&period=1m', /参数 date 取值无效/],
  ] as const) {
    const e = await call(a, `/api/v3/dataCenter/holderChange?${q}`);
    assert.equal(e.code, '400', q);
    assert.match(e.message, message, `${q}: ${e.message}`);
    assert.equal(e.datas, null);
  }
  await a.close();
});

test('股权质押: the latest day by default, a given day, the same answer twice; bad dates answer 400', async () => {
  const a = await app();
  const r = await call<{ date: string; summary: { stocks: number }; stocks: unknown[]; details: unknown[] }>(a, '/api/v3/dataCenter/pledge');
  assert.equal(r.code, '000', r.message);
  assert.equal(r.datas!.date, LATEST);
  assert.equal(r.datas!.summary.stocks, r.datas!.stocks.length);
  assert.ok(r.datas!.details.length >= r.datas!.stocks.length);
  const past = formatDay(dayOfTradingIndex(ANCHOR - 7));
  const p = await call<{ date: string }>(a, `/api/v3/dataCenter/pledge?date=${past}`);
  assert.equal(p.datas!.date, past);
  assert.deepEqual(await call(a, `/api/v3/dataCenter/pledge?date=${past}`), p);
  for (const [bad, message] of [
    ['2026-02-30', /参数 date 取值无效/],
    ['2026-11-22', /不是交易日/],
    ['2099-01-05', /最近交易日为/],
  ] as const) {
    const e = await call(a, `/api/v3/dataCenter/pledge?date=${bad}`);
    assert.equal(e.code, '400', bad);
    assert.match(e.message, message);
    assert.equal(e.datas, null);
  }
  await a.close();
});

test('股票回购: the latest day by default, a given day, the same answer twice; bad dates answer 400', async () => {
  const a = await app();
  const r = await call<{ date: string; summary: { plans: number }; rows: Array<{ planDate: string }> }>(a, '/api/v3/dataCenter/buyback');
  assert.equal(r.code, '000', r.message);
  assert.equal(r.datas!.date, LATEST);
  assert.equal(r.datas!.summary.plans, r.datas!.rows.length);
  assert.ok(r.datas!.rows.every((x) => x.planDate <= LATEST));
  const past = formatDay(dayOfTradingIndex(ANCHOR - 7));
  const p = await call<{ date: string }>(a, `/api/v3/dataCenter/buyback?date=${past}`);
  assert.equal(p.datas!.date, past);
  assert.deepEqual(await call(a, `/api/v3/dataCenter/buyback?date=${past}`), p);
  for (const [bad, message] of [
    ['2026-02-30', /参数 date 取值无效/],
    ['2026-11-22', /不是交易日/],
    ['2099-01-05', /最近交易日为/],
    ['1990-01-02', /参数 date/],
  ] as const) {
    const e = await call(a, `/api/v3/dataCenter/buyback?date=${bad}`);
    assert.equal(e.code, '400', bad);
    assert.match(e.message, message);
    assert.equal(e.datas, null);
  }
  await a.close();
});

test('unlock: the range’s batches of the day; default 未来一月; bad date or range is a Chinese 400', async () => {
  const a = await app();
  const r = await call<{ date: string; range: string; summary: Record<string, { count: number }>; rows: Array<{ unlockDate: string; unlocked: boolean }> }>(
    a,
    '/api/v3/dataCenter/unlock',
  );
  assert.equal(r.code, '000', r.message);
  assert.equal(r.datas!.date, LATEST);
  assert.equal(r.datas!.range, 'next1m');
  assert.equal(r.datas!.summary.next1m!.count, r.datas!.rows.length);
  assert.ok(r.datas!.rows.every((x) => x.unlockDate > LATEST && !x.unlocked));
  const three = await call<{ range: string; rows: unknown[] }>(a, '/api/v3/dataCenter/unlock?range=next3m');
  assert.equal(three.datas!.range, 'next3m');
  assert.ok(three.datas!.rows.length >= r.datas!.rows.length);
  for (const [q, message] of [
    ['date=2026-02-30', /参数 date 取值无效/],
    ['date=2026-11-22', /不是交易日/],
    ['range=next9m', /参数 range/],
  ] as const) {
    const e = await call(a, `/api/v3/dataCenter/unlock?${q}`);
    assert.equal(e.code, '400', q);
    assert.match(e.message, message);
    assert.equal(e.datas, null);
  }
  await a.close();
});

test('valuation: answers progress until the company models are built', async () => {
  const a = await app();
  const r = await call<{ ready: boolean; progress: number; gauge: unknown }>(a, '/api/v3/dataCenter/valuation');
  assert.equal(r.code, '000');
  assert.equal(r.datas!.ready, false);
  assert.equal(r.datas!.gauge, null);
  assert.ok(r.datas!.progress >= 0 && r.datas!.progress < 100);
  await a.close();
});

test('the edge keeps a past day for a minute and the latest day for seconds; the valuation progress is never cached', () => {
  for (const p of ['fundFlow', 'lhb', 'limitUp', 'margin', 'connect', 'history', 'blockTrade', 'suspension', 'holderChange', 'pledge', 'buyback', 'unlock']) {
    assert.equal(edgeCacheRule(`/api/v3/dataCenter/${p}`, { date: '2026-11-20' }), HISTORY, p);
    assert.equal(edgeCacheRule(`/api/v3/dataCenter/${p}`, {}), SLOW, p);
  }
  assert.equal(edgeCacheRule('/api/v3/dataCenter/valuation', {}), null);
});

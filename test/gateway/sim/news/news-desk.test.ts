import { test } from 'node:test';
import assert from 'node:assert/strict';
import { NewsDesk } from '../../../../gateway/sim/news/news-desk';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { FakeMarket, DAY0 } from '../routes/market/helpers';

const at = (h: number, m: number) => DAY0 + (h * 60 + m) * 60_000;

function setup(): { market: FakeMarket; desk: NewsDesk } {
  const universe = loadUniverse();
  const market = new FakeMarket(universe);
  // A calm market: everything flat unless a test moves it.
  for (const e of universe.all) market.set(e.id, { price: market.snapshot(e.id)!.preClose, pct: 0, change: 0 });
  return { market, desk: new NewsDesk({ universe, market }) };
}

test('a checkpoint gives a summary with breadth and, at 10:00, the leading industry; every flash says 【模拟】', () => {
  const { market, desk } = setup();
  market.t = at(10, 0);
  const flashes = desk.latest(100);
  const summary = flashes.find((f) => f.title.startsWith('【模拟】A股盘中（10:00）'));
  assert.ok(summary, flashes.map((f) => f.title).join(' | '));
  assert.equal(summary.ts, at(10, 0));
  assert.match(summary.content, /沪指平盘报\d+\.\d{2}点/);
  assert.match(summary.content, /两市成交额.+元，上涨\d+家、下跌\d+家/);
  assert.deepEqual(summary.codes, ['000001.SH', '399001.SZ', '399006.SZ']);
  assert.ok(flashes.some((f) => /板块领涨/.test(f.title)));
  assert.ok(flashes.every((f) => f.title.startsWith('【模拟】') && f.content.startsWith('【模拟】')));
  assert.deepEqual(desk.latest(100), flashes, 'nothing new without time passing');
});

test('index marks, limit-ups and sharp moves are reported once each, newest first', () => {
  const { market, desk } = setup();
  market.t = at(10, 5);
  desk.observe();
  const before = desk.latest(100).length;

  market.t = at(10, 6);
  market.set('399006.SZ', { pct: 2.35, price: 2100 });
  const up = market.snapshot('600519.SH')!;
  market.set('600519.SH', { price: up.limitUp!, pct: 10 });
  market.set('300750.SZ', { speed: 3.4, pct: 5.1 });
  const news = desk.latest(100).slice(0, desk.latest(100).length - before);
  const titles = news.map((f) => f.title);
  assert.ok(titles.includes('【模拟】创业板指涨超2%'), titles.join(' | '));
  assert.equal(news.find((f) => f.title === '【模拟】创业板指涨超2%')!.level, 'important');
  assert.ok(titles.includes('【模拟】贵州茅台涨停'));
  assert.ok(titles.includes('【模拟】宁德时代快速拉升'));
  assert.ok(news.every((f) => f.ts === at(10, 6)));

  market.t = at(10, 7);
  const count = desk.latest(100).length;
  market.t = at(10, 8);
  assert.equal(desk.latest(100).length, count, 'the same state is not reported again');
  const all = desk.latest(100);
  assert.ok(
    all.every((f, i) => i === 0 || all[i - 1]!.ts >= f.ts),
    'newest first',
  );
  assert.equal(new Set(all.map((f) => f.id)).size, all.length, 'unique ids');
});

test('many limit-ups in one look are batched into one flash', () => {
  const { market, desk } = setup();
  market.t = at(10, 10);
  desk.observe();
  const ids = market.universe.all
    .filter((e) => e.kind === 'capital')
    .slice(0, 12)
    .map((e) => e.id);
  for (const id of ids) market.set(id, { price: market.snapshot(id)!.limitUp!, pct: 10 });
  market.t = at(10, 11);
  const batch = desk.latest(100).find((f) => f.title === '【模拟】12只个股涨停');
  assert.ok(batch);
  assert.equal(batch.codes.length, 10);
  assert.match(batch.content, /等12只个股涨停/);
});

test('the same observations give the same flashes; a new day or time going back starts over', () => {
  const run = () => {
    const { market, desk } = setup();
    const out = [];
    for (const [h, m] of [
      [9, 31],
      [10, 0],
      [11, 30],
      [15, 1],
    ] as const) {
      market.t = at(h, m);
      if (h === 10) market.set('000001.SH', { pct: -1.2 });
      out.push(desk.latest(100));
    }
    return { out, market, desk };
  };
  const a = run();
  const b = run();
  assert.deepEqual(a.out, b.out);
  assert.ok(a.out.at(-1)!.some((f) => f.title.startsWith('【模拟】A股收盘') && f.level === 'important'));
  a.market.t = at(9, 45);
  assert.ok(
    a.desk.latest(100).every((f) => f.ts <= at(9, 45)),
    'time went back: a fresh day',
  );
  a.market.t = at(10, 0) + 86_400_000;
  assert.ok(a.desk.latest(100).every((f) => f.id.startsWith('2025-11-28')));
});

test('a new day keeps the finished day for the history; the clock looping over one day does not', () => {
  const { market, desk } = setup();
  market.t = at(15, 0);
  const day1 = desk.latest(100);
  assert.ok(day1.length > 0);
  market.t = at(15, 0) + 86_400_000;
  desk.observe();
  const { list } = desk.history({ size: 500 });
  assert.ok(
    day1.every((f) => list.some((g) => g.id === f.id)),
    'yesterday is kept',
  );
  assert.ok(list.some((f) => f.ts >= at(15, 0) + 86_400_000 - 60_000 * 5));
  market.t = at(10, 0) + 86_400_000; // the live clock looping back within the day
  const after = desk.history({ size: 500 }).list;
  const watched = after.filter((f) => f.ts < DAY0 + 86_400_000 && !/-(早报|收评)$/.test(f.id));
  assert.equal(watched.length, day1.length, 'no duplicate of yesterday (past sessions read from bars aside)');
});

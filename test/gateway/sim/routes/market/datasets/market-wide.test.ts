import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { BreadthAnswer, IndexBoardItem, RankAnswer, SectorItem } from '../../../../../../contracts/endpoints/market-data';
import { buildMarketApp, expectError, getOk } from '../helpers';

const data = (q: string) => `/api/v3/data/getByconfig?${q}`;

test('rank: A-shares by pct desc by default, paged; asc, markets, boards; suspended last', async (t) => {
  const { app, market, universe } = await buildMarketApp(t);
  market.set('600000.SH', { status: 'suspended', pct: 50 });
  const first = await getOk<RankAnswer>(app, data('name=rank'));
  const aShares = universe.all.filter((e) => e.kind === 'capital').length;
  assert.equal(first.total, aShares);
  assert.deepEqual([first.page, first.pageSize, first.items.length], [1, 20, 20]);
  assert.ok(first.items.every((r, i) => i === 0 || first.items[i - 1]!.pct >= r.pct));
  assert.ok(!first.items.some((r) => r.id === '600000.SH'));
  const lastPage = Math.ceil(aShares / 100);
  const tail = await getOk<RankAnswer>(app, data(`name=rank&pageSize=100&page=${lastPage}`));
  assert.equal(tail.items.at(-1)!.id, '600000.SH', 'suspended last');
  const past = await getOk<RankAnswer>(app, data(`name=rank&pageSize=100&page=${lastPage + 1}`));
  assert.equal(past.items.length, 0);

  const asc = await getOk<RankAnswer>(app, data('name=rank&sort=amount&order=asc&market=sz&board=chinext&pageSize=50'));
  assert.ok(asc.items.every((r, i) => r.suffix === 'SZ' && universe.byId.get(r.id)!.board === 'chinext' && (i === 0 || asc.items[i - 1]!.amount <= r.amount)));
  const hk = await getOk<RankAnswer>(app, data('name=rank&market=hk&sort=turnover'));
  assert.ok(hk.items.length > 0 && hk.items.every((r) => r.kind === 'hk'));

  for (const [q, re] of [
    ['sort=hot', /sort/],
    ['order=up', /order/],
    ['market=us', /market/],
    ['board=gem', /board/],
    ['page=0', /page/],
    ['pageSize=101', /pageSize/],
    ['pageSize=-5', /pageSize/],
  ] as const) {
    assert.match(await expectError(app, 'GET', data(`name=rank&${q}`), '400'), re, q);
  }
});

test('breadth: eleven buckets summing with suspended to all A-shares; limits in their own buckets', async (t) => {
  const { app, market, universe } = await buildMarketApp(t);
  const up = market.snapshot('600519.SH')!;
  market.set('600519.SH', { price: up.limitUp!, pct: 10 });
  const down = market.snapshot('000001.SZ')!;
  market.set('000001.SZ', { price: down.limitDown!, pct: -10 });
  market.set('600000.SH', { status: 'suspended' });
  const b = await getOk<BreadthAnswer>(app, data('name=breadth'));
  const aShares = universe.all.filter((e) => e.kind === 'capital').length;
  assert.equal(b.buckets.length, 11);
  assert.deepEqual([b.buckets[0]!.label, b.buckets[5]!.label, b.buckets[10]!.label], ['跌停', '0', '涨停']);
  const inBuckets = b.buckets.reduce((s, x) => s + x.count, 0);
  assert.equal(inBuckets + b.suspended, aShares);
  assert.equal(b.up + b.down + b.flat, inBuckets);
  assert.ok(b.limitUp >= 1 && b.limitDown >= 1 && b.suspended === 1);
  assert.equal(b.buckets[10]!.count, b.limitUp);
  const sh = await getOk<BreadthAnswer>(app, data('name=breadth&market=sh'));
  assert.equal(sh.buckets.reduce((s, x) => s + x.count, 0) + sh.suspended, universe.all.filter((e) => e.kind === 'capital' && e.suffix === 'SH').length);
  assert.match(await expectError(app, 'GET', data('name=breadth&market=hk'), '400'), /market/);
});

test('sectors: every 申万 industry (or concept) board with breadth and leader, best first', async (t) => {
  const { app, universe } = await buildMarketApp(t);
  const industries = await getOk<SectorItem[]>(app, data('name=sectors&type=industry'));
  assert.equal(industries.length, universe.all.filter((e) => e.kind === 'index_hy').length);
  assert.ok(industries.every((s, i) => i === 0 || industries[i - 1]!.pct >= s.pct));
  const food = industries.find((s) => s.name === '食品饮料')!;
  assert.equal(food.up + food.down + food.flat, universe.constituents(food.id).length);
  assert.ok(food.leader && universe.byId.get(food.leader.id)!.industry === '食品饮料');
  const concepts = await getOk<SectorItem[]>(app, data('name=sectors&type=concept'));
  assert.ok(concepts.length > 0 && concepts.every((s) => universe.byId.get(s.id)!.kind === 'index_gn'));
  assert.match(await expectError(app, 'GET', data('name=sectors'), '400'), /type/);
  assert.match(await expectError(app, 'GET', data('name=sectors&type=region'), '400'), /type/);
});

test("indexBoard: a group of indexes with sparks of today's time-share, refreshed each market minute", async (t) => {
  const { app, market, universe } = await buildMarketApp(t);
  const first = await getOk<IndexBoardItem[]>(app, data('name=indexBoard&group=main'));
  assert.equal(first.length, universe.all.filter((e) => e.kind === 'index_hs').length);
  assert.equal(first[0]!.id, '000001.SH');
  const today = market.minutes('000001.SH', 1)[0]!;
  assert.deepEqual(
    first[0]!.spark,
    today.points.map((p) => p.price),
  );
  market.set('000001.SH', { price: 4321.5 });
  const sameMinute = await getOk<IndexBoardItem[]>(app, data('name=indexBoard&group=main'));
  assert.deepEqual(sameMinute[0]!.spark, first[0]!.spark, 'cached within the minute');
  assert.equal(sameMinute[0]!.price, 4321.5, 'the quote itself is live');
  market.t += 60_000;
  const next = await getOk<IndexBoardItem[]>(app, data('name=indexBoard&group=main'));
  assert.deepEqual(next[0]!.spark.slice(-1), [4321.5]);
  for (const group of ['industry', 'concept', 'hk'] as const) {
    const items = await getOk<IndexBoardItem[]>(app, data(`name=indexBoard&group=${group}`));
    assert.ok(items.length > 0 && items.every((i) => i.spark.length > 0 && i.spark.length <= 60), group);
  }
  assert.match(await expectError(app, 'GET', data('name=indexBoard&group=us'), '400'), /group/);
});

test('sample keeps first and last and at most n points', async () => {
  const { sample } = await import('../../../../../../gateway/sim/market/read/index-sparks');
  const values = Array.from({ length: 241 }, (_, i) => i);
  const s = sample(values, 60);
  assert.equal(s.length, 60);
  assert.deepEqual([s[0], s.at(-1)], [0, 240]);
  assert.ok(s.every((v, i) => i === 0 || v > s[i - 1]!));
  assert.deepEqual(sample([1, 2], 60), [1, 2]);
});

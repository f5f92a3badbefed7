import { strict as assert } from 'node:assert';
import { before, test } from 'node:test';
import fc from 'fast-check';
import { SCREEN_FIELDS } from '../../../../contracts/screener/fields';
import type { ScreenRequest } from '../../../../contracts/screener/endpoints';
import type { ScreenCondition, ScreenTree } from '../../../../contracts/screener/tree';
import { dayOfTradingIndex, localDay, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import type { MarketView } from '../../../../gateway/sim/market/read/market-view';
import { cellValue } from '../../../../gateway/sim/screener/evaluate';
import type { FactorTable } from '../../../../gateway/sim/screener/factor-table';
import { Memberships } from '../../../../gateway/sim/screener/day-inputs';
import { pastTable } from '../../../../gateway/sim/screener/past-tables';
import { Screener } from '../../../../gateway/sim/screener/screener';
import { sliceMarket, sliceUniverse } from './helpers';

const universe = sliceUniverse(12);
let view: MarketView;
let screener: Screener;
let table: FactorTable;

before(() => {
  const m = sliceMarket(universe);
  view = m.view;
  screener = new Screener({ universe, market: view, companies: m.market.companies });
  table = screener.today();
  // The lazy PE 10年分位 column, so the properties draw its bounds from real values too.
  screener.evaluate({ all: [{ field: 'peTtmPct', min: 0 }] }, table);
});

const usable = SCREEN_FIELDS;

/** Conditions with bounds drawn from the table's own values, so they cut somewhere. */
function conditionArb(): fc.Arbitrary<ScreenCondition> {
  return fc.constantFrom(...usable).chain((f): fc.Arbitrary<ScreenCondition> => {
    if (f.kind === 'flag') return fc.constant({ field: f.id });
    if (f.kind === 'set') return fc.subarray([...f.options], { minLength: 1, maxLength: 5 }).map((values) => ({ field: f.id, values }));
    const col = [...table.num[f.id as keyof FactorTable['num']]].filter((v) => !Number.isNaN(v));
    const pick = col.length > 0 ? fc.constantFrom(...col) : fc.constant(0);
    return fc.tuple(fc.option(pick, { nil: undefined }), fc.option(pick, { nil: undefined })).map(([a, b]) => {
      const c: ScreenCondition = { field: f.id };
      const lo = a !== undefined && b !== undefined ? Math.min(a, b) : a;
      const hi = a !== undefined && b !== undefined ? Math.max(a, b) : b;
      if (lo !== undefined) c.min = lo;
      if (hi !== undefined || lo === undefined) c.max = hi ?? 0;
      return c;
    });
  });
}

const treeArb: fc.Arbitrary<ScreenTree> = fc
  .array(
    fc.oneof(
      conditionArb(),
      fc.array(conditionArb(), { minLength: 2, maxLength: 3 }).map((any) => ({ any })),
    ),
    { maxLength: 6 },
  )
  .map((all) => ({ all }));

test('adding an AND condition never raises the count, and the funnel never rises', () => {
  fc.assert(
    fc.property(
      treeArb,
      fc.oneof(
        conditionArb(),
        fc.array(conditionArb(), { minLength: 2, maxLength: 3 }).map((any) => ({ any })),
      ),
      (tree, extra) => {
        const a = screener.evaluate(tree, table);
        const b = screener.evaluate({ all: [...tree.all, extra] }, table);
        assert.ok(b.rows.length <= a.rows.length);
        for (let i = 1; i < b.funnel.length; i++) assert.ok(b.funnel[i]! <= b.funnel[i - 1]!);
        for (let i = 0; i < b.counts.length; i++) assert.ok(b.funnel[i]! <= b.counts[i]!);
      },
    ),
    { numRuns: 150 },
  );
});

test("a range condition's results all lie in the range (through the API shape)", () => {
  fc.assert(
    fc.property(
      conditionArb().filter((c) => c.values === undefined && (c.min !== undefined || c.max !== undefined)),
      (c) => {
        const r = screener.run({ tree: { all: [c] }, size: 200 });
        for (const row of r.rows) {
          const v = row.values[c.field];
          assert.equal(typeof v, 'number', `${c.field} of ${row.id}`);
          if (c.min != null) assert.ok((v as number) >= c.min);
          if (c.max != null) assert.ok((v as number) <= c.max);
        }
        assert.equal(r.total, r.funnel[0]);
      },
    ),
    { numRuns: 60 },
  );
});

test('an OR group passes what any member passes', () => {
  const a = screener.evaluate({ all: [{ field: 'maBull' }] }, table).rows;
  const b = screener.evaluate({ all: [{ field: 'pct', min: 2 }] }, table).rows;
  const both = screener.evaluate({ all: [{ any: [{ field: 'maBull' }, { field: 'pct', min: 2 }] }] }, table).rows;
  assert.deepEqual(
    both,
    [...new Set([...a, ...b])].sort((x, y) => x - y),
  );
});

test('a point-in-time table never uses bars after its day: poisoning every later bar changes nothing but forward returns', () => {
  const day = parseDay('2024-03-15')!;
  const poisoned: MarketView = {
    ...view,
    kline: (id, q) =>
      view.kline(id, q).map((b) =>
        localDay(b.ts) > day
          ? {
              ...b,
              open: b.open * 3,
              high: b.high * 3.5,
              low: b.low * 0.2,
              close: b.close * 3,
              preClose: b.preClose * 0.5,
              volume: b.volume * 9,
              amount: b.amount * 9,
            }
          : b,
      ),
  };
  const memberships = new Memberships(universe);
  const clean = pastTable({ universe, market: view, memberships }, day)!;
  const dirty = pastTable({ universe, market: poisoned, memberships }, day)!;
  assert.equal(clean.table.asOf, '2024-03-15');
  assert.ok(clean.table.ids.length > 50);
  assert.deepEqual(dirty.table.ids, clean.table.ids);
  for (const f of Object.keys(clean.table.num) as Array<keyof FactorTable['num']>) assert.deepEqual([...dirty.table.num[f]], [...clean.table.num[f]], f);
  for (const f of Object.keys(clean.table.flag) as Array<keyof FactorTable['flag']>) assert.deepEqual([...dirty.table.flag[f]], [...clean.table.flag[f]], f);
  // The forward returns do read later bars (that is their point), so the poison shows there.
  assert.notDeepEqual([...dirty.forward.values()], [...clean.forward.values()]);
});

test('as-of screens answer forward returns beside the benchmark, and screen valuations as of that day', () => {
  const r = screener.run({ tree: { all: [{ field: 'notSt' }, { field: 'pct20', min: 0 }] }, asOf: '2025-06-10', size: 5 });
  assert.equal(r.live, false);
  assert.equal(r.asOf, '2025-06-10');
  assert.ok(r.forward && r.forward.benchmark === '沪深300');
  for (const k of ['t1', 't5', 't20'] as const) {
    assert.equal(typeof r.forward.picks[k], 'number');
    assert.equal(typeof r.forward.bench[k], 'number');
  }
  for (const row of r.rows) assert.ok(row.forward && typeof row.forward.t20 === 'number');
  const pe = screener.run({ tree: { all: [{ field: 'peTtm', max: 20 }] }, asOf: '2025-06-10', size: 200 });
  assert.ok(pe.total > 0);
  for (const row of pe.rows) assert.ok((row.values.peTtm as number) <= 20 && (row.values.peTtm as number) > 0);
});

test('the live table agrees with the quotes it is built from', () => {
  let checked = 0;
  for (const id of table.ids.slice(0, 40)) {
    const q = view.snapshot(id)!;
    const r = table.rowOf.get(id)!;
    if (q.price > 0) {
      assert.equal(cellValue(table, 'price', r), q.price);
      checked++;
    }
    assert.equal(cellValue(table, 'pct', r), q.pct);
    const f = view.fundamentals(id);
    if (f?.peTtm) assert.equal(cellValue(table, 'peTtm', r), f.peTtm);
  }
  assert.ok(checked > 30);
});

test('explain names each condition and says which failed', () => {
  const id = table.ids[0]!;
  const x = screener.explain(
    {
      all: [
        { field: 'price', min: 0 },
        { field: 'price', max: -1 },
      ],
    },
    id,
  );
  assert.equal(x.id, id);
  assert.equal(x.passed, false);
  assert.deepEqual(
    x.checks.map((c) => c.pass),
    [true, false],
  );
  assert.match(x.checks[1]!.text, /最新价 ≤ -1元/);
});

test('the first screen of a day is read ahead in slices that yield, shared by concurrent callers', async () => {
  const m = sliceMarket(universe);
  const fresh = new Screener({ universe, market: m.view, companies: m.market.companies });
  const req = { tree: { all: [{ field: 'peTtmPct', max: 50 }, { field: 'notSt' }] } };
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  const a = fresh.prepare(req);
  const b = fresh.prepare(req);
  assert.equal(a, b, 'one warm-up per day and field set');
  await a;
  clearInterval(timer);
  assert.ok(ticks > 3, `the event loop ran ${ticks} timers while the day was read`);
  const r = fresh.run({ ...req, size: 5 });
  assert.equal(r.live, true);
  for (const row of r.rows) assert.ok((row.values.peTtmPct as number) <= 50);
});

test('a screen ten years back reads its day and its benchmark (沪深300, an index of members) ahead in slices that yield, and answers what reading in one piece answers', async () => {
  const req: ScreenRequest = { tree: { all: [{ field: 'notSt' }] }, asOf: '2016-12-05', size: 20 };
  const m = sliceMarket(universe);
  const sliced = new Screener({ universe, market: m.view, companies: m.market.companies });
  let ticks = 0;
  const timer = setInterval(() => ticks++, 0);
  await sliced.prepare(req);
  clearInterval(timer);
  assert.ok(ticks > 3, `the event loop ran ${ticks} timers while the day was read`);
  const once = sliceMarket(universe);
  const expected = new Screener({ universe, market: once.view, companies: once.market.companies }).run(req);
  const r = sliced.run(req);
  assert.equal(r.asOf, '2016-12-05');
  assert.ok(r.total > 0 && r.forward !== undefined, 'rows and their forward returns beside 沪深300');
  assert.deepEqual(r, expected);
});

test('a screen sorted by a field it has no condition on shows that field as a column, with each row’s value, in order', () => {
  const r = screener.run({ tree: { all: [] }, sort: { field: 'dividendYield', order: 'desc' }, limit: 5, size: 5 });
  assert.deepEqual(r.columns, ['dividendYield']);
  const values = r.rows.map((row) => row.values.dividendYield);
  assert.equal(values.length, 5);
  for (let i = 1; i < values.length; i++) assert.ok((values[i - 1] ?? -1) >= (values[i] ?? -1), `${values} descend`);
  // A sort on a column already shown does not repeat it.
  const again = screener.run({ tree: { all: [{ field: 'dividendYield', min: 0 }] }, sort: { field: 'dividendYield', order: 'desc' }, size: 5 });
  assert.deepEqual(again.columns, ['dividendYield']);
});

test('a screen names a new listing as the market did that day: 「N」 on its listing day, 「C」 on the next (科创板)', () => {
  const star = universe.all.find((e) => e.kind === 'capital' && e.board === 'star' && e.listDate >= '2021-01-01' && e.listDate <= '2025-06-01');
  assert.ok(star, 'a 科创板 listing within the history');
  const named = (asOf: string) => {
    const r = screener.run({ tree: { all: [] }, asOf, size: 5 }, { scopeIds: [star.id] });
    return r.rows.find((row) => row.id === star.id)?.name;
  };
  const listDay = parseDay(star.listDate)!;
  assert.equal(named(star.listDate), `N${star.name}`);
  assert.equal(named(formatDay(dayOfTradingIndex(tradingIndexOf(listDay) + 1))), `C${star.name}`);
});

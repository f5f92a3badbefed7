/**
 * The screener's relative, strict, negated and report-streak conditions select exactly the rows an
 * independent reading of the table's columns and the company model selects: 低于行业平均/中位数,
 * 行业前N, 比沪深300强, 低于 leaving the bound out, 不含 turning options around, and
 * ROE连续3年 / 营收连续4个季度 over the reports known on the day.
 */
import { strict as assert } from 'node:assert';
import { before, test } from 'node:test';
import { parseQuery } from '../../../../contracts/screener/nl-parse';
import type { CompanyBackedMarket } from '../../../../gateway/sim/companies/company-backed-market';
import type { MarketView } from '../../../../gateway/sim/market/read/market-view';
import { cellValue, conditionMask } from '../../../../gateway/sim/screener/evaluate';
import type { FactorTable } from '../../../../gateway/sim/screener/factor-table';
import { Screener } from '../../../../gateway/sim/screener/screener';
import { reportSeries } from '../../../../gateway/sim/screener/condition-extras';
import { sliceMarket, sliceUniverse } from './helpers';

const universe = sliceUniverse(20);
let market: CompanyBackedMarket;
let view: MarketView;
let screener: Screener;
let table: FactorTable;

before(() => {
  ({ market, view } = sliceMarket(universe));
  screener = new Screener({ universe, market: view, companies: market.companies });
  table = screener.today();
});

const num = (f: string, r: number) => cellValue(table, f, r) as number | null;
const rowsOf = (q: string) => {
  const p = parseQuery(q);
  assert.equal(p.ok, true, `${q}: ${p.message}`);
  assert.equal(p.query.tree.all.length, 1, q);
  const m = conditionMask(table, p.query.tree.all[0] as never);
  return table.ids.map((_, r) => r).filter((r) => m[r] === 1);
};

test("市盈率低于行业平均 / 中位数 select the rows below their industry's own mean / median", () => {
  const groups = new Map<string, number[]>();
  table.ids.forEach((_, r) => {
    const v = num('peTtm', r);
    if (v === null) return;
    groups.set(table.industry[r]!, [...(groups.get(table.industry[r]!) ?? []), v]);
  });
  const mean = (xs: number[]) => xs.reduce((a, x) => a + x, 0) / xs.length;
  const median = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    const h = s.length >> 1;
    return s.length % 2 ? s[h]! : (s[h - 1]! + s[h]!) / 2;
  };
  for (const [q, stat] of [
    ['市盈率低于行业平均', mean],
    ['市盈率低于行业中位数', median],
  ] as const) {
    const expected = table.ids
      .map((_, r) => r)
      .filter((r) => {
        const v = num('peTtm', r);
        return v !== null && v < stat(groups.get(table.industry[r]!)!);
      });
    assert.ok(expected.length > 5, q);
    assert.deepEqual(rowsOf(q), expected, q);
  }
});

test('ROE行业前3 selects at most three per industry, each with no more than two higher', () => {
  const rows = rowsOf('ROE行业前3');
  assert.ok(rows.length > 5);
  for (const r of rows) {
    const higher = table.ids.filter((_, k) => table.industry[k] === table.industry[r] && (num('roe', k) ?? -Infinity) > num('roe', r)!).length;
    assert.ok(higher <= 2, table.ids[r]);
  }
  const missed = table.ids
    .map((_, r) => r)
    .filter((r) => !rows.includes(r) && num('roe', r) !== null)
    .filter((r) => table.ids.filter((_, k) => table.industry[k] === table.industry[r] && (num('roe', k) ?? -Infinity) > num('roe', r)!).length <= 2);
  assert.deepEqual(missed, []);
});

test("近20日比沪深300强 compares with the benchmark's own 20-day return", () => {
  const ref = table.bench?.pct20;
  assert.equal(typeof ref, 'number');
  const expected = table.ids.map((_, r) => r).filter((r) => (num('pct20', r) ?? -Infinity) > ref!);
  assert.deepEqual(rowsOf('近20日比沪深300强'), expected);
  assert.deepEqual(rowsOf('近20日跑赢沪深300'), expected);
});

test('低于 leaves the bound out and 不高于 keeps it; 不含 turns options around', () => {
  const prices = table.ids.map((_, r) => num('price', r)!).filter((v) => v !== null);
  const at = prices[Math.floor(prices.length / 2)]!;
  const strict = rowsOf(`股价低于${at}元`);
  const inclusive = rowsOf(`股价不高于${at}元`);
  assert.ok(strict.every((r) => num('price', r)! < at));
  assert.ok(
    inclusive.some((r) => num('price', r) === at),
    'the stock at the bound is kept by 不高于',
  );
  assert.ok(!strict.some((r) => num('price', r) === at), 'and left out by 低于');
  const noStar = rowsOf('不含科创板');
  assert.deepEqual(
    noStar,
    table.ids.map((_, r) => r).filter((r) => table.board[r] !== '科创板'),
  );
});

test('ROE连续3年大于15% and 营收连续4个季度同比增长 hold in each report known that day', () => {
  const cs = market.companies;
  for (const [q, field, per, n, min] of [
    ['ROE连续3年大于15%', 'roe', 'years', 3, 15],
    ['营收连续4个季度同比增长', 'revenueYoy', 'quarters', 4, 0],
  ] as const) {
    const rows = rowsOf(q);
    let checked = 0;
    table.ids.forEach((id, r) => {
      const slot = cs.slotOf(id);
      if (slot === undefined || !cs.isCompany(slot)) {
        assert.ok(!rows.includes(r), id);
        return;
      }
      const series = reportSeries(table, r, field, per, n);
      const holds = series === null ? false : series.every((v) => v > min);
      assert.equal(rows.includes(r), holds, `${q} ${id}`);
      checked++;
    });
    assert.ok(rows.length > 0, `${q} selects some`);
    assert.ok(rows.length < checked, `${q} leaves some out`);
  }
  // The yearly series are the annual reports' own: ROE of the latest 年报 = 归母净利润 / 期末归母净资产.
  const id = table.ids.find((x) => cs.slotOf(x) !== undefined && cs.isCompany(cs.slotOf(x)!))!;
  const slot = cs.slotOf(id)!;
  const annual = cs.reportsKnownAt(slot, table.T).filter((c) => c.g % 4 === 3);
  const last = annual[annual.length - 1]!;
  const series = reportSeries(table, table.rowOf.get(id)!, 'roe', 'years', 2)!;
  assert.equal(series[0], Math.round((cs.ytd(slot, last.g, (c) => c.parentNet) / last.equityParent) * 1e6) / 1e4);
});

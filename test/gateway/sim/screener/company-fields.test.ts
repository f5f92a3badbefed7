/**
 * The screener's company columns read the same point-in-time numbers the fundamentals pages show:
 * today's 市盈率TTM/市净率/总市值 equal the quote grid's and /pepChat's, PE 10年分位 equals /pepChat's
 * percentile, growth equals /growAbility's latest row, holder sums equal the holders model's — and
 * as of a past day they equal the same answers computed as of that day (only reports published by then).
 */
import { strict as assert } from 'node:assert';
import { before, test } from 'node:test';
import { Answers } from '../../../../gateway/sim/companies/answers';
import { answersForMarket } from '../../../../gateway/sim/companies/wiring';
import { HolderNumModel } from '../../../../gateway/sim/disclosures/holder-num';
import { HolderModel } from '../../../../gateway/sim/disclosures/holders';
import { instPeriodsAt, PriceReader } from '../../../../gateway/sim/disclosures/holders-common';
import { InstitutionModel } from '../../../../gateway/sim/disclosures/institutions';
import { dayStart, localDay, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import type { CompanyBackedMarket } from '../../../../gateway/sim/companies/company-backed-market';
import type { MarketView } from '../../../../gateway/sim/market/read/market-view';
import { cellValue } from '../../../../gateway/sim/screener/evaluate';
import type { FactorTable } from '../../../../gateway/sim/screener/factor-table';
import { Screener } from '../../../../gateway/sim/screener/screener';
import { sliceMarket, sliceUniverse } from './helpers';

const universe = sliceUniverse(6);
let market: CompanyBackedMarket;
let view: MarketView;
let screener: Screener;
let table: FactorTable;

before(() => {
  ({ market, view } = sliceMarket(universe));
  screener = new Screener({ universe, market: view, companies: market.companies });
  table = screener.today();
});

const close = (a: number | null, b: number | null, tol = 1e-9) => a === b || (a !== null && b !== null && Math.abs(a - b) <= tol * Math.max(1, Math.abs(b)));
const num = (t: FactorTable, f: string, id: string) => cellValue(t, f, t.rowOf.get(id)!) as number | null;

/** Ids of the table that are companies with a price, 600519.SH first when present. */
function companyIds(t: FactorTable, n: number): string[] {
  const ids = t.ids.filter((id) => market.companies.isCompany(market.companies.slotOf(id)!));
  ids.sort((a, b) => (a === '600519.SH' ? -1 : b === '600519.SH' ? 1 : 0));
  return ids.slice(0, n);
}

test('today: 市盈率TTM, 市净率 and 总市值 equal the quote grid and /pepChat; PE 10年分位 equals /pepChat percentile', () => {
  const answers = answersForMarket(market);
  screener.evaluate({ all: [{ field: 'peTtmPct', max: 100 }] }, table);
  let compared = 0;
  for (const id of companyIds(table, 12)) {
    const slot = market.companies.slotOf(id)!;
    const f = view.fundamentals(id)!;
    assert.equal(num(table, 'peTtm', id), f.peTtm !== null && f.peTtm > 0 ? f.peTtm : null, `${id} peTtm vs quote`);
    assert.equal(num(table, 'totalCap', id), f.totalCap === null ? null : f.totalCap / 1e8, `${id} totalCap`);
    const pepb = answers.pepb(slot, 'peTtm', '10y');
    const stat = pepb.stats.find((s) => s.metric === 'peTtm')!;
    assert.equal(num(table, 'peTtm', id), stat.current, `${id} peTtm vs /pepChat`);
    assert.equal(num(table, 'peTtmPct', id), stat.percentile, `${id} 10年分位 vs /pepChat`);
    const pb = pepb.stats.find((s) => s.metric === 'pb')!;
    assert.equal(num(table, 'pb', id), pb.current, `${id} pb`);
    compared++;
  }
  assert.ok(compared >= 10);
});

test('today: growth, margins and 股息率 agree with /growAbility, the indicators and the valuation', () => {
  const answers = answersForMarket(market);
  for (const id of companyIds(table, 10)) {
    const slot = market.companies.slotOf(id)!;
    const g = answers.growAbility(slot, 'report', 1).rows[0];
    if (!g) continue;
    assert.equal(num(table, 'revenueYoy', id), g.revenueYoy, `${id} revenueYoy`);
    assert.equal(num(table, 'profitYoy', id), g.netProfitYoy, `${id} profitYoy`);
    assert.equal(num(table, 'revenueCagr3', id), g.revenueCagr3, `${id} revenueCagr3`);
    assert.equal(num(table, 'profitCagr3', id), g.netProfitCagr3, `${id} profitCagr3`);
    const ind = answers.financialStatement(slot, 'indicators', 'report', 1);
    const line = (k: string) => ind.lines.find((l) => l.key === k)?.values[0] ?? null;
    assert.equal(num(table, 'netMargin', id), line('netMargin'), `${id} netMargin`);
    assert.equal(num(table, 'debtRatio', id), line('debtRatio'), `${id} debtRatio`);
    assert.equal(num(table, 'grossMargin', id), line('grossMargin'), `${id} grossMargin`);
    assert.equal(num(table, 'currentRatio', id), line('currentRatio'), `${id} currentRatio`);
    assert.equal(num(table, 'roa', id), line('roa'), `${id} roa`);
    const v = market.companies.valuationAt(slot, market.tradingIndex(), view.snapshot(id)!.price);
    assert.ok(close(num(table, 'dividendYield', id), v.dy), `${id} dividendYield`);
    assert.ok(close(num(table, 'ps', id), v.psTtm !== null && v.psTtm > 0 ? v.psTtm : null), `${id} ps`);
  }
});

test('holder fields equal the ownership pages: 十大流通股东合计, 机构持股比例 (机构持仓 total), 股东户数 and its change, 机构新进', () => {
  const holders = new HolderModel(market.companies);
  const prices = new PriceReader(market.companies);
  const inst = new InstitutionModel(holders, prices, []);
  const counts = new HolderNumModel(holders, prices);
  const T = market.tradingIndex();
  let withHolders = 0;
  for (const id of companyIds(table, 15)) {
    const slot = market.companies.slotOf(id)!;
    const periods = holders.periods(slot, T);
    if (periods.length === 0) {
      assert.equal(num(table, 'top10Float', id), null);
      continue;
    }
    const at = holders.at(slot, periods[0]!.g);
    const sum = at.top10Float.reduce((a, r) => a + r.ratio, 0);
    assert.ok(close(num(table, 'top10Float', id), sum, 1e-6), `${id} top10Float`);
    const q = instPeriodsAt(T, market.companies.source.profiles[slot]!.listIdx)[0]!;
    assert.equal(num(table, 'instRatio', id), inst.periodRow(slot, q).total.floatRatio, `${id} instRatio`);
    const rows = counts.rows(slot, T);
    assert.equal(num(table, 'holderCount', id), rows[0]?.holders ?? null, `${id} holderCount`);
    assert.equal(num(table, 'holderCountChange', id), rows[0]?.changeRatio ?? null, `${id} holderCountChange`);
    const typed = new Set(
      holders
        .holdings(slot, periods[0]!.g)
        .rows.filter((h) => h.type !== null)
        .map((h) => h.name),
    );
    const newInst = at.top10Float.some((r) => r.tag === '新进' && typed.has(r.name));
    assert.equal(cellValue(table, 'instNew', table.rowOf.get(id)!), newInst, `${id} instNew`);
    withHolders++;
  }
  assert.ok(withHolders >= 10);
});

test('as of a past day: valuation, 10年分位 and growth equal the answers computed as of that day', () => {
  const day = parseDay('2023-06-15')!;
  const T = tradingIndexOf(day);
  const r = screener.run({ tree: { all: [{ field: 'peTtmPct', min: 0 }] }, asOf: formatDay(day), size: 5 });
  assert.equal(r.asOf, '2023-06-15');
  const past = screener.pastDay(day)!.table;
  let compared = 0;
  for (const id of companyIds(past, 8)) {
    const slot = market.companies.slotOf(id)!;
    const bar = view.kline(id, { period: 'day', adjust: 'none', count: 5, end: dayStart(day + 1) - 1 }).find((b) => localDay(b.ts) === day);
    if (!bar) continue;
    const then = new Answers({ companies: market.companies, today: () => T, price: () => bar.close });
    const stat = then.pepb(slot, 'peTtm', '10y').stats.find((s) => s.metric === 'peTtm')!;
    assert.equal(num(past, 'peTtm', id), stat.current, `${id} past peTtm`);
    assert.equal(num(past, 'peTtmPct', id), stat.percentile, `${id} past 10年分位`);
    const g = then.growAbility(slot, 'report', 1).rows[0];
    if (g) assert.equal(num(past, 'revenueYoy', id), g.revenueYoy, `${id} past revenueYoy`);
    // Only reports published by then: the latest one's 公告日 is on or before the day.
    if (g) assert.ok(g.noticeDate <= '2023-06-15');
    compared++;
  }
  assert.ok(compared >= 5);
});

test('业绩预增 flags only stocks whose latest 业绩预告 (within 180 days) is 预增/略增/扭亏', () => {
  const answers = answersForMarket(market);
  const today = market.tradingDay();
  for (const id of companyIds(table, 40)) {
    const slot = market.companies.slotOf(id)!;
    const latest = answers.forecast(slot).forecasts[0];
    const recent = latest !== undefined && (Date.parse(today) - Date.parse(latest.noticeDate)) / 86_400_000 <= 180;
    const expected = recent && ['预增', '略增', '扭亏'].includes(latest!.type);
    assert.equal(cellValue(table, 'forecastUp', table.rowOf.get(id)!), expected, id);
  }
});

test('a loss maker’s multiples are empty and named in the row’s `losses` (the table shows 亏损, not --); a profitable one’s are not', () => {
  // Each PE either set or its EPS not positive: every company passes, and the PEs are the columns.
  const pe = (field: string) => ({
    any: [
      { field, min: 0 },
      { field: 'eps', max: 0 },
    ],
  });
  const r = screener.run({ tree: { all: [pe('peTtm'), pe('peStatic'), pe('peDeducted')] }, size: 200 });
  let losses = 0;
  let profits = 0;
  for (const row of r.rows) {
    const slot = market.companies.slotOf(row.id)!;
    const k = market.companies.knownAt(slot, table.T);
    if (!k?.ttm) continue;
    const loss = k.ttm.parentNet <= 0;
    assert.equal(row.losses?.includes('peTtm') ?? false, loss, `${row.id}: 亏损 when 归母净利润TTM ${k.ttm.parentNet} ≤ 0`);
    assert.equal(row.losses?.includes('peStatic') ?? false, k.lastAnnualParent !== null && k.lastAnnualParent <= 0, `${row.id} PE(静)`);
    assert.equal(row.losses?.includes('peDeducted') ?? false, k.ttm.deducted <= 0, `${row.id} 扣非PE`);
    for (const f of row.losses ?? []) assert.equal(row.values[f], null, `${row.id} ${f} is empty`);
    if (loss) losses++;
    else profits++;
  }
  assert.ok(losses > 0 && profits > 0, `${losses} loss makers, ${profits} profitable`);
});

/**
 * The cross-section of the company model over the real universe (issue 28): who pays dividends and
 * how much (banks, coal, utilities; little in electronics and software; nothing after a loss), the
 * share of loss makers and how the screener and percentiles leave them out (亏损), each statement
 * line on its own driver (税金及附加 on revenue at the industry's tax, 销售 / 管理 / 研发 drifting apart,
 * 投资收益 small and mostly positive), EPS on the weighted shares, and an index's 成交额 as its
 * members'. The ranges themselves are `npm run sim:stats`'s (scripts/lib/cross-section.ts); this
 * guards the relations on every build.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { dividendRows, ytd } from '../../../../gateway/sim/companies/events';
import { keyFigures } from '../../../../gateway/sim/companies/figures';
import { epsOf } from '../../../../gateway/sim/companies/model';
import { periodEndDay } from '../../../../gateway/sim/companies/periods';
import { dayOfTradingIndex, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { habitOf } from '../../../../gateway/sim/market/model/earnings-habits';
import { sharesIssuedOf, totalSharesAt } from '../../../../gateway/sim/market/model/share-count';
import { percentileOf, valuationOf, type KnownFigures } from '../../../../gateway/sim/screener/company-factors';
import { ANCHOR, companiesFor } from './fixture';
import { dayArb, fixtureMarket, instantOf, minuteArb } from '../market/fixture';

const SEED = 20261123;
/** Industries read whole; of the others every third company. */
const WHOLE = new Set(['银行', '煤炭', '公用事业', '电子', '计算机', '食品饮料']);

const cs = companiesFor(SEED);
const slots = cs.source.profiles
  .filter((p, i) => p.cls === 'stock' && p.market !== 'hk' && p.listIdx < ANCHOR - 500 && (WHOLE.has(p.sec.industry) || i % 3 === 0))
  .map((p) => p.slot);
const close = (slot: number) => cs.source.profiles[slot]!.level;
const industryOf = (slot: number) => cs.source.profiles[slot]!.sec.industry;
const median = (xs: number[]) => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length === 0 ? Number.NaN : s[Math.floor(s.length / 2)]!;
};
const valuation = (slot: number) => cs.valuationAt(slot, ANCHOR, close(slot));
const dyOf = (industry: string) => median(slots.filter((s) => industryOf(s) === industry).map((s) => valuation(s).dy ?? 0));
/** The latest 年报 known on the anchor day. */
const annualOf = (slot: number) => {
  let g = cs.knownAt(slot, ANCHOR)!.g;
  while (g % 4 !== 3) g--;
  return g;
};

describe('cross-section of the company model (one seed, the real universe)', () => {
  it('dividends follow the industry’s habit: banks, coal and utilities yield several times electronics and software', () => {
    const [bank, coal, utility, chips, software] = ['银行', '煤炭', '公用事业', '电子', '计算机'].map(dyOf) as [number, number, number, number, number];
    assert.ok(bank > 2.5 && coal > 2.5, `banks ${bank}%, coal ${coal}%`);
    assert.ok(utility > 1.2, `utilities ${utility}%`);
    assert.ok(chips < 1 && software < 1, `electronics ${chips}%, software ${software}%`);
    assert.ok(Math.min(bank, coal, utility) > 2 * Math.max(chips, software));
    // Every bank pays (the habit's share is 1) and none loses money.
    for (const s of slots.filter((x) => industryOf(x) === '银行')) {
      assert.ok(cs.source.profiles[s]!.payer, cs.source.profiles[s]!.sec.id);
      assert.equal(valuation(s).loss, false);
    }
  });

  it('a loss pays nothing: no cash dividend on a 年报 whose 归母净利润 is not positive, and a payout of a profitable year is a share of its profit', () => {
    let losses = 0;
    const payouts: number[] = [];
    for (const slot of slots) {
      const co = cs.company(slot);
      for (const row of dividendRows(co, ANCHOR, () => null)) {
        const g = Number(row.period.slice(0, 4)) * 4 + 3;
        const parent = ytd(co, g, (c) => c.parentNet);
        if (parent <= 0) {
          losses++;
          assert.equal(row.cashPer10, 0, `${co.model.profile.sec.id} ${row.period}: a loss (${parent}) paid ${row.cashPer10}`);
        } else if (row.payoutRatio !== null) payouts.push(row.payoutRatio);
      }
    }
    assert.ok(losses > 100, `${losses} loss years`);
    const m = median(payouts);
    assert.ok(m > 15 && m < 60, `median payout ${m}%`);
  });

  it('loss makers are a real share, shown as 亏损: no PE-TTM, left out of the screener’s multiples and of percentiles', () => {
    const vs = slots.map(valuation);
    const share = vs.filter((v) => v.loss).length / vs.length;
    assert.ok(share > 0.12 && share < 0.35, `loss share ${share}`);
    const banks = slots.filter((s) => industryOf(s) === '银行').filter((s) => valuation(s).loss).length;
    assert.equal(banks, 0);
    for (const [i, v] of vs.entries()) {
      if (!v.loss) continue;
      assert.equal(v.peTtm, null);
      const k = cs.knownAt(slots[i]!, ANCHOR)!;
      const known = { shares: v.totalCap / v.close, ttmParent: k.ttm!.parentNet, ttmDeducted: k.ttm!.deducted, ttmRevenue: k.ttm!.revenue } as KnownFigures;
      assert.equal(valuationOf(known, v.close).peTtm, null, 'the screener’s 市盈率TTM is empty');
      assert.equal(percentileOf(Float64Array.of(10, 20, 30), null), null, 'and has no percentile');
    }
    // The loss-prone industries lose more often than the steady ones.
    const lossShare = (ind: string) => {
      const xs = slots.filter((s) => industryOf(s) === ind);
      return xs.filter((s) => valuation(s).loss).length / xs.length;
    };
    assert.ok(lossShare('计算机') > lossShare('公用事业') && habitOf('计算机').loss > habitOf('公用事业').loss);
  });

  it('margins, ROE and leverage follow the industry: banks levered ~92% earning ~10%, food makers’ gross margins above electronics’', () => {
    const by = (ind: string, f: (k: ReturnType<typeof keyFigures>) => number | null) =>
      median(
        slots
          .filter((s) => industryOf(s) === ind)
          .map((s) => f(keyFigures(cs.company(s), annualOf(s), false)))
          .filter((x): x is number => x !== null),
      );
    assert.ok(by('银行', (k) => k.debtRatio) > 85);
    const bankRoe = by('银行', (k) => k.roe);
    assert.ok(bankRoe > 6 && bankRoe < 15, `bank ROE ${bankRoe}`);
    assert.ok(by('食品饮料', (k) => k.grossMargin) > by('电子', (k) => k.grossMargin) + 10);
    assert.ok(by('食品饮料', (k) => k.roe) > by('计算机', (k) => k.roe));
  });

  it('each statement line has its own driver: 税金及附加 at the industry’s rate but not in lockstep with revenue, 销售 and 管理 apart, 投资收益 mostly positive', () => {
    let checked = 0;
    let positive = 0;
    let years = 0;
    let richPositive = 0;
    let richYears = 0;
    const coalTax: number[] = [];
    const chipTax: number[] = [];
    for (const slot of slots) {
      const co = cs.company(slot);
      if (co.params.format !== 'general') continue;
      const taxRatios: number[] = [];
      const sellAdmin: number[] = [];
      for (let y = 2016; y <= 2025; y++) {
        const g = y * 4 + 3;
        if (g - 3 < co.first) continue;
        const sum = (f: (c: ReturnType<typeof co.core>) => number) => ytd(co, g, f);
        const rev = sum((c) => c.revenue);
        taxRatios.push(sum((c) => c.taxes) / rev);
        sellAdmin.push(sum((c) => c.selling) / sum((c) => c.admin));
        const invest = sum((c) => c.investIncome);
        years++;
        if (invest > 0) positive++;
        if (co.params.cashShare > 0.25) {
          richYears++;
          if (invest > 0) richPositive++;
        }
        // Small: a few percent of revenue at most.
        assert.ok(Math.abs(invest) < 0.1 * rev, `${co.model.profile.sec.id} ${y} 投资收益 ${invest} of ${rev}`);
      }
      if (taxRatios.length < 5) continue;
      checked++;
      const spread = (xs: number[]) => Math.max(...xs) / Math.min(...xs);
      assert.ok(spread(taxRatios) > 1.01, `${co.model.profile.sec.id}: 税金/营收 moves (${taxRatios.map((x) => x.toFixed(4))})`);
      assert.ok(
        taxRatios.every((x) => x > co.params.taxes / 2 && x < co.params.taxes * 2),
        `${co.model.profile.sec.id}: 税金 around its rate ${co.params.taxes}`,
      );
      assert.ok(spread(sellAdmin) > 1.02, `${co.model.profile.sec.id}: 销售/管理 not in lockstep (${sellAdmin.map((x) => x.toFixed(3))})`);
      if (industryOf(slot) === '煤炭') coalTax.push(median(taxRatios));
      if (industryOf(slot) === '电子') chipTax.push(median(taxRatios));
    }
    assert.ok(checked > 300, `${checked} companies`);
    assert.ok(positive / years > 0.85, `投资收益 positive in ${positive}/${years} company-years`);
    assert.ok(richYears > 50 && richPositive / richYears > 0.9, `cash-rich: ${richPositive}/${richYears}`);
    assert.ok(median(coalTax) > 5 * median(chipTax), `coal's 资源税 ${median(coalTax)} vs electronics ${median(chipTax)}`);
  });

  it('EPS is on the weighted shares: new shares count from their day, so EPS growth departs from profit growth exactly when shares were issued', () => {
    let issued = 0;
    let still = 0;
    for (const slot of slots) {
      const co = cs.company(slot);
      const g = annualOf(slot);
      if (g - 4 < co.first) continue;
      const parent = ytd(co, g, (c) => c.parentNet);
      const before = ytd(co, g - 4, (c) => c.parentNet);
      if (parent <= 0 || before <= 0) continue;
      const k = keyFigures(co, g, false);
      assert.equal(k.eps, epsOf(co, g, false, parent));
      // Shares issued in either year change the ratio of their weighted counts.
      const from = tradingIndexOf(periodEndDay(g - 8));
      const to = tradingIndexOf(periodEndDay(g));
      const model = cs.source.models[slot]!;
      const news = sharesIssuedOf(model).filter((i) => i.idx > from && i.idx <= to);
      const asOf = tradingIndexOf(periodEndDay(g));
      // Unrounded (a 4-decimal EPS of a few cents would blur it).
      const epsGrowth = parent / co.periodShares(g, false) / (before / co.periodShares(g - 4, false, asOf)) - 1;
      const profitGrowth = parent / before - 1;
      if (news.length === 0) {
        still++;
        assert.ok(
          Math.abs(epsGrowth - profitGrowth) < 1e-9 * (1 + Math.abs(profitGrowth)),
          `${model.profile.sec.id}: no new shares, EPS growth ${epsGrowth} = profit growth ${profitGrowth}`,
        );
      } else {
        issued++;
        assert.ok(epsGrowth < profitGrowth, `${model.profile.sec.id}: new shares dilute (${epsGrowth} vs ${profitGrowth})`);
        // The total before the issue lacks its shares; the weighted count lies between the two.
        const w = co.periodShares(g, false);
        const end = totalSharesAt(model, to);
        assert.ok(w <= end + 1 && w > end - news.reduce((s, i) => s + i.shares, 0) * 1.5, `${model.profile.sec.id}: weighted ${w} vs ${end}`);
        assert.ok(totalSharesAt(model, news[0]!.idx - 1) < totalSharesAt(model, news[0]!.idx), 'the total steps up on the issue day');
        assert.ok(co.core(Math.floor(4 * yearOf(news[0]!.idx)) + quarterOf(news[0]!.idx)).raised > 0, 'and the money comes in that quarter');
      }
    }
    assert.ok(issued > 20 && still > 100, `${issued} with new shares, ${still} without`);
  });

  it('property: an index’s 成交额 is always the sum of its members’ (fixture market, any trading day and minute)', () => {
    fc.assert(
      fc.property(dayArb, minuteArb, (idx, minute) => {
        const { market } = fixtureMarket(SEED, instantOf(idx, minute));
        for (const id of ['000001.SH', '399001.SZ', '801780.SH']) {
          const members = market.constituentWeights(id)!;
          const q = market.quote(id);
          if (!q) continue;
          const sum = members.reduce((s, m) => s + (market.quote(m.id)?.amount ?? 0), 0);
          assert.ok(Math.abs(q.amount - sum) <= 1e-6 * Math.max(1, sum), `${id} ${idx} ${minute}: ${q.amount} vs ${sum}`);
        }
      }),
      { numRuns: 15 },
    );
  });
});

function yearOf(idx: number): number {
  return new Date(dayOfTradingIndex(idx) * 86_400_000).getUTCFullYear();
}
function quarterOf(idx: number): number {
  return Math.floor(new Date(dayOfTradingIndex(idx) * 86_400_000).getUTCMonth() / 3);
}

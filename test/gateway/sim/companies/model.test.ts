/**
 * Properties of the company model over several seeds and many companies: the statement identities
 * to the fen, 公告日 inside the legal windows, point-in-time reads, dividends on the K-line's
 * ex-dates, forecast types matching the actuals, and valuation = price × shares ÷ trailing sum.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Answers } from '../../../../gateway/sim/companies/answers';
import { companyParams } from '../../../../gateway/sim/companies/params';
import { forecastRows, forecastType, segments, ytd } from '../../../../gateway/sim/companies/events';
import { legalWindow, periodAtOrBefore, periodEndDay, periodString, quarterOfPeriod } from '../../../../gateway/sim/companies/periods';
import { balanceLines, cashQuarter, cumulative, incomeQuarter } from '../../../../gateway/sim/companies/statements';
import { layoutOf } from '../../../../gateway/sim/companies/statement-lines';
import type { Companies } from '../../../../gateway/sim/companies/companies';
import { dayOfTradingIndex, isTradingDay, mainlandIndexPlus } from '../../../../gateway/sim/calendar/days';
import { formatDay, parseDay } from '../../../../contracts/calendar/index';
import { dayTable } from '../../../../gateway/sim/market/history/daily-bars';
import { ANCHOR, companiesFor } from './fixture';
import { pipelineOver } from '../../../../gateway/sim/ipo/listings';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';

const SEEDS = [7, 20261123, 'zhigu'];
const PER_SEED = 8;

/** A spread of companies of a seed: the anchored ones plus every n-th stock. */
function sample(cs: Companies, seed: number): number[] {
  const fixed = ['600519.SH', '600036.SH', '601318.SH', '688180.SH'].map((id) => cs.slotOf(id)!);
  const stocks = cs.source.profiles.filter((p) => p.cls === 'stock' && p.listIdx < ANCHOR - 400).map((p) => p.slot);
  const step = Math.floor(stocks.length / PER_SEED);
  const picked = stocks.filter((_, i) => (i + seed) % step === 0).slice(0, PER_SEED);
  return [...new Set([...fixed, ...picked])];
}

const worlds = SEEDS.map((seed, i) => {
  const cs = companiesFor(seed);
  return { seed, cs, slots: sample(cs, i * 5 + 3) };
});

describe('company model', () => {
  it('balance sheet: 资产总计 = 负债合计 + 权益合计, 权益 = 归母 + 少数, parts sum to totals — to the fen', () => {
    for (const { cs, slots } of worlds) {
      for (const slot of slots) {
        const co = cs.company(slot);
        const cores = co.upTo(co.first + 40);
        for (const c of cores) {
          const b = balanceLines(co, c.g);
          for (const [k, v] of Object.entries(b)) assert.ok(Number.isInteger(v), `${k} is whole fen`);
          assert.equal(b.totalAssets, b.totalLiabs! + b.totalEquity!);
          assert.equal(b.totalEquity, b.equityParent! + b.equityMinority!);
          assert.equal(b.totalLiabsEquity, b.totalAssets);
          const equityParts = [
            'shareCapital',
            'otherEquityInstruments',
            'capitalReserve',
            'otherComprehensive',
            'specialReserve',
            'surplusReserve',
            'generalRiskReserve',
            'retainedEarnings',
          ];
          assert.equal(equityParts.reduce((s, k) => s + b[k]!, 0) - b.treasuryShares!, b.equityParent);
          // Assets and liabilities: the leaf lines of the layout add up to the totals.
          const layout = layoutOf('balance', co.params.format);
          const keys = layout.map(([k]) => k);
          const assetLeaves = keys.slice(0, keys.indexOf('totalAssets')).filter((k) => !k.startsWith('total'));
          assert.equal(
            assetLeaves.reduce((s, k) => s + (b[k] ?? 0), 0),
            b.totalAssets,
            `${co.model.profile.sec.id} ${periodString(c.g)} assets`,
          );
          const liabLeaves = keys.slice(keys.indexOf('totalAssets') + 1, keys.indexOf('totalLiabs')).filter((k) => !k.startsWith('total'));
          assert.equal(
            liabLeaves.reduce((s, k) => s + (b[k] ?? 0), 0),
            b.totalLiabs,
          );
          assert.equal(b.shareCapital, c.shares * 100, '股本 is the share count at par');
        }
      }
    }
  });

  it('income and cash flow: 利润总额 − 所得税 = 净利润 = 归母 + 少数; 经营+投资+筹资+汇率 = 净增加额; 期初 + 净增加 = 期末 — cumulative and single quarter', () => {
    for (const { cs, slots } of worlds) {
      for (const slot of slots) {
        const co = cs.company(slot);
        for (const c of co.upTo(co.first + 40)) {
          for (const inc of [incomeQuarter(co, c.g), cumulative(co, c.g, incomeQuarter)]) {
            assert.equal(inc.totalProfit! - inc.incomeTax!, inc.netProfit);
            assert.equal(inc.netProfit, inc.netProfitParent! + inc.minorityProfit!);
            assert.equal(inc.incomeTax, inc.currentTax! + inc.deferredTax!);
            assert.equal(inc.totalProfit, inc.opProfit! + inc.nonOpIncome! - inc.nonOpExpense!);
            if (co.params.format === 'general') {
              const op =
                inc.totalRevenue! -
                inc.totalCost! +
                inc.otherIncome! +
                inc.investIncome! +
                inc.fairValueGain! +
                inc.creditImpairment! +
                inc.assetImpairment! +
                inc.disposalGain!;
              assert.equal(op, inc.opProfit);
              assert.equal(inc.totalCost, inc.cogs! + inc.taxesSurcharges! + inc.sellingExp! + inc.adminExp! + inc.rdExp! + inc.financeExp!);
            } else {
              assert.equal(inc.totalRevenue! - inc.operatingExpenses!, inc.opProfit);
            }
          }
          for (const cf of [cashQuarter(co, c.g), cumulative(co, c.g, cashQuarter)]) {
            assert.equal(cf.opNet! + cf.invNet! + cf.finNet! + cf.fxEffect!, cf.netIncrease);
            assert.equal(cf.cashBegin! + cf.netIncrease!, cf.cashEnd);
            assert.equal(cf.opInflow! - cf.opOutflow!, cf.opNet);
            assert.equal(cf.invInflow! - cf.invOutflow!, cf.invNet);
            assert.equal(cf.finInflow! - cf.finOutflow!, cf.finNet);
            assert.ok(cf.opOutflow! >= 0 && cf.invOutflow! >= 0 && cf.finOutflow! >= 0);
            const supp = [
              'suppNetProfit',
              'suppImpairment',
              'suppDepreciation',
              'suppAmortisation',
              'suppLongPrepaid',
              'suppFinanceExp',
              'suppInvestLoss',
              'suppDeferredTax',
              'suppInventory',
              'suppReceivables',
              'suppPayables',
            ];
            assert.equal(
              supp.reduce((s, k) => s + cf[k]!, 0),
              cf.opNet,
              'the indirect method closes',
            );
          }
          assert.equal(cumulative(co, c.g, cashQuarter).cashEnd, c.cashEq, '期末现金 is the balance sheet’s cash equivalents');
        }
      }
    }
  });

  it('statements have at least 40 lines for non-financials', () => {
    for (const s of ['balance', 'income', 'cashflow'] as const) assert.ok(layoutOf(s, 'general').length >= 40, s);
  });

  it('EPS × the period’s weighted shares ≈ 归母净利润 (within the 4-decimal rounding)', () => {
    const { cs } = worlds[0]!;
    const a = new Answers({ companies: cs, today: () => ANCHOR, price: () => null });
    for (const id of ['600519.SH', '600036.SH', '300750.SZ']) {
      const slot = cs.slotOf(id)!;
      const st = a.financialStatement(slot, 'income', 'report', 12);
      const eps = st.lines.find((l) => l.key === 'eps')!;
      const np = st.lines.find((l) => l.key === 'netProfitParent')!;
      st.periods.forEach((p, i) => {
        const g = cs.company(slot).cores.find((c) => periodString(c.g) === p.period)!;
        const shares = cs.company(slot).periodShares(g.g, false);
        assert.ok(shares <= g.shares + 1, 'new shares count from their day');
        assert.ok(Math.abs(eps.values[i]! * shares - np.values[i]!) <= 0.00005 * shares + 1, `${id} ${p.period}`);
      });
    }
  });

  it('公告日 inside the legal window, never before the period end, on a trading day; 一季报 never before the 年报', () => {
    for (const { cs, slots } of worlds) {
      for (const slot of slots) {
        const co = cs.company(slot);
        const cores = co.upTo(periodAtOrBefore(dayOfTradingIndex(ANCHOR)));
        for (const c of cores) {
          const [lo, hi] = legalWindow(c.g);
          const at = `${co.model.profile.sec.id} ${periodString(c.g)} ${formatDay(c.notice)} booked ${formatDay(c.firstBooked)}`;
          assert.ok(c.notice > periodEndDay(c.g), `${periodString(c.g)} after its end`);
          assert.ok(c.notice >= lo && c.notice <= hi, `${co.model.profile.sec.id} ${periodString(c.g)} ${formatDay(c.notice)} in window`);
          assert.ok(isTradingDay(c.notice), at);
          assert.ok(c.firstBooked >= lo && c.firstBooked <= hi, at);
          if (quarterOfPeriod(c.g) === 0 && c.g > co.first) assert.ok(c.notice >= co.core(c.g - 1).notice, at);
        }
      }
    }
  });

  it('point in time: reads as of day t see only reports with 公告日 ≤ t', () => {
    for (const { cs, slots } of worlds) {
      for (const slot of slots.slice(0, 6)) {
        for (let t = ANCHOR - 2000; t <= ANCHOR; t += 37) {
          const day = dayOfTradingIndex(t);
          const known = cs.reportsKnownAt(slot, t);
          for (const c of known) assert.ok(c.notice <= day);
          const co = cs.company(slot);
          const next = co.cores[known.length];
          if (next) assert.ok(next.notice > day, 'the next report is still to come');
          const k = cs.knownAt(slot, t);
          if (k) assert.equal(k.g, known[known.length - 1]!.g);
        }
      }
    }
  });

  it('dividends: every cash payment is a K-line ex-date whose preClose is (close − cash) ÷ (1 + bonus)', () => {
    const { cs, slots } = worlds[0]!;
    const a = new Answers({ companies: cs, today: () => ANCHOR, price: () => null });
    for (const slot of slots.slice(0, 8)) {
      const co = cs.company(slot);
      const table = dayTable(co.model, 0, ANCHOR);
      if (!table) continue;
      const rows = a.divi(slot).rows.filter((r) => r.exDate !== null && r.exDate > '2010-01-04');
      const actions = co.actions.filter((x) => x.idx <= ANCHOR && x.idx > Math.max(0, co.model.profile.listIdx));
      for (const r of rows) {
        const act = actions.find((x) => formatDay(dayOfTradingIndex(x.idx)) === r.exDate);
        assert.ok(act, `${r.exDate} is an action of the price model`);
        assert.equal(r.cashPer10, Math.round(act.cash) / 100);
        const i = act.idx - table.from;
        if (i > 0 && table.pre[i]! > 0) {
          const expect = (table.close[i - 1]! - act.cash) / (1 + act.bonus);
          assert.ok(Math.abs(table.pre[i]! - expect) <= 10, `preClose on ${r.exDate} is the ex-reference`);
        }
        // 股权登记日: the mainland trading day before the ex-date (2012-06-21 before 06-25: 06-22 only HKEX traded).
        assert.equal(r.recordDate, formatDay(dayOfTradingIndex(mainlandIndexPlus(act.idx, -1))));
        assert.ok(isTradingDay(parseDay(r.recordDate)!) && isTradingDay(parseDay(r.exDate!)!), `${r.recordDate} ${r.exDate}`);
        if (r.meetingDate !== null) assert.ok(isTradingDay(parseDay(r.meetingDate)!), `股东大会 ${r.meetingDate}`);
      }
      // Each ex-date after listing shows up as a plan.
      const planned = new Set(rows.map((r) => r.exDate));
      for (const x of actions)
        if (
          x.cash > 0 &&
          co.core(Math.max(co.first, (Number(formatDay(dayOfTradingIndex(x.idx)).slice(0, 4)) - 1) * 4 + 3)).notice >=
            dayOfTradingIndex(co.model.profile.listIdx)
        )
          assert.ok(planned.has(formatDay(dayOfTradingIndex(x.idx))));
    }
  });

  it('forecast types match the later actual and the range holds it', () => {
    let checked = 0;
    for (const { cs, slots } of worlds) {
      for (const slot of slots) {
        const co = cs.company(slot);
        co.upTo(co.first + 72);
        for (const f of forecastRows(co, ANCHOR)) {
          const g = co.cores.find((c) => periodString(c.g) === f.period)!.g;
          const actual = ytd(co, g, (c) => c.parentNet) / 100;
          assert.equal(f.type, forecastType(actual, f.lastYear));
          assert.ok(f.low <= actual + 1e-6 && actual <= f.high + 1e-6, `${f.period} ${f.low} ≤ ${actual} ≤ ${f.high}`);
          if (f.type === '预增') assert.ok(actual >= 1.5 * f.lastYear);
          if (f.type === '首亏') assert.ok(actual <= 0 && f.lastYear > 0);
          if (f.type === '扭亏') assert.ok(actual > 0 && f.lastYear <= 0);
          assert.ok(f.noticeDate < formatDay(co.core(g).notice), 'the forecast comes before the report');
          checked++;
        }
      }
    }
    assert.ok(checked > 20, `checked ${checked} forecasts`);
  });

  it('segments: within each type the parts sum to 营业收入 and 营业成本 exactly', () => {
    const { cs, slots } = worlds[1]!;
    for (const slot of slots) {
      const co = cs.company(slot);
      for (const c of co.upTo(co.first + 40)) {
        if (quarterOfPeriod(c.g) % 2 === 0) continue;
        const s = segments(co, c.g);
        for (const grp of s.groups) {
          assert.equal(Math.round(grp.rows.reduce((x, r) => x + Math.round(r.revenue * 100), 0)), s.revenue);
          assert.equal(Math.round(grp.rows.reduce((x, r) => x + Math.round(r.cost * 100), 0)), s.cost);
        }
      }
    }
  });

  it('valuation = price × shares ÷ the trailing sum known that day; losses are 亏损', () => {
    for (const { cs, slots } of worlds) {
      for (const slot of slots.slice(0, 6)) {
        const co = cs.company(slot);
        for (let t = ANCHOR - 1500; t <= ANCHOR; t += 101) {
          if (t < co.model.profile.listIdx) continue;
          const known = cs.reportsKnownAt(slot, t);
          if (known.length < 4) continue;
          const g = known[known.length - 1]!.g;
          const ttm = [0, 1, 2, 3].reduce((s, i) => s + co.core(g - i).parentNet, 0);
          const price = 10 + (t % 50);
          const v = cs.valuationAt(slot, t, price);
          const cap = price * co.capital.at(t);
          assert.equal(v.totalCap, cap);
          if (ttm > 0) assert.ok(Math.abs(v.peTtm! - cap / (ttm / 100)) < 1e-9 * v.peTtm!);
          else assert.equal(v.peTtm, null);
          assert.equal(v.loss, ttm <= 0);
          assert.ok(Math.abs(v.pb! - cap / (known[known.length - 1]!.equityParent / 100)) < 1e-9 * v.pb!);
        }
      }
    }
  });

  it('anchors: 茅台 earns ~862亿 in 2024 at a gross margin near 92% and trades in the twenties; the biotech loses money; banks use their format', () => {
    const { cs } = worlds[0]!;
    const mt = cs.slotOf('600519.SH')!;
    const co = cs.company(mt);
    const profit = ytd(co, 2024 * 4 + 3, (c) => c.parentNet) / 100;
    assert.ok(profit > 800e8 && profit < 920e8, `茅台 2024 ${profit / 1e8}亿`);
    const rev = ytd(co, 2024 * 4 + 3, (c) => c.revenue);
    const cogs = ytd(co, 2024 * 4 + 3, (c) => c.cogs);
    assert.ok((rev - cogs) / rev > 0.88, 'gross margin');
    const v = cs.valuationAt(mt, ANCHOR, 1450);
    assert.ok(v.peTtm! > 18 && v.peTtm! < 30, `茅台 PE-TTM ${v.peTtm}`);
    const bio = cs.slotOf('688180.SH')!;
    assert.ok(cs.valuationAt(bio, ANCHOR, 38).loss);
    assert.equal(cs.company(cs.slotOf('600036.SH')!).params.format, 'bank');
  });
});

describe('a new listing of the IPO pipeline', () => {
  it('earns what its 发行市盈率 says: the PE-TTM at the 发行价 on its listing day is near the prospectus’s, and it is profitable (3 seeds)', () => {
    // Seeds 2 and 42 had a tenth of their listings at 2–64× their 发行市盈率: a random bad year in the
    // prospectus's years, or a drawn margin the cost structure could not earn.
    for (const seed of [7, 2, 42]) {
      const cs = companiesFor(seed, { listings: true });
      const issues = pipelineOver(seed, loadUniverse().byId).issuesBetween(ANCHOR - 250, ANCHOR - 10);
      const ratios = issues.slice(0, 60).map((i) => {
        const slot = cs.slotOf(i.id)!;
        const co = cs.company(slot);
        assert.ok(co.params.net <= co.params.maxNet, `${seed} ${i.id}: margin ${co.params.net} within the structure's ${co.params.maxNet}`);
        const listedYear = Number(formatDay(dayOfTradingIndex(i.listIdx)).slice(0, 4));
        for (let y = listedYear - 3; y <= listedYear; y++) assert.ok(!co.badYear(y), `${seed} ${i.id}: ${y}, a prospectus year, is no bad year`);
        const pe = cs.valuationAt(slot, i.listIdx, i.issuePrice).peTtm;
        assert.ok(pe !== null && pe > 0, `${seed} ${i.id}: profitable at listing`);
        return pe / i.issuePe;
      });
      ratios.sort((a, b) => a - b);
      const median = ratios[ratios.length >> 1]!;
      assert.ok(median > 0.8 && median < 1.25, `${seed}: median PE at 发行价 ÷ 发行市盈率 ${median.toFixed(2)}`);
      assert.ok(
        ratios[Math.floor(ratios.length * 0.1)]! > 0.5 && ratios[Math.floor(ratios.length * 0.9)]! < 2,
        `${seed}: ${ratios.map((r) => r.toFixed(2)).join(' ')}`,
      );
    }
  });

  it('no company draws a normal margin its cost structure cannot earn (it earned below its multiple every year)', () => {
    for (const seed of [7, 42]) {
      const cs = companiesFor(seed, { listings: true });
      let n = 0;
      for (const p of cs.source.profiles) {
        if (!cs.isCompany(p.slot)) continue;
        const c = companyParams(p, 2026);
        // An anchored company keeps its real margin (300750.SZ: 14%); its 2024 profit calibrates it.
        if (c.anchored) continue;
        n++;
        assert.ok(c.net <= c.maxNet + 1e-12, `${seed} ${p.sec.id}: net ${c.net} above ${c.maxNet}`);
      }
      assert.ok(n > 1000, `${n} companies`);
    }
  });

  it('分红融资 shows its 首发 at the issue’s 发行价 and shares (it had priced one at 0.7 × its first close)', () => {
    const cs = companiesFor(7, { listings: true });
    const a = new Answers({ companies: cs, today: () => ANCHOR, price: () => null });
    for (const i of pipelineOver(7, loadUniverse().byId)
      .issuesBetween(ANCHOR - 250, ANCHOR - 20)
      .slice(0, 8)) {
      const [first] = a.diviFund(cs.slotOf(i.id)!).financing;
      assert.ok(first, i.id);
      assert.equal(first.type, '首发');
      assert.equal(first.price, i.issuePrice, `${i.id} 发行价`);
      assert.equal(first.shares, i.issueShares, `${i.id} 发行股数`);
    }
  });
});

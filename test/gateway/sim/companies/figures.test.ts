/**
 * The figures the stock pages and the data centre share (companies/figures.ts, periods.ts'
 * reportDates, events.ts' dividend yield): 主要指标's money equals the income statement's to the
 * fen (it was divided by 100 twice), the dates read without the model are the model's own, and
 * 股息率 is the cash over the close of the 预案公告日.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Answers } from '../../../../gateway/sim/companies/answers';
import { periodSpan } from '../../../../gateway/sim/companies/model';
import { companyKey } from '../../../../gateway/sim/companies/params';
import { parsePeriod, reportDates } from '../../../../gateway/sim/companies/periods';
import { dayOfTradingIndex, tradingIndexOf } from '../../../../gateway/sim/calendar/days';
import { parseDay } from '../../../../contracts/calendar/index';
import { dayBar } from '../../../../gateway/sim/market/history/daily-bars';
import { ANCHOR, companiesFor } from './fixture';

const companies = companiesFor(7);
const answers = new Answers({ companies, today: () => ANCHOR + 1, price: () => null });
const IDS = ['600519.SH', '000001.SZ', '300750.SZ', '601318.SH'];

test('主要指标: 营业总收入 and 归母净利润 equal the income statement (yuan, not yuan ÷ 100)', () => {
  for (const id of IDS) {
    const slot = companies.slotOf(id)!;
    for (const view of ['report', 'quarter'] as const) {
      const ind = answers.financialStatement(slot, 'indicators', view, 4);
      const inc = answers.financialStatement(slot, 'income', view, 4);
      const line = (a: typeof ind, key: string) => a.lines.find((l) => l.key === key)!.values;
      assert.deepEqual(line(ind, 'revenue'), line(inc, 'totalRevenue'), `${id} ${view} 营业总收入`);
      assert.deepEqual(line(ind, 'netProfitParent'), line(inc, 'netProfitParent'), `${id} ${view} 归母净利润`);
      assert.deepEqual(line(ind, 'eps'), line(inc, 'eps'), `${id} ${view} EPS`);
    }
  }
});

test('report dates read without building the company are the cores of its model', () => {
  for (const id of IDS) {
    const slot = companies.slotOf(id)!;
    const p = companies.source.profiles[slot]!;
    const co = companies.company(slot);
    const span = periodSpan(p.listIdx);
    assert.equal(span.first, co.first);
    assert.equal(span.firstListed, co.firstListed);
    for (const c of co.upTo(parsePeriod('2026-09-30')!)) {
      const d = reportDates(companyKey(p), c.g, span.first);
      assert.deepEqual([d.notice, d.firstBooked, d.changed], [c.notice, c.firstBooked, c.changed], `${id} ${c.g}`);
    }
  }
});

test('股息率 = 每股派息 ÷ the close of the 预案公告日', () => {
  let checked = 0;
  for (const id of IDS) {
    const slot = companies.slotOf(id)!;
    const model = companies.source.models[slot]!;
    for (const r of answers.divi(slot).rows) {
      // The history (and so a close) starts on 2010-01-04: earlier plans have no yield.
      if (r.cashPer10 <= 0 || r.planDate < '2010-01-04') continue;
      const planIdx = tradingIndexOf(parseDay(r.planDate)!);
      assert.equal(dayOfTradingIndex(planIdx), parseDay(r.planDate), 'the plan day is a trading day');
      const close = dayBar(model, planIdx).close / 1000;
      assert.ok(r.dividendYield !== null, `${id} ${r.period}`);
      // cashPer10 is rounded to the fen; the yield from the unrounded cash stays within that rounding.
      assert.ok(Math.abs(r.dividendYield - (r.cashPer10 / 10 / close) * 100) < 0.01 + (0.0005 / close) * 100, `${id} ${r.period} ${r.dividendYield}`);
      checked++;
    }
  }
  assert.ok(checked >= 10, `${checked} plans checked`);
});

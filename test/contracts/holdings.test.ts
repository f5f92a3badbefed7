import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  checkHolding,
  currencyOf,
  exchangeDate,
  firstHoldingError,
  formatMoney,
  holdingFigures,
  holdingToday,
  holdingTotals,
  lotRuleOf,
  parseStoredHolding,
  type HoldingContext,
} from '../../contracts/holdings';

const A: HoldingContext = { rule: 'lot', today: '2026-11-20' };
const HK: HoldingContext = { rule: 'share', today: '2026-11-20' };
const FUND: HoldingContext = { rule: 'unit', today: '2026-11-20' };

/** 2026-11-20 14:00 Beijing time. */
const FRI_2PM = Date.parse('2026-11-20T06:00:00Z');

test('counting rules come from the kind, else the suffix; indexes cannot be held', () => {
  assert.equal(lotRuleOf('600519.SH', 'capital'), 'lot');
  assert.equal(lotRuleOf('510300.SH', 'fund_onside'), 'lot');
  assert.equal(lotRuleOf('00700.HK', 'hk'), 'share');
  assert.equal(lotRuleOf('00700.HK', null), 'share');
  assert.equal(lotRuleOf('000001.OF', null), 'unit');
  assert.equal(lotRuleOf('000001.SH', 'index_hs'), 'none');
  assert.equal(lotRuleOf('not-a-code', 'capital'), 'none');
  assert.equal(currencyOf('00700.HK'), 'HKD');
  assert.equal(currencyOf('600519.SH'), 'CNY');
});

test('today is the wall clock’s exchange date, or the latest quote’s when later', () => {
  assert.equal(holdingToday(FRI_2PM, undefined), '2026-11-20');
  assert.equal(holdingToday(FRI_2PM, FRI_2PM - 3 * 86_400_000), '2026-11-20');
  assert.equal(holdingToday(FRI_2PM - 3 * 86_400_000, FRI_2PM), '2026-11-20');
});

test('a valid entry comes back as numbers, from numbers or the form text', () => {
  assert.deepEqual(checkHolding({ quantity: 300, cost: 12.3456, buyDate: '2026-11-20' }, A), {
    ok: true,
    value: { quantity: 300, cost: 12.3456, buyDate: '2026-11-20' },
  });
  assert.deepEqual(checkHolding({ quantity: ' 1200 ', cost: '8.5', buyDate: '1990-12-19' }, A), {
    ok: true,
    value: { quantity: 1200, cost: 8.5, buyDate: '1990-12-19' },
  });
  assert.equal(checkHolding({ quantity: 150, cost: 380, buyDate: '2025-01-02' }, HK).ok, true, 'HK: any whole number of shares');
  assert.equal(checkHolding({ quantity: 1234.56, cost: 1.0234, buyDate: '2025-01-02' }, FUND).ok, true, '场外基金: units to 0.01');
});

test('every bad field gets its own Chinese message', () => {
  const errors = (input: Parameters<typeof checkHolding>[0], ctx = A) => {
    const r = checkHolding(input, ctx);
    assert.equal(r.ok, false);
    return r.ok ? {} : r.errors;
  };
  assert.deepEqual(errors({}), { quantity: '请输入持仓数量', cost: '请输入成本价', buyDate: '请选择买入日期' });
  assert.equal(errors({ quantity: 'abc', cost: 1, buyDate: '2026-01-05' }).quantity, '持仓数量应为数字');
  assert.equal(errors({ quantity: 0, cost: 1, buyDate: '2026-01-05' }).quantity, '持仓数量应大于 0');
  assert.equal(errors({ quantity: -100, cost: 1, buyDate: '2026-01-05' }).quantity, '持仓数量应大于 0');
  assert.equal(errors({ quantity: 150, cost: 1, buyDate: '2026-01-05' }).quantity, 'A股持仓应为整手：100 股的整数倍');
  assert.equal(errors({ quantity: 100.5, cost: 1, buyDate: '2026-01-05' }, HK).quantity, '港股持仓应为正整数股');
  assert.equal(errors({ quantity: 1.234, cost: 1, buyDate: '2026-01-05' }, FUND).quantity, '基金份额最多 2 位小数');
  assert.equal(errors({ quantity: 2e10, cost: 1, buyDate: '2026-01-05' }).quantity, '持仓数量不能超过 100 亿');
  assert.equal(errors({ quantity: 100, cost: 0, buyDate: '2026-01-05' }).cost, '成本价应大于 0');
  assert.equal(errors({ quantity: 100, cost: '1e3', buyDate: '2026-01-05' }).cost, '成本价应为数字');
  assert.equal(errors({ quantity: 100, cost: 1.23456, buyDate: '2026-01-05' }).cost, '成本价最多 4 位小数');
  assert.equal(errors({ quantity: 100, cost: 2e6, buyDate: '2026-01-05' }).cost, '成本价不能超过 1000000 元');
  assert.equal(errors({ quantity: 100, cost: 1, buyDate: '2026-02-30' }).buyDate, '买入日期应为有效日期，格式 YYYY-MM-DD');
  assert.equal(errors({ quantity: 100, cost: 1, buyDate: '2026/01/05' }).buyDate, '买入日期应为有效日期，格式 YYYY-MM-DD');
  assert.equal(errors({ quantity: 100, cost: 1, buyDate: '2026-11-21' }).buyDate, '买入日期不能晚于今天（2026-11-20）');
  assert.equal(errors({ quantity: 100, cost: 1, buyDate: '1989-01-01' }).buyDate, '买入日期不能早于 1990-12-19');
  assert.deepEqual(errors({ quantity: 100, cost: 1, buyDate: '2026-01-05' }, { rule: 'none', today: '2026-11-20' }), { code: '指数不能录入持仓' });
  assert.equal(firstHoldingError({ cost: 'b', buyDate: 'c' }), 'b');
});

test('P&L: market value, floating P&L in yuan and percent, and 当日盈亏 from the previous close', () => {
  const f = holdingFigures({ quantity: 200, cost: 10, buyDate: '2026-11-02' }, { price: 12, preClose: 11.5, change: 0.5, ts: FRI_2PM });
  assert.deepEqual(f, { marketValue: 2400, costValue: 2000, floatPnl: 400, floatPct: 20, dayPnl: 100 });
  // A loss, and no preClose on the quote: previous close = price − change.
  const g = holdingFigures({ quantity: 100, cost: 20, buyDate: '2026-11-02' }, { price: 15, change: -1, ts: FRI_2PM });
  assert.deepEqual(g, { marketValue: 1500, costValue: 2000, floatPnl: -500, floatPct: -25, dayPnl: -100 });
  // Neither: 当日盈亏 unknown, the rest still known.
  assert.equal(holdingFigures({ quantity: 100, cost: 20, buyDate: '2026-11-02' }, { price: 15, ts: FRI_2PM })?.dayPnl, null);
  // No usable price: nothing.
  assert.equal(holdingFigures({ quantity: 100, cost: 20, buyDate: '2026-11-02' }, null), null);
  assert.equal(holdingFigures({ quantity: 100, cost: 20, buyDate: '2026-11-02' }, { price: 0, ts: FRI_2PM }), null);
});

test('当日盈亏 of a holding bought on the quote’s own trading day starts from its cost, not the previous close', () => {
  assert.equal(exchangeDate(FRI_2PM), '2026-11-20');
  // 23:30 UTC on the 19th is 07:30 on the 20th in Beijing: the exchange date, not the UTC one.
  assert.equal(exchangeDate(Date.parse('2026-11-19T23:30:00Z')), '2026-11-20');
  const quote = { price: 12, preClose: 11.5, change: 0.5, ts: FRI_2PM };
  assert.equal(holdingFigures({ quantity: 200, cost: 11.8, buyDate: '2026-11-20' }, quote)?.dayPnl?.toFixed(2), '40.00');
  assert.equal(holdingFigures({ quantity: 200, cost: 11.8, buyDate: '2026-11-19' }, quote)?.dayPnl?.toFixed(2), '100.00');
  // A quote older than the buy date (the market has not traded since): the holding's day starts from its cost too.
  assert.equal(holdingFigures({ quantity: 200, cost: 11.8, buyDate: '2026-11-23' }, quote)?.dayPnl?.toFixed(2), '40.00');
});

test('group totals: one per currency (CNY first), percent over the total cost, unpriced holdings counted apart', () => {
  const ts = FRI_2PM;
  const totals = holdingTotals([
    { code: '00700.HK', holding: { quantity: 100, cost: 300, buyDate: '2026-01-05' }, quote: { price: 330, preClose: 320, ts } },
    { code: '600519.SH', holding: { quantity: 100, cost: 1000, buyDate: '2026-01-05' }, quote: { price: 1100, preClose: 1090, ts } },
    { code: '000001.SZ', holding: { quantity: 1000, cost: 10, buyDate: '2026-01-05' }, quote: { price: 9, preClose: 9.2, ts } },
    { code: '999999.SZ', holding: { quantity: 100, cost: 10, buyDate: '2026-01-05' }, quote: null },
  ]);
  assert.deepEqual(
    totals.map((t) => ({ ...t, dayPnl: Math.round(t.dayPnl * 100) / 100 })),
    [
      { currency: 'CNY', count: 2, unpriced: 1, marketValue: 119_000, costValue: 110_000, floatPnl: 9_000, floatPct: (9_000 / 110_000) * 100, dayPnl: 800 },
      { currency: 'HKD', count: 1, unpriced: 0, marketValue: 33_000, costValue: 30_000, floatPnl: 3_000, floatPct: 10, dayPnl: 1_000 },
    ],
  );
  assert.deepEqual(holdingTotals([]), []);
  assert.equal(holdingTotals([{ code: '999999.SZ', holding: { quantity: 100, cost: 10, buyDate: '2026-01-05' }, quote: null }])[0]?.floatPct, null);
});

test('money shows with separators and two decimals, signed when asked', () => {
  assert.equal(formatMoney(1234567.891), '1,234,567.89');
  assert.equal(formatMoney(1234.5, true), '+1,234.50');
  assert.equal(formatMoney(-0.001, true), '0.00');
  assert.equal(formatMoney(0.001, true), '0.00');
  assert.equal(formatMoney(-12, true), '-12.00');
  assert.equal(formatMoney(-12.5, false, '¥'), '-¥12.50');
  assert.equal(formatMoney(300, true, 'HK$'), '+HK$300.00');
  assert.equal(formatMoney(0, true, '¥'), '¥0.00');
  assert.equal(formatMoney(null), '--');
  assert.equal(formatMoney(Number.NaN), '--');
});

test('stored holdings are read back only when they keep the rules', () => {
  const row = { code: '600519.SH', quantity: 300, cost: 1500.5, buyDate: '2026-01-05', updatedAt: 1 };
  assert.deepEqual(parseStoredHolding(row), row);
  assert.equal(parseStoredHolding({ ...row, code: 'x' }), undefined);
  assert.equal(parseStoredHolding({ ...row, quantity: 150 }), undefined, 'not whole 手');
  assert.equal(parseStoredHolding({ ...row, quantity: '300' }), undefined, 'text where a number belongs');
  assert.equal(parseStoredHolding({ ...row, cost: -1 }), undefined);
  assert.equal(parseStoredHolding({ ...row, buyDate: '2026-13-01' }), undefined);
  assert.equal(parseStoredHolding({ ...row, updatedAt: null }), undefined);
  assert.deepEqual(parseStoredHolding({ ...row, code: '00700.HK', quantity: 150 })?.quantity, 150, 'HK: whole shares');
});

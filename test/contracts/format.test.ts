import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  formatLargeNumber,
  formatPrice,
  priceDecimals,
  formatPct,
  formatChange,
  reportPeriodName,
  fromServerTimestamp,
  TREND_COLORS,
  trendOf,
  EMPTY_VALUE,
  formatTickPrice,
  formatAmount,
  formatByUnit,
  formatGrowth,
  formatMultiple,
  formatPerShare,
  formatPlain,
  formatRank,
  formatRatio,
  formatSignedLargeNumber,
  formatVolume,
  toFixedText,
  unitHeader,
  volumeInUnit,
  volumeUnitOf,
  volumeUnitOfId,
  formatDateTime,
} from '../../contracts/format';

test('formatLargeNumber uses 万, 亿 and 万亿 with 0–2 decimals', () => {
  assert.equal(formatLargeNumber(12345), '1.23万');
  assert.equal(formatLargeNumber(123456789), '1.23亿');
  assert.equal(formatLargeNumber(2.5e12), '2.50万亿');
  assert.equal(formatLargeNumber(12345, 0), '1万');
  assert.equal(formatLargeNumber(15000, 1), '1.5万');
  assert.equal(formatLargeNumber(9999), '9999.00');
  assert.equal(formatLargeNumber(9999, 0), '9999');
});

test('formatLargeNumber keeps the sign of negative numbers', () => {
  assert.equal(formatLargeNumber(-123456789), '-1.23亿');
  assert.equal(formatLargeNumber(-5000, 0), '-5000');
});

test('formatLargeNumber promotes when rounding reaches the next unit (9999.5万 → 亿)', () => {
  assert.equal(formatLargeNumber(99_995_000, 0), '1亿');
  assert.equal(formatLargeNumber(99_999_999, 2), '1.00亿');
  assert.equal(formatLargeNumber(9_999.6, 0), '1万');
  assert.equal(formatLargeNumber(9_999.99e8, 1), '1.0万亿');
});

test('formatLargeNumber handles zero, NaN and empty input', () => {
  assert.equal(formatLargeNumber(0), '0.00');
  assert.equal(formatLargeNumber(0, 0), '0');
  assert.equal(formatLargeNumber(Number.NaN), EMPTY_VALUE);
  assert.equal(formatLargeNumber(''), EMPTY_VALUE);
  assert.equal(formatLargeNumber(null), EMPTY_VALUE);
  assert.equal(formatLargeNumber(undefined), EMPTY_VALUE);
  assert.equal(formatLargeNumber('abc'), EMPTY_VALUE);
  assert.equal(formatLargeNumber('123456'), '12.35万');
  assert.equal(formatLargeNumber(Infinity), EMPTY_VALUE);
});

test('formatLargeNumber clamps decimals into 0–2', () => {
  assert.equal(formatLargeNumber(12345, 5), '1.23万');
  assert.equal(formatLargeNumber(12345, -1), '1万');
});

test('price decimals: 2 under 10, 1 under 100, else 0, with exact edges', () => {
  assert.equal(priceDecimals(9.999), 2);
  assert.equal(priceDecimals(10), 1);
  assert.equal(priceDecimals(99.94), 1);
  assert.equal(priceDecimals(100), 0);
  assert.equal(priceDecimals(-5), 2);
  assert.equal(formatPrice(9.876), '9.88');
  assert.equal(formatPrice(10), '10.0');
  assert.equal(formatPrice(56.78), '56.8');
  assert.equal(formatPrice(1486.6), '1487');
  assert.equal(formatPrice(0), '0.00');
  assert.equal(formatPrice(Number.NaN), EMPTY_VALUE);
  assert.equal(formatPrice(''), EMPTY_VALUE);
});

test('tick prices keep exchange precision', () => {
  assert.equal(formatTickPrice(1486.6), '1486.60');
  assert.equal(formatTickPrice(1.2345, 0.001), '1.234');
});

test('percent and change carry a sign', () => {
  assert.equal(formatPct(1.234), '+1.23%');
  assert.equal(formatPct(-0.5), '-0.50%');
  assert.equal(formatPct(0), '0.00%');
  assert.equal(formatPct(0.001), '0.00%');
  assert.equal(formatChange(12.3), '+12.30');
  assert.equal(formatChange(-0.01), '-0.01');
  assert.equal(formatPct(null), EMPTY_VALUE);
});

test('report periods have their Chinese names', () => {
  assert.equal(reportPeriodName('20240331'), '2024一季报');
  assert.equal(reportPeriodName('2024-06-30'), '2024半年报');
  assert.equal(reportPeriodName('20240930'), '2024三季报');
  assert.equal(reportPeriodName('20241231'), '2024年报');
  assert.equal(reportPeriodName('20240415'), null);
  assert.equal(reportPeriodName('garbage'), null);
});

test('server timestamps get 8 hours added', () => {
  assert.equal(fromServerTimestamp(0), 288e5);
});

test('trend colours per theme follow the spec', () => {
  assert.equal(TREND_COLORS.white.up, '#F54345');
  assert.equal(TREND_COLORS.blank.up, '#FF3F51');
  assert.equal(TREND_COLORS.white.down, '#14BA71');
  assert.equal(TREND_COLORS.blank.down, '#14BA71');
  assert.equal(trendOf(1), 'up');
  assert.equal(trendOf(-1), 'down');
  assert.equal(trendOf(0), 'flat');
  assert.equal(trendOf(Number.NaN), 'flat');
});

test('fundamentals formats: 亏损 for losses, 万/亿 units, per-share digits, ranks', () => {
  assert.equal(formatMultiple(null, true), '亏损');
  assert.equal(formatMultiple(23.456), '23.46');
  assert.equal(formatAmount(86_228_000_000), '862.28亿');
  assert.equal(formatAmount(86_228_000_000, '亿'), '862.28');
  assert.equal(formatAmount(123_456_789, '万'), '12,345.68');
  assert.equal(formatPerShare(68.6412), '68.6412');
  assert.equal(formatPerShare(1.5), '1.50');
  assert.equal(formatRank(3, 40), '3/40');
  assert.equal(formatRank(null, 40), '--');
  assert.equal(formatByUnit('pct', 12.345), '12.35%');
  assert.equal(formatByUnit('days', 30.04), '30.0天');
  assert.equal(formatByUnit('times', null), '--');
});

test('volume: one rule everywhere (issue 27) — 手 of 100 股 on the mainland, 股 in HK, always with its unit', () => {
  assert.equal(volumeUnitOf('capital'), '手');
  assert.equal(volumeUnitOf('index_hs'), '手', 'mainland indexes count 手 too');
  assert.equal(volumeUnitOf('fund_onside'), '手');
  assert.equal(volumeUnitOf('hk'), '股', 'HK lots differ per stock');
  assert.equal(volumeUnitOf('index_hk_hs'), '股');
  assert.equal(volumeUnitOf(null), '手');
  assert.equal(volumeUnitOfId('00700.HK'), '股');
  assert.equal(volumeUnitOfId('600519.SH'), '手');
  assert.equal(volumeInUnit(1_660_800, '手'), 16_608);
  // The header's 1.66万手 and the tables' 166.08万 were the same volume: now both read 1.66万手.
  assert.equal(formatVolume(1_660_800, '手'), '1.66万手');
  assert.equal(formatVolume(1_660_800, '股'), '166.08万股');
  assert.equal(formatVolume(20_000, '手'), '200手', 'a whole count under 1万');
  assert.equal(formatVolume(4, '手'), '0手');
  assert.equal(formatVolume(3.2e10, '手'), '3.20亿手');
  assert.equal(formatVolume(null, '手'), EMPTY_VALUE);
  assert.equal(formatVolume(Number.NaN, '手'), EMPTY_VALUE);
  assert.equal(unitHeader('成交量', '手'), '成交量(手)');
});

test('amounts: 万/亿/万亿 with 2 decimals, signed flows, fixed units with separators', () => {
  assert.equal(formatAmount(123_456_789), '1.23亿');
  assert.equal(formatAmount(98_765), '9.88万');
  assert.equal(formatAmount(2.5e12), '2.50万亿');
  assert.equal(formatAmount(null), EMPTY_VALUE);
  assert.equal(formatSignedLargeNumber(1.2e8), '+1.20亿');
  assert.equal(formatSignedLargeNumber(-3.5e7), '-3500.00万');
  assert.equal(formatAmount(-0.4, '万'), '0.00', 'no negative zero in a fixed unit');
});

test('never a negative zero (issue 27: 「-0.00%」 in 年报季报): every fixed-point rule writes 0.00', () => {
  assert.equal(toFixedText(-0.001, 2), '0.00');
  assert.equal(toFixedText(-0.004, 2), '0.00');
  assert.equal(toFixedText(-0.005, 2), '-0.01');
  assert.equal(toFixedText(-0, 1), '0.0');
  assert.equal(formatPct(-0.001), '0.00%');
  assert.equal(formatPct(-0.0049), '0.00%');
  assert.equal(formatGrowth(-0.001), '0.00%');
  assert.equal(formatRatio(-0.001), '0.00%');
  assert.equal(formatChange(-0.001), '0.00');
  assert.equal(formatPlain(-0.001), '0.00');
  assert.equal(formatMultiple(-0.001), '0.00');
  assert.equal(formatPerShare(-0.00001), '0.00');
  assert.equal(formatPrice(-0.001), '0.00');
  assert.equal(formatTickPrice(-0.0001), '0.00');
  assert.equal(formatLargeNumber(-0.001), '0.00');
  assert.equal(formatSignedLargeNumber(-0.001), '0.00');
  assert.equal(formatByUnit('days', -0.01), '0.0天');
  // Real negatives keep their sign.
  assert.equal(formatPct(-0.01), '-0.01%');
  assert.equal(formatRatio(-12.5), '-12.50%');
});

test('ratios are unsigned percents, growth is signed', () => {
  assert.equal(formatRatio(0.65), '0.65%');
  assert.equal(formatRatio(23.1, 1), '23.1%');
  assert.equal(formatGrowth(12.3), '+12.30%');
  assert.equal(formatRatio(Number.NaN), EMPTY_VALUE);
});

test('formatDateTime shows the exchange’s wall time (UTC+8)', () => {
  assert.equal(formatDateTime(Date.parse('2025-11-27T10:31:05+08:00')), '2025-11-27 10:31:05');
  assert.equal(formatDateTime(Date.parse('2025-11-27T23:59:59Z')), '2025-11-28 07:59:59');
  assert.equal(formatDateTime(Number.NaN), '--');
});

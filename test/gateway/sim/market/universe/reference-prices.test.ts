import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadUniverse, referencePrice, REFERENCE_PRICES } from '../../../../../gateway/sim/market/universe/index';
import { LEVEL_OFFSET_MAX, REFERENCE_PRICE_ROWS } from '../../../../../gateway/sim/market/universe/reference-prices';

const universe = loadUniverse();

test('every id is a security of the universe, under the name the row gives', () => {
  for (const [id, name] of REFERENCE_PRICE_ROWS) {
    const entry = universe.byId.get(id);
    assert.ok(entry, `${id} (${name}) is not in the universe`);
    assert.equal(entry.name, name, `${id} is ${entry.name} in the universe, not ${name}`);
  }
});

test('ids are unique, so no row silently overrides another', () => {
  assert.equal(REFERENCE_PRICES.size, REFERENCE_PRICE_ROWS.length);
});

test('every price is a finite positive number', () => {
  for (const [id, price] of REFERENCE_PRICES) assert.ok(Number.isFinite(price) && price > 0, `${id}: ${price}`);
});

test('every main A-share, Beijing and Hong Kong index has a level', () => {
  const main = universe.all.filter((e) => e.kind === 'index_hs' || e.kind === 'index_hk_hs');
  assert.ok(main.length >= 18);
  for (const e of main) assert.ok(REFERENCE_PRICES.has(e.id), `${e.id} ${e.name} has no reference level`);
});

test('well-known levels are in the right range', () => {
  const within = (id: string, lo: number, hi: number) => {
    const p = referencePrice(id);
    assert.ok(p !== undefined && p >= lo && p <= hi, `${id}: ${p} not in [${lo}, ${hi}]`);
  };
  within('600519.SH', 1000, 2500); // 贵州茅台
  within('000001.SH', 2500, 5000); // 上证指数
  within('00700.HK', 300, 900); // 腾讯控股
  within('HSI.HK', 15000, 35000); // 恒生指数
  within('510300.SH', 2, 8); // 沪深300ETF tracks 沪深300 / 1000
});

test('000001 is three different securities, each with its own level', () => {
  assert.ok(referencePrice('000001.SH')! > 1000, '上证指数 in points');
  assert.ok(referencePrice('000001.SZ')! < 100, '平安银行 in yuan');
  assert.equal(referencePrice('000001.OF'), undefined, '华夏成长混合 keeps its simulated NAV');
});

test('an unknown id has no reference price', () => {
  assert.equal(referencePrice('999999.SH'), undefined);
  assert.equal(referencePrice(''), undefined);
});

test('levels sit within ±2% of their rows and are not round: yesterday never closes at exactly 3900.00', () => {
  let round = 0;
  for (const [id, , row] of REFERENCE_PRICE_ROWS) {
    const level = referencePrice(id)!;
    assert.ok(Math.abs(level / row - 1) <= LEVEL_OFFSET_MAX + 1e-9, `${id}: ${level} vs ${row}`);
    if (Number.isInteger(level) && level >= 100) round++;
    if (universe.byId.get(id)?.board === 'fund') assert.equal(level, row, `${id}: a fund keeps its row`);
  }
  assert.ok(round <= REFERENCE_PRICE_ROWS.length * 0.02, `${round} of ${REFERENCE_PRICE_ROWS.length} levels are whole numbers`);
  for (const id of ['000001.SH', '399001.SZ', '399006.SZ', 'HSI.HK', '600519.SH'])
    assert.ok(!Number.isInteger(referencePrice(id)), `${id}: ${referencePrice(id)}`);
});

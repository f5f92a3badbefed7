import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Security } from '../../../../../contracts/market';
import { buildCatalog } from '../../../../../gateway/sim/market/universe/catalog';
import { fromFundRows, fromHkRows, fromIndexRows, fromStockRows, type CatalogEntry } from '../../../../../gateway/sim/market/universe/rows';
import { securityProblems, UniverseDataError, validateCatalog } from '../../../../../gateway/sim/market/universe/validate';

/** A small valid catalogue: two SH stocks, one STAR, one HK, one OF fund and two indexes. */
function fixture(): CatalogEntry[] {
  return [
    ...fromStockRows('sh', 'SH', 'main', [
      ['600519', '贵州茅台', '食品饮料', '2001-08-27', 'LF', 12.56],
      ['600036', '招商银行', '银行', '2002-04-09', 'L', 252.2, 206.29],
    ]),
    ...fromStockRows('star', 'SH', 'star', [['688981', '中芯国际', '电子', '2020-07-16', 'LK', 79.87, 19.7]]),
    ...fromHkRows('hk', [['00700', '腾讯控股', '传媒', '2004-06-16', 'H', 100, 91.8]]),
    ...fromFundRows('funds', [['000001', 'OF', '华夏成长混合', 'fund_outside', '2001-12-18', 30]]),
    ...fromIndexRows('idx', [
      ['000300', 'SH', '沪深300', 'index_hs', '2005-04-08', { by: 'select', flags: ['L'] }],
      ['990001', 'SH', '人工智能', 'index_gn', '2024-01-02', { by: 'list', ids: ['688981.SH'] }],
    ]),
  ];
}

/** Replaces one field of the first entry whose code matches. */
function withChange(code: string, change: Partial<Security>, flags?: string): CatalogEntry[] {
  return fixture().map((e) => (e.security.code === code ? { ...e, security: { ...e.security, ...change }, flags: flags ?? e.flags } : e));
}

function rejects(entries: CatalogEntry[], pattern: RegExp): void {
  assert.throws(
    () => validateCatalog(entries),
    (err: unknown) => err instanceof UniverseDataError && pattern.test(err.message),
  );
}

test('the real catalogue and the fixture pass', () => {
  validateCatalog(buildCatalog());
  validateCatalog(fixture());
});

test('a duplicate id is named with both rows', () => {
  const entries = fixture();
  entries.push({ ...entries[0]!, source: 'sh#9' });
  rejects(entries, /sh#9 600519 贵州茅台: duplicate id 600519\.SH \(first at sh#1\)/);
});

test('malformed codes and code prefix vs board', () => {
  rejects(withChange('600519', { code: '60051' }), /sh#1 60051 贵州茅台: malformed code "60051"/);
  rejects(withChange('600519', { board: 'star' }), /board star does not match code 600519 \(60xxxx → SH main\)/);
  rejects(withChange('688981', { board: 'main' }), /board main does not match code 688981 \(688\/689xxx → STAR\)/);
  rejects(withChange('600519', { code: '300750' }), /malformed code "300750" for capital\.SH/);
  rejects(withChange('600519', { code: '300750', suffix: 'SZ' }), /board main does not match code 300750 \(300\/301\/302xxx → ChiNext\)/);
  rejects(withChange('600519', { code: '830799', suffix: 'BJ', board: 'bse' }), /malformed code "830799" for capital\.BJ \(expected 920\/921xxx → Beijing\)/);
  rejects(withChange('00700', { code: '700' }), /malformed code "700" for hk\.HK/);
  rejects(withChange('000001', { suffix: 'SZ' }), /kind fund_outside does not trade with suffix SZ/);
});

test('dates, industries, shares and lots', () => {
  rejects(withChange('600519', { listDate: '2001-02-30' }), /listDate "2001-02-30" is not a real YYYY-MM-DD date/);
  rejects(withChange('688981', { listDate: '2018-01-02' }), /before the star board opened/);
  rejects(withChange('600519', { industry: '白酒' }), /industry "白酒" is not a 申万 level-1 name/);
  rejects(withChange('000300', { industry: '银行' }), /industry must be empty/);
  rejects(withChange('600519', { floatShares: 2e9 }), /floatShares 2000000000 must be a positive integer not above totalShares/);
  rejects(withChange('000300', { totalShares: 5 }), /an index has no shares/);
  rejects(withChange('600519', { lot: 200 }), /lot 200 is wrong \(expected 100\)/);
  rejects(withChange('000001', { lot: 100 }), /lot 100 is wrong \(expected 1\)/);
});

test('ST marks follow the name; flags follow the market', () => {
  rejects(withChange('600519', { st: true }), /st=true disagrees with the name/);
  rejects(withChange('600519', { name: 'ST茅台' }), /st=false disagrees with the name/);
  rejects(withChange('600519', {}, 'LQ'), /unknown membership flag "Q"/);
  rejects(withChange('600519', {}, 'LM'), /at most one of L/);
  rejects(withChange('600519', {}, 'LK'), /flag K \(科创50\) is for STAR stocks only/);
  rejects(withChange('00700', {}, 'L'), /flag L is for SH\/SZ A-shares only/);
  rejects(withChange('600519', {}, 'H'), /flag H is for HK stocks only/);
  rejects(withChange('600519', {}, 'F'), /flag F \(上证50\) needs an SH stock that is also L/);
});

test('index rules: members must exist, be stocks, and there must be some', () => {
  const withList = (ids: string[]) => fixture().map((e) => (e.security.code === '990001' ? { ...e, rule: { by: 'list' as const, ids } } : e));
  rejects(withList(['688981.SH', '999999.SH']), /idx#2 990001 人工智能: constituent 999999\.SH is not in the universe/);
  rejects(withList(['000001.OF']), /constituent 000001\.OF is not a stock/);
  rejects(withList([]), /990001 人工智能: index has no constituents/);
  rejects(withList(['688981.SH', '688981.SH']), /listed twice/);
  const noRule = fixture().map((e) => (e.security.code === '000300' ? { ...e, rule: null } : e));
  rejects(noRule, /an index needs a constituent rule/);
  const emptySelect = fixture().map((e) => (e.security.code === '000300' ? { ...e, rule: { by: 'select' as const, flags: ['M' as const] } } : e));
  rejects(emptySelect, /000300 沪深300: index has no constituents/);
});

test('every problem is reported at once', () => {
  const entries = withChange('600519', { lot: 1, industry: '' });
  try {
    validateCatalog(entries);
    assert.fail('expected a UniverseDataError');
  } catch (err) {
    assert.ok(err instanceof UniverseDataError);
    assert.equal(err.problems.length, 2);
  }
});

test('securityProblems checks one security on its own', () => {
  const ok: Security = {
    code: '920799',
    name: '艾融软件',
    suffix: 'BJ',
    kind: 'capital',
    board: 'bse',
    industry: '计算机',
    listDate: '2020-07-27',
    totalShares: 2e8,
    floatShares: 2e8,
    lot: 100,
    st: false,
  };
  assert.deepEqual(securityProblems(ok), []);
  assert.match(securityProblems({ ...ok, board: 'main' }).join(), /920\/921xxx → Beijing/);
});

test('another share class needs room for it (total > float) and fits the listing: H/B/GDR on an A-share, A on an HK stock', () => {
  const a: Security = {
    code: '600036',
    name: '招商银行',
    suffix: 'SH',
    kind: 'capital',
    board: 'main',
    industry: '银行',
    listDate: '2002-04-09',
    totalShares: 2.522e10,
    floatShares: 2.063e10,
    lot: 100,
    st: false,
    otherClass: 'H',
  };
  assert.deepEqual(securityProblems(a), []);
  assert.match(securityProblems({ ...a, floatShares: a.totalShares }).join(), /nothing is left for it/);
  assert.match(securityProblems({ ...a, otherClass: 'A' }).join(), /does not fit a capital listing/);
});

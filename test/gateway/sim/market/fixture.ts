/**
 * A small hand-built universe for the market engine's tests: every board, ST, HK, funds and
 * indexes with and without constituents. Built from the contract's Security type only, so the
 * engine's tests do not depend on the real universe file.
 */
import fc from 'fast-check';
import { securityId, type Security } from '../../../../contracts/market';
import type { SimSecurity } from '../../../../gateway/sim/market/model/profile';
import { createCompanyBackedMarket, type CompanyBackedMarket } from '../../../../gateway/sim/companies/company-backed-market';
import type { PriceMarketOptions } from '../../../../gateway/sim/market/price-market';
import { fixedClock, type FixedClock } from '../../../../gateway/sim/market/live/clock';
import { dayOfTradingIndex, dayStart, isMainlandClosed } from '../../../../gateway/sim/calendar/days';

function sec(partial: Partial<Security> & Pick<Security, 'code' | 'name' | 'suffix' | 'kind' | 'board'>): SimSecurity {
  const s: Security = {
    industry: '',
    listDate: '2005-06-01',
    totalShares: 0,
    floatShares: 0,
    lot: 100,
    st: false,
    ...partial,
  };
  return { ...s, id: securityId(s) };
}

const stock = (code: string, name: string, suffix: 'SH' | 'SZ' | 'BJ', board: Security['board'], industry: string, extra: Partial<Security> = {}) =>
  sec({ code, name, suffix, kind: 'capital', board, industry, totalShares: 2e9, floatShares: 1.5e9, ...extra });

/** The fixture securities. */
export const FIXTURE: SimSecurity[] = [
  stock('600519', '贵州茅台', 'SH', 'main', '食品饮料', { totalShares: 1.256e9, floatShares: 1.256e9, listDate: '2001-08-27' }),
  stock('600036', '招商银行', 'SH', 'main', '银行', { totalShares: 2.52e10, floatShares: 2.06e10 }),
  stock('601398', '工商银行', 'SH', 'main', '银行', { totalShares: 3.56e11, floatShares: 2.69e11 }),
  stock('600600', '青岛啤酒', 'SH', 'main', '食品饮料', { totalShares: 1.36e9, floatShares: 6.5e8 }),
  stock('000001', '平安银行', 'SZ', 'main', '银行', { totalShares: 1.94e10, floatShares: 1.94e10 }),
  stock('000858', '五粮液', 'SZ', 'main', '食品饮料', { totalShares: 3.88e9, floatShares: 3.88e9 }),
  stock('300750', '宁德时代', 'SZ', 'chinext', '电力设备', { totalShares: 4.4e9, floatShares: 3.9e9, listDate: '2018-06-11' }),
  stock('688981', '中芯国际', 'SH', 'star', '电子', { totalShares: 7.9e9, floatShares: 1.9e9, listDate: '2020-07-16' }),
  stock('830799', '艾融软件', 'BJ', 'bse', '计算机', { totalShares: 2.1e8, floatShares: 1.2e8, listDate: '2019-12-30' }),
  stock('600666', '*ST奥瑞', 'SH', 'main', '医药生物', { st: true, totalShares: 1.1e9, floatShares: 1.1e9 }),
  stock('002594', '比亚迪', 'SZ', 'main', '汽车', { totalShares: 2.9e9, floatShares: 1.16e9, listDate: '2011-06-30' }),
  stock('301999', '新股科技', 'SZ', 'chinext', '电子', { listDate: '2025-03-03', totalShares: 1e8, floatShares: 3e7 }),
  sec({
    code: '00700',
    name: '腾讯控股',
    suffix: 'HK',
    kind: 'hk',
    board: 'hk',
    industry: '传媒',
    totalShares: 9.2e9,
    floatShares: 9.2e9,
    lot: 100,
    listDate: '2004-06-16',
  }),
  sec({ code: '00005', name: '汇丰控股', suffix: 'HK', kind: 'hk', board: 'hk', industry: '银行', totalShares: 1.8e10, floatShares: 1.8e10, lot: 400 }),
  sec({ code: '510300', name: '沪深300ETF', suffix: 'SH', kind: 'fund_onside', board: 'fund', totalShares: 9e10, floatShares: 9e10, listDate: '2012-05-28' }),
  sec({ code: '161725', name: '招商中证白酒', suffix: 'SZ', kind: 'fund_lof', board: 'fund', totalShares: 6e10, floatShares: 6e10, listDate: '2015-05-27' }),
  sec({ code: '110022', name: '易方达消费行业', suffix: 'OF', kind: 'fund_outside', board: 'fund', listDate: '2010-08-20' }),
  sec({ code: '000001', name: '上证指数', suffix: 'SH', kind: 'index_hs', board: 'index', listDate: '1991-07-15' }),
  sec({ code: '399001', name: '深证成指', suffix: 'SZ', kind: 'index_hs', board: 'index', listDate: '1995-01-23' }),
  sec({ code: 'HSI', name: '恒生指数', suffix: 'HK', kind: 'index_hk_hs', board: 'index', listDate: '1969-11-24' }),
  sec({ code: '801780', name: '银行', suffix: 'SH', kind: 'index_hy', board: 'index', listDate: '2000-01-04' }),
  sec({ code: '885001', name: '白酒概念', suffix: 'SH', kind: 'index_gn', board: 'index', listDate: '2010-01-04' }),
];

const MEMBERS: Record<string, string[]> = {
  '000001.SH': FIXTURE.filter((s) => s.kind === 'capital' && s.suffix === 'SH' && !s.st).map((s) => s.id),
  '399001.SZ': FIXTURE.filter((s) => s.kind === 'capital' && s.suffix === 'SZ').map((s) => s.id),
  'HSI.HK': ['00700.HK', '00005.HK'],
  '801780.SH': ['600036.SH', '601398.SH', '000001.SZ'],
};

/** Constituents of the fixture indexes (白酒概念 has none, so it runs on its own model). */
export function fixtureConstituents(indexId: string): string[] {
  return MEMBERS[indexId] ?? [];
}

/** Approximate real levels of some fixture securities; the rest keep drawn levels. */
export const FIXTURE_REFERENCE: ReadonlyMap<string, number> = new Map([
  ['600519.SH', 1450],
  ['601398.SH', 7.6],
  ['300750.SZ', 380],
  ['00700.HK', 600],
  ['510300.SH', 4.6],
  ['000001.SH', 3900],
  ['HSI.HK', 26000],
]);

/**
 * Anchor of fixture markets: one fixed day (trading index 3000, in 2021), so markets created at
 * different instants are one market and the property tests see days on both sides of the anchor.
 */
export const FIXTURE_ANCHOR_IDX = 3000;

/** A fixture market frozen at `ts` (anchored at {@link FIXTURE_ANCHOR_IDX} unless `options` say otherwise). */
export function fixtureMarket(seed: number, ts: number, options: Partial<PriceMarketOptions> = {}): { market: CompanyBackedMarket; clock: FixedClock } {
  const clock = fixedClock(ts);
  const market = createCompanyBackedMarket({
    securities: FIXTURE,
    constituents: fixtureConstituents,
    seed,
    clock,
    referencePrice: (id) => FIXTURE_REFERENCE.get(id),
    anchorAt: instantOf(FIXTURE_ANCHOR_IDX + 1, 12 * 60),
    ...options,
  });
  return { market, clock };
}

/** The instant `minute` (of the local day) on trading day `idx`. */
export function instantOf(idx: number, minute: number, second = 0): number {
  return dayStart(dayOfTradingIndex(idx)) + (minute * 60 + second) * 1000;
}

/** Seeds. */
export const seedArb = fc.integer({ min: 1, max: 2 ** 31 - 1 });
/**
 * Mainland trading days from 2016 to early 2027 (an HKEX holiday among them: HK securities sit it out).
 * The HK-only days of 春节 and 国庆 have tests of their own.
 */
export const dayArb = fc.integer({ min: 1600, max: 4400 }).filter((t) => !isMainlandClosed(t));
/** Times of day from before the HK auction to after the HK close (minutes of the local day). */
export const minuteArb = fc.integer({ min: 8 * 60 + 50, max: 16 * 60 + 20 });

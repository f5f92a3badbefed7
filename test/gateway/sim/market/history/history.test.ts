/**
 * Ten years of generated history on the real universe look like real A-share and HK history:
 * realistic daily volatility by kind of security, and levels that wander around today's instead
 * of exploding backwards (贵州茅台 once reached ~10,000 in its simulated past).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createCompanyBackedMarket, type CompanyBackedMarket } from '../../../../../gateway/sim/companies/company-backed-market';
import { fixedClock } from '../../../../../gateway/sim/market/live/clock';
import { buildProfile } from '../../../../../gateway/sim/market/model/profile';
import { sizeScoreOf } from '../../../../../gateway/sim/market/model/calibration';
import { loadUniverse, referencePrice } from '../../../../../gateway/sim/market/universe/index';
import type { Adjust, KlineBar } from '../../../../../gateway/sim/market/types';

const NOW = Date.parse('2026-11-20T10:00:00+08:00');
const TEN_YEARS_AGO = NOW - 10 * 365.25 * 86_400_000;
/** Seeds checked: two arbitrary ones and the default SIM_SEED, the market users see. */
const SEEDS = [1, 2, 20_251_128];
const BROAD_INDEXES = ['000001.SH', '399001.SZ', '000300.SH', 'HSI.HK'];

const universe = loadUniverse();

/** One market per seed, shared by the tests: its history caches hold the index and large-cap bars both tests read. */
const markets = new Map<number, CompanyBackedMarket>();
function marketOf(seed: number): CompanyBackedMarket {
  let market = markets.get(seed);
  if (!market) {
    market = createCompanyBackedMarket({
      securities: universe.all,
      constituents: (id) => universe.constituents(id),
      seed,
      clock: fixedClock(NOW),
      referencePrice,
    });
    markets.set(seed, market);
  }
  return market;
}

/** Daily bars of the last ten years, today's included. */
function tenYears(market: CompanyBackedMarket, id: string, adjust: Adjust): KlineBar[] {
  return market.kline(id, { period: 'day', adjust, count: 5000 }).filter((b) => b.ts >= TEN_YEARS_AGO);
}

/** Lowest low and highest high of the bars, as multiples of the last close. */
function rangeOf(bars: readonly KlineBar[]): [number, number] {
  const today = bars[bars.length - 1]!.close;
  let lo = Infinity;
  let hi = 0;
  for (const b of bars) {
    lo = Math.min(lo, b.low);
    hi = Math.max(hi, b.high);
  }
  return [lo / today, hi / today];
}

/** Annualised volatility (252 days) of daily log returns of forward-adjusted closes. */
function annualVol(bars: readonly KlineBar[]): number {
  const r: number[] = [];
  for (let i = 1; i < bars.length; i++) r.push(Math.log(bars[i]!.close / bars[i - 1]!.close));
  const mean = r.reduce((s, x) => s + x, 0) / r.length;
  return Math.sqrt((r.reduce((s, x) => s + (x - mean) ** 2, 0) / (r.length - 1)) * 252);
}

const median = (xs: readonly number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

/** The stocks of the universe with their size score (0 small … 1 giant) under a seed. */
function stocks(seed: number) {
  return universe.all.flatMap((sec, slot) => {
    if (sec.kind !== 'capital' && sec.kind !== 'hk') return [];
    const p = buildProfile(seed, sec, slot, referencePrice(sec.id));
    return [{ sec, size: sizeScoreOf(p.level, p.floatShares) }];
  });
}

test('ten years back, large caps stay within 0.1×–3× of today and broad indexes within 0.5×–1.6×', () => {
  for (const seed of SEEDS) {
    const market = marketOf(seed);
    const large = stocks(seed).filter((s) => s.size >= 0.8);
    assert.ok(large.length > 30 && large.some((s) => s.sec.id === '600519.SH'), `seed ${seed}: ${large.length} large caps`);
    for (const { sec } of large) {
      for (const adjust of ['forward', 'none'] as const) {
        const bars = tenYears(market, sec.id, adjust);
        if (bars.length < 1000) continue;
        const [lo, hi] = rangeOf(bars);
        // Unadjusted prices before a 送转 stand higher by its ratio: seed 2's 中际旭创 peaked at 2.35× of today
        // adjusted, 3.09× nominal before its bonus issues. The 3× bound is the adjusted one.
        const most = adjust === 'forward' ? 3 : 4;
        assert.ok(lo >= 0.1 && hi <= most, `seed ${seed} ${sec.id} ${sec.name} (${adjust}): ${lo.toFixed(2)}×–${hi.toFixed(2)}× of today`);
      }
    }
    for (const id of BROAD_INDEXES) {
      const bars = tenYears(market, id, 'none');
      // Ten years of its own exchange's trading days: ~243 a year on the mainland, ~247 on HKEX (which trades
      // most of the 春节 and 国庆 weeks and closes for Good Friday, 佛诞, Christmas…).
      const [least, most] = id.endsWith('.HK') ? [2440, 2490] : [2400, 2460];
      assert.ok(bars.length > least && bars.length < most, `${id}: ${bars.length} bars`);
      const [lo, hi] = rangeOf(bars);
      // With volatility regimes a turbulent stretch can take a broad index to half of today, as real ones went:
      // 恒生指数 2016–2026 spanned about 0.56×–1.27× of ~26,000 (14,600 in Oct 2022, 33,000 in Jan 2018).
      assert.ok(lo >= 0.5 && hi <= 1.6, `seed ${seed} ${id}: ${lo.toFixed(2)}×–${hi.toFixed(2)}× of today`);
    }
    // 贵州茅台 in particular: nowhere near the ~10,000 it once reached.
    const [, maotaiHigh] = rangeOf(tenYears(market, '600519.SH', 'forward'));
    assert.ok(maotaiHigh * 1450 < 4350, `seed ${seed}: 贵州茅台 up to ${maotaiHigh.toFixed(2)}× of today`);
  }
});

test('daily volatility is realistic: banks and utilities lowest, growth boards highest, indexes and their ETF ~15–25%', () => {
  for (const seed of [SEEDS[0]!, SEEDS[2]!]) {
    const market = marketOf(seed);
    const groups = new Map<string, number[]>();
    const add = (group: string, vol: number) => groups.set(group, [...(groups.get(group) ?? []), vol]);
    const all = stocks(seed);
    all.forEach(({ sec, size }, i) => {
      if (i % 6 !== 0 && size < 0.8) return;
      const bars = tenYears(market, sec.id, 'forward');
      if (bars.length < 1000) return;
      const vol = annualVol(bars);
      assert.ok(vol > 0.12 && vol < 0.9, `seed ${seed} ${sec.id} ${sec.name}: ${pct(vol)}`);
      if (sec.kind === 'hk') add('hk', vol);
      else if (sec.board === 'chinext' || sec.board === 'star') add('growth boards', vol);
      else if (sec.board !== 'main') return;
      else if (sec.industry === '银行' || sec.industry === '公用事业') add('banks & utilities', vol);
      else add(size >= 0.6 ? 'main large' : 'main', vol);
    });
    const m = Object.fromEntries([...groups].map(([g, v]) => [g, median(v)]));
    const report = Object.entries(m)
      .map(([g, v]) => `${g} ${pct(v)}`)
      .join(', ');
    const within = (group: string, lo: number, hi: number) => {
      assert.ok((groups.get(group)?.length ?? 0) >= 10, `seed ${seed}: few ${group}`);
      assert.ok(m[group]! >= lo && m[group]! <= hi, `seed ${seed} ${group} median ${pct(m[group]!)} (${report})`);
    };
    within('banks & utilities', 0.18, 0.3);
    within('main large', 0.24, 0.36);
    within('main', 0.28, 0.42);
    within('growth boards', 0.38, 0.6);
    within('hk', 0.25, 0.42);
    assert.ok(m['banks & utilities']! < m['main large']! && m['main large']! < m.main! && m.main! < m['growth boards']!, report);

    const indexVol = new Map<string, number>();
    for (const id of [...BROAD_INDEXES, '399006.SZ', '510300.SH']) {
      const vol = annualVol(tenYears(market, id, 'forward'));
      indexVol.set(id, vol);
      assert.ok(vol >= 0.15 && vol <= 0.25, `seed ${seed} ${id}: ${pct(vol)}`);
    }
    // The 沪深300 ETF moves like 沪深300.
    assert.ok(
      Math.abs(indexVol.get('510300.SH')! - indexVol.get('000300.SH')!) < 0.04,
      `ETF ${pct(indexVol.get('510300.SH')!)} vs index ${pct(indexVol.get('000300.SH')!)}`,
    );
  }
});

/**
 * `npm run sim:stats [-- --seeds 1,2,3,4,5] [--stocks 20] [--years 10] [--cross-seeds 3] [--cross-only]`
 *
 * The stylized facts of the simulated market as a user sees it: ten years of daily bars served by
 * the sim (forward-adjusted closes, log returns) of the largest A-shares, for several seeds,
 * measured the way the literature measures real markets, each printed beside the range real
 * markets show and the source of that range. Also the limit-up/down frequencies by board over the
 * same years (a spread of each board's stocks), the main board's 连板 continuation, 炸板率 and how
 * its limit hits crowd onto strong and weak days, the correlation between stocks in sell-offs and
 * calm markets, and whether computed indexes move exactly as their constituents. Then the
 * cross-section of the first `--cross-seeds` seeds on the day on show (scripts/lib/cross-section.ts):
 * PE-TTM, PB and 股息率 medians, the share of loss makers, yields and ROE / 毛利率 by industry, the
 * correlation of market cap with 换手率 and index 成交额 against their members'. Prints figures and
 * flags each one in or out of its range; exits 1 when a gated figure is out of range.
 */
import { parseArgs } from 'node:util';
import { securityId } from '../contracts/market';
import { localDay, tradingIndexOf } from '../gateway/sim/calendar/days';
import { fixedClock } from '../gateway/sim/market/live/clock';
import { createCompanyBackedMarket, type CompanyBackedMarket } from '../gateway/sim/companies/company-backed-market';
import { correlation, factsOf, median } from '../gateway/sim/market/model/stylized-facts';
import { limitsOf } from '../gateway/sim/market/model/rules';
import type { SimSecurity } from '../gateway/sim/market/model/profile';
import type { KlineBar } from '../gateway/sim/market/types';
import { loadUniverse, referencePrice, SW_LEVEL1, type UniverseEntry } from '../gateway/sim/market/universe/index';
import { inRange, measureCrossSection, REFERENCES } from './lib/cross-section';

const { values } = parseArgs({
  options: {
    seeds: { type: 'string', default: '1,2,3,4,5' },
    stocks: { type: 'string', default: '20' },
    years: { type: 'string', default: '10' },
    'per-board': { type: 'string', default: '40' },
    'cross-seeds': { type: 'string', default: '3' },
    'cross-only': { type: 'boolean', default: false },
  },
});
const SEEDS = values.seeds.split(',').map((s) => Number(s.trim()));
const STOCKS = Number(values.stocks);
const YEARS = Number(values.years);
const PER_BOARD = Number(values['per-board']);
const CROSS_SEEDS = SEEDS.slice(0, Number(values['cross-seeds']));
const CROSS_ONLY = values['cross-only'];
if (SEEDS.some((s) => !Number.isInteger(s) || s < 0) || !(STOCKS >= 2) || !(YEARS >= 1)) throw new Error('--seeds must be integers, --stocks ≥ 2, --years ≥ 1');
const BARS = Math.round(YEARS * 243);
/** The market's anchor: the close of Friday 2026-11-20 (a fixed day, so runs compare). */
const AT = Date.parse('2026-11-20T15:30:00+08:00');

interface Range {
  lo: number;
  hi: number;
  source: string;
}

const RANGES: Record<string, Range> = {
  kurtosis: {
    lo: 1,
    hi: 15,
    source: 'Cont 2001 §4 (heavy tails: excess kurtosis ≫ 0); Gu, Chen & Zhou, Physica A 387 (2008): Chinese stocks, tail exponent ≈ 3',
  },
  acfAbs1: { lo: 0.08, hi: 0.35, source: 'Cont 2001 §5 (volatility clustering); issue 12: order 0.1–0.3 for stocks' },
  acfAbs20to50: {
    lo: 0.02,
    hi: 0.2,
    source: 'Ding, Granger & Engle, J. Empirical Finance 1 (1993); Cont 2001 Fig. 3: slow power-law decay, still > 0 at 20–50 days',
  },
  acfR1: { lo: -0.05, hi: 0.05, source: 'Cont 2001 §3 (absence of linear autocorrelation at daily scale)' },
  leverage: { lo: -0.15, hi: 0, source: 'Bouchaud, Matacz & Potters, PRL 87 228701 (2001): corr(r(t), |r(t+k)|) < 0, weaker for stocks than indexes' },
  volumeVol: { lo: 0.1, hi: 0.7, source: 'Karpoff, JFQA 22 (1987): volume rises with |price change|' },
};

const universe = loadUniverse();
const securities: SimSecurity[] = [...universe.all];
const memberIds = new Set(securities.map((s) => s.id));
const cutoff = new Date(AT - (YEARS + 1) * 365.25 * 86_400_000).toISOString().slice(0, 10);

function capOf(e: UniverseEntry): number {
  return e.totalShares * (referencePrice(e.id) ?? 0);
}
const large = universe.all
  .filter((e) => e.kind === 'capital' && e.board === 'main' && !e.st && e.listDate <= cutoff && (referencePrice(e.id) ?? 0) > 0)
  .sort((a, b) => capOf(b) - capOf(a))
  .slice(0, STOCKS);

function boardOf(e: UniverseEntry): string {
  return e.st ? 'ST (±5%)' : e.board === 'main' ? 'main (±10%)' : e.board === 'chinext' ? 'chinext (±20%)' : e.board === 'star' ? 'star (±20%)' : 'bse (±30%)';
}
const MAIN = 'main (±10%)';
/** Up to PER_BOARD stocks of each board, spread evenly over the universe's list (which starts with each board's giants). */
const byBoard = new Map<string, UniverseEntry[]>();
{
  const all = new Map<string, UniverseEntry[]>();
  for (const e of universe.all) if (e.kind === 'capital') all.set(boardOf(e), [...(all.get(boardOf(e)) ?? []), e]);
  for (const [board, list] of all) {
    const stride = Math.max(1, list.length / PER_BOARD);
    byBoard.set(
      board,
      Array.from({ length: Math.min(PER_BOARD, list.length) }, (_, i) => list[Math.floor(i * stride)]!),
    );
  }
}

/**
 * The main board's real limit-hit frequencies, as shares of traded stock-days (涨停, 跌停), and where
 * they come from. The other boards are checked against it: the 20% and 30% boards close at 涨停
 * less often than the main board, ST stocks (±5%) more often.
 */
const MAIN_UP: [number, number] = [0.008, 0.015];
const MAIN_DOWN: [number, number] = [0.002, 0.006];
const LIMIT_SOURCE = [
  '涨停/跌停 pools of 东方财富 (akshare stock_zt_pool_em, stock_zt_pool_dtgc_em) and 同花顺 (tushare limit_list_ths, by board HS/GEM/STAR), 2024–25:',
  'typically 50–100 涨停 a day of ~5,100 A-shares, most on the main board, the 20% boards fewer in share and 北交所 fewer still, 跌停 fewer except in sell-offs;',
  '123,069 涨停 of A-shares from 1996-12-18 to 2019-09-20, new listings excluded (github.com/ArthurAnanda/agzt_quant): ≈ 1.2% of some 10 million stock-days (our count of listed days)',
].join('\n    ');
/** Share of 涨停 followed by another the next day (连板), and of limit touches that fail to close there (炸板率). */
const CONTINUATION: [number, number] = [0.2, 0.4];
const CONTINUATION_SOURCE =
  'Wan et al., PLoS ONE 10(4) e0120312 (2015): continuation far likelier than reversal the day after a limit hit; Wu, Wang & Li, Physica A 465 (2017): high chance of a consecutive limit hit; band of the issue-12 brief: 20–40%';
const BROKEN: [number, number] = [0.2, 0.4];
/**
 * Least share of the main board's 涨停 on the 沪深300's best tenth of days (and of its 跌停 on the
 * worst), and of its 涨停 on their own 申万 industry index's best tenth, for hits to count as
 * clustered (an even spread puts 10% there). Without theme jumps (before issue 12) this script
 * measured 33% and 40%, and 33% for industries — big moves cluster by themselves, and a stock's own
 * 涨停 lifts its industry index. Not cited figures: our rough reckoning from typical 2024 days
 * (~70 涨停, 150+ on strong days) puts about a third of a year's 涨停 on its best tenth of days.
 */
const CLUSTERED = 0.35;
const THEMED = 0.4;
const BROKEN_SOURCE =
  '炸板率 = 炸板 / (涨停 + 炸板) as the 炸板池 counts it (akshare stock_zt_pool_zbgc_em); band ours (daily figures commonly run 20–40%), not a cited count';

/** Log returns keyed by the bar's time (so series of stocks with suspensions line up). */
function returnsByTs(bars: readonly KlineBar[]): Map<number, number> {
  const out = new Map<number, number>();
  for (let i = 1; i < bars.length; i++) out.set(bars[i]!.ts, Math.log(bars[i]!.close / bars[i - 1]!.close));
  return out;
}

function logReturns(bars: readonly KlineBar[]): Float64Array {
  const r = new Float64Array(bars.length - 1);
  for (let i = 1; i < bars.length; i++) r[i - 1] = Math.log(bars[i]!.close / bars[i - 1]!.close);
  return r;
}

function fmt(x: number, digits = 3): string {
  return (x >= 0 ? ' ' : '') + x.toFixed(digits);
}

const perFact: Record<string, number[]> = { kurtosis: [], acfAbs1: [], acfAbs20to50: [], acfR1: [], leverage: [], volumeVol: [] };
const limitCounts = new Map<string, { days: number; up: number; down: number; upNext: number; upUp: number; touched: number; broken: number }>();
/** Main-board limit hits by bar time, and the 沪深300's return of that day: do they crowd onto strong and weak days? */
const hitDays: { up: Map<number, number>; down: Map<number, number>; market: Map<number, number> }[] = [];
/** Main-board 涨停 in all, and on the best tenth of days of the stock's 申万 industry index (themes). */
const themed = { up: 0, onHot: 0 };
const industryIndex = new Map<string, string>(SW_LEVEL1.map(([code, name]) => [name, securityId({ code, suffix: 'SH' })]));
const sellOff: number[] = [];
const calm: number[] = [];
const indexCorr: number[] = [];
const indexDiff: number[] = [];
let bad = 0;

/** Mean pairwise correlation of the stocks' returns over the given days (days a stock did not trade left out of its pairs). */
function pairwiseMean(series: Map<number, number>[], days: number[]): number {
  let s = 0;
  let n = 0;
  for (let a = 0; a < series.length; a++)
    for (let b = a + 1; b < series.length; b++) {
      const both = days.filter((d) => series[a]!.has(d) && series[b]!.has(d));
      s += correlation(
        both.map((d) => series[a]!.get(d)!),
        both.map((d) => series[b]!.get(d)!),
      );
      n++;
    }
  return s / n;
}

const crossSections: { seed: number; m: Record<string, number> }[] = [];
const t0 = performance.now();
for (const seed of CROSS_ONLY ? CROSS_SEEDS : SEEDS) {
  const market: CompanyBackedMarket = createCompanyBackedMarket({
    securities,
    constituents: (id) => (memberIds.has(id) ? universe.constituents(id) : []),
    referencePrice,
    seed,
    clock: fixedClock(AT),
  });
  market.step();
  // 0. The cross-section of the day on show (the first seeds only: every company model is built, ~1 min a seed).
  if (CROSS_SEEDS.includes(seed)) crossSections.push({ seed, m: measureCrossSection(market) });
  if (CROSS_ONLY) continue;
  // 1. Stylized facts of the large caps (forward-adjusted closes).
  const returns: Map<number, number>[] = [];
  for (const e of large) {
    const bars = market.kline(e.id, { period: 'day', adjust: 'forward', count: BARS + 1 });
    const r = logReturns(bars);
    const f = factsOf(
      r,
      bars.slice(1).map((b) => b.volume),
    );
    for (const k of Object.keys(perFact)) perFact[k]!.push(f[k as keyof typeof f] as number);
    returns.push(returnsByTs(bars));
  }
  // 2. Correlations in sell-offs: days whose 20-day trailing market return is in its lowest fifth.
  const idx = market.kline(securityId({ code: '000300', suffix: 'SH' }), { period: 'day', adjust: 'none', count: BARS + 1 });
  const ir = logReturns(idx);
  const trailing = ir.map((_, i) => (i < 20 ? Number.NaN : ir.slice(i - 20, i).reduce((s, x) => s + x, 0)));
  const valid = [...trailing].filter((x) => !Number.isNaN(x)).sort((a, b) => a - b);
  const q20 = valid[Math.floor(valid.length * 0.2)]!;
  const days = idx.slice(1).map((b) => b.ts);
  const off = days.filter((_, i) => trailing[i]! <= q20);
  const rest = days.filter((_, i) => trailing[i]! > q20);
  sellOff.push(pairwiseMean(returns, off));
  calm.push(pairwiseMean(returns, rest));
  // 3. Limit hits by board (unadjusted bars: a close at the limit price of its previous close), the
  //    next day of each 涨停 (连板), limit touches closing below (炸板), and the main board's hits by day.
  const day = { up: new Map<number, number>(), down: new Map<number, number>(), market: new Map(days.map((d, i) => [d, ir[i]!])) };
  hitDays.push(day);
  const hotDays = new Map<string, Set<number>>();
  const hotOf = (industry: string): Set<number> => {
    let hot = hotDays.get(industry);
    if (!hot) {
      const bars = market.kline(industryIndex.get(industry)!, { period: 'day', adjust: 'none', count: BARS + 1 });
      const sorted = bars.slice(1).sort((a, b) => b.close / b.preClose - a.close / a.preClose);
      hot = new Set(sorted.slice(0, Math.floor(sorted.length / 10)).map((b) => b.ts));
      hotDays.set(industry, hot);
    }
    return hot;
  };
  for (const [board, list] of byBoard) {
    const c = limitCounts.get(board) ?? { days: 0, up: 0, down: 0, upNext: 0, upUp: 0, touched: 0, broken: 0 };
    for (const e of list) {
      const bars = market.kline(e.id, { period: 'day', adjust: 'none', count: BARS });
      let wasUp = false;
      for (const b of bars) {
        const lim = limitsOf(e, Math.round(b.preClose * 1000));
        if (!lim || b.volume === 0) {
          wasUp = false;
          continue;
        }
        c.days++;
        const close = Math.round(b.close * 1000);
        const up = close >= lim.up;
        const down = !up && close <= lim.down;
        if (up) c.up++;
        else if (down) c.down++;
        if (wasUp) {
          c.upNext++;
          if (up) c.upUp++;
        }
        if (Math.round(b.high * 1000) >= lim.up) {
          c.touched++;
          if (!up) c.broken++;
        }
        // Industry indexes are computed from every member's bars, so one seed's are read (8 s of the run).
        if (board === MAIN && up && seed === SEEDS[0] && industryIndex.has(e.industry)) {
          themed.up++;
          if (hotOf(e.industry).has(b.ts)) themed.onHot++;
        }
        if (board === MAIN && (up || down)) {
          const m = up ? day.up : day.down;
          m.set(b.ts, (m.get(b.ts) ?? 0) + 1);
        }
        wasUp = up;
      }
    }
    limitCounts.set(board, c);
  }
  // 4. Index ≡ constituents: the index's daily return against its members' float-cap weighted return.
  const members = market.constituentWeights(securityId({ code: '000016', suffix: 'SH' })) ?? [];
  const span = 250;
  const ib = market.kline(securityId({ code: '000016', suffix: 'SH' }), { period: 'day', adjust: 'none', count: span + 1 });
  const mb = members.map((m) => market.kline(m.id, { period: 'day', adjust: 'none', count: span + 40 }));
  const mine: number[] = [];
  const theirs: number[] = [];
  // A suspended member has no bar and counts at its last close, as the index counts it.
  const cursor = members.map(() => 0);
  const last = members.map(() => Number.NaN);
  for (let i = 1; i <= span; i++) {
    const ts = ib[i]!.ts;
    let num = 0;
    let den = 0;
    members.forEach((m, k) => {
      const bars = mb[k]!;
      while (cursor[k]! < bars.length && bars[cursor[k]!]!.ts < ts) last[k] = bars[cursor[k]!++]!.close;
      const bar = bars[cursor[k]!];
      if (bar && bar.ts === ts) {
        num += m.shares * bar.close;
        // A price index loses a member's cash dividend on its ex-date (its level is Σ shares × close): the
        // base is the previous close, less only a 送转's split of it (the shares it counts grow by as much).
        // The bar's preClose is the ex-reference price, which takes the cash out too: with the banks'
        // 4–5% yields that alone broke this check on every June and July ex-date.
        if (Number.isNaN(last[k]!) || Math.abs(bar.preClose - last[k]!) < 1e-9) den += m.shares * bar.preClose;
        else {
          const t = tradingIndexOf(localDay(ts));
          const split = market.sharesOn(m.id, t)!.total / market.sharesOn(m.id, t - 1)!.total;
          den += (m.shares * last[k]!) / split;
        }
      } else if (!Number.isNaN(last[k]!)) {
        num += m.shares * last[k]!;
        den += m.shares * last[k]!;
      }
    });
    if (den === 0) continue;
    mine.push(ib[i]!.close / ib[i]!.preClose - 1);
    theirs.push(num / den - 1);
  }
  indexCorr.push(correlation(mine, theirs));
  indexDiff.push(median(mine.map((x, i) => Math.abs(x - theirs[i]!))));
}

/** The cross-section lines: each measure on every seed, in range on all of them to pass. */
function printCrossSection(): void {
  if (crossSections.length === 0) return;
  const n = crossSections[0]!.m.companies;
  console.log(
    `\ncross-section of the day on show (${n} A-shares with four reported quarters; PE-TTM, PB and 股息率 at the close as the quote grid shows them, ROE and 毛利率 of the latest 年报), seeds ${crossSections.map((c) => c.seed).join(',')}`,
  );
  const label: Record<string, string> = {
    peMedian: '全A PE-TTM median (losses, PE > 300 out)',
    lossShare: 'loss makers (归母净利润TTM ≤ 0, 亏损)',
    pbMedian: 'PB (MRQ) median',
    dyMedian: '股息率 median, % (non-payers 0)',
    dyOver5: '股息率 > 5%, share',
    capTurnover: 'corr(log 总市值, log 换手率)',
    indexAmount: 'index 成交额 vs members’, max rel. gap',
  };
  const nameOf = (k: string) =>
    label[k] ??
    k
      .replace(/^dyMedian (.+)$/, '$1 股息率 median, %')
      .replace(/^dyOver5 (.+)$/, '$1 股息率 > 5%, share')
      .replace(/^roe (.+)$/, '$1 ROE median, %')
      .replace(/^gross (.+)$/, '$1 毛利率 median, %');
  for (const [k, ref] of Object.entries(REFERENCES)) {
    const xs = crossSections.map((c) => c.m[k]!);
    const ok = xs.every((x) => inRange(k, x));
    if (!ok) bad++;
    const shown = xs.map((x) => (k === 'indexAmount' ? x.toExponential(1) : Math.abs(x) < 1 ? x.toFixed(3) : x.toFixed(2))).join(' / ');
    console.log(`  ${nameOf(k).padEnd(40)} ${shown.padEnd(24)} [${ref.lo}, ${ref.hi}]`.padEnd(84), ok ? ' ok ' : ' OUT', ` ${ref.source}`);
  }
}

if (!CROSS_ONLY) {
  console.log(
    `sim:stats — ${large.length} largest main-board A-shares listed before ${cutoff}, ${BARS} daily bars each (前复权 closes, log returns), seeds ${SEEDS.join(',')}; ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
  console.log(`stocks: ${large.map((e) => e.name).join(' ')}\n`);
  console.log('fact                                   median    (min … max over stocks × seeds)   range         in?  source');
  const label: Record<string, string> = {
    kurtosis: 'heavy tails: excess kurtosis',
    acfAbs1: 'clustering: acf |r| lag 1',
    acfAbs20to50: 'long memory: acf |r| lags 20–50',
    acfR1: 'linear acf r lag 1',
    leverage: 'leverage: corr(r, |r+k|), k 1–10',
    volumeVol: 'volume–volatility: corr(|r|, log vol)',
  };
  for (const [k, xs] of Object.entries(perFact)) {
    const m = median(xs);
    const range = RANGES[k]!;
    const ok = m >= range.lo && m <= range.hi;
    if (!ok) bad++;
    console.log(
      `${label[k]!.padEnd(38)} ${fmt(m)}    (${fmt(Math.min(...xs))} … ${fmt(Math.max(...xs))})               [${range.lo}, ${range.hi}]`.padEnd(110),
      ok ? ' ok ' : ' OUT',
      ` ${range.source}`,
    );
  }
  const dCorr = median(sellOff) - median(calm);
  console.log(
    `\ncorrelation between stocks: sell-offs ${fmt(median(sellOff))} vs other days ${fmt(median(calm))} (Δ ${fmt(dCorr)}; want Δ > 0)`,
    dCorr > 0 ? ' ok ' : ' OUT',
    ' Longin & Solnik, J. Finance 56 (2001); Ang & Chen, JFE 63 (2002): correlations rise in down markets',
  );
  if (!(dCorr > 0)) bad++;
  const pct = (x: number) => `${(x * 100).toFixed(2)}%`;
  const inside = (x: number, [lo, hi]: readonly [number, number]) => x >= lo && x <= hi;
  console.log(
    `\nlimit hits by board (share of traded stock-days; ${[...byBoard].map(([b, l]) => `${l.length} ${b.split(' ')[0]}`).join(', ')} stocks spread over each board)`,
  );
  const mainShare = limitCounts.get(MAIN)!.up / limitCounts.get(MAIN)!.days;
  for (const [board, c] of limitCounts) {
    const up = c.up / c.days;
    const down = c.down / c.days;
    const isMain = board === MAIN;
    const ok = isMain ? inside(up, MAIN_UP) && inside(down, MAIN_DOWN) : board.startsWith('ST') ? up > mainShare : up < mainShare;
    if (!ok) bad++;
    const want = isMain
      ? `[${pct(MAIN_UP[0])}, ${pct(MAIN_UP[1])}] / [${pct(MAIN_DOWN[0])}, ${pct(MAIN_DOWN[1])}]`
      : board.startsWith('ST')
        ? '涨停 > main'
        : '涨停 < main';
    console.log(
      `  ${board.padEnd(16)} 涨停 ${pct(up).padStart(6)}   跌停 ${pct(down).padStart(6)}   (${c.days} stock-days)`.padEnd(70),
      want.padEnd(36),
      ok ? ' ok' : ' OUT',
    );
  }
  console.log(`    ${LIMIT_SOURCE}`);
  const main = limitCounts.get(MAIN)!;
  const continuation = main.upUp / main.upNext;
  const broken = main.broken / main.touched;
  const contOk = inside(continuation, CONTINUATION);
  if (!contOk) bad++;
  console.log(
    `  main board 连板: ${pct(continuation)} of 涨停 followed by another (${main.upNext} first days)`.padEnd(70),
    `[${pct(CONTINUATION[0])}, ${pct(CONTINUATION[1])}]`.padEnd(36),
    contOk ? ' ok ' : ' OUT',
    ` ${CONTINUATION_SOURCE}`,
  );
  // 炸板 is drawn by the daily bar's high (history/daily-bars.ts: a day closing near its limit may have touched it).
  const brokenOk = inside(broken, BROKEN);
  if (!brokenOk) bad++;
  console.log(
    `  main board 炸板率: ${pct(broken)} of limit touches closed below (${main.touched} touches)`.padEnd(70),
    `[${pct(BROKEN[0])}, ${pct(BROKEN[1])}]`.padEnd(36),
    brokenOk ? ' ok ' : ' OUT',
    ` ${BROKEN_SOURCE}`,
  );
  // Clustering: the share of the main board's 涨停 on the 沪深300's best tenth of days, and of its 跌停 on the worst tenth.
  let upTop = 0;
  let upAll = 0;
  let downBottom = 0;
  let downAll = 0;
  for (const d of hitDays) {
    const sorted = [...d.market.entries()].sort((a, b) => a[1] - b[1]).map(([ts]) => ts);
    const tenth = Math.floor(sorted.length / 10);
    const best = new Set(sorted.slice(sorted.length - tenth));
    const worst = new Set(sorted.slice(0, tenth));
    for (const [ts, n] of d.up) {
      upAll += n;
      if (best.has(ts)) upTop += n;
    }
    for (const [ts, n] of d.down) {
      downAll += n;
      if (worst.has(ts)) downBottom += n;
    }
  }
  const clusterOk = upTop / upAll > CLUSTERED && downBottom / downAll > CLUSTERED;
  if (!clusterOk) bad++;
  const themeOk = themed.onHot / themed.up > THEMED;
  if (!themeOk) bad++;
  console.log(
    `  clustering: ${pct(upTop / upAll)} of main-board 涨停 on the 沪深300's best 10% of days, ${pct(downBottom / downAll)} of 跌停 on its worst 10% (even spread: 10%; want > ${pct(CLUSTERED)})`,
    clusterOk ? ' ok ' : ' OUT',
    ' Wan et al. 2015 (limit hits by bull and bear periods); the pools: 涨停潮 on strong days, 跌停 in sell-offs',
  );
  console.log(
    `  themes: ${pct(themed.onHot / themed.up)} of main-board 涨停 on the best 10% of days of the stock's 申万 industry index, seed ${SEEDS[0]} (even spread: 10%; want > ${pct(THEMED)})`,
    themeOk ? ' ok ' : ' OUT',
    ' the pools’ 涨停原因 and 同花顺 tags: 涨停 come in waves by theme',
  );
  const ic = median(indexCorr);
  const id = median(indexDiff);
  console.log(
    `\nindex ≡ constituents (上证50, last 250 days, float-cap weighted member returns): corr ${ic.toFixed(4)}, median |Δ| ${(id * 100).toFixed(3)}%`,
    ic > 0.999 && id < 0.0005 ? ' ok' : ' OUT',
    '  (definition of a cap-weighted index)',
  );
  if (!(ic > 0.999 && id < 0.0005)) bad++;
}
printCrossSection();
process.exitCode = bad === 0 ? 0 : 1;

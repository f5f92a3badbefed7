/**
 * Consensus estimates (一致预期) of a company as of a trading day: 归母净利润, 营业收入 and EPS for
 * the year whose 年报 is not out yet and the two after it (e.g. 26E/27E/28E in November 2026, or
 * 25E/26E/27E in March 2026 before the 2025 年报). Pure and deterministic per company and day;
 * point in time: only reports whose 公告日 ≤ the day are read.
 *
 * How: the first estimated year = the quarters of that year already reported + the missing
 * quarters at last year's figures grown by the expected growth; later years grow on. Expected
 * growth blends the company's own 3-year TTM growth (clipped) with a long-run 8%, plus the usual
 * sell-side optimism (+2 points) and a small per-company, per-year wobble. A loss maker's
 * estimates narrow the loss. EPS divides by the shares on the day (bonus issues restate it).
 *
 * ```ts
 * import { estimatesOf } from '../companies/estimates';
 * const e = estimatesOf(companies.company(slot), t); // null before four quarters are known
 * e?.years[0]; // { year: 2026, label: '26E', parentNet, revenue, eps, growth }
 * ```
 *
 * Also: `analystEstimate(e, key)` — one institution's figures around the consensus (research reports).
 */
import { dayOfTradingIndex } from '../calendar/days';
import { hash3, normal } from '../shared/rng';
import type { CompanyModel } from './model';
import { CTAG } from './params';
import { periodAtOrBefore, quarterOfPeriod, yearOfPeriod } from './periods';

/** One estimated year (money in yuan). */
export interface EstimateYear {
  year: number;
  /** `26E`. */
  label: string;
  revenue: number;
  parentNet: number;
  /** 归母净利润 ÷ shares on the day, yuan (4 decimals). */
  eps: number;
  /** Growth of 归母净利润 over the year before (percent); null when the base is not positive. */
  growth: number | null;
}

/** Consensus estimates as of a day. */
export interface Estimates {
  /** The latest period known on the day. */
  latestPeriod: number;
  /** Actual TTM of that period (yuan) and TTM EPS at the day's shares. */
  ttm: { revenue: number; parentNet: number; eps: number };
  /** Shares on the day. */
  shares: number;
  /** Expected growth of 归母净利润 (fraction) used for the first year. */
  expectedGrowth: number;
  /** Three years, the first being the one whose 年报 is not out. */
  years: [EstimateYear, EstimateYear, EstimateYear];
}

const LONG_RUN = 0.08;
const OPTIMISM = 0.02;
const TAG = CTAG.forecast ^ 0x5e57;
const round4 = (x: number) => Math.round(x * 10000) / 10000;
const round2 = (x: number) => Math.round(x * 100) / 100;
const clip = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, x));

function ttmOf(co: CompanyModel, g: number): { revenue: number; parentNet: number } | null {
  if (g - 3 < co.first) return null;
  let revenue = 0;
  let parentNet = 0;
  for (let k = g - 3; k <= g; k++) {
    const c = co.core(k);
    revenue += c.revenue;
    parentNet += c.parentNet;
  }
  return { revenue, parentNet };
}

/** Consensus estimates of a company on trading day t; null before four quarters are reported. */
export function estimatesOf(co: CompanyModel, t: number): Estimates | null {
  const day = dayOfTradingIndex(t);
  // Reports known on the day (公告日 ≤ day): the same prefix Companies.reportsKnownAt reads.
  const cores = co.upTo(periodAtOrBefore(day));
  let hi = cores.length;
  while (hi > 0 && cores[hi - 1]!.notice > day) hi--;
  const g = hi > 0 ? cores[hi - 1]!.g : -1;
  const now = g >= 0 ? ttmOf(co, g) : null;
  if (now === null) return null;
  const shares = co.capital.at(t);
  const back = ttmOf(co, g - 12);
  const own = back && back.parentNet > 0 && now.parentNet > 0 ? (now.parentNet / back.parentNet) ** (1 / 3) - 1 : LONG_RUN;
  const revOwn = back && back.revenue > 0 ? (now.revenue / back.revenue) ** (1 / 3) - 1 : LONG_RUN;
  const key = co.params.key;
  const wobble = (y: number, i: number) => 0.02 * normal(hash3(key, TAG, y * 8 + i));
  const expected = clip(0.5 * clip(own, -0.2, 0.4) + 0.5 * LONG_RUN + OPTIMISM, -0.15, 0.35);
  const revExpected = clip(0.5 * clip(revOwn, -0.15, 0.35) + 0.5 * LONG_RUN, -0.1, 0.3);
  // First estimated year: the one after the latest 年报 known.
  const first = quarterOfPeriod(g) === 3 ? yearOfPeriod(g) + 1 : yearOfPeriod(g);
  const years: EstimateYear[] = [];
  let prevNet = 0;
  let prevRev = 0;
  for (let k = first * 4 - 4; k < first * 4; k++) {
    if (k >= co.first) {
      prevNet += co.core(k).parentNet;
      prevRev += co.core(k).revenue;
    }
  }
  for (let i = 0; i < 3; i++) {
    const y = first + i;
    const gr = expected + (LONG_RUN - expected) * (i / 3) + wobble(y, 0);
    const rg = revExpected + (LONG_RUN - revExpected) * (i / 3) + wobble(y, 1);
    let net: number;
    let rev: number;
    if (i === 0) {
      // Reported quarters of the year as they are; the rest at last year's quarters grown.
      net = 0;
      rev = 0;
      for (let q = 0; q < 4; q++) {
        const k = y * 4 + q;
        const last = k - 4 >= co.first ? co.core(k - 4) : null;
        if (k <= g) {
          net += co.core(k).parentNet;
          rev += co.core(k).revenue;
        } else if (last) {
          const base = last.parentNet;
          // A loss quarter is expected to halve; a profit to grow.
          net += base > 0 ? base * (1 + gr) : base * 0.5;
          rev += last.revenue * (1 + rg);
        }
      }
    } else {
      net = prevNet > 0 ? prevNet * (1 + gr) : prevNet * 0.5;
      rev = prevRev * (1 + rg);
    }
    const netYuan = Math.round(net) / 100;
    years.push({
      year: y,
      label: `${String(y).slice(2)}E`,
      revenue: Math.round(rev) / 100,
      parentNet: netYuan,
      eps: round4(netYuan / shares),
      growth: prevNet > 0 ? round2(((net - prevNet) / prevNet) * 100) : null,
    });
    prevNet = net;
    prevRev = rev;
  }
  return {
    latestPeriod: g,
    ttm: { revenue: now.revenue / 100, parentNet: now.parentNet / 100, eps: round4(now.parentNet / 100 / shares) },
    shares,
    expectedGrowth: expected,
    years: years as Estimates['years'],
  };
}

/** One institution's figures around the consensus (institution `key` any integer): ±~6% on 归母净利润 and EPS. */
export function analystEstimate(e: Estimates, key: number, companyKey: number): EstimateYear[] {
  return e.years.map((y, i) => {
    const f = Math.exp(0.06 * normal(hash3(companyKey, TAG ^ key, y.year * 4 + i)));
    const parentNet = Math.round(y.parentNet * f * 100) / 100;
    return { ...y, parentNet, eps: round4(y.eps * f), growth: y.growth === null ? null : round2(((1 + y.growth / 100) * f - 1) * 100) };
  });
}

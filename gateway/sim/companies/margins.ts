/**
 * A company's earnings year by year: its net margin in each quarter — a normal year's around its
 * centre, a bad year's, a loss maker's — and the slow drift of its cost lines. Pure functions of the
 * company's parameters (params.ts) and the market's profile (the bad years are the market's draw, so
 * no dividend follows one); `CompanyModel` (model.ts) builds its cores on them.
 */
import type { Profile } from '../market/index';
import { badYear as marketBadYear } from '../market/index';
import { hash3, normal, uniform } from '../shared/rng';
import { CTAG, type CompanyParams } from './params';
import { quarterOfPeriod, yearOfPeriod } from './periods';

/**
 * True when year y is a random bad year (a write-down, a price war: 首亏 / 扭亏 happen): the
 * market's draw (`market/model/earnings-habits.ts` badYear, so the dividend after it is skipped),
 * by its industry's loss habit and size. Never for an anchored company: its 2024 年报 calibrates
 * the whole model, and a loss there left 茅台 uncalibrated with four loss quarters (PE-TTM 25 →
 * 342 → 亏损 → 40 in 2024–25). Nor for a pipeline listing up to its listing year: the
 * prospectus's years were profitable.
 */
export function isBadYear(c: CompanyParams, profile: Profile, y: number): boolean {
  return !c.anchored && marketBadYear(profile, y);
}

/** True when year y ends on a write-down: a bad year, or a loss maker's first loss year (not an anchored biotech's: it has burned for years). */
export function writeDownYear(c: CompanyParams, profile: Profile, y: number): boolean {
  return isBadYear(c, profile, y) || (y === c.lossFrom && !c.anchored);
}

/**
 * The slow drift of cost line `line` (0 税金, 1 研发, 2 销售, 3 管理) in year y, log: each year's
 * shock carried on at three quarters into the next, so a ratio wanders for years around its
 * centre (spread ≈ 12%, half that for an anchored company) independently of the others.
 */
export function costDrift(c: CompanyParams, line: number, y: number): number {
  const sigma = c.anchored ? 0.04 : 0.08;
  let x = 0;
  let w = 1;
  for (let k = 0; k < 8; k++, w *= 0.75) x += w * normal(hash3(c.key, CTAG.year, (y - k) * 16 + 8 + line));
  return sigma * x;
}

/**
 * Net margin of quarter q (0…3) of a year that ends on a write-down (a bad year, or a loss maker's
 * first loss year: 首亏): three weaker quarters (70–95% of the normal margin), then the write-down
 * in the fourth (impairments are tested for the 年报), which leaves the year at a loss of `loss`
 * (a share of its revenue). A loss spread evenly over the four quarters put a TTM of two good and
 * two bad quarters near zero on both sides of the year (中直股份 PE-TTM 1,056 on three loss quarters
 * after a good fourth; 中国卫星 471 as its losses began); now the TTM is a weaker year's before the
 * write-down and a loss for the three quarters after it.
 */
export function writeDownMargin(c: CompanyParams, y: number, q: number, loss: number): number {
  const weak = c.net * (0.7 + 0.25 * uniform(hash3(c.key, CTAG.year, y * 7 + 5)));
  if (q < 3) return weak;
  const [s0, s1, s2, s3] = c.season;
  return -(4 * loss + weak * (s0 + s1 + s2)) / s3;
}

/**
 * Net margin of period g (negative in loss years); in a normal year within what the cost structure
 * allows (params `minNet`…`maxNet`). `shock` is the quarter's own normal draw.
 */
export function netMargin(c: CompanyParams, profile: Profile, g: number, shock: number): number {
  const y = yearOfPeriod(g);
  if (c.lossFrom !== null && y >= c.lossFrom) {
    const [lo, hi] = c.lossDepth;
    const depth = lo + (hi - lo) * uniform(hash3(c.key, CTAG.year, y * 7 + 1));
    // The first loss year turns on the 年报's write-down (首亏), as a bad year does.
    return writeDownYear(c, profile, y) ? writeDownMargin(c, y, quarterOfPeriod(g), depth) : -depth;
  }
  // A bad year: a weaker three quarters, then the write-down of 0.6–1.5 normal years' profit.
  if (isBadYear(c, profile, y)) return writeDownMargin(c, y, quarterOfPeriod(g), c.net * (0.6 + 0.9 * uniform(hash3(c.key, CTAG.year, y * 7 + 3))));
  // Anchored companies keep their real, steady margins (茅台's net margin stayed within 51.5–52.7% over 2019–24),
  // and so do banks (ROE 9–13% year after year: a shock of 18% a year put one bank's at 10, 18, then 13%).
  const steady = c.anchored || c.format === 'bank';
  const m = c.net * Math.exp((steady ? 0.025 : 0.18) * normal(hash3(c.key, CTAG.year, y)) + (steady ? 0.015 : 0.08) * shock);
  return Math.min(c.maxNet, Math.max(c.minNet, m));
}

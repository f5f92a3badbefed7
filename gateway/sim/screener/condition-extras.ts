/**
 * The parts of a condition beyond a plain range: strict bounds, comparison with a reference (the
 * industry's mean or median, the rank within the industry, 沪深300's return over the same period)
 * and report streaks (`ROE连续3年大于15%`). Industry figures are computed once per table and field.
 */
import type { ScreenCondition } from '../../../contracts/screener/tree';
import { reportFigures } from './company-factors';
import type { FactorTable } from './factor-table';

/** Whether v lies within a condition's bounds (NaN never does). */
export function withinBounds(v: number, c: ScreenCondition): boolean {
  if (Number.isNaN(v)) return false;
  const lo = c.min ?? null;
  const hi = c.max ?? null;
  if (lo !== null && (c.minExclusive ? !(v > lo) : !(v >= lo))) return false;
  if (hi !== null && (c.maxExclusive ? !(v < hi) : !(v <= hi))) return false;
  return true;
}

/** True when a condition needs more than its field's column and bounds. */
export function isExtended(c: ScreenCondition): boolean {
  return c.vs !== undefined || c.years !== undefined || c.quarters !== undefined;
}

const cache = new WeakMap<FactorTable, Map<string, Float64Array>>();
function cached(table: FactorTable, key: string, make: () => Float64Array): Float64Array {
  let m = cache.get(table);
  if (!m) {
    m = new Map();
    cache.set(table, m);
  }
  let v = m.get(key);
  if (!v) {
    v = make();
    m.set(key, v);
  }
  return v;
}

/** Rows of each industry whose value is known. */
function byIndustry(table: FactorTable, col: Float64Array): Map<string, number[]> {
  const groups = new Map<string, number[]>();
  for (let r = 0; r < col.length; r++) {
    if (Number.isNaN(col[r]!)) continue;
    const g = groups.get(table.industry[r]!);
    if (g) g.push(r);
    else groups.set(table.industry[r]!, [r]);
  }
  return groups;
}

/** Each row's industry mean or median of a column (NaN when the row's own value is unknown). */
export function industryStat(table: FactorTable, field: string, stat: 'mean' | 'median'): Float64Array {
  return cached(table, `${stat}|${field}`, () => {
    const col = table.num[field as keyof FactorTable['num']];
    const out = new Float64Array(col.length).fill(Number.NaN);
    for (const rows of byIndustry(table, col).values()) {
      const vals = rows.map((r) => col[r]!).sort((a, b) => a - b);
      const h = vals.length >> 1;
      const v = stat === 'mean' ? vals.reduce((a, x) => a + x, 0) / vals.length : vals.length % 2 ? vals[h]! : (vals[h - 1]! + vals[h]!) / 2;
      for (const r of rows) out[r] = v;
    }
    return out;
  });
}

/** Each row's rank within its industry, highest value first (ties share the better rank); NaN when unknown. */
export function industryRank(table: FactorTable, field: string): Float64Array {
  return cached(table, `rank|${field}`, () => {
    const col = table.num[field as keyof FactorTable['num']];
    const out = new Float64Array(col.length).fill(Number.NaN);
    for (const rows of byIndustry(table, col).values()) {
      rows.sort((a, b) => col[b]! - col[a]!);
      rows.forEach((r, k) => {
        out[r] = k > 0 && col[rows[k - 1]!] === col[r] ? out[rows[k - 1]!]! : k + 1;
      });
    }
    return out;
  });
}

/** A report figure of one period (the 财务指标 page's formulas; ROE = 报告期归母净利润 / 期末归母净资产). */
type Figure = (figures: ReturnType<typeof reportFigures>, roe: number | null) => number | null;
const FIGURES: Record<string, Figure> = {
  roe: (_f, roe) => roe,
  grossMargin: (f) => f.grossMargin,
  netMargin: (f) => f.netMargin,
  debtRatio: (f) => f.debtRatio,
  revenueYoy: (f) => f.revenueYoy,
  profitYoy: (f) => f.profitYoy,
};

/** The field's value in each of the last n annual (or quarterly) reports known on the table's day, newest first; null when fewer exist. */
export function reportSeries(table: FactorTable, row: number, field: string, per: 'years' | 'quarters', n: number): number[] | null {
  const company = table.inputs?.src.company;
  const pick = FIGURES[field];
  if (!company || !pick) return null;
  const cs = company.companies;
  const slot = cs.slotOf(table.ids[row]!);
  if (slot === undefined || !cs.isCompany(slot)) return null;
  const known = cs.reportsKnownAt(slot, table.T);
  const out: number[] = [];
  let lastG: number | null = null;
  for (let k = known.length - 1; k >= 0 && out.length < n; k--) {
    const core = known[k]!;
    if (per === 'years' && core.g % 4 !== 3) continue;
    // Consecutive periods only: a gap in the reports ends the streak.
    const prevG = out.length === 0 ? null : per === 'years' ? core.g + 4 : core.g + 1;
    if (prevG !== null && lastG !== prevG) return null;
    lastG = core.g;
    const f = reportFigures(cs, slot, known.slice(0, k + 1));
    const parent = cs.ytd(slot, core.g, (c) => c.parentNet);
    const roe = core.equityParent > 0 ? Math.round((parent / core.equityParent) * 1e6) / 1e4 : null;
    const v = pick(f, roe);
    if (v === null) return null;
    out.push(v);
  }
  return out.length === n ? out : null;
}

/** The lowest and highest value of each row's report series (NaN when the row has no full series). */
function seriesColumns(table: FactorTable, field: string, per: 'years' | 'quarters', n: number): [Float64Array, Float64Array] {
  const key = `${field}|${per}|${n}`;
  const lows = new Float64Array(table.ids.length).fill(Number.NaN);
  const highs = new Float64Array(table.ids.length).fill(Number.NaN);
  for (let r = 0; r < table.ids.length; r++) {
    const s = reportSeries(table, r, field, per, n);
    if (s === null) continue;
    lows[r] = Math.min(...s);
    highs[r] = Math.max(...s);
  }
  // Both columns are made together: keep the twin so the second lookup does not recompute.
  cached(table, `low|${key}`, () => lows);
  cached(table, `high|${key}`, () => highs);
  return [lows, highs];
}

/** Pass mask of a condition that {@link isExtended}. */
export function extendedMask(table: FactorTable, c: ScreenCondition): Uint8Array {
  const n = table.ids.length;
  const out = new Uint8Array(n);
  const col = table.num[c.field as keyof FactorTable['num']];
  if (!col) return out;
  if (c.years !== undefined || c.quarters !== undefined) {
    const per = c.years !== undefined ? 'years' : 'quarters';
    const count = (c.years ?? c.quarters)!;
    // Every value of a series lies within the bounds exactly when its lowest and highest do: two columns per streak, kept with the table.
    const key = `${c.field}|${per}|${count}`;
    const lows = cached(table, `low|${key}`, () => seriesColumns(table, c.field, per, count)[0]);
    const highs = cached(table, `high|${key}`, () => seriesColumns(table, c.field, per, count)[1]);
    for (let r = 0; r < n; r++) out[r] = withinBounds(lows[r]!, c) && withinBounds(highs[r]!, c) ? 1 : 0;
    return out;
  }
  if (c.vs === 'industryRank') {
    const rank = industryRank(table, c.field);
    for (let r = 0; r < n; r++) out[r] = withinBounds(rank[r]!, c) ? 1 : 0;
    return out;
  }
  if (c.vs === 'benchmark') {
    const ref = table.bench?.[c.field];
    if (ref === undefined) return out;
    for (let r = 0; r < n; r++) out[r] = withinBounds(col[r]! - ref, c) ? 1 : 0;
    return out;
  }
  const ref = industryStat(table, c.field, c.vs === 'industryMedian' ? 'median' : 'mean');
  for (let r = 0; r < n; r++) out[r] = withinBounds(col[r]! - ref[r]!, c) ? 1 : 0;
  return out;
}

/**
 * 同行比较 answers: a company against its industry (same 申万一级 and market) on growth, valuation,
 * 杜邦分析 and scale — the top rows and the whole sorted, paged table.
 */
import type { CompareAnswer, CompareColumn, CompareMoreAnswer, CompareRow, CompareTab } from '../../../../contracts/endpoints/fundamentals';
import { dayOfTradingIndex, tradingIndexOf } from '../../calendar/days';
import { formatDay } from '../../../../contracts/calendar/index';
import { floatSharesAt } from '../../market/index';
import { Lru } from '../../shared/lru';
import { estimatesOf } from '../estimates';
import { growth, pct4 as pct } from '../figures';
import { ytd } from '../events';
import { type CompanyModel, epsOf } from '../model';
import type { Core } from '../core';
import { periodEndDay, periodString, quarterOfPeriod } from '../periods';
import { balanceLines, cashQuarter } from '../statements';
import { AnswerReads, mean, median, yuan } from './common';

/** The 同行比较 answers of one market (every member's values cached per industry, tab and day). */
export class CompareAnswers extends AnswerReads {
  private readonly compareCache = new Lru<string, Map<number, Record<string, number | null>>>(32);

  /** Columns of a tab; yearly columns name the latest 年报 known today. */
  compareColumns(tab: CompareTab, year: number): CompareColumn[] {
    const A = (y: number) => `${String(y).slice(2)}A`;
    switch (tab) {
      case 'growth':
        return [
          { key: 'epsCagr3', label: '基本每股收益增长率 3年复合', unit: 'pct' },
          { key: 'epsYoyA', label: `基本每股收益增长率 ${A(year)}`, unit: 'pct' },
          { key: 'epsYoyTtm', label: '基本每股收益增长率 TTM', unit: 'pct' },
          { key: 'revenueCagr3', label: '营业收入增长率 3年复合', unit: 'pct' },
          { key: 'revenueYoyA', label: `营业收入增长率 ${A(year)}`, unit: 'pct' },
          { key: 'revenueYoyTtm', label: '营业收入增长率 TTM', unit: 'pct' },
          { key: 'netCagr3', label: '净利润增长率 3年复合', unit: 'pct' },
          { key: 'netYoyA', label: `净利润增长率 ${A(year)}`, unit: 'pct' },
          { key: 'netYoyTtm', label: '净利润增长率 TTM', unit: 'pct' },
        ];
      case 'valuation':
        return [
          { key: 'peg', label: 'PEG', unit: 'times' },
          { key: 'peA', label: `市盈率 ${A(year)}`, unit: 'times' },
          { key: 'peTtm', label: '市盈率 TTM', unit: 'times' },
          { key: 'psTtm', label: '市销率 TTM', unit: 'times' },
          { key: 'pb', label: '市净率 MRQ', unit: 'times' },
          { key: 'pcfTtm', label: '市现率 TTM', unit: 'times' },
          { key: 'peE1', label: `市盈率 ${String(year + 1).slice(2)}E`, unit: 'times' },
          { key: 'peE2', label: `市盈率 ${String(year + 2).slice(2)}E`, unit: 'times' },
          { key: 'evEbitda', label: 'EV/EBITDA TTM', unit: 'times' },
        ];
      case 'dupont':
        return [year, year - 1, year - 2]
          .flatMap((y) => [
            { key: `roe${y}`, label: `ROE ${A(y)}`, unit: 'pct' as const },
            { key: `netMargin${y}`, label: `净利率 ${A(y)}`, unit: 'pct' as const },
            { key: `turnover${y}`, label: `总资产周转率 ${A(y)}`, unit: 'times' as const },
            { key: `multiplier${y}`, label: `权益乘数 ${A(y)}`, unit: 'times' as const },
          ])
          .concat([{ key: 'roeAvg3', label: 'ROE 3年平均', unit: 'pct' }]);
      default:
        return [
          { key: 'totalCap', label: '总市值', unit: 'yuan' },
          { key: 'floatCap', label: '流通市值', unit: 'yuan' },
          { key: 'revenueTtm', label: '营业收入 TTM', unit: 'yuan' },
          { key: 'netTtm', label: '净利润 TTM', unit: 'yuan' },
        ];
    }
  }

  /** The latest 年报 year known for a slot today (falls back to the year before the latest period). */
  private annualYear(slot: number): number {
    const known = this.known(slot);
    for (let i = known.length - 1; i >= 0; i--) if (quarterOfPeriod(known[i]!.g) === 3) return Math.floor(known[i]!.g / 4);
    return Number(formatDay(dayOfTradingIndex(this.ctx.today())).slice(0, 4)) - 1;
  }

  private compareValues(slot: number, tab: CompareTab, year: number): Record<string, number | null> {
    const co = this.cs.company(slot);
    const p = co.model.profile;
    const known = this.known(slot);
    const out: Record<string, number | null> = {};
    if (known.length === 0) return out;
    const g = known[known.length - 1]!.g;
    const gA = year * 4 + 3;
    const has = (k: number) => k >= co.first && k <= g;
    const annual = (k: number, f: (c: Core) => number) => (has(k) ? ytd(co, k, f) : null);
    // A year's EPS and its comparative's, restated in the shares of the latest 年报's end (a 送转 since changes neither's growth).
    const asOf = tradingIndexOf(periodEndDay(gA));
    const eps = (k: number) =>
      has(k)
        ? epsOf(
            co,
            k,
            false,
            ytd(co, k, (c) => c.parentNet),
            asOf,
          )
        : null;
    const ttm = this.cs.ttm(slot, g);
    const ttmPrev = this.cs.ttm(slot, g - 4);
    const gr = (a: number | null, b: number | null) => (a === null || b === null ? null : growth(a, b));
    const cagr = (a: number | null, b: number | null) => (a === null || b === null || a <= 0 || b <= 0 ? null : pct((a / b) ** (1 / 3) - 1));
    const v = this.valuationToday(slot);
    if (tab === 'growth') {
      // TTM EPS on the four quarters' weighted shares, the year before restated in today's period's shares.
      const ttmShares = (k: number) => co.weightedShares(periodEndDay(k - 4) + 1, periodEndDay(k), tradingIndexOf(periodEndDay(g)));
      const epsTtm = ttm ? yuan(ttm.parentNet) / ttmShares(g) : null;
      const epsTtmPrev = ttmPrev && has(g - 4) ? yuan(ttmPrev.parentNet) / ttmShares(g - 4) : null;
      out.epsCagr3 = cagr(eps(gA), eps(gA - 12));
      out.epsYoyA = gr(eps(gA), eps(gA - 4));
      out.epsYoyTtm = gr(epsTtm, epsTtmPrev);
      out.revenueCagr3 = cagr(
        annual(gA, (c) => c.revenue),
        annual(gA - 12, (c) => c.revenue),
      );
      out.revenueYoyA = gr(
        annual(gA, (c) => c.revenue),
        annual(gA - 4, (c) => c.revenue),
      );
      out.revenueYoyTtm = gr(ttm?.revenue ?? null, ttmPrev?.revenue ?? null);
      out.netCagr3 = cagr(
        annual(gA, (c) => c.parentNet),
        annual(gA - 12, (c) => c.parentNet),
      );
      out.netYoyA = gr(
        annual(gA, (c) => c.parentNet),
        annual(gA - 4, (c) => c.parentNet),
      );
      out.netYoyTtm = gr(ttm?.parentNet ?? null, ttmPrev?.parentNet ?? null);
    } else if (tab === 'valuation') {
      const cap = v?.totalCap ?? null;
      const netA = annual(gA, (c) => c.parentNet);
      let ocf = 0;
      for (let k = g - 3; k <= g; k++) ocf += has(k) ? co.core(k).ocf : 0;
      const netCagr = cagr(
        netA,
        annual(gA - 12, (c) => c.parentNet),
      );
      out.peA = cap !== null && netA !== null && netA > 0 ? cap / yuan(netA) : null;
      out.peTtm = v && v.peTtm !== null && v.peTtm > 0 ? v.peTtm : null;
      out.peg = out.peTtm !== null && netCagr !== null && netCagr > 0 ? out.peTtm / netCagr : null;
      out.psTtm = v?.psTtm ?? null;
      out.pb = v?.pb ?? null;
      out.pcfTtm = cap !== null && ocf > 0 ? cap / yuan(ocf) : null;
      out.evEbitda = cap === null ? null : this.evEbitda(co, g, cap);
      // Forward PE on the consensus (estimates.ts) of the two years after the latest 年报.
      const e = cap === null ? null : estimatesOf(co, this.ctx.today());
      const fwd = (y: number) => {
        const est = e?.years.find((x) => x.year === y);
        return cap !== null && est && est.parentNet > 0 ? cap / est.parentNet : null;
      };
      out.peE1 = fwd(year + 1);
      out.peE2 = fwd(year + 2);
    } else if (tab === 'dupont') {
      const roes: number[] = [];
      for (const y of [year, year - 1, year - 2]) {
        const k = y * 4 + 3;
        if (!has(k) || !has(k - 4)) {
          out[`roe${y}`] = out[`netMargin${y}`] = out[`turnover${y}`] = out[`multiplier${y}`] = null;
          continue;
        }
        const rev = ytd(co, k, (c) => c.revenue);
        const net = ytd(co, k, (c) => c.parentNet);
        const avgAssets = (co.core(k).assets + co.core(k - 4).assets) / 2;
        const avgEq = (co.core(k).equityParent + co.core(k - 4).equityParent) / 2;
        // ROE = 净利率 × 总资产周转率 × 权益乘数, exactly: the ROE column is that product.
        const margin = rev > 0 ? (net / rev) * 100 : null;
        const turnover = avgAssets > 0 ? rev / avgAssets : null;
        const multiplier = avgEq > 0 ? avgAssets / avgEq : null;
        const roe = margin !== null && turnover !== null && multiplier !== null ? margin * turnover * multiplier : null;
        Object.assign(out, { [`roe${y}`]: roe, [`netMargin${y}`]: margin, [`turnover${y}`]: turnover, [`multiplier${y}`]: multiplier });
        if (roe !== null) roes.push(roe);
      }
      out.roeAvg3 = roes.length === 3 ? roes.reduce((a, b) => a + b, 0) / 3 : null;
    } else {
      const price = this.ctx.price(slot);
      out.totalCap = v?.totalCap ?? null;
      out.floatCap =
        price !== null && p.sec.floatShares > 0
          ? price * Math.min(floatSharesAt(this.cs.source.models[slot]!, this.ctx.today()), co.capital.at(this.ctx.today()))
          : null;
      out.revenueTtm = ttm ? yuan(ttm.revenue) : null;
      out.netTtm = ttm ? yuan(ttm.parentNet) : null;
    }
    return out;
  }

  /**
   * EV/EBITDA TTM of a non-financial company: (总市值 + 有息负债 − 货币资金) ÷ (利润总额 + 利息支出 +
   * 折旧 + 摊销) over the four quarters to period g; null for banks and insurers (debt is their
   * business) and when EBITDA is not positive.
   */
  private evEbitda(co: CompanyModel, g: number, cap: number): number | null {
    if (co.params.format !== 'general' || g - 3 < co.first) return null;
    const b = balanceLines(co, g);
    const debt = (b.shortBorrowings ?? 0) + (b.longBorrowings ?? 0) + (b.bondsPayable ?? 0) + (b.ncDueWithinYear ?? 0);
    let ebitda = 0;
    for (let k = g - 3; k <= g; k++) {
      const c = co.core(k);
      const cf = cashQuarter(co, k);
      ebitda += c.pretax + c.interestExp + (cf.suppDepreciation ?? 0) + (cf.suppAmortisation ?? 0);
    }
    if (ebitda <= 0) return null;
    return (cap + yuan(debt - (b.cash ?? 0))) / yuan(ebitda);
  }

  /** Every member's values of a tab (cached per industry, tab and day). */
  private compareTable(slot: number, tab: CompareTab): { year: number; values: Map<number, Record<string, number | null>> } {
    const year = this.annualYear(slot);
    const p = this.cs.source.profiles[slot]!;
    const key = `${p.sec.industry}|${p.market}|${tab}|${year}|${this.ctx.today()}`;
    let values = this.compareCache.get(key);
    if (!values) {
      values = new Map();
      for (const s of this.industryMembers(slot)) values.set(s, this.compareValues(s, tab, year));
      this.compareCache.set(key, values);
    }
    return { year, values };
  }

  private row(s: number, values: Record<string, number | null>, self: number): CompareRow {
    const p = this.cs.source.profiles[s]!;
    return { kind: 'company', id: p.sec.id, name: p.sec.name, self: s === self, values };
  }

  industryCompare(slot: number, tab: CompareTab): CompareAnswer {
    const p = this.cs.source.profiles[slot]!;
    const { year, values } = this.compareTable(slot, tab);
    const columns = this.compareColumns(tab, year);
    const first = columns[0]!.key;
    const all = [...values.entries()];
    const summary = (kind: 'median' | 'average'): CompareRow => ({
      kind,
      id: null,
      name: kind === 'median' ? '行业中值' : '行业平均',
      self: false,
      values: Object.fromEntries(columns.map((c) => [c.key, (kind === 'median' ? median : mean)(all.map(([, v]) => v[c.key] ?? null))])),
    });
    const own = values.get(slot) ?? {};
    const ranks: CompareAnswer['ranks'] = {};
    for (const c of columns) {
      const vals = all.map(([, v]) => v[c.key]).filter((x): x is number => x !== null && x !== undefined);
      const mine = own[c.key];
      ranks[c.key] = { rank: mine === null || mine === undefined ? null : vals.filter((x) => x > mine).length + 1, total: vals.length };
    }
    const top = all
      .filter(([s]) => s !== slot)
      .sort((a, b) => (b[1][first] ?? Number.NEGATIVE_INFINITY) - (a[1][first] ?? Number.NEGATIVE_INFINITY))
      .slice(0, 10)
      .map(([s, v]) => this.row(s, v, slot));
    return {
      id: p.sec.id,
      name: p.sec.name,
      industry: p.sec.industry,
      tab,
      period: periodString(year * 4 + 3),
      columns,
      rows: [summary('median'), summary('average'), this.row(slot, own, slot), ...top],
      ranks,
      total: all.length,
    };
  }

  industryCompareMore(
    slot: number,
    tab: CompareTab,
    sort: string | undefined,
    order: 'asc' | 'desc',
    page: number,
    size: number,
  ): CompareMoreAnswer | { badSort: true } {
    const p = this.cs.source.profiles[slot]!;
    const { year, values } = this.compareTable(slot, tab);
    const columns = this.compareColumns(tab, year);
    const by = sort ?? columns[0]!.key;
    if (!columns.some((c) => c.key === by)) return { badSort: true };
    const sign = order === 'asc' ? 1 : -1;
    const rows = [...values.entries()].sort((a, b) => {
      const x = a[1][by];
      const y = b[1][by];
      if (x === null || x === undefined) return y === null || y === undefined ? a[0] - b[0] : 1;
      if (y === null || y === undefined) return -1;
      return sign * (x - y) || a[0] - b[0];
    });
    return {
      id: p.sec.id,
      industry: p.sec.industry,
      tab,
      period: periodString(year * 4 + 3),
      columns,
      sort: by,
      order,
      page,
      size,
      total: rows.length,
      rows: rows.slice((page - 1) * size, page * size).map(([s, v]) => this.row(s, v, slot)),
    };
  }
}

/**
 * 研报 of the covered companies (`research-plans.ts`: the schedule and each report's figures) and
 * what is read from them: a company's 机构评级 consensus (the last six months' ratings, EPS
 * forecasts and 目标价) and the star analysts (the returns of their 买入/增持 calls).
 */
import type { ConsensusYear, InstitutionPointAnswer, Rating, StarAuthor } from '../../../contracts/endpoints/research';
import { RATINGS } from '../../../contracts/endpoints/research';
import { dayOfTradingIndex, mainlandIndexAtOrBefore } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { BROKERS, type ReportPlan, ResearchPlans, round2, round3 } from './research-plans';

/** Star analysts are ranked on their calls among this many largest companies. */
const STAR_UNIVERSE = 300;

/** The research of the covered companies on the day on show. */
export class ResearchModel extends ResearchPlans {
  private starCache: { today: number; list: StarAuthor[] } | null = null;

  /** Consensus of the last six months on one company (latest report per broker). */
  consensus(slot: number): InstitutionPointAnswer {
    const ctx = this.ctx;
    const cs = ctx.companies;
    const profile = cs.source.profiles[slot]!;
    const today = ctx.today();
    const toDay = dayOfTradingIndex(today);
    const fromDay = toDay - 182;
    const plans = this.plansOf(slot).filter((p) => dayOfTradingIndex(p.idx) > fromDay);
    const counts = Object.fromEntries(RATINGS.map((r) => [r, 0])) as Record<Rating, number>;
    for (const p of plans) counts[p.rating]++;
    const latest = new Map<number, ReportPlan>();
    for (const p of plans) latest.set(p.broker, p);
    const filled = [...latest.values()].map((p) => this.fill(p));
    const price = ctx.price(slot);
    const co = cs.company(slot);
    const sharesNow = co.capital.at(today);
    const known = cs.knownAt(slot, today);
    const ttmEps = known?.ttm && sharesNow > 0 ? Math.round((known.ttm.parentNet / 100 / sharesNow) * 10000) / 10000 : null;
    const years: ConsensusYear[] = [];
    const byYear = new Map<number, number[]>();
    for (const f of filled) {
      if (!f.report.eps) continue;
      f.report.years.forEach((y, i) => {
        const list = byYear.get(y) ?? [];
        list.push(f.report.eps![i]!);
        byYear.set(y, list);
      });
    }
    for (const [year, list] of [...byYear.entries()].sort(([a], [b]) => a - b)) {
      const mean = list.reduce((s, x) => s + x, 0) / list.length;
      const min = Math.min(...list);
      const max = Math.max(...list);
      years.push({
        year,
        orgCount: list.length,
        epsMin: round3(min),
        epsMean: round3(mean),
        epsMax: round3(max),
        profitMin: Math.round(min * sharesNow),
        profitMean: Math.round(mean * sharesNow),
        profitMax: Math.round(max * sharesNow),
        pe: price !== null && mean > 0 ? round2(price / mean) : null,
      });
    }
    const targets = filled.map((f) => f.report.targetPrice).filter((x): x is number => x !== null);
    const tMean = targets.length ? targets.reduce((s, x) => s + x, 0) / targets.length : 0;
    return {
      code: profile.sec.id,
      name: profile.sec.name,
      from: formatDay(fromDay + 1),
      to: formatDay(toDay),
      price,
      ttmEps,
      reports: plans.length,
      counts,
      orgCount: latest.size,
      years: years.slice(-3),
      target: targets.length
        ? {
            min: Math.min(...targets),
            mean: round2(tMean),
            max: Math.max(...targets),
            count: targets.length,
            upside: price !== null && price > 0 ? round2((tMean / price - 1) * 100) : null,
          }
        : null,
    };
  }

  /**
   * Star analysts: each lead analyst's 买入/增持 calls of the last 12 months, returns from the call
   * day's close to the last close (mean over calls), over 3/6/12 months.
   */
  stars(): StarAuthor[] {
    const ctx = this.ctx;
    const today = ctx.today();
    if (this.starCache?.today === today) return this.starCache.list;
    // The last close: of the last mainland trading day before today (not a day only HKEX traded).
    const last = mainlandIndexAtOrBefore(today - 1);
    const toDay = dayOfTradingIndex(today);
    const windows = [91, 182, 365].map((d) => toDay - d);
    // The ranking reads the calls on the 300 largest companies (a fixed, bounded set of price reads).
    const plans = this.market(ctx.indexOf(windows[2]!) + 1, last).filter(
      (p) => (p.rating === '买入' || p.rating === '增持') && ctx.sizeRank(p.slot) < STAR_UNIVERSE,
    );
    const by = new Map<string, { name: string; org: string; calls: Array<{ p: ReportPlan; ret: number }>; industry: Map<string, number> }>();
    for (const p of plans) {
      const c0 = ctx.close(p.slot, p.idx);
      const c1 = ctx.close(p.slot, last);
      if (c0 === null || c1 === null || c0 <= 0) continue;
      // A bonus share between the call and today would cut the raw price: compare on the share count of the call day.
      let adj = 1;
      for (const x of ctx.companies.source.models[p.slot]!.actionsUpTo(last)) if (x.idx > p.idx && x.bonus > 0) adj *= 1 + x.bonus;
      const k = `${p.broker}|${p.lead}`;
      let a = by.get(k);
      if (!a) {
        a = { name: p.lead, org: BROKERS[p.broker]![0], calls: [], industry: new Map() };
        by.set(k, a);
      }
      a.calls.push({ p, ret: ((c1 * adj) / c0 - 1) * 100 });
      const ind = ctx.companies.source.profiles[p.slot]!.sec.industry || '综合';
      a.industry.set(ind, (a.industry.get(ind) ?? 0) + 1);
    }
    const mean = (xs: number[]) => (xs.length ? round2(xs.reduce((s, x) => s + x, 0) / xs.length) : null);
    const list: StarAuthor[] = [];
    for (const a of by.values()) {
      if (a.calls.length < 3 || new Set(a.calls.map((c) => c.p.slot)).size < 2) continue;
      const within = (w: number) => a.calls.filter((c) => dayOfTradingIndex(c.p.idx) > w).map((c) => c.ret);
      const r12 = mean(within(windows[2]!));
      const bestCall = a.calls.reduce((m, c) => (c.ret > m.ret ? c : m), a.calls[0]!);
      const bp = ctx.companies.source.profiles[bestCall.p.slot]!;
      list.push({
        rank: 0,
        name: a.name,
        org: a.org,
        index: r12 === null ? 1000 : round2(1000 * (1 + r12 / 100)),
        r3: mean(within(windows[0]!)),
        r6: mean(within(windows[1]!)),
        r12,
        stocks: new Set(a.calls.map((c) => c.p.slot)).size,
        reports: a.calls.length,
        best: { code: bp.sec.id, name: bp.sec.name, ret: round2(bestCall.ret) },
        industry: [...a.industry.entries()].sort((x, y) => y[1] - x[1])[0]![0],
      });
    }
    list.sort((x, y) => (y.r12 ?? -1e9) - (x.r12 ?? -1e9));
    list.forEach((s, i) => {
      s.rank = i + 1;
    });
    this.starCache = { today, list };
    return list;
  }
}

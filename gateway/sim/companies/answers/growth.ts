/**
 * 成长能力 answers: a company's growth rows by report or year and its place among its industry's peers.
 */
import type { GrowAnswer, GrowPeer, GrowRow } from '../../../../contracts/endpoints/fundamentals';
import { formatDay } from '../../../../contracts/calendar/index';
import { Lru } from '../../shared/lru';
import { growthOf, pct4 as pct } from '../figures';
import { ytd } from '../events';
import type { CompanyModel } from '../model';
import { periodString, quarterOfPeriod } from '../periods';
import { AnswerReads, mean, median, yuan } from './common';

/** The 成长能力 answers of one market (peers cached per industry, period and day). */
export class GrowthAnswers extends AnswerReads {
  private readonly peerCache = new Lru<string, Array<{ s: number; row: GrowRow }>>(32);

  private growRow(co: CompanyModel, g: number): GrowRow {
    const slot = co.model.profile.slot;
    const cagr = (pick: 'revenue' | 'parentNet' | 'deducted') => {
      const now = this.cs.ttm(slot, g);
      const then = this.cs.ttm(slot, g - 12);
      if (!now || !then || now[pick] <= 0 || then[pick] <= 0) return null;
      return pct((now[pick] / then[pick]) ** (1 / 3) - 1);
    };
    const openEq = g - (g % 4) - 1 >= co.first ? co.core(g - (g % 4) - 1).equityParent : null;
    const endEq = co.core(g).equityParent;
    const parent = ytd(co, g, (c) => c.parentNet);
    return {
      period: periodString(g),
      noticeDate: formatDay(co.core(g).notice),
      revenue: yuan(ytd(co, g, (c) => c.revenue)),
      netProfit: yuan(parent),
      deducted: yuan(ytd(co, g, (c) => c.deducted)),
      ...growthOf(co, g),
      revenueCagr3: cagr('revenue'),
      netProfitCagr3: cagr('parentNet'),
      deductedCagr3: cagr('deducted'),
      roe: openEq !== null && openEq + endEq > 0 ? pct(parent / ((openEq + endEq) / 2)) : null,
    };
  }

  growAbility(slot: number, type: 'report' | 'year', count: number): GrowAnswer {
    const p = this.cs.source.profiles[slot]!;
    const co = this.cs.company(slot);
    const known = this.known(slot).filter((c) => type === 'report' || quarterOfPeriod(c.g) === 3);
    const rows = known
      .slice(-count)
      .reverse()
      .map((c) => this.growRow(co, c.g));
    const latest = known.length > 0 ? known[known.length - 1]!.g : null;
    const peers: GrowPeer[] = [];
    if (latest !== null) {
      const peerKey = `${p.sec.industry}|${p.market}|${latest}|${this.ctx.today()}`;
      let memberRows = this.peerCache.get(peerKey);
      if (!memberRows) {
        memberRows = this.industryMembers(slot).flatMap((s) => {
          const k = this.known(s);
          return k.some((c) => c.g === latest) ? [{ s, row: this.growRow(this.cs.company(s), latest) }] : [];
        });
        this.peerCache.set(peerKey, memberRows);
      }
      const labels: Record<GrowPeer['key'], string> = {
        revenueYoy: '营业总收入同比',
        netProfitYoy: '归母净利润同比',
        deductedYoy: '扣非净利润同比',
        revenueCagr3: '营业总收入3年复合',
        netProfitCagr3: '归母净利润3年复合',
        roe: 'ROE',
      };
      const own = this.growRow(co, latest);
      for (const key of Object.keys(labels) as GrowPeer['key'][]) {
        const vals = memberRows.map((m) => m.row[key]).filter((x): x is number => x !== null);
        const v = own[key];
        peers.push({
          key,
          label: labels[key],
          value: v,
          industryAverage: mean(vals),
          industryMedian: median(vals),
          rank: v === null ? null : vals.filter((x) => x > v).length + 1,
          total: vals.length,
        });
      }
    }
    return { id: p.sec.id, name: p.sec.name, industry: p.sec.industry, rows, peerPeriod: latest === null ? null : periodString(latest), peers };
  }
}

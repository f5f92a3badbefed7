/**
 * 研报: the brokers covering a company publish in the days after each of its periodic reports (and
 * now and then a 深度报告), more brokers for larger companies. A report's rating is the broker's
 * persistent view of the stock with occasional moves (skewed to 买入/增持 as in reality), its
 * 评级变动 compares with the same broker's previous report, its 目标价 sits above the day's close
 * for a 买入, and its three-year EPS forecasts start from the actual TTM EPS known that day and
 * grow at the company's trailing growth pulled towards 10% (no peeking at later reports).
 *
 * The schedule (dates, brokers, ratings) needs no company model, so the market-wide list is cheap;
 * prices, EPS and titles are filled in for the rows shown. The consensus of a company and the star
 * analysts are read from these reports in `research.ts`.
 */
import type { Rating, RatingChange, ResearchReport } from '../../../contracts/endpoints/research';
import { RATINGS } from '../../../contracts/endpoints/research';
import { dayOfTradingIndex, mainlandIndexPlus } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { hash3, hashString, normal, uniform } from '../shared/rng';
import { periodAtOrBefore, quarterOfPeriod, reportLabel, yearOfPeriod } from '../companies/index';
import { Lru } from '../shared/lru';
import type { DisclosureContext } from './events-context';
import { personName } from './surveys';

const TAG = hashString('disclosure-research');
/** Reports are generated from this period on. */
export const RESEARCH_FIRST_PERIOD = 2019 * 4;
/** Companies ranked beyond this by size are not covered. */
const COVERED = 1300;

/** Brokers and their rating words (best first, for 买入…卖出). */
export const BROKERS: ReadonlyArray<readonly [string, number]> = [
  ['中信证券', 0],
  ['中金公司', 3],
  ['华泰证券', 0],
  ['国泰君安', 0],
  ['招商证券', 1],
  ['广发证券', 0],
  ['海通证券', 3],
  ['申万宏源', 0],
  ['中信建投', 0],
  ['兴业证券', 0],
  ['光大证券', 0],
  ['国信证券', 2],
  ['东吴证券', 0],
  ['天风证券', 0],
  ['长江证券', 0],
  ['安信证券', 0],
  ['方正证券', 1],
  ['国盛证券', 0],
  ['浙商证券', 0],
  ['开源证券', 0],
  ['民生证券', 1],
  ['东方证券', 0],
  ['平安证券', 1],
  ['华创证券', 1],
  ['西部证券', 0],
  ['太平洋证券', 0],
  ['国金证券', 0],
  ['信达证券', 0],
  ['华西证券', 0],
  ['德邦证券', 0],
  ['国海证券', 0],
  ['财通证券', 0],
  ['东北证券', 0],
  ['中泰证券', 0],
  ['华安证券', 0],
  ['国联证券', 0],
];
const WORDS: ReadonlyArray<readonly [string, string, string, string, string]> = [
  ['买入', '增持', '中性', '减持', '卖出'],
  ['强烈推荐', '推荐', '中性', '回避', '回避'],
  ['买入', '优于大市', '中性', '弱于大市', '弱于大市'],
  ['跑赢行业', '跑赢行业', '中性', '跑输行业', '跑输行业'],
];

/** A report's schedule entry (no prices). */
export interface ReportPlan {
  slot: number;
  idx: number;
  /** The period whose report triggered it (the latest known by then). */
  g: number;
  broker: number;
  lead: string;
  second: string | null;
  rating: Rating;
  change: RatingChange;
  kind: string;
  h: number;
  id: string;
  /** Reports on the stock in the 30 days up to this one (itself included). */
  monthCount: number;
}

const u = (h: number, i: number) => uniform(hash3(h, TAG, i));
export const round2 = (x: number) => Math.round(x * 100) / 100;
export const round3 = (x: number) => Math.round(x * 1000) / 1000;

/** Reports per report season by size rank. */
function intensity(rank: number): number {
  return rank < 50 ? 5 : rank < 150 ? 3 : rank < 400 ? 1.6 : rank < 800 ? 0.7 : rank < COVERED ? 0.25 : 0;
}

/** The analyst pair of a broker for an industry. */
function analysts(broker: number, industry: string): [string, string] {
  const h = hash3(broker, TAG, hashString(industry));
  return [personName(hash3(h, TAG, 1)), personName(hash3(h, TAG, 2))];
}

/** Details filled in for a report (prices, EPS). */
export interface Filled {
  report: ResearchReport;
  /** Forecast net profit (yuan) of the three years. */
  profit: [number, number, number] | null;
}

/** The research schedule and reports of the covered companies on the day on show. */
export class ResearchPlans {
  private readonly plans = new Map<number, { today: number; list: ReportPlan[] }>();
  private readonly filled = new Lru<string, Filled>(20_000);

  constructor(readonly ctx: DisclosureContext) {}

  /** Report schedule of a company up to the day before the one on show, oldest first. */
  plansOf(slot: number): ReportPlan[] {
    const today = this.ctx.today();
    const hit = this.plans.get(slot);
    if (hit && hit.today === today) return hit.list;
    const list = this.build(slot, today);
    this.plans.set(slot, { today, list });
    return list;
  }

  private build(slot: number, today: number): ReportPlan[] {
    const ctx = this.ctx;
    const profile = ctx.companies.source.profiles[slot]!;
    const rank = ctx.sizeRank(slot);
    const lam = intensity(rank);
    if (lam === 0 || profile.listIdx >= today) return [];
    const key = ctx.key(slot);
    const industry = profile.sec.industry || '综合';
    // The brokers covering it: a fixed set, larger for larger companies.
    const nBrokers = Math.max(1, Math.min(BROKERS.length, Math.round(lam * 3.2)));
    const order = BROKERS.map((_, i) => i).sort((a, b) => hash3(key, TAG, a) - hash3(key, TAG, b));
    const cover = order.slice(0, nBrokers);
    const raw: Array<Omit<ReportPlan, 'change' | 'kind' | 'id' | 'monthCount'> & { deep: boolean }> = [];
    const lastG = periodAtOrBefore(dayOfTradingIndex(today));
    for (let g = Math.max(RESEARCH_FIRST_PERIOD, ctx.firstListedPeriod(slot) + 1); g <= lastG; g++) {
      const notice = ctx.indexOf(ctx.noticeDay(slot, g));
      if (notice >= today) continue;
      const hg = hash3(key, TAG, g);
      const n = Math.floor(lam * (0.5 + u(hg, 0))) + (u(hg, 1) < lam % 1 ? 1 : 0) + (quarterOfPeriod(g) === 3 ? 1 : 0);
      const deep = u(hg, 2) < Math.min(0.6, lam / 6);
      for (let i = 0; i < n + (deep ? 1 : 0); i++) {
        const h = hash3(hg, TAG, 100 + i);
        const isDeep = i === n;
        const idx = mainlandIndexPlus(notice, isDeep ? 15 + Math.floor(u(h, 0) * 30) : 1 + Math.floor(u(h, 0) * 6));
        if (idx >= today) continue;
        const broker = cover[Math.floor(u(h, 1) * cover.length)]!;
        // The broker's view: a persistent base rating per stock, moving one notch now and then.
        const hb = hash3(key, TAG, 1000 + broker);
        const base = u(hb, 0) < 0.55 ? 0 : u(hb, 0) < 0.87 ? 1 : u(hb, 0) < 0.97 ? 2 : u(hb, 0) < 0.99 ? 3 : 4;
        const drift = u(hash3(hb, TAG, g), 0);
        const r = Math.max(0, Math.min(4, base + (drift < 0.1 ? 1 : drift > 0.9 ? -1 : 0)));
        const [lead, second] = analysts(broker, industry);
        raw.push({ slot, idx, g, broker, lead, second: u(h, 3) < 0.6 ? second : null, rating: RATINGS[r]!, h, deep: isDeep });
      }
    }
    raw.sort((a, b) => a.idx - b.idx || a.broker - b.broker || a.h - b.h);
    const last = new Map<number, Rating>();
    const out: ReportPlan[] = [];
    let lo = 0;
    raw.forEach((p, i) => {
      const before = last.get(p.broker);
      const change: RatingChange =
        before === undefined ? '首次' : before === p.rating ? '维持' : RATINGS.indexOf(p.rating) < RATINGS.indexOf(before) ? '调高' : '调低';
      last.set(p.broker, p.rating);
      const kind = change === '首次' ? '首次覆盖' : p.deep ? '深度报告' : `${reportLabel(p.g)}点评`;
      const fromDay = dayOfTradingIndex(p.idx) - 30;
      while (dayOfTradingIndex(raw[lo]!.idx) <= fromDay) lo++;
      const { deep: _deep, ...rest } = p;
      out.push({ ...rest, change, kind, id: `${profile.sec.id}-R${i}`, monthCount: i - lo + 1 });
    });
    return out;
  }

  /** The broker of a plan. */
  orgOf(p: ReportPlan): string {
    return BROKERS[p.broker]![0];
  }

  /** The wire report of a plan (prices, EPS forecasts, title), cached. */
  report(p: ReportPlan): ResearchReport {
    return this.fill(p).report;
  }

  protected fill(p: ReportPlan): Filled {
    const hit = this.filled.get(p.id);
    if (hit) return hit;
    const ctx = this.ctx;
    const cs = ctx.companies;
    const profile = cs.source.profiles[p.slot]!;
    const co = cs.company(p.slot);
    const price = ctx.close(p.slot, p.idx) ?? 0;
    const known = cs.knownAt(p.slot, p.idx);
    const shares = co.capital.at(p.idx);
    const ttm = known?.ttm ?? null;
    const ttmEps = ttm && shares > 0 ? ttm.parentNet / 100 / shares : null;
    const kg = known?.g ?? periodAtOrBefore(dayOfTradingIndex(p.idx)) - 1;
    const y0 = yearOfPeriod(kg + 1);
    const years: [number, number, number] = [y0, y0 + 1, y0 + 2];
    // Trailing growth of the TTM profit, pulled towards 10%, plus the broker's own view.
    const prev = known ? cs.ttm(p.slot, known.g - 4) : null;
    const yoy = ttm && prev && prev.parentNet > 0 ? ttm.parentNet / prev.parentNet - 1 : 0.1;
    const growth = Math.max(-0.25, Math.min(0.45, 0.5 * Math.max(-0.3, Math.min(0.6, yoy)) + 0.05 + 0.04 * normal(hash3(p.h, TAG, 7))));
    let eps: [number, number, number] | null = null;
    if (ttmEps !== null) {
      if (ttmEps > 0) {
        const rem = (4 - quarterOfPeriod(kg + 1)) / 4;
        const e0 = ttmEps * (1 + growth * rem);
        const e1 = e0 * (1 + growth * 0.9);
        const e2 = e1 * (1 + growth * 0.8);
        eps = [round3(e0), round3(e1), round3(e2)];
      } else {
        eps = [round3(ttmEps * 0.7), round3(ttmEps * 0.3), round3(-ttmEps * 0.2)];
      }
    }
    const pe: ResearchReport['pe'] = eps ? (eps.map((e) => (e > 0 && price > 0 ? round2(price / e) : null)) as ResearchReport['pe']) : null;
    const r = RATINGS.indexOf(p.rating);
    const t = u(p.h, 20);
    let target: number | null = null;
    if (price > 0) {
      if (r === 0) target = Math.max(round2(price * (1.12 + 0.33 * t)), round2(price + 0.01));
      else if (r === 1 && t < 0.7) target = round2(price * (1.05 + 0.2 * u(p.h, 21)));
      else if (r === 2 && t < 0.3) target = round2(price * (0.95 + 0.1 * u(p.h, 21)));
      else if (r >= 3 && t < 0.4) target = round2(price * (0.75 + 0.15 * u(p.h, 21)));
    }
    // Headline from the latest known report's growth.
    const label = `${yearOfPeriod(kg)}年${reportLabel(kg)}`;
    const ytd = (g: number) => cs.ytd(p.slot, g, (c) => c.parentNet);
    const ytdRev = (g: number) => cs.ytd(p.slot, g, (c) => c.revenue);
    const net = kg >= co.first ? ytd(kg) : 0;
    const net0 = kg - 4 >= co.first ? ytd(kg - 4) : 0;
    const rev = kg >= co.first ? ytdRev(kg) : 0;
    const rev0 = kg - 4 >= co.first ? ytdRev(kg - 4) : 0;
    const ny = net0 > 0 ? net / net0 - 1 : null;
    const ry = rev0 > 0 ? rev / rev0 - 1 : null;
    const heads =
      net <= 0
        ? ['短期业绩承压，静待拐点', '亏损收窄可期，关注经营改善']
        : ny === null
          ? ['经营稳健，长期价值可期', '核心业务稳步推进']
          : ny > 0.25
            ? ['业绩高增长，盈利能力持续提升', '业绩超预期，成长逻辑兑现']
            : ny > 0
              ? ['业绩稳健增长，经营质量向好', '收入利润双增，龙头地位稳固']
              : ['业绩阶段性承压，关注需求修复', '短期承压不改长期逻辑'];
    const head = heads[Math.floor(u(p.h, 22) * heads.length)]!;
    const prefix = p.kind === '首次覆盖' ? '首次覆盖报告：' : p.kind === '深度报告' ? '深度报告：' : `${label}点评：`;
    const pct = (x: number | null) => (x === null ? '同比变动较大' : `同比${x >= 0 ? '+' : ''}${(x * 100).toFixed(2)}%`);
    const words = WORDS[BROKERS[p.broker]![1]]!;
    const orgRating = words[r]!;
    const epsText = eps ? `我们预计公司${years[0]}-${years[2]}年EPS分别为${eps.map((e) => e.toFixed(2)).join('/')}元` : '';
    const peText = pe?.every((x) => x !== null) ? `，对应PE分别为${pe.map((x) => x!.toFixed(1)).join('/')}倍` : '';
    const summary = [
      kg >= co.first
        ? `事件：公司发布${label}，实现营业收入${(rev / 1e10).toFixed(2)}亿元，${pct(ry)}；归母净利润${(net / 1e10).toFixed(2)}亿元，${pct(ny)}。`
        : '',
      `投资建议：${epsText}${peText}，${p.change === '首次' ? '首次覆盖' : p.change === '维持' ? '维持' : '给予'}“${orgRating}”评级${target !== null ? `，目标价${target.toFixed(2)}元` : ''}。`,
      '风险提示：宏观经济波动；行业竞争加剧；原材料价格波动。',
    ].join('');
    const report: ResearchReport = {
      id: p.id,
      date: formatDay(dayOfTradingIndex(p.idx)),
      code: profile.sec.id,
      name: profile.sec.name,
      industry: profile.sec.industry || '综合',
      title: `${profile.sec.name}(${profile.sec.code})${prefix}${head}`,
      kind: p.kind,
      org: BROKERS[p.broker]![0],
      analysts: p.second ? [p.lead, p.second] : [p.lead],
      rating: p.rating,
      ratingChange: p.change,
      orgRating,
      price: round2(price),
      targetPrice: target,
      ttmEps: ttmEps === null ? null : Math.round(ttmEps * 10000) / 10000,
      years,
      eps,
      pe,
      monthCount: p.monthCount,
      pages: p.kind === '深度报告' || p.kind === '首次覆盖' ? 20 + Math.floor(u(p.h, 23) * 25) : 3 + Math.floor(u(p.h, 23) * 8),
      summary,
    };
    const out: Filled = { report, profit: eps ? (eps.map((e) => Math.round(e * shares)) as [number, number, number]) : null };
    this.filled.set(p.id, out);
    return out;
  }

  /** Every plan of the covered companies in [fromIdx, toIdx], newest first. */
  market(fromIdx: number, toIdx: number): ReportPlan[] {
    const out: ReportPlan[] = [];
    for (const slot of this.ctx.aShareSlots()) {
      if (this.ctx.sizeRank(slot) >= COVERED) continue;
      for (const p of this.plansOf(slot)) if (p.idx >= fromIdx && p.idx <= toIdx) out.push(p);
    }
    return out.sort((a, b) => b.idx - a.idx || a.slot - b.slot || a.h - b.h);
  }
}

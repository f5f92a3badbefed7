/**
 * The cross-section of the simulated market on one day, measured as the pages show it (the quote
 * grid's PE-TTM / PB / 股息率 from `Companies.valuationAt` at the price on show — the screener's and
 * /pepChat's to the bit —, ROE and 毛利率 of the latest 年报 as 主要指标 and 业绩报表 print them, the
 * quotes' 换手率 and 成交额), beside the range a real A-share cross-section shows and where that
 * range comes from. `npm run sim:stats` prints and gates these lines (scripts/sim-stats.ts).
 */
import { keyFigures } from '../../gateway/sim/companies/figures';
import type { CompanyBackedMarket } from '../../gateway/sim/companies/company-backed-market';
import { correlation, median } from '../../gateway/sim/market/model/stylized-facts';

/** A gated figure's real range and its source. */
export interface Reference {
  lo: number;
  hi: number;
  source: string;
}

/** The five industries whose ROE and 毛利率 medians are gated (banks have no 毛利率: 公用事业 stands in). */
export const ROE_INDUSTRIES = ['银行', '食品饮料', '煤炭', '电子', '计算机'] as const;
export const GROSS_INDUSTRIES = ['食品饮料', '医药生物', '电子', '计算机', '公用事业'] as const;
/** Industries whose dividend yields are set against each other: the payers (banks, coal) and the growth ones. */
export const YIELD_INDUSTRIES = ['银行', '煤炭', '电子', '计算机'] as const;

const LIXINGER = 'lixinger.com industry pages (申万, cap-weighted)';

/** The real ranges, keyed by the measure's name. Percent figures are percent numbers. */
export const REFERENCES: Readonly<Record<string, Reference>> = {
  peMedian: {
    lo: 22,
    hi: 45,
    source:
      'akshare stock_a_ttm_lyr (乐咕乐股 全部A股 中位数市盈率TTM: losses and PE > 300 left out, the rule used here); etf.run 中证1000 等权 PE-TTM 38.62 on 2025-06-19 (10y 20–80% 33.4–71.5); 沪深300 TTM 中位数 27.9 (2025-02-28)',
  },
  lossShare: {
    lo: 0.15,
    hi: 0.3,
    source: '国泰海通《全A上市公司2024年年度报告全景简析》2025-05-08: 亏损企业占比 20.8% (2023) → 26.6% (2024), 全A 非金融/石油石化',
  },
  pbMedian: {
    lo: 1.4,
    hi: 3.2,
    source:
      'akshare stock_a_all_pb (乐咕乐股 全部A股 中位数市净率); etf.run 中证1000 等权 PB 2.49 on 2025-06-19 (10y 20–80% 2.35–4.14); 申万银行 0.709 (lixinger, 2025-12-05)',
  },
  dyMedian: {
    lo: 0.4,
    hi: 1.8,
    source: `about 70% of A-shares pay a cash dividend (2023 年报); payers' yields by industry as below (${LIXINGER}); band ours`,
  },
  dyOver5: { lo: 0.01, hi: 0.1, source: 'banks, coal, oil and a few utilities and SOEs above 5% (see the industry lines); band ours' },
  'dyMedian 银行': { lo: 3, hi: 7, source: `申万银行 股息率 4.10%, PE 7.31, PB 0.709 (${LIXINGER}, 2025-12-05); big four 分红率 30–35%` },
  'dyMedian 煤炭': { lo: 3, hi: 8, source: `申万煤炭 股息率 5.31%, PE 12.62 (${LIXINGER}, 2025-05-13); 中证煤炭 399998 6.10% (2025-12-30)` },
  'dyMedian 电子': { lo: 0, hi: 1.2, source: `申万电子 股息率 0.55–0.61%, PE 72 (${LIXINGER}, 2025-08)` },
  'dyMedian 计算机': { lo: 0, hi: 1.2, source: `申万计算机 股息率 1.17% (a few large payers' weight), 国证信息技术 C08 0.73% (${LIXINGER})` },
  'dyOver5 银行': { lo: 0.1, hi: 0.9, source: 'band ours: city and rural banks at PB 0.5–0.7 yield 4–6% (上市银行估值比较表, djyanbao 2025-11-17)' },
  'dyOver5 煤炭': { lo: 0.15, hi: 0.9, source: 'band ours: the 申万煤炭 yield sits at 5–6%' },
  'dyOver5 电子': { lo: 0, hi: 0.03, source: 'band ours: an industry yielding 0.6% has next to no 5% payers' },
  'dyOver5 计算机': { lo: 0, hi: 0.03, source: 'band ours: an industry yielding 0.7–1.2% has next to no 5% payers' },
  'roe 银行': { lo: 7, hi: 13, source: '上市银行 ROAE 2025E 4.9–15.6%, most 9–13% (上市银行估值比较表, djyanbao 2025-11-17)' },
  'roe 食品饮料': { lo: 6, hi: 18, source: '国泰海通 2025-05-08: 食品饮料 加权ROE 16.8% (2024), the median below the weighted' },
  'roe 煤炭': { lo: 5, hi: 16, source: 'band ours: 申万煤炭 PB 1.36 at PE 12.6 puts its ROE near 11%' },
  'roe 电子': { lo: 1, hi: 10, source: 'band ours: 申万电子 PB 4.4 at PE 72 puts its ROE near 6%; 全A(非金/油) 加权ROE 6.0% (国泰海通, 2024)' },
  'roe 计算机': { lo: -3, hi: 8, source: 'band ours: 申万计算机 PB 2.57 at PE 108 puts its ROE near 2.4%, a third of the members losing' },
  'gross 食品饮料': { lo: 30, hi: 55, source: `国证食品饮料与烟草 C0503 毛利率 37.9% (${LIXINGER}: 国证, annual, cap-weighted)` },
  'gross 医药生物': { lo: 35, hi: 65, source: `国证医药卫生 C06 毛利率 35.3% (cap-weighted; 医药商业's thin margins weigh it down) (${LIXINGER})` },
  'gross 电子': { lo: 15, hi: 30, source: 'band ours: 申万 其他计算机设备 22.3%, 国证工业 13.0% (lixinger 成本分析)' },
  'gross 计算机': { lo: 25, hi: 50, source: 'band ours: software 40–60%, hardware 20–25% (申万 其他计算机设备 22.3%, lixinger)' },
  'gross 公用事业': { lo: 15, hi: 35, source: `国证公用事业 C1001 毛利率 21.0% (${LIXINGER})` },
  capTurnover: {
    lo: -0.8,
    hi: -0.1,
    source: 'small caps trade more of their float: 换手率 沪深300 0.27%, 中证500 0.82%, 创业板指 1.50% on 2018-10-18 (tushare index_dailybasic)',
  },
  indexAmount: { lo: 0, hi: 1e-9, source: 'definition: an index’s 成交额 is its members’ (largest relative gap over the computed indexes)' },
};

/** One company's figures on the day. */
interface Row {
  industry: string;
  peTtm: number | null;
  loss: boolean;
  pb: number | null;
  dy: number;
  roe: number | null;
  gross: number | null;
  totalCap: number;
  turnover: number | null;
}

/** The measures of one market on the day on show (keys as {@link REFERENCES}). */
export function measureCrossSection(market: CompanyBackedMarket): Record<string, number> {
  const cs = market.companies;
  const T = market.tradingIndex();
  const rows: Row[] = [];
  for (const p of cs.source.profiles) {
    if (p.cls !== 'stock' || p.market === 'hk' || !cs.isCompany(p.slot)) continue;
    const q = market.quote(p.sec.id);
    if (!q || q.price <= 0) continue;
    const known = cs.knownAt(p.slot, T);
    if (!known?.ttm) continue;
    const v = cs.valuationAt(p.slot, T, q.price);
    const co = cs.company(p.slot);
    let annual = known.g;
    while (annual % 4 !== 3) annual--;
    const k = annual >= co.first ? keyFigures(co, annual, false) : null;
    rows.push({
      industry: p.sec.industry,
      peTtm: v.peTtm,
      loss: v.loss,
      pb: v.pb,
      dy: v.dy ?? 0,
      roe: k?.roe ?? null,
      gross: k?.grossMargin ?? null,
      totalCap: v.totalCap,
      turnover: q.turnover,
    });
  }
  const out: Record<string, number> = {};
  const of = (industry: string) => rows.filter((r) => r.industry === industry);
  const share = (rs: readonly Row[], f: (r: Row) => boolean) => (rs.length === 0 ? Number.NaN : rs.filter(f).length / rs.length);
  const med = (xs: (number | null)[]) => median(xs.filter((x): x is number => x !== null && Number.isFinite(x)));
  out.companies = rows.length;
  out.peMedian = med(rows.map((r) => (!r.loss && r.peTtm !== null && r.peTtm <= 300 ? r.peTtm : null)));
  out.lossShare = share(rows, (r) => r.loss);
  out.pbMedian = med(rows.map((r) => (r.pb !== null && r.pb > 0 ? r.pb : null)));
  out.dyMedian = med(rows.map((r) => r.dy));
  out.dyOver5 = share(rows, (r) => r.dy > 5);
  for (const ind of YIELD_INDUSTRIES) {
    out[`dyMedian ${ind}`] = med(of(ind).map((r) => r.dy));
    out[`dyOver5 ${ind}`] = share(of(ind), (r) => r.dy > 5);
  }
  for (const ind of ROE_INDUSTRIES) out[`roe ${ind}`] = med(of(ind).map((r) => r.roe));
  for (const ind of GROSS_INDUSTRIES) out[`gross ${ind}`] = med(of(ind).map((r) => r.gross));
  const traded = rows.filter((r) => r.turnover !== null && r.turnover > 0 && r.totalCap > 0);
  out.capTurnover = correlation(
    traded.map((r) => Math.log(r.totalCap)),
    traded.map((r) => Math.log(r.turnover!)),
  );
  out.indexAmount = indexAmountGap(market);
  return out;
}

/** Largest relative gap between a computed index's 成交额 and the sum of its members' on the day on show. */
export function indexAmountGap(market: CompanyBackedMarket): number {
  let worst = 0;
  for (const p of market.companies.source.profiles) {
    if (p.cls !== 'index') continue;
    const members = market.constituentWeights(p.sec.id);
    const q = market.quote(p.sec.id);
    if (!members || !q || q.amount <= 0) continue;
    let sum = 0;
    for (const m of members) sum += market.quote(m.id)?.amount ?? 0;
    worst = Math.max(worst, Math.abs(q.amount - sum) / q.amount);
  }
  return worst;
}

/** True when a measure lies inside its reference. */
export function inRange(name: string, value: number): boolean {
  const r = REFERENCES[name];
  return r !== undefined && Number.isFinite(value) && value >= r.lo && value <= r.hi;
}

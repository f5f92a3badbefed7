/**
 * The static parameters of one company: its statement format, margins, cost structure, balance
 * sheet structure and the valuation its profits are calibrated to. Industry (申万一级) sets the
 * centre of each, the company's hash spreads it, and a few well-known companies are anchored to
 * what they really look like (贵州茅台's margins, the banks, a loss-making biotech).
 */
import type { StatementFormat } from '../../../contracts/endpoints/fundamentals';
import type { Profile } from '../market/index';
import { knownEarner, lossFromOf } from '../market/index';
import { hash2, hashString, normal, uniform } from '../shared/rng';

/**
 * Industry centres: net margin, gross margin, revenue / assets, debt ratio, capex / revenue, R&D /
 * revenue, 税金及附加 / revenue (the industry's tax: 资源税 on coal, 消费税 on oil and spirits,
 * 土地增值税 on property), and 销售费用's share of 销售+管理 (drug makers and consumer brands sell,
 * heavy industry administers). The PE the market pays is the market's (`market/model/earnings-habits.ts`,
 * read through the profile's `pe0`). References: 国证医药卫生 C06 毛利率 35.3%, 销售费用率 14.0%, 管理
 * 5.2%, 研发 4.5%; 国证公用事业 C1001 毛利率 21.0%, 销售 0.47%, 管理 3.1%; 国证食品饮料与烟草 C0503
 * 毛利率 37.9%, 销售 9.0%, 管理 4.1%; 国证工业 C03 毛利率 13.0%, 销售 1.5%, 管理 2.9%, 研发 2.5%
 * (lixinger.com 成本分析, annual figures, cap-weighted: the typical member's margins sit above them).
 */
interface IndustryShape {
  net: number;
  gross: number;
  turnover: number;
  debt: number;
  capex: number;
  rd: number;
  /** 税金及附加 over revenue. */
  taxes: number;
  /** 销售费用 over 销售+管理. */
  sell: number;
  /** Revenue weight of Q1…Q4 (mean 1). */
  season: readonly [number, number, number, number];
}

const FLAT = [0.92, 1, 1, 1.08] as const;
const I = (
  net: number,
  gross: number,
  turnover: number,
  debt: number,
  capex: number,
  rd: number,
  taxes: number,
  sell: number,
  season: IndustryShape['season'] = FLAT,
): IndustryShape => ({ net, gross, turnover, debt, capex, rd, taxes, sell, season });

/** 申万一级 industry shapes (rough real medians). */
const INDUSTRIES: Readonly<Record<string, IndustryShape>> = {
  银行: I(0.36, 1, 0.028, 0.92, 0.01, 0, 0.011, 0.3),
  非银金融: I(0.2, 1, 0.12, 0.82, 0.01, 0, 0.007, 0.4),
  房地产: I(0.05, 0.2, 0.22, 0.76, 0.01, 0.002, 0.07, 0.45, [0.7, 0.95, 0.9, 1.45]),
  食品饮料: I(0.12, 0.42, 0.75, 0.35, 0.04, 0.01, 0.02, 0.65, [1.15, 0.9, 0.95, 1]),
  美容护理: I(0.1, 0.6, 0.75, 0.35, 0.04, 0.03, 0.008, 0.75),
  家用电器: I(0.08, 0.26, 0.9, 0.6, 0.03, 0.035, 0.006, 0.6),
  轻工制造: I(0.06, 0.25, 0.8, 0.45, 0.06, 0.03, 0.008, 0.45),
  纺织服饰: I(0.07, 0.35, 0.75, 0.4, 0.04, 0.02, 0.008, 0.6),
  商贸零售: I(0.03, 0.2, 1.1, 0.6, 0.03, 0.005, 0.008, 0.65),
  交通运输: I(0.08, 0.18, 0.45, 0.55, 0.12, 0.005, 0.006, 0.25),
  社会服务: I(0.08, 0.35, 0.5, 0.45, 0.08, 0.01, 0.01, 0.45),
  传媒: I(0.07, 0.35, 0.55, 0.35, 0.04, 0.05, 0.006, 0.5),
  医药生物: I(0.1, 0.5, 0.55, 0.32, 0.06, 0.08, 0.012, 0.72),
  农林牧渔: I(0.05, 0.15, 0.8, 0.5, 0.08, 0.01, 0.004, 0.4),
  石油石化: I(0.04, 0.18, 1.1, 0.5, 0.07, 0.005, 0.03, 0.35),
  煤炭: I(0.12, 0.32, 0.55, 0.45, 0.08, 0.005, 0.07, 0.2),
  有色金属: I(0.05, 0.12, 1.1, 0.5, 0.07, 0.01, 0.012, 0.25),
  钢铁: I(0.02, 0.08, 1, 0.55, 0.05, 0.02, 0.006, 0.2),
  基础化工: I(0.07, 0.2, 0.75, 0.45, 0.1, 0.03, 0.007, 0.35),
  建筑材料: I(0.07, 0.25, 0.6, 0.5, 0.08, 0.02, 0.012, 0.45),
  公用事业: I(0.1, 0.22, 0.3, 0.6, 0.15, 0.005, 0.01, 0.15),
  环保: I(0.09, 0.3, 0.3, 0.55, 0.12, 0.02, 0.01, 0.25),
  建筑装饰: I(0.03, 0.11, 0.7, 0.75, 0.02, 0.025, 0.004, 0.2, [0.8, 1, 0.95, 1.25]),
  汽车: I(0.05, 0.18, 0.85, 0.55, 0.07, 0.04, 0.008, 0.5),
  机械设备: I(0.08, 0.27, 0.6, 0.5, 0.05, 0.05, 0.007, 0.45),
  国防军工: I(0.07, 0.25, 0.45, 0.45, 0.06, 0.06, 0.005, 0.3, [0.7, 0.95, 0.9, 1.45]),
  电力设备: I(0.07, 0.22, 0.65, 0.58, 0.1, 0.045, 0.006, 0.45),
  电子: I(0.07, 0.22, 0.65, 0.45, 0.12, 0.07, 0.005, 0.35),
  计算机: I(0.06, 0.4, 0.5, 0.38, 0.04, 0.13, 0.006, 0.45, [0.65, 0.95, 0.9, 1.5]),
  通信: I(0.07, 0.3, 0.6, 0.45, 0.08, 0.08, 0.005, 0.45),
  综合: I(0.04, 0.2, 0.4, 0.5, 0.05, 0.01, 0.01, 0.4),
};
const DEFAULT_SHAPE = INDUSTRIES.综合!;

/**
 * Companies whose real profile is well known: they look like themselves. Their PE on the anchor
 * day, payout and loss years are the market's (`knownEarner` of market/model/earnings-habits.ts);
 * every id here must be a known earner there.
 */
interface Anchor {
  /** Revenue / total assets. */
  turnover?: number;
  /** 归母净利润 of the 2024 年报, yuan. */
  profit2024?: number;
  net?: number;
  gross?: number;
  debt?: number;
  /** Consumption tax and the like over revenue. */
  taxes?: number;
  /** R&D over revenue. */
  rd?: number;
  /** 销售费用 over 销售+管理. */
  sell?: number;
  /** A bank's ROE (2024 年报 ROAE: 工商 9.9%, 建设 10.7%, 招商 14.5%, each lower in 2025). */
  roe?: number;
}

const ANCHORS: Readonly<Record<string, Anchor>> = {
  '600519.SH': { turnover: 0.55, profit2024: 862.28e8, net: 0.52, gross: 0.919, debt: 0.19, taxes: 0.145, rd: 0.002, sell: 0.4 },
  '000858.SZ': { profit2024: 318.5e8, net: 0.37, gross: 0.77, debt: 0.22, taxes: 0.14, sell: 0.7 },
  '601398.SH': { profit2024: 3658.6e8, roe: 0.095 },
  '601939.SH': { profit2024: 3355.8e8, roe: 0.1 },
  '600036.SH': { profit2024: 1483.9e8, roe: 0.135 },
  '601318.SH': { profit2024: 1266.1e8 },
  '300750.SZ': { profit2024: 507.4e8, net: 0.14, gross: 0.25 },
  '688180.SH': { gross: 0.75 },
  '688235.SH': { gross: 0.84 },
};

/** Insurers keep their own statement format. */
const INSURERS = new Set(['601318.SH', '601628.SH', '601601.SH', '601336.SH', '601319.SH', '02318.HK', '02628.HK', '01299.HK', '02601.HK']);

/** Parameters of one company (all fractions, not percent). */
export interface CompanyParams {
  readonly format: StatementFormat;
  readonly industry: string;
  /** PE-TTM its profits are calibrated to at the smoothed price. */
  readonly pe: number;
  /** Normal net margin (positive). */
  readonly net: number;
  readonly gross: number;
  /** Revenue / total assets, annual. */
  readonly turnover: number;
  readonly debt: number;
  readonly capex: number;
  readonly rd: number;
  readonly taxes: number;
  readonly taxRate: number;
  readonly minority: number;
  readonly season: readonly [number, number, number, number];
  /** Cash (货币资金) over total assets. */
  readonly cashShare: number;
  /** Years losing money (inclusive from), null when never a loss maker by design. */
  readonly lossFrom: number | null;
  /** Net loss over revenue in a loss year: [least, most] (a growth company burns far more than a mature one). */
  readonly lossDepth: readonly [number, number];
  /**
   * Highest net margin the cost structure allows: (毛利率 − 税金及附加 − 研发 − 0.7 × the centre
   * 销售+管理) × (1 − 所得税率). 销售+管理 closes the operating profit, so a margin drawn near the
   * structure's limit swung it (and before any cap, 营业成本) by multiples from one year to the next
   * (seen: 茅台's 营业成本 at 0 one year and +572% the next, then 销售费用 +283%).
   */
  readonly maxNet: number;
  /** Lowest net margin of a normal year: 销售+管理 at most 1.5× its centre (a loss year is drawn apart). */
  readonly minNet: number;
  /** 销售+管理费用 over revenue at the centre margin (banks: 业务及管理费 with the other costs). */
  readonly saCentre: number;
  /** 销售费用 over revenue at the centre margin: its industry's share of {@link saCentre}, spread by the company. */
  readonly selling: number;
  /** 管理费用 over revenue at the centre margin (the rest of {@link saCentre}). */
  readonly admin: number;
  /** Financial investments (理财, 长期股权投资) over total assets: a cash-rich company holds more, and its 投资收益 is their return. */
  readonly investShare: number;
  /** A well-known company modelled on its real figures: steady margins, never a random bad year (market earnings-habits' known earners). */
  readonly anchored: boolean;
  /** Scale applied to every money figure so an anchored company hits its real 2024 profit (1 otherwise; solved lazily). */
  readonly profit2024: number | null;
  /** Seed of this company's draws. */
  readonly key: number;
}

/** Tags separating the company model's draws from the price model's. */
export const CTAG = {
  params: hashString('company-params'),
  quarter: hashString('company-quarter'),
  year: hashString('company-year'),
  split: hashString('company-split'),
  notice: hashString('company-notice'),
  forecast: hashString('company-forecast'),
  segment: hashString('company-segment'),
  dividend: hashString('company-dividend'),
} as const;

const clamp = (x: number, lo: number, hi: number) => (x < lo ? lo : Math.min(x, hi));

/** Is a profile a company (a stock, A-share or HK)? */
export function isCompany(p: Profile): boolean {
  return p.cls === 'stock';
}

/** Least 销售+管理 share of revenue at the centre margin. */
const MIN_SA = 0.03;

/** The centre 销售+管理 share and the normal-year margin bounds that keep it within 0.7×…1.5× of it. */
function marginBounds(net: number, gross: number, taxes: number, rd: number, taxRate: number): { saCentre: number; maxNet: number; minNet: number } {
  const room = gross - taxes - rd;
  const saCentre = Math.max(MIN_SA, room - net / (1 - taxRate));
  const maxNet = Math.max(0.01, (room - 0.7 * saCentre) * (1 - taxRate));
  const minNet = Math.min(maxNet, Math.max(0.002, (room - 1.5 * saCentre) * (1 - taxRate)));
  return { saCentre, maxNet, minNet };
}

/** The key every draw of a company's model hangs off (its params, quarters, dates, events). */
export function companyKey(p: Profile): number {
  return hash2(p.key, CTAG.params);
}

/**
 * The multiple of a listing the IPO pipeline drew: its 发行市盈率 carried to the price level its
 * model runs at (the first close), so its earnings put the PE at the 发行价 near the prospectus's.
 */
function issueMultiple(p: Profile): number | null {
  const o = p.sec.offering;
  return o !== undefined ? clamp((o.issuePe * p.level) / o.issuePrice, 4, 600) : null;
}

/**
 * A bank's margin, leverage and turnover, drawn together so its ROE and PB are a bank's. ROE =
 * 净利率 × 营业收入/总资产 ÷ (1 − 负债率) (the equity follows the business, model.ts), so the three drawn
 * apart multiplied into bank ROEs of 5–46% and PBs of 0.3–3.2 (平安银行 PB 3.17 at ROE 36%, 宁波银行
 * 1.30 at 25%). Real: 上市银行 ROAE mostly 9–13% (2025E 4.9–15.6%, 上市银行估值比较表, djyanbao
 * 2025-11-17); 申万银行 PB 0.709 at PE-TTM 7.31 (lixinger.com, 2025-12-05), the members at 0.4–1.0;
 * 净利润 / 营业收入 30–45%; 负债率 91–93%. So the PB the market pays is drawn (around 0.62), the ROE
 * follows as PB ÷ PE within 7.5–14% (a bank at a high PB earns more, PB = PE × ROE), and the
 * turnover is what earns that ROE at the drawn margin and leverage.
 */
function bankBook(pe: number, z: (i: number) => number, anchored?: number): { net: number; debt: number; turnover: number } {
  const net = clamp(0.36 * Math.exp(0.15 * z(1)), 0.26, 0.47);
  const debt = clamp(0.92 + 0.006 * z(6), 0.905, 0.935);
  const roe = anchored ?? clamp((0.62 * Math.exp(0.22 * z(16))) / pe, 0.075, 0.14);
  return { net, debt, turnover: (roe * (1 - debt)) / net };
}

/** Parameters of a company. */
export function companyParams(p: Profile, anchorYear: number): CompanyParams {
  const key = companyKey(p);
  const z = (i: number) => normal(hash2(key, i));
  const u = (i: number) => uniform(hash2(key, 100 + i));
  const id = p.sec.id;
  const anchor = ANCHORS[id] ?? {};
  const industry = p.sec.industry;
  const shape = INDUSTRIES[industry] ?? DEFAULT_SHAPE;
  const format: StatementFormat = industry === '银行' ? 'bank' : INSURERS.has(id) ? 'insurance' : 'general';
  const financial = format !== 'general';
  const pe = issueMultiple(p) ?? Math.max(4, Math.abs(p.pe0));
  const bank = format === 'bank' ? bankBook(pe, z, anchor.roe) : null;
  const drawn = anchor.net ?? bank?.net ?? clamp(shape.net * Math.exp(0.4 * z(1)), 0.01, financial ? 0.5 : 0.45);
  const gross = financial ? 1 : (anchor.gross ?? clamp(Math.max(shape.gross * Math.exp(0.3 * z(2)), drawn / 0.6 + 0.03), 0.05, 0.95));
  // A profile drawn as a loss maker (pe0 < 0) loses money over its last one to six years (the market's
  // draw: its dividends stop with the losses); an anchored profitable company (茅台, the banks) never is one.
  const anchored = id in ANCHORS;
  const lossFrom = lossFromOf(p, anchorYear);
  const rd = anchor.rd ?? clamp(shape.rd * Math.exp(0.3 * z(8)), 0, 0.4);
  // 税金及附加 follow revenue at the industry's rate (资源税, 消费税, 土地增值税 where they apply).
  const taxes = anchor.taxes ?? clamp(shape.taxes * Math.exp(0.35 * z(9)), 0.001, 0.2);
  const taxRate = u(10) < 0.45 ? 0.15 : 0.25;
  // A drawn margin the cost structure cannot earn (毛利 less 税金, 研发 and the least 销售+管理) was cut to
  // its 最高 in every year, so the company earned below its multiple (a listing at twice its 发行市盈率).
  const net = anchor.net ?? clamp(Math.min(drawn, (gross - taxes - rd - MIN_SA) * (1 - taxRate)), 0.01, drawn);
  // A mature company's loss year costs a few percent of revenue; an anchored growth company (a biotech) burns far more.
  const lossDepth: readonly [number, number] = knownEarner(id)?.lossFrom !== undefined ? [0.25, 0.95] : [0.02, 0.2];
  const bounds = marginBounds(net, gross, taxes, rd, taxRate);
  const sell = anchor.sell ?? clamp(shape.sell + 0.1 * z(14), 0.05, 0.9);
  const cashShare = clamp((financial ? 0.06 : 0.15) * Math.exp(0.35 * z(13)), 0.02, 0.6);
  return {
    format,
    industry,
    // The multiple the market values the company at (its profile's: the dividend habit is drawn against it), a new listing's from its 发行市盈率.
    pe,
    net,
    gross,
    turnover: anchor.turnover ?? bank?.turnover ?? clamp(shape.turnover * Math.exp(0.25 * z(5)), 0.01, 3),
    debt: anchor.debt ?? bank?.debt ?? clamp(shape.debt + 0.1 * z(6) * (financial ? 0.2 : 1), 0.08, financial ? 0.95 : 0.88),
    capex: clamp(shape.capex * Math.exp(0.3 * z(7)), 0.002, 0.4),
    rd,
    taxes,
    taxRate,
    minority: u(11) < 0.3 ? 0 : clamp(0.06 * Math.exp(0.7 * z(12)), 0.005, 0.35),
    season: shape.season,
    cashShare,
    lossFrom,
    lossDepth,
    ...bounds,
    selling: bounds.saCentre * sell,
    admin: bounds.saCentre * (1 - sell),
    investShare: clamp(0.02 + 0.4 * Math.max(0, cashShare - 0.1), 0.01, 0.25) * Math.exp(0.3 * z(15)),
    anchored,
    profit2024: anchor.profit2024 ?? null,
    key,
  };
}

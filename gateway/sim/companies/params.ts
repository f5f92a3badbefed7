/**
 * The static parameters of one company: its statement format, margins, cost structure, balance
 * sheet structure and the valuation its profits are calibrated to. Industry (申万一级) sets the
 * centre of each, the company's hash spreads it, and a few well-known companies are anchored to
 * what they really look like (贵州茅台's margins, the banks, a loss-making biotech).
 */
import type { StatementFormat } from '../../../contracts/endpoints/fundamentals';
import { dayOfTradingIndex, yearOf } from '../calendar/days';
import type { Profile } from '../market/index';
import { hash2, hashString, normal, uniform } from '../shared/rng';

/** Industry centres: PE the market pays, net margin, gross margin, revenue / assets, debt ratio, capex / revenue, R&D / revenue. */
interface IndustryShape {
  pe: number;
  net: number;
  gross: number;
  turnover: number;
  debt: number;
  capex: number;
  rd: number;
  /** Revenue weight of Q1…Q4 (mean 1). */
  season: readonly [number, number, number, number];
}

const FLAT = [0.92, 1, 1, 1.08] as const;
const I = (
  pe: number,
  net: number,
  gross: number,
  turnover: number,
  debt: number,
  capex: number,
  rd: number,
  season: IndustryShape['season'] = FLAT,
): IndustryShape => ({
  pe,
  net,
  gross,
  turnover,
  debt,
  capex,
  rd,
  season,
});

/** 申万一级 industry shapes (rough real medians). */
const INDUSTRIES: Readonly<Record<string, IndustryShape>> = {
  银行: I(6, 0.36, 1, 0.028, 0.92, 0.01, 0),
  非银金融: I(14, 0.2, 1, 0.12, 0.82, 0.01, 0),
  房地产: I(14, 0.05, 0.2, 0.22, 0.76, 0.01, 0.002, [0.7, 0.95, 0.9, 1.45]),
  食品饮料: I(25, 0.15, 0.42, 0.75, 0.35, 0.04, 0.01, [1.15, 0.9, 0.95, 1]),
  美容护理: I(35, 0.1, 0.6, 0.75, 0.35, 0.04, 0.03),
  家用电器: I(15, 0.08, 0.26, 0.9, 0.6, 0.03, 0.035),
  轻工制造: I(22, 0.06, 0.25, 0.8, 0.45, 0.06, 0.03),
  纺织服饰: I(20, 0.07, 0.35, 0.75, 0.4, 0.04, 0.02),
  商贸零售: I(25, 0.03, 0.2, 1.1, 0.6, 0.03, 0.005),
  交通运输: I(15, 0.08, 0.18, 0.45, 0.55, 0.12, 0.005),
  社会服务: I(35, 0.08, 0.35, 0.5, 0.45, 0.08, 0.01),
  传媒: I(35, 0.07, 0.35, 0.55, 0.35, 0.04, 0.05),
  医药生物: I(32, 0.1, 0.5, 0.55, 0.32, 0.06, 0.08),
  农林牧渔: I(25, 0.05, 0.15, 0.8, 0.5, 0.08, 0.01),
  石油石化: I(11, 0.04, 0.18, 1.1, 0.5, 0.07, 0.005),
  煤炭: I(8, 0.15, 0.32, 0.55, 0.45, 0.08, 0.005),
  有色金属: I(18, 0.05, 0.12, 1.1, 0.5, 0.07, 0.01),
  钢铁: I(14, 0.02, 0.08, 1, 0.55, 0.05, 0.02),
  基础化工: I(22, 0.07, 0.2, 0.75, 0.45, 0.1, 0.03),
  建筑材料: I(18, 0.07, 0.25, 0.6, 0.5, 0.08, 0.02),
  公用事业: I(17, 0.1, 0.22, 0.3, 0.6, 0.15, 0.005),
  环保: I(22, 0.09, 0.3, 0.3, 0.55, 0.12, 0.02),
  建筑装饰: I(10, 0.03, 0.11, 0.7, 0.75, 0.02, 0.025, [0.8, 1, 0.95, 1.25]),
  汽车: I(25, 0.05, 0.18, 0.85, 0.55, 0.07, 0.04),
  机械设备: I(30, 0.08, 0.27, 0.6, 0.5, 0.05, 0.05),
  国防军工: I(60, 0.07, 0.25, 0.45, 0.45, 0.06, 0.06, [0.7, 0.95, 0.9, 1.45]),
  电力设备: I(30, 0.07, 0.22, 0.65, 0.58, 0.1, 0.045),
  电子: I(45, 0.07, 0.22, 0.65, 0.45, 0.12, 0.07),
  计算机: I(55, 0.06, 0.4, 0.5, 0.38, 0.04, 0.13, [0.65, 0.95, 0.9, 1.5]),
  通信: I(30, 0.07, 0.3, 0.6, 0.45, 0.08, 0.08),
  综合: I(30, 0.04, 0.2, 0.4, 0.5, 0.05, 0.01),
};
const DEFAULT_SHAPE = INDUSTRIES.综合!;

/** Companies whose real profile is well known: they look like themselves. */
interface Anchor {
  /** PE-TTM on the anchor day. */
  pe?: number;
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
  /** Losing money from this year on (a growth company). */
  lossFrom?: number;
}

const ANCHORS: Readonly<Record<string, Anchor>> = {
  '600519.SH': { pe: 21.5, turnover: 0.55, profit2024: 862.28e8, net: 0.52, gross: 0.919, debt: 0.19, taxes: 0.14, rd: 0.002 },
  '000858.SZ': { pe: 15.5, profit2024: 318.5e8, net: 0.37, gross: 0.77, debt: 0.22, taxes: 0.14 },
  '601398.SH': { pe: 6.6, profit2024: 3658.6e8 },
  '601939.SH': { pe: 6.8, profit2024: 3355.8e8 },
  '600036.SH': { pe: 7, profit2024: 1483.9e8 },
  '601318.SH': { pe: 8, profit2024: 1266.1e8 },
  '300750.SZ': { pe: 26, profit2024: 507.4e8, net: 0.14, gross: 0.25 },
  '688180.SH': { lossFrom: 2021, gross: 0.75 },
  '688235.SH': { lossFrom: 2016, gross: 0.84 },
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
  /** A well-known company modelled on its real figures: steady margins, never a random bad year. */
  readonly anchored: boolean;
  /**
   * A listing of the IPO pipeline: the year it lists. Its prospectus years up to then were
   * profitable (an issuer must be; its 发行市盈率 is on those profits), so none is a random bad year.
   */
  readonly listedYear: number | null;
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
  const drawn = anchor.net ?? clamp(shape.net * Math.exp(0.4 * z(1)), 0.01, financial ? 0.5 : 0.45);
  const gross = financial ? 1 : (anchor.gross ?? clamp(Math.max(shape.gross * Math.exp(0.3 * z(2)), drawn / 0.6 + 0.03), 0.05, 0.95));
  // A profile drawn as a loss maker (pe0 < 0) loses money over its last one to six years.
  // An anchored profitable company (茅台, the banks) stays profitable whatever the price profile drew.
  const anchored = id in ANCHORS;
  const lossFrom = anchor.lossFrom ?? (p.pe0 < 0 && !anchored ? anchorYear - Math.floor(u(3) * 6) : null);
  const rd = anchor.rd ?? clamp(shape.rd * Math.exp(0.3 * z(8)), 0, 0.4);
  const taxes = anchor.taxes ?? clamp(0.008 * Math.exp(0.4 * z(9)), 0.002, 0.05);
  const taxRate = u(10) < 0.45 ? 0.15 : 0.25;
  // A drawn margin the cost structure cannot earn (毛利 less 税金, 研发 and the least 销售+管理) was cut to
  // its 最高 in every year, so the company earned below its multiple (a listing at twice its 发行市盈率).
  const net = anchor.net ?? clamp(Math.min(drawn, (gross - taxes - rd - MIN_SA) * (1 - taxRate)), 0.01, drawn);
  // A mature company's loss year costs a few percent of revenue; an anchored growth company (a biotech) burns far more.
  const lossDepth: readonly [number, number] = anchor.lossFrom !== undefined ? [0.25, 0.95] : [0.02, 0.2];
  return {
    format,
    industry,
    pe: anchor.pe ?? issueMultiple(p) ?? clamp(shape.pe * Math.exp(0.3 * z(4)), 4, 120),
    net,
    gross,
    turnover: anchor.turnover ?? clamp(shape.turnover * Math.exp(0.25 * z(5)), 0.01, 3),
    debt: anchor.debt ?? clamp(shape.debt + 0.1 * z(6) * (financial ? 0.2 : 1), 0.08, financial ? 0.95 : 0.88),
    capex: clamp(shape.capex * Math.exp(0.3 * z(7)), 0.002, 0.4),
    rd,
    taxes,
    taxRate,
    minority: u(11) < 0.3 ? 0 : clamp(0.06 * Math.exp(0.7 * z(12)), 0.005, 0.35),
    season: shape.season,
    cashShare: clamp((financial ? 0.06 : 0.15) * Math.exp(0.35 * z(13)), 0.02, 0.6),
    lossFrom,
    lossDepth,
    ...marginBounds(net, gross, taxes, rd, taxRate),
    anchored,
    listedYear: p.sec.offering !== undefined ? yearOf(dayOfTradingIndex(p.listIdx)) : null,
    profit2024: anchor.profit2024 ?? null,
    key,
  };
}

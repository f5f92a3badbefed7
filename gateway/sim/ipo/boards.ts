/**
 * The boards an IPO lists on, as the pipeline (`pipeline.ts`) and the review filings
 * (`review-filings.ts`) draw them: each board's rules (codes, lots, limits, sizes, prices, 中签率,
 * 首日 gains, industries), their weights, and the pools company names are drawn from.
 */
import type { IpoBoard } from '../../../contracts/endpoints/ipo';
import { NO_LIMIT_LISTING_DAYS } from '../../../contracts/market';
import { uniform } from '../shared/rng';
import { SW_LEVEL1 } from '../market/index';

/** Trading days with no price limit from the listing day (主板/创业板/科创板 under 注册制; the market's rule). */
export const NO_LIMIT_DAYS = NO_LIMIT_LISTING_DAYS;

export interface BoardRule {
  board: IpoBoard;
  suffix: 'SH' | 'SZ' | 'BJ';
  prefixes: readonly string[];
  lotShares: number;
  /** Daily band after the no-limit days. */
  band: number;
  /** Days without any limit, counting the listing day as day 0. */
  noLimitDays: number;
  shares: readonly [number, number];
  price: number;
  pe: readonly [number, number];
  rate: readonly [number, number];
  firstDayPct: number;
  industries: readonly string[];
}

export const BOARD_RULES: readonly BoardRule[] = [
  {
    board: '沪主板',
    suffix: 'SH',
    prefixes: ['605', '603'],
    lotShares: 1000,
    band: 0.1,
    noLimitDays: NO_LIMIT_DAYS,
    shares: [0.4e8, 3e8],
    price: 16,
    pe: [12, 23],
    rate: [0.02, 0.05],
    firstDayPct: 110,
    industries: ['机械设备', '汽车', '基础化工', '电力设备', '食品饮料', '交通运输', '建筑装饰', '轻工制造', '公用事业', '电子'],
  },
  {
    board: '深主板',
    suffix: 'SZ',
    prefixes: ['001', '002'],
    lotShares: 500,
    band: 0.1,
    noLimitDays: NO_LIMIT_DAYS,
    shares: [0.3e8, 2e8],
    price: 15,
    pe: [12, 23],
    rate: [0.02, 0.05],
    firstDayPct: 120,
    industries: ['机械设备', '汽车', '家用电器', '基础化工', '电子', '纺织服饰', '医药生物', '轻工制造'],
  },
  {
    board: '创业板',
    suffix: 'SZ',
    prefixes: ['301', '302'],
    lotShares: 500,
    band: 0.2,
    noLimitDays: NO_LIMIT_DAYS,
    shares: [0.2e8, 1e8],
    price: 26,
    pe: [18, 45],
    rate: [0.015, 0.04],
    firstDayPct: 180,
    industries: ['电子', '计算机', '机械设备', '医药生物', '电力设备', '汽车', '通信', '环保'],
  },
  {
    board: '科创板',
    suffix: 'SH',
    prefixes: ['688', '689'],
    lotShares: 500,
    band: 0.2,
    noLimitDays: NO_LIMIT_DAYS,
    shares: [0.3e8, 2e8],
    price: 32,
    pe: [20, 70],
    rate: [0.03, 0.07],
    firstDayPct: 150,
    industries: ['电子', '医药生物', '计算机', '机械设备', '电力设备', '国防军工', '通信'],
  },
  {
    board: '北交所',
    suffix: 'BJ',
    prefixes: ['920', '921'],
    lotShares: 100,
    band: 0.3,
    noLimitDays: 1,
    shares: [0.1e8, 0.4e8],
    price: 10,
    pe: [10, 20],
    rate: [0.3, 3],
    firstDayPct: 200,
    industries: ['机械设备', '基础化工', '电子', '汽车', '计算机', '医药生物', '电力设备'],
  },
];
/** Cumulative board weights (沪主板 20%, 深主板 15%, 创业板 30%, 科创板 20%, 北交所 15%). */
export const BOARD_CUMULATIVE = [0.2, 0.35, 0.65, 0.85, 1];

const FIRST = '华恒瑞嘉联宏德博汇晶盛天鼎信安泰海永光凯正鑫睿源达铭航富祥宁';
const SECOND = '峰宇芯创微驰远辰智邦诚和利合力川锐拓泽维科通德昌盛';
const SUFFIX: Readonly<Record<string, readonly string[]>> = {
  电子: ['微电子', '半导体', '电子', '光电'],
  医药生物: ['生物', '医药', '医疗'],
  计算机: ['信息', '软件', '数据'],
  机械设备: ['精密', '智能', '机电'],
  电力设备: ['新能源', '电气', '储能'],
  基础化工: ['新材', '化学'],
  汽车: ['汽车部件', '汽配'],
  通信: ['通信', '光通'],
  国防军工: ['航空', '防务'],
  食品饮料: ['食品', '乳业'],
  家用电器: ['电器'],
  环保: ['环境', '环保'],
};
const DEFAULT_SUFFIX = ['科技', '股份'];

export const pick = <T>(list: readonly T[], h: number): T => list[Math.floor(uniform(h) * list.length) % list.length]!;
export const between = (lo: number, hi: number, h: number) => lo + (hi - lo) * uniform(h);
export const round = (x: number, digits: number) => Math.round(x * 10 ** digits) / 10 ** digits;

/** A company name from the pools; `h` picks it. */
export function companyName(industry: string, h: (salt: number) => number): string {
  return `${pick([...FIRST], h(11))}${pick([...SECOND], h(12))}${pick(SUFFIX[industry] ?? DEFAULT_SUFFIX, h(13))}`;
}

export function ruleOf(board: IpoBoard): BoardRule {
  return BOARD_RULES.find((r) => r.board === board)!;
}

/** Every 申万一级 name (for checks). */
export const INDUSTRY_NAMES: ReadonlySet<string> = new Set(SW_LEVEL1.map(([, n]) => n));

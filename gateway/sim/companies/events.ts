/**
 * A company's events read from its model: dividend plans (one per 年报, paid on the K-line's
 * ex-dates), the IPO financing, 业绩预告 (whose type follows the later actual), 业绩快报 and
 * 主营构成 (中报 and 年报; parts sum to the totals exactly).
 */
import type { DividendRow, ExpressRow, ForecastRow, ForecastType, SegmentRow } from '../../../contracts/endpoints/fundamentals';
import { dayOfTradingIndex, isTradingDay, mainlandIndexPlus, tradingIndexOf } from '../calendar/days';
import { dayOfDate, formatDay } from '../../../contracts/calendar/index';
import { hash3, uniform } from '../shared/rng';
import { CTAG } from './params';
import { periodString, quarterOfPeriod, yearOfPeriod } from './periods';
import { split } from './statements';
import { epsOf, type CompanyModel } from './model';
import type { Core } from './core';

const r = Math.round;
const yuan = (fen: number) => fen / 100;
const pct = (x: number) => Math.round(x * 10000) / 100;

/** Sum of a core field over the year up to period g (cumulative). */
export function ytd(co: CompanyModel, g: number, pick: (c: Core) => number): number {
  let s = 0;
  for (let k = Math.max(co.first, g - (g % 4)); k <= g; k++) s += pick(co.core(k));
  return s;
}

function tradingOnOrBefore(day: number): number {
  let d = day;
  while (!isTradingDay(d)) d--;
  return d;
}

// ─── dividends ────────────────────────────────────────────────────────────────────────────────

/**
 * Dividend plans known on trading day `today`, newest first; `closeAt(idx)` is the close (yuan) of a
 * trading day, null when not closed yet. 股息率 is the cash per share over the close of the plan's
 * 预案公告日 (known from the plan on, the same on the stock's page and the data centre). `only`: the
 * plan of that 年报 period alone.
 */
export function dividendRows(co: CompanyModel, today: number, closeAt: (idx: number) => number | null, only?: number): DividendRow[] {
  const todayDay = dayOfTradingIndex(today);
  const byYear = new Map<number, (typeof co.actions)[number]>();
  for (const a of co.actions) byYear.set(Number(formatDay(dayOfTradingIndex(a.idx)).slice(0, 4)), a);
  const rows: DividendRow[] = [];
  const firstYear = yearOfPeriod(Math.max(co.first, co.firstListed - 1));
  const lastG = co.cores.length > 0 ? co.first + co.cores.length - 1 : co.first;
  for (let y = firstYear; y <= yearOfPeriod(lastG) + 1; y++) {
    const g = (y - 1) * 4 + 3;
    if (only !== undefined && g !== only) continue;
    if (g < co.first || g >= co.first + co.cores.length) continue;
    const annual = co.core(g);
    if (annual.notice > todayDay || annual.notice < dayOfTradingIndex(co.model.profile.listIdx)) continue;
    const a = byYear.get(y);
    const parent = ytd(co, g, (c) => c.parentNet);
    const planDate = formatDay(annual.notice);
    if (!a) {
      rows.push({
        period: periodString(g),
        plan: '不分配不转增',
        bonusPer10: 0,
        transferPer10: 0,
        cashPer10: 0,
        planDate,
        meetingDate: null,
        recordDate: null,
        exDate: null,
        payDate: null,
        progress: '不分配',
        dividendYield: null,
        totalCash: 0,
        payoutRatio: null,
      });
      continue;
    }
    const h = hash3(co.params.key, CTAG.dividend, y);
    const per10 = Math.round(a.bonus * 100) / 10;
    const bonusPer10 = uniform(h) < 0.5 ? 0 : Math.round(per10 * 5) / 10;
    const transferPer10 = Math.round((per10 - bonusPer10) * 10) / 10;
    const cashPer10 = Math.round(a.cash) / 100;
    // An A-share's 股东大会 and 股权登记日 are mainland trading days: the index also counts days only HKEX trades.
    const daysBefore = (n: number) => (co.model.profile.market === 'hk' ? a.idx - n : mainlandIndexPlus(a.idx, -n));
    const meetingIdx = daysBefore(12 + Math.floor(uniform(h >>> 3) * 10));
    const sharesBefore = co.capital.at(a.idx - 1);
    const totalCash = Math.round((a.cash / 1000) * sharesBefore * 100) / 100;
    const planClose = closeAt(tradingIndexOf(annual.notice));
    const progress = a.idx <= today ? '实施' : meetingIdx <= today ? '股东大会通过' : '董事会预案';
    const parts = [
      bonusPer10 > 0 ? `送${bonusPer10}股` : '',
      transferPer10 > 0 ? `转${transferPer10}股` : '',
      cashPer10 > 0 ? `派${cashPer10}元(含税)` : '',
    ].join('');
    rows.push({
      period: periodString(g),
      plan: `10${parts}`,
      bonusPer10,
      transferPer10,
      cashPer10,
      planDate,
      meetingDate: meetingIdx <= today || progress !== '董事会预案' ? formatDay(dayOfTradingIndex(meetingIdx)) : null,
      recordDate: formatDay(dayOfTradingIndex(daysBefore(1))),
      exDate: formatDay(dayOfTradingIndex(a.idx)),
      payDate: formatDay(dayOfTradingIndex(a.idx)),
      progress,
      dividendYield: planClose && planClose > 0 && a.cash > 0 ? pct(a.cash / 1000 / planClose) : null,
      totalCash,
      payoutRatio: parent > 0 && a.cash > 0 ? pct(totalCash / yuan(parent)) : null,
    });
  }
  return rows.reverse();
}

// ─── forecasts ────────────────────────────────────────────────────────────────────────────────

/** The 预告类型 of an actual figure against last year's (both yuan or both fen). */
export function forecastType(actual: number, last: number): ForecastType {
  if (last > 0 && actual > 0) {
    const ch = (actual - last) / last;
    if (ch >= 0.5) return '预增';
    if (ch <= -0.5) return '预减';
    if (Math.abs(ch) < 0.05) return '续盈';
    return ch > 0 ? '略增' : '略减';
  }
  if (last <= 0 && actual > 0) return '扭亏';
  if (last > 0) return '首亏';
  if (actual < last * 1.1) return '增亏';
  if (actual > last * 0.9) return '减亏';
  return '续亏';
}

const REASONS: Readonly<Record<ForecastType, string>> = {
  预增: '主营产品销量与价格齐升，规模效应带动毛利率提高',
  略增: '主营业务稳步增长，费用管控见效',
  续盈: '主营业务经营稳定',
  扭亏: '上年计提的大额减值不再发生，主营业务恢复盈利',
  预减: '主要产品价格下跌，原材料成本上升，毛利率明显下降',
  略减: '市场需求阶段性放缓，期间费用增加',
  首亏: '计提资产减值准备，主营产品毛利率大幅下滑',
  续亏: '研发投入持续较高，产品尚处于市场导入期',
  增亏: '研发投入与市场推广费用增加',
  减亏: '产品收入增长，亏损幅度收窄',
  不确定: '影响业绩的因素尚存在不确定性',
};

/** First day of the window in which period g's 业绩预告 come out (a few days after the period ends). */
export function forecastWindowStart(g: number): number {
  const y = yearOfPeriod(g);
  const q = quarterOfPeriod(g);
  return q === 3 ? dayOfDate(y + 1, 1, 8) : q === 1 ? dayOfDate(y, 7, 2) : q === 0 ? dayOfDate(y, 4, 2) : dayOfDate(y, 10, 2);
}

/** 业绩预告 of a company published by trading day `today`, newest first (`only`: of that period alone). */
export function forecastRows(co: CompanyModel, today: number, only?: number): ForecastRow[] {
  const todayDay = dayOfTradingIndex(today);
  const out: ForecastRow[] = [];
  const last = only ?? co.first + co.cores.length - 1;
  for (let g = Math.max(co.firstListed, co.first + 4, only ?? 0); g <= last; g++) {
    const q = quarterOfPeriod(g);
    const y = yearOfPeriod(g);
    const actual = ytd(co, g, (c) => c.parentNet);
    const prior = ytd(co, g - 4, (c) => c.parentNet);
    const change = prior > 0 ? (actual - prior) / prior : null;
    const mandatory = (q === 3 || q === 1) && (actual <= 0 || prior <= 0 || (change !== null && Math.abs(change) >= 0.5));
    const u = (i: number) => uniform(hash3(co.params.key, CTAG.forecast, g * 8 + i));
    if (!mandatory && u(0) > (q === 3 ? 0.25 : 0.12)) continue;
    const windowStart = forecastWindowStart(g);
    const notice = tradingOnOrBefore(windowStart + Math.floor(u(1) * (q === 3 ? 22 : 10)));
    if (notice > todayDay || notice >= co.core(g).notice) continue;
    const type = forecastType(actual, prior);
    const s = 0.04 + 0.12 * u(2);
    const lo = r(actual - Math.abs(actual) * s * u(3));
    const hi = r(actual + Math.abs(actual) * s * (1 - u(3)));
    const chg = (v: number) => (prior > 0 ? pct((v - prior) / prior) : null);
    const periodText = `${y}年${['1-3', '1-6', '1-9', '1-12'][q]}月`;
    const yi = (v: number) => `${(v / 1e10).toFixed(2)}亿元`;
    out.push({
      period: periodString(g),
      indicator: '归属于上市公司股东的净利润',
      type,
      low: yuan(lo),
      high: yuan(hi),
      changeLow: chg(lo),
      changeHigh: chg(hi),
      summary:
        prior > 0
          ? `预计${periodText}归属于上市公司股东的净利润${yi(lo)}至${yi(hi)}，与上年同期相比变动幅度为${chg(lo)!.toFixed(2)}%至${chg(hi)!.toFixed(2)}%`
          : `预计${periodText}归属于上市公司股东的净利润${yi(lo)}至${yi(hi)}，上年同期为${yi(prior)}`,
      reason: REASONS[type],
      lastYear: yuan(prior),
      noticeDate: formatDay(notice),
      actual: co.core(g).notice <= todayDay ? yuan(actual) : null,
    });
  }
  return out.reverse();
}

/** First day a 业绩快报 of 年报 period g can come out (February 20 of the next year). */
export function expressWindowStart(g: number): number {
  return dayOfDate(yearOfPeriod(g) + 1, 2, 20);
}

/** 业绩快报 (年报 published late in April) known by trading day `today`, newest first (`only`: of that period alone). */
export function expressRows(co: CompanyModel, today: number, only?: number): ExpressRow[] {
  const todayDay = dayOfTradingIndex(today);
  const out: ExpressRow[] = [];
  const last = only ?? co.first + co.cores.length - 1;
  for (let g = Math.max(co.firstListed, co.first + 4, only ?? 0); g <= last; g++) {
    if (quarterOfPeriod(g) !== 3) continue;
    const c = co.core(g);
    const y = yearOfPeriod(g);
    if (c.notice < dayOfDate(y + 1, 4, 1) || uniform(hash3(co.params.key, CTAG.forecast, g * 8 + 6)) > 0.4) continue;
    const notice = tradingOnOrBefore(expressWindowStart(g) + Math.floor(uniform(hash3(co.params.key, CTAG.forecast, g * 8 + 7)) * 18));
    if (notice > todayDay) continue;
    const revenue = ytd(co, g, (k) => k.revenue);
    const net = ytd(co, g, (k) => k.parentNet);
    const pr = ytd(co, g - 4, (k) => k.revenue);
    const pn = ytd(co, g - 4, (k) => k.parentNet);
    const open = co.core(g - 4).equityParent;
    out.push({
      period: periodString(g),
      noticeDate: formatDay(notice),
      revenue: yuan(revenue),
      revenueYoy: pr > 0 ? pct((revenue - pr) / pr) : null,
      netProfit: yuan(net),
      netProfitYoy: pn > 0 ? pct((net - pn) / pn) : null,
      eps: epsOf(co, g, false, net),
      bps: Math.round((yuan(c.equityParent) / c.shares) * 10000) / 10000,
      roe: open + c.equityParent > 0 ? pct(net / ((open + c.equityParent) / 2)) : null,
    });
  }
  return out.reverse();
}

// ─── segments ─────────────────────────────────────────────────────────────────────────────────

const PRODUCTS: Readonly<Record<string, readonly string[]>> = {
  银行: ['公司金融业务', '零售金融业务', '资金业务', '其他业务'],
  非银金融: ['财富管理', '投资银行', '资产管理', '自营投资'],
  房地产: ['房地产开发', '物业管理', '商业运营', '租赁'],
  食品饮料: ['高端产品', '中端产品', '大众产品', '其他'],
  美容护理: ['护肤品', '彩妆', '医用敷料', '原料'],
  家用电器: ['空调', '冰箱洗衣机', '小家电', '零部件'],
  轻工制造: ['家居产品', '包装产品', '文教用品', '其他'],
  纺织服饰: ['服装', '鞋履', '面料', '其他'],
  商贸零售: ['超市零售', '百货', '电商', '批发'],
  交通运输: ['运输服务', '物流服务', '港口业务', '其他'],
  社会服务: ['酒店', '景区', '餐饮', '教育服务'],
  传媒: ['游戏', '广告', '影视内容', '出版发行'],
  医药生物: ['化学制剂', '生物制品', '原料药', '医疗器械'],
  农林牧渔: ['养殖', '饲料', '种子', '食品加工'],
  石油石化: ['炼油', '化工产品', '油品销售', '勘探开采'],
  煤炭: ['动力煤', '焦煤', '煤化工', '电力'],
  有色金属: ['铜产品', '铝产品', '稀有金属', '贵金属'],
  钢铁: ['板材', '长材', '特钢', '钢材贸易'],
  基础化工: ['化工新材料', '农用化学品', '精细化工', '基础化学品'],
  建筑材料: ['水泥', '玻璃', '防水材料', '其他建材'],
  公用事业: ['火电', '水电', '新能源发电', '燃气'],
  环保: ['水务', '固废处理', '环境工程', '其他'],
  建筑装饰: ['基建工程', '房建工程', '勘察设计', '其他'],
  汽车: ['整车', '汽车零部件', '新能源汽车', '汽车服务'],
  机械设备: ['专用设备', '通用设备', '自动化设备', '配件与服务'],
  国防军工: ['航空装备', '航天装备', '电子装备', '其他'],
  电力设备: ['动力电池', '光伏产品', '储能系统', '电网设备'],
  电子: ['半导体', '消费电子', '元件', '光学光电子'],
  计算机: ['软件开发', '系统集成', '云服务', '运维服务'],
  通信: ['通信设备', '光模块', '运营服务', '其他'],
  综合: ['主营业务一', '主营业务二', '其他'],
};
const REGIONS = ['华东', '华北', '华南', '华中', '西部', '境外'] as const;

/** 主营构成 of a 中报 or 年报 period: by industry, product and region; each group's parts sum to 营业收入/营业成本. */
export function segments(
  co: CompanyModel,
  g: number,
): { revenue: number; cost: number; groups: Array<{ type: 'industry' | 'product' | 'region'; rows: SegmentRow[] }> } {
  const revenue = ytd(co, g, (c) => c.revenue);
  const cost = co.params.format === 'general' ? ytd(co, g, (c) => c.cogs) : ytd(co, g, (c) => c.revenue - c.opProfit);
  const key = co.params.key;
  const seed = key ^ (g * 31);
  const group = (type: 'industry' | 'product' | 'region', names: readonly string[], tag: number) => {
    const base = names.map((_, i) => 0.3 + uniform(hash3(key, CTAG.segment, tag * 16 + i)) * (i === 0 ? 3 : 1));
    const costBase = base.map((b, i) => b * (0.6 + 0.8 * uniform(hash3(key, CTAG.segment, tag * 16 + 8 + i))));
    const rev = split(revenue, base, seed + tag, 0.05);
    const cst = split(cost, costBase, seed + tag + 7, 0.05);
    const profit = revenue - cost;
    const rows: SegmentRow[] = names.map((name, i) => {
      const p = rev[i]! - cst[i]!;
      return {
        name,
        revenue: yuan(rev[i]!),
        revenueShare: revenue !== 0 ? pct(rev[i]! / revenue) : 0,
        cost: yuan(cst[i]!),
        costShare: cost !== 0 ? pct(cst[i]! / cost) : 0,
        profit: yuan(p),
        profitShare: profit !== 0 ? pct(p / profit) : null,
        grossMargin: rev[i]! > 0 ? pct(p / rev[i]!) : null,
      };
    });
    return { type, rows };
  };
  const products = PRODUCTS[co.params.industry] ?? PRODUCTS.综合!;
  const nProducts = 2 + (key % (products.length - 1));
  const regions = co.model.profile.market === 'hk' ? ['中国内地', '中国香港', '海外'] : REGIONS.slice(0, 3 + (key % 4));
  return {
    revenue,
    cost,
    groups: [group('industry', [co.params.industry || '其他', '其他业务'], 1), group('product', products.slice(0, nProducts), 2), group('region', regions, 3)],
  };
}

/**
 * IPO of a company: for a listing the IPO pipeline drew, its offering's shares and 发行价; else the
 * shares 《证券法》 has it float (a quarter of the listing-day shares, a tenth above 4亿 shares) at
 * `price()`, the listing day's reference price as the reader knows it.
 */
export function ipoOf(co: CompanyModel, price: () => number): { date: string; shares: number; price: number; amount: number } {
  const idx = co.model.profile.listIdx;
  const offering = co.model.profile.sec.offering;
  const capital = co.capital.at(idx);
  const shares = offering?.issueShares ?? r(capital * (capital <= 4e8 ? 0.25 : 0.1));
  const issuePrice = offering?.issuePrice ?? price();
  return { date: formatDay(dayOfTradingIndex(idx)), shares, price: issuePrice, amount: Math.round(shares * issuePrice * 100) / 100 };
}

/** Trading index of a day (re-exported for the answers). */

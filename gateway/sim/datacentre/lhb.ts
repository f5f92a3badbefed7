/**
 * 龙虎榜: the exchanges' disclosure triggers per board, and the ten seats of a listing.
 *
 * Triggers (daily, exchange rules; the top five of each daily measure per exchange and board group,
 * every stock for the three-day rules):
 * - 主板: 日涨跌幅偏离值 ±7% (the stock's change less its exchange's float-cap-weighted change),
 *   日振幅 ≥ 15%, 日换手率 ≥ 20%, 三日涨跌幅偏离值累计 ±20% (ST: ±12%);
 * - 创业板 / 科创板: 日涨跌幅 ±15%, 日振幅 ≥ 30%, 日换手率 ≥ 30%, 三日偏离值累计 ±30%;
 * - 北交所: 日涨跌幅 ±20%, 日振幅 ≥ 30%, 日换手率 ≥ 20%.
 * A listing day (no limit band) never lists.
 *
 * Seats: five buy and five sell seats whose totals stay within the day's 成交额 (each side ≤ 40% of
 * it, and a seat's minor opposite trades ≤ 15% of its main side); the buy side leans with the move.
 * 机构专用 and 沪股通专用 / 深股通专用 seats appear as on the real lists.
 *
 * The day's list (the centre's `lhb`, {@link lhbOf}): the listed stocks with their seats, totals, 解读
 * and returns 1, 2, 5 and 10 days after.
 */
import type { DcExchange, LhbAnswer, LhbRow, LhbSeat } from '../../../contracts/endpoints/datacentre';
import { hash2, hash3, hashString, normal, uniform } from '../shared/rng';
import { dayAfter, dayBefore } from './days';
import { type DayFrame, isA, nameAt, type Stock } from './day-frame';
import { type CentreReads, pctOf, r2, r3 } from './reads';

const TAG = hashString('dc-lhb');

/** A trigger: the measure of a row and whether it qualifies; `top` = ranked top five, else every qualifying stock. */
export interface Trigger {
  reason: string;
  group: 'main' | 'growth' | 'bse';
  st?: boolean;
  measure: 'dev' | 'devNeg' | 'pct' | 'pctNeg' | 'amplitude' | 'turnover' | 'cum' | 'cumNeg';
  threshold: number;
  top: boolean;
}

/** The triggers of every board. */
export const TRIGGERS: readonly Trigger[] = [
  { reason: '日涨幅偏离值达7%的证券', group: 'main', measure: 'dev', threshold: 7, top: true },
  { reason: '日跌幅偏离值达-7%的证券', group: 'main', measure: 'devNeg', threshold: 7, top: true },
  { reason: '日振幅值达15%的证券', group: 'main', measure: 'amplitude', threshold: 15, top: true },
  { reason: '日换手率达20%的证券', group: 'main', measure: 'turnover', threshold: 20, top: true },
  { reason: '连续三个交易日内，涨幅偏离值累计达20%的证券', group: 'main', st: false, measure: 'cum', threshold: 20, top: false },
  { reason: '连续三个交易日内，跌幅偏离值累计达-20%的证券', group: 'main', st: false, measure: 'cumNeg', threshold: 20, top: false },
  { reason: '连续三个交易日内，涨幅偏离值累计达12%的ST证券', group: 'main', st: true, measure: 'cum', threshold: 12, top: false },
  { reason: '连续三个交易日内，跌幅偏离值累计达-12%的ST证券', group: 'main', st: true, measure: 'cumNeg', threshold: 12, top: false },
  { reason: '日涨幅达15%的证券', group: 'growth', measure: 'pct', threshold: 15, top: true },
  { reason: '日跌幅达-15%的证券', group: 'growth', measure: 'pctNeg', threshold: 15, top: true },
  { reason: '日振幅值达30%的证券', group: 'growth', measure: 'amplitude', threshold: 30, top: true },
  { reason: '日换手率达30%的证券', group: 'growth', measure: 'turnover', threshold: 30, top: true },
  { reason: '连续三个交易日内，涨幅偏离值累计达30%的证券', group: 'growth', measure: 'cum', threshold: 30, top: false },
  { reason: '连续三个交易日内，跌幅偏离值累计达-30%的证券', group: 'growth', measure: 'cumNeg', threshold: 30, top: false },
  { reason: '日涨幅达20%的证券', group: 'bse', measure: 'pct', threshold: 20, top: true },
  { reason: '日跌幅达-20%的证券', group: 'bse', measure: 'pctNeg', threshold: 20, top: true },
  { reason: '日振幅值达30%的证券', group: 'bse', measure: 'amplitude', threshold: 30, top: true },
  { reason: '日换手率达20%的证券', group: 'bse', measure: 'turnover', threshold: 20, top: true },
];

/** Board group of a stock. */
export function groupOf(s: Stock): Trigger['group'] | null {
  if (s.board === 'main') return 'main';
  if (s.board === 'chinext' || s.board === 'star') return 'growth';
  if (s.board === 'bse') return 'bse';
  return null;
}

/** The measures of row i: `dev` = change less the exchange's, `cum` = three-day sum of that. */
export interface Measures {
  dev: Float64Array;
  cum: Float64Array;
}

/** Value of a trigger's measure on row i (signed so that larger qualifies). */
export function measureOf(tr: Trigger, f: DayFrame, m: Measures, i: number): number {
  switch (tr.measure) {
    case 'dev':
      return m.dev[i]!;
    case 'devNeg':
      return -m.dev[i]!;
    case 'pct':
      return f.pct[i]!;
    case 'pctNeg':
      return -f.pct[i]!;
    case 'amplitude':
      return f.amplitude[i]!;
    case 'turnover':
      return f.turnover[i]!;
    case 'cum':
      return m.cum[i]!;
    case 'cumNeg':
      return -m.cum[i]!;
  }
}

/** Listings of a day: row → its reasons, per exchange and board group, top five where the rule says so. */
export function listings(stocks: readonly Stock[], f: DayFrame, m: Measures): Map<number, string[]> {
  const out = new Map<number, string[]>();
  for (const tr of TRIGGERS) {
    const byExchange = new Map<string, Array<{ i: number; v: number }>>();
    for (let i = 0; i < stocks.length; i++) {
      const s = stocks[i]!;
      if (!f.present[i] || f.suspended[i] || f.listing[i] || groupOf(s) !== tr.group) continue;
      if (tr.st !== undefined && tr.st !== s.st) continue;
      const v = measureOf(tr, f, m, i);
      if (!(v >= tr.threshold)) continue;
      const list = byExchange.get(s.exchange) ?? [];
      list.push({ i, v });
      byExchange.set(s.exchange, list);
    }
    for (const list of byExchange.values()) {
      list.sort((a, b) => b.v - a.v || a.i - b.i);
      for (const { i } of tr.top ? list.slice(0, 5) : list) {
        const reasons = out.get(i) ?? [];
        if (!reasons.includes(tr.reason)) reasons.push(tr.reason);
        out.set(i, reasons);
      }
    }
  }
  return out;
}

/** The brokers' branches (营业部) that trade on the lists: 龙虎榜 seats and 大宗交易 buyers and sellers. */
export const BRANCHES: readonly string[] = [
  '东方财富证券股份有限公司拉萨团结路第二证券营业部',
  '东方财富证券股份有限公司拉萨东环路第二证券营业部',
  '华鑫证券有限责任公司上海分公司',
  '国泰君安证券股份有限公司上海江苏路证券营业部',
  '中信证券股份有限公司上海溧阳路证券营业部',
  '中国银河证券股份有限公司绍兴证券营业部',
  '财通证券股份有限公司杭州上塘路证券营业部',
  '华泰证券股份有限公司深圳益田路荣超商务中心证券营业部',
  '招商证券股份有限公司深圳蛇口工业三路证券营业部',
  '光大证券股份有限公司宁波解放南路证券营业部',
  '国信证券股份有限公司深圳泰然九路证券营业部',
  '甬兴证券有限公司青岛同安路证券营业部',
  '开源证券股份有限公司西安西大街证券营业部',
  '中国中金财富证券有限公司北京宋庄路证券营业部',
  '海通证券股份有限公司上海建国西路证券营业部',
  '申万宏源证券有限公司上海闵行区东川路证券营业部',
  '国盛证券有限责任公司宁波桑田路证券营业部',
  '湘财证券股份有限公司上海陆家嘴证券营业部',
  '浙商证券股份有限公司杭州五星路证券营业部',
  '中泰证券股份有限公司深圳欢乐海岸证券营业部',
  '兴业证券股份有限公司福州湖东路证券营业部',
  '方正证券股份有限公司长沙五一大道证券营业部',
  '长江证券股份有限公司武汉友谊路证券营业部',
  '广发证券股份有限公司广州天河北路证券营业部',
  '平安证券股份有限公司深圳分公司',
  '安信证券股份有限公司西安曲江池东路证券营业部',
  '东莞证券股份有限公司北京分公司',
  '西藏东方财富证券股份有限公司山南香曲东路证券营业部',
];

/** The institutional seat's name. */
export const INSTITUTION = '机构专用';

/** The ten seats of a listing. */
export interface Seats {
  buySeats: LhbSeat[];
  sellSeats: LhbSeat[];
}

/** Seats of stock `s` on day t with the day's amount (元) and change (percent). */
export function seatsOf(s: Stock, t: number, amount: number, pct: number): Seats {
  const h = hash3(s.key, TAG, t);
  const A = Math.round(amount);
  const lean = Math.tanh(pct / 6);
  const buyTotal = A * Math.min(0.4, (0.1 + 0.2 * uniform(hash2(h, 1))) * (1 + 0.45 * lean));
  const sellTotal = A * Math.min(0.4, (0.1 + 0.2 * uniform(hash2(h, 2))) * (1 - 0.45 * lean));
  const used = new Set<number>();
  const connect = s.exchange === 'SH' ? '沪股通专用' : s.exchange === 'SZ' && s.board !== 'bse' ? '深股通专用' : null;
  const side = (salt: number, total: number): LhbSeat[] => {
    const weights: number[] = [];
    for (let j = 0; j < 5; j++) weights.push(Math.exp(-0.45 * j + 0.3 * normal(hash3(h, salt, j))));
    const sum = weights.reduce((a, b) => a + b, 0);
    const seats: LhbSeat[] = [];
    for (let j = 0; j < 5; j++) {
      const r = uniform(hash3(h, salt + 1, j));
      let name: string;
      if (r < 0.22) name = INSTITUTION;
      else if (connect && r < 0.3) name = connect;
      else {
        let k = Math.floor(uniform(hash3(h, salt + 2, j)) * BRANCHES.length);
        while (used.has(k)) k = (k + 1) % BRANCHES.length;
        used.add(k);
        name = BRANCHES[k]!;
      }
      const main = Math.round((total * weights[j]!) / sum);
      const minor = Math.round(main * 0.15 * uniform(hash3(h, salt + 3, j)) * (uniform(hash3(h, salt + 4, j)) < 0.4 ? 1 : 0));
      seats.push({ name, buy: main, sell: minor, net: main - minor, institution: name === INSTITUTION });
    }
    return seats;
  };
  const buySeats = side(10, buyTotal).sort((a, b) => b.buy - a.buy);
  const sellSeats = side(20, sellTotal)
    .map((x) => ({ ...x, buy: x.sell, sell: x.buy, net: x.sell - x.buy }))
    .sort((a, b) => b.sell - a.sell);
  return { buySeats, sellSeats };
}

// ---------------------------------------------------------------- the day's list

/** Float-cap-weighted change of each exchange's A-shares on day t, percent. */
function exchangePct(dc: CentreReads, t: number): Map<string, number> {
  const f = dc.frame(t);
  const now = new Map<string, number>();
  const pre = new Map<string, number>();
  dc.frames.stocks.forEach((s, i) => {
    if (!isA(s) || !f.present[i] || f.listing[i]) return;
    now.set(s.exchange, (now.get(s.exchange) ?? 0) + f.close[i]! * f.floatShares[i]!);
    pre.set(s.exchange, (pre.get(s.exchange) ?? 0) + f.pre[i]! * f.floatShares[i]!);
  });
  const out = new Map<string, number>();
  for (const [k, v] of now) out.set(k, (v / pre.get(k)! - 1) * 100);
  return out;
}

/** The day's 偏离值 and 三日累计偏离值 of every stock (what the triggers measure). */
export function measures(dc: CentreReads, t: number): Measures {
  const stocks = dc.frames.stocks;
  const n = stocks.length;
  const dev = new Float64Array(n);
  const cum = new Float64Array(n).fill(Number.NaN);
  const days = [t, dayBefore(t), dayBefore(t, 2)].filter((d) => d >= 0);
  const frames = days.map((d) => dc.frame(d));
  const idx = days.map((d) => exchangePct(dc, d));
  for (let i = 0; i < n; i++) {
    const s = stocks[i]!;
    const f = frames[0]!;
    if (!f.present[i]) continue;
    dev[i] = f.pct[i]! - (idx[0]!.get(s.exchange) ?? 0);
    if (frames.length < 3) continue;
    let sum = 0;
    let ok = true;
    for (let k = 0; k < 3; k++) {
      const fk = frames[k]!;
      if (!fk.present[i] || fk.suspended[i] || fk.listing[i]) {
        ok = false;
        break;
      }
      sum += fk.pct[i]! - (idx[k]!.get(s.exchange) ?? 0);
    }
    if (ok) cum[i] = sum;
  }
  return { dev, cum };
}

/** 龙虎榜 of day t (`last`: the last closed day, for the returns after it). */
export function lhbOf(dc: CentreReads, t: number, last: number): LhbAnswer {
  const f = dc.frame(t);
  const listed = listings(dc.frames.stocks, f, measures(dc, t));
  const rows: LhbRow[] = [];
  for (const [i, reasons] of listed) {
    const s = dc.frames.stocks[i]!;
    const amount = Math.round(f.amount[i]!);
    const { buySeats, sellSeats } = seatsOf(s, t, amount, f.pct[i]!);
    const seats = [...buySeats, ...sellSeats];
    const buy = seats.reduce((a, x) => a + x.buy, 0);
    const sell = seats.reduce((a, x) => a + x.sell, 0);
    const instNet = seats.filter((x) => x.institution).reduce((a, x) => a + x.net, 0);
    const after = (k: number) => {
      const c = dc.frames.closeAt(i, dayAfter(t, k), last);
      return c === null ? null : r2((c / f.close[i]! - 1) * 100);
    };
    const net = buy - sell;
    rows.push({
      id: s.id,
      code: s.code,
      name: nameAt(s, t),
      exchange: s.exchange as DcExchange,
      close: r3(f.close[i]!),
      pct: r2(f.pct[i]!),
      turnover: r2(f.turnover[i]!),
      floatCap: Math.round(f.close[i]! * f.floatShares[i]!),
      amount,
      buy,
      sell,
      net,
      netRatio: pctOf(net, amount),
      lhbRatio: pctOf(buy + sell, amount),
      reasons,
      explain: explainOf(net, instNet, f.pct[i]!),
      instNet,
      after: { d1: after(1), d2: after(2), d5: after(5), d10: after(10) },
      buySeats,
      sellSeats,
    });
  }
  rows.sort((a, b) => b.net - a.net || a.id.localeCompare(b.id));
  return { ...dc.day(t), rows };
}

/** 解读 of a listing from its net and the institutions' net. */
function explainOf(net: number, instNet: number, pct: number): string {
  const who = instNet > 0 ? '机构买入' : instNet < 0 ? '机构卖出' : '游资主导';
  const side = net > 0 ? '主力做多' : '主力做空';
  const move = pct >= 9.5 ? '，涨停' : pct <= -9.5 ? '，跌停' : '';
  return `${side}，${who}${move}`;
}

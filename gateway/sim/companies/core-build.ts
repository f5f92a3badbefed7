/**
 * How one period's core is made from the company's drivers (revenue, margin, the cost lines' drifts,
 * its share history): the income statement down to 归母净利润, equity rolled forward and pulled
 * towards what the business needs, the balance sheet from equity and the debt ratio, and the cash
 * flows with the financing flow closing the cash identity. Apart from `model.ts`, which keeps the
 * drivers and the cores, because this is the accounting itself.
 */
import { tradingIndexOf } from '../calendar/days';
import type { Core } from './core';
import type { CompanyParams } from './params';
import { periodEndDay, quarterOfPeriod, reportDates, yearOfPeriod } from './periods';

/** Share of the gap to the needed equity closed each quarter. */
const PULL = 0.12;
/** Largest balance sheet, fen (60万亿 yuan). */
const MAX_ASSETS = 6e15;

const r = Math.round;

/** What a period's core is built from: the company model's drivers (model.ts). */
export interface CoreDrivers {
  readonly params: CompanyParams;
  /** First period generated. */
  readonly first: number;
  /** The listing's day number (a report out before it is the prospectus's). */
  readonly listDay: number;
  /** Draw i of period g (standard normal). */
  z(g: number, i: number): number;
  /** Revenue of period g (fen): scaled to the anchor and tilted, at least 100 yuan. */
  revenue(g: number): number;
  /** Net margin of period g. */
  margin(g: number): number;
  /** The slow drift of a cost line in year y (log). */
  drift(line: number, y: number): number;
  /** True when year y ends on a write-down (a bad year, or a loss maker's first loss year). */
  writeDownYear(y: number): boolean;
  /** Total shares at the end of period g (the listing day's before it). */
  sharesAt(g: number): number;
  /** Cash dividends paid in period g (fen). */
  dividendsIn(g: number): number;
  /** Cash raised by new shares over the trading days [fromIdx, toIdx] (fen). */
  raisedIn(fromIdx: number, toIdx: number): number;
}

/** The core of period g, after `prev` (the period before; null for the first). */
export function buildCore(d: CoreDrivers, g: number, prev: Core | null): Core {
  const c = d.params;
  const z = (i: number) => d.z(g, i);
  const R = d.revenue(g);
  const m = d.margin(g);
  const targetNet = r(R * m);
  const general = c.format === 'general';
  const shares = d.sharesAt(g);
  // Balance carried in: the opening equity of the first period follows from the revenue.
  const openParent = prev ? prev.equityParent : r((((R * 4) / c.season[quarterOfPeriod(g)]!) * (1 - c.debt) * (1 - c.minority)) / c.turnover);
  const prevLiab = prev ? prev.liabilities : r(((openParent / (1 - c.minority)) * c.debt) / (1 - c.debt));
  const prevCash = prev ? prev.cash : r((openParent / (1 - c.debt)) * c.cashShare);

  // The gross margin moves by a few percent of the smaller of 毛利 and 成本, so a high-margin company's
  // small 营业成本 does not swing by half from one quarter to the next.
  const gross = general ? Math.min(0.97, Math.max(0.02, c.gross + 0.03 * Math.min(c.gross, 1 - c.gross) * z(2))) : 1;
  // Each cost line has its own driver: 税金及附加 the industry's tax on revenue, 销售 / 管理 / 研发 their
  // own ratios with their own slow drift (a company's selling effort and overheads move apart over years).
  const y = yearOfPeriod(g);
  const taxes = r(R * c.taxes * Math.exp(d.drift(0, y) + 0.04 * z(20)));
  const cogs0 = general ? R * (1 - gross) : 0;
  const rd0 = general ? R * c.rd * Math.exp(d.drift(1, y) + 0.06 * z(3)) : 0;
  const sell0 = R * c.selling * Math.exp(d.drift(2, y) + 0.05 * z(19));
  const admin0 = R * c.admin * Math.exp(d.drift(3, y) + 0.05 * z(21));
  const interestExp = general ? r(prevLiab * 0.45 * (0.035 / 4)) : 0;
  const interestInc = general ? r(prevCash * (0.015 / 4)) : 0;
  const finance = interestExp - interestInc + r(R * 0.0005);
  const otherIncome = r(R * 0.004 * Math.exp(0.5 * z(4)));
  // 投资收益: the return on the company's financial investments (理财, associates), mostly positive, larger
  // for a cash-rich company; a small swing with revenue (disposals, derivatives) either way.
  const prevAssets = prev ? prev.assets : r(openParent / (1 - c.minority) / (1 - c.debt));
  const investIncome = r(prevAssets * c.investShare * (0.03 / 4) * Math.exp(0.35 * z(5))) + r(R * 0.002 * z(22));
  const assocIncome = r(investIncome * 0.4);
  const fairValue = r(R * 0.003 * z(6));
  const creditImp = -r(R * 0.003 * Math.exp(0.5 * z(7)));
  // A bad year is a write-down: most of what it falls short of a normal year shows as 资产减值损失.
  const writeDown = d.writeDownYear(y) ? r(R * (c.net - m) * 0.6) : 0;
  const assetImp = -r(R * 0.002 * Math.exp(0.5 * z(8))) - writeDown;
  const disposal = r(R * 0.0005 * z(9));
  const nonOpIn = r(R * 0.001 * Math.exp(0.5 * z(10)));
  const nonOpOut = r(R * 0.001 * Math.exp(0.5 * z(11)));
  const tax = targetNet > 0 ? r((targetNet / (1 - c.taxRate)) * c.taxRate) : r(R * 0.002);
  const pretax = targetNet + tax;
  const opProfit = pretax - nonOpIn + nonOpOut;
  // 营业成本, 销售, 管理 (and a loss maker's 研发: its losses are what it spends) close the operating
  // profit: what the margin leaves over their own drivers is shared in proportion to their size, so
  // each keeps its own ratio and drift, and none swings by multiples when another is small (茅台's
  // 营业成本 is 8% of revenue).
  const others = otherIncome + investIncome + fairValue + creditImp + assetImp + disposal;
  const burning = c.lossFrom !== null && y >= c.lossFrom;
  const rdFixed = burning ? 0 : r(rd0);
  const need = R - taxes - rdFixed - finance + others - opProfit;
  const base = cogs0 + sell0 + admin0 + (burning ? rd0 : 0);
  const f = base > 0 ? Math.max(0.25, need / base) : 1;
  const selling = r(sell0 * f);
  const rd = burning ? r(rd0 * f) : rdFixed;
  let admin = general ? r(admin0 * f) : need - selling - rd + rdFixed;
  let cogs = general ? need - selling - admin - (rd - rdFixed) : 0;
  if (cogs < 0) {
    admin += cogs;
    cogs = 0;
  }
  const net = pretax - tax;
  const minorityNet = r(net * c.minority);
  const parentNet = net - minorityNet;
  const nonRecurring = r((otherIncome * 0.5 + fairValue + disposal + nonOpIn - nonOpOut) * (1 - c.taxRate) * (1 - c.minority));
  const oci = r(R * 0.002 * z(12));
  const ociParent = r(oci * (1 - c.minority));

  const dividendsPaid = d.dividendsIn(g);
  const raised = d.raisedIn(tradingIndexOf(periodEndDay(g - 1)) + 1, tradingIndexOf(periodEndDay(g)));
  // Equity rolls forward and is pulled towards what the business needs (assets at its turnover), so
  // decades of retained profits do not pile up beyond any real balance sheet.
  const target = r((((R * 4) / c.season[quarterOfPeriod(g)]!) * (1 - c.debt) * (1 - c.minority)) / c.turnover);
  const rolled = openParent + parentNet + ociParent - dividendsPaid + raised;
  let equityParent = rolled + r((target - rolled) * PULL);
  // Losses leaving under a quarter of the equity the business needs are met by 其他权益工具 (no new shares; 2× R topped up traders).
  const floorEquity = r(target * 0.25);
  const injection = equityParent < floorEquity ? floorEquity - equityParent : 0;
  equityParent += injection;
  const equityMinority = c.minority > 0 ? r((equityParent * c.minority) / (1 - c.minority)) : 0;
  const debt = Math.min(0.93, Math.max(0.05, c.debt * Math.exp(0.02 * z(13))));
  // Balance sheets stay below 60万亿 yuan (the largest bank's is ~50万亿), well inside exact integer fen.
  const liabilities = Math.min(r(((equityParent + equityMinority) * debt) / (1 - debt)), MAX_ASSETS - equityParent - equityMinority);
  const assets = liabilities + equityParent + equityMinority;
  const cash = r(assets * c.cashShare * Math.exp(0.12 * z(14)));
  const cashEq = cash - r(cash * 0.03);
  const prevCashEq = prev ? prev.cashEq : prevCash - r(prevCash * 0.03);
  const ocf = r(net * (1.05 + 0.25 * z(15)) + R * 0.03 * z(16));
  const icf = -r(R * c.capex * Math.exp(0.3 * z(17))) + r(investIncome * 0.5);
  const fx = r(R * 0.0015 * z(18));
  const fcf = cashEq - prevCashEq - ocf - icf - fx;
  const dates = reportDates(c.key, g, d.first);
  return {
    g,
    notice: dates.notice,
    firstBooked: dates.firstBooked,
    changed: dates.changed,
    prospectus: dates.notice < d.listDay,
    revenue: R,
    cogs,
    taxes,
    selling,
    admin,
    rd,
    interestExp,
    interestInc,
    finance,
    otherIncome,
    investIncome,
    assocIncome,
    fairValue,
    creditImp,
    assetImp,
    disposal,
    opProfit,
    nonOpIn,
    nonOpOut,
    pretax,
    tax,
    net,
    minorityNet,
    parentNet,
    deducted: parentNet - nonRecurring,
    oci,
    ociParent,
    ocf,
    icf,
    fcf,
    fx,
    dividendsPaid,
    injection,
    raised,
    equityParent,
    equityMinority,
    liabilities,
    assets,
    cash,
    cashEq,
    cashEqOpen: prevCashEq,
    shares,
  };
}

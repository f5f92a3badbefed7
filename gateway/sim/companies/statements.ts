/**
 * The three statements of a company, line by line, split from its cores (model.ts) in integer 分:
 * each total is the exact sum of its lines, so 资产总计 = 负债合计 + 所有者权益合计, 归母 + 少数 =
 * 所有者权益, 利润总额 − 所得税 = 净利润 = 归母 + 少数损益 and 经营 + 投资 + 筹资 + 汇率 = 净增加额
 * hold to the fen. Flow statements are built per single quarter and summed within the year
 * (cumulative 报告期 view); the balance sheet is a period-end stock. Banks and insurers have their
 * own formats.
 */
import { hash3, normal } from '../shared/rng';
import type { CompanyModel } from './model';
import type { Core } from './core';
import { CTAG } from './params';
import {
  BANK_ASSETS,
  BANK_ASSET_W,
  BANK_LIABS,
  BANK_LIAB_W,
  GEN_CUR_ASSETS,
  GEN_CUR_ASSET_W,
  GEN_CUR_LIABS,
  GEN_CUR_LIAB_W,
  GEN_NC_ASSETS,
  GEN_NC_ASSET_W,
  GEN_NC_LIABS,
  GEN_NC_LIAB_W,
  INS_ASSETS,
  INS_ASSET_W,
  INS_LIABS,
  INS_LIAB_W,
} from './statement-lines';

/** Values of one period's lines, fen. */
export type Lines = Record<string, number>;

const r = Math.round;

/**
 * Splits `total` (integer) into parts proportional to `weights`, exactly (the remainder goes to
 * the largest part). Weights are perturbed per period by `noise` so the mix moves a little.
 */
export function split(total: number, weights: readonly number[], seed: number, noise = 0.08): number[] {
  const w = weights.map((x, i) => (x <= 0 ? 0 : x * Math.exp(noise * normal(hash3(seed, CTAG.split, i)))));
  const sum = w.reduce((a, b) => a + b, 0);
  if (sum <= 0) return weights.map((_, i) => (i === 0 ? total : 0));
  const parts = w.map((x) => r((total * x) / sum));
  let biggest = 0;
  for (let i = 1; i < w.length; i++) if (w[i]! > w[biggest]!) biggest = i;
  parts[biggest] = parts[biggest]! + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** Company-stable weights of a split (drawn once from the key), so a company's mix is its own. */
function weights(key: number, tag: number, base: readonly number[]): number[] {
  return base.map((b, i) => (b <= 0 ? 0 : b * Math.exp(0.5 * normal(hash3(key, tag, i)))));
}

function assign(out: Lines, keys: readonly string[], values: readonly number[]): void {
  keys.forEach((k, i) => {
    out[k] = values[i]!;
  });
}

// ─── balance sheet ───────────────────────────────────────────────────────────────────────────

/** Balance-sheet lines of period g. */
export function balanceLines(co: CompanyModel, g: number): Lines {
  const c = co.core(g);
  const key = co.params.key;
  const seed = key ^ (g * 7919);
  const out: Lines = {};
  const format = co.params.format;
  out.cash = c.cash;
  if (format === 'general') {
    const nonCash = c.assets - c.cash;
    const curShare = 0.35 + (0.35 * ((key >>> 8) % 1000)) / 1000;
    const curOther = r(nonCash * curShare);
    assign(out, GEN_CUR_ASSETS, split(curOther, weights(key, 11, GEN_CUR_ASSET_W), seed + 1));
    out.totalCurrentAssets = c.cash + curOther;
    out.totalNcAssets = c.assets - out.totalCurrentAssets;
    assign(out, GEN_NC_ASSETS, split(out.totalNcAssets, weights(key, 12, GEN_NC_ASSET_W), seed + 2));
    out.totalCurrentLiabs = r(c.liabilities * (0.55 + (0.3 * ((key >>> 4) % 1000)) / 1000));
    out.totalNcLiabs = c.liabilities - out.totalCurrentLiabs;
    assign(out, GEN_CUR_LIABS, split(out.totalCurrentLiabs, weights(key, 13, GEN_CUR_LIAB_W), seed + 3));
    assign(out, GEN_NC_LIABS, split(out.totalNcLiabs, weights(key, 14, GEN_NC_LIAB_W), seed + 4));
  } else {
    const [assetKeys, assetW, liabKeys, liabW] =
      format === 'bank' ? [BANK_ASSETS, BANK_ASSET_W, BANK_LIABS, BANK_LIAB_W] : [INS_ASSETS, INS_ASSET_W, INS_LIABS, INS_LIAB_W];
    assign(out, assetKeys, split(c.assets - c.cash, weights(key, 11, assetW), seed + 1));
    assign(out, liabKeys, split(c.liabilities, weights(key, 13, liabW), seed + 3));
  }
  out.totalAssets = c.assets;
  out.totalLiabs = c.liabilities;
  // Equity: 股本 is the share count at par 1 yuan; 未分配利润 closes 归母.
  let injected = 0;
  let oci = 0;
  for (let k = co.first; k <= g; k++) {
    const q = co.core(k);
    injected += q.injection;
    oci += q.ociParent;
  }
  out.shareCapital = c.shares * 100;
  out.otherEquityInstruments = injected;
  out.treasuryShares = 0;
  out.capitalReserve = r(Math.max(0, c.equityParent - injected) * (0.12 + (0.2 * ((key >>> 12) % 1000)) / 1000));
  out.otherComprehensive = oci;
  out.specialReserve = format === 'general' ? r(Math.max(0, c.equityParent) * 0.001) : 0;
  out.surplusReserve = r(Math.max(0, Math.min(out.shareCapital / 2, (c.equityParent - out.shareCapital) * 0.15)));
  out.generalRiskReserve = format === 'general' ? 0 : r(Math.max(0, c.equityParent) * 0.12);
  out.retainedEarnings =
    c.equityParent -
    out.shareCapital -
    injected -
    out.capitalReserve -
    oci -
    out.specialReserve -
    out.surplusReserve -
    out.generalRiskReserve +
    out.treasuryShares;
  out.equityParent = c.equityParent;
  out.equityMinority = c.equityMinority;
  out.totalEquity = c.equityParent + c.equityMinority;
  out.totalLiabsEquity = c.liabilities + out.totalEquity;
  return out;
}

// ─── income statement (single quarter) ─────────────────────────────────────────────────────────

function incomeTail(c: Core, taxRate: number, seed: number, out: Lines): void {
  out.opProfit = c.opProfit;
  out.nonOpIncome = c.nonOpIn;
  out.govGrants = r(c.nonOpIn * 0.6);
  out.nonOpExpense = c.nonOpOut;
  out.ncaDisposalLoss = r(c.nonOpOut * 0.3);
  out.totalProfit = c.pretax;
  out.incomeTax = c.tax;
  const deferred = r(c.tax * 0.08 * normal(hash3(seed, CTAG.split, 99)) * (taxRate > 0 ? 1 : 0));
  out.currentTax = c.tax - deferred;
  out.deferredTax = deferred;
  out.netProfit = c.net;
  out.netProfitContinuing = c.net;
  out.netProfitDiscontinued = 0;
  out.netProfitParent = c.parentNet;
  out.minorityProfit = c.minorityNet;
  out.deductedProfit = c.deducted;
  out.oci = c.oci;
  out.ociParent = c.ociParent;
  out.ociMinority = c.oci - c.ociParent;
  out.comprehensive = c.net + c.oci;
  out.comprehensiveParent = c.parentNet + c.ociParent;
  out.comprehensiveMinority = c.minorityNet + c.oci - c.ociParent;
}

/** Income-statement lines of the single quarter g (fen; no per-share lines). */
export function incomeQuarter(co: CompanyModel, g: number): Lines {
  const c = co.core(g);
  const seed = co.params.key ^ (g * 104729);
  const out: Lines = {};
  const format = co.params.format;
  out.totalRevenue = c.revenue;
  if (format === 'general') {
    out.revenue = c.revenue;
    out.totalCost = c.cogs + c.taxes + c.selling + c.admin + c.rd + c.finance;
    out.cogs = c.cogs;
    out.taxesSurcharges = c.taxes;
    out.sellingExp = c.selling;
    out.adminExp = c.admin;
    out.rdExp = c.rd;
    out.financeExp = c.finance;
    out.interestExp = c.interestExp;
    out.interestInc = c.interestInc;
    out.otherIncome = c.otherIncome;
    out.investIncome = c.investIncome;
    out.assocIncome = c.assocIncome;
    out.fairValueGain = c.fairValue;
    out.creditImpairment = c.creditImp;
    out.assetImpairment = c.assetImp;
    out.disposalGain = c.disposal;
  } else if (format === 'bank') {
    // 营业收入 = 利息净收入 + 手续费及佣金净收入 + 投资收益 + 公允价值变动 + 汇兑 + 其他业务; 营业支出 = 营业收入 − 营业利润.
    const [fee, fx, other] = [r(c.revenue * 0.18), r(c.revenue * 0.005 * normal(hash3(seed, CTAG.split, 1))), r(c.revenue * 0.01)];
    out.investIncome = c.investIncome + r(c.revenue * 0.08);
    out.fairValueGain = c.fairValue;
    out.fxGain = fx;
    out.otherBusinessIncome = other;
    out.feeNetIncome = fee;
    out.feeIncome = r(fee * 1.12);
    out.feeExpense = out.feeIncome - fee;
    out.netInterestIncome = c.revenue - fee - out.investIncome - c.fairValue - fx - other;
    out.interestIncome = r(out.netInterestIncome * 2.05);
    out.interestExpense = out.interestIncome - out.netInterestIncome;
    out.operatingExpenses = c.revenue - c.opProfit;
    out.taxesSurcharges = c.taxes;
    out.adminExp = Math.min(r(c.revenue * 0.3), out.operatingExpenses - c.taxes);
    out.creditImpairment = out.operatingExpenses - c.taxes - out.adminExp;
  } else {
    const [invest, fv] = [c.investIncome + r(c.revenue * 0.12), c.fairValue];
    out.investIncome = invest;
    out.fairValueGain = fv;
    out.otherBusinessIncome = r(c.revenue * 0.03);
    out.earnedPremiums = c.revenue - invest - fv - out.otherBusinessIncome;
    out.grossPremiums = r(out.earnedPremiums * 1.08);
    out.cededPremiums = r(out.grossPremiums * 0.04);
    out.unearnedReserveChange = out.grossPremiums - out.cededPremiums - out.earnedPremiums;
    out.operatingExpenses = c.revenue - c.opProfit;
    const parts = split(out.operatingExpenses - c.taxes, [0.03, 0.28, 0.4, 0.1, 0.15, 0.04], seed + 5);
    assign(out, ['surrenders', 'claims', 'reserveProvision', 'commissions', 'adminExp', 'otherBusinessCost'], parts);
    out.taxesSurcharges = c.taxes;
  }
  incomeTail(c, co.params.taxRate, seed, out);
  return out;
}

// ─── cash flow (single quarter) ────────────────────────────────────────────────────────────────

/** Cash-flow lines of the single quarter g (fen). */
export function cashQuarter(co: CompanyModel, g: number): Lines {
  const c = co.core(g);
  const key = co.params.key;
  const seed = key ^ (g * 1299709);
  const R = Math.abs(c.revenue);
  const out: Lines = {};
  const general = co.params.format === 'general';
  // Operating: inflows and outflows around the net.
  const opIn = Math.max(r(R * (general ? 1.12 : 0.9)), c.ocf + r(R * 0.1));
  const opOut = opIn - c.ocf;
  if (general) {
    assign(out, ['salesCash', 'taxRefunds', 'otherOpIn'], split(opIn, [0.95, 0.01, 0.04], seed + 1, 0.03));
    assign(out, ['goodsPaid', 'staffPaid', 'taxesPaid', 'otherOpOut'], split(opOut, weights(key, 21, [0.62, 0.14, 0.12, 0.12]), seed + 2, 0.05));
  } else {
    assign(out, ['depositsIncrease', 'centralBankBorrowIncrease', 'interestFeeReceived', 'otherOpIn'], split(opIn, [0.45, 0.05, 0.42, 0.08], seed + 1));
    assign(
      out,
      ['loansIncrease', 'depositsAtBanksIncrease', 'interestFeePaid', 'staffPaid', 'taxesPaid', 'otherOpOut'],
      split(opOut, [0.45, 0.08, 0.3, 0.07, 0.04, 0.06], seed + 2),
    );
  }
  out.opInflow = opIn;
  out.opOutflow = opOut;
  out.opNet = c.ocf;
  // Investing.
  const invIn = Math.max(r(R * 0.04) + r(Math.abs(c.icf) * 0.3), c.icf + r(R * 0.01));
  const invOut = invIn - c.icf;
  assign(
    out,
    ['investRecovered', 'investReturns', 'assetDisposalCash', 'subsidiaryDisposalCash', 'otherInvIn'],
    split(invIn, weights(key, 22, [0.6, 0.25, 0.05, 0.03, 0.07]), seed + 3),
  );
  assign(out, ['capexPaid', 'investPaid', 'subsidiaryAcqPaid', 'otherInvOut'], split(invOut, weights(key, 23, [0.55, 0.35, 0.04, 0.06]), seed + 4));
  out.invInflow = invIn;
  out.invOutflow = invOut;
  out.invNet = c.icf;
  // Financing: dividends and interest are paid out; the rest is borrowing and repayment.
  const paidOut = c.dividendsPaid + c.interestExp;
  const equity = c.injection + c.raised;
  const finIn = Math.max(c.fcf + paidOut, 0) + r(R * 0.15) + equity;
  const finOut = finIn - c.fcf;
  const otherFinIn = r((finIn - equity) * 0.05);
  out.equityRaised = equity;
  out.minorityRaised = 0;
  const borrowing = finIn - equity - otherFinIn;
  out.borrowingsRaised = r(borrowing * 0.85);
  out.bondsIssued = borrowing - out.borrowingsRaised;
  out.otherFinIn = otherFinIn;
  out.dividendsInterestPaid = paidOut;
  out.minorityDividendsPaid = r(c.dividendsPaid * co.params.minority * 0.5);
  out.otherFinOut = r((finOut - paidOut) * 0.05);
  out.debtRepaid = finOut - paidOut - out.otherFinOut;
  out.finInflow = finIn;
  out.finOutflow = finOut;
  out.finNet = c.fcf;
  out.fxEffect = c.fx;
  out.netIncrease = c.ocf + c.icf + c.fcf + c.fx;
  out.cashBegin = c.cashEqOpen;
  out.cashEnd = c.cashEqOpen + out.netIncrease;
  // Supplement: the indirect method, closed by 经营性应付项目的增加.
  out.suppNetProfit = c.net;
  out.suppImpairment = -c.assetImp - c.creditImp;
  out.suppDepreciation = r(R * co.params.capex * 0.55);
  out.suppAmortisation = r(R * co.params.capex * 0.1);
  out.suppLongPrepaid = r(R * 0.002);
  out.suppFinanceExp = c.interestExp;
  out.suppInvestLoss = -c.investIncome;
  out.suppDeferredTax = r(c.tax * 0.05);
  out.suppInventory = r(R * 0.03 * normal(hash3(seed, CTAG.split, 77)));
  out.suppReceivables = r(R * 0.04 * normal(hash3(seed, CTAG.split, 78)));
  out.suppPayables =
    c.ocf -
    (out.suppNetProfit +
      out.suppImpairment +
      out.suppDepreciation +
      out.suppAmortisation +
      out.suppLongPrepaid +
      out.suppFinanceExp +
      out.suppInvestLoss +
      out.suppDeferredTax +
      out.suppInventory +
      out.suppReceivables);
  out.suppOpNet = c.ocf;
  return out;
}

/** Cumulative (within the year) flow lines of period g: the sum of its single quarters; 期初 is the year's opening cash. */
export function cumulative(co: CompanyModel, g: number, quarter: (co: CompanyModel, g: number) => Lines): Lines {
  const start = Math.max(co.first, g - (g % 4));
  const out: Lines = {};
  for (let k = start; k <= g; k++) {
    const q = quarter(co, k);
    for (const name in q) out[name] = (out[name] ?? 0) + q[name]!;
  }
  if ('cashBegin' in out) {
    out.cashBegin = co.core(start).cashEqOpen;
    out.cashEnd = co.core(g).cashEq;
  }
  return out;
}

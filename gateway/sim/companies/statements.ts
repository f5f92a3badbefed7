/**
 * The three statements of a company, line by line, split from its cores (model.ts) in integer 分:
 * each total is the exact sum of its lines, so 资产总计 = 负债合计 + 所有者权益合计, 归母 + 少数 =
 * 所有者权益, 利润总额 − 所得税 = 净利润 = 归母 + 少数损益 and 经营 + 投资 + 筹资 + 汇率 = 净增加额
 * hold to the fen. Flow statements are built per single quarter and summed within the year
 * (cumulative 报告期 view); the balance sheet is a period-end stock. Banks and insurers have their
 * own formats.
 */
import type { StatementFormat } from '../../../contracts/endpoints/fundamentals';
import { hash3, normal } from '../shared/rng';
import type { CompanyModel, Core } from './model';
import { CTAG } from './params';

/** A line of a layout: key, label, indent level, bold total. */
export type LayoutRow = readonly [key: string, label: string, level: 0 | 1 | 2, total?: boolean];

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

const GEN_CUR_ASSETS = [
  'tradingAssets',
  'notesReceivable',
  'accountsReceivable',
  'receivablesFinancing',
  'prepayments',
  'otherReceivables',
  'inventories',
  'contractAssets',
  'ncaDueWithinYear',
  'otherCurrentAssets',
] as const;
const GEN_CUR_ASSET_W = [0.06, 0.04, 0.22, 0.03, 0.04, 0.03, 0.4, 0.05, 0.01, 0.05];
const GEN_NC_ASSETS = [
  'debtInvestments',
  'longTermEquityInv',
  'otherEquityInv',
  'investmentProperty',
  'fixedAssets',
  'constructionInProgress',
  'rightOfUse',
  'intangibles',
  'developmentCost',
  'goodwill',
  'longTermPrepaid',
  'deferredTaxAssets',
  'otherNcAssets',
] as const;
const GEN_NC_ASSET_W = [0.03, 0.08, 0.03, 0.02, 0.4, 0.1, 0.02, 0.12, 0.01, 0.06, 0.02, 0.03, 0.06];
const GEN_CUR_LIABS = [
  'shortBorrowings',
  'notesPayable',
  'accountsPayable',
  'advanceReceipts',
  'contractLiabilities',
  'payrollPayable',
  'taxesPayable',
  'otherPayables',
  'ncDueWithinYear',
  'otherCurrentLiabs',
] as const;
const GEN_CUR_LIAB_W = [0.18, 0.1, 0.28, 0.02, 0.12, 0.06, 0.05, 0.08, 0.06, 0.05];
const GEN_NC_LIABS = ['longBorrowings', 'bondsPayable', 'leaseLiabilities', 'longPayables', 'provisions', 'deferredIncome', 'deferredTaxLiabs'] as const;
const GEN_NC_LIAB_W = [0.55, 0.15, 0.05, 0.05, 0.04, 0.08, 0.08];

const BANK_ASSETS = [
  'dueFromBanks',
  'placementsWithBanks',
  'reverseRepo',
  'loans',
  'tradingAssets',
  'debtInvestments',
  'otherDebtInvestments',
  'longTermEquityInv',
  'fixedAssets',
  'intangibles',
  'deferredTaxAssets',
  'otherAssets',
] as const;
const BANK_ASSET_W = [0.02, 0.03, 0.02, 0.56, 0.06, 0.17, 0.08, 0.005, 0.005, 0.002, 0.006, 0.02];
const BANK_LIABS = [
  'dueToCentralBank',
  'dueToBanks',
  'placementsFromBanks',
  'tradingLiabs',
  'repo',
  'deposits',
  'payrollPayable',
  'taxesPayable',
  'bondsPayable',
  'deferredTaxLiabs',
  'otherLiabs',
] as const;
const BANK_LIAB_W = [0.03, 0.08, 0.03, 0.005, 0.02, 0.74, 0.004, 0.002, 0.08, 0.001, 0.01];

const INS_ASSETS = [
  'reverseRepo',
  'premiumsReceivable',
  'reinsuranceReceivable',
  'termDeposits',
  'tradingAssets',
  'debtInvestments',
  'otherDebtInvestments',
  'otherEquityInv',
  'policyLoans',
  'longTermEquityInv',
  'investmentProperty',
  'fixedAssets',
  'otherAssets',
] as const;
const INS_ASSET_W = [0.02, 0.01, 0.01, 0.06, 0.2, 0.3, 0.15, 0.05, 0.03, 0.05, 0.01, 0.01, 0.04];
const INS_LIABS = [
  'repo',
  'premiumsInAdvance',
  'commissionsPayable',
  'claimsPayable',
  'policyholderDeposits',
  'lifeReserves',
  'healthReserves',
  'unearnedPremiumReserves',
  'claimReserves',
  'bondsPayable',
  'otherLiabs',
] as const;
const INS_LIAB_W = [0.08, 0.005, 0.005, 0.01, 0.1, 0.55, 0.1, 0.03, 0.02, 0.02, 0.08];

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

// ─── layouts ──────────────────────────────────────────────────────────────────────────────────

const L = (key: string, label: string, level: 0 | 1 | 2 = 1, total = false): LayoutRow => [key, label, level, total];

const GEN_BALANCE: readonly LayoutRow[] = [
  L('cash', '货币资金'),
  L('tradingAssets', '交易性金融资产'),
  L('notesReceivable', '应收票据'),
  L('accountsReceivable', '应收账款'),
  L('receivablesFinancing', '应收款项融资'),
  L('prepayments', '预付款项'),
  L('otherReceivables', '其他应收款'),
  L('inventories', '存货'),
  L('contractAssets', '合同资产'),
  L('ncaDueWithinYear', '一年内到期的非流动资产'),
  L('otherCurrentAssets', '其他流动资产'),
  L('totalCurrentAssets', '流动资产合计', 0, true),
  L('debtInvestments', '债权投资'),
  L('longTermEquityInv', '长期股权投资'),
  L('otherEquityInv', '其他权益工具投资'),
  L('investmentProperty', '投资性房地产'),
  L('fixedAssets', '固定资产'),
  L('constructionInProgress', '在建工程'),
  L('rightOfUse', '使用权资产'),
  L('intangibles', '无形资产'),
  L('developmentCost', '开发支出'),
  L('goodwill', '商誉'),
  L('longTermPrepaid', '长期待摊费用'),
  L('deferredTaxAssets', '递延所得税资产'),
  L('otherNcAssets', '其他非流动资产'),
  L('totalNcAssets', '非流动资产合计', 0, true),
  L('totalAssets', '资产总计', 0, true),
  L('shortBorrowings', '短期借款'),
  L('notesPayable', '应付票据'),
  L('accountsPayable', '应付账款'),
  L('advanceReceipts', '预收款项'),
  L('contractLiabilities', '合同负债'),
  L('payrollPayable', '应付职工薪酬'),
  L('taxesPayable', '应交税费'),
  L('otherPayables', '其他应付款'),
  L('ncDueWithinYear', '一年内到期的非流动负债'),
  L('otherCurrentLiabs', '其他流动负债'),
  L('totalCurrentLiabs', '流动负债合计', 0, true),
  L('longBorrowings', '长期借款'),
  L('bondsPayable', '应付债券'),
  L('leaseLiabilities', '租赁负债'),
  L('longPayables', '长期应付款'),
  L('provisions', '预计负债'),
  L('deferredIncome', '递延收益'),
  L('deferredTaxLiabs', '递延所得税负债'),
  L('totalNcLiabs', '非流动负债合计', 0, true),
  L('totalLiabs', '负债合计', 0, true),
];

const EQUITY: readonly LayoutRow[] = [
  L('shareCapital', '实收资本(或股本)'),
  L('otherEquityInstruments', '其他权益工具'),
  L('capitalReserve', '资本公积'),
  L('treasuryShares', '减：库存股'),
  L('otherComprehensive', '其他综合收益'),
  L('specialReserve', '专项储备'),
  L('surplusReserve', '盈余公积'),
  L('generalRiskReserve', '一般风险准备'),
  L('retainedEarnings', '未分配利润'),
  L('equityParent', '归属于母公司股东权益合计', 0, true),
  L('equityMinority', '少数股东权益'),
  L('totalEquity', '所有者权益(或股东权益)合计', 0, true),
  L('totalLiabsEquity', '负债和所有者权益(或股东权益)总计', 0, true),
];

const BANK_BALANCE: readonly LayoutRow[] = [
  L('cash', '现金及存放中央银行款项'),
  L('dueFromBanks', '存放同业款项'),
  L('placementsWithBanks', '拆出资金'),
  L('reverseRepo', '买入返售金融资产'),
  L('loans', '发放贷款和垫款'),
  L('tradingAssets', '交易性金融资产'),
  L('debtInvestments', '债权投资'),
  L('otherDebtInvestments', '其他债权投资'),
  L('longTermEquityInv', '长期股权投资'),
  L('fixedAssets', '固定资产'),
  L('intangibles', '无形资产'),
  L('deferredTaxAssets', '递延所得税资产'),
  L('otherAssets', '其他资产'),
  L('totalAssets', '资产总计', 0, true),
  L('dueToCentralBank', '向中央银行借款'),
  L('dueToBanks', '同业及其他金融机构存放款项'),
  L('placementsFromBanks', '拆入资金'),
  L('tradingLiabs', '交易性金融负债'),
  L('repo', '卖出回购金融资产款'),
  L('deposits', '吸收存款'),
  L('payrollPayable', '应付职工薪酬'),
  L('taxesPayable', '应交税费'),
  L('bondsPayable', '应付债券'),
  L('deferredTaxLiabs', '递延所得税负债'),
  L('otherLiabs', '其他负债'),
  L('totalLiabs', '负债合计', 0, true),
];

const INS_BALANCE: readonly LayoutRow[] = [
  L('cash', '货币资金'),
  L('reverseRepo', '买入返售金融资产'),
  L('premiumsReceivable', '应收保费'),
  L('reinsuranceReceivable', '应收分保账款'),
  L('termDeposits', '定期存款'),
  L('tradingAssets', '交易性金融资产'),
  L('debtInvestments', '债权投资'),
  L('otherDebtInvestments', '其他债权投资'),
  L('otherEquityInv', '其他权益工具投资'),
  L('policyLoans', '保户质押贷款'),
  L('longTermEquityInv', '长期股权投资'),
  L('investmentProperty', '投资性房地产'),
  L('fixedAssets', '固定资产'),
  L('otherAssets', '其他资产'),
  L('totalAssets', '资产总计', 0, true),
  L('repo', '卖出回购金融资产款'),
  L('premiumsInAdvance', '预收保费'),
  L('commissionsPayable', '应付手续费及佣金'),
  L('claimsPayable', '应付赔付款'),
  L('policyholderDeposits', '保户储金及投资款'),
  L('lifeReserves', '寿险责任准备金'),
  L('healthReserves', '长期健康险责任准备金'),
  L('unearnedPremiumReserves', '未到期责任准备金'),
  L('claimReserves', '未决赔款准备金'),
  L('bondsPayable', '应付债券'),
  L('otherLiabs', '其他负债'),
  L('totalLiabs', '负债合计', 0, true),
];

const INCOME_TAIL: readonly LayoutRow[] = [
  L('opProfit', '三、营业利润', 0, true),
  L('nonOpIncome', '加：营业外收入'),
  L('govGrants', '其中：政府补助', 2),
  L('nonOpExpense', '减：营业外支出'),
  L('ncaDisposalLoss', '其中：非流动资产处置损失', 2),
  L('totalProfit', '四、利润总额', 0, true),
  L('incomeTax', '减：所得税费用'),
  L('currentTax', '其中：当期所得税', 2),
  L('deferredTax', '递延所得税', 2),
  L('netProfit', '五、净利润', 0, true),
  L('netProfitContinuing', '持续经营净利润', 2),
  L('netProfitDiscontinued', '终止经营净利润', 2),
  L('netProfitParent', '归属于母公司股东的净利润'),
  L('minorityProfit', '少数股东损益'),
  L('deductedProfit', '扣除非经常性损益后的净利润'),
  L('oci', '六、其他综合收益的税后净额', 0, true),
  L('ociParent', '归属母公司所有者的其他综合收益', 2),
  L('ociMinority', '归属于少数股东的其他综合收益', 2),
  L('comprehensive', '七、综合收益总额', 0, true),
  L('comprehensiveParent', '归属于母公司股东的综合收益总额', 2),
  L('comprehensiveMinority', '归属于少数股东的综合收益总额', 2),
  L('eps', '基本每股收益(元)'),
  L('dilutedEps', '稀释每股收益(元)'),
];

const GEN_INCOME: readonly LayoutRow[] = [
  L('totalRevenue', '一、营业总收入', 0, true),
  L('revenue', '其中：营业收入'),
  L('totalCost', '二、营业总成本', 0, true),
  L('cogs', '其中：营业成本'),
  L('taxesSurcharges', '税金及附加'),
  L('sellingExp', '销售费用'),
  L('adminExp', '管理费用'),
  L('rdExp', '研发费用'),
  L('financeExp', '财务费用'),
  L('interestExp', '其中：利息费用', 2),
  L('interestInc', '利息收入', 2),
  L('otherIncome', '加：其他收益'),
  L('investIncome', '投资收益'),
  L('assocIncome', '其中：对联营企业和合营企业的投资收益', 2),
  L('fairValueGain', '公允价值变动收益'),
  L('creditImpairment', '信用减值损失'),
  L('assetImpairment', '资产减值损失'),
  L('disposalGain', '资产处置收益'),
  ...INCOME_TAIL,
];

const BANK_INCOME: readonly LayoutRow[] = [
  L('totalRevenue', '一、营业收入', 0, true),
  L('netInterestIncome', '利息净收入'),
  L('interestIncome', '其中：利息收入', 2),
  L('interestExpense', '利息支出', 2),
  L('feeNetIncome', '手续费及佣金净收入'),
  L('feeIncome', '其中：手续费及佣金收入', 2),
  L('feeExpense', '手续费及佣金支出', 2),
  L('investIncome', '投资收益'),
  L('fairValueGain', '公允价值变动收益'),
  L('fxGain', '汇兑收益'),
  L('otherBusinessIncome', '其他业务收入'),
  L('operatingExpenses', '二、营业支出', 0, true),
  L('taxesSurcharges', '税金及附加'),
  L('adminExp', '业务及管理费'),
  L('creditImpairment', '信用减值损失'),
  ...INCOME_TAIL,
];

const INS_INCOME: readonly LayoutRow[] = [
  L('totalRevenue', '一、营业收入', 0, true),
  L('earnedPremiums', '已赚保费'),
  L('grossPremiums', '其中：保险业务收入', 2),
  L('cededPremiums', '减：分出保费', 2),
  L('unearnedReserveChange', '提取未到期责任准备金', 2),
  L('investIncome', '投资收益'),
  L('fairValueGain', '公允价值变动收益'),
  L('otherBusinessIncome', '其他业务收入'),
  L('operatingExpenses', '二、营业支出', 0, true),
  L('surrenders', '退保金'),
  L('claims', '赔付支出'),
  L('reserveProvision', '提取保险责任准备金'),
  L('commissions', '手续费及佣金支出'),
  L('taxesSurcharges', '税金及附加'),
  L('adminExp', '业务及管理费'),
  L('otherBusinessCost', '其他业务成本'),
  ...INCOME_TAIL,
];

const CASH_INV_FIN: readonly LayoutRow[] = [
  L('investRecovered', '收回投资收到的现金'),
  L('investReturns', '取得投资收益收到的现金'),
  L('assetDisposalCash', '处置固定资产、无形资产和其他长期资产收回的现金净额'),
  L('subsidiaryDisposalCash', '处置子公司及其他营业单位收到的现金净额'),
  L('otherInvIn', '收到其他与投资活动有关的现金'),
  L('invInflow', '投资活动现金流入小计', 0, true),
  L('capexPaid', '购建固定资产、无形资产和其他长期资产支付的现金'),
  L('investPaid', '投资支付的现金'),
  L('subsidiaryAcqPaid', '取得子公司及其他营业单位支付的现金净额'),
  L('otherInvOut', '支付其他与投资活动有关的现金'),
  L('invOutflow', '投资活动现金流出小计', 0, true),
  L('invNet', '投资活动产生的现金流量净额', 0, true),
  L('equityRaised', '吸收投资收到的现金'),
  L('minorityRaised', '其中：子公司吸收少数股东投资收到的现金', 2),
  L('borrowingsRaised', '取得借款收到的现金'),
  L('bondsIssued', '发行债券收到的现金'),
  L('otherFinIn', '收到其他与筹资活动有关的现金'),
  L('finInflow', '筹资活动现金流入小计', 0, true),
  L('debtRepaid', '偿还债务支付的现金'),
  L('dividendsInterestPaid', '分配股利、利润或偿付利息支付的现金'),
  L('minorityDividendsPaid', '其中：子公司支付给少数股东的股利、利润', 2),
  L('otherFinOut', '支付其他与筹资活动有关的现金'),
  L('finOutflow', '筹资活动现金流出小计', 0, true),
  L('finNet', '筹资活动产生的现金流量净额', 0, true),
  L('fxEffect', '汇率变动对现金及现金等价物的影响'),
  L('netIncrease', '现金及现金等价物净增加额', 0, true),
  L('cashBegin', '加：期初现金及现金等价物余额'),
  L('cashEnd', '期末现金及现金等价物余额', 0, true),
];

const CASH_SUPP: readonly LayoutRow[] = [
  L('suppNetProfit', '补充资料：净利润'),
  L('suppImpairment', '资产减值准备'),
  L('suppDepreciation', '固定资产折旧、油气资产折耗、生产性生物资产折旧'),
  L('suppAmortisation', '无形资产摊销'),
  L('suppLongPrepaid', '长期待摊费用摊销'),
  L('suppFinanceExp', '财务费用'),
  L('suppInvestLoss', '投资损失'),
  L('suppDeferredTax', '递延所得税资产减少'),
  L('suppInventory', '存货的减少'),
  L('suppReceivables', '经营性应收项目的减少'),
  L('suppPayables', '经营性应付项目的增加'),
  L('suppOpNet', '经营活动产生的现金流量净额(间接法)', 0, true),
];

const GEN_CASH: readonly LayoutRow[] = [
  L('salesCash', '销售商品、提供劳务收到的现金'),
  L('taxRefunds', '收到的税费返还'),
  L('otherOpIn', '收到其他与经营活动有关的现金'),
  L('opInflow', '经营活动现金流入小计', 0, true),
  L('goodsPaid', '购买商品、接受劳务支付的现金'),
  L('staffPaid', '支付给职工以及为职工支付的现金'),
  L('taxesPaid', '支付的各项税费'),
  L('otherOpOut', '支付其他与经营活动有关的现金'),
  L('opOutflow', '经营活动现金流出小计', 0, true),
  L('opNet', '经营活动产生的现金流量净额', 0, true),
  ...CASH_INV_FIN,
  ...CASH_SUPP,
];

const FIN_CASH: readonly LayoutRow[] = [
  L('depositsIncrease', '客户存款和同业存放款项净增加额'),
  L('centralBankBorrowIncrease', '向中央银行借款净增加额'),
  L('interestFeeReceived', '收取利息、手续费及佣金的现金'),
  L('otherOpIn', '收到其他与经营活动有关的现金'),
  L('opInflow', '经营活动现金流入小计', 0, true),
  L('loansIncrease', '客户贷款及垫款净增加额'),
  L('depositsAtBanksIncrease', '存放中央银行和同业款项净增加额'),
  L('interestFeePaid', '支付利息、手续费及佣金的现金'),
  L('staffPaid', '支付给职工以及为职工支付的现金'),
  L('taxesPaid', '支付的各项税费'),
  L('otherOpOut', '支付其他与经营活动有关的现金'),
  L('opOutflow', '经营活动现金流出小计', 0, true),
  L('opNet', '经营活动产生的现金流量净额', 0, true),
  ...CASH_INV_FIN,
  ...CASH_SUPP,
];

/** The layout of a statement in a format. */
export function layoutOf(statement: 'balance' | 'income' | 'cashflow', format: StatementFormat): readonly LayoutRow[] {
  if (statement === 'balance') return [...(format === 'general' ? GEN_BALANCE : format === 'bank' ? BANK_BALANCE : INS_BALANCE), ...EQUITY];
  if (statement === 'income') return format === 'general' ? GEN_INCOME : format === 'bank' ? BANK_INCOME : INS_INCOME;
  return format === 'general' ? GEN_CASH : FIN_CASH;
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

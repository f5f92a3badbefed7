/**
 * The lines of the three statements, by format (general, bank, insurer): the balance sheet's lines
 * that `statements.ts` splits its totals into, with their weights; and each statement's layout as the
 * F10 pages show it (财务报表): each line's key, its Chinese label, its indent and whether it is a
 * total. The lines' values come from `statements.ts`.
 */
import type { StatementFormat } from '../../../contracts/endpoints/fundamentals';

/** A line of a layout: key, label, indent level, bold total. */
export type LayoutRow = readonly [key: string, label: string, level: 0 | 1 | 2, total?: boolean];

// ─── balance sheet: the lines a total is split into, and their weights ─────────────────────────

export const GEN_CUR_ASSETS = [
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
export const GEN_CUR_ASSET_W = [0.06, 0.04, 0.22, 0.03, 0.04, 0.03, 0.4, 0.05, 0.01, 0.05];
export const GEN_NC_ASSETS = [
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
export const GEN_NC_ASSET_W = [0.03, 0.08, 0.03, 0.02, 0.4, 0.1, 0.02, 0.12, 0.01, 0.06, 0.02, 0.03, 0.06];
export const GEN_CUR_LIABS = [
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
export const GEN_CUR_LIAB_W = [0.18, 0.1, 0.28, 0.02, 0.12, 0.06, 0.05, 0.08, 0.06, 0.05];
export const GEN_NC_LIABS = ['longBorrowings', 'bondsPayable', 'leaseLiabilities', 'longPayables', 'provisions', 'deferredIncome', 'deferredTaxLiabs'] as const;
export const GEN_NC_LIAB_W = [0.55, 0.15, 0.05, 0.05, 0.04, 0.08, 0.08];

export const BANK_ASSETS = [
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
export const BANK_ASSET_W = [0.02, 0.03, 0.02, 0.56, 0.06, 0.17, 0.08, 0.005, 0.005, 0.002, 0.006, 0.02];
export const BANK_LIABS = [
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
export const BANK_LIAB_W = [0.03, 0.08, 0.03, 0.005, 0.02, 0.74, 0.004, 0.002, 0.08, 0.001, 0.01];

export const INS_ASSETS = [
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
export const INS_ASSET_W = [0.02, 0.01, 0.01, 0.06, 0.2, 0.3, 0.15, 0.05, 0.03, 0.05, 0.01, 0.01, 0.04];
export const INS_LIABS = [
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
export const INS_LIAB_W = [0.08, 0.005, 0.005, 0.01, 0.1, 0.55, 0.1, 0.03, 0.02, 0.02, 0.08];

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

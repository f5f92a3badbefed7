/**
 * The core of one report period of a company: the single-quarter flows and the period-end balances
 * (integer 分, shares in 股) that every statement line, ratio and valuation derives from. Its own module
 * because the model that builds it and every reader of the figures share the shape.
 */
/** Single-quarter flows (fen) and period-end balances (fen; shares in 股) of one period. */
export interface Core {
  g: number;
  /** 公告日 (day number). */
  notice: number;
  firstBooked: number;
  changed: number | null;
  /** True when the report came out before the listing (the prospectus carries it). */
  prospectus: boolean;
  // income (single quarter)
  revenue: number;
  cogs: number;
  taxes: number;
  selling: number;
  admin: number;
  rd: number;
  interestExp: number;
  interestInc: number;
  /** 财务费用 = interestExp − interestInc + fees. */
  finance: number;
  otherIncome: number;
  investIncome: number;
  assocIncome: number;
  fairValue: number;
  creditImp: number;
  assetImp: number;
  disposal: number;
  opProfit: number;
  nonOpIn: number;
  nonOpOut: number;
  pretax: number;
  tax: number;
  net: number;
  minorityNet: number;
  parentNet: number;
  /** 扣除非经常性损益后的归母净利润. */
  deducted: number;
  oci: number;
  ociParent: number;
  // cash flow (single quarter)
  ocf: number;
  icf: number;
  fcf: number;
  fx: number;
  /** Cash dividends paid to shareholders in the quarter (ex-dates inside it). */
  dividendsPaid: number;
  /** Equity raised without new shares (其他权益工具), when losses ate the equity. */
  injection: number;
  /** Cash raised by new shares in the quarter (a 定增 at 85% of the price, a 股权激励 grant at half of it). */
  raised: number;
  // balances at period end
  equityParent: number;
  equityMinority: number;
  liabilities: number;
  assets: number;
  /** 货币资金. */
  cash: number;
  /** 现金及现金等价物 (货币资金 less restricted cash). */
  cashEq: number;
  /** 现金及现金等价物 at the start of the quarter (the previous period's cashEq). */
  cashEqOpen: number;
  /** Total shares at period end (股). */
  shares: number;
}

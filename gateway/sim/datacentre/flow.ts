/**
 * 资金流向 of the data centre: the market's one split of a stock-day by order size
 * (`market/model/money-flow.ts`), so the stock page's live panel and the data centre's tables
 * agree to the yuan.
 */
export { addSplit, type FlowParts, netOf, splitFlow, zeroSplit } from '../market/index';

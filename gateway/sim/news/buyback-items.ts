/**
 * The desk's items of a 股份回购: the 预案, the first purchase and the result. Apart from the other
 * notice kinds because a buyback has stages, each worded from the plan and its progress.
 */
import type { DocSpec } from '../disclosures/index';
import type { CompanyItem, ItemFn } from './company-item';
import { shares } from './notice-figures';

/**
 * A 股份回购 notice as the desk words it: the 预案 (important from 1亿元 up), the first purchase and the
 * result, with the figures of the notice itself (buyback-documents.ts reads the same plan). Monthly
 * progress notices stay in the 公告 list only, as on real 7×24 feeds.
 */
export function buybackItem(d: Extract<DocSpec, { kind: 'buyback' }>, name: string, short: string, item: ItemFn): CompanyItem | null {
  const b = d.plan;
  const p = d.progress;
  const yi = (fen: number) =>
    `${(fen / 1e10)
      .toFixed(fen >= 1e10 ? 2 : 4)
      .replace(/0+$/, '')
      .replace(/\.$/, '')}亿元`;
  const price = (milli: number) => (milli / 1000).toFixed(2);
  const ratio = (n: number) => `${((n / b.totalShares) * 100).toFixed(2)}%`;
  switch (d.stage) {
    case 'plan':
      return item(
        'buyback',
        `${name}：拟${yi(b.amountLow)}至${yi(b.amountHigh)}回购股份`,
        `${name}（${short}）公告，拟以集中竞价交易方式回购公司股份，回购金额不低于${yi(b.amountLow)}且不超过${yi(b.amountHigh)}，回购价格不超过${b.priceCap.toFixed(2)}元/股，${b.purpose}，实施期限${b.months}个月。`,
        b.amountHigh >= 1e10,
        ['回购'],
      );
    case 'first':
      return item(
        'buyback',
        `${name}：首次回购${shares(p.shares)}`,
        `${name}（${short}）公告，公司首次以集中竞价交易方式回购股份${shares(p.shares)}，占总股本${ratio(p.shares)}，最高成交价${price(p.high)}元/股，最低成交价${price(p.low)}元/股，成交总金额${yi(p.fen)}。`,
        false,
        ['回购'],
      );
    case 'result':
      return item(
        'buyback',
        `${name}：回购${b.completed ? '实施完成' : '期限届满'}，累计回购${shares(p.shares)}`,
        `${name}（${short}）公告，${b.completed ? '本次回购股份方案已实施完毕' : '本次回购股份期限已届满'}，公司累计回购股份${shares(p.shares)}，占总股本${ratio(p.shares)}，成交总金额${yi(p.fen)}，成交均价${p.shares > 0 ? (p.fen / 100 / p.shares).toFixed(2) : '0.00'}元/股。`,
        false,
        ['回购'],
      );
    default:
      return null;
  }
}

/**
 * The text of the 股份回购 announcements (`documents.ts` renders the rest): the plan, its 股东大会
 * resolution, the first purchase, the monthly progress and the result, every figure read from the
 * plan and its cumulative purchases (`buybacks.ts`) — the same numbers the data centre's 股票回购 lists.
 */
import type { NoticeSection } from '../../../contracts/endpoints/notices';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { approvalOf, type Buyback, type BuybackNotice, type BuybackProgress, buybackShareRange } from './buyback-plan';

const dayText = (idx: number) => formatDay(dayOfTradingIndex(idx));
/** Amounts in fen as 元 with cents, and as 亿元 / 万元. */
export const yuanOfFen = (fen: number) => (fen / 100).toFixed(2);
const bigYuan = (fen: number) => (fen >= 1e10 ? `${(fen / 1e10).toFixed(2)}亿元` : `${(fen / 1e6).toFixed(2)}万元`);
/** A price in milli as yuan. */
export const priceOfMilli = (milli: number) => (milli / 1000).toFixed(2);
const ratio = (shares: number, total: number) => `${total > 0 ? ((shares / total) * 100).toFixed(4) : '0.0000'}%`;

/** The sections of one 股份回购 announcement. */
export function buybackSections(
  doc: { stage: BuybackNotice['stage']; plan: Buyback; through: number; progress: BuybackProgress },
  chineseDate: (text: string) => string,
): NoticeSection[] {
  const b = doc.plan;
  const p = doc.progress;
  const range = buybackShareRange(b);
  const term = b.meeting === null ? '自董事会审议通过回购方案之日起' : '自股东大会审议通过回购方案之日起';
  const cumulative = () =>
    p.shares > 0
      ? `公司通过集中竞价交易方式已累计回购股份${p.shares}股，占公司总股本的${ratio(p.shares, b.totalShares)}，最高成交价为${priceOfMilli(p.high)}元/股，最低成交价为${priceOfMilli(p.low)}元/股，成交总金额为${yuanOfFen(p.fen)}元（不含交易费用）。`
      : '公司尚未回购股份。';
  switch (doc.stage) {
    case 'plan':
      return [
        {
          heading: '一、回购方案的主要内容',
          paragraphs: [
            `（一）回购股份的目的及用途：基于对公司未来发展前景的信心和对公司价值的认可，公司拟以自有资金回购公司股份，${b.purpose}。回购的股份存放于公司回购专用证券账户，不予注销，公司总股本不因本次回购而变动。`,
            '（二）回购股份的方式：通过证券交易所交易系统以集中竞价交易方式回购。',
            `（三）回购股份的价格：不超过人民币${b.priceCap.toFixed(2)}元/股（含），该价格不高于董事会通过回购决议前30个交易日公司股票交易均价的150%。`,
            `（四）回购资金总额：不低于人民币${bigYuan(b.amountLow)}（含），不超过人民币${bigYuan(b.amountHigh)}（含）。`,
            `（五）回购股份的数量及占总股本的比例：按回购价格上限测算，预计回购股份数量约为${range.low}股至${range.high}股，约占公司目前总股本的${ratio(range.low, b.totalShares)}至${ratio(range.high, b.totalShares)}。`,
            `（六）回购期限：${term}不超过${b.months}个月，即至${chineseDate(dayText(b.deadline))}止。回购金额达到上限，或公司决定提前终止本方案的，回购期限提前届满。`,
          ],
        },
        {
          heading: '二、审议程序',
          paragraphs: [
            b.meeting === null
              ? '本次回购方案已经公司董事会审议通过，经三分之二以上董事出席的董事会会议决议，无需提交股东大会审议。'
              : `本次回购方案已经公司董事会审议通过，尚需提交公司股东大会审议，股东大会定于${chineseDate(dayText(b.meeting))}召开。`,
          ],
        },
        {
          heading: '三、风险提示',
          paragraphs: ['若回购期限内公司股票价格持续超出回购价格上限，存在回购方案无法实施或只能部分实施的风险。敬请广大投资者注意投资风险。'],
        },
      ];
    case 'meeting':
      return [
        {
          heading: '一、会议召开和出席情况',
          paragraphs: [`公司临时股东大会于${chineseDate(dayText(b.meeting ?? b.plan))}在公司会议室以现场投票与网络投票相结合的方式召开。`],
        },
        {
          heading: '二、议案审议情况',
          paragraphs: [
            `审议通过《关于以集中竞价交易方式回购公司股份方案的议案》：回购资金总额不低于${bigYuan(b.amountLow)}、不超过${bigYuan(b.amountHigh)}，回购价格不超过${b.priceCap.toFixed(2)}元/股，回购期限为股东大会审议通过之日起${b.months}个月内。`,
            '该议案为特别决议议案，已获出席会议的股东所持有效表决权股份总数的三分之二以上通过。',
          ],
        },
      ];
    case 'first':
      return [
        {
          heading: '一、首次回购股份的具体情况',
          paragraphs: [
            `${chineseDate(dayText(doc.through))}，公司首次通过集中竞价交易方式回购公司股份。${cumulative()}`,
            `本次回购符合公司回购方案的要求，回购价格未超过回购价格上限${b.priceCap.toFixed(2)}元/股。`,
          ],
        },
      ];
    case 'progress':
      return [
        {
          heading: '一、回购股份的进展情况',
          paragraphs: [
            `根据相关规定，公司应在每个月的前三个交易日内公告截至上月末的回购进展情况。截至${chineseDate(dayText(doc.through))}，${cumulative()}`,
            `上述回购符合公司回购方案的要求（回购资金总额${bigYuan(b.amountLow)}至${bigYuan(b.amountHigh)}，价格不超过${b.priceCap.toFixed(2)}元/股）。`,
          ],
        },
        { heading: '二、其他事项', paragraphs: ['公司将在回购期限内根据市场情况择机作出回购决策并予以实施，并及时履行信息披露义务。'] },
      ];
    case 'result':
      return [
        {
          heading: '一、回购实施情况',
          paragraphs: [
            `公司于${chineseDate(dayText(approvalOf(b)))}审议通过回购方案，${p.first !== null ? `于${chineseDate(dayText(p.first))}首次实施回购，` : ''}至${chineseDate(dayText(doc.through))}${b.completed ? '回购方案实施完毕' : '回购期限届满'}。`,
            `${cumulative()}${b.completed ? '回购金额已达回购方案中回购资金总额下限，且未超过上限，本次回购方案实施完毕。' : '回购期限内回购金额未达到回购方案中回购资金总额下限，主要系公司股价、资金安排等因素影响。'}`,
          ],
        },
        {
          heading: '二、股份变动表',
          paragraphs: ['本次回购的股份全部存放于公司回购专用证券账户，公司总股本不变。'],
          table: {
            head: ['股份类别', '回购前', '回购后'],
            rows: [
              ['总股本（股）', String(b.totalShares), String(b.totalShares)],
              ['其中：回购专用证券账户（股）', '0', String(p.shares)],
            ],
          },
        },
        {
          heading: '三、已回购股份的处理安排',
          paragraphs: [
            b.purpose === '为维护公司价值及股东权益所必需'
              ? '本次回购的股份将在披露回购结果公告十二个月后根据相关规定通过集中竞价交易方式出售，三年内未出售部分将依法注销。'
              : `本次回购的股份将${b.purpose}，在披露回购结果公告后三年内转让或使用；未使用部分将依法注销。`,
          ],
        },
      ];
  }
}

/**
 * The body of an offering notice (招股意向书, 发行公告, 中签率公告, 中签结果公告) as `documents.ts`
 * renders it.
 */
import type { NoticeSection } from '../../../contracts/endpoints/notices';
import { listingBoard, type Security, underRegistration } from '../../../contracts/market';
import type { DocSpec } from './disclosure';
import { chineseDate, sharesText, yuanText } from './notice-text';

/** The body of an offering notice: what each stage of the 发行 tells applicants, from the issue's own figures. */
export function offeringSections(
  doc: Extract<DocSpec, { kind: 'offering' }>,
  name: string,
  sec: Pick<Security, 'board' | 'suffix' | 'listDate'>,
): NoticeSection[] {
  const o = doc.offering;
  const approval = underRegistration(sec) ? '同意注册' : '核准';
  const t = chineseDate(o.applyDate);
  const raised = yuanText(Math.round(o.issueShares * o.issuePrice * 100));
  switch (doc.stage) {
    case 'prospectus':
      return [
        {
          heading: '一、本次发行概况',
          paragraphs: [
            `${name}首次公开发行人民币普通股的申请已获中国证券监督管理委员会${approval}。本次公开发行股票${sharesText(o.issueShares)}，全部为公开发行新股，拟在${listingBoard(sec).full}上市。`,
            `本次发行采用网下向符合条件的投资者询价配售和网上向持有一定市值非限售A股股份和非限售存托凭证的社会公众投资者定价发行相结合的方式进行。网上申购日为${t}（T日）。`,
          ],
        },
      ];
    case 'issue':
      return [
        {
          heading: '一、发行价格及申购安排',
          paragraphs: [
            `本次发行价格为${o.issuePrice.toFixed(2)}元/股，发行数量为${sharesText(o.issueShares)}，其中网上初始发行${sharesText(o.onlineShares)}，预计募集资金总额${raised}。`,
            `网上申购日为${t}（T日），申购代码为"${o.applyCode}"，每一申购单位为${sec.board === 'main' && sec.suffix === 'SH' ? '1,000' : sec.board === 'bse' ? '100' : '500'}股，单一账户申购上限为${sharesText(o.applyLimit)}。投资者在申购日无需缴付申购资金。`,
          ],
        },
      ];
    case 'rate':
      return [
        {
          heading: '一、网上申购情况及中签率',
          paragraphs: [
            `本次网上定价发行有效申购户数为${o.validHouseholds.toLocaleString('zh-CN')}户，有效申购股数为${sharesText(o.validShares)}，网上最终发行数量为${sharesText(o.onlineShares)}，网上定价发行的中签率为${o.lotteryRate.toFixed(8).replace(/0+$/, '').replace(/\.$/, '')}%。`,
            '发行人与保荐人（主承销商）将于T+1日进行网上申购摇号抽签，并于T+2日公布网上中签结果。',
          ],
        },
      ];
    case 'result':
      return [
        {
          heading: '一、网上中签结果',
          paragraphs: [
            `根据${t}（T日）网上申购情况，本次网上发行中签率为${o.lotteryRate.toFixed(4)}%。凡参与网上申购的投资者持有的申购配号尾数与中签号码相同的，则为中签号码，每个中签号码只能认购一个申购单位。`,
            `网上投资者申购新股中签后，应确保其资金账户在T+2日日终有足额的新股认购资金（${o.issuePrice.toFixed(2)}元/股），不足部分视为放弃认购。`,
          ],
        },
      ];
  }
}

/**
 * The text of the 股权质押 announcements (`documents.ts` renders the rest): a major holder's pledge
 * on its 质押日 and its release on its 解押日, every figure from the pledge and its terms
 * (`pledges.ts`: 占其所持股份比例 and 占公司总股本比例 as fixed on the 质押日) — the same numbers the data
 * centre's 股权质押 lists — and the holder's cumulative pledged shares after the day.
 */
import type { NoticeSection } from '../../../contracts/endpoints/notices';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { Pledge, PledgeTerms } from './pledges';

const dayText = (idx: number) => formatDay(dayOfTradingIndex(idx));
const pct = (x: number, digits: number) => `${x.toFixed(digits)}%`;
const share = (num: number, den: number) => (den > 0 ? pct((num / den) * 100, 2) : '0.00%');

/** The sections of one 股权质押 / 解除质押 announcement. */
export function pledgeSections(
  doc: { pledge: Pledge; terms: PledgeTerms; release: boolean; cumulative: number },
  chineseDate: (text: string) => string,
  sharesText: (shares: number) => string,
): NoticeSection[] {
  const { pledge: p, terms: t } = doc;
  const role = p.controlling ? '控股股东' : '持股5%以上股东';
  const ratios = [sharesText(p.shares), pct(t.heldRatio, 2), pct(t.totalRatio, 4)];
  const cumulative: NoticeSection = {
    heading: '二、股东累计质押股份情况',
    paragraphs: [
      `截至本公告披露日，${p.holder}持有公司股份${sharesText(t.held)}，占公司总股本的${share(t.held, t.total)}；累计质押股份${sharesText(doc.cumulative)}，占其所持股份的${share(doc.cumulative, t.held)}，占公司总股本的${share(doc.cumulative, t.total)}。`,
    ],
  };
  if (doc.release)
    return [
      {
        heading: '一、本次股份解除质押的基本情况',
        paragraphs: [`公司于${chineseDate(dayText(p.end))}接到${role}${p.holder}的通知，获悉其将所持有的部分公司股份办理了解除质押手续。`],
        table: {
          head: ['股东名称', '本次解除质押股数', '占其所持股份比例', '占公司总股本比例', '质押起始日', '解除日期', '质权人'],
          rows: [[p.holder, ...ratios, dayText(p.start), dayText(p.end), p.pledgee]],
        },
      },
      cumulative,
    ];
  return [
    {
      heading: '一、本次股份质押的基本情况',
      paragraphs: [
        `公司于${chineseDate(dayText(p.start))}接到${role}${p.holder}的通知，获悉其将所持有的部分公司股份办理了质押业务，质押期限自${chineseDate(dayText(p.start))}起至办理解除质押登记之日止。`,
      ],
      table: {
        head: ['股东名称', '是否为控股股东', '本次质押股数', '占其所持股份比例', '占公司总股本比例', '是否为限售股', '质押起始日', '质权人', '质押用途'],
        rows: [[p.holder, p.controlling ? '是' : '否', ...ratios, '否', dayText(p.start), p.pledgee, p.pledgeeType === '银行' ? '偿还债务' : '补充流动资金']],
      },
    },
    cumulative,
    {
      heading: '三、其他说明',
      paragraphs: [
        `本次质押不会导致公司实际控制权发生变更，不会对公司生产经营产生影响。${p.holder}资信状况良好，具备相应的资金偿还能力，质押风险在可控范围之内。公司将持续关注股东质押情况，并按规定及时履行信息披露义务。`,
      ],
    },
  ];
}

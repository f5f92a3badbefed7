/**
 * The readable text of an announcement (`notice/listFileById`): sections of paragraphs and tables
 * written from the same model figures the pages show (a report's key figures are its statements',
 * a dividend's dates are the K-line's ex-date), plus a standalone HTML page of the same text in
 * which every piece of text is escaped (no script, no external resource; UTF-8 so Chinese renders).
 */
import type { NoticeDocument, NoticeSection } from '../../../contracts/endpoints/notices';
import { listingBoard, underRegistration } from '../../../contracts/market';
import { mainlandIndexPlus } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { reportLabel, yearOfPeriod } from '../companies/index';
import type { DisclosureContext } from './events-context';
import type { Disclosure } from './disclosure';
import { buybackSections } from './buyback-documents';
import { pledgeSections } from './pledge-documents';
import { surveyOrgs, surveyQa, surveyStaff } from './surveys';
import { unlockTypeParagraph } from './unlock-notices';
import { chineseDate, dayText, pct, renderHtml, sharesText, yuanText } from './notice-text';
import { offeringSections } from './offering-documents';

const PLEDGE = '本公司董事会及全体董事保证本公告内容不存在任何虚假记载、误导性陈述或者重大遗漏，并对其内容的真实性、准确性和完整性承担法律责任。';

/** The document of an announcement of company `slot`. */
export function documentOf(ctx: DisclosureContext, slot: number, d: Disclosure): NoticeDocument {
  const cs = ctx.companies;
  const p = cs.source.profiles[slot]!;
  const co = cs.company(slot);
  const name = p.sec.name;
  const date = dayText(d.idx);
  const sections: NoticeSection[] = [{ paragraphs: [PLEDGE] }];
  const doc = d.doc;
  const ytd = (g: number, pick: (c: ReturnType<typeof co.core>) => number) => cs.ytd(slot, g, pick);
  // The next trading day of the company's market (an A-share's steps over the days only HKEX trades).
  const next = (idx: number) => (p.sec.kind === 'hk' ? idx + 1 : mainlandIndexPlus(idx, 1));
  switch (doc.kind) {
    case 'report':
    case 'board': {
      const g = doc.g;
      const c = co.core(g);
      const label = `${yearOfPeriod(g)}年${reportLabel(g)}`;
      const has0 = g - 4 >= co.first;
      const rows: Array<[string, (k: number) => number, 'money' | 'eps']> = [
        ['营业收入', (k) => ytd(k, (x) => x.revenue), 'money'],
        ['归属于上市公司股东的净利润', (k) => ytd(k, (x) => x.parentNet), 'money'],
        ['归属于上市公司股东的扣除非经常性损益的净利润', (k) => ytd(k, (x) => x.deducted), 'money'],
        ['经营活动产生的现金流量净额', (k) => ytd(k, (x) => x.ocf), 'money'],
        ['基本每股收益（元/股）', (k) => Math.round((ytd(k, (x) => x.parentNet) / co.core(k).shares) * 100) / 100, 'eps'],
        ['总资产', (k) => co.core(k).assets, 'money'],
        ['归属于上市公司股东的所有者权益', (k) => co.core(k).equityParent, 'money'],
      ];
      const table = {
        head: ['项目', '本报告期', '上年同期', '增减变动'],
        rows: rows.map(([label, f, kind]) => {
          const v = f(g);
          const v0 = has0 ? f(g - 4) : null;
          const show = (x: number) => (kind === 'eps' ? (x / 100).toFixed(4) : yuanText(x));
          return [label, show(v), v0 === null ? '--' : show(v0), v0 !== null && v0 > 0 ? pct((v - v0) / v0) : '--'];
        }),
      };
      if (doc.kind === 'report') {
        sections.push({
          heading: '一、主要会计数据和财务指标',
          paragraphs: [`单位：元　币种：人民币　报告期：${label}（${chineseDate(formatDay(c.notice))}披露）`],
          table,
        });
        sections.push({ heading: '二、股本情况', paragraphs: [`报告期末公司总股本为${sharesText(c.shares)}。`] });
        sections.push({ heading: '三、其他提醒事项', paragraphs: ['本报告期财务报表未经审计（年度报告除外）。投资者可登录知股查看三大报表全文。'] });
      } else {
        sections.push({
          heading: '一、董事会会议召开情况',
          paragraphs: [`公司董事会于${chineseDate(date)}以现场结合通讯方式召开会议，应出席董事9名，实际出席董事9名。`],
        });
        sections.push({
          heading: '二、董事会会议审议情况',
          paragraphs: [
            `1. 审议通过《${label}及其摘要》。表决结果：9票同意，0票反对，0票弃权。`,
            '2. 审议通过《关于会计政策变更的议案》。表决结果：9票同意，0票反对，0票弃权。',
          ],
        });
      }
      break;
    }
    case 'booking':
      sections.push({
        paragraphs: [
          `公司原预约于${chineseDate(formatDay(doc.first))}披露${yearOfPeriod(doc.g)}年${reportLabel(doc.g)}。因工作安排需要，经向证券交易所申请，公司将披露时间变更为${chineseDate(formatDay(doc.changed))}。`,
          '公司对本次变更给投资者带来的不便深表歉意，敬请广大投资者谅解。',
        ],
      });
      break;
    case 'forecast':
    case 'loss': {
      const r = doc.row;
      sections.push({
        heading: '一、本期业绩预告情况',
        paragraphs: [`（一）业绩预告期间：${r.period.slice(0, 4)}年1月1日至${chineseDate(r.period)}。`, `（二）业绩预告情况：${r.type}。${r.summary}。`],
      });
      sections.push({ heading: '二、上年同期业绩情况', paragraphs: [`归属于上市公司股东的净利润：${yuanText(r.lastYear * 100)}。`] });
      sections.push({ heading: '三、本期业绩变化的主要原因', paragraphs: [`${r.reason}。`] });
      if (doc.kind === 'loss')
        sections.push({ heading: '四、风险提示', paragraphs: ['公司预计本年度亏损，敬请广大投资者注意投资风险。具体财务数据以公司正式披露的年度报告为准。'] });
      else sections.push({ heading: '四、其他说明事项', paragraphs: ['以上预告数据仅为初步核算数据，具体准确的财务数据以公司正式披露的定期报告为准。'] });
      break;
    }
    case 'express': {
      const r = doc.row;
      sections.push({
        heading: '一、主要财务数据和指标',
        paragraphs: ['本公告所载财务数据为初步核算数据，未经会计师事务所审计，具体数据以公司正式披露的年度报告为准。'],
        table: {
          head: ['项目', '本报告期', '增减变动幅度'],
          rows: [
            ['营业总收入', yuanText(r.revenue * 100), r.revenueYoy === null ? '--' : `${r.revenueYoy.toFixed(2)}%`],
            ['归属于上市公司股东的净利润', yuanText(r.netProfit * 100), r.netProfitYoy === null ? '--' : `${r.netProfitYoy.toFixed(2)}%`],
            ['基本每股收益（元）', r.eps.toFixed(4), '--'],
            ['每股净资产（元）', r.bps.toFixed(4), '--'],
          ],
        },
      });
      break;
    }
    case 'plan':
      sections.push({
        heading: '一、利润分配方案内容',
        paragraphs:
          doc.row.progress === '不分配'
            ? [
                `经董事会决议，公司${doc.row.period.slice(0, 4)}年度拟不派发现金红利，不送红股，不以资本公积金转增股本。`,
                '本方案尚需提交公司年度股东大会审议。',
              ]
            : [
                `经董事会决议，公司${doc.row.period.slice(0, 4)}年度利润分配方案为：以实施权益分派股权登记日登记的总股本为基数，每10股${doc.row.plan.slice(2)}。`,
                `预计派发现金红利总额约${yuanText(doc.row.totalCash * 100)}${doc.row.payoutRatio !== null ? `，占本年度归属于上市公司股东的净利润的${doc.row.payoutRatio.toFixed(2)}%` : ''}。`,
                '本方案尚需提交公司年度股东大会审议。',
              ],
      });
      break;
    case 'meeting-notice':
      sections.push({
        heading: '一、召开会议的基本情况',
        paragraphs: [
          `（一）股东大会类型和届次：${doc.year}年年度股东大会`,
          `（二）现场会议召开的日期、时间和地点：${chineseDate(dayText(doc.meeting))} 14点30分，公司会议室`,
          `（三）网络投票：通过交易系统投票平台的投票时间为股东大会召开当日的交易时间段，即9:15-9:25，9:30-11:30，13:00-15:00。`,
          `（四）股权登记日：${chineseDate(dayText(doc.record))}`,
        ],
      });
      sections.push({
        heading: '二、会议审议事项',
        paragraphs: [],
        table: {
          head: ['序号', '议案名称'],
          rows: [
            ['1', `${doc.year}年度董事会工作报告`],
            ['2', `${doc.year}年年度报告及其摘要`],
            ['3', `${doc.year}年度财务决算报告`],
            ['4', `${doc.year}年度利润分配方案（${doc.row.plan}）`],
            ['5', '关于续聘会计师事务所的议案'],
          ],
        },
      });
      break;
    case 'meeting-resolution':
      sections.push({
        heading: '一、会议召开和出席情况',
        paragraphs: [`股东大会召开的时间：${chineseDate(dayText(doc.meeting))}；本次会议由董事会召集，表决方式符合《公司法》及《公司章程》的规定。`],
      });
      sections.push({
        heading: '二、议案审议情况',
        paragraphs: ['全部议案均获通过。'],
        table: {
          head: ['议案名称', '同意比例', '反对比例', '弃权比例'],
          rows: [
            [`${doc.year}年度董事会工作报告`, '99.92%', '0.05%', '0.03%'],
            [`${doc.year}年年度报告及其摘要`, '99.90%', '0.06%', '0.04%'],
            [`${doc.year}年度利润分配方案`, '99.87%', '0.09%', '0.04%'],
          ],
        },
      });
      break;
    case 'dividend': {
      const r = doc.row;
      sections.push({
        heading: '一、权益分派方案',
        paragraphs: [`本次利润分配以方案实施前的公司总股本为基数，每10股${r.plan.slice(2)}，共计派发现金红利${yuanText(r.totalCash * 100)}。`],
      });
      sections.push({
        heading: '二、相关日期',
        paragraphs: [],
        table: {
          head: ['股份类别', '股权登记日', '除权（息）日', '现金红利发放日'],
          rows: [['A股', r.recordDate ?? '--', r.exDate ?? '--', r.payDate ?? '--']],
        },
      });
      sections.push({
        heading: '三、分配实施办法',
        paragraphs: ['无限售条件流通股的红利委托中国证券登记结算有限责任公司通过其资金清算系统向股权登记日登记在册的股东派发。'],
      });
      break;
    }
    case 'capital':
      sections.push({
        paragraphs: [
          `公司已于${chineseDate(dayText(doc.idx))}实施资本公积金转增股本及送股方案（每10股送转${(doc.bonus * 10).toFixed(1)}股），公司总股本由${sharesText(doc.before)}增加至${sharesText(doc.after)}，注册资本相应增加。`,
          '公司拟对《公司章程》中注册资本及股份总数的相关条款进行修订，其他条款不变。',
        ],
      });
      break;
    case 'holder': {
      // By stake, as the title (holder-changes.ts decides it): a 送转 between the periods moves shares, not stakes.
      const dir = doc.up ? '增持' : '减持';
      sections.push({
        heading: `一、股东${dir}情况`,
        paragraphs: [`公司近日收到股东${doc.name}（${doc.nature}）的告知函，其通过集中竞价及大宗交易方式${dir}公司股份。`],
        table: {
          head: ['股东名称', '变动前持股数', '变动前持股比例', '变动后持股数', '变动后持股比例'],
          rows: [[doc.name, sharesText(doc.before), pct(doc.before / doc.prevTotal), sharesText(doc.after), pct(doc.after / doc.total)]],
        },
      });
      sections.push({ heading: '二、其他说明', paragraphs: [`本次权益变动不会导致公司控制权发生变化${doc.controlling ? `，控股股东仍为${doc.name}` : ''}。`] });
      break;
    }
    case 'buyback':
      sections.push(...buybackSections(doc, chineseDate));
      break;
    case 'suspend':
      sections.push({
        paragraphs: [
          doc.long
            ? `公司正在筹划重大资产重组事项，为保证公平信息披露，维护投资者利益，避免造成公司股价异常波动，经向证券交易所申请，公司股票自${chineseDate(dayText(doc.from))}开市起停牌。`
            : `因筹划重要事项，公司股票自${chineseDate(dayText(doc.from))}开市起停牌。`,
          '停牌期间，公司将根据事项进展情况及时履行信息披露义务。',
        ],
      });
      break;
    case 'resume':
      sections.push({
        paragraphs: [
          doc.long
            ? `经审慎研究，公司决定终止筹划本次重大资产重组事项。公司股票自${chineseDate(dayText(next(doc.to)))}开市起复牌。`
            : `相关事项已披露完毕，公司股票自${chineseDate(dayText(next(doc.to)))}开市起复牌。`,
          '敬请广大投资者注意投资风险。',
        ],
      });
      break;
    case 'abnormal':
      sections.push({
        heading: '一、股票交易异常波动的具体情况',
        paragraphs: [
          `公司股票于${chineseDate(dayText(doc.from))}、${chineseDate(dayText(next(doc.from)))}、${chineseDate(dayText(doc.to))}连续三个交易日内日收盘价格${doc.change > 0 ? '涨幅' : '跌幅'}累计达到${(Math.abs(doc.change) * 100).toFixed(2)}%，根据交易所相关规定，属于股票交易异常波动情形。`,
        ],
      });
      sections.push({
        heading: '二、公司关注并核实的相关情况',
        paragraphs: ['经公司自查并向控股股东书面问询，截至本公告披露日，不存在应披露而未披露的重大信息。', '敬请广大投资者理性投资，注意投资风险。'],
      });
      break;
    case 'survey': {
      const plan = doc.plan;
      const orgs = surveyOrgs(plan);
      sections.push({
        heading: '投资者关系活动记录表',
        paragraphs: [],
        table: {
          head: ['项目', '内容'],
          rows: [
            ['投资者关系活动类别', plan.method],
            ['参与单位名称及人员姓名', orgs.map((o) => `${o.name}（${o.people.join('、')}）`).join('；')],
            ['时间', chineseDate(dayText(plan.reception))],
            ['上市公司接待人员姓名', surveyStaff(ctx, plan).join('；')],
          ],
        },
      });
      sections.push({ heading: '投资者关系活动主要内容介绍', paragraphs: surveyQa(ctx, plan).flatMap((x, i) => [`问题${i + 1}：${x.q}`, `答：${x.a}`]) });
      break;
    }
    case 'unlock': {
      const u = doc.day;
      sections.push(
        {
          heading: '重要内容提示',
          paragraphs: [
            `本次上市流通的限售股份数量为${sharesText(u.shares)}，占公司总股本的${pct(u.shares / u.total)}。`,
            `本次限售股上市流通日期为${chineseDate(dayText(u.idx))}。`,
          ],
        },
        {
          heading: '一、本次限售股上市类型',
          paragraphs: [unlockTypeParagraph(u, chineseDate)],
        },
        {
          heading: '二、本次限售股上市流通明细',
          paragraphs: [`本次限售股上市流通后，公司无限售条件的流通股由${sharesText(u.floatBefore)}增加至${sharesText(u.floatAfter)}。`],
          table: {
            head: ['限售股类型', '限售期(月)', '本次上市流通数量', '占总股本比例'],
            rows: u.batches.map((b) => [b.kind, String(b.months), sharesText(b.count), pct(b.count / u.total)]),
          },
        },
        {
          heading: '三、股本变动结构表',
          paragraphs: [],
          table: {
            head: ['项目', '变动前', '本次变动', '变动后'],
            rows: [
              ['有限售条件的流通股', sharesText(u.total - u.floatBefore), `-${sharesText(u.shares)}`, sharesText(u.total - u.floatAfter)],
              ['无限售条件的流通股', sharesText(u.floatBefore), `+${sharesText(u.shares)}`, sharesText(u.floatAfter)],
              ['股份总数', sharesText(u.total), '—', sharesText(u.total)],
            ],
          },
        },
      );
      break;
    }
    case 'pledge':
      sections.push(...pledgeSections(doc, chineseDate, sharesText));
      break;
    case 'offering':
      sections.push(...offeringSections(doc, name, p.sec));
      break;
    case 'listing':
      sections.push({
        heading: '一、股票上市情况',
        paragraphs: [
          `经中国证券监督管理委员会${underRegistration(p.sec) ? '同意注册' : '核准'}，公司首次公开发行人民币普通股${sharesText(doc.shares)}，发行价格为${doc.price.toFixed(2)}元/股，募集资金总额${yuanText(Math.round(doc.shares * doc.price * 100))}。`,
          `本公司股票将于${chineseDate(dayText(p.listIdx))}在${listingBoard(p.sec).full}上市，证券简称"${name}"，证券代码"${p.sec.code}"。`,
        ],
      });
      break;
  }
  const header = `证券代码：${p.sec.code}　证券简称：${name}　公告编号：临${d.number}`;
  return {
    id: d.id,
    code: p.sec.id,
    name,
    title: d.title,
    category: d.category,
    type: d.type,
    date,
    eventDate: dayText(d.eventIdx),
    header,
    sections,
    html: renderHtml(`${name}：${d.title}`, header, date, sections),
  };
}

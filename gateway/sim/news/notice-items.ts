/**
 * How the 7×24 desk words a company's notices of a day (`announcements.ts` picks the companies and
 * the day): one item per notice kind the desk carries — a periodic report with its 归母净利润 and 同比
 * (companies/figures.ts) and, when notable, its 解读; 业绩预告 / 快报; dividend plans, 股东大会 and
 * 权益分派实施; 停复牌; 增减持; 股权质押 and 解押; 股份回购; abnormal moves; 机构调研; a new listing's
 * 中签率 and 上市公告书 — with the figures of the notice itself. A report and its 解读 are worded in
 * `report-items.ts`, a buyback's stages in `buyback-items.ts`, the figures in `notice-figures.ts`.
 */
import { listingBoard } from '../../../contracts/market';
import type { Disclosure } from '../disclosures/index';
import type { CompanyModel } from '../companies/index';
import { quarterOfPeriod } from '../companies/index';
import { dayOfTradingIndex } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import type { Profile } from '../market/index';
import { buybackItem } from './buyback-items';
import type { CompanyItem, ItemFn } from './company-item';
import { change, planWords, shares, yiYuan } from './notice-figures';
import { periodOfText, REPORT_SPAN, readingOf, reportItem } from './report-items';

/** What the wording of one company's notices of the day reads. */
export interface NoticeWording {
  co: CompanyModel;
  profile: Profile;
  /** Trading index of the day. */
  t: number;
  /** The company's time of the day (epoch ms). */
  ts: number;
  name: string;
  /** The six-digit code. */
  short: string;
  /** Among the ten largest A-shares. */
  large: boolean;
  item: ItemFn;
}

/** The items of a company's notices dated day t, in the notices' order. */
export function noticeItems(notices: readonly Disclosure[], w: NoticeWording): CompanyItem[] {
  const { co, profile, t, ts, name, short, large, item } = w;
  const out: CompanyItem[] = [];
  for (const n of notices) {
    const d = n.doc;
    switch (d.kind) {
      case 'report': {
        const r = reportItem(co, d.g, name, short, large, item);
        out.push(r);
        const reading = readingOf(co, d.g, t, name, short, ts, item);
        if (reading) out.push(reading);
        break;
      }
      case 'forecast': {
        const row = d.row;
        const y = row.period.slice(0, 4);
        const span = REPORT_SPAN[quarterOfPeriod(periodOfText(row.period))]!;
        const range = `${yiYuan(row.low)}至${yiYuan(row.high)}`;
        const big = row.type === '首亏' || row.type === '扭亏' || (row.changeLow !== null && Math.abs(row.changeLow) >= 100);
        out.push(
          item(
            'forecast',
            `${name}：预计${y}年${span}净利润${range}，业绩${row.type}`,
            `${name}（${short}）发布业绩预告，${row.summary}。${row.reason ? `业绩变动主要原因：${row.reason}。` : ''}`,
            big || large,
            ['业绩预告'],
          ),
        );
        break;
      }
      case 'express': {
        const row = d.row;
        const y = row.period.slice(0, 4);
        const yoy = row.netProfitYoy;
        out.push(
          item(
            'express',
            `${name}：${y}年度业绩快报，净利润${yiYuan(row.netProfit)}${yoy === null ? '' : `，${change(yoy)}`}`,
            `${name}（${short}）发布${y}年度业绩快报，实现营业总收入${yiYuan(row.revenue)}${row.revenueYoy === null ? '' : `，${change(row.revenueYoy)}`}；归属于上市公司股东的净利润${yiYuan(row.netProfit)}${yoy === null ? '' : `，${change(yoy)}`}；基本每股收益${row.eps.toFixed(4)}元。`,
            large || (yoy !== null && Math.abs(yoy) >= 50),
            ['业绩快报'],
          ),
        );
        break;
      }
      case 'plan': {
        const row = d.row;
        const y = row.period.slice(0, 4);
        if (row.progress === '不分配') {
          if (large)
            out.push(
              item('plan', `${name}：${y}年度拟不进行利润分配`, `${name}（${short}）公告，${y}年度拟不派发现金红利，不送红股，不以公积金转增股本。`, false, [
                '分红',
              ]),
            );
          break;
        }
        const total = row.totalCash > 0 ? `，合计派发现金红利${yiYuan(row.totalCash)}` : '';
        const ratio = row.payoutRatio !== null ? `，占${y}年度归母净利润的${row.payoutRatio.toFixed(2)}%` : '';
        out.push(
          item(
            'plan',
            `${name}：拟${planWords(row)}`,
            `${name}（${short}）公告${y}年度利润分配预案：${planWords(row)}${total}${ratio}。预案尚需提交股东大会审议。`,
            large,
            ['分红'],
          ),
        );
        break;
      }
      case 'meeting-resolution':
        out.push(
          item(
            'meeting',
            `${name}：${d.year}年年度股东大会审议通过利润分配方案`,
            `${name}（${short}）召开${d.year}年年度股东大会，审议通过${d.year}年度利润分配方案：${planWords(d.row)}。`,
            false,
            ['分红'],
          ),
        );
        break;
      case 'dividend': {
        const row = d.row;
        out.push(
          item(
            'dividend',
            `${name}：${d.year}年年度权益分派实施，${planWords(row)}`,
            `${name}（${short}）发布${d.year}年年度权益分派实施公告：${planWords(row)}，股权登记日${row.recordDate}，除权除息日${row.exDate}，现金红利发放日${row.payDate}。`,
            large,
            ['分红'],
          ),
        );
        break;
      }
      case 'holder': {
        // By stake, as the 公告 says it (holder-changes.ts decides it): a 送转 between the periods moves shares, not stakes.
        const { up } = d;
        const s0 = d.before / d.prevTotal;
        const s1 = d.after / d.total;
        const who = d.controlling ? '控股股东' : '持股5%以上股东';
        out.push(
          item(
            'holder',
            `${name}：${who}${d.name}${up ? '增持' : '减持'}公司股份`,
            `${name}（${short}）公告，${who}${d.name}持股比例由${(s0 * 100).toFixed(2)}%${up ? '增至' : '降至'}${(s1 * 100).toFixed(2)}%，现持有${shares(d.after)}。`,
            d.controlling,
            [up ? '增持' : '减持'],
          ),
        );
        break;
      }
      case 'suspend':
      case 'resume': {
        const resume = d.kind === 'resume';
        out.push(
          item(
            d.kind,
            `${name}：${resume ? '股票复牌' : d.long ? '筹划重大资产重组，股票停牌' : '筹划重要事项，股票停牌'}`,
            `${name}（${short}）${n.title.replace(/^关于/, '发布关于').replace(/的公告$/, '的公告')}。`,
            d.long,
            [resume ? '复牌' : '停牌'],
          ),
        );
        break;
      }
      case 'pledge': {
        // As the 公告 states it (pledges.ts' terms, fixed on the 质押日), and what the holder still has pledged after the day.
        const p = d.pledge;
        const who = p.controlling ? '控股股东' : '持股5%以上股东';
        const left = d.terms.held > 0 ? (d.cumulative / d.terms.held) * 100 : 0;
        out.push(
          item(
            'pledge',
            `${name}：${who}${d.release ? '解除质押' : '质押'}${shares(p.shares)}`,
            `${name}（${short}）公告，${who}${p.holder}${d.release ? `质押给${p.pledgee}的${shares(p.shares)}解除质押` : `将${shares(p.shares)}质押给${p.pledgee}`}，占其所持股份${d.terms.heldRatio.toFixed(2)}%，占公司总股本${d.terms.totalRatio.toFixed(2)}%；${d.release ? '解押后' : '本次质押后'}累计质押占其所持股份${left.toFixed(2)}%。`,
            !d.release && left >= 50,
            [d.release ? '解押' : '质押'],
          ),
        );
        break;
      }
      case 'survey': {
        const p = d.plan;
        const when = formatDay(dayOfTradingIndex(p.reception));
        out.push(
          item(
            'survey',
            `${name}：${Number(when.slice(5, 7))}月${Number(when.slice(8))}日接待${p.orgCount}家机构调研`,
            `${name}（${short}）披露投资者关系活动记录表，公司于${when}以${p.method}形式接待${p.orgCount}家机构调研。`,
            false,
            ['机构调研'],
          ),
        );
        break;
      }
      case 'offering': {
        // 打新 readers watch the 中签率 (T+1); the other offering notices stay in the 公告 list.
        if (d.stage !== 'rate') break;
        const o = d.offering;
        out.push(
          item(
            'offering',
            `${name}：网上中签率${o.lotteryRate.toFixed(4)}%`,
            `${name}（申购代码${o.applyCode}）公告，网上有效申购户数${(o.validHouseholds / 1e4).toFixed(2)}万户，有效申购股数${shares(o.validShares)}，网上发行${shares(o.onlineShares)}，中签率${o.lotteryRate.toFixed(4)}%，发行价${o.issuePrice.toFixed(2)}元/股。`,
            false,
            ['新股'],
          ),
        );
        break;
      }
      case 'listing': {
        const listDay = formatDay(dayOfTradingIndex(profile.listIdx));
        const when = `${Number(listDay.slice(5, 7))}月${Number(listDay.slice(8))}日`;
        const board = listingBoard(profile.sec).short;
        out.push(
          item(
            'listing',
            `${name}：${when}在${board}上市，发行价${d.price.toFixed(2)}元`,
            `${name}（${short}）发布首次公开发行股票上市公告书，公司本次公开发行${shares(d.shares)}，发行价格${d.price.toFixed(2)}元/股，股票将于${when}在${board}上市交易。`,
            false,
            ['新股'],
          ),
        );
        break;
      }
      case 'buyback': {
        const item_ = buybackItem(d, name, short, item);
        if (item_) out.push(item_);
        break;
      }
      case 'abnormal':
        out.push(
          item(
            'abnormal',
            `${name}：股票交易异常波动`,
            `${name}（${short}）公告，公司股票连续三个交易日收盘价格${d.change > 0 ? '涨幅' : '跌幅'}偏离累计达${(Math.abs(d.change) * 100).toFixed(2)}%，属于股票交易异常波动情形，经自查不存在应披露而未披露的重大信息。`,
            false,
            ['异动'],
          ),
        );
        break;
      default:
        break;
    }
  }
  return out;
}

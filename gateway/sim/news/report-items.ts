/**
 * The desk's items of a periodic report: the report itself (营业总收入, 归母净利润 and their 同比,
 * 基本每股收益, from companies/figures.ts) and, when the report is notable, its 解读 (a 年报 against
 * the consensus, a streak of quarters of growth or decline). Kept apart from the other notice kinds
 * because only these read the company model's figures and estimates.
 */
import { estimatesOf } from '../companies/index';
import { growthOf, keyFigures } from '../companies/index';
import type { CompanyModel } from '../companies/index';
import { quarterOfPeriod, yearOfPeriod } from '../companies/index';
import { MINUTE_MS } from '../calendar/days';
import { hash3, uniform } from '../shared/rng';
import { type CompanyItem, type ItemFn, TAG } from './company-item';
import { change, yi, yiYuan } from './notice-figures';

export const REPORT_SPAN = ['第一季度', '上半年', '前三季度', '全年'] as const;
const REPORT_NAME = ['一季报', '半年报', '三季报', '年报'] as const;

/** A periodic report's item: 营业总收入, 归母净利润 and their 同比, 基本每股收益 (figures.ts). */
export function reportItem(co: CompanyModel, g: number, name: string, short: string, large: boolean, item: ItemFn): CompanyItem {
  const k = keyFigures(co, g, false);
  const gr = growthOf(co, g);
  const y = yearOfPeriod(g);
  const q = quarterOfPeriod(g);
  const yoy = gr.netProfitYoy;
  const loss = k.netProfitParent <= 0;
  const head = loss
    ? `${REPORT_SPAN[q]}亏损${yi(-k.netProfitParent)}`
    : `${REPORT_SPAN[q]}净利润${yi(k.netProfitParent)}${yoy === null ? '' : `，${change(yoy)}`}`;
  const big = large || (yoy !== null && Math.abs(yoy) >= 50) || (loss && g - 4 >= co.first && keyFigures(co, g - 4, false).netProfitParent > 0);
  return item(
    'report',
    `${name}：${head}`,
    `${name}（${short}）发布${y}年${REPORT_NAME[q]}，${REPORT_SPAN[q]}实现营业总收入${yi(k.revenue)}${gr.revenueYoy === null ? '' : `，${change(gr.revenueYoy)}`}；归属于上市公司股东的净利润${yi(k.netProfitParent)}${yoy === null ? '' : `，${change(yoy)}`}；基本每股收益${k.eps.toFixed(4)}元。`,
    big,
    [REPORT_NAME[q]!],
    g,
  );
}

/**
 * A 解读 of a report, when it is notable: a 年报 above or below the consensus (the estimates known
 * the day before) by 5% or more, or a streak of four or more quarters of growth (or decline).
 */
export function readingOf(co: CompanyModel, g: number, t: number, name: string, short: string, ts: number, item: ItemFn): CompanyItem | null {
  const y = yearOfPeriod(g);
  const q = quarterOfPeriod(g);
  const net = keyFigures(co, g, false).netProfitParent;
  const parts: string[] = [];
  let title = '';
  let important = false;
  if (q === 3) {
    const e = estimatesOf(co, t - 1);
    const est = e?.years.find((x) => x.year === y);
    if (est && est.parentNet > 0) {
      const gap = ((net / 100 - est.parentNet) / est.parentNet) * 100;
      if (Math.abs(gap) >= 5) {
        const beat = gap > 0;
        title = `${name}${y}年业绩${beat ? '超' : '低于'}市场预期`;
        parts.push(
          `${name}（${short}）${y}年归母净利润${yi(net)}，较市场一致预期（${yiYuan(est.parentNet)}）${beat ? '高出' : '低了'}${Math.abs(gap).toFixed(1)}%。`,
        );
        important = Math.abs(gap) >= 15;
      }
    }
  }
  const streak = growthStreak(co, g);
  if (Math.abs(streak) >= 4) {
    const words = streak > 0 ? `连续${streak}个季度实现单季归母净利润同比增长` : `单季归母净利润已连续${-streak}个季度同比下滑`;
    if (!title) title = `${name}${streak > 0 ? `连续${streak}个季度业绩增长` : `连续${-streak}个季度业绩下滑`}`;
    parts.push(`${parts.length > 0 ? '此外，公司' : `${name}（${short}）`}${words}（截至${y}年${REPORT_NAME[q]}）。`);
  }
  if (!title) return null;
  const lag = 20 + Math.floor(uniform(hash3(co.params.key, TAG, g * 8 + 5)) * 40);
  const g1 = growthOf(co, g).netProfitYoy;
  const tail = g1 === null ? '' : `报告期归母净利润${change(g1)}。`;
  return item(
    'reading',
    `解读：${title}`,
    `${parts.join('')}${tail}（以上为基于模拟财务数据的解读，不构成投资建议）`,
    important,
    ['业绩解读'],
    g,
    ts + lag * MINUTE_MS,
  );
}

/** Quarters in a row (ending at g) whose single-quarter 归母净利润 grew year on year (positive) or fell (negative). */
export function growthStreak(co: CompanyModel, g: number): number {
  const dir = (k: number): number => {
    if (k - 4 < co.first) return 0;
    const now = co.core(k).parentNet;
    const was = co.core(k - 4).parentNet;
    if (was <= 0) return 0;
    return now > was ? 1 : now < was ? -1 : 0;
  };
  const d0 = dir(g);
  if (d0 === 0) return 0;
  let n = 0;
  for (let k = g; dir(k) === d0; k--) n++;
  return n * d0;
}

/** The report period (year × 4 + quarter) of a `YYYY-MM-DD` period end, as the rows state it. */
export function periodOfText(period: string): number {
  return Number(period.slice(0, 4)) * 4 + ['03-31', '06-30', '09-30', '12-31'].indexOf(period.slice(5));
}

/**
 * Columns of the 年报季报 tables (业绩报表, 业绩快报, 业绩预告, 预约披露时间, 分红送配), with the names
 * and units the stock's own pages use; each sorts and exports by its raw value.
 */
import type {
  DividendMarketRow,
  ExpressMarketRow,
  ForecastMarketRow,
  PerformanceRow,
  ReportStock,
  ScheduleMarketRow,
} from '../../../../contracts/endpoints/datacentre-reports';
import { EMPTY_VALUE } from '../../../../contracts/format';
import { formatPerShare } from '../../../../contracts/format';
import { liveColumns, nameColumn } from './common-columns';
import { money, pct } from './dc-format';
import type { DcColumn } from './paged-table';

const perShare = <R,>(key: string, label: string, pick: (r: R) => number | null): DcColumn<R> => ({
  key,
  label,
  value: pick,
  cell: (r) => formatPerShare(pick(r)),
});
const amount = <R,>(key: string, label: string, pick: (r: R) => number | null): DcColumn<R> => ({
  key,
  label,
  value: pick,
  cell: (r) => money(pick(r)),
  trend: (r) => ((pick(r) ?? 0) < 0 ? -1 : null),
});
const growth = <R,>(key: string, label: string, pick: (r: R) => number | null): DcColumn<R> => ({
  key,
  label,
  value: pick,
  cell: (r) => pct(pick(r)),
  trend: pick,
});
const ratio = <R,>(key: string, label: string, pick: (r: R) => number | null): DcColumn<R> => ({
  key,
  label,
  value: pick,
  cell: (r) => pct(pick(r), false),
});
const date = <R,>(key: string, label: string, pick: (r: R) => string | null): DcColumn<R> => ({
  key,
  label,
  value: pick,
  cell: (r) => pick(r) ?? EMPTY_VALUE,
});
const text = <R,>(key: string, label: string, pick: (r: R) => string): DcColumn<R> => ({ key, label, text: true, value: pick, cell: pick });

function head<R extends ReportStock>(): DcColumn<R>[] {
  return [nameColumn<R>(), ...liveColumns<R>()];
}

/** 业绩报表. */
export const PERFORMANCE_COLUMNS: DcColumn<PerformanceRow>[] = [
  ...head<PerformanceRow>(),
  perShare('eps', '每股收益(元)', (r) => r.eps),
  amount('revenue', '营业总收入', (r) => r.revenue),
  growth('revenueYoy', '营收同比', (r) => r.revenueYoy),
  growth('revenueQoq', '营收季度环比', (r) => r.revenueQoq),
  amount('netProfit', '归母净利润', (r) => r.netProfit),
  growth('netProfitYoy', '净利润同比', (r) => r.netProfitYoy),
  growth('netProfitQoq', '净利润季度环比', (r) => r.netProfitQoq),
  perShare('bps', '每股净资产(元)', (r) => r.bps),
  ratio('roe', '净资产收益率', (r) => r.roe),
  perShare('ocfps', '每股经营现金流(元)', (r) => r.ocfps),
  ratio('grossMargin', '毛利率', (r) => r.grossMargin),
  text('industry', '所属行业', (r) => r.industry),
  date('noticeDate', '公告日期', (r) => r.noticeDate),
];

/** 业绩快报. */
export const EXPRESS_COLUMNS: DcColumn<ExpressMarketRow>[] = [
  ...head<ExpressMarketRow>(),
  perShare('eps', '每股收益(元)', (r) => r.eps),
  amount('revenue', '营业总收入', (r) => r.revenue),
  growth('revenueYoy', '营收同比', (r) => r.revenueYoy),
  amount('netProfit', '归母净利润', (r) => r.netProfit),
  growth('netProfitYoy', '净利润同比', (r) => r.netProfitYoy),
  perShare('bps', '每股净资产(元)', (r) => r.bps),
  ratio('roe', '净资产收益率', (r) => r.roe),
  text('industry', '所属行业', (r) => r.industry),
  date('noticeDate', '公告日期', (r) => r.noticeDate),
];

/** 业绩预告. */
export const FORECAST_COLUMNS: DcColumn<ForecastMarketRow>[] = [
  ...head<ForecastMarketRow>(),
  {
    key: 'type',
    label: '预告类型',
    text: true,
    value: (r) => r.type,
    cell: (r) => r.type,
    trend: (r) => (['预增', '略增', '续盈', '扭亏', '减亏'].includes(r.type) ? 1 : r.type === '不确定' ? null : -1),
  },
  amount('low', '预测净利润下限', (r) => r.low),
  amount('high', '预测净利润上限', (r) => r.high),
  {
    key: 'change',
    label: '业绩变动幅度',
    value: (r) => r.changeLow,
    cell: (r) => (r.changeLow === null || r.changeHigh === null ? EMPTY_VALUE : `${pct(r.changeLow)} ~ ${pct(r.changeHigh)}`),
    trend: (r) => r.changeHigh,
  },
  amount('lastYear', '上年同期净利润', (r) => r.lastYear),
  amount('actual', '实际净利润', (r) => r.actual),
  { key: 'summary', label: '预告内容', text: true, value: (r) => r.summary, cell: (r) => <span title={r.summary}>{r.summary}</span> },
  text('reason', '变动原因', (r) => r.reason),
  text('industry', '所属行业', (r) => r.industry),
  date('noticeDate', '公告日期', (r) => r.noticeDate),
];

/** 预约披露时间. */
export const SCHEDULE_COLUMNS: DcColumn<ScheduleMarketRow>[] = [
  ...head<ScheduleMarketRow>(),
  date('firstBooked', '首次预约时间', (r) => r.firstBooked),
  date('changed', '变更后时间', (r) => r.changed),
  date('actual', '实际披露时间', (r) => r.actual),
  text('industry', '所属行业', (r) => r.industry),
];

/** 分红送配. */
export const DIVIDEND_COLUMNS: DcColumn<DividendMarketRow>[] = [
  ...head<DividendMarketRow>(),
  text('plan', '分配方案', (r) => r.plan),
  { key: 'bonus', label: '每10股送转(股)', value: (r) => r.bonusPer10 + r.transferPer10, cell: (r) => formatPerShare(r.bonusPer10 + r.transferPer10) },
  perShare('cashPer10', '每10股派息(元)', (r) => r.cashPer10),
  ratio('dividendYield', '股息率(预案日)', (r) => r.dividendYield),
  amount('totalCash', '分红总额', (r) => r.totalCash),
  ratio('payoutRatio', '股利支付率', (r) => r.payoutRatio),
  date('planDate', '预案公告日', (r) => r.planDate),
  date('recordDate', '股权登记日', (r) => r.recordDate),
  date('exDate', '除权除息日', (r) => r.exDate),
  text('progress', '方案进度', (r) => r.progress),
  text('industry', '所属行业', (r) => r.industry),
];

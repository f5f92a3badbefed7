/**
 * 新股中心's columns: per tab, what investors read (申购代码, 发行价, 发行市盈率 vs 行业市盈率, 申购上限,
 * 顶格需配市值, 中签率, 上市日, 首日表现, 每中一签获利), each with the value it sorts and exports by.
 * Style-free (the day's badges are styled by the page's page stack), so the columns test in Node.
 */
import type { IpoRow, IpoTab, ReviewRow } from '../../../../contracts/endpoints/ipo';
import { stockUrl } from '../../../../contracts/routes';
import { formatLargeNumber, formatPct } from '../../../../contracts/format';
import type { PageColumn } from '../../../components/data-page/columns';
import type { DataColumn } from '../../../components/data-page/data-table';
import { formatAmount, formatMultiple, formatRatio } from '../../../../contracts/format';
import { AppLink } from '../../../ui/app-link';

/** A sortable column: a cell, its CSV value and its sort value. */
export interface Col<R> extends PageColumn<R> {
  value(row: R): string | number | null;
}

const dash = '--';
const price = (v: number | null) => (v === null ? dash : v.toFixed(2));
const wan = (v: number | null) => (v === null ? dash : formatLargeNumber(v));
/** A column whose cell shows its value (-- for none) unless `extra` draws it. */
export const col = <R,>(key: string, label: string, value: (r: R) => string | number | null, extra: Partial<DataColumn<R>> = {}): Col<R> => ({
  key,
  label,
  value,
  cell: (r) => {
    const v = value(r);
    return v === null ? dash : v;
  },
  ...extra,
});

function nameCol(): Col<IpoRow> {
  return col<IpoRow>('name', '名称', (r) => r.name, {
    text: true,
    cell: (r) => (
      <span>
        {r.inUniverse ? (
          <AppLink href={stockUrl(r.id)} title={`查看${r.name}行情`} data-testid="ipo-stock-link">
            {r.name}
          </AppLink>
        ) : (
          r.name
        )}
        {r.badges.map((b) => (
          <span key={b} className="ipo-badge" data-badge={b}>
            {b}
          </span>
        ))}
      </span>
    ),
  });
}

const BASE: Col<IpoRow>[] = [col('code', '代码', (r) => r.code, { text: true }), col('board', '板块', (r) => r.board, { text: true })];

/** The columns of a tab (the 打新日历 column where one is given). */
export function ipoColumns(tab: Exclude<IpoTab, 'review'>, calendarCol: Col<IpoRow> | null): Col<IpoRow>[] {
  const name = nameCol();
  const issuePrice = col<IpoRow>('issuePrice', '发行价', (r) => r.issuePrice, { cell: (r) => price(r.issuePrice) });
  const pe = col<IpoRow>('issuePe', '发行市盈率', (r) => r.issuePe, { cell: (r) => formatMultiple(r.issuePe) });
  const indPe = col<IpoRow>('industryPe', '行业市盈率', (r) => r.industryPe, { cell: (r) => formatMultiple(r.industryPe) });
  const rate = col<IpoRow>('lotteryRate', '中签率', (r) => r.lotteryRate, { cell: (r) => formatRatio(r.lotteryRate, 4) });
  const listDate = col<IpoRow>('listDate', '上市日期', (r) => r.listDate, { text: true });
  const profit = col<IpoRow>('profitPerLot', '每中一签获利(元)', (r) => r.profitPerLot, {
    cell: (r) => (r.profitPerLot === null ? dash : r.profitPerLot.toLocaleString('zh-CN')),
    trend: (r) => r.profitPerLot,
  });
  const firstPct = col<IpoRow>('firstPct', '首日涨幅', (r) => r.firstDay?.pct ?? null, {
    cell: (r) => formatPct(r.firstDay?.pct),
    trend: (r) => r.firstDay?.pct,
  });
  const cal = calendarCol ? [calendarCol] : [];
  switch (tab) {
    case 'apply':
      return [
        name,
        ...BASE,
        col('applyCode', '申购代码', (r) => r.applyCode, { text: true }),
        issuePrice,
        pe,
        indPe,
        col('applyLimit', '申购上限(股)', (r) => r.applyLimit, { cell: (r) => wan(r.applyLimit) }),
        col('topMarketValue', '顶格需配市值', (r) => r.topMarketValue, {
          cell: (r) => (r.topMarketValue === null ? '全额缴款' : formatAmount(r.topMarketValue)),
        }),
        col('issueShares', '发行总数(股)', (r) => r.issueShares, { cell: (r) => wan(r.issueShares) }),
        col('onlineShares', '网上发行(股)', (r) => r.onlineShares, { cell: (r) => wan(r.onlineShares) }),
        col('applyDate', '申购日期', (r) => r.applyDate, { text: true }),
        col('payDate', '中签号公布/缴款日', (r) => r.payDate, { text: true }),
        listDate,
        ...cal,
      ];
    case 'pending':
      return [
        name,
        ...BASE,
        issuePrice,
        pe,
        rate,
        col('oversubscription', '超额认购倍数', (r) => r.oversubscription, {
          cell: (r) => (r.oversubscription === null ? dash : r.oversubscription.toFixed(0)),
        }),
        col('raised', '募资', (r) => r.raised, { cell: (r) => formatAmount(r.raised) }),
        col('applyDate', '申购日期', (r) => r.applyDate, { text: true }),
        col('payDate', '缴款日', (r) => r.payDate, { text: true }),
        listDate,
        ...cal,
      ];
    case 'listed':
      return [
        name,
        ...BASE,
        listDate,
        issuePrice,
        col('firstOpen', '首日开盘', (r) => r.firstDay?.open ?? null, { cell: (r) => price(r.firstDay?.open ?? null) }),
        col('firstClose', '首日收盘', (r) => r.firstDay?.close ?? null, { cell: (r) => price(r.firstDay?.close ?? null) }),
        firstPct,
        col('latestPrice', '最新价', (r) => r.latestPrice, { cell: (r) => price(r.latestPrice) }),
        col('totalPct', '累计涨幅', (r) => r.totalPct, { cell: (r) => formatPct(r.totalPct), trend: (r) => r.totalPct }),
        col('broke', '破发', (r) => (r.firstDay?.broke ? '是' : '否'), { text: true }),
        rate,
        profit,
      ];
    case 'profit':
      return [
        name,
        ...BASE,
        listDate,
        issuePrice,
        col('validHouseholds', '网上有效申购户数', (r) => r.validHouseholds, { cell: (r) => wan(r.validHouseholds) }),
        col('validShares', '网上有效申购股数', (r) => r.validShares, { cell: (r) => wan(r.validShares) }),
        col('oversubscription', '超额认购倍数', (r) => r.oversubscription, {
          cell: (r) => (r.oversubscription === null ? dash : r.oversubscription.toFixed(0)),
        }),
        rate,
        col('offlineRate', '网下配售中签率', (r) => r.offlineRate, { cell: (r) => formatRatio(r.offlineRate, 4) }),
        col('openPremium', '开盘溢价', (r) => r.firstDay?.openPremium ?? null, {
          cell: (r) => formatPct(r.firstDay?.openPremium),
          trend: (r) => r.firstDay?.openPremium,
        }),
        firstPct,
        profit,
      ];
  }
}

/** IPO审核's columns. */
export const REVIEW_COLUMNS: Col<ReviewRow>[] = [
  col('name', '企业名称', (r) => r.name, { text: true }),
  col('status', '最新状态', (r) => r.status, { text: true }),
  col('region', '注册地', (r) => r.region, { text: true }),
  col('industry', '行业', (r) => r.industry, { text: true }),
  col('sponsor', '保荐机构', (r) => r.sponsor, { text: true }),
  col('lawFirm', '律师事务所', (r) => r.lawFirm, { text: true }),
  col('auditor', '会计师事务所', (r) => r.auditor, { text: true }),
  col('acceptDate', '受理日期', (r) => r.acceptDate, { text: true }),
  col('updateDate', '更新日期', (r) => r.updateDate, { text: true }),
  col('board', '拟上市地点', (r) => r.board, { text: true }),
];

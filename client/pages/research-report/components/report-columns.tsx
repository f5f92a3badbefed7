/**
 * 机构研报's report columns (with the stock where the list spans the market) and the CSV of a list.
 */
import type { ResearchReport } from '../../../../contracts/endpoints/research';
import { downloadText, toCsv, UTF8_BOM } from '../../../components/data-page/csv';
import type { DataColumn } from '../../../components/data-page/data-table';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { AppLink } from '../../../ui/app-link';
import { TitleButton } from './report-styles';

/** A number with `d` decimals, -- for none. */
export const num = (v: number | null | undefined, d = 2) => (v === null || v === undefined ? '--' : v.toFixed(d));

/** The columns of a report table; a title toggles its abstract (`?open=`). */
export function reportColumns(open: string | null, withStock: boolean): DataColumn<ResearchReport>[] {
  const cols: DataColumn<ResearchReport>[] = [{ key: 'date', label: '日期', text: true, cell: (r) => r.date }];
  if (withStock)
    cols.push({
      key: 'stock',
      label: '股票',
      text: true,
      cell: (r) => (
        <AppLink href={`/researchReport?code=${encodeURIComponent(r.code)}`} title="查看该股研报与一致预期">
          {r.name}
        </AppLink>
      ),
    });
  cols.push(
    {
      key: 'title',
      label: '报告名称',
      text: true,
      cell: (r) => (
        <TitleButton type="button" data-testid="report-link" aria-expanded={open === r.id} onClick={() => replaceQuery({ open: open === r.id ? null : r.id })}>
          {r.title}
        </TitleButton>
      ),
    },
    { key: 'rating', label: '评级', text: true, cell: (r) => <span data-rating={r.rating}>{r.rating}</span> },
    { key: 'change', label: '评级变动', text: true, cell: (r) => r.ratingChange },
    { key: 'orgRating', label: '机构评级', text: true, cell: (r) => r.orgRating },
    { key: 'org', label: '机构', text: true, cell: (r) => r.org },
    { key: 'analysts', label: '分析师', text: true, cell: (r) => r.analysts.join('、') },
    { key: 'industry', label: '行业', text: true, cell: (r) => r.industry },
    { key: 'monthCount', label: '近一月研报数', cell: (r) => r.monthCount },
    { key: 'price', label: '当日收盘', cell: (r) => num(r.price) },
    { key: 'targetPrice', label: '目标价', cell: (r) => num(r.targetPrice) },
    { key: 'eps0', label: 'EPS(今年)', title: '盈利预测-收益', cell: (r) => `${num(r.eps?.[0], 3)}` },
    { key: 'eps1', label: 'EPS(明年)', cell: (r) => `${num(r.eps?.[1], 3)}` },
    { key: 'eps2', label: 'EPS(后年)', cell: (r) => `${num(r.eps?.[2], 3)}` },
    { key: 'pe0', label: 'PE(今年)', title: '盈利预测-市盈率', cell: (r) => num(r.pe?.[0]) },
    { key: 'pe1', label: 'PE(明年)', cell: (r) => num(r.pe?.[1]) },
    { key: 'pe2', label: 'PE(后年)', cell: (r) => num(r.pe?.[2]) },
  );
  return cols;
}

/** Downloads the reports as `name`.csv (UTF-8 BOM). */
export function csvOf(rows: readonly ResearchReport[], name: string) {
  const csv = toCsv(
    [
      '日期',
      '代码',
      '股票',
      '报告名称',
      '评级',
      '评级变动',
      '机构评级',
      '机构',
      '分析师',
      '行业',
      '近一月研报数',
      '收盘价',
      '目标价',
      'TTM EPS',
      '预测年度',
      'EPS1',
      'EPS2',
      'EPS3',
      'PE1',
      'PE2',
      'PE3',
    ],
    rows.map((r) => [
      r.date,
      r.code,
      r.name,
      r.title,
      r.rating,
      r.ratingChange,
      r.orgRating,
      r.org,
      r.analysts.join('、'),
      r.industry,
      r.monthCount,
      r.price,
      r.targetPrice,
      r.ttmEps,
      r.years.join('/'),
      r.eps?.[0],
      r.eps?.[1],
      r.eps?.[2],
      r.pe?.[0],
      r.pe?.[1],
      r.pe?.[2],
    ]),
  );
  downloadText(`${name}.csv`, UTF8_BOM + csv);
}

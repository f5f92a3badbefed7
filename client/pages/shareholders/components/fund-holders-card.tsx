/**
 * 基金持股 of the /shareholders page: the funds holding the stock in the report period on show
 * (基金代码, 基金名称, 持仓数量, 占流通股比例, 持股市值, 占净值比例, 增减 and the change tag), the
 * number of funds and their total, sortable by any number column, with a CSV export. A fund that is
 * one of the 十大流通股东 shows the same 持仓数量 in both lists (one model behind both).
 */
import { useState } from 'react';
import { map } from 'rxjs';
import { disclosureEndpoints as D, type FundHolderAnswer, type FundHolderRow } from '../../../../contracts/endpoints/disclosures';
import { array, object, str } from '../../../../contracts/endpoints/shape';
import { formatLargeNumber, reportPeriodName } from '../../../../contracts/format';
import type { SecurityId } from '../../../../contracts/market';
import { downloadText, toCsv } from '../../../components/data-page/csv';
import { sortRowsBy, toggleSort } from '../../../components/data-page/sort-rows';
import { DataTable, type DataColumn } from '../../../components/data-page/data-table';
import { formatAmount, formatRatio } from '../../../../contracts/format';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { request } from '../../../services/http';
import { Button } from '../../../ui/button';
import { LoadStatus } from '../../../ui/load-status';
import styled from 'styled-components';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';

function checkFunds(datas: unknown): FundHolderAnswer {
  const o = object(datas, 'datas');
  str(o.period, 'datas.period');
  array(o.rows, 'datas.rows', (v) => v);
  return o as unknown as FundHolderAnswer;
}

const fetchFunds = (q: { code: string; period: string | null }) =>
  request(D.getFundHolderDetails, { query: q.period ? { code: q.code, period: q.period } : { code: q.code } }).pipe(map(checkFunds));

const Hint = styled.p`
  margin: 0;
  padding: ${rem(6)} ${rem(16)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(12)};
`;

const shares = (v: number) => (Math.abs(v) < 1e4 ? v.toLocaleString('zh-CN') : formatLargeNumber(v));
const signed = (v: number | null) => (v === null ? '--' : v > 0 ? `+${shares(v)}` : shares(v));

type SortKey = 'shares' | 'floatRatio' | 'value' | 'navRatio' | 'change';

const COLUMNS: DataColumn<FundHolderRow>[] = [
  { key: 'fundCode', label: '基金代码', text: true, cell: (r) => r.fundCode },
  { key: 'fundName', label: '基金名称', text: true, cell: (r) => r.fundName },
  { key: 'shares', label: '持仓数量(股)', cell: (r) => formatLargeNumber(r.shares) },
  { key: 'floatRatio', label: '占流通股比例', cell: (r) => formatRatio(r.floatRatio) },
  { key: 'value', label: '持股市值', cell: (r) => formatAmount(r.value) },
  { key: 'navRatio', label: '占净值比例', cell: (r) => formatRatio(r.navRatio) },
  { key: 'change', label: '增减(股)', cell: (r) => (r.tag === '新进' ? '新进' : signed(r.change)), trend: (r) => r.change },
  { key: 'tag', label: '变动', text: true, cell: (r) => <span data-tag={r.tag}>{r.tag}</span> },
];
const SORTABLE: readonly string[] = ['shares', 'floatRatio', 'value', 'navRatio', 'change'];

/** Props of {@link FundHoldersCard}. */
export interface FundHoldersCardProps {
  id: SecurityId;
  /** The report period the page shows (null: the latest with fund data). */
  period: string | null;
  name?: string;
}

/** See the module comment. */
export function FundHoldersCard({ id, period, name }: FundHoldersCardProps) {
  const load = useKeyedLoad({ code: id, period }, (q) => `${q.code}|${q.period ?? ''}`, fetchFunds);
  const [sort, setSort] = useState<{ key: SortKey; order: 'asc' | 'desc' }>({ key: 'shares', order: 'desc' });
  const a = load.data;
  const label = a ? (reportPeriodName(a.period) ?? a.period) : '';
  const exportCsv = () => {
    if (!a) return;
    const header = ['基金代码', '基金名称', '持仓数量(股)', '占流通股比例(%)', '持股市值(元)', '占净值比例(%)', '增减(股)', '变动'];
    const rows = a.rows.map((r) => [r.fundCode, r.fundName, r.shares, r.floatRatio, r.value, r.navRatio, r.change, r.tag]);
    downloadText(`${name ?? a.name}_基金持股_${a.period}.csv`, toCsv(header, rows));
  };
  return (
    <Card data-testid="fund-holders">
      <CardHeader>
        <h2>基金持股{label ? ` · ${label}` : ''}</h2>
        {a && a.rows.length > 0 && (
          <span data-testid="fund-summary">
            共{a.count}家基金 · 合计持股 {formatLargeNumber(a.sharesHeld)}股 · 占流通股 {formatRatio(a.floatRatio)}
          </span>
        )}
        <span className="spacer" />
        <Button type="button" $small disabled={!a || a.rows.length === 0} onClick={exportCsv} data-testid="fund-csv">
          导出CSV
        </Button>
      </CardHeader>
      <LoadStatus value={load} empty={(x) => x.rows.length === 0} emptyText="该报告期暂无基金持股数据" />
      {a && a.rows.length > 0 && (
        <>
          {/^\d{4}-(03-31|09-30)$/.test(a.period) && <Hint>一季报、三季报基金仅披露前十大重仓股，持股家数少于中报、年报。</Hint>}
          <DataTable
            label="基金持股"
            testId="fund-holders-table"
            columns={COLUMNS}
            rows={sortRowsBy(a.rows, (r) => r[sort.key], sort.order)}
            rowKey={(r) => r.fundCode}
            sort={sort}
            onSort={(key) => {
              if (!SORTABLE.includes(key)) return;
              setSort((s) => toggleSort(s, key as SortKey));
            }}
          />
        </>
      )}
    </Card>
  );
}

/**
 * 股权质押: the stocks whose major holders have pledges not yet released on the day (质押比例 =
 * 质押股数 ÷ 总股本, 质押股数, 质押市值 at the day's close, 笔数, 股东数), then the 明细 of those
 * pledges and the ones released in the last 60 trading days (股东, 质权人 and its kind, 质押股数, 占所持
 * 股份 / 总股本比例, 质押日, 解押日 or 未解押).
 */
import styled from 'styled-components';
import type { PledgeRow, PledgeStockRow } from '../../../../contracts/endpoints/datacentre';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';
import { fetchPledge } from '../data-center.api';
import { nameColumn } from './common-columns';
import { type Filterable, money, pct, price, type TableState } from './dc-format';
import { type DcColumn, PagedTable } from './paged-table';
import { SummaryTiles } from './summary-tiles';
import { toFixedText, formatRatio } from '../../../../contracts/format';

/** A pledge with its place in the day's list. */
type Detail = PledgeRow & { k: number };

const Long = styled.span`
  display: inline-block;
  max-width: ${rem(200)};
  overflow: hidden;
  text-overflow: ellipsis;
  vertical-align: bottom;
`;

const wan = (v: number) => toFixedText(v / 10_000, 2);
const ratio = (v: number) => formatRatio(v);

const STOCK_COLUMNS: DcColumn<PledgeStockRow>[] = [
  nameColumn<PledgeStockRow>(),
  { key: 'close', label: '收盘价', title: '所选交易日的收盘价', value: (r) => r.close, cell: (r) => price(r.close), trend: (r) => r.pct },
  { key: 'pct', label: '涨跌幅', title: '所选交易日的涨跌幅', value: (r) => r.pct, cell: (r) => pct(r.pct), trend: (r) => r.pct },
  { key: 'ratio', label: '质押比例', title: '未解押质押股数 ÷ 总股本', value: (r) => r.ratio, cell: (r) => ratio(r.ratio) },
  { key: 'shares', label: '质押股数(万股)', value: (r) => r.shares / 10_000, cell: (r) => wan(r.shares) },
  { key: 'value', label: '质押市值', title: '质押股数 × 当日收盘价', value: (r) => r.value, cell: (r) => money(r.value) },
  { key: 'count', label: '质押笔数', value: (r) => r.count, cell: (r) => `${r.count}` },
  { key: 'holders', label: '质押股东数', value: (r) => r.holders, cell: (r) => `${r.holders}` },
];

const DETAIL_COLUMNS: DcColumn<Detail>[] = [
  nameColumn<Detail>(),
  {
    key: 'holder',
    label: '股东名称',
    text: true,
    value: (r) => r.holder,
    cell: (r) => <Long title={`${r.holder}（${r.role}）`}>{r.holder}</Long>,
  },
  { key: 'pledgee', label: '质权人', text: true, value: (r) => r.pledgee, cell: (r) => <Long title={`${r.pledgee}（${r.pledgeeType}）`}>{r.pledgee}</Long> },
  { key: 'pledgeeType', label: '质权人类型', text: true, value: (r) => r.pledgeeType, cell: (r) => r.pledgeeType },
  { key: 'shares', label: '质押股数(万股)', value: (r) => r.shares / 10_000, cell: (r) => wan(r.shares) },
  { key: 'heldRatio', label: '占所持股份比例', title: '质押股数 ÷ 股东最新报告期持股', value: (r) => r.heldRatio, cell: (r) => ratio(r.heldRatio) },
  { key: 'totalRatio', label: '占总股本比例', value: (r) => r.totalRatio, cell: (r) => ratio(r.totalRatio) },
  { key: 'start', label: '质押日', text: true, value: (r) => r.start, cell: (r) => r.start },
  { key: 'end', label: '解押日', text: true, value: (r) => r.end ?? '', cell: (r) => r.end ?? '未解押' },
  { key: 'status', label: '状态', text: true, value: (r) => r.status, cell: (r) => r.status, trend: (r) => (r.status === '已解押' ? -1 : 0) },
];

/** Props of {@link PledgeSection}. */
export interface PledgeSectionProps {
  date: string | null;
  keep(row: Filterable): boolean;
  table: TableState;
  detailTable: TableState;
}

/** See the module comment. */
export function PledgeSection({ date, keep, table, detailTable }: PledgeSectionProps) {
  const load = useKeyedLoad(date, (d) => d ?? '', fetchPledge);
  const a = load.data;
  const s = a?.summary;
  return (
    <>
      <Card>
        <CardHeader>
          <h2>股权质押{a ? ` · ${a.date}` : ''}</h2>
        </CardHeader>
        <LoadStatus value={load} />
        {a && s && (
          <>
            <SummaryTiles
              testId="pledge-summary"
              tiles={[
                { label: '有质押的个股', value: `${s.stocks} 只` },
                { label: '未解押笔数', value: `${s.pledges} 笔` },
                { label: '质押总市值', value: money(s.value) },
                { label: '质押比例≥30%', value: `${s.over30} 只`, trend: s.over30 > 0 ? 1 : 0 },
              ]}
            />
            <PagedTable
              label="个股质押比例"
              testId="pledge-table"
              columns={STOCK_COLUMNS}
              rows={a.stocks.filter(keep)}
              rowKey={(r) => r.id}
              csvName={`股权质押_${a.date}`}
              emptyText={a.stocks.length === 0 ? '当日没有未解押的股权质押' : '没有符合条件的个股'}
              {...table}
            />
          </>
        )}
      </Card>
      {a && (
        <Card>
          <CardHeader>
            <h2>质押明细 · 未解押及近60个交易日解押</h2>
          </CardHeader>
          <PagedTable
            label="质押明细"
            testId="pledge-detail-table"
            columns={DETAIL_COLUMNS}
            rows={a.details.map((r, k) => ({ ...r, k })).filter(keep)}
            rowKey={(r) => `${r.id}-${r.k}`}
            csvName={`质押明细_${a.date}`}
            emptyText={a.details.length === 0 ? '当日没有质押明细' : '没有符合条件的质押明细'}
            {...detailTable}
          />
        </Card>
      )}
    </>
  );
}

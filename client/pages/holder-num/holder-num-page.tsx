/**
 * 股东户数 (/holderNum?code=600519.SH): every 统计截止日 (quarter ends and irregular dates) with
 * 区间涨跌幅, 股东户数 本次/上次/增减/增减比例, 户均持股市值, 户均持股数量, 总市值, 总股本, 股本变动
 * and its 原因, 公告日期 — a chart of 户数 bars under the price line, a sortable table and a CSV
 * export. 户均持股数量 = 总股本 ÷ 户数 and 户均持股市值 uses the 截止日's close (the K-line's).
 */
import { useState } from 'react';
import { map } from 'rxjs';
import { useSearch } from 'wouter';
import { disclosureEndpoints as D, type HolderNumAnswer, type HolderNumRow } from '../../../contracts/endpoints/disclosures';
import { array, object } from '../../../contracts/endpoints/shape';
import { formatLargeNumber } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import { downloadText, toCsv } from '../../components/data-page/csv';
import { sortRowsBy, toggleSort } from '../../components/data-page/sort-rows';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { formatAmount, formatGrowth } from '../../../contracts/format';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { codeParam, codeProblem } from '../../components/data-page/query-state';
import { request } from '../../services/http';
import { Button } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader } from '../../ui/panel-styles';
import { HolderNumChart } from './components/holder-num-chart';

function checkAnswer(datas: unknown): HolderNumAnswer {
  const o = object(datas, 'datas');
  array(o.rows, 'datas.rows', (v) => v);
  return o as unknown as HolderNumAnswer;
}

const fetchHolderNum = (code: string) => request(D.holderNumDetails, { query: { code } }).pipe(map(checkAnswer));

const signed = (v: number | null) => (v === null ? '--' : v > 0 ? `+${v.toLocaleString('zh-CN')}` : v.toLocaleString('zh-CN'));

type NumKey = 'priceChange' | 'holders' | 'prevHolders' | 'change' | 'changeRatio' | 'avgValue' | 'avgShares' | 'totalCap' | 'totalShares' | 'sharesChange';

const COLUMNS: DataColumn<HolderNumRow>[] = [
  { key: 'date', label: '统计截止日', text: true, cell: (r) => r.date },
  { key: 'priceChange', label: '区间涨跌幅', cell: (r) => formatGrowth(r.priceChange), trend: (r) => r.priceChange },
  { key: 'holders', label: '股东户数(本次)', cell: (r) => r.holders.toLocaleString('zh-CN') },
  { key: 'prevHolders', label: '股东户数(上次)', cell: (r) => (r.prevHolders === null ? '--' : r.prevHolders.toLocaleString('zh-CN')) },
  { key: 'change', label: '增减', cell: (r) => signed(r.change), trend: (r) => r.change },
  { key: 'changeRatio', label: '增减比例', cell: (r) => formatGrowth(r.changeRatio), trend: (r) => r.changeRatio },
  { key: 'avgValue', label: '户均持股市值', cell: (r) => formatAmount(r.avgValue) },
  { key: 'avgShares', label: '户均持股数量(股)', cell: (r) => formatLargeNumber(r.avgShares) },
  { key: 'totalCap', label: '总市值', cell: (r) => formatAmount(r.totalCap) },
  { key: 'totalShares', label: '总股本(股)', cell: (r) => formatLargeNumber(r.totalShares) },
  { key: 'sharesChange', label: '股本变动(股)', cell: (r) => (r.sharesChange === 0 ? '--' : signed(r.sharesChange)) },
  { key: 'sharesChangeReason', label: '变动原因', text: true, cell: (r) => r.sharesChangeReason ?? '--' },
  { key: 'noticeDate', label: '公告日期', text: true, cell: (r) => r.noticeDate },
];
const NUM_KEYS: readonly string[] = [
  'priceChange',
  'holders',
  'prevHolders',
  'change',
  'changeRatio',
  'avgValue',
  'avgShares',
  'totalCap',
  'totalShares',
  'sharesChange',
];

/** What a column sorts by: its number (nulls last), or the 统计截止日 for the others. */
const sortValue =
  (key: string) =>
  (r: HolderNumRow): number | string | null =>
    NUM_KEYS.includes(key) ? r[key as NumKey] : r.date;

function exportCsv(a: HolderNumAnswer): void {
  const header = [
    '统计截止日',
    '区间涨跌幅(%)',
    '股东户数(本次)',
    '股东户数(上次)',
    '增减',
    '增减比例(%)',
    '户均持股市值(元)',
    '户均持股数量(股)',
    '总市值(元)',
    '总股本(股)',
    '股本变动(股)',
    '变动原因',
    '公告日期',
  ];
  const rows = a.rows.map((r) => [
    r.date,
    r.priceChange,
    r.holders,
    r.prevHolders,
    r.change,
    r.changeRatio,
    r.avgValue,
    r.avgShares,
    r.totalCap,
    r.totalShares,
    r.sharesChange,
    r.sharesChangeReason,
    r.noticeDate,
  ]);
  downloadText(`${a.name}_股东户数.csv`, toCsv(header, rows));
}

function HolderNumView({ id }: { id: SecurityId }) {
  const load = useKeyedLoad(id, (c) => c, fetchHolderNum);
  const [sort, setSort] = useState<{ key: string; order: 'asc' | 'desc' }>({ key: 'date', order: 'desc' });
  const a = load.data;
  const latest = a?.rows[0];
  return (
    <FundamentalsPage title="股东户数" path="/holderNum" id={id} name={a?.name} testId="holder-num-page">
      <Card>
        <CardHeader>
          <h2>股东户数变化</h2>
          {latest && (
            <span data-testid="holder-num-summary">
              最新 {latest.date} · {latest.holders.toLocaleString('zh-CN')}户 · 较上期 {formatGrowth(latest.changeRatio)} · 户均持股{' '}
              {formatLargeNumber(latest.avgShares)}股
            </span>
          )}
        </CardHeader>
        <LoadStatus value={load} empty={(x) => x.rows.length === 0} emptyText="暂无股东户数数据" />
        {a && a.rows.length > 0 && <HolderNumChart rows={a.rows} />}
      </Card>
      {a && a.rows.length > 0 && (
        <Card>
          <CardHeader>
            <h2>股东户数明细（{a.rows.length}期）</h2>
            <span className="spacer" />
            <Button type="button" $small onClick={() => exportCsv(a)} data-testid="holder-num-csv">
              导出CSV
            </Button>
          </CardHeader>
          <DataTable
            label="股东户数明细"
            testId="holder-num-table"
            columns={COLUMNS}
            rows={sortRowsBy(a.rows, sortValue(sort.key), sort.order)}
            rowKey={(r) => r.date}
            sort={sort}
            onSort={(key) => {
              if (!NUM_KEYS.includes(key)) return;
              setSort((s) => toggleSort(s, key));
            }}
          />
        </Card>
      )}
    </FundamentalsPage>
  );
}

/** The /holderNum page. */
export default function HolderNumPage() {
  const search = useSearch();
  const id = codeParam(search);
  if (!id) return <NoCodePage path="/holderNum" title="股东户数" problem={codeProblem(search)} />;
  return <HolderNumView key={id} id={id} />;
}

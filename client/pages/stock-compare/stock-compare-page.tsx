/**
 * 个股对比 (/stockCompare?codes=600519.SH,000858.SZ&range=1Y): two to six stocks side by side — a
 * normalised return chart over 近1月/3月/1年/3年 (daily 前复权 closes of the kline dataset) and the
 * comparison fields (price, 涨跌幅, 区间涨跌, 市盈率TTM, 市净率, 总市值, growth and ROE of the latest
 * report). Codes are added with the search box and removed per row; all of it lives in the address.
 */
import { useMemo } from 'react';
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { map } from 'rxjs';
import { useSearch } from 'wouter';
import type { StockDetail } from '../../../contracts/endpoints/details';
import { formatLargeNumber, formatPct, formatTickPrice } from '../../../contracts/format';
import type { SecurityId } from '../../../contracts/market';
import { stockUrl } from '../../../contracts/routes';
import { CodeAdder } from '../../components/data-page/code-adder';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { fetchFundamentals } from '../../components/fundamentals/fundamentals-api';
import { formatGrowth, formatMultiple, formatRatio } from '../../../contracts/format';
import { LineChartBox } from '../../components/data-page/line-chart-box';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codesParam, pickParam } from '../../components/data-page/query-state';
import { fetchDataset, fetchStockDetail } from '../../services/market-data';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { Card, CardHeader, MarketPage, StatusLine } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import {
  addCode,
  createStockCompare,
  MAX_CODES,
  MIN_CODES,
  normalisedReturns,
  RETURN_RANGE_LABELS,
  RETURN_RANGES,
  removeCode,
  type CompareLoads,
  type ReturnRange,
} from './stock-compare.streams';

const deps = {
  fetchDetail: (id: SecurityId) => fetchStockDetail(id, false),
  fetchKline: (params: Parameters<typeof fetchDataset<'kline'>>[1]) => fetchDataset('kline', params),
  fetchGrow: (q: Parameters<typeof fetchFundamentals<'growAbility'>>[1]) => fetchFundamentals('growAbility', q),
};

interface CompareRowView {
  id: SecurityId;
  detail: StockDetail | null;
  status: string | null;
  rangeReturn: number | null;
  grow: CompareLoads['grows'][string]['data'];
}

function setCodes(codes: readonly SecurityId[]): void {
  replaceQuery({ codes: codes.join(','), code: null });
}

function columns(codes: readonly SecurityId[], range: ReturnRange): DataColumn<CompareRowView>[] {
  const latest = (r: CompareRowView) => r.grow?.rows[0] ?? null;
  return [
    {
      key: 'name',
      label: '名称',
      text: true,
      cell: (r) => (
        <AppLink href={stockUrl(r.id)} newWindow title={r.id}>
          {r.detail?.name ?? r.id}
        </AppLink>
      ),
    },
    { key: 'code', label: '代码', text: true, cell: (r) => r.id },
    { key: 'price', label: '最新价', cell: (r) => (r.detail ? formatTickPrice(r.detail.quote.price, r.detail.tick) : (r.status ?? '加载中…')) },
    { key: 'pct', label: '涨跌幅', cell: (r) => formatPct(r.detail?.quote.pct), trend: (r) => r.detail?.quote.pct },
    { key: 'range', label: `${RETURN_RANGE_LABELS[range]}涨跌`, cell: (r) => formatGrowth(r.rangeReturn), trend: (r) => r.rangeReturn },
    { key: 'pe', label: '市盈率TTM', cell: (r) => (r.detail ? formatMultiple(r.detail.peTtm, r.detail.peTtm === null && r.detail.kind === 'capital') : '--') },
    { key: 'pb', label: '市净率', cell: (r) => formatMultiple(r.detail?.pb) },
    { key: 'cap', label: '总市值', cell: (r) => formatLargeNumber(r.detail?.totalCap) },
    { key: 'revYoy', label: '营收同比', cell: (r) => formatGrowth(latest(r)?.revenueYoy), trend: (r) => latest(r)?.revenueYoy },
    { key: 'npYoy', label: '净利同比', cell: (r) => formatGrowth(latest(r)?.netProfitYoy), trend: (r) => latest(r)?.netProfitYoy },
    { key: 'cagr', label: '净利3年复合', cell: (r) => formatGrowth(latest(r)?.netProfitCagr3), trend: (r) => latest(r)?.netProfitCagr3 },
    { key: 'roe', label: 'ROE', cell: (r) => formatRatio(latest(r)?.roe) },
    { key: 'industry', label: '行业', text: true, cell: (r) => r.detail?.industry || '--' },
    {
      key: 'remove',
      label: '操作',
      cell: (r) => (
        <Button
          type="button"
          $small
          $variant="text"
          aria-label={`移除${r.detail?.name ?? r.id}`}
          disabled={codes.length <= 1}
          onClick={() => setCodes(removeCode(codes, r.id))}
        >
          移除
        </Button>
      ),
    },
  ];
}

function CompareView({ codes, range }: { codes: SecurityId[]; range: ReturnRange }) {
  // The codes' joined text is the input: a new array with the same codes is no change.
  const codes$ = useObservable((in$) => in$.pipe(map(([key]) => key.split(',') as SecurityId[])), [codes.join(',')]);
  const loads = useMemo(() => createStockCompare(deps, codes$), [codes$]);
  const details = useObservableEagerState(loads.details$);
  const closes = useObservableEagerState(loads.closes$);
  const grows = useObservableEagerState(loads.grows$);
  const chart = useMemo(() => {
    const series = codes.filter((id) => closes[id]?.data).map((id) => ({ name: details[id]?.data?.name ?? id, data: closes[id]!.data! }));
    return { ...normalisedReturns(series, range), ids: codes.filter((id) => closes[id]?.data) };
  }, [codes, closes, details, range]);
  const rows: CompareRowView[] = codes.map((id) => {
    const i = chart.ids.indexOf(id);
    const d = details[id];
    return {
      id,
      detail: d?.data ?? null,
      status: d?.status === 'error' ? (d.error ?? '加载失败') : null,
      rangeReturn: i >= 0 ? (chart.returns[i] ?? null) : null,
      grow: grows[id]?.data ?? null,
    };
  });
  const waiting = codes.some((id) => !closes[id] || closes[id]!.status === 'loading' || closes[id]!.status === 'idle');
  return (
    <MarketPage data-testid="stock-compare-page">
      <Card>
        <CardHeader>
          <h2>
            个股对比（{codes.length}/{MAX_CODES}）
          </h2>
          <CodeAdder present={codes} enabled={codes.length < MAX_CODES} disabledText={`最多对比${MAX_CODES}只`} onAdd={(id) => setCodes(addCode(codes, id))} />
          <span className="spacer" />
          <TabStrip
            label="区间"
            tabs={RETURN_RANGES.map((r) => ({ key: r, label: RETURN_RANGE_LABELS[r] }))}
            selected={range}
            onSelect={(r) => replaceQuery({ range: r })}
          />
        </CardHeader>
        {codes.length < MIN_CODES && <StatusLine>至少添加两只股票进行对比（在上方搜索框输入代码或名称）</StatusLine>}
        {chart.dates.length > 0 ? (
          <LineChartBox data={chart} label={`${RETURN_RANGE_LABELS[range]}累计涨跌幅对比`} testId="compare-chart" height={320} />
        ) : (
          <StatusLine role="status">{waiting ? '加载中…' : '暂无行情数据'}</StatusLine>
        )}
      </Card>
      <Card style={{ marginTop: 12 }}>
        <CardHeader>
          <h2>对比指标</h2>
        </CardHeader>
        <DataTable label="个股对比指标" testId="compare-table" columns={columns(codes, range)} rows={rows} rowKey={(r) => r.id} />
      </Card>
    </MarketPage>
  );
}

/** The /stockCompare page. */
export default function StockComparePage() {
  const search = useSearch();
  let codes = codesParam(search, 'codes', MAX_CODES);
  const single = codeParam(search);
  if (codes.length === 0 && single) codes = [single];
  if (codes.length === 0) {
    return (
      <MarketPage data-testid="stock-compare-page">
        <Card>
          <CardHeader>
            <h2>个股对比</h2>
            <CodeAdder present={[]} enabled onAdd={(id) => setCodes([id])} />
          </CardHeader>
          <StatusLine>添加两到六只股票，对比走势与财务指标；例如 /stockCompare?codes=600519.SH,000858.SZ</StatusLine>
        </Card>
      </MarketPage>
    );
  }
  return <CompareView codes={codes} range={pickParam(search, 'range', RETURN_RANGES, '1Y')} />;
}

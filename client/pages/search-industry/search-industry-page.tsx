/**
 * 行业搜索 (/searchIndustry): 申万一级 · 申万二级 · 概念 boards ranked by 涨跌幅 with 最新价, 总市值,
 * 换手率, 上涨/下跌家数, 领涨股票, 主力净流入 and 行业市盈率 (公司数量, 纳入计算, 加权/中位数/算术平均,
 * from the company model). A search box finds boards by name, code or pinyin initials (spyl → 食品饮料);
 * any column sorts; the list exports as CSV. A board's name opens its 行业分析. Type, search text,
 * sort and order live in the address.
 */
import { useEffect, useState } from 'react';
import { map } from 'rxjs';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import {
  INDUSTRY_TYPE_LABELS,
  INDUSTRY_TYPES,
  industryEndpoints as E,
  type IndustryListAnswer,
  type IndustryRow,
  type IndustryType,
} from '../../../contracts/endpoints/industry';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { formatPct } from '../../../contracts/format';
import { stockUrl } from '../../../contracts/routes';
import { downloadText, toCsv } from '../../components/data-page/csv';
import { DataTable } from '../../components/data-page/data-table';
import type { PageColumn } from '../../components/data-page/columns';
import { sortByColumn, toggleSort } from '../../components/data-page/sort-rows';
import { formatAmount, formatRatio } from '../../../contracts/format';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { replaceQuery } from '../../components/data-page/query-nav';
import { pickParam } from '../../components/data-page/query-state';
import { request } from '../../services/http';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, MarketPage, PageStack } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem } from '../../ui/theme';
import { FilterBar } from '../../components/data-page/filter-bar';
import { DataPageHeader } from '../../components/data-page/page-header';

const Bar = styled(FilterBar)`
  input[type='search'] {
    width: ${rem(220)};
  }
`;

function checkList(datas: unknown): IndustryListAnswer {
  const o = object(datas, 'datas');
  str(o.type, 'datas.type');
  array(o.rows, 'datas.rows', (v) => v);
  return o as unknown as IndustryListAnswer;
}

const fetchList = (q: { type: IndustryType; q: string }) =>
  request(E.industryList, { query: q.q ? { type: q.type, q: q.q } : { type: q.type } }).pipe(map(checkList));

interface Col extends PageColumn<IndustryRow> {
  value(r: IndustryRow): string | number | null;
}
const dash = '--';
const pe = (v: number | null) => (v === null ? dash : v.toFixed(2));

function columns(type: IndustryType): Col[] {
  const cols: Col[] = [
    { key: 'rank', label: '排名', value: (r) => r.rank, cell: (r) => r.rank },
    {
      key: 'name',
      label: '板块名称',
      text: true,
      value: (r) => r.name,
      cell: (r) => (
        <AppLink href={`/industryAnalysis?code=${r.analysisCode}`} title={`查看${r.name}行业分析`} data-testid="industry-open">
          {r.name}
        </AppLink>
      ),
    },
    { key: 'code', label: '代码', text: true, value: (r) => r.code, cell: (r) => r.code },
  ];
  if (type === 'sw2') cols.push({ key: 'parent', label: '所属一级', text: true, value: (r) => r.parent, cell: (r) => r.parent ?? dash });
  cols.push(
    { key: 'price', label: '最新价', value: (r) => r.price, cell: (r) => (r.price === null ? dash : r.price.toFixed(2)) },
    { key: 'pct', label: '涨跌幅', value: (r) => r.pct, cell: (r) => formatPct(r.pct), trend: (r) => r.pct },
    { key: 'totalCap', label: '总市值', value: (r) => r.totalCap, cell: (r) => formatAmount(r.totalCap) },
    { key: 'turnover', label: '换手率', value: (r) => r.turnover, cell: (r) => formatRatio(r.turnover) },
    { key: 'up', label: '上涨家数', value: (r) => r.up, cell: (r) => r.up, trend: (r) => (r.up > 0 ? 1 : 0) },
    { key: 'down', label: '下跌家数', value: (r) => r.down, cell: (r) => r.down, trend: (r) => (r.down > 0 ? -1 : 0) },
    {
      key: 'leader',
      label: '领涨股票',
      text: true,
      value: (r) => r.leader?.name ?? null,
      cell: (r) => (r.leader ? <AppLink href={stockUrl(r.leader.id)}>{r.leader.name}</AppLink> : dash),
    },
    { key: 'leaderPct', label: '领涨涨跌幅', value: (r) => r.leader?.pct ?? null, cell: (r) => formatPct(r.leader?.pct), trend: (r) => r.leader?.pct },
    { key: 'netInflow', label: '主力净流入', value: (r) => r.netInflow, cell: (r) => formatAmount(r.netInflow), trend: (r) => r.netInflow },
    { key: 'count', label: '公司数量', value: (r) => r.pe.count, cell: (r) => r.pe.count },
    { key: 'counted', label: '纳入计算', value: (r) => r.pe.counted, cell: (r) => r.pe.counted },
    { key: 'peWeighted', label: '市盈率(加权)', value: (r) => r.pe.weighted, cell: (r) => pe(r.pe.weighted) },
    { key: 'peMedian', label: '市盈率(中位数)', value: (r) => r.pe.median, cell: (r) => pe(r.pe.median) },
    { key: 'peMean', label: '市盈率(算术平均)', value: (r) => r.pe.mean, cell: (r) => pe(r.pe.mean) },
  );
  return cols;
}

interface Choices {
  type: IndustryType;
  q: string;
  sort: string | null;
  order: 'asc' | 'desc';
}

function SearchIndustryView(c: Choices) {
  const [text, setText] = useState(c.q);
  useEffect(() => setText(c.q), [c.q]);
  // The address follows the box after a short pause (one request per pause, not per key).
  useEffect(() => {
    if (text.trim() === c.q) return;
    const timer = setTimeout(() => replaceQuery({ q: text.trim() || null }), 250);
    return () => clearTimeout(timer);
  }, [text, c.q]);
  const load = useKeyedLoad({ type: c.type, q: c.q }, (x) => `${x.type}|${x.q}`, fetchList);
  const a = load.data && load.data.type === c.type ? load.data : null;
  const cols = columns(c.type);
  const rows = a ? sortByColumn(a.rows, cols, c.sort ? { key: c.sort, order: c.order } : null) : [];
  const exportCsv = () => {
    if (!a) return;
    const header = [...cols.map((x) => x.label)];
    downloadText(
      `行业搜索_${INDUSTRY_TYPE_LABELS[c.type]}_${a.date}${c.q ? `_${c.q}` : ''}.csv`,
      toCsv(
        header,
        rows.map((r) => cols.map((x) => x.value(r))),
      ),
    );
  };
  return (
    <MarketPage data-testid="search-industry-page">
      <PageStack>
        <Card>
          <DataPageHeader title="行业搜索" />
          <Bar>
            <TabStrip
              label="板块类型"
              tabs={INDUSTRY_TYPES.map((t) => ({ key: t, label: INDUSTRY_TYPE_LABELS[t] }))}
              selected={c.type}
              onSelect={(t) => replaceQuery({ type: t === 'sw1' ? null : t, sort: null, order: null })}
            />
            <input
              type="search"
              aria-label="搜索板块"
              placeholder="板块名称、代码或拼音首字母"
              data-testid="industry-search"
              value={text}
              maxLength={20}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') replaceQuery({ q: text.trim() || null });
                if (e.key === 'Escape') setText('');
              }}
            />
            {a && (
              <span className="muted" data-testid="industry-summary">
                {a.date} · 共 {a.rows.length} 个板块 · 上涨 {a.rows.filter((r) => r.pct > 0).length} · 下跌 {a.rows.filter((r) => r.pct < 0).length}
              </span>
            )}
            <span style={{ flex: 1 }} />
            <Button type="button" $small disabled={!a || a.rows.length === 0} onClick={exportCsv} data-testid="industry-csv">
              导出CSV
            </Button>
          </Bar>
          <LoadStatus value={load} empty={(x) => x.rows.length === 0} emptyText={c.q ? `没有与“${c.q}”匹配的板块` : '暂无板块数据'} />
          {load.data === null && load.status !== 'error' && (
            <Bar>
              <span className="muted">首次打开需汇总全市场公司的财务数据以计算行业市盈率，可能需要数十秒。</span>
            </Bar>
          )}
          {a && a.rows.length > 0 && (
            <DataTable
              label={INDUSTRY_TYPE_LABELS[c.type]}
              testId="industry-table"
              columns={cols}
              rows={rows}
              rowKey={(r) => r.code}
              {...(c.sort ? { sort: { key: c.sort, order: c.order } } : {})}
              onSort={(key) => {
                const { order } = toggleSort(c.sort ? { key: c.sort, order: c.order } : null, key);
                replaceQuery({ sort: key, order: order === 'desc' ? null : order });
              }}
            />
          )}
          <Bar>
            <span className="muted">
              申万二级按个股名称与所属一级行业归类；二级板块走势与涨跌幅为成分股流通市值加权。行业市盈率为市盈率TTM，亏损股计入公司数量但不纳入计算。主力净流入为按成交额与涨跌估算的模拟值。
            </span>
          </Bar>
        </Card>
      </PageStack>
    </MarketPage>
  );
}

/** The /searchIndustry page. */
export default function SearchIndustryPage() {
  const search = useSearch();
  const q = new URLSearchParams(search);
  const sort = q.get('sort');
  return (
    <SearchIndustryView
      type={pickParam(search, 'type', INDUSTRY_TYPES, 'sw1')}
      q={(q.get('q') ?? '').trim().slice(0, 20)}
      sort={sort && /^[a-zA-Z]{1,20}$/.test(sort) ? sort : null}
      order={pickParam(search, 'order', ['asc', 'desc'] as const, 'desc')}
    />
  );
}

/**
 * 数据中心 (/dataCenter): the market-wide datasets of one closed trading day in sections —
 * 资金流向, 龙虎榜, 涨停连板 (with the market gauges and 全A估值), 融资融券, 沪深港通, 大宗交易, 停复牌,
 * 股东增减持 (a window of 公告日 up to the day: `period`, `dir`), 股权质押, 股票回购 (`status`), 限售解禁 (`range`), 年报季报 — with a trading-day picker, 沪/深/北 filter, code or name search, 只看自选, sortable
 * paged tables with live prices, CSV export and charts. Every choice lives in the address
 * (`?section=lhb&date=2026-11-20&ex=SZ&q=600&mine=1&sort=net&order=desc&page=2`).
 */
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { NEVER } from 'rxjs';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { type FlowScope, FLOW_SCOPES, HOLDER_CHANGE_PERIODS, type HolderChangePeriod } from '../../../contracts/endpoints/datacentre';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { pageFromParam, pageParam } from '../../components/data-page/paging';
import { type ColumnSort, toggleSort } from '../../components/data-page/sort-rows';
import { replaceQuery } from '../../components/data-page/query-nav';
import { pickParam } from '../../components/data-page/query-state';
import { followed$ } from '../../state/watchlist';
import { Button } from '../../ui/button';
import { Card, Chip, MarketPage, PageStack } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem } from '../../ui/theme';
import { BlockTradeSection } from './components/block-trade-section';
import { BUYBACK_FILTERS, type BuybackFilter, BuybackSection } from './components/buyback-section';
import { ConnectSection } from './components/connect-section';
import type { Filterable, TableState } from './components/dc-format';
import { FlowSection } from './components/flow-section';
import { HOLDER_DIRECTIONS, HolderChangeSection, type HolderDirection } from './components/holder-change-section';
import { LhbSection } from './components/lhb-section';
import { LimitUpSection } from './components/limit-up-section';
import { MarginSection } from './components/margin-section';
import { PledgeSection } from './components/pledge-section';
import { ReportsSection } from './components/reports-section';
import { SuspensionSection } from './components/suspension-section';
import { UNLOCK_TABS, UnlockSection } from './components/unlock-section';
import { fetchDays, fetchHistory } from './data-center.api';
import { FilterBar } from '../../components/data-page/filter-bar';
import { DataPageHeader } from '../../components/data-page/page-header';

/** The sections, in tab order. */
export const SECTIONS = [
  { key: 'flow', label: '资金流向' },
  { key: 'lhb', label: '龙虎榜' },
  { key: 'limitup', label: '涨停连板' },
  { key: 'margin', label: '融资融券' },
  { key: 'connect', label: '沪深港通' },
  { key: 'block', label: '大宗交易' },
  { key: 'suspension', label: '停复牌' },
  { key: 'holding', label: '股东增减持' },
  { key: 'pledge', label: '股权质押' },
  { key: 'buyback', label: '股票回购' },
  { key: 'unlock', label: '限售解禁' },
  { key: 'reports', label: '年报季报' },
] as const;
type Section = (typeof SECTIONS)[number]['key'];
const SECTION_KEYS = SECTIONS.map((s) => s.key);
const EXCHANGES = [
  { key: 'all', label: '全部' },
  { key: 'SH', label: '沪市' },
  { key: 'SZ', label: '深市' },
  { key: 'BJ', label: '北交所' },
] as const;
type Ex = (typeof EXCHANGES)[number]['key'];

const Toolbar = styled(FilterBar)`
  gap: ${rem(8)} ${rem(16)};
  padding: ${rem(10)} ${rem(12)};
  .group {
    display: flex;
    align-items: center;
    gap: ${rem(6)};
  }
  input[type='search'] {
    width: ${rem(160)};
  }
  label {
    display: inline-flex;
    align-items: center;
    gap: ${rem(4)};
    cursor: pointer;
  }
`;

/** The trading day at or before `value` among `recent` (newest first); `value` itself when older than the list. */
export function snapDay(value: string, recent: readonly string[]): string {
  return recent.find((d) => d <= value) ?? value;
}

/** The /dataCenter page. */
export default function DataCenterPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  const section: Section = pickParam(search, 'section', SECTION_KEYS, 'flow');
  const rawDate = params.get('date');
  const date = rawDate && /^\d{4}-\d{2}-\d{2}$/.test(rawDate) ? rawDate : null;
  const ex: Ex = pickParam(search, 'ex', ['all', 'SH', 'SZ', 'BJ'] as const, 'all');
  const text = (params.get('q') ?? '').trim();
  const mine = params.get('mine') === '1';
  const scope: FlowScope = pickParam(search, 'scope', FLOW_SCOPES, 'stock');
  const holderPeriod: HolderChangePeriod = pickParam(search, 'period', HOLDER_CHANGE_PERIODS, '3m');
  const holderDir: HolderDirection = pickParam(
    search,
    'dir',
    HOLDER_DIRECTIONS.map((d) => d.key),
    'all',
  );
  const buybackFilter: BuybackFilter = pickParam(
    search,
    'status',
    BUYBACK_FILTERS.map((f) => f.key),
    'all',
  );
  const unlockRange = pickParam(
    search,
    'range',
    UNLOCK_TABS.map((t) => t.key),
    'next1m',
  );
  const followed = useObservableState(followed$, new Set<string>());

  const days = useKeyedLoad('days', () => 'days', fetchDays);
  // The 60-day history feeds the charts of 资金流向, 融资融券 and 沪深港通 only: other sections do not ask the sim for it.
  const charted = section === 'flow' || section === 'margin' || section === 'connect';
  const history = useKeyedLoad(
    { date, charted },
    (q) => `${q.date ?? ''}|${q.charted}`,
    (q) => (q.charted ? fetchHistory(q.date) : NEVER),
  );

  const recent = days.data?.recent ?? [];
  const shown = date ?? days.data?.latest ?? '';
  const at = recent.indexOf(shown);

  const keep = useMemo(() => {
    const needle = text.toUpperCase();
    return (r: Filterable) =>
      (ex === 'all' || r.exchange === ex) &&
      (needle === '' || r.code.includes(needle) || r.name.toUpperCase().includes(needle)) &&
      (!mine || followed.has(r.id));
  }, [ex, text, mine, followed]);

  const tableState = (suffix = ''): TableState => {
    const key = params.get(`sort${suffix}`);
    const order = params.get(`order${suffix}`) === 'asc' ? 'asc' : 'desc';
    const sort: ColumnSort | null = key ? { key, order } : null;
    return {
      sort,
      onSort: (k) => replaceQuery({ [`sort${suffix}`]: k, [`order${suffix}`]: toggleSort(sort, k).order, [`page${suffix}`]: null }),
      page: pageFromParam(params.get(`page${suffix}`)),
      onPage: (p) => replaceQuery({ [`page${suffix}`]: pageParam(p) }),
    };
  };
  const table = tableState();
  const resetPaging = { page: null, page2: null };

  return (
    <MarketPage data-testid="data-center-page">
      <PageStack>
        <Card>
          <DataPageHeader title="数据中心" end={null}>
            <TabStrip
              label="数据栏目"
              tabs={SECTIONS}
              selected={section}
              onSelect={(s) =>
                replaceQuery({
                  section: s === 'flow' ? null : s,
                  sort: null,
                  order: null,
                  sort2: null,
                  order2: null,
                  period: null,
                  dir: null,
                  status: null,
                  ...resetPaging,
                })
              }
            />
          </DataPageHeader>
          <Toolbar data-testid="dc-toolbar">
            <span className="group">
              交易日
              <Button
                type="button"
                aria-label="前一交易日"
                disabled={at < 0 || at >= recent.length - 1}
                onClick={() => replaceQuery({ date: recent[at + 1]!, ...resetPaging })}
              >
                ‹
              </Button>
              <input
                type="date"
                aria-label="交易日"
                data-testid="dc-date"
                value={shown}
                min={days.data?.first}
                max={days.data?.latest}
                onChange={(e) => {
                  const v = e.target.value;
                  if (v) replaceQuery({ date: snapDay(v, recent) === days.data?.latest ? null : snapDay(v, recent), ...resetPaging });
                }}
              />
              <Button
                type="button"
                aria-label="后一交易日"
                disabled={at <= 0}
                onClick={() => replaceQuery({ date: at === 1 ? null : recent[at - 1]!, ...resetPaging })}
              >
                ›
              </Button>
              {date && (
                <Button type="button" onClick={() => replaceQuery({ date: null, ...resetPaging })}>
                  最新
                </Button>
              )}
            </span>
            <span className="group">
              {EXCHANGES.map((e) => (
                <Chip
                  key={e.key}
                  type="button"
                  $active={ex === e.key}
                  aria-pressed={ex === e.key}
                  onClick={() => replaceQuery({ ex: e.key === 'all' ? null : e.key, ...resetPaging })}
                >
                  {e.label}
                </Chip>
              ))}
            </span>
            <span className="group">
              <input
                type="search"
                aria-label="代码或名称"
                placeholder="代码/名称"
                data-testid="dc-search"
                defaultValue={text}
                onChange={(e) => replaceQuery({ q: e.target.value.trim() || null, ...resetPaging })}
              />
            </span>
            <label>
              <input
                type="checkbox"
                data-testid="dc-mine"
                checked={mine}
                onChange={(e) => replaceQuery({ mine: e.target.checked ? '1' : null, ...resetPaging })}
              />
              只看自选
            </label>
          </Toolbar>
        </Card>
        {section === 'flow' && (
          <FlowSection
            date={date}
            scope={scope}
            onScope={(s) => replaceQuery({ scope: s === 'stock' ? null : s, sort: null, order: null, page: null })}
            keep={keep}
            table={table}
            history={history}
          />
        )}
        {section === 'lhb' && <LhbSection date={date} keep={keep} table={table} />}
        {section === 'limitup' && <LimitUpSection date={date} keep={keep} table={table} brokenTable={tableState('2')} />}
        {section === 'margin' && <MarginSection date={date} keep={keep} table={table} history={history} />}
        {section === 'connect' && <ConnectSection date={date} keep={keep} table={table} history={history} />}
        {section === 'block' && <BlockTradeSection date={date} keep={keep} table={table} />}
        {section === 'suspension' && <SuspensionSection date={date} keep={keep} table={table} resumedTable={tableState('2')} />}
        {section === 'holding' && (
          <HolderChangeSection
            date={date}
            period={holderPeriod}
            onPeriod={(p) => replaceQuery({ period: p === '3m' ? null : p, page: null })}
            direction={holderDir}
            onDirection={(d) => replaceQuery({ dir: d === 'all' ? null : d, page: null })}
            keep={keep}
            table={table}
          />
        )}
        {section === 'pledge' && <PledgeSection date={date} keep={keep} table={table} detailTable={tableState('2')} />}
        {section === 'buyback' && (
          <BuybackSection
            date={date}
            filter={buybackFilter}
            onFilter={(f) => replaceQuery({ status: f === 'all' ? null : f, page: null })}
            keep={keep}
            table={table}
          />
        )}
        {section === 'unlock' && (
          <UnlockSection
            date={date}
            range={unlockRange}
            onRange={(r) => replaceQuery({ range: r === 'next1m' ? null : r, page: null })}
            keep={keep}
            table={table}
          />
        )}
        {section === 'reports' && <ReportsSection date={date} keep={keep} table={table} />}
      </PageStack>
    </MarketPage>
  );
}

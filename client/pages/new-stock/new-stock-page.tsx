/**
 * 新股中心 (/newStock, the toolbox's entry): tabs 今日申购/待申购 · 待上市 · 已上市(次新) · 打新收益 ·
 * IPO审核 over `capitalIpos`, with the columns investors read (申购代码, 发行价, 发行市盈率 vs 行业市盈率,
 * 申购上限, 顶格需配市值, 中签率, 中签号公布日/缴款日, 上市日, 首日表现, 每中一签获利), the day's badges
 * (今日申购 / 今日缴款 / 今日上市), client-side sorting, a CSV of the tab, a trading-day picker to see
 * the centre as of a past day, and a personal 打新日历 (signed-in users keep issues; the calendar
 * lists their 申购, 缴款 and 上市 reminders). Tab, date, sort and order live in the address.
 */
import { useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import { of } from 'rxjs';
import { useSearch } from 'wouter';
import { IPO_TAB_LABELS, IPO_TABS, ipoEndpoints as E, type IpoCalendarAnswer, type IpoRow, type IpoTab } from '../../../contracts/endpoints/ipo';
import { sortByColumn } from '../../components/data-page/sort-rows';
import { downloadText, toCsv } from '../../components/data-page/csv';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { replaceQuery } from '../../components/data-page/query-nav';
import { pickParam } from '../../components/data-page/query-state';
import { goToLogin } from '../../core/go-to-login';
import { requestOnce } from '../../services/http';
import { isLoggedIn$ } from '../../state/session';
import { Button } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, MarketPage } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { CalendarCard } from './components/calendar-card';
import { type Col, col, ipoColumns, REVIEW_COLUMNS } from './components/ipo-columns';
import { Stack } from './components/new-stock-styles';
import { type Choices, choiceSort, SortedTable } from './components/sorted-table';
import { fetchCalendar, fetchIpos } from './new-stock.streams';
import { FilterBar } from '../../components/data-page/filter-bar';
import { DataPageHeader } from '../../components/data-page/page-header';

function NewStockView(c: Choices) {
  const signedIn = useObservableEagerState(isLoggedIn$);
  const [rev, setRev] = useState(0);
  const load = useKeyedLoad({ tab: c.tab, date: c.date, signedIn, rev }, (q) => JSON.stringify(q), fetchIpos);
  const cal = useKeyedLoad(
    { signedIn, rev },
    (q) => JSON.stringify(q),
    (q) => (q.signedIn ? fetchCalendar(q) : of<IpoCalendarAnswer | null>(null)),
  );
  const [busy, setBusy] = useState<string | null>(null);
  const a = load.data;

  const toggle = async (r: IpoRow) => {
    if (!signedIn) {
      goToLogin();
      return;
    }
    setBusy(r.id);
    try {
      await requestOnce(r.inCalendar ? E.ipoCalendarRemove : E.ipoCalendarAdd, { body: { id: r.id } });
      setRev((x) => x + 1);
    } catch {
      // The request layer has warned.
    } finally {
      setBusy(null);
    }
  };
  const calendarCol: Col<IpoRow> | null =
    c.date === null
      ? col<IpoRow>('calendar', '打新日历', (r) => (r.inCalendar ? 1 : 0), {
          text: true,
          cell: (r) => (
            <Button type="button" $small disabled={busy === r.id} aria-pressed={r.inCalendar} data-testid="ipo-calendar-toggle" onClick={() => void toggle(r)}>
              {r.inCalendar ? '已加入' : '加入日历'}
            </Button>
          ),
        })
      : null;

  const exportCsv = () => {
    if (!a) return;
    if (c.tab === 'review') {
      downloadText(
        `新股中心_IPO审核_${a.date}.csv`,
        toCsv(
          REVIEW_COLUMNS.map((x) => x.label),
          a.review.map((r) => REVIEW_COLUMNS.map((x) => x.value(r))),
        ),
      );
      return;
    }
    const cols = ipoColumns(c.tab, null);
    downloadText(
      `新股中心_${IPO_TAB_LABELS[c.tab].replace('/', '_')}_${a.date}.csv`,
      toCsv(
        cols.map((x) => x.label),
        sortByColumn(a.rows, cols, choiceSort(c)).map((r) => cols.map((x) => x.value(r))),
      ),
    );
  };

  const todayBadges = a ? a.rows.flatMap((r) => r.badges) : [];
  const empty: Record<IpoTab, string> = {
    apply: '近期没有新股申购',
    pending: '暂无待上市新股',
    listed: '近一年暂无新股上市',
    profit: '暂无打新收益数据',
    review: '暂无IPO审核企业',
  };
  return (
    <MarketPage data-testid="new-stock-page">
      <Stack>
        <Card>
          <DataPageHeader title="新股中心" />
          <FilterBar>
            <TabStrip
              label="新股中心"
              tabs={IPO_TABS.map((t) => ({ key: t, label: a ? `${IPO_TAB_LABELS[t]} ${a.counts[t]}` : IPO_TAB_LABELS[t] }))}
              selected={c.tab}
              onSelect={(t) => replaceQuery({ tab: t === 'apply' ? null : t, sort: null, order: null })}
            />
          </FilterBar>
          <FilterBar>
            <label htmlFor="ipo-date">查看日期</label>
            <input
              id="ipo-date"
              type="date"
              data-testid="ipo-date"
              value={c.date ?? a?.date ?? ''}
              max={a && c.date === null ? a.date : undefined}
              onChange={(e) => replaceQuery({ date: e.target.value || null })}
            />
            {c.date && (
              <Button type="button" $small onClick={() => replaceQuery({ date: null })}>
                回到今日
              </Button>
            )}
            {a && (
              <span className="muted" data-testid="ipo-summary">
                数据日期 {a.date}
                {todayBadges.length > 0 && ` · ${[...new Set(todayBadges)].map((b) => `${b} ${todayBadges.filter((x) => x === b).length}`).join(' · ')}`}
              </span>
            )}
            <span style={{ flex: 1 }} />
            <Button
              type="button"
              $small
              disabled={!a || (c.tab === 'review' ? a.review.length === 0 : a.rows.length === 0)}
              onClick={exportCsv}
              data-testid="ipo-csv"
            >
              导出CSV
            </Button>
          </FilterBar>
          <LoadStatus value={load} empty={(x) => (c.tab === 'review' ? x.review.length === 0 : x.rows.length === 0)} emptyText={empty[c.tab]} />
          {a && a.tab === c.tab && c.tab === 'review' && a.review.length > 0 && (
            <SortedTable label="IPO审核" testId="ipo-table" cols={REVIEW_COLUMNS} rows={a.review} c={c} rowKey={(r) => `${r.name}|${r.acceptDate}`} />
          )}
          {a && a.tab === c.tab && c.tab !== 'review' && a.rows.length > 0 && (
            <SortedTable
              label={IPO_TAB_LABELS[c.tab]}
              testId="ipo-table"
              cols={ipoColumns(c.tab, c.tab === 'apply' || c.tab === 'pending' ? calendarCol : null)}
              rows={a.rows}
              c={c}
              rowKey={(r) => r.id}
            />
          )}
          <FilterBar>
            <span className="muted">
              流程：T−2 日计算持仓市值（前20个交易日日均）→ T 日申购（无需预缴款）→ T+1 日公布中签率并摇号 → T+2 日公布中签号、16:00 前缴款 → T+7 至 T+12
              个交易日上市。 主板、创业板、科创板上市前5日不设涨跌幅限制，北交所上市首日不设涨跌幅限制。模拟数据，仅供演示。
            </span>
          </FilterBar>
        </Card>
        <CalendarCard cal={cal.data ?? null} signedIn={signedIn} />
      </Stack>
    </MarketPage>
  );
}

/** The /newStock page. */
export default function NewStockPage() {
  const search = useSearch();
  const q = new URLSearchParams(search);
  const date = q.get('date');
  const sort = q.get('sort');
  return (
    <NewStockView
      tab={pickParam(search, 'tab', IPO_TABS, 'apply')}
      date={date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? date : null}
      sort={sort && /^[a-zA-Z]{1,20}$/.test(sort) ? sort : null}
      order={pickParam(search, 'order', ['asc', 'desc'] as const, 'desc')}
    />
  );
}

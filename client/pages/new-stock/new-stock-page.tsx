/**
 * 新股中心 (/newStock, the toolbox's entry): tabs 今日申购/待申购 · 待上市 · 已上市(次新) · 打新收益 ·
 * IPO审核 over `capitalIpos`, with the columns investors read (申购代码, 发行价, 发行市盈率 vs 行业市盈率,
 * 申购上限, 顶格需配市值, 中签率, 中签号公布日/缴款日, 上市日, 首日表现, 每中一签获利), the day's badges
 * (今日申购 / 今日缴款 / 今日上市), client-side sorting, a CSV of the tab, a trading-day picker to see
 * the centre as of a past day, and a personal 打新日历 (signed-in users keep issues; the calendar
 * lists their 申购, 缴款 and 上市 reminders). Tab, date, sort and order live in the address.
 */
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { useState } from 'react';
import { map, type Observable, of } from 'rxjs';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import {
  IPO_TAB_LABELS,
  IPO_TABS,
  ipoEndpoints as E,
  type CapitalIposAnswer,
  type IpoCalendarAnswer,
  type IpoRow,
  type IpoTab,
  type ReviewRow,
} from '../../../contracts/endpoints/ipo';
import { array, object, str } from '../../../contracts/endpoints/shape';
import { stockUrl } from '../../../contracts/routes';
import { formatLargeNumber, formatPct } from '../../../contracts/format';
import { downloadText, toCsv } from '../../components/fundamentals/csv';
import { DataTable, type DataColumn } from '../../components/fundamentals/data-table';
import { formatAmount, formatRatio } from '../../components/fundamentals/fund-format';
import { keyedLoad } from '../../components/fundamentals/loads.streams';
import { replaceQuery } from '../../components/fundamentals/query-nav';
import { pickParam } from '../../components/fundamentals/query-state';
import { goToLogin } from '../../core/go-to-login';
import { request, requestOnce } from '../../services/http';
import { isLoggedIn$ } from '../../state/session';
import { Button } from '../../ui/button';
import { HomeLink } from '../../ui/home-link';
import { AppLink } from '../../ui/app-link';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, MarketPage, PageStack } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem } from '../../ui/theme';

const Stack = styled(PageStack)`
  h2 {
    margin: 0;
    font-size: ${rem(15)};
    font-weight: 600;
  }
`;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(8)} ${rem(12)};
  padding: ${rem(8)} ${rem(12)};
  font-size: ${rem(13)};
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
  input[type='date'] {
    height: ${rem(28)};
    padding: 0 ${rem(6)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    color-scheme: ${({ theme }) => (theme.name === 'blank' ? 'dark' : 'light')};
  }
`;

const Badge = styled.span<{ $kind: string }>`
  display: inline-block;
  margin-left: ${rem(6)};
  padding: 0 ${rem(4)};
  border-radius: ${rem(3)};
  font-size: ${rem(11)};
  line-height: ${rem(16)};
  color: #fff;
  background: ${({ $kind, theme }) => ($kind === '今日申购' ? theme.colors.up : $kind === '今日缴款' ? '#F5A623' : theme.colors.primary)};
`;

const Reminders = styled.ol`
  margin: 0;
  padding: ${rem(4)} ${rem(12)} ${rem(12)} ${rem(32)};
  font-size: ${rem(13)};
  li {
    padding: ${rem(4)} 0;
    color: ${({ theme }) => theme.colors.text};
  }
  li[data-past='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-today='true'] {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.up};
  }
  .date {
    display: inline-block;
    min-width: ${rem(96)};
    font-family: ${({ theme }) => theme.numericFont};
  }
  .kind {
    display: inline-block;
    min-width: ${rem(40)};
  }
`;

function checkIpos(datas: unknown): CapitalIposAnswer {
  const o = object(datas, 'datas');
  str(o.date, 'datas.date');
  array(o.rows, 'datas.rows', (v) => v);
  array(o.review, 'datas.review', (v) => v);
  object(o.counts, 'datas.counts');
  return o as unknown as CapitalIposAnswer;
}

function checkCalendar(datas: unknown): IpoCalendarAnswer {
  const o = object(datas, 'datas');
  array(o.ids, 'datas.ids', (v) => v);
  array(o.reminders, 'datas.reminders', (v) => v);
  return o as unknown as IpoCalendarAnswer;
}

type Query = { tab: IpoTab; date: string | null; signedIn: boolean; rev: number };
const fetchIpos = (q: Query) => request(E.capitalIpos, { query: q.date ? { tab: q.tab, date: q.date } : { tab: q.tab } }).pipe(map(checkIpos));
const fetchCalendar = (_q: { signedIn: boolean; rev: number }): Observable<IpoCalendarAnswer | null> => request(E.ipoCalendar).pipe(map(checkCalendar));

/** A sortable column: a cell, its CSV value and its sort value. */
interface Col<R> extends DataColumn<R> {
  value(row: R): string | number | null;
}

const dash = '--';
const price = (v: number | null) => (v === null ? dash : v.toFixed(2));
const wan = (v: number | null) => (v === null ? dash : formatLargeNumber(v));
const col = <R,>(key: string, label: string, value: (r: R) => string | number | null, extra: Partial<DataColumn<R>> = {}): Col<R> => ({
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
          <Badge key={b} $kind={b} data-badge={b}>
            {b}
          </Badge>
        ))}
      </span>
    ),
  });
}

const BASE: Col<IpoRow>[] = [col('code', '代码', (r) => r.code, { text: true }), col('board', '板块', (r) => r.board, { text: true })];

function ipoColumns(tab: Exclude<IpoTab, 'review'>, calendarCol: Col<IpoRow> | null): Col<IpoRow>[] {
  const name = nameCol();
  const issuePrice = col<IpoRow>('issuePrice', '发行价', (r) => r.issuePrice, { cell: (r) => price(r.issuePrice) });
  const pe = col<IpoRow>('issuePe', '发行市盈率', (r) => r.issuePe, { cell: (r) => r.issuePe.toFixed(2) });
  const indPe = col<IpoRow>('industryPe', '行业市盈率', (r) => r.industryPe, { cell: (r) => (r.industryPe === null ? dash : r.industryPe.toFixed(2)) });
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

const REVIEW_COLUMNS: Col<ReviewRow>[] = [
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

function sortRows<R>(rows: readonly R[], cols: readonly Col<R>[], sort: string | null, order: 'asc' | 'desc'): R[] {
  const c = cols.find((x) => x.key === sort);
  if (!c) return [...rows];
  const sign = order === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = c.value(a);
    const y = c.value(b);
    if (x === null) return y === null ? 0 : 1;
    if (y === null) return -1;
    return (typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y))) * sign;
  });
}

interface Choices {
  tab: IpoTab;
  date: string | null;
  sort: string | null;
  order: 'asc' | 'desc';
}

function SortedTable<R>({
  label,
  testId,
  cols,
  rows,
  c,
  rowKey,
}: {
  label: string;
  testId: string;
  cols: Col<R>[];
  rows: readonly R[];
  c: Choices;
  rowKey(r: R): string;
}) {
  return (
    <DataTable
      label={label}
      testId={testId}
      columns={cols}
      rows={sortRows(rows, cols, c.sort, c.order)}
      rowKey={rowKey}
      {...(c.sort ? { sort: { key: c.sort, order: c.order } } : {})}
      onSort={(key) => {
        const order = c.sort === key && c.order === 'desc' ? 'asc' : 'desc';
        replaceQuery({ sort: key, order: order === 'desc' ? null : order });
      }}
    />
  );
}

function CalendarCard({ cal, signedIn }: { cal: IpoCalendarAnswer | null; signedIn: boolean }) {
  if (!signedIn)
    return (
      <Card data-testid="ipo-calendar">
        <CardHeader>
          <h2>我的打新日历</h2>
        </CardHeader>
        <Bar>
          <span className="muted">登录后可把新股加入打新日历，申购日与缴款日提醒您。</span>
          <Button type="button" $small onClick={goToLogin}>
            登录
          </Button>
        </Bar>
      </Card>
    );
  return (
    <Card data-testid="ipo-calendar">
      <CardHeader>
        <h2>我的打新日历</h2>
        <span className="muted">{cal ? `${cal.ids.length} 只新股` : ''}</span>
      </CardHeader>
      {cal && cal.reminders.length === 0 && <Bar className="muted">日历为空：在“今日申购/待申购”或“待上市”中点“加入日历”。</Bar>}
      {cal && cal.reminders.length > 0 && (
        <Reminders aria-label="打新提醒">
          {cal.reminders.map((r) => (
            <li key={`${r.id}-${r.kind}`} data-today={r.today} data-past={r.past} data-kind={r.kind}>
              <span className="date">{r.date}</span>
              <span className="kind">{r.today ? `今日${r.kind}` : r.kind}</span> {r.text}
            </li>
          ))}
        </Reminders>
      )}
    </Card>
  );
}

function NewStockView(c: Choices) {
  const signedIn = useObservableEagerState(isLoggedIn$);
  const [rev, setRev] = useState(0);
  const load$ = useObservable(
    (in$) => keyedLoad(in$.pipe(map(([tab, date, s, v]) => ({ tab, date, signedIn: s, rev: v }))), (q) => JSON.stringify(q), fetchIpos),
    [c.tab, c.date, signedIn, rev],
  );
  const load = useObservableEagerState(load$);
  const cal$ = useObservable(
    (in$) =>
      keyedLoad(
        in$.pipe(map(([s, v]) => ({ signedIn: s, rev: v }))),
        (q) => JSON.stringify(q),
        (q) => (q.signedIn ? fetchCalendar(q) : of<IpoCalendarAnswer | null>(null)),
      ),
    [signedIn, rev],
  );
  const cal = useObservableEagerState(cal$);
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
        sortRows(a.rows, cols, c.sort, c.order).map((r) => cols.map((x) => x.value(r))),
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
          <CardHeader>
            <h1>新股中心</h1>
            <span className="spacer" />
            <HomeLink />
          </CardHeader>
          <Bar>
            <TabStrip
              label="新股中心"
              tabs={IPO_TABS.map((t) => ({ key: t, label: a ? `${IPO_TAB_LABELS[t]} ${a.counts[t]}` : IPO_TAB_LABELS[t] }))}
              selected={c.tab}
              onSelect={(t) => replaceQuery({ tab: t === 'apply' ? null : t, sort: null, order: null })}
            />
          </Bar>
          <Bar>
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
          </Bar>
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
          <Bar>
            <span className="muted">
              流程：T−2 日计算持仓市值（前20个交易日日均）→ T 日申购（无需预缴款）→ T+1 日公布中签率并摇号 → T+2 日公布中签号、16:00 前缴款 → T+7 至 T+12
              个交易日上市。 主板、创业板、科创板上市前5日不设涨跌幅限制，北交所上市首日不设涨跌幅限制。模拟数据，仅供演示。
            </span>
          </Bar>
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

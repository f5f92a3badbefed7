/**
 * 我的预警 (/myAlerts, from the user menu and the 预警 dialog): the signed-in user's 价格预警 with
 * each one's condition, live price, cool-down, state, fires and last fire, to pause, resume or
 * delete; an alert on a saved screen gaining or losing any stock (方案预警); and the 预警记录 tab,
 * every fired alert newest first, paged, growing as alerts fire. The tab and page live in the
 * address (`?tab=records&page=2`). Anonymous users go to login with this page remembered.
 */
import { useObservable, useObservableEagerState, useObservableState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import { map } from 'rxjs';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import { ALERT_KIND_LABELS, DEFAULT_ALERT_COOLDOWN_MINUTES, alertConditionText } from '../../../contracts/alerts';
import type { AlertRecord, PriceAlert } from '../../../contracts/endpoints/alerts';
import { EMPTY_VALUE, formatDateTime, formatTickPrice } from '../../../contracts/format';
import { stockUrl } from '../../../contracts/routes';
import { screenerEndpoints } from '../../../contracts/screener/endpoints';
import { goToLogin } from '../../core/go-to-login';
import { success } from '../../core/notifications';
import { requestOnce } from '../../services/http';
import { alertHistory, alertsUpdated$, createAlert, myAlerts$ } from '../../state/alerts';
import { isLoggedIn$ } from '../../state/session';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, MarketPage, Select, StatusLine } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem } from '../../ui/theme';
import { pageCount } from '../../components/data-page/paging';
import { pageFromParam, pageParam } from '../../components/data-page/paging';
import { Pager } from '../../components/data-page/pager';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { replaceQuery } from '../../components/data-page/query-nav';
import { pickParam } from '../../components/data-page/query-state';
import { PriceCell } from '../../components/live-quote/price-cell';
import { AlertActions } from '../../components/price-alerts/alert-dialog';
import { alertStateText, cooldownLabel } from '../../components/price-alerts/alert-form';
import { recordsLoad } from './my-alerts.streams';

const TABS = ['alerts', 'records'] as const;
type TabKey = (typeof TABS)[number];

const Actions = styled.span`
  display: inline-flex;
  gap: ${rem(4)};
`;

const ScreenForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(8)};
  padding: ${rem(10)} ${rem(12)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textSecondary};
  select {
    height: ${rem(28)};
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const stockCell = (code: string | null, name: string | null) =>
  code ? (
    <AppLink href={stockUrl(code)} title={code}>
      {name ?? code}
    </AppLink>
  ) : (
    <Muted>任一股票</Muted>
  );

const ALERT_COLUMNS: ReadonlyArray<DataColumn<PriceAlert>> = [
  { key: 'stock', label: '股票', text: true, cell: (a) => stockCell(a.code, a.name) },
  { key: 'cond', label: '条件', text: true, cell: (a) => alertConditionText(a.kind, a.threshold, a.screenName) },
  { key: 'price', label: '现价', cell: (a) => (a.code ? <PriceCell id={a.code} field="price" /> : EMPTY_VALUE) },
  { key: 'pct', label: '涨跌幅', cell: (a) => (a.code ? <PriceCell id={a.code} field="pct" /> : EMPTY_VALUE) },
  { key: 'cooldown', label: '冷却', cell: (a) => cooldownLabel(a.cooldownMinutes) },
  { key: 'state', label: '状态', text: true, cell: (a) => alertStateText(a) },
  { key: 'fired', label: '触发次数', cell: (a) => String(a.firedCount) },
  { key: 'last', label: '最近触发', cell: (a) => (a.lastFiredAt === null ? EMPTY_VALUE : formatDateTime(a.lastFiredAt)) },
  {
    key: 'actions',
    label: '操作',
    cell: (a) => (
      <Actions>
        <AlertActions alert={a} />
      </Actions>
    ),
  },
];

const RECORD_COLUMNS: ReadonlyArray<DataColumn<AlertRecord>> = [
  { key: 'at', label: '触发时间', text: true, cell: (r) => formatDateTime(r.firedAt) },
  { key: 'stock', label: '股票', text: true, cell: (r) => stockCell(r.code, r.name) },
  { key: 'kind', label: '类型', text: true, cell: (r) => ALERT_KIND_LABELS[r.kind] },
  { key: 'text', label: '内容', text: true, cell: (r) => r.text },
  { key: 'price', label: '触发价', cell: (r) => (r.price === null ? EMPTY_VALUE : formatTickPrice(r.price, r.code?.endsWith('.OF') ? 0.001 : 0.01)) },
];

/** 方案预警: a saved screen gaining (进入) or losing (退出) any stock. */
function ScreenAlertForm() {
  const [screens, setScreens] = useState<Array<{ id: number; name: string }> | null>(null);
  const [screenId, setScreenId] = useState('');
  const [kind, setKind] = useState<'screenEnter' | 'screenExit'>('screenEnter');
  useEffect(() => {
    requestOnce(screenerEndpoints.screenerList).then(
      (list) => setScreens(list.map((s) => ({ id: s.id, name: s.name }))),
      () => setScreens([]),
    );
  }, []);
  if (screens !== null && screens.length === 0)
    return (
      <ScreenForm as="div">
        方案预警：保存选股方案后，可在方案新进或退出股票时收到提醒。<AppLink href="/stockPicker">去选股</AppLink>
      </ScreenForm>
    );
  return (
    <ScreenForm
      aria-label="方案预警"
      onSubmit={(e) => {
        e.preventDefault();
        if (screenId === '') return;
        createAlert({ kind, screenId: Number(screenId), cooldownMinutes: DEFAULT_ALERT_COOLDOWN_MINUTES }).then(
          () => success('预警已设置'),
          () => undefined,
        );
      }}
    >
      方案预警：当
      <Select aria-label="选股方案" value={screenId} onChange={(e) => setScreenId(e.target.value)}>
        <option value="">{screens === null ? '加载中…' : '选择方案'}</option>
        {(screens ?? []).map((s) => (
          <option key={s.id} value={s.id}>
            {s.name}
          </option>
        ))}
      </Select>
      <Select aria-label="进入或退出" value={kind} onChange={(e) => setKind(e.target.value as 'screenEnter' | 'screenExit')}>
        <option value="screenEnter">新进股票</option>
        <option value="screenExit">退出股票</option>
      </Select>
      时提醒我
      <Button type="submit" $small disabled={screenId === ''}>
        添加
      </Button>
    </ScreenForm>
  );
}

function AlertsTab() {
  const alerts = useObservableEagerState(myAlerts$);
  const items = alerts.data?.items ?? [];
  return (
    <>
      <LoadStatus value={alerts} empty={(d) => d.items.length === 0} emptyText="还没有价格预警。在个股页点「预警」，或在自选股的行操作里设置。" />
      {items.length > 0 && <DataTable label="我的预警" testId="alerts-table" columns={ALERT_COLUMNS} rows={items} rowKey={(a) => String(a.id)} />}
      <ScreenAlertForm />
    </>
  );
}

function RecordsTab({ page }: { page: number }) {
  const load$ = useObservable((in$) => recordsLoad(in$.pipe(map(([p]) => p)), alertsUpdated$, alertHistory), [page]);
  const load = useObservableEagerState(load$);
  const data = load.data;
  const pages = data ? Math.max(1, pageCount(data.total, data.pageSize)) : 1;
  return (
    <>
      <LoadStatus value={load} empty={(d) => d.total === 0} emptyText="还没有预警记录" />
      {data && data.items.length > 0 && (
        <>
          <DataTable label="预警记录" testId="alert-records" columns={RECORD_COLUMNS} rows={data.items} rowKey={(r) => String(r.id)} />
          <Pager page={page} pages={pages} onPage={(p) => replaceQuery({ page: pageParam(p) })} summary={<span>共 {data.total} 条</span>} />
        </>
      )}
    </>
  );
}

/** The /myAlerts page. */
export default function MyAlertsPage() {
  const loggedIn = useObservableState(isLoggedIn$, null);
  const alerts = useObservableEagerState(myAlerts$);
  const search = useSearch();
  const tab = pickParam<TabKey>(search, 'tab', TABS, 'alerts');
  const page = pageFromParam(new URLSearchParams(search).get('page'));
  useEffect(() => {
    if (loggedIn === false) goToLogin();
  }, [loggedIn]);
  if (loggedIn === false) return <StatusLine>请先登录，正在前往登录页…</StatusLine>;
  const count = alerts.data ? `${alerts.data.items.length} / ${alerts.data.max}` : '';
  return (
    <MarketPage data-testid="my-alerts-page">
      <Card>
        <CardHeader>
          <h2>我的预警</h2>
          <TabStrip
            label="我的预警"
            tabs={[
              { key: 'alerts', label: count ? `价格预警 ${count}` : '价格预警' },
              { key: 'records', label: '预警记录' },
            ]}
            selected={tab}
            onSelect={(t) => replaceQuery({ tab: t === 'alerts' ? null : t, page: null })}
          />
        </CardHeader>
        {tab === 'alerts' ? <AlertsTab /> : <RecordsTab page={page} />}
      </Card>
    </MarketPage>
  );
}

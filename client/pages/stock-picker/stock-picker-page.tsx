/**
 * 选股 (/stockPicker): the builder (field groups and search, conditions with units, presets and
 * OR groups, each with its count and the funnel), the results with live prices, 共N只, sorting by
 * any column, paging, an as-of date with forward returns, 为什么没选中, 批量加自选 into a chosen
 * group, CSV export and 保存方案. The whole state lives in the address (picker-url.ts).
 * Member-only fields (PE 10年分位) show a lock for non-members; picking one, or opening a screen
 * that uses one, shows the member prompt instead of running (the sim would refuse it).
 */
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import { useEffect, useMemo, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useSearch } from 'wouter';
import type { ScreenExplanation, ScreenRequest } from '../../../contracts/screener/endpoints';
import { treeProblem, treeText, type ScreenTree } from '../../../contracts/screener/tree';
import { SAVED_SCREEN_LIMITS, screenerEndpoints } from '../../../contracts/screener/endpoints';
import { goToLogin } from '../../core/go-to-login';
import { navigateTo } from '../../core/navigation';
import { request, requestOnce } from '../../services/http';
import { currentToken } from '../../state/session';
import { addToWatchlist, openGroupId$, watchlist$ } from '../../state/watchlist';
import { Button } from '../../ui/button';
import { AppLink } from '../../ui/app-link';
import { LoadStatus } from '../../ui/load-status';
import { Modal } from '../../ui/modal';
import { Card, CardHeader, MarketPage, Select } from '../../ui/panel-styles';
import { Pager } from '../../components/data-page/pager';
import { pageCount } from '../../components/data-page/paging';
import { ConditionList } from '../../components/screener/condition-list';
import { FieldPicker } from '../../components/screener/field-picker';
import { pickerUrl, readPickerQuery, securityIdFromInput, type PickerState } from '../../components/screener/picker-url';
import { ResultsTable } from '../../components/screener/results-table';
import { screenCsv } from '../../components/screener/screen-csv';
import { requestKey, screenResults } from '../../components/screener/screener.streams';
import { Toolbar } from '../../components/screener/styles';
import { addCondition, newCondition } from '../../components/screener/tree-edit';
import { downloadText } from '../../components/data-page/csv';
import { UNAVAILABLE_FIELDS } from '../../components/screener/unavailable';
import { isMemberOnlyError, MemberGate } from '../../components/member-gate/member-gate';
import { FieldLockPrompt, lockedAmong, useLockedFields } from '../../components/screener/member-fields';
import { memberFieldsOf } from '../../../contracts/screener/gating';
import { toggleSort } from '../../components/data-page/sort-rows';
import { formatPct } from '../../../contracts/format';

const PAGE_SIZE = 50;

function requestOf(s: PickerState, locked: ReadonlySet<string>): ScreenRequest | null {
  if (treeProblem(s.tree) || lockedAmong(memberFieldsOf(s), locked).length > 0) return null;
  const req: ScreenRequest = { tree: s.tree, page: s.page, size: PAGE_SIZE };
  if (s.sort) req.sort = s.sort;
  if (s.asOf) req.asOf = s.asOf;
  if (s.limit) req.limit = s.limit;
  return req;
}

/** The /stockPicker page. */
export default function StockPickerPage() {
  const search = useSearch();
  const state = useMemo(() => readPickerQuery(search), [search]);
  const go = (next: Partial<PickerState>) => navigateTo(pickerUrl({ ...state, page: 1, ...next }), { replace: true });
  const setTree = (tree: ScreenTree) => go({ tree });
  const locked = useLockedFields();
  // Locked fields the screen uses (from the address, a strategy or a saved screen), or the one just picked.
  const [picked, setPicked] = useState<string | null>(null);
  const lockedUsed = lockedAmong(memberFieldsOf(state), locked);
  const lockPrompt = lockedUsed.length > 0 ? lockedUsed : picked !== null && locked.has(picked) ? [picked] : null;

  const [request$] = useState(() => new BehaviorSubject<ScreenRequest | null>(requestOf(state, locked)));
  useEffect(() => request$.next(requestOf(state, locked)), [state, locked, request$]);
  const [results$] = useState(() => screenResults(request$, (body) => request(screenerEndpoints.screenerRun, { body })));
  const results = useObservableEagerState(results$);
  const data = results.data;
  const watch = useObservableState(watchlist$, null);

  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  // The batch goes into the open group unless the user picks another ('' = 全部 only).
  const openGroup = useObservableState(openGroupId$, null);
  const [chosenGroup, setGroupId] = useState<number | '' | null>(null);
  const groupId = chosenGroup ?? openGroup ?? '';
  const [notice, setNotice] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [saveGated, setSaveGated] = useState(false);
  const [name, setName] = useState('');
  const [explainCode, setExplainCode] = useState('');
  const [explained, setExplained] = useState<ScreenExplanation | string | null>(null);

  const problem = treeProblem(state.tree);
  const used = useMemo(() => new Set(state.tree.all.flatMap((n) => ('any' in n ? n.any : [n]).map((c) => c.field))), [state.tree]);

  const onSort = (field: string) => go({ sort: { field, order: toggleSort(state.sort && { key: state.sort.field, order: state.sort.order }, field).order } });
  const onSelect = (ids: readonly string[], on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      for (const id of ids) on ? next.add(id) : next.delete(id);
      return next;
    });

  const batchAdd = () => {
    if (!currentToken()) return goToLogin();
    const ids = [...selected];
    for (const id of ids) addToWatchlist(id, groupId === '' ? [] : [groupId]);
    const group = watch?.groups.find((g) => g.id === groupId);
    setNotice(`已将 ${ids.length} 只加入自选${group ? `「${group.name}」` : ''}`);
    setSelected(new Set());
  };

  const exportCsv = async () => {
    const req = requestOf(state, locked);
    if (!req || !data) return;
    // Every page, not only the one on show (at most the API's page size per call).
    const rows = [...data.rows];
    const pages = Math.ceil(data.total / 200);
    rows.length = 0;
    for (let p = 1; p <= Math.min(pages, 10); p++)
      rows.push(...(await requestOnce(screenerEndpoints.screenerRun, { body: { ...req, page: p, size: 200 } })).rows);
    downloadText(`选股结果_${data.asOf}.csv`, screenCsv(data.columns, rows));
  };

  const save = async () => {
    if (!currentToken()) return goToLogin();
    if (state.screen) {
      const existing = (await requestOnce(screenerEndpoints.screenerList)).find((s) => s.id === state.screen);
      await requestOnce(screenerEndpoints.screenerSave, { body: { id: state.screen, name: existing?.name ?? '我的方案', tree: state.tree, sort: state.sort } });
      setNotice('方案已更新');
      return;
    }
    setName('');
    setSaving(true);
  };
  const confirmSave = async () => {
    let s: Awaited<ReturnType<typeof requestOnce<typeof screenerEndpoints.screenerSave>>>;
    try {
      s = await requestOnce(screenerEndpoints.screenerSave, { body: { name, tree: state.tree, sort: state.sort } });
    } catch (e) {
      // Beyond the free allowance of saved screens: the member gate, not an error.
      if (isMemberOnlyError(e)) {
        setSaving(false);
        setSaveGated(true);
      }
      return;
    }
    setSaving(false);
    setNotice(`已保存为「${s.name}」`);
    go({ screen: s.id, page: state.page });
  };

  const explain = async () => {
    const id = securityIdFromInput(explainCode);
    if (!id) return setExplained('请输入6位股票代码，如 600519');
    try {
      setExplained(
        await requestOnce(screenerEndpoints.screenerExplain, { body: { tree: state.tree, id, ...(state.asOf ? { asOf: state.asOf } : {}) }, silent: true }),
      );
    } catch (e) {
      setExplained(e instanceof Error ? e.message : '查询失败');
    }
  };

  const pages = data ? pageCount(data.total, PAGE_SIZE) : 1;
  return (
    <MarketPage data-testid="stock-picker-page">
      <Card>
        <CardHeader>
          <h2>选股{state.screen ? ' · 编辑方案' : ''}</h2>
          <span className="spacer" />
          <AppLink href="/newStockPicker">智能选股</AppLink>
          <AppLink href="/myStockpicker">我的选股</AppLink>
          <Button
            type="button"
            $variant="text"
            $small
            onClick={() => go({ tree: { all: [] }, sort: null, limit: null })}
            disabled={state.tree.all.length === 0}
          >
            清空条件
          </Button>
        </CardHeader>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(220px, 280px) 1fr' }}>
          <FieldPicker
            used={used}
            unavailable={UNAVAILABLE_FIELDS}
            locked={locked}
            onLocked={setPicked}
            onPick={(f) => {
              setPicked(null);
              setTree(addCondition(state.tree, newCondition(f)));
            }}
          />
          <ConditionList
            tree={state.tree}
            counts={data?.counts ?? null}
            funnel={data?.funnel ?? null}
            universe={data?.universe ?? null}
            problem={problem}
            onChange={setTree}
          />
        </div>
        {lockPrompt && <FieldLockPrompt fields={lockPrompt} />}
        <Toolbar>
          <span data-testid="screen-total" data-done={results.status === 'ready' && results.for === requestKey(requestOf(state, locked)) ? 'yes' : 'no'}>
            {data ? (
              <>
                共<strong>{data.total}</strong>只{state.limit ? `（前${state.limit}只）` : ''} · {data.live ? '实时' : `${data.asOf} 收盘`} · 范围{' '}
                {data.universe} 只
              </>
            ) : results.status === 'loading' ? (
              (results.preparing ?? '筛选中…')
            ) : (
              '未筛选'
            )}
          </span>
          <label>
            日期 <input type="date" aria-label="选股日期" value={state.asOf ?? ''} onChange={(e) => go({ asOf: e.target.value || null })} />
          </label>
          <span className="spacer" />
          <Button type="button" $small onClick={save} disabled={state.tree.all.length === 0 || problem !== null || lockedUsed.length > 0}>
            保存方案
          </Button>
          <Button type="button" $small $variant="ghost" onClick={exportCsv} disabled={!data || data.total === 0}>
            导出CSV
          </Button>
        </Toolbar>
        {state.tree.all.length > 0 && <Toolbar style={{ borderTop: 0, paddingTop: 0, opacity: 0.85 }}>{treeText(state.tree)}</Toolbar>}
      </Card>

      <Card style={{ marginTop: 12 }}>
        <Toolbar style={{ borderTop: 0 }}>
          <span>已选 {selected.size} 只</span>
          <Select aria-label="加入分组" value={groupId} onChange={(e) => setGroupId(e.target.value === '' ? '' : Number(e.target.value))}>
            <option value="">全部（默认）</option>
            {(watch?.groups ?? [])
              .filter((g) => g.isDefault !== 1)
              .map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
          </Select>
          <Button type="button" $small onClick={batchAdd} disabled={selected.size === 0}>
            批量加自选
          </Button>
          {notice && <span role="status">{notice}</span>}
          <span className="spacer" />
          <input
            type="text"
            aria-label="查询股票代码"
            placeholder="为什么没选中？输入代码"
            value={explainCode}
            onChange={(e) => setExplainCode(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && explain()}
          />
          <Button type="button" $small $variant="ghost" onClick={explain} disabled={state.tree.all.length === 0}>
            查询
          </Button>
        </Toolbar>
        {saveGated && (
          <MemberGate
            feature="savedScreens"
            locked
            preview={<Toolbar style={{ borderTop: 0 }}>开通会员后最多可保存 {SAVED_SCREEN_LIMITS.maxScreens} 个选股方案</Toolbar>}
          >
            {null}
          </MemberGate>
        )}
        {explained && (
          <Toolbar data-testid="explain" style={{ borderTop: 0 }}>
            {typeof explained === 'string' ? (
              <span role="alert">{explained}</span>
            ) : (
              <span>
                {explained.name}（{explained.id}）{explained.passed ? '满足全部条件' : '未满足：'}
                {explained.checks
                  .filter((c) => !c.pass)
                  .map(
                    (c) =>
                      `${c.text}（当前 ${Object.values(c.values)
                        .map((v) => (typeof v === 'number' ? v.toFixed(2) : v === null ? '无数据' : String(v)))
                        .join('/')}）`,
                  )
                  .join('；')}
              </span>
            )}
          </Toolbar>
        )}
        {data?.forward && (
          <Toolbar data-testid="forward" style={{ borderTop: 0 }}>
            {data.asOf} 选出的 {data.forward.picksCounted} 只平均收益：T+1 {fmt(data.forward.picks.t1)}，T+5 {fmt(data.forward.picks.t5)}，T+20{' '}
            {fmt(data.forward.picks.t20)}；{data.forward.benchmark}：T+1 {fmt(data.forward.bench.t1)}，T+5 {fmt(data.forward.bench.t5)}，T+20{' '}
            {fmt(data.forward.bench.t20)}
          </Toolbar>
        )}
        {state.tree.all.length === 0 || lockedUsed.length > 0 ? null : (
          <LoadStatus value={results} empty={(d) => d.total === 0} emptyText="没有满足全部条件的股票，试试放宽条件" />
        )}
        {data && data.rows.length > 0 && (
          <div style={{ opacity: results.status === 'loading' ? 0.6 : 1, overflowX: 'auto' }}>
            <ResultsTable result={data} sort={state.sort} onSort={onSort} selected={selected} onSelect={onSelect} />
            <Pager page={state.page} pages={pages} onPage={(page) => go({ page })} />
          </div>
        )}
      </Card>
      {saving && (
        <Modal
          title="保存选股方案"
          onClose={() => setSaving(false)}
          footer={
            <>
              <Button type="button" $variant="ghost" onClick={() => setSaving(false)}>
                取消
              </Button>
              <Button type="button" onClick={confirmSave} disabled={name.trim() === ''}>
                保存
              </Button>
            </>
          }
        >
          <label>
            方案名称{' '}
            <input
              type="text"
              aria-label="方案名称"
              maxLength={20}
              value={name}
              onChange={(e) => setName(e.target.value)}
              onKeyDown={(e) => e.key === 'Enter' && name.trim() && confirmSave()}
            />
          </label>
        </Modal>
      )}
    </MarketPage>
  );
}

function fmt(v: number | null): string {
  return v === null ? '--' : formatPct(v);
}

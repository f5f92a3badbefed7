/**
 * 我的选股 (/myStockpicker): the signed-in user's saved screens (anonymous users go to login with
 * this page remembered). Each shows its name, condition chips, created/updated times, today's hits
 * and the change since yesterday; run it on the whole market, the watchlist or one group (showing
 * who entered or left since the last run), edit it in the builder, rename, copy or delete it.
 * Non-members keep at most FREE_LIMITS.savedScreens screens: at the allowance 复制 is off and the
 * member gate says how to keep more (the sim refuses a sixth with 403 too). A screen using a
 * member-only field (PE 10年分位) says why a non-member cannot run it, and 运行 opens the member prompt.
 */
import { useObservableState } from 'observable-hooks';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { FREE_LIMITS } from '../../../contracts/membership';
import { SAVED_SCREEN_LIMITS, screenerEndpoints, type SavedScreen, type SavedScreenRun, type ScreenScope } from '../../../contracts/screener/endpoints';
import { treeText } from '../../../contracts/screener/tree';
import { goToLogin } from '../../core/go-to-login';
import { navigateTo } from '../../core/navigation';
import { requestOnce } from '../../services/http';
import { isLoggedIn$ } from '../../state/session';
import { watchlist$ } from '../../state/watchlist';
import { AppLink } from '../../ui/app-link';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { Card, CardHeader, MarketPage, Select, StatusLine } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';
import { isMemberOnlyError, MemberGate, useMemberAccess } from '../../components/member-gate/member-gate';
import { pickerUrl } from '../../components/screener/picker-url';
import { ResultsTable } from '../../components/screener/results-table';
import { Toolbar } from '../../components/screener/styles';
import { FieldLockPrompt, LockIcon, lockedAmong, useLockedFields } from '../../components/screener/member-fields';
import { memberFieldsOf, screenLockMessage } from '../../../contracts/screener/gating';

const List = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${rem(12)};
  display: flex;
  flex-direction: column;
  gap: ${rem(10)};
  > li {
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(6)};
    padding: ${rem(10)} ${rem(12)};
    font-size: ${rem(13)};
  }
  h3 {
    margin: 0 0 ${rem(4)};
    font-size: ${rem(15)};
  }
  .meta {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
  .locked {
    color: ${({ theme }) => theme.colors.warning};
  }
  .hits strong {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${rem(16)};
  }
`;

const time = (ms: number) => new Date(ms).toLocaleString('zh-CN', { hour12: false, timeZone: 'Asia/Shanghai' });
const change = (v: number | null) => (v === null ? '--' : v > 0 ? `+${v}` : String(v));

type Dialog = { kind: 'rename'; screen: SavedScreen; name: string } | { kind: 'delete'; screen: SavedScreen } | null;

/** The /myStockpicker page. */
export default function MyStockPickerPage() {
  const loggedIn = useObservableState(isLoggedIn$, null);
  const watch = useObservableState(watchlist$, null);
  const [screens, setScreens] = useState<SavedScreen[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [scopes, setScopes] = useState<Record<number, string>>({});
  const [runs, setRuns] = useState<Record<number, SavedScreenRun>>({});
  const member = useMemberAccess('savedScreens');
  const [gated, setGated] = useState(false);
  const locked = useLockedFields();
  // The saved screen whose 运行 a non-member pressed although it uses a member-only field: its prompt.
  const [lockOpen, setLockOpen] = useState<number | null>(null);
  const quota = member ? SAVED_SCREEN_LIMITS.maxScreens : FREE_LIMITS.savedScreens;
  const full = screens !== null && screens.length >= quota;

  const load = useCallback(() => {
    requestOnce(screenerEndpoints.screenerList).then(
      (list) => {
        setScreens(list);
        setError(null);
      },
      (e: unknown) => setError(e instanceof Error ? e.message : '加载失败'),
    );
  }, []);
  useEffect(() => {
    if (loggedIn === false) goToLogin();
    else if (loggedIn) load();
  }, [loggedIn, load]);

  const act = async (f: () => Promise<unknown>) => {
    try {
      await f();
      load();
    } catch (e) {
      // A member-only refusal shows the gate; the request layer has warned of anything else.
      if (isMemberOnlyError(e)) setGated(true);
    }
  };

  const scopeOf = (id: number): ScreenScope => {
    const v = scopes[id] ?? 'all';
    if (v === 'all') return { kind: 'all' };
    if (v === 'watchlist') return { kind: 'watchlist' };
    return { kind: 'watchlist', groupId: Number(v) };
  };

  const lockedOf = (s: SavedScreen) => lockedAmong(memberFieldsOf(s), locked);
  const run = async (s: SavedScreen) => {
    if (lockedOf(s).length > 0) return setLockOpen(s.id);
    try {
      const r = await requestOnce(screenerEndpoints.screenerRunSaved, { body: { id: s.id, scope: scopeOf(s.id), size: 50 } });
      setRuns((prev) => ({ ...prev, [s.id]: r }));
      load(); // the list shows the run's 新进/退出
    } catch (e) {
      // The sim said member-only (a membership that just ran out): the screen's prompt, not the saved-screens gate.
      if (isMemberOnlyError(e)) setLockOpen(s.id);
    }
  };

  if (loggedIn === false) return <StatusLine>请先登录，正在前往登录页…</StatusLine>;
  return (
    <MarketPage data-testid="my-stock-picker-page">
      <Card>
        <CardHeader>
          <h2>我的选股</h2>
          <span className="meta" data-testid="screen-quota">
            {screens ? `${screens.length} / ${quota} 个方案${member ? '' : '（非会员）'}` : ''}
          </span>
          <span className="spacer" />
          <AppLink href="/stockPicker">新建方案</AppLink>
          <AppLink href="/newStockPicker">智能选股</AppLink>
        </CardHeader>
        {error && (
          <StatusLine $error role="alert">
            {error}
          </StatusLine>
        )}
        {!screens && !error && <StatusLine role="status">加载中…</StatusLine>}
        {screens?.length === 0 && <StatusLine>还没有保存的选股方案，去「选股」设置条件后点「保存方案」</StatusLine>}
        {screens && screens.length > 0 && (
          <List aria-label="选股方案">
            {screens.map((s) => {
              const r = runs[s.id];
              const lockedFields = lockedOf(s);
              return (
                <li key={s.id} data-testid="saved-screen" data-id={s.id}>
                  <h3>{s.name}</h3>
                  <div>{treeText(s.tree)}</div>
                  <div className="meta">
                    创建 {time(s.createdAt)} · 更新 {time(s.updatedAt)}
                  </div>
                  {lockedFields.length > 0 ? (
                    <div className="meta locked" data-testid="screen-locked">
                      <LockIcon /> {screenLockMessage(lockedFields)}，开通会员前此方案不能运行，也不统计命中
                    </div>
                  ) : (
                    <div className="hits">
                      今日命中 <strong data-testid="hits">{s.hits ?? '--'}</strong> 只 · 较昨日 {change(s.hitsChange)}
                    </div>
                  )}
                  {s.lastRun && (
                    <div className="meta" data-testid="last-run">
                      上次运行 {time(s.lastRun.at)}（{s.lastRun.total} 只）· 新进 {s.lastRun.entered.length} 只
                      {s.lastRun.entered.length > 0
                        ? `：${s.lastRun.entered
                            .slice(0, 8)
                            .map((x) => x.name)
                            .join('、')}`
                        : ''}{' '}
                      · 退出 {s.lastRun.left.length} 只
                      {s.lastRun.left.length > 0
                        ? `：${s.lastRun.left
                            .slice(0, 8)
                            .map((x) => x.name)
                            .join('、')}`
                        : ''}
                    </div>
                  )}
                  <Toolbar style={{ padding: '8px 0 0', borderTop: 0 }}>
                    <Select aria-label="运行范围" value={scopes[s.id] ?? 'all'} onChange={(e) => setScopes((p) => ({ ...p, [s.id]: e.target.value }))}>
                      <option value="all">全市场</option>
                      <option value="watchlist">全部自选</option>
                      {(watch?.groups ?? [])
                        .filter((g) => g.isDefault !== 1)
                        .map((g) => (
                          <option key={g.id} value={g.id}>
                            自选分组：{g.name}
                          </option>
                        ))}
                    </Select>
                    <Button type="button" $small onClick={() => run(s)}>
                      运行
                    </Button>
                    <Button type="button" $small $variant="ghost" onClick={() => navigateTo(pickerUrl({ tree: s.tree, sort: s.sort, screen: s.id }))}>
                      编辑
                    </Button>
                    <Button type="button" $small $variant="ghost" onClick={() => setDialog({ kind: 'rename', screen: s, name: s.name })}>
                      重命名
                    </Button>
                    <Button
                      type="button"
                      $small
                      $variant="ghost"
                      disabled={full}
                      title={full ? `最多保存 ${quota} 个方案` : undefined}
                      onClick={() => act(() => requestOnce(screenerEndpoints.screenerCopy, { body: { id: s.id } }))}
                    >
                      复制
                    </Button>
                    <Button type="button" $small $variant="text" onClick={() => setDialog({ kind: 'delete', screen: s })}>
                      删除
                    </Button>
                  </Toolbar>
                  {lockOpen === s.id && <FieldLockPrompt fields={lockedFields.length > 0 ? lockedFields : memberFieldsOf(s)} />}
                  {r && (
                    <div data-testid="run-result" style={{ marginTop: 8, overflowX: 'auto' }}>
                      <div className="meta">
                        共 {r.total} 只（范围 {r.universe} 只）
                      </div>
                      {r.rows.length > 0 && <ResultsTable result={r} sort={r.screen.sort} onSort={() => {}} selected={new Set()} onSelect={() => {}} />}
                    </div>
                  )}
                </li>
              );
            })}
          </List>
        )}
        {screens && !member && (full || gated) && (
          <MemberGate
            feature="savedScreens"
            locked
            preview={
              <StatusLine>
                已保存 {screens.length} 个方案，开通会员后最多可保存 {SAVED_SCREEN_LIMITS.maxScreens} 个
              </StatusLine>
            }
          >
            {null}
          </MemberGate>
        )}
      </Card>
      {dialog?.kind === 'rename' && (
        <Modal
          title="重命名方案"
          onClose={() => setDialog(null)}
          footer={
            <>
              <Button type="button" $variant="ghost" onClick={() => setDialog(null)}>
                取消
              </Button>
              <Button
                type="button"
                disabled={dialog.name.trim() === ''}
                onClick={() => {
                  const { screen, name } = dialog;
                  setDialog(null);
                  void act(() => requestOnce(screenerEndpoints.screenerRename, { body: { id: screen.id, name } }));
                }}
              >
                确定
              </Button>
            </>
          }
        >
          <input type="text" aria-label="新名称" maxLength={20} value={dialog.name} onChange={(e) => setDialog({ ...dialog, name: e.target.value })} />
        </Modal>
      )}
      {dialog?.kind === 'delete' && (
        <Modal
          title="删除方案"
          onClose={() => setDialog(null)}
          footer={
            <>
              <Button type="button" $variant="ghost" onClick={() => setDialog(null)}>
                取消
              </Button>
              <Button
                type="button"
                onClick={() => {
                  const { screen } = dialog;
                  setDialog(null);
                  void act(() => requestOnce(screenerEndpoints.screenerDelete, { body: { id: screen.id } }));
                }}
              >
                删除
              </Button>
            </>
          }
        >
          确定删除「{dialog.screen.name}」？
        </Modal>
      )}
    </MarketPage>
  );
}

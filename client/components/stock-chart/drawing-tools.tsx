/**
 * The K-line's drawing tools (画线) on the stock page and the full-screen K-line: a tool strip beside the chart (趋势线, 水平线,
 * 射线, 平行通道, 斐波那契回调, 矩形, 文字, the palette and 删除) and a status line under it (what to do
 * next, where the drawings are kept, loading, save and read errors with 重试 / 清除). The drawing
 * itself happens on the chart (client/charts/drawings/); this file only shows the session's state
 * and sends the toolbar's commands.
 */
import { useEffect, useMemo, useSyncExternalStore, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import {
  DRAWING_COLOR_LABELS,
  DRAWING_COLORS,
  DRAWING_KIND_LABELS,
  DRAWING_KINDS,
  DRAWING_LIMITS,
  DRAWING_POINTS,
  textLength,
  type DrawingKind,
} from '../../../contracts/drawings';
import type { SecurityId } from '../../../contracts/market';
import { DRAWING_PALETTE, type DrawingController, type DrawingToolsState } from '../../charts/index';
import { persisted } from '../../core/persisted';
import { fetchDataset } from '../../services/market-data';
import { request } from '../../services/http';
import { themedControl } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';
import { drawingsSignedIn$ } from './account-drawings';
import { localDrawingRepo, serverDrawingRepo } from './drawing-repos';
import { createDrawingSession, type DrawingSession, type DrawingSessionState } from './drawings.streams';

/** The drawings session of a page, running while it shows `id` (signed in: after this browser's drawings were merged, account-drawings.ts). */
export function useDrawingSession(id: SecurityId, index: boolean): DrawingSession {
  const session = useMemo(
    () =>
      createDrawingSession({
        code: id,
        adjusted: !index,
        signedIn$: drawingsSignedIn$,
        repo: (signedIn) => (signedIn ? serverDrawingRepo(request) : localDrawingRepo(persisted)),
        fetchFactors: (code) => fetchDataset('adjustFactors', { code }),
      }),
    [id, index],
  );
  // Subscribed for the page's life (not the toolbar's), so switching to 分时 never drops a save.
  useEffect(() => {
    const sub = session.state$.subscribe();
    return () => sub.unsubscribe();
  }, [session]);
  return session;
}

function useTools(controller: DrawingController): DrawingToolsState {
  return useSyncExternalStore(
    (onChange) => controller.subscribe(onChange),
    () => controller.state,
  );
}

const ICONS: Readonly<Record<DrawingKind, ReactElement>> = {
  trend: (
    <>
      <path d="M3 15 L15 3" />
      <circle cx="3" cy="15" r="1.6" />
      <circle cx="15" cy="3" r="1.6" />
    </>
  ),
  hline: (
    <>
      <path d="M1 9 H17" />
      <circle cx="9" cy="9" r="1.6" />
    </>
  ),
  ray: (
    <>
      <path d="M3 15 L16 2 M16 2 H11 M16 2 V7" />
      <circle cx="3" cy="15" r="1.6" />
    </>
  ),
  channel: <path d="M2 11 L11 2 M7 16 L16 7" />,
  fib: <path d="M2 3 H16 M2 7 H16 M2 11 H16 M2 15 H16" />,
  rect: <rect x="3" y="4" width="12" height="10" />,
  text: <path d="M4 4 H14 M9 4 V15" />,
};

const Frame = styled.div`
  display: flex;
`;

const Strip = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${rem(2)};
  width: ${rem(36)};
  padding: ${rem(4)} 0;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  overflow-y: auto;
`;

const ToolButton = styled.button<{ $active: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  width: ${rem(28)};
  height: ${rem(26)};
  padding: 0;
  border: 1px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ $active, theme }) => ($active ? theme.colors.surfaceAlt : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.textSecondary)};
  cursor: pointer;
  svg {
    width: ${rem(18)};
    height: ${rem(18)};
    fill: none;
    stroke: currentColor;
    stroke-width: 1.5;
  }
  &:hover:not(:disabled) {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:disabled {
    opacity: 0.4;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -1px;
  }
`;

const Separator = styled.hr`
  width: ${rem(22)};
  margin: ${rem(3)} 0;
  border: 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const Swatches = styled.div`
  display: grid;
  grid-template-columns: repeat(2, ${rem(14)});
  gap: ${rem(4)};
`;

const Swatch = styled.button<{ $color: string; $active: boolean }>`
  width: ${rem(14)};
  height: ${rem(14)};
  padding: 0;
  border: 2px solid ${({ $active, theme }) => ($active ? theme.colors.text : 'transparent')};
  border-radius: 50%;
  background: ${({ $color }) => $color};
  background-clip: padding-box;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
`;

const DeleteButton = styled.button`
  width: ${rem(30)};
  padding: ${rem(3)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.danger};
  font: inherit;
  font-size: ${rem(11)};
  cursor: pointer;
  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    opacity: 0.6;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const Slot = styled.div`
  position: relative;
  flex: 1;
  min-width: 0;
  > div {
    position: absolute;
    inset: 0;
  }
`;

/** Props of {@link DrawingFrame}. */
export interface DrawingFrameProps {
  session: DrawingSession;
  /** The K-line (it fills the space right of the strip). */
  children: ReactNode;
  className?: string;
}

/** The tool strip beside the K-line it draws on. Esc and Delete work from the strip as on the chart. */
export function DrawingFrame({ session, children, className }: DrawingFrameProps) {
  const c = session.controller;
  const tools = useTools(c);
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>): void => {
    if (e.target instanceof HTMLInputElement || e.altKey || e.ctrlKey || e.metaKey) return;
    if ((e.key === 'Escape' || e.key === 'Delete') && c.key(e.key)) {
      // Handled here as on the chart (pane-layer.ts): an Esc that cancels a tool does not also leave a page.
      e.preventDefault();
      e.stopPropagation();
    }
  };
  const locked = !tools.editable;
  return (
    <Frame className={className} onKeyDown={onKeyDown}>
      <Strip role="toolbar" aria-label="画线工具" aria-orientation="vertical" data-testid="drawing-toolbar">
        {DRAWING_KINDS.map((kind) => (
          <ToolButton
            key={kind}
            type="button"
            $active={tools.tool === kind}
            aria-pressed={tools.tool === kind}
            aria-label={DRAWING_KIND_LABELS[kind]}
            title={DRAWING_KIND_LABELS[kind]}
            disabled={locked}
            onClick={() => c.selectTool(tools.tool === kind ? null : kind)}
          >
            <svg viewBox="0 0 18 18" aria-hidden="true">
              {ICONS[kind]}
            </svg>
          </ToolButton>
        ))}
        <Separator />
        <Swatches>
          {DRAWING_COLORS.map((color) => (
            <Swatch
              key={color}
              type="button"
              $color={DRAWING_PALETTE[color]}
              $active={tools.color === color}
              aria-pressed={tools.color === color}
              aria-label={`颜色：${DRAWING_COLOR_LABELS[color]}`}
              title={DRAWING_COLOR_LABELS[color]}
              onClick={() => c.setColor(color)}
            />
          ))}
        </Swatches>
        <Separator />
        <DeleteButton type="button" disabled={locked || tools.selectedId === null} onClick={() => c.deleteSelected()} title="删除选中的画线（Delete）">
          删除
        </DeleteButton>
      </Strip>
      <Slot>{children}</Slot>
    </Frame>
  );
}

const Status = styled.div<{ $error: boolean }>`
  display: flex;
  align-items: center;
  gap: ${rem(8)};
  min-height: ${rem(30)};
  padding: 0 ${rem(12)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${rem(12)};
  p {
    margin: 0;
    flex: 1;
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  input {
    width: ${rem(160)};
    height: ${rem(22)};
    ${themedControl}
  }
  button {
    padding: 0 ${rem(4)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    cursor: pointer;
  }
`;

/** What the status line says. */
export function drawingStatusText(tools: DrawingToolsState, session: DrawingSessionState, selectedKind: DrawingKind | null): string {
  if (session.status === 'loading') return '画线加载中…';
  if (session.status === 'error') return session.error ?? '画线加载失败';
  if (tools.tool === 'text') return '文字：输入内容后在K线图上点击放置，Esc 取消';
  if (tools.tool) {
    const n = DRAWING_POINTS[tools.tool];
    const drag = n >= 2 && tools.placed === 0 ? '（也可按住拖出前两个点）' : '';
    return `${DRAWING_KIND_LABELS[tools.tool]}：在K线图上点击第 ${tools.placed + 1}/${n} 个点${drag}，Esc 取消`;
  }
  if (selectedKind) return `已选中${DRAWING_KIND_LABELS[selectedKind]}：拖动可移动，拖动端点可调整，Delete 或「删除」移除，点色块改颜色`;
  const where = session.where === 'server' ? '保存在账户中' : '保存在本机，登录后保存到账户';
  if (tools.full) return `已达 ${DRAWING_LIMITS.maxPerCode} 条画线上限，${where}`;
  return tools.count > 0 ? `共 ${tools.count} 条画线，${where}` : `用左侧工具在K线图上画线，${where}`;
}

/** The status line under the K-line (see the module comment). */
export function DrawingStatus({ session }: { session: DrawingSession }) {
  const c = session.controller;
  const tools = useTools(c);
  const state = useObservableEagerState(session.state$);
  const selected = c.drawings.find((d) => d.id === tools.selectedId) ?? null;
  const editingText = tools.tool === 'text' || selected?.kind === 'text';
  const text = tools.text;
  const textProblem = editingText && (text.trim() === '' || textLength(text) > DRAWING_LIMITS.maxTextLength);
  const error = state.status === 'error' || state.saveError !== null;
  return (
    <Status
      $error={error}
      role="status"
      data-testid="drawing-status"
      data-state={state.status}
      data-count={tools.count}
      data-saving={state.saving ? 'true' : 'false'}
      data-where={state.where}
    >
      <p>{state.saveError ?? drawingStatusText(tools, state, selected?.kind ?? null)}</p>
      {editingText && state.status === 'ready' && (
        <input
          aria-label="文字内容"
          value={text}
          maxLength={DRAWING_LIMITS.maxTextLength}
          placeholder={`1–${DRAWING_LIMITS.maxTextLength} 个字`}
          aria-invalid={textProblem}
          onChange={(e) => c.setText(e.target.value)}
        />
      )}
      {state.saving && <span>保存中…</span>}
      {state.saveError !== null && (
        <button type="button" onClick={() => session.retrySave()}>
          重试
        </button>
      )}
      {state.status === 'error' && state.canDiscard && (
        <button type="button" onClick={() => session.discard()}>
          清除画线数据
        </button>
      )}
    </Status>
  );
}

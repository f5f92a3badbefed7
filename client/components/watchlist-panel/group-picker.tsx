/**
 * 添加到分组 (issue 27, like 东方财富's): a small ▾ beside 加自选 / 已添加 that opens the user's
 * groups with a check box each — ticked where the security already is. Ticking adds it there (and
 * to 全部), unticking takes it out of that group only. The plain 加自选 goes into the open group;
 * this covers the others. Escape, a click outside or the button again closes it.
 */
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import styled from 'styled-components';
import type { SecurityId } from '../../../contracts/market';
import { navigateTo } from '../../core/navigation';
import { currentToken } from '../../state/session';
import { addToWatchlist, groupIdsOf, removeFromGroups, watchlist$ } from '../../state/watchlist';
import { goToLogin } from '../../core/go-to-login';
import { rem } from '../../ui/theme';

const Toggle = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${rem(20)};
  height: ${rem(22)};
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${rem(10)};
  cursor: pointer;
  &:hover,
  &[aria-expanded='true'] {
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const Popover = styled.div`
  position: fixed;
  z-index: 60;
  width: ${rem(180)};
  max-height: ${rem(280)};
  overflow-y: auto;
  padding: ${rem(6)} 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.raised};
  box-shadow: 0 ${rem(6)} ${rem(18)} ${({ theme }) => theme.colors.shadow};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${rem(13)};
  cursor: default;
  h3 {
    margin: 0;
    padding: ${rem(4)} ${rem(12)} ${rem(6)};
    font-size: ${rem(12)};
    font-weight: 400;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  label {
    display: flex;
    align-items: center;
    gap: ${rem(8)};
    padding: ${rem(5)} ${rem(12)};
    cursor: pointer;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
    &:hover {
      background: ${({ theme }) => theme.colors.surfaceAlt};
    }
  }
  p {
    margin: 0;
    padding: ${rem(4)} ${rem(12)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  button.manage {
    display: block;
    width: 100%;
    margin-top: ${rem(4)};
    padding: ${rem(6)} ${rem(12)} ${rem(2)};
    border: 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-size: ${rem(12)};
    text-align: left;
    cursor: pointer;
  }
`;

/** Props of {@link GroupPicker}. */
export interface GroupPickerProps {
  id: SecurityId;
  /** The security's name, for the labels (「添加贵州茅台到分组」). */
  name: string;
}

/** See the module comment. */
export function GroupPicker({ id, name }: GroupPickerProps) {
  const state = useObservableEagerState(watchlist$);
  const [open, setOpen] = useState<{ top: number; left: number } | null>(null);
  const [member, setMember] = useState<ReadonlySet<number> | null>(null);
  const box = useRef<HTMLSpanElement>(null);
  const popId = useId();
  const groups = state.groups.filter((g) => g.isDefault !== 1);

  useEffect(() => {
    if (!open) return;
    setMember(null);
    const sub = groupIdsOf(id).subscribe({ next: (ids) => setMember(new Set(ids)), error: () => setMember(new Set()) });
    const outside = (e: PointerEvent) => {
      if (box.current && !box.current.contains(e.target as Node)) setOpen(null);
    };
    const key = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setOpen(null);
    };
    document.addEventListener('pointerdown', outside, true);
    document.addEventListener('keydown', key, true);
    return () => {
      sub.unsubscribe();
      document.removeEventListener('pointerdown', outside, true);
      document.removeEventListener('keydown', key, true);
    };
  }, [open, id]);

  const toggleOpen = (e: MouseEvent<HTMLButtonElement>) => {
    e.stopPropagation();
    if (currentToken() === null) return goToLogin();
    if (open) return setOpen(null);
    const r = e.currentTarget.getBoundingClientRect();
    // Under the button, right-aligned with it, kept inside the window.
    const width = r.width * 9;
    setOpen({ top: Math.min(r.bottom + 4, window.innerHeight - 200), left: Math.max(8, Math.min(r.right - width, window.innerWidth - width - 8)) });
  };

  const setIn = (groupId: number, on: boolean) => {
    setMember((prev) => {
      const next = new Set(prev);
      on ? next.add(groupId) : next.delete(groupId);
      return next;
    });
    if (on) addToWatchlist(id, [groupId]);
    else removeFromGroups(id, [groupId]);
  };

  return (
    <span ref={box} style={{ display: 'inline-flex' }}>
      <Toggle
        type="button"
        aria-label={`添加${name}到分组`}
        title="添加到分组"
        aria-haspopup="dialog"
        aria-expanded={open !== null}
        aria-controls={open ? popId : undefined}
        data-testid="group-picker"
        onClick={toggleOpen}
      >
        ▾
      </Toggle>
      {open && (
        <Popover
          id={popId}
          role="dialog"
          aria-label="添加到分组"
          style={{ top: open.top, left: open.left }}
          data-testid="group-picker-menu"
          // Clicks inside never reach the row around (which would open the stock).
          onClick={(e) => e.stopPropagation()}
        >
          <h3>添加到分组</h3>
          {groups.length === 0 ? (
            <p>还没有分组</p>
          ) : member === null ? (
            <p>加载中…</p>
          ) : (
            groups.map((g) => (
              <label key={g.id} title={g.name}>
                <input type="checkbox" checked={member.has(g.id)} onChange={(e) => setIn(g.id, e.target.checked)} />
                {g.name}
              </label>
            ))
          )}
          <button
            type="button"
            className="manage"
            onClick={() => {
              setOpen(null);
              navigateTo('/favorite');
            }}
          >
            新建或管理分组
          </button>
        </Popover>
      )}
    </span>
  );
}

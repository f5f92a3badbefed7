/**
 * The home page's watchlist panel frame (spec §2, §9): beside the page content when the viewport is
 * wider than 1366 px; at 1366 px or less it collapses behind a button labelled 打开自选 (closed) or
 * 收起自选 (open) and slides over the content. The home page mounts it with the panel as children:
 * `<WatchlistDock>{watchlistPanel}</WatchlistDock>`.
 */
import type { ReactNode } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import { narrowLayout$, toggleWatchlistPanel, watchlistPanelOpen$, watchlistToggleLabel } from '../../state/ui';
import { rem } from '../../ui/theme';

const Dock = styled.aside<{ $narrow: boolean; $open: boolean }>`
  position: ${({ $narrow }) => ($narrow ? 'absolute' : 'relative')};
  top: 0;
  right: 0;
  bottom: 0;
  z-index: 20;
  display: ${({ $narrow, $open }) => (!$narrow || $open ? 'flex' : 'none')};
  flex-direction: column;
  width: ${rem(340)};
  flex: none;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ $narrow, theme }) => ($narrow ? theme.colors.shadow : 'none')};
  overflow: hidden;
`;

const Toggle = styled.button<{ $open: boolean }>`
  position: absolute;
  top: ${rem(12)};
  right: ${({ $open }) => ($open ? rem(352) : rem(12))};
  z-index: 21;
  height: ${rem(28)};
  padding: 0 ${rem(12)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${rem(14)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${rem(12)};
  cursor: pointer;
  box-shadow: ${({ theme }) => theme.colors.shadow};
`;

/** See the module comment. */
export function WatchlistDock({ children }: { children: ReactNode }) {
  const narrow = useObservableEagerState(narrowLayout$);
  const open = useObservableEagerState(watchlistPanelOpen$);
  return (
    <>
      {narrow && (
        <Toggle type="button" $open={open} aria-expanded={open} onClick={toggleWatchlistPanel} data-testid="watchlist-toggle">
          {watchlistToggleLabel(open)}
        </Toggle>
      )}
      <Dock $narrow={narrow} $open={open} aria-label="自选股" data-testid="watchlist-dock">
        {children}
      </Dock>
    </>
  );
}

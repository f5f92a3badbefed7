/**
 * The top bar (spec §2): search centre-left; on the right the 模拟行情 badge (when the data is
 * simulated), the connection state when quotes are not live, the theme button and the user card.
 */
import { ErrorBoundary } from '../../ui/error-boundary';
import { Suspense, lazy } from 'react';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { SIM_BADGE } from '../../../contracts/constants';
import { simulated$ } from '../../state/ui';
import { socketStatus$ } from '../../state/quotes';
import { rem } from '../../ui/theme';

import { SearchBox } from '../search/search-box';
import { ThemeToggle } from './theme-toggle';

/** The user card (accounts) loads beside the entry chunk; the bar keeps its place meanwhile. */
const UserCard = lazy(() => import('../user-card/user-card'));

const CardSlot = styled.div`
  min-width: ${rem(36)};
  height: ${rem(36)};
`;

const Bar = styled.header`
  display: flex;
  align-items: center;
  gap: ${rem(16)};
  height: ${rem(56)};
  flex: none;
  padding: 0 ${rem(20)};
  background: ${({ theme }) => theme.colors.topBarBg};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  z-index: 25;
`;

const Spacer = styled.div`
  flex: 1;
`;

const Badge = styled.span`
  padding: ${rem(2)} ${rem(8)};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${rem(10)};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${rem(12)};
  white-space: nowrap;
`;

const Status = styled.span<{ $bad: boolean }>`
  &[hidden] {
    display: none;
  }
  display: inline-flex;
  align-items: center;
  gap: ${rem(6)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textMuted};
  white-space: nowrap;
  &::before {
    content: '';
    width: ${rem(7)};
    height: ${rem(7)};
    border-radius: 50%;
    background: ${({ theme, $bad }) => ($bad ? theme.colors.danger : theme.colors.warning)};
  }
`;

const STATUS_TEXT: Partial<Record<string, string>> = {
  connecting: '行情连接中',
  waiting: '行情重连中',
  offline: '网络已断开',
};

function ConnectionState() {
  const status = useObservableState(socketStatus$, 'idle');
  const text = STATUS_TEXT[status];
  // Always rendered (empty while live) so its state is inspectable; the text shows only when not live.
  return (
    <Status $bad={status === 'offline'} role="status" data-testid="socket-status" data-status={status} hidden={!text}>
      {text}
    </Status>
  );
}

/** See the module comment. */
export function TopBar() {
  const simulated = useObservableEagerState(simulated$);
  return (
    <Bar>
      <SearchBox />
      <Spacer />
      <ConnectionState />
      {simulated && <Badge title="数据来自内置模拟行情，并非真实市场">{SIM_BADGE}</Badge>}
      <ThemeToggle />
      <ErrorBoundary fallback={<CardSlot />}>
        <Suspense fallback={<CardSlot />}>
          <UserCard />
        </Suspense>
      </ErrorBoundary>
    </Bar>
  );
}

/**
 * The home page's watchlist panel (spec §2): the compact watchlist view under a 自选股 header with
 * a link to the full /favorite page. The home page mounts it inside the shell's WatchlistDock.
 */
import styled from 'styled-components';
import { navigateTo } from '../../core/navigation';
import { rem } from '../../ui/theme';
import { WatchlistView } from './watchlist-view';

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${rem(12)} ${rem(12)} ${rem(4)};
  flex: none;
  h2 {
    margin: 0;
    font-size: ${rem(15)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  a {
    font-size: ${rem(12)};
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: none;
  }
`;

/** The watchlist panel of the home page. */
export function WatchlistPanel() {
  return (
    <Panel aria-label="自选股" data-testid="watchlist-panel">
      <Header>
        <h2>自选股</h2>
        <a
          href="/favorite"
          onClick={(e) => {
            e.preventDefault();
            navigateTo('/favorite');
          }}
        >
          管理自选 ›
        </a>
      </Header>
      <WatchlistView full={false} />
    </Panel>
  );
}

export default WatchlistPanel;

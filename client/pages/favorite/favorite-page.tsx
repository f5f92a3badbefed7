/**
 * The watchlist page (/favorite, spec §2: nav shown, cached): the full watchlist view — group
 * tabs and management, the live table with sorting, drag to reorder, multi-select batch delete and
 * move, remarks and set top.
 */
import styled from 'styled-components';
import { WatchlistView } from '../../components/watchlist-panel/watchlist-view';
import { rem } from '../../ui/theme';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
  min-height: 0;
  box-sizing: border-box;
  padding: ${rem(16)};
  background: ${({ theme }) => theme.colors.bg};
`;

const Card = styled.div`
  flex: 1;
  min-height: 0;
  display: flex;
  flex-direction: column;
  border-radius: ${rem(8)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  overflow: hidden;
  background: ${({ theme }) => theme.colors.surface};
`;

/** The /favorite page. */
export default function FavoritePage() {
  return (
    <Page data-testid="favorite-page">
      <Card>
        <WatchlistView full />
      </Card>
    </Page>
  );
}

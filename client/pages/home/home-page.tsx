/**
 * The market home (/, title 知股, cached): the index strip with sparklines, market breadth with its
 * distribution chart, the industry heat map, rankings with tabs, hot stocks, the news flashes and
 * the watchlist panel (beside the content, or behind 打开自选/收起自选 at ≤ 1366 px — the shell's
 * WatchlistDock). Every number follows the quote stream or its panel's refresh clock.
 */
import { useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { interval } from 'rxjs';
import styled from 'styled-components';
import { WatchlistPanel } from '../../components/watchlist-panel/watchlist-panel';
import { fetchDataset, fetchHotStocks } from '../../services/market-data';
import { rem } from '../../ui/theme';
import { WatchlistDock } from '../../components/watchlist-panel/watchlist-dock';
import { MarketPage } from '../../ui/panel-styles';
import { BreadthPanel } from './components/breadth-panel';
import { HotStocks, NewsStrip } from './components/hot-and-news';
import { IndexStrip } from './components/index-strip';
import { RankTabs } from './components/rank-tabs';
import { SectorHeatmap } from './components/sector-heatmap';
import { createHomePage } from './home.streams';

const Layout = styled.div`
  position: relative;
  display: flex;
  height: 100%;
  min-height: 0;
`;

const Content = styled(MarketPage)`
  flex: 1;
  min-width: 0;
  min-height: 0;
  height: 100%;
  overflow: auto;
  display: flex;
  flex-direction: column;
  gap: ${rem(12)};
`;

const Title = styled.h1`
  margin: 0;
  min-height: ${rem(28)};
  font-size: ${rem(18)};
  font-weight: 600;
  line-height: ${rem(28)};
`;

const Row = styled.div<{ $cols: string; $stretch?: boolean }>`
  display: grid;
  grid-template-columns: ${({ $cols }) => $cols};
  gap: ${rem(12)};
  align-items: ${({ $stretch }) => ($stretch ? 'stretch' : 'start')};
`;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(12)};
  min-width: 0;
`;

/** The / page. */
export default function HomePage() {
  const [page] = useState(() =>
    createHomePage({
      fetchBoard: (group) => fetchDataset('indexBoard', { group }),
      fetchBreadth: () => fetchDataset('breadth', {}),
      fetchSectors: () => fetchDataset('sectors', { type: 'industry' }),
      fetchRank: (params) => fetchDataset('rank', params),
      fetchHot: (size) => fetchHotStocks(size),
      fetchNews: (size) => fetchDataset('newsFlash', { size }),
      every: (ms) => interval(ms),
    }),
  );
  const state = useObservableEagerState(page.state$);
  return (
    <Layout data-testid="home-page">
      <Content>
        <Title>行情中心</Title>
        <IndexStrip indexes={state.indexes} />
        <Row $stretch $cols={`minmax(${rem(300)}, 1fr) minmax(0, 1.7fr)`}>
          <BreadthPanel breadth={state.breadth} />
          <SectorHeatmap sectors={state.sectors} />
        </Row>
        <Row $cols={`minmax(0, 1.7fr) minmax(${rem(280)}, 1fr)`}>
          <RankTabs tab={state.rankTab} rank={state.rank} onTab={page.selectRankTab} />
          <Column>
            <HotStocks hot={state.hot} />
            <NewsStrip news={state.news} />
          </Column>
        </Row>
      </Content>
      <WatchlistDock>
        <WatchlistPanel />
      </WatchlistDock>
    </Layout>
  );
}

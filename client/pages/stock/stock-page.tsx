/**
 * The stock detail page (/stock?stockCode=, spec §2): header with the live quote and the quote grid,
 * 加自选, the chart card (分时/5日/K-line periods, 复权, indicator), the order book, 盘口与资金 and trade ticks, the
 * module catalogue, and same-industry peers; index codes show the index variant (constituents and
 * movers instead of the book). Leaving /stock clears the cached / and /favorite (route table).
 */
import { useCallback, useState } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { interval, of } from 'rxjs';
import { useSearch } from 'wouter';
import styled from 'styled-components';
import type { SecurityId } from '../../../contracts/market';
import { fetchCatalog, fetchDataset, fetchIndexMembers, fetchSameIndustry, fetchStockDetail, saveCatalog } from '../../services/market-data';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { rem } from '../../ui/theme';
import { CatalogPanel } from './components/catalog-panel';
import { ChartPanel } from './components/chart-panel';
import { OrderBook, TradeTicks } from './components/order-book';
import { Card, MarketPage } from '../../ui/panel-styles';
import { IndexMembersPanel, PeersPanel } from './components/related-panels';
import { StockHeader } from './components/stock-header';
import { isIndexId, stockCodeOf } from '../../components/stock-chart/stock-code';
import { createStockPage, hasPeers } from './stock.streams';
import { useModuleSummaries } from '../../components/fundamentals/module-summary';
import type { OrderFlowAnswer } from '../../../contracts/endpoints/order-flow';
import { idle } from '../../core/loadable';
import { fetchOrderFlow } from '../../services/order-flow';
import { OrderFlowPanel } from './components/order-flow-panel';
import { orderFlowState$ } from './order-flow.streams';
import { ShortcutsDialog } from './components/shortcuts-dialog';
import { useStockKeys } from './use-stock-keys';

/** Book, ticks and members refresh period. */
export const STOCK_REFRESH_MS = 3_000;

const Main = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) ${rem(300)};
  gap: ${rem(12)};
  margin-top: ${rem(12)};
  align-items: start;
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(12)};
`;

const Bottom = styled.div<{ $single: boolean }>`
  display: grid;
  grid-template-columns: ${({ $single }) => ($single ? '1fr' : 'minmax(0, 1fr) minmax(0, 1fr)')};
  gap: ${rem(12)};
  margin-top: ${rem(12)};
  align-items: start;
`;

function StockView({ id }: { id: SecurityId }) {
  const [page] = useState(() =>
    createStockPage({
      id,
      index: isIndexId(id),
      fetchDetail: fetchStockDetail,
      fetchKline: (params) => fetchDataset('kline', params),
      fetchMinutes: (params) => fetchDataset('minutes', params),
      fetchCatalog,
      saveCatalog,
      fetchMembers: fetchIndexMembers,
      fetchPeers: fetchSameIndustry,
      refresh$: interval(STOCK_REFRESH_MS),
    }),
  );
  const state = useObservableEagerState(page.state$);
  const [flow$] = useState(() =>
    isIndexId(id) ? of(idle<OrderFlowAnswer>()) : orderFlowState$({ id, fetch: fetchOrderFlow, refresh$: interval(STOCK_REFRESH_MS) }),
  );
  const flow = useObservableEagerState(flow$);
  const [help, setHelp] = useState(false);
  const closeHelp = useCallback(() => setHelp(false), []);
  useStockKeys({ id, view: state.view, catalog: state.catalog.data, selectView: page.selectView, openHelp: () => setHelp(true) });
  const detail = state.detail.data;
  const summaries = useModuleSummaries(id, detail !== null && hasPeers(detail.kind));

  if (!detail) {
    if (state.detail.status === 'error') return <EmptyState text={state.detail.error ?? '加载失败'} />;
    return <Loading text="加载中…" />;
  }
  const catalog = (
    <CatalogPanel
      id={id}
      catalog={state.catalog}
      draft={state.draft}
      saving={state.saving}
      onEdit={page.editCatalog}
      onMove={page.moveCatalogEntry}
      onToggle={page.toggleCatalogEntry}
      onCancel={page.cancelCatalogEdit}
      onSave={page.saveCatalogEdit}
      summaries={summaries}
    />
  );
  return (
    <MarketPage data-testid="stock-page" data-id={id}>
      {help && <ShortcutsDialog onClose={closeHelp} />}
      <Card>
        <StockHeader detail={detail} />
      </Card>
      <Main>
        <ChartPanel
          state={state}
          name={detail.name}
          tick={detail.tick}
          onView={page.selectView}
          onAdjust={page.selectAdjust}
          onIndicator={page.selectIndicator}
        />
        <Side>
          {state.index ? (
            catalog
          ) : (
            <>
              <OrderBook detail={detail} />
              <OrderFlowPanel flow={flow} detail={detail} />
              <TradeTicks detail={detail} />
            </>
          )}
        </Side>
      </Main>
      <Bottom $single={state.index || !hasPeers(detail.kind)}>
        {state.index ? (
          <IndexMembersPanel members={state.members} />
        ) : (
          <>
            {catalog}
            {hasPeers(detail.kind) && <PeersPanel peers={state.peers} />}
          </>
        )}
      </Bottom>
    </MarketPage>
  );
}

/** The /stock page. */
export default function StockPage() {
  const search = useSearch();
  const id = stockCodeOf(search);
  if (!id) return <EmptyState text="请输入有效的股票代码，例如 600519" />;
  return <StockView key={id} id={id} />;
}

/** Wires {@link stockKeyAction} to the document while the stock page is shown. */
import { useEffect, useRef } from 'react';
import type { CatalogEntry } from '../../../contracts/endpoints/market-data';
import { stockUrl } from '../../../contracts/routes';
import { isTimeShareView, type ChartView } from '../../components/stock-chart/chart-views';
import { stockCodeOf } from '../../components/stock-chart/stock-code';
import { navigateTo } from '../../core/navigation';
import { rememberedNeighbour } from '../../core/stock-nav-list';
import { moduleHref } from './catalog-edit';
import { keyBelongsToTarget, stockKeyAction } from './stock-keys';

/** What the keys read and do. */
export interface StockKeyDeps {
  id: string;
  view: ChartView;
  catalog: readonly CatalogEntry[] | null;
  selectView(view: ChartView): void;
  openHelp(): void;
}

/** The chart's focusable container on the page. */
function chartContainer(): HTMLElement | null {
  return document.querySelector<HTMLElement>('[data-testid=chart-panel] [data-testid$=-chart] [tabindex]');
}

/** See the module comment. */
export function useStockKeys(deps: StockKeyDeps): void {
  const latest = useRef(deps);
  latest.current = deps;
  // The K-line period F5 comes back to.
  const lastKline = useRef<ChartView>('day');
  if (!isTimeShareView(deps.view)) lastKline.current = deps.view;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.defaultPrevented || keyBelongsToTarget(e.target, document.querySelector('[aria-modal="true"]') !== null)) return;
      const action = stockKeyAction(e);
      if (!action) return;
      const d = latest.current;
      // The stock in the address, not this render's: a key pressed right after PageUp/PageDown
      // reaches this page before it has re-rendered for the new stock.
      const id = stockCodeOf(window.location.search) ?? d.id;
      switch (action.kind) {
        case 'toggleView':
          d.selectView(isTimeShareView(d.view) ? lastKline.current : 'ts1');
          break;
        case 'company': {
          const first = d.catalog?.find((c) => c.visible);
          if (!first) return;
          navigateTo(moduleHref(first, id));
          break;
        }
        case 'step': {
          const next = rememberedNeighbour(id, action.step);
          if (!next) return;
          navigateTo(stockUrl(next));
          break;
        }
        case 'chart': {
          const chart = chartContainer();
          // A focused chart reads its own keys; otherwise hand it this one and the focus.
          if (!chart || chart.contains(document.activeElement)) return;
          chart.focus({ preventScroll: true });
          chart.dispatchEvent(new KeyboardEvent('keydown', { key: action.key, bubbles: true, cancelable: true }));
          break;
        }
        case 'help':
          d.openHelp();
          break;
      }
      e.preventDefault();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}

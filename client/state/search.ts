/**
 * The top-bar search bound to the request layer and persisted history (spec §2, §5, §7, §9).
 * The search box creates its store with {@link createAppSearch} (one per mounted box).
 */
import { map } from 'rxjs';
import { HOT_STOCKS_SIZE, UNSUPPORTED_TYPE_MESSAGE } from '../../contracts/constants';
import type { SearchResult } from '../../contracts/entities';
import { searchEndpoints } from '../../contracts/endpoints/search';
import { opensDetail } from '../../contracts/market';
import { stockUrl } from '../../contracts/routes';
import { persisted } from '../core/persisted';
import { warn } from '../core/notifications';
import { openInNewWindow } from '../core/navigation';
import { parseSearchResult, parseSearchResults } from '../core/validators';
import { request } from '../services/http';
import { createSearchStore, type SearchStore } from './search.streams';

/** A search store over `GET /api/v3/search/all`, `GET /api/v3/market/hotCapCodes` and the `searchHistory` key. */
export function createAppSearch(): SearchStore {
  return createSearchStore({
    search: (text, tab) =>
      request(searchEndpoints.search, { query: { text, types: tab, timestamp: String(Date.now()) } }).pipe(
        // Validate at the boundary: drop malformed hits rather than render them.
        map((answer) => ({ timestamp: answer.timestamp, list: parseSearchResults(answer.list) ?? [] })),
      ),
    hot: () =>
      request(searchEndpoints.hotCapCodes, { query: { size: String(HOT_STOCKS_SIZE) } }).pipe(
        map((list) => (parseSearchResults(list) ?? []).slice(0, HOT_STOCKS_SIZE)),
      ),
    loadHistory: () => persisted.get('searchHistory'),
    saveHistory: (history) => persisted.set('searchHistory', history),
  });
}

/**
 * Opens a result (spec §5): A-shares and indexes open the stock page in a new window and enter the
 * history; other kinds warn 正在努力建设中，敬请期待！. Returns true when it opened.
 */
export function openSearchResult(result: SearchResult, store: Pick<SearchStore, 'remember' | 'close'>): boolean {
  if (!opensDetail(result.capitalOrIndex)) {
    warn(UNSUPPORTED_TYPE_MESSAGE);
    return false;
  }
  const clean = parseSearchResult(result);
  if (clean) store.remember({ ...clean, isFollow: 0 });
  store.close();
  openInNewWindow(stockUrl(result.id));
  return true;
}

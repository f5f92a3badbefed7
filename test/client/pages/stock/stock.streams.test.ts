import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject, defer, of, throwError, type Observable } from 'rxjs';
import type { StockDetail } from '../../../../contracts/endpoints/details';
import {
  CATALOG_MODULES,
  type CatalogEntry,
  type KlineAnswer,
  type KlineParams,
  type MinutesAnswer,
  type MinutesParams,
  type SetCatalogBody,
} from '../../../../contracts/endpoints/market-data';
import { ShapeError } from '../../../../contracts/endpoints/market-data-parse';
import { STOCK_PAGE_BARS, chartKey, createStockPage, type StockPageDeps, type StockPageState } from '../../../../client/pages/stock/stock.streams';
import { bar, catalog, minuteDay, rankItem, stockDetail } from './fixtures';

function setup(over: Partial<StockPageDeps> = {}) {
  const calls = { detail: 0, kline: [] as KlineParams[], minutes: [] as MinutesParams[], saves: [] as SetCatalogBody['entries'][], members: 0, peers: 0 };
  const klines = new Subject<KlineAnswer>();
  const refresh = new Subject<void>();
  const deps: StockPageDeps = {
    id: '600519.SH',
    index: false,
    fetchDetail: () => {
      calls.detail++;
      return of(stockDetail({ quote: { ...stockDetail().quote, price: 10 + calls.detail } }));
    },
    fetchKline: (params) => {
      calls.kline.push(params);
      return klines;
    },
    fetchMinutes: (params): Observable<MinutesAnswer> => {
      calls.minutes.push(params);
      return of({ id: '600519.SH', days: [minuteDay('2026-11-20', 10, 5)] });
    },
    fetchCatalog: () => of(catalog()),
    saveCatalog: (entries) => {
      calls.saves.push(entries);
      return of(entries.map((e): CatalogEntry => ({ ...catalog().find((c) => c.key === e.key)!, visible: e.visible })));
    },
    fetchMembers: () => {
      calls.members++;
      return of({ total: 2, up: 1, down: 1, flat: 0, leaders: [rankItem('600000', 2)], laggards: [rankItem('600001', -2)] });
    },
    fetchPeers: () => {
      calls.peers++;
      return of({ industry: '食品饮料', industryId: '801120.SH', items: [rankItem('000858', 1)] });
    },
    refresh$: refresh,
    ...over,
  };
  const page = createStockPage(deps);
  let last!: StockPageState;
  const sub = page.state$.subscribe((s) => (last = s));
  return { page, calls, klines, refresh, last: () => last, stop: () => sub.unsubscribe() };
}

test('loads the detail, the 分时 tab, the catalogue and peers at once; no members for a stock', (t) => {
  const h = setup();
  t.after(h.stop);
  const s = h.last();
  assert.equal(s.detail.status, 'ready');
  assert.equal(s.detail.data?.quote.price, 11);
  assert.equal(s.view, 'ts1');
  assert.deepEqual(h.calls.minutes, [{ code: '600519.SH', days: 1 }]);
  assert.equal(s.chart.data?.kind, 'timeShare');
  assert.equal(s.catalog.data?.length, CATALOG_MODULES.length);
  assert.equal(s.peers.data?.industry, '食品饮料');
  assert.equal(h.calls.members, 0);
  assert.equal(s.members.status, 'idle');
});

test('refresh ticks reload the detail quietly (book and ticks), keeping it shown', (t) => {
  const h = setup();
  t.after(h.stop);
  h.refresh.next();
  assert.equal(h.last().detail.status, 'ready');
  assert.equal(h.last().detail.data?.quote.price, 12);
  assert.equal(h.calls.peers, 1, 'peers load once');
});

test('K-line tabs load with the 复权 choice; a new tab never shows the previous tab’s bars', (t) => {
  const h = setup();
  t.after(h.stop);
  h.page.selectView('week');
  assert.deepEqual(h.calls.kline.at(-1), { code: '600519.SH', period: 'week', count: STOCK_PAGE_BARS, adjust: 'forward' });
  assert.equal(h.last().chart.status, 'loading');
  assert.equal(h.last().chart.data, null);
  h.klines.next({ id: '600519.SH', period: 'week', adjust: 'forward', bars: [bar(1, 10), bar(2, 11)] });
  assert.deepEqual(h.last().chart.data, { kind: 'kline', period: 'week', bars: [bar(1, 10), bar(2, 11)] });
  assert.equal(h.last().chart.for, 'week:forward');
  h.page.selectAdjust('backward');
  assert.equal(h.calls.kline.at(-1)?.adjust, 'backward');
  assert.equal(h.last().adjust, 'backward');
  h.page.selectAdjust('backward');
  assert.equal(h.calls.kline.length, 2, 'the same choice does not reload');
  h.page.selectView('ts5');
  assert.deepEqual(h.calls.minutes.at(-1), { code: '600519.SH', days: 5 });
  h.page.selectIndicator('KDJ');
  assert.equal(h.last().indicator, 'KDJ');
});

test('a failed chart load is an error state with the message; other panels are unaffected', (t) => {
  const h = setup({ fetchKline: () => throwError(() => new ShapeError('datas.bars[0].h', 'a finite number')) });
  t.after(h.stop);
  h.page.selectView('day');
  assert.equal(h.last().chart.status, 'error');
  assert.equal(h.last().chart.error, '数据格式有误，暂时无法显示');
  assert.equal(h.last().detail.status, 'ready');
  h.page.selectView('ts1');
  assert.equal(h.last().chart.status, 'ready', 'the page stream survives the failure');
});

test('catalogue edit: draft, move, hide, save sends every key in order; cancel drops the draft', (t) => {
  const h = setup();
  t.after(h.stop);
  h.page.editCatalog();
  assert.equal(h.last().draft?.length, CATALOG_MODULES.length);
  h.page.moveCatalogEntry('events', 0);
  h.page.toggleCatalogEntry('reports');
  const draft = h.last().draft!;
  assert.equal(draft[0]!.key, 'events');
  assert.equal(h.last().catalog.data?.[0]!.key, 'pepChat', 'the shown catalogue is untouched while editing');
  h.page.saveCatalogEdit(draft);
  assert.equal(h.calls.saves.length, 1);
  assert.deepEqual(h.calls.saves[0]![0], { key: 'events', visible: true });
  assert.equal(h.calls.saves[0]!.find((e) => e.key === 'reports')?.visible, false);
  assert.equal(h.last().draft, null);
  assert.equal(h.last().catalog.data?.[0]!.key, 'events');
  assert.equal(h.last().saving, false);
  h.page.editCatalog();
  h.page.cancelCatalogEdit();
  assert.equal(h.last().draft, null);
});

test('a failed save keeps the draft open', (t) => {
  const h = setup({ saveCatalog: () => throwError(() => new Error('请先登录')) });
  t.after(h.stop);
  h.page.editCatalog();
  h.page.saveCatalogEdit(h.last().draft!);
  assert.notEqual(h.last().draft, null);
  assert.equal(h.last().saving, false);
});

test('index variant: members (refreshed) instead of peers; K-lines without adjust', (t) => {
  const h = setup({ id: '000001.SH', index: true });
  t.after(h.stop);
  assert.equal(h.last().members.data?.total, 2);
  assert.equal(h.calls.peers, 0);
  h.refresh.next();
  assert.equal(h.calls.members, 2);
  h.page.selectView('day');
  assert.equal(h.calls.kline.at(-1)?.adjust, undefined);
  assert.equal(chartKey('day', 'backward', true), 'day');
  assert.equal(chartKey('ts1', 'backward', false), 'ts1');
});

test('nothing is fetched before subscription', () => {
  let fetched = 0;
  const count = <T>(v: T) =>
    defer(() => {
      fetched++;
      return of(v);
    });
  createStockPage({
    id: '600519.SH',
    index: false,
    fetchDetail: () => count(stockDetail() as StockDetail),
    fetchKline: () => count({ id: '600519.SH', period: 'day', adjust: 'forward', bars: [] } as KlineAnswer),
    fetchMinutes: () => count({ id: '600519.SH', days: [] } as MinutesAnswer),
    fetchCatalog: () => count(catalog()),
    saveCatalog: () => count(catalog()),
    fetchMembers: () => count({ total: 0, up: 0, down: 0, flat: 0, leaders: [], laggards: [] }),
    fetchPeers: () => count({ industry: '', industryId: '801120.SH', items: [] }),
    refresh$: new Subject(),
  });
  // The calls are cold Observables: creating the page must not subscribe to any of them.
  assert.equal(fetched, 0);
});

test('funds have no industry: peers are not asked for; the detail is fetched once for both', (t) => {
  let details = 0;
  const h = setup({
    id: '510300.SH',
    fetchDetail: () =>
      defer(() => {
        details++;
        return of(stockDetail({ id: '510300.SH', kind: 'fund_onside', label: 'ETF', tick: 0.001 }));
      }),
  });
  t.after(h.stop);
  assert.equal(h.calls.peers, 0);
  assert.equal(h.last().peers.status, 'idle');
  assert.equal(details, 1);
});

test("an A-share stock's peers are asked beside its detail, not after it (the 同行业 panel no longer waits a round trip)", (t) => {
  const detail = new Subject<StockDetail>();
  const h = setup({ fetchDetail: () => detail });
  t.after(h.stop);
  assert.equal(h.calls.peers, 1, 'asked before the detail answered');
  assert.equal(h.last().peers.data?.industry, '食品饮料');
  detail.next(stockDetail());
  assert.equal(h.calls.peers, 1, 'once');
});

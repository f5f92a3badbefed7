import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  DATASET_PARSERS,
  ShapeError,
  parseBreadthAnswer,
  parseIndexBoardItems,
  parseKlineAnswer,
  parseMinutesAnswer,
  parseNewsFlashes,
  parseRankAnswer,
  parseSectorItems,
} from '../../../contracts/endpoints/market-data-parse';
import { parseCatalogEntries, parseIndexMembers, parseSameIndustryAnswer, parseStockDetail } from '../../../contracts/endpoints/details-parse';
import { DATASET_NAMES } from '../../../contracts/endpoints/market-data';
import { boardItem, catalog, minuteDay, rankItem, stockDetail } from '../../client/pages/stock/fixtures';

function throwsAt(fn: () => unknown, path: string): void {
  assert.throws(fn, (e: unknown) => e instanceof ShapeError && e.path === path, `expected a ShapeError at ${path}`);
}

test('well-formed answers parse to equal values', () => {
  const kline = { id: '600519.SH', period: 'day', adjust: 'forward', bars: [{ t: 1, o: 1, h: 2, l: 0.5, c: 1.5, v: 10, a: 15 }] };
  assert.deepEqual(parseKlineAnswer(kline), kline);
  const minutes = { id: '600519.SH', days: [minuteDay('2026-11-20', 10, 3)] };
  assert.deepEqual(parseMinutesAnswer(minutes), minutes);
  const rank = { total: 1, page: 1, pageSize: 20, items: [rankItem('600000', 1)] };
  assert.deepEqual(parseRankAnswer(rank), rank);
  const board = [boardItem('000001.SH', '上证指数', 0.3)];
  assert.deepEqual(parseIndexBoardItems(board), board);
  assert.deepEqual(parseStockDetail(stockDetail()), stockDetail());
  assert.deepEqual(parseCatalogEntries(catalog()), catalog());
  const members = { total: 2, up: 1, down: 1, flat: 0, leaders: [rankItem('600000', 2)], laggards: [] };
  assert.deepEqual(parseIndexMembers(members), members);
  const peers = { industry: '银行', industryId: '801780.SH', items: [] };
  assert.deepEqual(parseSameIndustryAnswer(peers), peers);
  const breadth = { up: 1, down: 2, flat: 3, limitUp: 0, limitDown: 0, suspended: 1, amount: 1e9, buckets: [{ label: '涨停', count: 0, trend: 'up' }] };
  assert.deepEqual(parseBreadthAnswer(breadth), breadth);
  const sectors = [
    {
      id: '801780.SH',
      code: '801780',
      name: '银行',
      price: 1,
      change: 0,
      pct: 0,
      amount: 1,
      up: 1,
      down: 0,
      flat: 0,
      leader: { id: '600036.SH', name: '招商银行', pct: 1 },
    },
  ];
  assert.deepEqual(parseSectorItems(sectors), sectors);
  const news = [{ id: 'a', ts: 1, title: '【模拟】t', content: 'c', codes: ['600519.SH'], level: 'important' }];
  assert.deepEqual(parseNewsFlashes(news), news);
});

test('row quote numbers may be null (not traded, suspended): parsed as NaN', () => {
  const row = parseRankAnswer({ total: 1, page: 1, pageSize: 1, items: [{ ...rankItem('600000', 1), price: null, pct: null, status: 'suspended' }] }).items[0]!;
  assert.ok(Number.isNaN(row.price) && Number.isNaN(row.pct));
  assert.equal(row.status, 'suspended');
});

test('malformed answers fail at the first bad field with its path', () => {
  throwsAt(
    () => parseKlineAnswer({ id: '600519.SH', period: 'day', adjust: 'forward', bars: [{ t: 1, o: 1, h: 'x', l: 1, c: 1, v: 1, a: 1 }] }),
    'datas.bars[0].h',
  );
  throwsAt(() => parseKlineAnswer({ id: '600519', period: 'day', adjust: 'forward', bars: [] }), 'datas.id');
  throwsAt(() => parseKlineAnswer({ id: '600519.SH', period: '2m', adjust: 'forward', bars: [] }), 'datas.period');
  throwsAt(() => parseRankAnswer({ total: 1, page: 1, pageSize: 1, items: [{ ...rankItem('600000', 1), kind: 'crypto' }] }), 'datas.items[0].kind');
  throwsAt(() => parseStockDetail({ ...stockDetail(), quote: { id: '600519.SH', price: 'a' } }), 'datas.quote');
  throwsAt(() => parseStockDetail({ ...stockDetail(), tick: 0 }), 'datas.tick');
  throwsAt(() => parseStockDetail({ ...stockDetail(), label: '美股' }), 'datas.label');
  throwsAt(() => parseCatalogEntries([...catalog(), catalog()[0]]), `datas[${catalog().length}].key`);
  throwsAt(() => parseCatalogEntries([{ ...catalog()[0], visible: 'yes' }]), 'datas[0].visible');
  throwsAt(() => parseNewsFlashes([{ id: 'a', ts: 1, title: 't', content: '', codes: ['bad'], level: 'normal' }]), 'datas[0].codes[0]');
  throwsAt(() => parseIndexBoardItems({}), 'datas');
  throwsAt(() => parseMinutesAnswer({ id: '600519.SH', days: [{ date: '2026-11-20', preClose: 10, points: null }] }), 'datas.days[0].points');
});

test('every dataset has a parser', () => {
  for (const name of DATASET_NAMES) assert.equal(typeof DATASET_PARSERS[name], 'function', name);
});

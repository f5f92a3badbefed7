import { test } from 'node:test';
import assert from 'node:assert/strict';
import { datasetQuery } from '../../../client/services/market-data';

test('dataset params flatten into getByconfig’s string query; undefined values are left out', () => {
  assert.deepEqual(datasetQuery('kline', { code: '600519.SH', period: 'day', count: 600, adjust: undefined }), {
    name: 'kline',
    code: '600519.SH',
    period: 'day',
    count: '600',
  });
  assert.deepEqual(datasetQuery('breadth', {}), { name: 'breadth' });
  assert.deepEqual(datasetQuery('rank', { sort: 'pct', order: 'asc', page: 2, pageSize: 50 }), {
    name: 'rank',
    sort: 'pct',
    order: 'asc',
    page: '2',
    pageSize: '50',
  });
});

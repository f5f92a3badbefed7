import { test } from 'node:test';
import assert from 'node:assert/strict';
import { columnChoiceProblem, readColumnChoice, shownColumns, TABLE_COLUMNS, HOLDING_COLUMN_IDS } from '../../contracts/table-columns';

test('each table offers its columns; holdings only in the watchlist; defaults are offered columns', () => {
  for (const t of ['watchlist', 'rank'] as const) {
    const available: readonly string[] = TABLE_COLUMNS[t].available;
    assert.equal(new Set(available).size, available.length);
    for (const d of TABLE_COLUMNS[t].defaults) assert.ok(available.includes(d), `${t} default ${d}`);
  }
  for (const h of HOLDING_COLUMN_IDS) {
    assert.ok((TABLE_COLUMNS.watchlist.available as readonly string[]).includes(h));
    assert.ok(!(TABLE_COLUMNS.rank.available as readonly string[]).includes(h));
  }
  for (const id of ['price', 'pct', 'volume', 'amount', 'turnover', 'volumeRatio', 'peTtm', 'pb', 'totalCap', 'floatCap', 'industry', 'dividendYield', 'pct60'])
    for (const t of ['watchlist', 'rank'] as const) assert.ok((TABLE_COLUMNS[t].available as readonly string[]).includes(id), `${t} offers ${id}`);
});

test('a choice is refused with a Chinese message naming the problem', () => {
  assert.equal(columnChoiceProblem('rank', ['price', 'peTtm']), null);
  assert.equal(columnChoiceProblem('rank', []), '请至少选择一列');
  assert.equal(columnChoiceProblem('rank', ['price', 'holdValue']), '未知的列：holdValue');
  assert.equal(columnChoiceProblem('watchlist', ['price', 'price']), '列重复：price');
  assert.equal(columnChoiceProblem('watchlist', [1]), '未知的列：1');
  assert.equal(columnChoiceProblem('rank', Array(40).fill('price')), `最多 ${TABLE_COLUMNS.rank.available.length} 列`);
});

test('a stored choice is read back with unknown and repeated ids dropped; nothing usable means the defaults', () => {
  assert.deepEqual(readColumnChoice('watchlist', ['holdPnl', 'retired', 'price', 'holdPnl']), ['holdPnl', 'price']);
  assert.equal(readColumnChoice('watchlist', ['retired']), undefined);
  assert.equal(readColumnChoice('rank', 'price'), undefined);
  assert.equal(readColumnChoice('rank', null), undefined);
  assert.equal(readColumnChoice('rank', ['holdPnl']), undefined, 'a watchlist-only column is not a rank column');
  assert.deepEqual(shownColumns('rank', null), [...TABLE_COLUMNS.rank.defaults]);
  assert.deepEqual(shownColumns('rank', []), [...TABLE_COLUMNS.rank.defaults]);
  assert.deepEqual(shownColumns('rank', ['pb']), ['pb']);
});

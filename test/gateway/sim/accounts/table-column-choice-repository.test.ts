import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SimError } from '../../../../gateway/sim/http/errors';
import { TableColumnChoiceRepository, TABLE_COLUMNS_SCHEMA } from '../../../../gateway/sim/accounts/table-column-choice-repository';
import { openStore } from '../../../../gateway/sim/open-store';
import { appliedSteps } from '../../../../gateway/sim/store/index';

function setup(t: { after(fn: () => void): void }) {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const policy = { ttlMs: 60_000, revokeOlderSessions: false };
  const user = store.signIns.byIdentity({ kind: 'phone', phone: '13800138000' }, 1_000, policy).userId;
  const other = store.signIns.byIdentity({ kind: 'phone', phone: '13900139000' }, 1_000, policy).userId;
  return { store, choices: new TableColumnChoiceRepository(store.db), user, other };
}

test('a choice per table round-trips in its order and is scoped to its user', (t) => {
  const { store, choices, user, other } = setup(t);
  assert.equal(appliedSteps(store.db, TABLE_COLUMNS_SCHEMA), 1);
  assert.deepEqual(choices.get(user), {});
  assert.deepEqual(choices.set(user, 'watchlist', ['holdPnl', 'price', 'peTtm'], 2_000), { watchlist: ['holdPnl', 'price', 'peTtm'] });
  assert.deepEqual(choices.set(user, 'rank', ['pct', 'industry'], 3_000), { watchlist: ['holdPnl', 'price', 'peTtm'], rank: ['pct', 'industry'] });
  assert.deepEqual(choices.set(user, 'rank', ['pb'], 4_000).rank, ['pb']);
  assert.deepEqual(choices.get(other), {});
});

test('a bad choice is refused with its message and changes nothing', (t) => {
  const { choices, user } = setup(t);
  choices.set(user, 'rank', ['pct'], 1);
  for (const [columns, message] of [
    [[], '请至少选择一列'],
    [['pct', 'pct'], '列重复：pct'],
    [['holdValue'], '未知的列：holdValue'],
  ] as const) {
    assert.throws(
      () => choices.set(user, 'rank', columns, 2),
      (e: unknown) => e instanceof SimError && e.message === message,
    );
  }
  assert.deepEqual(choices.get(user), { rank: ['pct'] });
});

test('bad stored state: a row that is not JSON, not a list, names no known column or an unknown table shows the defaults', (t) => {
  const { store, choices, user } = setup(t);
  const put = store.db.prepare('INSERT OR REPLACE INTO table_columns (user_id, table_key, columns, updated_at) VALUES (?, ?, ?, 0)');
  put.run(user, 'watchlist', '[not json');
  put.run(user, 'rank', '{"price":1}');
  put.run(user, 'elsewhere', '["price"]');
  assert.deepEqual(choices.get(user), {});
  put.run(user, 'rank', '["retired","pb","pb","price"]');
  assert.deepEqual(choices.get(user), { rank: ['pb', 'price'] }, 'unknown and repeated ids dropped');
  put.run(user, 'watchlist', '["retired"]');
  assert.deepEqual(choices.get(user), { rank: ['pb', 'price'] });
});

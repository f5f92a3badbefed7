import { test } from 'node:test';
import assert from 'node:assert/strict';
import { beijingDayStart } from '../../../../gateway/sim/accounts/unlock-repository';
import { openStore } from '../../../../gateway/sim/open-store';

test('the Beijing day starts at 16:00 UTC', () => {
  assert.equal(beijingDayStart(Date.UTC(2026, 0, 5, 15, 59)), Date.UTC(2026, 0, 4, 16, 0));
  assert.equal(beijingDayStart(Date.UTC(2026, 0, 5, 16, 0)), Date.UTC(2026, 0, 5, 16, 0));
});

test('free unlocks reset at Beijing midnight', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const id = store.users.findOrCreate({ kind: 'phone', phone: '13800138000' }, 0).user.id;
  const evening = Date.UTC(2026, 0, 5, 15, 0); // 23:00 Beijing
  for (const code of ['600519.SH', '000001.SZ', '300750.SZ']) store.unlocks.unlock(id, code, false, evening);
  assert.throws(() => store.unlocks.unlock(id, '00700.HK', false, evening + 30 * 60_000), /已用完/);
  assert.equal(store.unlocks.unlock(id, '00700.HK', false, evening + 60 * 60_000), 2);
  assert.equal(store.unlocks.unlock(id, '000001.SH', true, evening + 60 * 60_000), null);
});

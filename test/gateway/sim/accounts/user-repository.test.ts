import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DAY_MS } from '../../../../contracts/membership';
import { openStore } from '../../../../gateway/sim/open-store';
import { defaultNickName } from '../../../../gateway/sim/accounts/user-repository';
import { effectiveVip } from '../../../../contracts/membership';

test('new accounts: trial for 7 days, nickname from the identity, a 全部 group', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const { user, created } = store.users.findOrCreate({ kind: 'phone', phone: '13812345678' }, 1_000);
  assert.equal(created, true);
  assert.deepEqual([user.vipType, user.vipTime, user.nickName, user.portrait], [1, 1_000 + 7 * DAY_MS, '股友5678', '']);
  assert.equal(store.groups.list(user.id)[0]!.name, '全部');
  assert.equal(store.users.findOrCreate({ kind: 'phone', phone: '13812345678' }, 2_000).created, false);
});

test('effectiveVip: lapsed trial and paid tiers read as none; lifetime has no expiry', () => {
  assert.deepEqual(effectiveVip({ vipType: 1, vipTime: 10 }, 9), { vipType: 1, vipTime: 10 });
  assert.deepEqual(effectiveVip({ vipType: 1, vipTime: 10 }, 10), { vipType: 0, vipTime: 0 });
  assert.deepEqual(effectiveVip({ vipType: 2, vipTime: 10 }, 11), { vipType: 0, vipTime: 0 });
  assert.deepEqual(effectiveVip({ vipType: 3, vipTime: 10 }, 11), { vipType: 3, vipTime: 0 });
  assert.deepEqual(effectiveVip({ vipType: 0, vipTime: 99 }, 1), { vipType: 0, vipTime: 0 });
});

test('defaultNickName', () => {
  assert.equal(defaultNickName({ kind: 'phone', phone: '13800001234' }), '股友1234');
  assert.equal(defaultNickName({ kind: 'wx', openid: 'sim-wx-demo' }), '微信用户demo');
});

test('the stored tier is range-checked by the database', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const id = store.users.findOrCreate({ kind: 'phone', phone: '13800138000' }, 0).user.id;
  assert.throws(() => store.db.prepare('UPDATE users SET vip_type = 9 WHERE id = ?').run(id), /CHECK constraint/);
});

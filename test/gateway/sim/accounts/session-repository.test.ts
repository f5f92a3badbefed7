import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openStore } from '../../../../gateway/sim/open-store';

function setup(t: { after: (fn: () => void) => void }) {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const userId = store.users.findOrCreate({ kind: 'phone', phone: '13800138000' }, 0).user.id;
  return { store, userId };
}

test('check: ok until expiry, then expired; malformed and unknown tokens are invalid', (t) => {
  const { store, userId } = setup(t);
  const s = store.sessions.create(userId, 1_000, 500);
  assert.equal(s.token.length, 43);
  assert.equal(store.sessions.check(s.token, 1_499).status, 'ok');
  assert.equal(store.sessions.check(s.token, 1_500).status, 'expired');
  for (const bad of [undefined, '', 'short', `${s.token}x`, s.token.replace(/.$/, '!'), 'A'.repeat(43)]) {
    assert.equal(store.sessions.check(bad, 1_000).status, 'invalid', String(bad));
  }
});

test('revokeOthers keeps the given session and other accounts', (t) => {
  const { store, userId } = setup(t);
  const other = store.users.findOrCreate({ kind: 'phone', phone: '13900139000' }, 0).user.id;
  const a = store.sessions.create(userId, 0, 10_000);
  const b = store.sessions.create(userId, 0, 10_000);
  const c = store.sessions.create(other, 0, 10_000);
  assert.equal(store.sessions.revokeOthers(userId, b.sessionId, 1), 1);
  assert.equal(store.sessions.check(a.token, 2).status, 'revoked');
  assert.equal(store.sessions.check(b.token, 2).status, 'ok');
  assert.equal(store.sessions.check(c.token, 2).status, 'ok');
  // Revoked wins over expired: "signed in elsewhere" is the more useful message.
  assert.equal(store.sessions.check(a.token, 20_000).status, 'revoked');
});

test('long-expired sessions are purged when new ones are created', (t) => {
  const { store, userId } = setup(t);
  const old = store.sessions.create(userId, 0, 1);
  const month = 30 * 86_400_000;
  store.sessions.create(userId, month + 10, 1_000);
  assert.equal(store.sessions.check(old.token, month + 10).status, 'invalid');
});

test('sign-in is one transaction: account, 全部 group and session together', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const policy = { ttlMs: 1_000, revokeOlderSessions: true };
  const first = store.signIns.byIdentity({ kind: 'wx', openid: 'abc' }, 5, policy);
  assert.equal(first.created, true);
  assert.deepEqual(
    store.groups.list(first.userId).map((g) => g.name),
    ['全部'],
  );
  const second = store.signIns.byIdentity({ kind: 'wx', openid: 'abc' }, 6, policy);
  assert.deepEqual([second.created, second.userId], [false, first.userId]);
  assert.equal(store.sessions.check(first.token, 7).status, 'revoked');
  assert.equal(store.groups.list(first.userId).length, 1);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { WX_TICKET_TTL_MS } from '../../../../contracts/endpoints/login';
import { openStore } from '../../../../gateway/sim/open-store';

const policy = { ttlMs: 60_000, revokeOlderSessions: true };

test('a ticket goes pending → confirmed → exchanged once', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const { ticket, issuedAt, expiresAt } = store.wxTickets.issue(100);
  assert.equal(expiresAt, 100 + WX_TICKET_TTL_MS);
  assert.deepEqual(store.signIns.byTicket(ticket, issuedAt, 101, policy), { status: 'pending' });
  assert.equal(store.signIns.confirmTicket(ticket, { kind: 'wx', openid: 'p1' }, 102), 'ok');
  const done = store.signIns.byTicket(ticket, issuedAt, 103, policy);
  assert.equal(done.status, 'signed-in');
  assert.deepEqual(store.signIns.byTicket(ticket, issuedAt, 104, policy), { status: 'unknown' });
  assert.equal(store.signIns.confirmTicket(ticket, { kind: 'wx', openid: 'p1' }, 105), 'unknown');
});

test('the last confirmation wins; the wrong issue time reads as unknown', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const { ticket, issuedAt } = store.wxTickets.issue(0);
  store.signIns.confirmTicket(ticket, { kind: 'wx', openid: 'first' }, 1);
  store.signIns.confirmTicket(ticket, { kind: 'wx', openid: 'second' }, 2);
  assert.deepEqual(store.signIns.byTicket(ticket, issuedAt + 1, 3, policy), { status: 'unknown' });
  const done = store.signIns.byTicket(ticket, issuedAt, 3, policy);
  assert.equal(done.status, 'signed-in');
  if (done.status !== 'signed-in') return;
  assert.equal(done.signIn.userId, store.users.find({ kind: 'wx', openid: 'second' })!.id);
});

test('expired tickets: confirming creates no account', (t) => {
  const store = openStore(':memory:');
  t.after(() => store.close());
  const { ticket, issuedAt } = store.wxTickets.issue(0);
  assert.equal(store.signIns.confirmTicket(ticket, { kind: 'wx', openid: 'late' }, WX_TICKET_TTL_MS), 'expired');
  assert.equal(store.users.find({ kind: 'wx', openid: 'late' }), undefined);
  assert.deepEqual(store.signIns.byTicket(ticket, issuedAt, WX_TICKET_TTL_MS, policy), { status: 'expired' });
  assert.equal(store.wxTickets.peek(ticket, WX_TICKET_TTL_MS), 'expired');
  assert.equal(store.wxTickets.peek('nope', 0), 'unknown');
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Admission } from '../../../../gateway/sim/http/admission';

const limits = { running: 2, queued: 2, perToken: 1, perIp: 3 };

test('two run, two wait, the next is refused at once; a release lets the first waiter in', async () => {
  const a = new Admission(limits);
  const never = new AbortController().signal;
  const grants = ['u1', 'u2', 'u3', 'u4'].map((u, i) => a.admit(u, `10.0.0.${i}`, never));
  assert.ok(grants.every((g) => g.ok));
  assert.deepEqual(a.load, { running: 2, queued: 2 });
  assert.deepEqual(a.admit('u5', '10.0.0.9', never), { ok: false, refusal: 'queue-full' });
  const r1 = await (grants[0] as { slot: Promise<() => void> }).slot;
  let third: (() => void) | null = null;
  void (grants[2] as { slot: Promise<(() => void) | null> }).slot.then((r) => (third = r));
  await Promise.resolve();
  assert.equal(third, null, 'still waiting');
  r1();
  r1(); // a second release changes nothing
  await new Promise((r) => setImmediate(r));
  assert.equal(typeof third, 'function');
  assert.deepEqual(a.load, { running: 2, queued: 1 });
});

test('one build per session, a few per IP: the same caller is refused while it holds its share', async () => {
  const a = new Admission(limits);
  const s = new AbortController().signal;
  const first = a.admit('u1', '1.1.1.1', s);
  assert.ok(first.ok);
  assert.deepEqual(a.admit('u1', '2.2.2.2', s), { ok: false, refusal: 'caller-busy' }, 'same token');
  assert.ok(a.admit('u2', '1.1.1.1', s).ok);
  assert.ok(a.admit('u3', '1.1.1.1', s).ok);
  assert.deepEqual(a.admit('u4', '1.1.1.1', s), { ok: false, refusal: 'caller-busy' }, 'same IP over its share');
  (await (first as { slot: Promise<() => void> }).slot)();
  assert.ok(a.admit('u1', '3.3.3.3', s).ok, 'free again once released');
});

test('a queued call whose client left is dropped: it never gets a slot and frees its place', async () => {
  const a = new Admission(limits);
  const s = new AbortController().signal;
  a.admit('u1', 'a', s);
  a.admit('u2', 'b', s);
  const leaving = new AbortController();
  const q = a.admit('u3', 'c', leaving.signal);
  assert.ok(q.ok);
  leaving.abort();
  assert.equal(await q.slot, null);
  assert.equal(a.dropped, 1);
  assert.deepEqual(a.load, { running: 2, queued: 0 });
  assert.ok(a.admit('u3', 'c', s).ok, 'the caller may ask again');
  const gone = new AbortController();
  gone.abort();
  const late = a.admit('u9', 'z', gone.signal);
  assert.ok(late.ok);
  assert.equal(await late.slot, null, 'already gone: dropped at once');
});

test('limits are validated', () => {
  assert.throws(() => new Admission({ ...limits, running: 0 }), /running/);
  assert.throws(() => new Admission({ ...limits, perIp: 1.5 }), /perIp/);
});

import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type CachePolicy, type Loaded, MicroCache } from '../../../../gateway/edge/cache/micro-cache';

const POLICY: CachePolicy = { ttlMs: 1000, staleWhileRevalidateMs: 2000, staleIfErrorMs: 10_000 };

function setup(maxBytes = 1 << 20) {
  let t = 0;
  const cache = new MicroCache({ maxBytes, now: () => t });
  let calls = 0;
  let fail = false;
  let release: (() => void) | null = null;
  const load =
    (body = 'x', gate = false) =>
    async (): Promise<Loaded> => {
      calls++;
      if (gate) await new Promise<void>((r) => (release = r));
      if (fail) throw new Error('upstream down');
      return { answer: { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(`${body}${calls}`) }, cacheable: true };
    };
  return {
    cache,
    load,
    advance: (ms: number) => (t += ms),
    calls: () => calls,
    setFail: (v: boolean) => (fail = v),
    release: () => release?.(),
  };
}

test('a fresh answer is served from the cache; one upstream call per key per TTL', async () => {
  const s = setup();
  const a = await s.cache.get('k', POLICY, s.load());
  assert.equal(a.outcome, 'miss');
  const b = await s.cache.get('k', POLICY, s.load());
  assert.equal(b.outcome, 'hit');
  assert.equal(b.answer.body.toString(), 'x1');
  assert.equal(b.etag, a.etag);
  assert.equal(s.calls(), 1);
});

test('1,000 concurrent misses for one key make exactly one upstream call and share its answer', async () => {
  const s = setup();
  const all = Array.from({ length: 1000 }, () => s.cache.get('k', POLICY, s.load('x', true)));
  await new Promise((r) => setImmediate(r));
  s.release();
  const results = await Promise.all(all);
  assert.equal(s.calls(), 1);
  assert.equal(results.filter((r) => r.outcome === 'miss').length, 1);
  assert.equal(results.filter((r) => r.outcome === 'coalesced').length, 999);
  assert.ok(results.every((r) => r.answer.body.toString() === 'x1'));
  assert.equal(s.cache.stats.coalesced, 999);
});

test('stale-while-revalidate: past the TTL the old answer is served at once and one call refreshes it', async () => {
  const s = setup();
  await s.cache.get('k', POLICY, s.load());
  s.advance(1500);
  const stale = await s.cache.get('k', POLICY, s.load());
  assert.equal(stale.outcome, 'stale');
  assert.equal(stale.answer.body.toString(), 'x1');
  assert.equal(stale.maxAgeSeconds, 0);
  await new Promise((r) => setImmediate(r));
  const fresh = await s.cache.get('k', POLICY, s.load());
  assert.equal(fresh.outcome, 'hit');
  assert.equal(fresh.answer.body.toString(), 'x2');
  assert.equal(s.calls(), 2);
});

test('stale-if-error: an upstream failure serves the last good answer inside its window, and fails after it', async () => {
  const s = setup();
  await s.cache.get('k', POLICY, s.load());
  s.setFail(true);
  s.advance(5000);
  const r = await s.cache.get('k', POLICY, s.load());
  assert.equal(r.outcome, 'stale-error');
  assert.equal(r.answer.body.toString(), 'x1');
  s.advance(20_000);
  await assert.rejects(s.cache.get('k', POLICY, s.load()), /upstream down/);
});

test('an uncacheable answer reaches its callers but is never stored', async () => {
  const s = setup();
  const load = async (): Promise<Loaded> => ({
    answer: { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from('private') },
    cacheable: false,
  });
  assert.equal((await s.cache.get('k', POLICY, load)).outcome, 'bypass');
  assert.equal((await s.cache.get('k', POLICY, load)).outcome, 'bypass');
  assert.equal(s.cache.size, 0);
});

test('the byte bound holds: least recently used keys are evicted', async () => {
  const s = setup(10_000);
  const big = (n: number) => async (): Promise<Loaded> => ({
    answer: { status: 200, headers: { 'content-type': 'application/json' }, body: Buffer.alloc(2000, n) },
    cacheable: true,
  });
  for (let i = 0; i < 20; i++) await s.cache.get(`k${i}`, POLICY, big(i));
  assert.ok(s.cache.bytes <= 10_000, `held ${s.cache.bytes}`);
  assert.equal((await s.cache.get('k19', POLICY, big(19))).outcome, 'hit');
  assert.equal((await s.cache.get('k0', POLICY, big(0))).outcome, 'miss');
});

test('bad options fail at construction', () => {
  assert.throws(() => new MicroCache({ maxBytes: 0 }), /maxBytes/);
});

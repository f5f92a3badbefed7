// Issue 11 finding 6: analytics events are bounded by count per user and by age.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ANALYTICS_RETENTION_DEFAULTS } from '../../../../gateway/sim/accounts/analytics-event-repository';
import { openStore } from '../../../../gateway/sim/open-store';

const PAIRS = [{ name: 'page', value: 'x'.repeat(8000) }];
const DAY = 86_400_000;

function count(store: ReturnType<typeof openStore>): number {
  return (store.db.prepare('SELECT COUNT(*) AS n FROM analytics_events').get() as { n: number }).n;
}

test('per user, only the newest maxPerUser events are kept; other users are untouched', (t) => {
  const store = openStore(':memory:', { analytics: { maxAgeMs: 365 * DAY, maxPerUser: 3 } });
  t.after(() => store.close());
  const a = store.users.findOrCreate({ kind: 'phone', phone: '13800000001' }, 0).user.id;
  const b = store.users.findOrCreate({ kind: 'phone', phone: '13800000002' }, 0).user.id;
  store.analytics.save(b, 'b0', PAIRS, 0);
  for (let i = 0; i < 10; i++) store.analytics.save(a, `a${i}`, PAIRS, i);
  assert.deepEqual(
    store.analytics.recent(a).map((e) => e.eventName),
    ['a9', 'a8', 'a7'],
  );
  assert.deepEqual(
    store.analytics.recent(b).map((e) => e.eventName),
    ['b0'],
  );
  assert.equal(count(store), 4);
});

test('events older than maxAgeMs are deleted as new ones arrive', (t) => {
  const store = openStore(':memory:', { analytics: { maxAgeMs: 2 * DAY, maxPerUser: 1000 } });
  t.after(() => store.close());
  const a = store.users.findOrCreate({ kind: 'phone', phone: '13800000003' }, 0).user.id;
  for (let i = 0; i < 5; i++) store.analytics.save(a, `old${i}`, PAIRS, i * 1000);
  store.analytics.save(a, 'day1', PAIRS, DAY);
  assert.equal(count(store), 6, 'within the age bound nothing is dropped');
  store.analytics.save(a, 'day3', PAIRS, 3 * DAY);
  assert.deepEqual(
    store.analytics.recent(a).map((e) => e.eventName),
    ['day3', 'day1'],
  );
});

test('defaults are bounded too (7 days, 1000 per user)', () => {
  assert.equal(ANALYTICS_RETENTION_DEFAULTS.maxAgeMs, 7 * DAY);
  assert.equal(ANALYTICS_RETENTION_DEFAULTS.maxPerUser, 1000);
  assert.throws(() => openStore(':memory:', { analytics: { maxAgeMs: 0, maxPerUser: 1 } }));
});

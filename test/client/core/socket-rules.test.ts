import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { nextHostIndex, reconnectDelay, resolveSocketHosts } from '../../../client/core/socket-rules';

test('host rotation wraps over the hosts', () => {
  assert.deepEqual(
    [0, 1, 2, 3, 4].map((i) => nextHostIndex(i, 5)),
    [1, 2, 3, 4, 0],
  );
  assert.equal(nextHostIndex(0, 1), 0);
});

test('reconnect delay is always within 2–10 s, grows with attempts and jitters', () => {
  fc.assert(
    fc.property(fc.nat(50), fc.double({ min: 0, max: 0.999999, noNaN: true }), (attempt, r) => {
      const d = reconnectDelay(attempt, r);
      return d >= 2_000 && d <= 10_000;
    }),
  );
  assert.equal(reconnectDelay(0, 0), 2_000);
  assert.equal(reconnectDelay(0, 0.999999), 4_000);
  assert.equal(reconnectDelay(1, 0.999999), 8_000);
  assert.equal(reconnectDelay(5, 0.999999), 10_000);
  assert.notEqual(reconnectDelay(3, 0.1), reconnectDelay(3, 0.9));
});

test('hosts default to 5 × the gateway /ws; configured lists resolve paths and drop junk', () => {
  const origin = { protocol: 'https:', host: 'zhigu.example:8443' };
  assert.deepEqual(resolveSocketHosts(null, origin), Array(5).fill('wss://zhigu.example:8443/ws'));
  assert.deepEqual(resolveSocketHosts('ws://127.0.0.1:1/ws, /ws ,javascript:alert(1),//evil', { protocol: 'http:', host: 'h:80' }), [
    'ws://127.0.0.1:1/ws',
    'ws://h:80/ws',
  ]);
  assert.equal(resolveSocketHosts('/a,/b,/c,/d,/e,/f', origin).length, 5);
});

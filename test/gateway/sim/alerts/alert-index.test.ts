/**
 * The alert index: each kind fires once per crossing, for its own user only; pause silences,
 * a cool-down swallows a quick re-crossing, a move back re-arms; limit alerts fire on reaching or
 * leaving the limit only; removal stops an alert.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AlertRule } from '../../../../contracts/alerts';
import { alertText } from '../../../../contracts/alerts';
import { AlertIndex, type AlertTick } from '../../../../gateway/sim/alerts/alert-index';

const CODE = '600519.SH';
const rule = (id: number, kind: AlertRule['kind'], threshold?: number, extra: Partial<AlertRule> = {}): AlertRule => ({
  id,
  code: CODE,
  kind,
  ...(threshold === undefined ? {} : { threshold }),
  paused: false,
  cooldownMs: 0,
  ...extra,
});
let ts = 0;
const tick = (price: number, extra: Partial<AlertTick> = {}): AlertTick => ({
  code: CODE,
  price,
  pct: ((price - 100) / 100) * 100,
  limitUp: 110,
  limitDown: 90,
  ts: (ts += 1000),
  ...extra,
});
const fired = (ix: AlertIndex, t: AlertTick) => ix.tick(t).map((f) => `${f.uid}:${f.rule.id}`);

test('price ≥ fires once per crossing for its user, re-arms after a move back; another user’s alert is its own', () => {
  const ix = new AlertIndex();
  ix.put(1, rule(10, 'priceAbove', 101));
  ix.put(2, rule(20, 'priceAbove', 105));
  assert.deepEqual(fired(ix, tick(100)), []);
  assert.deepEqual(fired(ix, tick(101.5)), ['1:10']);
  assert.deepEqual(fired(ix, tick(102)), [], 'once per crossing');
  assert.deepEqual(fired(ix, tick(100.5)), [], 'moving back re-arms quietly');
  assert.deepEqual(fired(ix, tick(101)), ['1:10']);
  assert.deepEqual(fired(ix, tick(106)), ['2:20']);
});

test('涨跌幅 ≤, pause and cool-down', () => {
  const ix = new AlertIndex();
  ix.put(1, rule(1, 'pctBelow', -3, { cooldownMs: 10_000 }));
  ix.put(1, rule(2, 'pctBelow', -3, { paused: true }));
  assert.deepEqual(fired(ix, tick(100)), []);
  assert.deepEqual(fired(ix, tick(96.9)), ['1:1'], 'the paused one stays quiet');
  fired(ix, tick(99));
  assert.deepEqual(fired(ix, tick(96)), [], 'inside the cool-down a new crossing is swallowed');
  fired(ix, tick(99, { ts: (ts += 20_000) }));
  assert.deepEqual(fired(ix, tick(96)), ['1:1'], 'after it, it fires again');
  ix.setPaused(2, false);
  fired(ix, tick(99));
  assert.deepEqual(fired(ix, tick(96)).sort(), ['1:2'], 'resumed; the first is cooling down');
  ix.remove(2);
  fired(ix, tick(99, { ts: (ts += 20_000) }));
  assert.deepEqual(fired(ix, tick(96)), ['1:1'], 'removed alerts never fire');
  assert.equal(ix.size, 1);
});

test('涨停 / 打开涨停 / 跌停 fire on reaching or leaving the limit, not while already there', () => {
  const ix = new AlertIndex();
  ix.put(1, rule(1, 'limitUp'));
  ix.put(1, rule(2, 'limitOpen'));
  ix.put(2, rule(3, 'limitDown'));
  assert.deepEqual(fired(ix, tick(110)), [], 'the first tick only learns the state');
  assert.deepEqual(fired(ix, tick(109.9)), ['1:2']);
  assert.deepEqual(fired(ix, tick(110)), ['1:1']);
  assert.deepEqual(fired(ix, tick(110)), []);
  assert.deepEqual(fired(ix, tick(90)), ['1:2', '2:3']);
});

test('放量: today’s pace against the 5-day average crosses X', () => {
  const ix = new AlertIndex();
  ix.put(1, rule(1, 'volumeSurge', 2));
  assert.deepEqual(fired(ix, tick(100, { volumePace: 1.2 })), []);
  assert.deepEqual(fired(ix, tick(100)), [], 'an unknown pace changes nothing');
  assert.deepEqual(fired(ix, tick(100, { volumePace: 2.3 })), ['1:1']);
});

test('the notification text is Chinese with the live price', () => {
  assert.equal(alertText('贵州茅台', 'priceAbove', 1700, 1701.5), '贵州茅台 价格涨到 1700.00，现价 1701.50');
  assert.equal(alertText('平安银行', 'pctBelow', -3, 10.6), '平安银行 跌幅达到 3.00%，现价 10.60');
  assert.equal(alertText('中际旭创', 'limitOpen', undefined, 120), '中际旭创 打开涨停，现价 120.00');
});

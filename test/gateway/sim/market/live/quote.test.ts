import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseQuote } from '../../../../../contracts/ws-protocol';
import { toWireQuote } from '../../../../../gateway/sim/market/live/quote';
import type { Snapshot } from '../../../../../gateway/sim/market/types';

const snapshot: Snapshot = {
  id: '600519.SH',
  ts: 1795141800000,
  status: 'trading',
  phase: 'continuous',
  price: 16.5,
  preClose: 16.78,
  open: 16.84,
  high: 16.87,
  low: 16.46,
  volume: 7705500,
  amount: 129564842.4040752,
  change: -0.28000000000000114,
  pct: -1.668653158522048,
  amplitude: 2.4433849821215733,
  turnover: 0.6135,
  speed: -0.66,
  volumeRatio: 1.12,
  limitUp: 18.46,
  limitDown: 15.1,
  exDate: false,
  totalShares: 4e9,
  floatShares: 3e9,
};

test('wire quotes round to the tick and to two-decimal percentages', () => {
  const q = toWireQuote(snapshot, 'capital');
  assert.deepEqual(q, {
    id: '600519.SH',
    price: 16.5,
    change: -0.28,
    pct: -1.67,
    volume: 7705500,
    amount: 129564842.4,
    ts: 1795141800000,
    preClose: 16.78,
    amplitude: 2.44,
    speed: -0.66,
    status: 'trading',
    open: 16.84,
    high: 16.87,
    low: 16.46,
    turnover: 0.61,
    limitUp: 18.46,
    limitDown: 15.1,
  });
  assert.equal(typeof parseQuote(q), 'object');
});

test('before the open and for indexes the optional fields are left out', () => {
  const q = toWireQuote({ ...snapshot, open: null, high: null, low: null, turnover: null, limitUp: null, limitDown: null, price: 3210.1234 }, 'index_hs');
  assert.equal(q.price, 3210.123);
  for (const k of ['open', 'high', 'low', 'turnover', 'limitUp', 'limitDown']) assert.ok(!(k in q), k);
  assert.equal(typeof parseQuote(q), 'object');
});

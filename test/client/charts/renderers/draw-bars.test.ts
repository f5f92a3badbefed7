import { test } from 'node:test';
import assert from 'node:assert/strict';
import { bodyWidth, drawCandles, drawColumns } from '../../../../client/charts/renderers/draw-bars';
import type { Candle } from '../../../../client/charts/views/display-list';
import { recordingTarget } from '../fake-context';

const candles = (n: number): Candle[] =>
  Array.from({ length: n }, (_, i) => ({ x: 5 + i * 10, open: 40, high: 20, low: 80, close: 60, color: i % 2 ? 'green' : 'red' }));

test('N candles cost 2N fillRects (wick + body), each in its own colour', () => {
  const { ctx, target } = recordingTarget(200, 100);
  drawCandles(target, { kind: 'candles', style: 'candle', spacing: 10, candles: candles(12) });
  const rects = ctx.named('fillRect');
  assert.equal(rects.length, 24);
  // first candle: wick at x=5 from high 20 to low 80; body 7 px wide from open 40 to close 60
  assert.deepEqual(rects[0]!.args, [5, 20, 1, 60]);
  assert.deepEqual(rects[1]!.args, [2, 40, 7, 20]);
  assert.equal(rects[0]!.fill, 'red');
  assert.equal(rects[2]!.fill, 'green');
});

test('too dense for bodies: wicks only', () => {
  const { ctx, target } = recordingTarget(200, 100);
  drawCandles(target, { kind: 'candles', style: 'candle', spacing: 1.2, candles: candles(30) });
  assert.equal(ctx.named('fillRect').length, 30);
});

test('OHLC bars draw wick, open tick and close tick', () => {
  const { ctx, target } = recordingTarget(200, 100);
  drawCandles(target, { kind: 'candles', style: 'ohlc', spacing: 10, candles: candles(3) });
  assert.equal(ctx.named('fillRect').length, 9);
});

test('bitmap coordinates scale with the pixel ratio', () => {
  const { ctx, target } = recordingTarget(200, 100, 2);
  drawCandles(target, { kind: 'candles', style: 'candle', spacing: 10, candles: candles(1) });
  const [wick, body] = ctx.named('fillRect');
  assert.deepEqual(wick!.args, [9, 40, 2, 120]);
  assert.equal(body!.args[2], 14);
  assert.deepEqual(ctx.named('setTransform')[0]!.args, [1, 0, 0, 1, 0, 0]);
});

test('a flat candle still gets a one-pixel body', () => {
  const { ctx, target } = recordingTarget(200, 100);
  drawCandles(target, { kind: 'candles', style: 'candle', spacing: 10, candles: [{ x: 5, open: 50, high: 40, low: 60, close: 50, color: 'grey' }] });
  assert.equal(ctx.named('fillRect')[1]!.args[3], 1);
});

test('body width is odd-adjusted so the wick sits in the middle', () => {
  assert.equal(bodyWidth(10, 1, 1), 7);
  assert.equal(bodyWidth(9, 1, 1), 5, '6 − 1 is odd → 5');
  assert.equal(bodyWidth(10, 2, 2), 14);
});

test('columns: one fillRect each, from base to value, at least one pixel', () => {
  const { ctx, target } = recordingTarget(200, 100);
  drawColumns(target, {
    kind: 'columns',
    spacing: 10,
    widthRatio: 0.7,
    columns: [
      { x: 5, base: 100, value: 60, color: 'red' },
      { x: 15, base: 100, value: 100, color: 'green' },
    ],
  });
  const rects = ctx.named('fillRect');
  assert.deepEqual(
    rects.map((r) => r.args),
    [
      [2, 60, 7, 40],
      [12, 100, 7, 1],
    ],
  );
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KLineModel } from '../../../../client/charts/model/kline-model';
import { Invalidation } from '../../../../client/charts/model/invalidation';
import { dailyBars } from '../fixtures';

/** 200 bars on an 800 × 600 chart (plot 740 px wide at 12 px font), 10 px per bar → 74 bars in view. */
function model(count = 200): KLineModel {
  const m = new KLineModel({ timeScale: { barSpacing: 10 } });
  m.setSize(800, 600, 12);
  m.setData(dailyBars(count));
  return m;
}

test('setData shows the newest bars and validates its input', () => {
  const m = model();
  assert.equal(m.layout.plotWidth, 740);
  assert.deepEqual(m.visibleRange(), { from: 126, to: 199 });
  const bad = dailyBars(3);
  bad[2] = { ...bad[2]!, t: bad[1]!.t };
  assert.throws(() => m.setData(bad), /bars\[2\]\.t must be after/);
  assert.throws(() => m.setData([{ t: 0, o: 1, h: 0.5, l: 0.4, c: 1, v: 0 }]), /low\/high must enclose/);
});

test('zoomSteps zooms around the right edge by 1.25 per step; panPixels scrolls', () => {
  const m = model();
  assert.equal(m.zoomSteps(1), Invalidation.light);
  assert.equal(m.timeScale.barSpacing, 12.5);
  assert.equal(m.visibleRange()!.to, 199);
  assert.equal(m.visibleRange()!.from, 140); // 740 / 12.5 = 59.2 bars
  m.panPixels(125); // 10 bars back
  assert.deepEqual(m.visibleRange(), { from: 130, to: 189 });
  m.scrollBars(3);
  assert.deepEqual(m.visibleRange(), { from: 133, to: 192 });
});

test('the pointer crosshair snaps to the nearest bar and re-snaps after a zoom', () => {
  const m = model();
  const x199 = m.timeScale.indexToX(199); // 735
  assert.equal(m.pointerMove(x199 - 4, 100), Invalidation.cursor);
  assert.equal(m.crosshair.index, 199);
  assert.equal(m.pointerMove(x199 - 6, 100), Invalidation.cursor);
  assert.equal(m.crosshair.index, 198);
  assert.equal(m.pointerMove(x199 - 6, 100), Invalidation.none, 'same position: nothing to redraw');
  m.zoom(2, 0);
  assert.equal(m.crosshair.index, Math.round(m.timeScale.xToIndex(x199 - 6)));
  assert.equal(m.pointerMove(790, 100), Invalidation.cursor, 'over the price axis hides it');
  assert.equal(m.crosshair.visible, false);
});

test('←/→ show the crosshair on the newest visible bar, step, and scroll at the edges; Esc hides', () => {
  const m = model();
  m.moveCrosshair(-1);
  assert.deepEqual(m.crosshair, { visible: true, index: 199, x: null, y: null });
  m.moveCrosshair(1);
  assert.equal(m.crosshair.index, 199, 'clamped at the newest bar');
  for (let i = 0; i < 73; i++) m.moveCrosshair(-1);
  assert.equal(m.crosshair.index, 126);
  assert.deepEqual(m.visibleRange(), { from: 126, to: 199 }, 'still in view: no scroll');
  assert.equal(m.moveCrosshair(-1), Invalidation.light, 'leaving the view scrolls');
  assert.equal(m.crosshair.index, 125);
  assert.equal(m.visibleRange()!.from, 125);
  assert.equal(m.crosshairBar, m.bars[125]);
  assert.equal(m.hideCrosshair(), Invalidation.cursor);
  assert.equal(m.crosshairBar, null);
});

test('↑/↓ zoom around the crosshair when it is shown', () => {
  const m = model();
  m.moveCrosshair(-1);
  for (let i = 0; i < 20; i++) m.moveCrosshair(-1); // bar 179
  const x = m.timeScale.indexToX(179);
  m.zoomSteps(1);
  assert.ok(Math.abs(m.timeScale.indexToX(179) - x) < 1e-9);
});

test('updateLast replaces the same bar, appends a newer one, ignores a stale one', () => {
  const m = model(5);
  const bars = dailyBars(7);
  const last = { ...bars[4]!, c: 12, h: 12.5 };
  assert.deepEqual(m.updateLast(last), { merge: 'replaced', level: Invalidation.light });
  assert.equal(m.bars.length, 5);
  assert.equal(m.studies.ma[0]!.values[4], (10 + 10.1 + 10.2 + 10.3 + 12) / 5, 'MA5 recomputed');
  assert.equal(m.updateLast(bars[5]!).merge, 'appended');
  assert.equal(m.bars.length, 6);
  assert.equal(m.timeWeights.length, 6);
  assert.deepEqual(m.updateLast(bars[1]!), { merge: 'stale', level: Invalidation.none });
  assert.throws(() => m.updateLast({ ...bars[6]!, c: Number.NaN }), RangeError);
});

test('setIndicator switches the lower study; unknown names are rejected', () => {
  const m = model(30);
  assert.equal(m.studies.indicator.title, 'MACD(12,26,9)');
  assert.equal(m.setIndicator('KDJ'), Invalidation.light);
  assert.equal(m.studies.indicator.title, 'KDJ(9,3,3)');
  assert.equal(m.setIndicator('KDJ'), Invalidation.none);
  m.setIndicator('RSI');
  assert.deepEqual(
    m.studies.indicator.lines.map((l) => l.label),
    ['RSI6', 'RSI12', 'RSI24'],
  );
  m.setIndicator('BOLL');
  assert.equal(m.studies.indicator.ohlc, true);
  assert.throws(() => m.setIndicator('WR' as never), RangeError);
  assert.throws(() => new KLineModel({ maPeriods: [5, 10, 20, 30, 60] }), RangeError);
});

test('the layout gives the price pane 60% and each lower pane 20%', () => {
  const m = model();
  const { main, volume, indicator, timeAxis } = m.layout;
  assert.equal(timeAxis.h, 22);
  assert.equal(main.h + volume!.h + indicator!.h, 578);
  assert.equal(volume!.h, 116);
  assert.equal(indicator!.y, main.h + volume!.h);
  const bare = new KLineModel({ showVolume: false, showIndicator: false });
  bare.setSize(800, 600, 12);
  assert.equal(bare.layout.main.h, 578);
  assert.equal(bare.layout.volume, null);
});

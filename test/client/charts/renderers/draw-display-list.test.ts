import { test } from 'node:test';
import assert from 'node:assert/strict';
import { drawDisplayList } from '../../../../client/charts/renderers/draw-display-list';
import { drawPolyline, drawRule } from '../../../../client/charts/renderers/draw-lines';
import { drawTooltip } from '../../../../client/charts/renderers/draw-text';
import { KLineModel } from '../../../../client/charts/model/kline-model';
import { lightChartTheme } from '../../../../client/charts/theme';
import { buildKLineMain } from '../../../../client/charts/views/kline-view';
import { buildKLineOverlay } from '../../../../client/charts/views/kline-overlay';
import { dailyBars } from '../fixtures';
import { recordingTarget } from '../fake-context';

test('a polyline is one path; NaN points break it into pieces', () => {
  const { ctx, target } = recordingTarget(100, 100);
  drawPolyline(target, { kind: 'polyline', xs: [0, 1, 2, 3, 4], ys: [1, 2, Number.NaN, 4, 5], color: 'blue', width: 1 });
  assert.equal(ctx.named('beginPath').length, 1);
  assert.equal(ctx.named('moveTo').length, 2);
  assert.equal(ctx.named('lineTo').length, 2);
  assert.equal(ctx.named('stroke').length, 1);
  assert.equal(ctx.named('stroke')[0]!.stroke, 'blue');
});

test('a solid rule is one crisp rectangle; a dashed one a stroke with a scaled dash', () => {
  const { ctx, target } = recordingTarget(100, 100, 2);
  drawRule(target, { kind: 'hline', at: 10.4, from: 0, to: 50, color: 'grey' });
  assert.deepEqual(ctx.named('fillRect')[0]!.args, [0, 20, 100, 2]);
  drawRule(target, { kind: 'vline', at: 10, from: 0, to: 50, color: 'grey', dash: [4, 3] });
  assert.deepEqual(ctx.named('setLineDash')[0]!.args, [[8, 6]]);
  assert.equal(ctx.named('stroke').length, 1);
});

test('a tooltip stays on the canvas and writes title plus label/value rows', () => {
  const { ctx, target } = recordingTarget(200, 100);
  drawTooltip(
    target,
    {
      kind: 'tooltip',
      x: 190,
      y: 90,
      side: 'left',
      title: '2024-01-02',
      rows: [
        { label: '开盘', value: '10.00', color: 'red' },
        { label: '收盘', value: '10.50', color: 'red' },
      ],
      background: 'white',
      border: 'grey',
      color: 'black',
    },
    12,
  );
  const [box] = ctx.named('fillRect');
  const [left, top, w, h] = box!.args as number[];
  assert.ok(left! + w! <= 200 && top! + h! <= 100, 'clamped inside');
  assert.equal(ctx.named('fillText').length, 5);
});

test('a whole K-line frame draws with balanced clips and only visible candles', () => {
  const m = new KLineModel({ timeScale: { barSpacing: 10 } });
  m.setSize(800, 600, 12);
  m.setData(dailyBars(500));
  const { frame, list } = buildKLineMain(m, lightChartTheme);
  const { ctx, target } = recordingTarget(800, 600, 2);
  drawDisplayList(target, list, 12);
  assert.equal(ctx.named('save').length, ctx.named('restore').length);
  assert.equal(ctx.named('save').length, 3, 'price, volume and indicator panes');
  const first = ctx.named('fillRect')[0]!;
  assert.deepEqual(first.args, [0, 0, 1600, 1200], 'background fills the bitmap');
  assert.equal(first.fill, lightChartTheme.background);
  const visible = frame.range!.to - frame.range!.from + 1;
  assert.ok(visible < 80, 'only the visible bars are drawn, not 500');

  const overlay = recordingTarget(800, 600, 2);
  m.moveCrosshair(-1);
  drawDisplayList(overlay.target, buildKLineOverlay(m, frame, lightChartTheme), 12);
  assert.deepEqual(overlay.ctx.named('clearRect')[0]!.args, [0, 0, 1600, 1200], 'overlay clears to transparent');
  assert.equal(
    overlay.ctx.named('fillRect').some((c) => c.fill === lightChartTheme.up || c.fill === lightChartTheme.down),
    false,
    'no candles on the overlay',
  );
});

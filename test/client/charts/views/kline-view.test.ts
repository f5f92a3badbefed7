import { test } from 'node:test';
import assert from 'node:assert/strict';
import { KLineModel } from '../../../../client/charts/model/kline-model';
import { lightChartTheme as theme } from '../../../../client/charts/theme';
import type { CandlesItem, DrawItem, LegendItem, RuleItem, TooltipItem } from '../../../../client/charts/views/display-list';
import { buildKLineMain } from '../../../../client/charts/views/kline-view';
import { buildKLineOverlay, crosshairY } from '../../../../client/charts/views/kline-overlay';
import { dailyBars } from '../fixtures';

function model(count = 200): KLineModel {
  const m = new KLineModel({ timeScale: { barSpacing: 10 } });
  m.setSize(800, 600, 12);
  m.setData(dailyBars(count));
  return m;
}

const ofKind = <K extends DrawItem['kind']>(items: DrawItem[], kind: K) => items.filter((i): i is Extract<DrawItem, { kind: K }> => i.kind === kind);

test('one candle per visible bar, coloured close-vs-open: up red, down green, equal flat', () => {
  const m = model();
  m.setData([
    { t: 1, o: 10, h: 11, l: 9, c: 10.5, v: 1 },
    { t: 2, o: 10.5, h: 11, l: 9, c: 10, v: 1 },
    { t: 3, o: 10, h: 11, l: 9, c: 10, v: 1 },
  ]);
  const { list } = buildKLineMain(m, theme);
  const candles = ofKind(list.items, 'candles').find((c) => c.style === 'candle')!;
  assert.deepEqual(
    candles.candles.map((c) => c.color),
    [theme.up, theme.down, theme.flat],
  );
  assert.equal(theme.up, '#F54345');
  assert.equal(theme.down, '#14BA71');
});

test('the price scale fits the visible highs and lows inside the price pane', () => {
  const m = model();
  const { frame, list } = buildKLineMain(m, theme);
  const range = frame.range!;
  const candles = ofKind(list.items, 'candles').find((c) => c.style === 'candle') as CandlesItem;
  assert.equal(candles.candles.length, range.to - range.from + 1);
  const { main, legendHeight } = m.layout;
  for (const c of candles.candles) {
    assert.ok(c.high >= main.y + legendHeight && c.low <= main.y + main.h, 'inside the pane');
    assert.ok(c.high <= c.low, 'high above low');
  }
  const visible = m.bars.slice(range.from, range.to + 1);
  const top = Math.min(...candles.candles.map((c) => c.high));
  assert.equal(top, frame.main(Math.max(...visible.map((b) => b.h))));
});

test('MA, volume-MA and indicator lines span the visible bars plus one neighbour each side', () => {
  const m = model();
  const { frame, list } = buildKLineMain(m, theme);
  const lines = ofKind(list.items, 'polyline');
  assert.equal(lines.length, 4 + 2 + 2, 'MA5/10/20/60, VOL MA5/10, DIF/DEA');
  const n = frame.range!.to - frame.range!.from + 1;
  assert.equal(lines[0]!.xs.length, n + 1, 'one extra on the left; none right of the newest bar');
  assert.equal(lines[0]!.color, theme.ma[0]);
});

test('price-axis labels use the spec decimals for prices under 100', () => {
  const m = model();
  const { list } = buildKLineMain(m, theme);
  const axis = ofKind(list.items, 'text').filter((t) => t.x === m.layout.plotWidth + 4 && t.y < m.layout.main.h);
  assert.ok(axis.length >= 3);
  for (const t of axis) assert.match(t.text, /^\d+\.\d{1,2}$/);
});

test('time labels show months for daily bars', () => {
  const m = model();
  const { list } = buildKLineMain(m, theme);
  const labels = ofKind(list.items, 'text').filter((t) => t.y > m.layout.timeAxis.y);
  assert.ok(labels.length > 0);
  for (const l of labels) assert.match(l.text, /^\d{4}-\d{2}$/);
});

test('without a crosshair the legends show the newest bar; with one, its bar', () => {
  const m = model();
  const { frame } = buildKLineMain(m, theme);
  let overlay = buildKLineOverlay(m, frame, theme);
  const legend = ofKind(overlay.items, 'legend') as LegendItem[];
  assert.equal(legend.length, 3);
  const ma5 = m.studies.ma[0]!.values;
  assert.equal(legend[0]!.runs[0]!.text, `MA5 ${ma5[199]!.toFixed(2)}`);
  assert.match(legend[2]!.runs[0]!.text, /^MACD\(12,26,9\)$/);
  assert.equal(ofKind(overlay.items, 'tooltip').length, 0);

  m.moveCrosshair(-1);
  m.moveCrosshair(-1); // bar 198
  overlay = buildKLineOverlay(m, frame, theme);
  assert.equal((ofKind(overlay.items, 'legend')[0] as LegendItem).runs[0]!.text, `MA5 ${ma5[198]!.toFixed(2)}`);
  const tip = ofKind(overlay.items, 'tooltip')[0] as TooltipItem;
  assert.deepEqual(
    tip.rows.map((r) => r.label),
    ['开盘', '最高', '最低', '收盘', '涨跌', '涨幅', '振幅', '成交量'],
  );
  assert.equal(tip.rows[3]!.value, m.bars[198]!.c.toFixed(2));
  assert.equal(tip.title, '2024-07-18 周四'); // 2024-01-02 + 198 days, a Thursday
  // keyboard crosshair follows the close
  assert.equal(crosshairY(m, frame), frame.main(m.bars[198]!.c));
  const [vline] = overlay.items.filter((i): i is RuleItem => i.kind === 'vline');
  assert.equal(vline!.at, m.timeScale.indexToX(198));
});

test('the crosshair price label reads the value under the pointer', () => {
  const m = model();
  const { frame } = buildKLineMain(m, theme);
  const y = frame.main(10.25);
  m.pointerMove(300, y);
  const labels = ofKind(buildKLineOverlay(m, frame, theme).items, 'label');
  assert.deepEqual(
    labels.map((l) => l.text),
    ['10.25', m.clock.format('%Y-%m-%d')(m.bars[m.crosshair.index]!.t)],
  );
});

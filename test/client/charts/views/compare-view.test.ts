import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CompareSet } from '../../../../client/charts/model/compare-series';
import { KLineModel } from '../../../../client/charts/model/kline-model';
import { TimeShareModel, type TimeSharePoint } from '../../../../client/charts/model/time-share-model';
import { darkChartTheme, lightChartTheme as theme } from '../../../../client/charts/theme';
import { compareItems } from '../../../../client/charts/views/compare-view';
import type { DrawItem, LabelItem, PolylineItem, RuleItem } from '../../../../client/charts/views/display-list';
import { buildKLineMain } from '../../../../client/charts/views/kline-view';
import { timeShareOverlayItems } from '../../../../client/charts/views/time-share-overlay-view';
import { buildTimeShareMain } from '../../../../client/charts/views/time-share-view';
import { bj, dailyBars } from '../fixtures';

const ofKind = <K extends DrawItem['kind']>(items: DrawItem[], kind: K) => items.filter((i): i is Extract<DrawItem, { kind: K }> => i.kind === kind);

test('K-line 叠加: the price scale covers the lines; one clipped polyline per code in the overlay colours', () => {
  const m = new KLineModel({ timeScale: { barSpacing: 10 } });
  m.setSize(800, 600, 12);
  const bars = dailyBars(200);
  m.setData(bars);
  const set = new CompareSet();
  // A code that doubles over the visible bars: its line rises far above the candles.
  set.set([
    { id: 'A.SH', label: 'A', bars: bars.map((b, i) => ({ ...b, o: 1 + i / 74, h: 1 + i / 74, l: 1 + i / 74, c: 1 + i / 74 })) },
    { id: 'B.SH', label: 'B', bars },
  ]);
  const range = m.visibleRange()!;
  const frame = set.frame(m.bars, range, m.clock, m.intraday)!;
  const plain = buildKLineMain(m, theme);
  const view = buildKLineMain(m, theme, frame.range);
  assert.ok(view.frame.main.domain()[1]! > plain.frame.main.domain()[1]!, 'the scale grows to fit the rising line');
  const items = compareItems(frame, m.bars.length, (i) => m.timeScale.indexToX(i), view.frame.main, m.layout.main, theme);
  assert.equal(items[0]!.kind, 'clip');
  assert.equal(items.at(-1)!.kind, 'unclip');
  const lines = ofKind(items, 'polyline') as PolylineItem[];
  assert.deepEqual(
    lines.map((l) => l.color),
    [theme.overlays[0], theme.overlays[1]],
  );
  // From one bar left of the view to one bar right of it (clamped at the newest).
  assert.equal(lines[0]!.xs.length, range.to - range.from + 2);
  const top = m.layout.main.y + m.layout.legendHeight;
  for (const y of lines[0]!.ys.slice(1)) assert.ok(y >= top - 1e-9 && y <= m.layout.main.y + m.layout.main.h, 'inside the price pane');
  assert.notDeepEqual(darkChartTheme.overlays, theme.overlays);
});

const pt = (day: string, hhmm: string, price: number): TimeSharePoint => ({ t: bj(`${day}T${hhmm}:00`), price, avg: price, volume: 100 });

test('分时 index overlay: a line over the shown days only, and five second-axis labels in its colour', () => {
  const m = new TimeShareModel();
  m.setSize(1000, 500, 12);
  m.setData({ preClose: 10, points: [pt('2024-03-05', '09:30', 10.2), pt('2024-03-05', '09:31', 9.9)] });
  const { frame, list } = buildTimeShareMain(m, theme);
  const items = timeShareOverlayItems(
    m,
    {
      id: '000001.SH',
      label: '上证指数',
      preClose: 3000,
      points: [pt('2024-03-04', '14:59', 2990), pt('2024-03-05', '09:30', 3030), pt('2024-03-05', '09:31', 2985)],
    },
    frame.price,
    theme,
  );
  const line = ofKind(items, 'polyline')[0]!;
  assert.equal(line.color, theme.overlays[0]);
  assert.equal(line.xs.length, 2, 'the day before is not on this chart');
  assert.equal(line.ys[0], frame.price.range()[1], 'its largest move reaches the top of the price scale');
  const labels = ofKind(items, 'label') as LabelItem[];
  assert.deepEqual(
    labels.map((l) => l.text),
    ['2970', '2985', '3000', '3015', '3030'],
  );
  assert.ok(labels.every((l) => l.color === theme.overlays[0] && l.background === theme.background && l.align === 'right'));
  // The middle label sits on the stock's pre-close line.
  const preCloseLine = list.items.find((i): i is RuleItem => i.kind === 'hline' && i.dash !== undefined);
  assert.equal(labels[2]!.y, preCloseLine!.at);
});

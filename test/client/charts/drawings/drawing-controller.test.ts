/**
 * The drawing tools against a plain pane view (10 px a bar, 2 px a yuan): anchors are stored as bar
 * time and 不复权 price whatever the 复权 mode on show; a drawing keeps its candles when the mode or
 * the period changes; select, drag, handle drag, recolour, Delete and Esc; one change report per
 * finished edit and none for a press that moves nothing; no edits while not editable; the limit.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { priceAdjuster } from '../../../../contracts/adjust-factor';
import { DRAWING_LIMITS, type Drawing } from '../../../../contracts/drawings';
import { DrawingController } from '../../../../client/charts/drawings/drawing-controller';
import type { Bar } from '../../../../client/charts/model/bar';
import type { PaneView } from '../../../../client/charts/pane-layer';
import { lightChartTheme } from '../../../../client/charts/theme';
import type { PolylineItem } from '../../../../client/charts/views/display-list';
import { bj } from '../fixtures';

const DAY = 86_400_000;
const MONDAY = bj('2024-05-06T00:00:00');
const bar = (t: number): Bar => ({ t, o: 1, h: 1, l: 1, c: 1, v: 0 });
/** 60 trading days, Monday–Friday, at local midnight. */
const DAYS: Bar[] = Array.from({ length: 60 }, (_, i) => bar(MONDAY + (Math.floor(i / 5) * 7 + (i % 5)) * DAY));
/** The same weeks as weekly bars (stamped at Monday). */
const WEEKS: Bar[] = Array.from({ length: 12 }, (_, w) => bar(MONDAY + w * 7 * DAY));

function viewOf(bars: readonly Bar[]): PaneView {
  return {
    bars,
    indexToX: (i) => 10 + i * 10,
    xToIndex: (x) => (x - 10) / 10,
    priceToY: (p) => 300 - p * 2,
    yToPrice: (y) => (300 - y) / 2,
    pane: { x: 0, y: 0, w: 800, h: 300 },
    fontSize: 12,
    pricePrecision: 2,
  };
}
const daily = viewOf(DAYS);
const xOf = (i: number) => 10 + i * 10;
const yOf = (p: number) => 300 - p * 2;
/** One ex-date on bar 30 with factor 1.25: 前复权 prices before it are × 0.8. */
const adjuster = priceAdjuster([{ t: DAYS[30]!.t, factor: 1.25 }]);

function setup() {
  let n = 0;
  const c = new DrawingController({ newId: () => `d${++n}` });
  const changes: Drawing[][] = [];
  c.onChange((list) => changes.push(list.map((d) => ({ ...d }))));
  c.setAdjust('forward', adjuster);
  const click = (x: number, y: number, view = daily) => {
    const took = c.pointerDown(view, x, y);
    c.pointerUp(view, x, y);
    return took;
  };
  const drag = (from: [number, number], to: [number, number], view = daily) => {
    const took = c.pointerDown(view, ...from);
    c.pointerMove(view, (from[0] + to[0]) / 2, (from[1] + to[1]) / 2);
    c.pointerMove(view, ...to);
    c.pointerUp(view, ...to);
    return took;
  };
  const lines = (view = daily) => c.items(view, lightChartTheme).filter((i): i is PolylineItem => i.kind === 'polyline');
  return { c, changes, click, drag, lines };
}

const near = (a: number, b: number, what: string) => assert.ok(Math.abs(a - b) < 1e-6, `${what}: ${a} ≠ ${b}`);

test('a trend line is stored as bar time and 不复权 price, and keeps its candles under every 复权 mode and period', () => {
  const { c, changes, click, lines } = setup();
  c.selectTool('trend');
  assert.equal(click(xOf(12) + 3, yOf(50)), true, 'the press is the tool’s, not a pan');
  assert.equal(c.state.placed, 1);
  click(xOf(40), yOf(100));
  assert.equal(changes.length, 1);
  const [d] = changes[0]!;
  assert.equal(d!.kind, 'trend');
  assert.deepEqual(d!.points, [
    { t: DAYS[12]!.t, p: 62.5 }, // snapped to bar 12; shown 50 under 前复权 before the ex-date = 62.5 不复权
    { t: DAYS[40]!.t, p: 100 },
  ]);
  assert.equal(c.state.tool, null, 'one drawing per pick');
  assert.equal(c.state.selectedId, 'd1');

  const ys = () => lines()[0]!.ys;
  near(ys()[0]!, yOf(50), '前复权');
  c.setAdjust('none', adjuster);
  near(ys()[0]!, yOf(62.5), '不复权');
  near(ys()[1]!, yOf(100), '不复权');
  c.setAdjust('backward', adjuster);
  near(ys()[0]!, yOf(62.5), '后复权 before the ex-date');
  near(ys()[1]!, yOf(125), '后复权 after it');

  // Weekly: bar 12 is the Wednesday of the 3rd week, bar 40 the Monday of the 9th.
  const weekly = lines(viewOf(WEEKS))[0]!;
  near(weekly.xs[0]!, xOf(2 + 2 / 7), 'weekly x of a Wednesday');
  near(weekly.xs[1]!, xOf(8), 'weekly x of a Monday');
  // And back to days: exactly where it was.
  c.setAdjust('forward', adjuster);
  const back = lines()[0]!;
  assert.deepEqual(back.xs, [xOf(12), xOf(40)]);
  assert.equal(changes.length, 1, 'showing is not editing');
});

test('select, drag by whole bars and price, drag a handle, recolour, Delete; a plain click changes nothing', () => {
  const { c, changes, click, drag, lines } = setup();
  c.setAdjust('none', adjuster);
  c.selectTool('trend');
  click(xOf(10), yOf(40));
  click(xOf(20), yOf(60));
  c.select(null);
  changes.length = 0;

  assert.equal(click(xOf(15), yOf(50)), true, 'pressing the line selects it');
  assert.equal(c.state.selectedId, 'd1');
  assert.equal(changes.length, 0, 'selecting is not a change');
  assert.equal(click(xOf(15), yOf(80)), false, 'a press off every drawing is the chart’s (pan) and drops the selection');
  assert.equal(c.state.selectedId, null);
  click(xOf(15), yOf(50));
  assert.equal(click(xOf(15), 400), false, 'a press below the price pane is the chart’s too');
  assert.equal(c.state.selectedId, null, 'and drops the selection');

  drag([xOf(15), yOf(50)], [xOf(18) + 2, yOf(55)]);
  assert.equal(changes.length, 1, 'one change per drag');
  assert.deepEqual(changes[0]![0]!.points, [
    { t: DAYS[13]!.t, p: 45 },
    { t: DAYS[23]!.t, p: 65 },
  ]);

  // The second handle: dragged to bar 30 at 90.
  drag([xOf(23), yOf(65)], [xOf(30), yOf(90)]);
  assert.deepEqual(changes[1]![0]!.points[1], { t: DAYS[30]!.t, p: 90 });
  assert.deepEqual(changes[1]![0]!.points[0], { t: DAYS[13]!.t, p: 45 }, 'the other anchor stays');

  c.setColor('red');
  assert.equal(changes.length, 3);
  assert.equal(changes[2]![0]!.color, 'red');
  assert.equal(lines()[0]!.color, '#E5484D');
  assert.equal(lines()[0]!.width, 2.5, 'the selection is drawn bold');

  assert.equal(c.key('Delete'), true);
  assert.deepEqual(changes[3], []);
  assert.equal(c.key('Delete'), false, 'nothing selected: the key is not used');
  c.setColor('green');
  assert.equal(changes.length, 4, 'a colour without a selection is for new drawings only');
});

test('moving across the ex-date keeps the shown price: the stored 不复权 price follows the factor', () => {
  const { c, changes, click, drag } = setup();
  c.selectTool('hline');
  click(xOf(28), yOf(40));
  assert.deepEqual(changes[0]![0]!.points, [{ t: DAYS[28]!.t, p: 50 }]);
  // A 水平线 moves in price only.
  drag([xOf(5), yOf(40)], [xOf(50), yOf(44)]);
  assert.deepEqual(changes[1]![0]!.points, [{ t: DAYS[28]!.t, p: 55 }]);
  c.selectTool('trend');
  click(xOf(25), yOf(40));
  click(xOf(28), yOf(40));
  // Dragged 5 bars right, over the ex-date: still shown at 40, now stored at 40 不复权.
  drag([xOf(26), yOf(40)], [xOf(31), yOf(40)]);
  assert.deepEqual(changes.at(-1)![1]!.points, [
    { t: DAYS[30]!.t, p: 40 },
    { t: DAYS[33]!.t, p: 40 },
  ]);
});

test('press, drag and release places a 矩形; 平行通道 takes three anchors; 文字 needs text; Esc cancels', () => {
  const { c, changes, click, drag } = setup();
  c.setAdjust('none', adjuster);
  c.selectTool('rect');
  drag([xOf(5), yOf(10)], [xOf(9), yOf(20)]);
  assert.equal(changes.length, 1);
  assert.deepEqual(
    changes[0]![0]!.points.map((a) => a.p),
    [10, 20],
  );

  c.selectTool('channel');
  click(xOf(10), yOf(30));
  click(xOf(20), yOf(40));
  assert.equal(changes.length, 1, 'two anchors of three');
  c.pointerMove(daily, xOf(15), yOf(20));
  const previewed = (i: { kind: string; xs?: number[]; ys?: number[] }) => i.kind === 'polyline' && i.xs?.join() === '110,210' && i.ys?.join() === '270,250';
  assert.ok(c.items(daily, lightChartTheme).some(previewed), 'the pointer previews the parallel line through it');
  click(xOf(15), yOf(20));
  assert.equal(changes.at(-1)!.at(-1)!.kind, 'channel');
  assert.equal(changes.at(-1)!.at(-1)!.points.length, 3);

  c.selectTool('fib');
  click(xOf(30), yOf(30));
  assert.equal(c.key('Escape'), true);
  assert.equal(c.state.tool, null);
  assert.equal(c.state.placed, 0);
  c.select('d2');
  assert.equal(c.key('Escape'), true, 'Esc drops a selection');
  assert.equal(c.state.selectedId, null);
  assert.equal(c.key('Escape'), false, 'and then it is the chart’s');

  c.setText('   ');
  c.selectTool('text');
  click(xOf(40), yOf(50));
  assert.equal(c.state.tool, 'text', 'no text, no drawing');
  c.setText('突破');
  click(xOf(40), yOf(50));
  const text = changes.at(-1)!.at(-1)!;
  assert.deepEqual([text.kind, text.text], ['text', '突破']);
  c.setText('回踩');
  assert.equal(changes.at(-1)!.at(-1)!.text, '回踩', 'editing the text of the selected 文字');
});

test('nothing is drawn or changed while not editable, and none past the limit', () => {
  const { c, changes, click } = setup();
  c.setEditable(false);
  c.selectTool('trend');
  assert.equal(c.state.tool, null);
  c.setDrawings([{ id: 'a', kind: 'hline', points: [{ t: DAYS[5]!.t, p: 50 }], color: 'blue' }]);
  assert.equal(click(xOf(5), yOf(40)), false);
  assert.equal(c.key('Delete'), false);
  c.setEditable(true);
  c.setDrawings(
    Array.from({ length: DRAWING_LIMITS.maxPerCode }, (_, i) => ({
      id: `h${i}`,
      kind: 'hline' as const,
      points: [{ t: DAYS[5]!.t, p: 1 + i / 10 }],
      color: 'blue' as const,
    })),
  );
  assert.equal(c.state.full, true);
  c.selectTool('hline');
  click(xOf(5), yOf(120));
  assert.equal(changes.length, 0);
  assert.equal(c.drawings.length, DRAWING_LIMITS.maxPerCode);
});

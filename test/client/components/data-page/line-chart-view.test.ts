import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lightChartTheme } from '../../../../client/charts/theme';
import type { DrawItem, PolylineItem, RuleItem } from '../../../../client/charts/views/display-list';
import {
  buildLineChart,
  dateTicks,
  indexAtX,
  plotArea,
  seriesPoints,
  valueAxis,
  valueRange,
  xOfIndex,
} from '../../../../client/components/data-page/line-chart-view';

const of = <K extends DrawItem['kind']>(items: DrawItem[], kind: K) => items.filter((i) => i.kind === kind) as Array<Extract<DrawItem, { kind: K }>>;

test('one polyline per series, dashed level lines with their labels, a NaN gap for nulls', () => {
  const list = buildLineChart(
    {
      dates: ['2024-01-01', '2024-01-02', '2024-01-03'],
      series: [
        { name: 'PE', values: [10, null, 30] },
        { name: '行业', values: [20, 20, 20] },
      ],
      levels: [{ label: '中位值', value: 20 }],
    },
    400,
    200,
    lightChartTheme,
  );
  const lines = of(list.items, 'polyline') as PolylineItem[];
  assert.equal(lines.length, 2);
  assert.ok(Number.isNaN(lines[0]!.ys[1]!), 'a null value breaks the line');
  const dashed = (of(list.items, 'hline') as RuleItem[]).filter((r) => r.dash);
  assert.equal(dashed.length, 1);
  assert.ok(of(list.items, 'label').some((t) => t.text === '中位值 20.00'));
  // higher values are higher on screen
  assert.ok(lines[0]!.ys[2]! < lines[0]!.ys[0]!);
});

test('an empty chart still draws its legend and nothing else', () => {
  const list = buildLineChart({ dates: [], series: [{ name: 'PE', values: [] }] }, 300, 150, lightChartTheme);
  assert.deepEqual(
    list.items.map((i) => i.kind),
    ['legend'],
  );
});

test('step series hold the previous value until the next date', () => {
  const { xs, ys } = seriesPoints(
    [1, 1, 2],
    true,
    (i) => i * 10,
    (v) => v,
  );
  assert.deepEqual(xs, [0, 10, 20, 20]);
  assert.deepEqual(ys, [1, 1, 1, 2]);
});

test('hover adds a crosshair and a tooltip with every series at that date', () => {
  const list = buildLineChart({ dates: ['a', 'b'], series: [{ name: 'X', values: [1, 2] }] }, 300, 150, lightChartTheme, 1);
  const tip = of(list.items, 'tooltip')[0]!;
  assert.equal(tip.title, 'b');
  assert.deepEqual(
    tip.rows.map((r) => r.value),
    ['2.00'],
  );
  assert.equal(of(list.items, 'vline').length, 1);
});

test('x ↔ index round-trips and clamps; ticks include both ends', () => {
  const plot = plotArea(500, 200);
  for (let i = 0; i < 50; i++) assert.equal(indexAtX(xOfIndex(i, 50, plot), 50, plot), i);
  assert.equal(indexAtX(-100, 50, plot), 0);
  assert.equal(indexAtX(10_000, 50, plot), 49);
  assert.equal(indexAtX(5, 0, plot), -1);
  const ticks = dateTicks(100, 5);
  assert.equal(ticks[0], 0);
  assert.equal(ticks[ticks.length - 1], 99);
});

test('the value range covers series and levels, ignores nulls, widens a flat line', () => {
  assert.deepEqual(valueRange({ dates: ['a'], series: [{ name: 'x', values: [null, 5, 7] }], levels: [{ label: 'l', value: 9 }] }), [5, 9]);
  assert.equal(valueRange({ dates: [], series: [{ name: 'x', values: [null] }] }), null);
  const [lo, hi] = valueRange({ dates: ['a'], series: [{ name: 'x', values: [4, 4] }] })!;
  assert.ok(lo < 4 && hi > 4);
});

test('the value axis widens for long labels such as 1000.00亿', () => {
  const short = valueAxis({ dates: ['a'], series: [{ name: 'x', values: [1, 5] }] }, 200)!;
  const long = valueAxis({ dates: ['a'], series: [{ name: 'x', values: [1e10, 9e10] }], format: (v) => `${(v / 1e8).toFixed(2)}亿` }, 200)!;
  assert.ok(long.width > short.width);
  assert.ok(long.width >= long.labels.reduce((m, l) => Math.max(m, l.length), 0) * 7);
  assert.ok(short.ticks.length >= 3);
});

test('a level without a label is its dashed line alone: no box over the latest points (a zero line)', () => {
  const list = buildLineChart({ dates: ['a', 'b'], series: [{ name: '净流入', values: [-1, 2] }], levels: [{ value: 0 }] }, 400, 200, lightChartTheme);
  assert.equal((of(list.items, 'hline') as RuleItem[]).filter((r) => r.dash).length, 1);
  assert.ok(!of(list.items, 'label').some((t) => t.text.includes('0.00') && t.background !== undefined), 'no boxed label');
});

test('a level label moves to the left end when the latest points sit on its line, and stays right when they do not', () => {
  const days = Array.from({ length: 60 }, (_, i) => `d${i}`);
  // The series climbs to the level (20) in its last days: a right-end box would hide them.
  const climbing = days.map((_, i) => (i < 40 ? 10 : 20));
  const onLine = buildLineChart(
    { dates: days, series: [{ name: 'PE', values: climbing }], levels: [{ label: '中位值', value: 20 }] },
    600,
    240,
    lightChartTheme,
  );
  const left = of(onLine.items, 'label').find((t) => t.text === '中位值 20.00');
  assert.equal(left?.align, 'left');
  // Far below the level at both ends: the usual right end.
  const below = buildLineChart(
    { dates: days, series: [{ name: 'PE', values: days.map(() => 10) }], levels: [{ label: '中位值', value: 20 }] },
    600,
    240,
    lightChartTheme,
  );
  assert.equal(of(below.items, 'label').find((t) => t.text === '中位值 20.00')?.align, 'right');
});

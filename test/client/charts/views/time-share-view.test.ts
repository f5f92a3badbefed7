import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TimeShareModel, type TimeSharePoint } from '../../../../client/charts/model/time-share-model';
import { darkChartTheme as theme } from '../../../../client/charts/theme';
import type { DrawItem, PolylineItem, TextItem, TooltipItem } from '../../../../client/charts/views/display-list';
import { buildTimeShareMain } from '../../../../client/charts/views/time-share-view';
import { buildTimeShareOverlay } from '../../../../client/charts/views/time-share-overlay';
import { bj } from '../fixtures';

const pt = (hhmm: string, price: number, avg: number, volume: number, day = '2024-03-05'): TimeSharePoint => ({
  t: bj(`${day}T${hhmm}:00`),
  price,
  avg,
  volume,
});

function model(): TimeShareModel {
  const m = new TimeShareModel();
  m.setSize(1000, 500, 12);
  m.setData({
    preClose: 10,
    points: [pt('09:30', 10.2, 10.2, 300), pt('09:31', 10.1, 10.15, 200), pt('09:32', 10.1, 10.13, 100), pt('09:33', 9.8, 10.05, 400)],
  });
  return m;
}

const texts = (items: DrawItem[]) => items.filter((i): i is TextItem => i.kind === 'text');

test('grid: pre-close in the middle, prices left and percents right, coloured up/down/flat', () => {
  const m = model();
  const { list } = buildTimeShareMain(m, theme);
  const left = texts(list.items).filter((t) => t.align === 'right' && t.x === m.layout.price.x - 4 && t.text.includes('.'));
  assert.deepEqual(left.map((t) => t.text).slice(0, 5), ['9.80', '9.90', '10.00', '10.10', '10.20']);
  assert.deepEqual(
    left.slice(0, 5).map((t) => t.color),
    [theme.down, theme.down, theme.flat, theme.up, theme.up],
  );
  const right = texts(list.items).filter((t) => t.text.endsWith('%'));
  assert.deepEqual(
    right.map((t) => t.text),
    ['-2.00%', '-1.00%', '0.00%', '+1.00%', '+2.00%'],
  );
  assert.equal(theme.up, '#FF3F51');
});

test('price and average lines have one vertex per point; volume columns coloured by the minute move', () => {
  const m = model();
  const { list } = buildTimeShareMain(m, theme);
  const lines = list.items.filter((i): i is PolylineItem => i.kind === 'polyline');
  assert.deepEqual(
    lines.map((l) => [l.color, l.xs.length]),
    [
      [theme.priceLine, 4],
      [theme.avgLine, 4],
    ],
  );
  const columns = list.items.find((i) => i.kind === 'columns');
  assert.ok(columns && columns.kind === 'columns');
  // 10.2 vs pre-close 10: up; 10.1 < 10.2: down; 10.1 = 10.1: flat; 9.8: down
  assert.deepEqual(
    columns.columns.map((c) => c.color),
    [theme.volumeUp, theme.volumeDown, theme.flat, theme.volumeDown],
  );
});

test('one-day time labels follow the sessions; five-day labels show dates', () => {
  const m = model();
  const labels = texts(buildTimeShareMain(m, theme).list.items).filter((t) => t.y > m.layout.timeAxis.y);
  assert.deepEqual(
    labels.map((t) => t.text),
    ['09:30', '10:30', '11:30/13:00', '14:00', '15:00'],
  );
  m.setData({ preClose: 10, days: 5, points: [pt('09:30', 10, 10, 1, '2024-03-04'), pt('09:30', 10, 10, 1, '2024-03-05')] });
  const five = texts(buildTimeShareMain(m, theme).list.items).filter((t) => t.y > m.layout.timeAxis.y);
  assert.deepEqual(
    five.map((t) => t.text),
    ['03-04', '03-05'],
  );
});

test('overlay: legend shows the newest minute; the keyboard crosshair follows the price with a tooltip', () => {
  const m = model();
  const { frame } = buildTimeShareMain(m, theme);
  let overlay = buildTimeShareOverlay(m, frame, theme);
  const legend = overlay.items.find((i) => i.kind === 'legend');
  assert.ok(legend && legend.kind === 'legend');
  assert.deepEqual(
    legend.runs.map((r) => r.text),
    ['价格 9.80', '-2.00%', '均价 10.05'],
  );
  m.moveCrosshair(-1);
  overlay = buildTimeShareOverlay(m, frame, theme);
  const hline = overlay.items.find((i) => i.kind === 'hline');
  assert.ok(hline && hline.kind === 'hline');
  assert.equal(hline.at, frame.price(9.8));
  const tip = overlay.items.find((i): i is TooltipItem => i.kind === 'tooltip')!;
  assert.equal(tip.title, '09:33');
  assert.deepEqual(
    tip.rows.map((r) => `${r.label} ${r.value}`),
    ['价格 9.80', '均价 10.05', '涨跌 -0.20', '涨幅 -2.00%', '成交量 400.00'],
  );
  const labels = overlay.items.filter((i) => i.kind === 'label').map((i) => (i.kind === 'label' ? i.text : ''));
  assert.deepEqual(labels, ['9.80', '-2.00%', '09:33']);
});

test('the auction segment draws its own line, columns and caption', () => {
  const m = model();
  m.setData({
    preClose: 10,
    points: [pt('09:30', 10.2, 10.2, 300)],
    auction: [pt('09:15', 10.3, 10.3, 0), pt('09:20', 10.25, 10.25, 0), pt('09:25', 10.2, 10.2, 900)],
  });
  const { list } = buildTimeShareMain(m, theme);
  assert.ok(texts(list.items).some((t) => t.text === '集合竞价'));
  const lines = list.items.filter((i): i is PolylineItem => i.kind === 'polyline');
  assert.equal(lines.length, 3, 'auction, price, average');
  assert.deepEqual(lines[0]!.xs, [54, 54 + 107 / 2, 161]);
});

test('five HK days with a half day: the day lines and date labels follow each day’s own width', () => {
  const m = new TimeShareModel({ market: 'hk' });
  m.setSize(1000, 500, 12);
  const days = ['2024-12-19', '2024-12-20', '2024-12-23', '2024-12-24', '2024-12-27'];
  m.setData({ preClose: 10, days: 5, points: days.flatMap((d) => [pt('09:30', 10, 10, 1, d), pt('12:00', 10, 10, 1, d)]) });
  const items = buildTimeShareMain(m, theme).list.items;
  const dayLines = items.filter(
    (i) => i.kind === 'vline' && i.color === theme.axis && i.at > m.layout.session.x + 1 && i.at < m.layout.session.x + m.layout.session.w - 1,
  );
  assert.deepEqual(
    dayLines.map((i) => (i.kind === 'vline' ? i.at : 0)),
    [331, 662, 993, 1144].map((p) => m.xOfPosition(p)),
  );
  const halfLabel = texts(items).find((t) => t.text === '12-24')!;
  assert.equal(halfLabel.x, m.xOfPosition(993 + 75), 'the half day’s date centred on its own 151 slots');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BREADTH_MARGIN, breadthBars } from '../../../../client/pages/home/components/breadth-bars';
import { cellLabels, heatColor, heatmapLayout } from '../../../../client/pages/home/components/heatmap-layout';
import { blankTheme, whiteTheme } from '../../../../client/ui/theme';
import type { SectorItem } from '../../../../contracts/endpoints/market-data';

function sector(code: string, amount: number, pct = 0): SectorItem {
  return { id: `${code}.SH`, code, name: `行业${code}`, price: 1000, change: pct * 10, pct, amount, up: 1, down: 1, flat: 0, leader: null };
}

test('treemap cells tile the map, areas proportional to amount', () => {
  const cells = heatmapLayout([sector('801010', 600), sector('801020', 300), sector('801030', 100)], 2);
  assert.equal(cells.length, 3);
  const area = cells.reduce((sum, c) => sum + c.w * c.h, 0);
  assert.ok(area > 0.95 && area <= 1, `area ${area}`);
  const byCode = new Map(cells.map((c) => [c.item.code, c.w * c.h]));
  assert.ok(Math.abs(byCode.get('801010')! / byCode.get('801030')! - 6) < 0.6);
  for (const c of cells) assert.ok(c.x >= 0 && c.y >= 0 && c.x + c.w <= 1 + 1e-9 && c.y + c.h <= 1 + 1e-9);
  assert.deepEqual(heatmapLayout([]), []);
});

test('a board without amount still gets a visible cell', () => {
  const cells = heatmapLayout([sector('801010', 1e10), sector('801020', Number.NaN)]);
  assert.ok(cells.find((c) => c.item.code === '801020')!.w > 0);
});

test('heat colours: up red, down green, saturating at ±2%, neutral for no change or no quote', () => {
  assert.equal(heatColor(5, whiteTheme), heatColor(2, whiteTheme));
  assert.equal(heatColor(2, whiteTheme).replace(/\s/g, ''), 'rgb(245,67,69)');
  assert.equal(heatColor(-2, blankTheme).replace(/\s/g, ''), 'rgb(20,186,113)');
  assert.equal(heatColor(0, whiteTheme).replace(/\s/g, ''), 'rgb(167,174,187)');
  assert.equal(heatColor(Number.NaN, whiteTheme), '#A7AEBB');
  assert.notEqual(heatColor(0.3, whiteTheme), heatColor(0, whiteTheme), 'small moves are visible');
});

test('labels appear as the cell grows: name, then percent, then leader', () => {
  assert.deepEqual(cellLabels('银行', 20, 60), { name: false, pct: false, leader: false });
  assert.deepEqual(cellLabels('银行', 60, 20), { name: true, pct: false, leader: false });
  assert.deepEqual(cellLabels('银行', 60, 40), { name: true, pct: true, leader: false });
  assert.deepEqual(cellLabels('银行', 80, 80), { name: true, pct: true, leader: true });
});

test('distribution bars: one per bucket, tallest for the largest count, zero counts flat', () => {
  const bars = breadthBars(
    [
      { label: '跌停', count: 0, trend: 'down' },
      { label: '0', count: 50, trend: 'flat' },
      { label: '涨停', count: 100, trend: 'up' },
    ],
    440,
    170,
  );
  assert.equal(bars.length, 3);
  assert.equal(bars[0]!.h, 0);
  assert.equal(bars[2]!.y, BREADTH_MARGIN.top);
  assert.equal(bars[2]!.y + bars[2]!.h, 170 - BREADTH_MARGIN.bottom);
  assert.ok(Math.abs(bars[1]!.h - bars[2]!.h / 2) < 1e-9);
  assert.ok(bars[0]!.x < bars[1]!.x && bars[1]!.x < bars[2]!.x);
  assert.ok(bars[2]!.x + bars[2]!.w <= 440);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lightChartTheme as theme } from '../../../../client/charts/theme';
import { buildSparkline } from '../../../../client/charts/views/sparkline-view';

test('coloured by the last price against the pre-close, with a dashed baseline', () => {
  const up = buildSparkline({ prices: [10, 9.9, 10.2], preClose: 10 }, 100, 30, theme);
  const [base, line] = up.items;
  assert.ok(base?.kind === 'hline' && base.dash);
  assert.ok(line?.kind === 'polyline');
  assert.equal(line.color, theme.up);
  const down = buildSparkline({ prices: [10, 10.5, 9.9], preClose: 10 }, 100, 30, theme).items[1] as { color: string };
  assert.equal(down.color, theme.down);
  const flat = buildSparkline({ prices: [10, 11, 10], preClose: 10 }, 100, 30, theme).items[1] as { color: string };
  assert.equal(flat.color, theme.flat);
});

test('without a pre-close the first price is the reference and no baseline is drawn', () => {
  const list = buildSparkline({ prices: [5, 4] }, 100, 30, theme);
  assert.equal(list.items.length, 1);
  assert.equal((list.items[0] as { color: string }).color, theme.down);
});

test('a partial day fills its share of the width; gaps stay gaps', () => {
  const list = buildSparkline({ prices: [10, Number.NaN, 10.1], preClose: 10, totalPoints: 241 }, 241, 30, theme);
  const line = list.items[1];
  assert.ok(line?.kind === 'polyline');
  assert.ok(line.xs[2]! < 5, 'three of 241 slots sit at the left');
  assert.ok(Number.isNaN(line.ys[1]!));
  assert.ok(line.ys.every((y) => Number.isNaN(y) || (y >= 0 && y <= 30)));
});

test('nothing to draw without finite prices or size', () => {
  assert.equal(buildSparkline({ prices: [] }, 100, 30, theme).items.length, 0);
  assert.equal(buildSparkline({ prices: [Number.NaN] }, 100, 30, theme).items.length, 0);
  assert.equal(buildSparkline({ prices: [1, 2] }, 0, 30, theme).items.length, 0);
});

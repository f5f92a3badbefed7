import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { PepbBandAnswer } from '../../../../contracts/endpoints/fundamentals';
import { bandChartData, bandPosition, multipleLabel } from '../../../../client/pages/pepb-band/pepb-band.streams';

function band(close: number, perShare: number | null): PepbBandAnswer {
  const multiples = [10, 15, 20, 25, 30];
  return {
    id: '600519.SH',
    name: '贵州茅台',
    kind: 'pe',
    range: '10y',
    mode: 'fixed',
    multiples,
    points: [
      { date: '2024-01-02', close: 100, perShare: 4, bands: multiples.map((k) => 4 * k) },
      { date: '2024-04-30', close, perShare, bands: multiples.map((k) => (perShare === null ? null : perShare * k)) },
    ],
  };
}

test('five step lines and the close, one value per day', () => {
  const chart = bandChartData(band(110, 5), { close: 'red', bands: ['a', 'b'] });
  assert.equal(chart.series.length, 6);
  assert.deepEqual(chart.series[1]!.values, [40, 50]);
  assert.ok(chart.series.slice(1).every((s) => s.step));
  assert.equal(chart.series[2]!.name, 'PE 15x');
});

test('the latest close is placed between its neighbouring multiples', () => {
  assert.equal(bandPosition(band(110, 5)), '位于 PE 20x 与 PE 25x 之间');
  assert.equal(bandPosition(band(20, 5)), '低于 PE 10x');
  assert.equal(bandPosition(band(150, 5)), '高于 PE 30x');
  assert.equal(bandPosition(band(150, null)), null);
  assert.equal(multipleLabel(1.234, 'pb'), 'PB 1.23x');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { axisVolumeText, fixed, stepDecimals, volumeText } from '../../../../client/charts/views/value-format';

test('axis volume labels drop decimals they do not need', () => {
  assert.equal(axisVolumeText(5_000_000), '500万');
  assert.equal(axisVolumeText(150_000_000), '1.5亿');
  assert.equal(axisVolumeText(123_456), '12.35万', 'inexact: the spec maximum of 2 decimals');
  assert.equal(axisVolumeText(800), '800');
  assert.equal(axisVolumeText(Number.NaN), '--');
});

test('legend volumes keep 2 decimals; NaN reads --', () => {
  assert.equal(volumeText(5_000_000), '500.00万');
  assert.equal(fixed(Number.NaN, 2), '--');
  assert.equal(fixed(1.005, 1), '1.0');
});

test('tick decimals follow the step; a single integer tick needs none', () => {
  assert.equal(stepDecimals([0, 0.05, 0.1]), 2);
  assert.equal(stepDecimals([0, 50, 100]), 0);
  assert.equal(stepDecimals([0]), 0);
  assert.equal(stepDecimals([0.5]), 2);
});

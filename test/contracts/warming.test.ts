import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CODES } from '../../contracts/codes';
import { buildingEnvelope, preparingEnvelope, preparingLabel, readPreparing, PREPARING_RETRY_AFTER_S } from '../../contracts/warming';

test('a warm-up answer carries its measured progress; an on-demand build says what it builds, unmeasured', () => {
  const warm = preparingEnvelope({ phase: 'warming', progress: 0.404, stage: '选股数据' });
  assert.equal(warm.code, CODES.PREPARING);
  assert.deepEqual(readPreparing(warm.datas), { progress: 40, stage: '选股数据', retryAfter: PREPARING_RETRY_AFTER_S });
  assert.equal(preparingLabel(readPreparing(warm.datas)), '数据准备中（选股数据 40%）');
  const building = buildingEnvelope('K线数据');
  assert.deepEqual(readPreparing(building.datas), { progress: null, stage: 'K线数据', retryAfter: PREPARING_RETRY_AFTER_S });
  assert.equal(preparingLabel(readPreparing(building.datas)), '数据准备中（K线数据）…');
  assert.equal(preparingLabel({ progress: null, stage: '', retryAfter: 2 }), '数据准备中…');
});

test('malformed preparing datas are refused; out-of-range values are bounded', () => {
  for (const bad of [null, 'x', {}, { progress: 'half', stage: 'x' }, { progress: Number.NaN, stage: 'x' }, { progress: 1, stage: 3 }, { stage: 'x' }])
    assert.equal(readPreparing(bad), null, JSON.stringify(bad));
  assert.deepEqual(readPreparing({ progress: 140, stage: 'x'.repeat(50), retryAfter: 600 }), {
    progress: 100,
    stage: 'x'.repeat(40),
    retryAfter: PREPARING_RETRY_AFTER_S,
  });
});

/** The 预警 form's starting thresholds and its checks before anything is sent. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { alertStateText, cooldownLabel, draftInput, newDraft, startingThreshold } from '../../../../client/components/price-alerts/alert-form';

const live = { price: 10, pct: 1.2 };

test('starting thresholds sit beyond the live numbers', () => {
  assert.equal(startingThreshold('priceAbove', live), '10.5');
  assert.equal(startingThreshold('priceBelow', live), '9.5');
  assert.equal(startingThreshold('pctAbove', live), '5');
  assert.equal(startingThreshold('pctAbove', { price: 10, pct: 6.3 }), '8');
  assert.equal(startingThreshold('pctBelow', live), '-5');
  assert.equal(startingThreshold('volumeSurge', null), '2');
  assert.equal(startingThreshold('limitUp', live), '');
  assert.equal(startingThreshold('priceAbove', null), '', 'no quote yet: nothing guessed');
});

test('a draft becomes the create input, or the reason in Chinese', () => {
  assert.deepEqual(draftInput('600519.SH', { ...newDraft('priceAbove', live), threshold: ' 10.01 ' }, live), {
    input: { code: '600519.SH', kind: 'priceAbove', threshold: 10.01, screenId: null, cooldownMinutes: 5 },
  });
  assert.deepEqual(draftInput('600519.SH', { ...newDraft('priceAbove', live), threshold: '10' }, live), { error: '股价涨到的价格应高于现价 10.00' });
  assert.deepEqual(draftInput('600519.SH', { ...newDraft('priceAbove', live), threshold: '' }, live), { error: '请输入股价涨到的数值' });
  assert.deepEqual(draftInput('600519.SH', { ...newDraft('priceAbove', live), threshold: 'abc' }, live), { error: '请输入股价涨到的数值' });
  assert.deepEqual(draftInput('600519.SH', newDraft('screenEnter', live), live), { error: '请选择选股方案' });
  assert.deepEqual(draftInput('600519.SH', { ...newDraft('screenExit', live), screenId: '4' }, live), {
    input: { code: '600519.SH', kind: 'screenExit', threshold: null, screenId: 4, cooldownMinutes: 5 },
  });
  assert.deepEqual(draftInput('600519.SH', newDraft('limitUp', null), null), {
    input: { code: '600519.SH', kind: 'limitUp', threshold: null, screenId: null, cooldownMinutes: 5 },
  });
});

test('cool-downs and states in words', () => {
  assert.equal(cooldownLabel(5), '5 分钟');
  assert.equal(cooldownLabel(60), '1 小时');
  assert.equal(cooldownLabel(240), '4 小时');
  assert.equal(alertStateText({ paused: false, screenId: null, screenName: null }), '监控中');
  assert.equal(alertStateText({ paused: true, screenId: null, screenName: null }), '已暂停');
  assert.equal(alertStateText({ paused: false, screenId: 3, screenName: null }), '方案已删除');
});

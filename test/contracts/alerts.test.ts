/**
 * The alert rules every side shares: which inputs can be kept (Chinese reasons naming the field),
 * a threshold against the live price, and the condition text.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALERT_KINDS, alertAgainstLive, alertConditionText, alertInputProblem, alertText, type AlertInput } from '../../contracts/alerts';

const ok = (input: AlertInput) => assert.equal(alertInputProblem(input), null, JSON.stringify(input));
const bad = (input: AlertInput, pattern: RegExp) => {
  const p = alertInputProblem(input);
  assert.ok(p !== null, `${JSON.stringify(input)} should be refused`);
  assert.match(p, pattern);
  assert.match(p, /[\u4e00-\u9fff]/, 'the reason is Chinese');
};

test('each kind with what it needs is accepted', () => {
  ok({ code: '600519.SH', kind: 'priceAbove', threshold: 1700.5 });
  ok({ code: '600519.SH', kind: 'priceBelow', threshold: 0.125 });
  ok({ code: '600519.SH', kind: 'pctAbove', threshold: 3 });
  ok({ code: '600519.SH', kind: 'pctBelow', threshold: -2.5 });
  ok({ code: '600519.SH', kind: 'volumeSurge', threshold: 2 });
  for (const kind of ['limitUp', 'limitDown', 'limitOpen'] as const) ok({ code: '600519.SH', kind });
  ok({ kind: 'screenEnter', screenId: 3 });
  ok({ code: '600519.SH', kind: 'screenExit', screenId: 3, cooldownMinutes: 60 });
  assert.equal(ALERT_KINDS.length, 10);
});

test('what is missing, out of range or not allowed is named in Chinese', () => {
  bad({ kind: 'priceAbove', threshold: 10 }, /请选择股票/);
  bad({ code: '600519.SH', kind: 'priceAbove' }, /请输入股价涨到的数值/);
  bad({ code: '600519.SH', kind: 'priceAbove', threshold: Number.NaN }, /数值/);
  bad({ code: '600519.SH', kind: 'priceBelow', threshold: 0 }, /0\.001元 到 1000000元/);
  bad({ code: '600519.SH', kind: 'priceAbove', threshold: 10.1234 }, /最多 3 位小数/);
  bad({ code: '600519.SH', kind: 'volumeSurge', threshold: 1 }, /1\.1倍 到 50倍/);
  bad({ code: '600519.SH', kind: 'limitUp', threshold: 5 }, /不需要数值/);
  bad({ code: '600519.SH', kind: 'screenEnter' }, /请选择选股方案/);
  bad({ code: '600519.SH', kind: 'priceAbove', threshold: 10, screenId: 2 }, /只有选股方案预警/);
  bad({ code: '600519.SH', kind: 'priceAbove', threshold: 10, cooldownMinutes: 7 }, /冷却时间/);
  bad({ code: '600519.SH', kind: 'nope' as never, threshold: 10 }, /预警类型无效/);
});

test('a threshold must not stand crossed already', () => {
  const live = { price: 10, pct: 1.5 };
  assert.match(alertAgainstLive('priceAbove', 10, live) ?? '', /应高于现价 10\.00/);
  assert.equal(alertAgainstLive('priceAbove', 10.01, live), null);
  assert.match(alertAgainstLive('priceBelow', 10.5, live) ?? '', /应低于现价/);
  assert.match(alertAgainstLive('pctAbove', 1, live) ?? '', /应高于当前涨跌幅 1\.50%/);
  assert.equal(alertAgainstLive('pctBelow', -1, live), null);
  assert.equal(alertAgainstLive('limitUp', null, live), null);
});

test('condition and notification texts', () => {
  assert.equal(alertConditionText('priceAbove', 12.3), '股价涨到 12.30 元');
  assert.equal(alertConditionText('priceBelow', 0.125), '股价跌到 0.125 元');
  assert.equal(alertConditionText('pctBelow', -3), '涨跌幅 ≤ -3%');
  assert.equal(alertConditionText('volumeSurge', 2), '放量 ≥ 5日均量 2 倍');
  assert.equal(alertConditionText('screenEnter', null, '低估值'), '进入选股方案「低估值」');
  assert.equal(alertConditionText('screenExit', null, null), '退出选股方案「已删除的方案」');
  assert.equal(alertConditionText('limitOpen', null), '打开涨停');
  assert.equal(alertText('贵州茅台', 'pctBelow', 1, 10), '贵州茅台 涨幅回落到 1.00%，现价 10.00');
  assert.equal(alertText('贵州茅台', 'screenEnter', undefined, 1688, '白马'), '贵州茅台 进入选股方案「白马」，现价 1688.00');
});

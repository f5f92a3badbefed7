/** A fired alert's card: its text, the stock's live price and a link to the stock; no link without a stock. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ALERT_NOTICE_MS, ALERT_NOTICE_TITLE, alertNotice } from '../../../client/state/alert-notices';

test('the card of a fired alert', () => {
  const text = '贵州茅台 价格涨到 1700.00，现价 1701.00';
  assert.deepEqual(alertNotice({ id: 'a1', kind: 'alert', ts: 1, text, code: '600519.SH', price: 1701 }), {
    title: ALERT_NOTICE_TITLE,
    description: text,
    durationMs: ALERT_NOTICE_MS,
    live: '600519.SH',
    link: { href: '/stock?stockCode=600519.SH', label: '查看个股 ›' },
  });
  assert.deepEqual(alertNotice({ id: 'a2', kind: 'alert', ts: 1, text: '方案' }), { title: '价格预警', description: '方案', durationMs: ALERT_NOTICE_MS });
});

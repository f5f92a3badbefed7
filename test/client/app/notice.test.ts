import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeNotice, decideNotice, nextOffset } from '../../../client/app/notice/notice.streams';
import { isChromium, localDay, shouldShowBrowserNotice } from '../../../client/app/browser-notice/browser-rules';
import { parseNotice } from '../../../contracts/endpoints/notice';

const n1 = { id: 1, message: '公告一', url: '' };
const n2 = { id: 2, message: '公告二', url: 'https://example.com/x' };

test('a closed notice stays closed; a new notice id reopens the banner', () => {
  assert.deepEqual(decideNotice(null, n1), { show: n1, store: { notice: n1, status: 'open' } });
  assert.deepEqual(decideNotice(closeNotice(n1), n1), { show: null, store: { notice: n1, status: 'closed' } });
  assert.deepEqual(decideNotice(closeNotice(n1), n2), { show: n2, store: { notice: n2, status: 'open' } });
  assert.deepEqual(decideNotice(closeNotice(n1), null), { show: null, store: undefined });
});

test('the banner moves 1.2 px per frame and wraps once the text has left', () => {
  assert.equal(nextOffset(100, 50, 800), 98.8);
  assert.equal(nextOffset(-50, 50, 800), 800);
});

test('notices are validated at the boundary', () => {
  assert.deepEqual(parseNotice(n2), n2);
  assert.equal(parseNotice({ id: 0, message: 'x', url: '' }), null);
  assert.equal(parseNotice({ id: 1, message: '', url: '' }), null);
  assert.equal(parseNotice({ id: 1, message: 'x', url: 'javascript:alert(1)' }), null);
  assert.equal(parseNotice({ id: 1, message: 'x', url: '//evil.example' }), null);
});

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';
const EDGE = `${CHROME} Edg/124.0.0.0`;
const FIREFOX = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';
const SAFARI = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_4) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15';
const IE_COMPAT = 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko';

test('browser notice: non-Chromium browsers, at most once per day', () => {
  assert.ok(isChromium(CHROME) && isChromium(EDGE));
  assert.ok(!isChromium(FIREFOX) && !isChromium(SAFARI) && !isChromium(IE_COMPAT));
  assert.equal(shouldShowBrowserNotice(FIREFOX, null, '2026-01-02'), true);
  assert.equal(shouldShowBrowserNotice(FIREFOX, '2026-01-02', '2026-01-02'), false);
  assert.equal(shouldShowBrowserNotice(FIREFOX, '2026-01-01', '2026-01-02'), true);
  assert.equal(shouldShowBrowserNotice(CHROME, null, '2026-01-02'), false);
  assert.equal(localDay(new Date(2026, 0, 2, 23, 59)), '2026-01-02');
});

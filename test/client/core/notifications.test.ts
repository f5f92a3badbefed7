import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dismissToast, MAX_TOASTS, NOTIFY_DURATION_MS, notify, type Toast, toasts$, warn } from '../../../client/core/notifications';

test('toasts: a repeated text shows once, at most five stay (oldest leaves first), dismiss removes one', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'] });
  let now: readonly Toast[] = [];
  const sub = toasts$.subscribe((list) => (now = list));
  t.after(() => sub.unsubscribe());
  warn('网络已断开');
  warn('网络已断开');
  assert.deepEqual(
    now.map((x) => x.message),
    ['网络已断开'],
  );
  for (let i = 1; i <= MAX_TOASTS; i++) notify({ title: '请求错误', description: `第${i}次` });
  assert.equal(now.length, MAX_TOASTS);
  assert.deepEqual(
    now.map((x) => x.message),
    ['第1次', '第2次', '第3次', '第4次', '第5次'],
  );
  dismissToast(now[0]!.id);
  assert.deepEqual(
    now.map((x) => x.message),
    ['第2次', '第3次', '第4次', '第5次'],
  );
  t.mock.timers.tick(5_000);
  assert.deepEqual(now, [], 'every toast expires');
});

test('a notification may carry a link and a live security, and stay longer than the default', (t) => {
  t.mock.timers.enable({ apis: ['setTimeout', 'setInterval', 'Date'] });
  let now: readonly Toast[] = [];
  const sub = toasts$.subscribe((list) => (now = list));
  t.after(() => sub.unsubscribe());
  const link = { href: '/stock?stockCode=600519.SH', label: '查看个股 ›' };
  notify({ title: '价格预警', description: '贵州茅台 价格涨到 1700.00，现价 1701.00', link, live: '600519.SH', durationMs: 15_000 });
  assert.deepEqual(now.at(-1)?.link, link);
  assert.equal(now.at(-1)?.live, '600519.SH');
  t.mock.timers.tick(NOTIFY_DURATION_MS + 100);
  assert.equal(now.length, 1, 'still on screen after the default time');
  t.mock.timers.tick(15_000);
  assert.deepEqual(now, []);
});

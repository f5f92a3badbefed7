import assert from 'node:assert/strict';
import { test } from 'node:test';
import { dismissToast, MAX_TOASTS, notify, type Toast, toasts$, warn } from '../../../client/core/notifications';

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

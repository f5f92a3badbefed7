import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { NewsItem } from '../../../../contracts/endpoints/news';
import { emptyText, latestDigests } from '../../../../client/pages/seven-eleven/seven-eleven.streams';

const item = (id: string, ts: number, digest?: string): NewsItem =>
  ({ id, ts, title: `【模拟】${id}`, content: '', level: 'normal', category: 'all', securities: [], ...(digest ? { digest } : {}) }) as unknown as NewsItem;

test('digest strip: the newest of each kind, newest first; items without a digest are left out', () => {
  const out = latestDigests([item('a', 1, '早报'), item('b', 5, '午评'), item('c', 3, '早报'), item('d', 9)]);
  assert.deepEqual(
    out.map((i) => i.id),
    ['b', 'c'],
  );
});

test('empty text says why the list is empty', () => {
  assert.equal(emptyText('all', '', true), '暂无与自选股相关的资讯');
  assert.equal(emptyText('all', '茅台', false), '没有包含“茅台”的资讯');
  assert.equal(emptyText('all', '', false), '暂无资讯');
  assert.match(emptyText('notice', '', false), /财报披露季/);
});

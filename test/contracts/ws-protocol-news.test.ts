import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFeedLine, encodeNewsRecord, parseFeedRecord } from '../../contracts/feed-record';
import { MAX_NEWS_PER_FRAME, encodeFrame, parseClientFrame, parseServerFrame } from '../../contracts/ws-protocol';
import { newsItem } from '../gateway/edge/hub/news-fixture';

test('subNews / unsubNews parse; near misses are refused with a reason', () => {
  assert.deepEqual(parseClientFrame('{"type":"subNews"}'), { ok: true, frame: { type: 'subNews' } });
  assert.deepEqual(parseClientFrame('{"type":"unsubNews"}'), { ok: true, frame: { type: 'unsubNews' } });
  assert.equal(encodeFrame({ type: 'subNews' }), '{"type":"subNews"}');
  for (const bad of ['{"type":"subnews"}', '{"type":"news"}', 'subNews', '["subNews"]']) {
    const r = parseClientFrame(bad);
    assert.equal(r.ok, false, bad);
  }
});

test('a news frame round-trips; recent is kept only when true', () => {
  const frame = { type: 'news' as const, items: [newsItem(1), newsItem(2)], recent: true };
  assert.deepEqual(parseServerFrame(encodeFrame(frame)), { ok: true, frame });
  assert.deepEqual(parseServerFrame('{"type":"news","items":[]}'), { ok: true, frame: { type: 'news', items: [] } });
});

test('malformed news frames are rejected, naming what is wrong', () => {
  const item = newsItem(1);
  const cases: Array<[unknown, RegExp]> = [
    [{ type: 'news' }, /items must be an array/],
    [{ type: 'news', items: {} }, /items must be an array/],
    [{ type: 'news', items: [], recent: 'yes' }, /recent must be a boolean/],
    [{ type: 'news', items: Array.from({ length: MAX_NEWS_PER_FRAME + 1 }, () => item) }, /too many news items/],
    [{ type: 'news', items: [null] }, /must be an object/],
    [{ type: 'news', items: [{ ...item, id: '' }] }, /news\.id/],
    [{ type: 'news', items: [{ ...item, id: 'x'.repeat(65) }] }, /news\.id/],
    [{ type: 'news', items: [{ ...item, ts: 'now' }] }, /news\.ts/],
    [{ type: 'news', items: [{ ...item, title: 3 }] }, /news\.title/],
    [{ type: 'news', items: [{ ...item, content: 'x'.repeat(4001) }] }, /news\.content/],
    [{ type: 'news', items: [{ ...item, codes: 'A' }] }, /news\.codes/],
    [{ type: 'news', items: [{ ...item, level: 'urgent' }] }, /news\.level/],
    [{ type: 'news', items: [{ ...item, category: 'all' }] }, /news\.category/],
    [{ type: 'news', items: [{ ...item, tags: [1] }] }, /news\.tags/],
    [{ type: 'news', items: [{ ...item, securities: [{ id: 'nope' }] }] }, /news\.securities/],
  ];
  for (const [value, reason] of cases) {
    const r = parseServerFrame(JSON.stringify(value));
    assert.equal(r.ok, false, JSON.stringify(value).slice(0, 80));
    if (!r.ok) assert.match(r.reason, reason);
  }
});

test('recorded feed files carry news lines; the quote-only reader refuses them', () => {
  const line = encodeNewsRecord({ t: 5, type: 'news', items: [newsItem(7)] });
  assert.ok(line.endsWith('\n'));
  assert.deepEqual(parseFeedLine(line.trim()), { t: 5, type: 'news', items: [newsItem(7)] });
  assert.equal(typeof parseFeedRecord(line.trim()), 'string');
  assert.equal(typeof parseFeedLine('{"t":1,"type":"news","items":[{"id":1}]}'), 'string');
  assert.equal(typeof parseFeedLine('{"t":"x","type":"news","items":[]}'), 'string');
  assert.deepEqual(parseFeedLine('{"t":1,"type":"quotes","quotes":[]}'), { t: 1, type: 'quotes', quotes: [] });
});

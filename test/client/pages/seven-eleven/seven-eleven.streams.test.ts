import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import type { NewsItem } from '../../../../contracts/endpoints/news';
import {
  EMPTY_FEED,
  dayLabel,
  firstPage,
  newestTs,
  olderPage,
  onlyFollowed,
  polled,
  showPending,
  withDividers,
} from '../../../../client/pages/seven-eleven/seven-eleven.streams';

/** 2025-11-27 10:00 in Shanghai. */
const T = Date.parse('2025-11-27T10:00:00+08:00');

function item(id: string, ts: number, codes: string[] = []): NewsItem {
  return { id, ts, title: `【模拟】${id}`, content: `【模拟】${id}`, codes, level: 'normal', category: 'market', securities: [] };
}

test('older pages append below, never duplicate, stay newest first', () => {
  let s = firstPage([item('c', T + 2), item('b', T + 1)], T + 1);
  s = olderPage(s, [item('b', T + 1), item('a', T)], null);
  assert.deepEqual(
    s.items.map((i) => i.id),
    ['c', 'b', 'a'],
  );
  assert.equal(s.next, null);
});

test('polled items join at once at the top, are held while reading, and join when asked', () => {
  const s0 = firstPage([item('a', T)], null);
  const atTop = polled(s0, [item('b', T + 1)], true);
  assert.deepEqual(
    atTop.items.map((i) => i.id),
    ['b', 'a'],
  );
  assert.equal(atTop.pending.length, 0);

  const reading = polled(s0, [item('b', T + 1), item('c', T + 2)], false);
  assert.deepEqual(reading.items, s0.items, 'the list under the reader does not change');
  assert.equal(reading.pending.length, 2);
  assert.equal(newestTs(reading), T + 2, 'the next poll asks after the held ones');
  assert.equal(polled(reading, [item('c', T + 2)], false), reading, 'a repeat changes nothing');
  // Once items are held, newer ones are held too even at the top (the bar keeps counting).
  assert.equal(polled(reading, [item('d', T + 3)], true).pending.length, 3);

  const shown = showPending(reading);
  assert.deepEqual(
    shown.items.map((i) => i.id),
    ['c', 'b', 'a'],
  );
  assert.equal(shown.pending.length, 0);
  assert.equal(showPending(shown), shown);
  assert.equal(newestTs(EMPTY_FEED), null);
});

test('property: whatever the order of polls and pages, every item appears once, newest first', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom('poll', 'older', 'show'), fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 6 }), fc.boolean()), {
        maxLength: 20,
      }),
      (steps) => {
        let s = EMPTY_FEED;
        const seen = new Set<string>();
        for (const [kind, ids, atTop] of steps) {
          const batch = ids.map((n) => item(`n${n}`, T + n * 1000));
          if (kind !== 'show') for (const b of batch) seen.add(b.id);
          if (kind === 'poll') s = polled(s, batch, atTop);
          else if (kind === 'older') s = olderPage(s, batch, null);
          else s = showPending(s);
        }
        const all = [...s.items, ...s.pending];
        assert.equal(new Set(all.map((i) => i.id)).size, all.length);
        assert.equal(all.length, seen.size);
        for (const list of [s.items, s.pending]) assert.ok(list.every((x, i) => i === 0 || list[i - 1]!.ts >= x.ts));
      },
    ),
    { numRuns: 200 },
  );
});

test('date dividers before each exchange day, 今天 for today', () => {
  const yesterday = T - 86_400_000;
  const rows = withDividers([item('b', T), item('a2', yesterday + 60_000), item('a1', yesterday)], T);
  assert.deepEqual(
    rows.map((r) => (r.kind === 'day' ? r.label : r.item.id)),
    ['2025-11-27 今天', 'b', '2025-11-26 星期三', 'a2', 'a1'],
  );
  // 23:30 Shanghai is still that day on the exchange clock though UTC is the previous evening.
  const late = Date.parse('2025-11-26T23:30:00+08:00');
  assert.equal(withDividers([item('x', late)], T)[0]!.kind === 'day' && (withDividers([item('x', late)], T)[0] as { date: string }).date, '2025-11-26');
  assert.equal(dayLabel('2025-11-29', '2025-11-27'), '2025-11-29 星期六');
});

test('只看自选 keeps items naming a followed security', () => {
  const items = [item('a', T, ['600519.SH']), item('b', T, ['000001.SH']), item('c', T, [])];
  assert.deepEqual(
    onlyFollowed(items, new Set(['600519.SH'])).map((i) => i.id),
    ['a'],
  );
});

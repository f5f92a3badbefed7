import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { columnDraft, draftChoice, moveEntry, toggleEntry } from '../../../../client/components/data-page/column-choice';

const OFFERED = [
  { key: 'price', label: '最新价' },
  { key: 'pct', label: '涨跌幅' },
  { key: 'amount', label: '成交额' },
  { key: 'peTtm', label: '市盈率TTM' },
  { key: 'holdPnl', label: '浮动盈亏' },
];

test('a draft lists the shown columns first in their order, then the others hidden in the table’s order', () => {
  const draft = columnDraft(OFFERED, ['holdPnl', 'price', 'retired']);
  assert.deepEqual(
    draft.map((e) => [e.key, e.visible]),
    [
      ['holdPnl', true],
      ['price', true],
      ['pct', false],
      ['amount', false],
      ['peTtm', false],
    ],
  );
  assert.deepEqual(draftChoice(draft), ['holdPnl', 'price']);
});

test('ticking and moving entries makes the choice; moves clamp and unknown keys change nothing', () => {
  let draft = columnDraft(OFFERED, ['price', 'pct']);
  draft = toggleEntry(draft, 'peTtm');
  draft = moveEntry(draft, 'peTtm', 0);
  draft = toggleEntry(draft, 'pct');
  assert.deepEqual(draftChoice(draft), ['peTtm', 'price']);
  assert.deepEqual(
    moveEntry(draft, 'price', 99).map((e) => e.key),
    ['peTtm', 'pct', 'amount', 'holdPnl', 'price'],
    'a move past the end lands last',
  );
  assert.deepEqual(draftChoice(moveEntry(draft, 'price', -5)), ['price', 'peTtm']);
  assert.deepEqual(moveEntry(draft, 'nope', 0), draft);
  assert.notEqual(moveEntry(draft, 'nope', 0), draft, 'a new array, never the same draft');
});

test('any sequence of moves and ticks keeps every column exactly once', () => {
  fc.assert(
    fc.property(
      fc.array(fc.tuple(fc.constantFrom(...OFFERED.map((c) => c.key), 'x'), fc.integer({ min: -2, max: 8 }), fc.boolean()), { maxLength: 30 }),
      (ops) => {
        let draft = columnDraft(OFFERED, ['price']);
        for (const [key, to, tick] of ops) draft = tick ? toggleEntry(draft, key) : moveEntry(draft, key, to);
        assert.deepEqual(draft.map((e) => e.key).sort(), OFFERED.map((c) => c.key).sort());
      },
    ),
  );
});

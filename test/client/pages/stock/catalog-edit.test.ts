import { test } from 'node:test';
import assert from 'node:assert/strict';
import fc from 'fast-check';
import { catalogBody, moduleHref } from '../../../../client/pages/stock/catalog-edit';
import { moveEntry, toggleEntry } from '../../../../client/components/data-page/column-choice';
import { CATALOG_MODULES } from '../../../../contracts/endpoints/market-data';
import { catalog } from './fixtures';

test('moving an entry reorders the draft; out-of-range targets clamp; unknown keys change nothing', () => {
  const entries = catalog();
  const moved = moveEntry(entries, 'events', 0);
  assert.equal(moved[0]!.key, 'events');
  assert.equal(moved.length, entries.length);
  assert.equal(moveEntry(entries, 'pepChat', 99).at(-1)!.key, 'pepChat');
  assert.deepEqual(moveEntry(entries, 'nope', 0), entries);
  assert.notEqual(moveEntry(entries, 'nope', 0), entries, 'a new array, never the same draft');
});

test('moves keep every key exactly once (property)', () => {
  const keys = catalog().map((e) => e.key);
  fc.assert(
    fc.property(fc.array(fc.tuple(fc.constantFrom(...keys), fc.integer({ min: -3, max: 14 })), { maxLength: 20 }), (moves) => {
      let draft = catalog();
      for (const [key, to] of moves) draft = moveEntry(draft, key, to);
      assert.deepEqual([...draft.map((e) => e.key)].sort(), [...keys].sort());
    }),
  );
});

test('toggle hides and shows; the body lists every key with its visibility in order', () => {
  const draft = toggleEntry(moveEntry(catalog(), 'compare', 0), 'reports');
  const body = catalogBody(draft);
  assert.equal(body.length, CATALOG_MODULES.length);
  assert.deepEqual(body[0], { key: 'compare', visible: true });
  assert.deepEqual(
    body.find((e) => e.key === 'reports'),
    { key: 'reports', visible: false },
  );
  assert.equal(toggleEntry(draft, 'reports').find((e) => e.key === 'reports')!.visible, true);
});

test('module links carry the security id', () => {
  assert.equal(moduleHref({ path: '/pepChat' }, '600519.SH'), '/pepChat?code=600519.SH');
  assert.equal(moduleHref({ path: '/lineTable?moduleName=divi' }, '600519.SH'), '/lineTable?moduleName=divi&code=600519.SH');
});

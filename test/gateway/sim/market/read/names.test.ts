/**
 * shownName reads the market time on the exchanges' clock (UTC+8): 16:30 UTC the evening before a
 * listing is already the listing day in Shanghai.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { shownName } from '../../../../../gateway/sim/market/read/names';

test('the listing day begins at Shanghai midnight', () => {
  const s = { name: '测微科技', kind: 'capital', board: 'star', listDate: '2025-11-27' } as const;
  assert.equal(shownName(s, Date.parse('2025-11-26T15:59:00Z')), '测微科技');
  assert.equal(shownName(s, Date.parse('2025-11-26T16:00:00Z')), 'N测微科技');
  assert.equal(shownName(s, Date.parse('2025-11-28T02:00:00Z')), 'C测微科技');
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { showsFollowed } from '../../../client/state/watchlist-follow';

const hit = (id: string, isFollow: 0 | 1) => ({ id, isFollow });

test('before the watchlist loads, the search answer’s isFollow decides', () => {
  assert.equal(showsFollowed(hit('600519.SH', 1), new Set(), false), true);
  assert.equal(showsFollowed(hit('600519.SH', 0), new Set(), false), false);
  assert.equal(showsFollowed(hit('600519.SH', 0), new Set(['600519.SH']), false), true);
});

test('once loaded, the watchlist is the authority: a removal shows 加自选 again even if the answer said isFollow 1', () => {
  assert.equal(showsFollowed(hit('600519.SH', 1), new Set(), true), false);
  assert.equal(showsFollowed(hit('600519.SH', 0), new Set(['600519.SH']), true), true);
});

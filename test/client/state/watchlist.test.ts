import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CAPITAL_OR_INDEX } from '../../../contracts/market';
import { canFollow } from '../../../client/state/watchlist';

test('spec §2: add and remove are hidden for fof funds only', () => {
  for (const kind of CAPITAL_OR_INDEX) assert.equal(canFollow(kind), kind !== 'fund_fof', kind);
  assert.equal(canFollow(null), true);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { isFollowing } from '../../../../gateway/sim/routes/accounts/index';
import { buildTestApp, callOk, signIn } from '../routes/accounts/helpers';

test('isFollowing marks the ids the token holder follows; no or bad tokens follow nothing', async (t) => {
  const ta = await buildTestApp(t);
  const a = await signIn(ta, '13800000001');
  const b = await signIn(ta, '13800000002');
  await callOk(ta.app, 'GET', '/api/v2/opt/addOpt?code=600519.SH', { token: a });
  await callOk(ta.app, 'GET', '/api/v2/opt/addOpt?code=000001.SZ', { token: b });
  const ids = ['600519.SH', '000001.SZ', '300750.SZ'];
  assert.deepEqual([...isFollowing(ta.store, a, ids, ta.clock.t)], ['600519.SH']);
  assert.deepEqual([...isFollowing(ta.store, b, ids, ta.clock.t)], ['000001.SZ']);
  assert.equal(isFollowing(ta.store, undefined, ids, ta.clock.t).size, 0);
  assert.equal(isFollowing(ta.store, 'junk', ids, ta.clock.t).size, 0);
  assert.equal(isFollowing(ta.store, a, [], ta.clock.t).size, 0);
  // An ended session follows nothing.
  assert.equal(isFollowing(ta.store, a, ids, ta.clock.t + 31 * 86_400_000).size, 0);
});

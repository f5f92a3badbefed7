import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Endpoint } from '../../../../contracts/endpoints/define';
import { loginEndpoints } from '../../../../contracts/endpoints/login';
import { userEndpoints } from '../../../../contracts/endpoints/user';
import { watchlistEndpoints } from '../../../../contracts/endpoints/watchlist';
import { analyticsEndpoints } from '../../../../contracts/endpoints/analytics';
import { sha256 } from '../../../../gateway/sim/store/secrets';
import { buildTestApp, callOk, expectFail, signIn, type TestApp } from '../routes/accounts/helpers';

const ALL = { ...loginEndpoints, ...userEndpoints, ...watchlistEndpoints, ...analyticsEndpoints } as Record<string, Endpoint<unknown, unknown, unknown>>;
const REQUIRED = Object.entries(ALL).filter(([, e]) => e.auth === 'required');

function urlOf(e: Endpoint<unknown, unknown, unknown>): string {
  return e.path.replace(':id', '1');
}

async function expectEverywhere(ta: TestApp, token: string | undefined, code: string, message: RegExp): Promise<void> {
  for (const [name, e] of REQUIRED) {
    const opts = token === undefined ? {} : { token };
    const env = await expectFail(ta.app, e.method, urlOf(e), code, e.method === 'POST' ? { ...opts, body: {} } : opts).catch((err: Error) => {
      throw new Error(`${name}: ${err.message}`);
    });
    assert.match(env.message, message, name);
  }
}

test('the contract marks 4 user calls, the 20 watchlist calls and save2 as signed-in only', () => {
  assert.deepEqual(
    REQUIRED.map(([name]) => name).filter((n) => !(n in watchlistEndpoints)),
    ['userinfo', 'vipType', 'userCodes', 'unLock', 'save2'],
  );
  assert.equal(Object.keys(watchlistEndpoints).length, 20);
  assert.ok(Object.values(watchlistEndpoints).every((e) => e.auth === 'required'));
});

test('every signed-in endpoint answers 004 without a token or with an unknown one', async (t) => {
  const ta = await buildTestApp(t);
  await expectEverywhere(ta, undefined, '004', /请先登录/);
  await expectEverywhere(ta, 'x'.repeat(43), '004', /无效/);
  await expectEverywhere(ta, "' OR 1=1 --", '004', /无效/);
});

test('every signed-in endpoint answers 033 once the session expired', async (t) => {
  const ta = await buildTestApp(t, { sessionTtlMs: 60_000 });
  const token = await signIn(ta);
  await callOk(ta.app, 'GET', '/api/v2/user/userinfo', { token });
  ta.clock.advance(60_000);
  await expectEverywhere(ta, token, '033', /过期/);
});

test('a new sign-in elsewhere revokes older sessions: 016 on every endpoint', async (t) => {
  const ta = await buildTestApp(t);
  const first = await signIn(ta);
  const second = await signIn(ta);
  await expectEverywhere(ta, first, '016', /其他设备/);
  await callOk(ta.app, 'GET', '/api/v2/user/userinfo', { token: second });
});

test('with revokeOlderSessions off, both devices stay signed in', async (t) => {
  const ta = await buildTestApp(t, { revokeOlderSessions: false });
  const first = await signIn(ta);
  const second = await signIn(ta);
  await callOk(ta.app, 'GET', '/api/v2/user/userinfo', { token: first });
  await callOk(ta.app, 'GET', '/api/v2/user/userinfo', { token: second });
});

test('another account signing in does not revoke mine', async (t) => {
  const ta = await buildTestApp(t);
  const mine = await signIn(ta, '13800000001');
  await signIn(ta, '13800000002');
  await callOk(ta.app, 'GET', '/api/v2/user/userinfo', { token: mine });
});

test('tokens are stored only as hashes', async (t) => {
  const ta = await buildTestApp(t);
  const token = await signIn(ta);
  const rows = ta.store.db.prepare('SELECT token_hash FROM sessions').all() as Array<{ token_hash: string }>;
  assert.deepEqual(
    rows.map((r) => r.token_hash),
    [sha256(token)],
  );
  const dump = JSON.stringify(ta.store.db.prepare('SELECT * FROM sessions').all());
  assert.ok(!dump.includes(token));
});

test('the session check runs before parameter validation (anonymous callers learn nothing else)', async (t) => {
  const ta = await buildTestApp(t);
  await expectFail(ta.app, 'GET', '/api/v2/opt/addOpt?code=bad', '004');
  await expectFail(ta.app, 'POST', '/api/v2/opt/batchDelOpt', '004', { body: { junk: true } });
});

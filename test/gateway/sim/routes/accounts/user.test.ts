import { test } from 'node:test';
import assert from 'node:assert/strict';
import { FREE_UNLOCKS_PER_DAY, type UnlockResult, type UserCodes } from '../../../../../contracts/endpoints/user';
import type { UserInfo, UserIp } from '../../../../../contracts/entities';
import { LOCK_TOKEN_LENGTH } from '../../../../../contracts/signing';
import { buildTestApp, callOk, expectFail, signIn } from './helpers';

const DAY = 86_400_000;

test('userinfo and vipType: trial for 7 days, then none', async (t) => {
  const ta = await buildTestApp(t);
  const token = await signIn(ta);
  const info = await callOk<UserInfo>(ta.app, 'GET', '/api/v2/user/userinfo', { token });
  assert.equal(info.vipType, 1);
  assert.ok(Number.isSafeInteger(info.uid) && (info.uid ?? 0) > 0, 'userinfo names the account (the key of its socket channel)');
  const other = await callOk<UserInfo>(ta.app, 'GET', '/api/v2/user/userinfo', { token: await signIn(ta, '13800000009') });
  assert.notEqual(other.uid, info.uid);
  assert.equal(await callOk<number>(ta.app, 'GET', '/api/v2/user/vipType', { token }), 1);
  ta.clock.t = info.vipTime;
  assert.deepEqual(await callOk<UserInfo>(ta.app, 'GET', '/api/v2/user/userinfo', { token }), { ...info, vipType: 0, vipTime: 0 });
  assert.equal(await callOk<number>(ta.app, 'GET', '/api/v2/user/vipType', { token }), 0);
});

test('the tier test hook sets paid and lifetime tiers for the caller only', async (t) => {
  const ta = await buildTestApp(t);
  const a = await signIn(ta, '13800000001');
  const b = await signIn(ta, '13800000002');
  const paidUntil = ta.clock.t + 30 * DAY;
  const paid = await callOk<UserInfo>(ta.app, 'POST', '/api/sim-test/vip', { token: a, body: { vipType: 2, vipTime: paidUntil } });
  assert.equal(paid.vipType, 2);
  assert.equal(paid.vipTime, paidUntil);
  const life = await callOk<UserInfo>(ta.app, 'POST', '/api/sim-test/vip', { token: a, body: { vipType: 3, vipTime: 123 } });
  assert.deepEqual([life.vipType, life.vipTime], [3, 0]);
  assert.equal(await callOk<number>(ta.app, 'GET', '/api/v2/user/vipType', { token: b }), 1);
  await expectFail(ta.app, 'POST', '/api/sim-test/vip', '400', { token: a, body: { vipType: 7, vipTime: 0 } }, /vipType 取值无效/);
  await expectFail(ta.app, 'POST', '/api/sim-test/vip', '004', { body: { vipType: 3, vipTime: 0 } });
});

test("the session test hook ends the caller's session only: its next call answers 033", async (t) => {
  const ta = await buildTestApp(t);
  const a = await signIn(ta, '13800000011');
  const b = await signIn(ta, '13800000012');
  assert.equal(await callOk<null>(ta.app, 'POST', '/api/sim-test/expireSession', { token: a }), null);
  await expectFail(ta.app, 'GET', '/api/v2/user/vipType', '033', { token: a });
  await expectFail(ta.app, 'POST', '/api/sim-test/expireSession', '033', { token: a });
  assert.equal(await callOk<number>(ta.app, 'GET', '/api/v2/user/vipType', { token: b }), 1);
  await expectFail(ta.app, 'POST', '/api/sim-test/expireSession', '004', {});
});

test('test hooks do not exist unless enabled', async (t) => {
  const ta = await buildTestApp(t, { testHooks: false });
  for (const url of ['/api/sim-test/captcha?challengeId=x', '/api/sim-test/smsCode?phone=13800138000']) {
    assert.equal((await ta.app.inject({ method: 'GET', url })).statusCode, 404);
  }
  for (const url of ['/api/sim-test/vip', '/api/sim-test/expireSession']) {
    assert.equal((await ta.app.inject({ method: 'POST', url, payload: {} })).statusCode, 404);
  }
});

test('isCN follows the forwarded client IP', async (t) => {
  const ta = await buildTestApp(t);
  const cases: Array<[Record<string, string>, boolean]> = [
    [{}, true], // inject's loopback address: a local demo counts as mainland China
    [{ 'x-forwarded-for': '1.80.2.3' }, true],
    [{ 'x-forwarded-for': '183.12.0.1, 10.0.0.1' }, true],
    [{ 'x-forwarded-for': '8.8.8.8' }, false],
    [{ 'x-forwarded-for': '203.198.1.1' }, false],
    [{ 'x-forwarded-for': '::ffff:117.130.0.9' }, true],
    [{ 'x-forwarded-for': '2001:4860::8888' }, false],
    [{ 'x-forwarded-for': 'garbage' }, true], // unparsable: the socket address (loopback) is used
  ];
  for (const [headers, isCN] of cases) {
    const ip = await callOk<UserIp>(ta.app, 'GET', '/api/v2/user/isCN', { headers });
    assert.deepEqual(ip, { isCN, msg: isCN ? '中国大陆' : '非中国大陆地区' }, JSON.stringify(headers));
  }
});

test('apiOuth answers the same 80-character lock token every time, without a session', async (t) => {
  const ta = await buildTestApp(t);
  const lock = await callOk<string>(ta.app, 'GET', '/api/v2/system/apiOuth');
  assert.equal(lock.length, LOCK_TOKEN_LENGTH);
  assert.match(lock, /^[A-Za-z0-9]+$/);
  assert.equal(await callOk<string>(ta.app, 'GET', '/api/v2/system/apiOuth'), lock);
});

test('unLock: non-members get 3 new codes a day; repeats are free; members are unlimited', async (t) => {
  const ta = await buildTestApp(t);
  const token = await signIn(ta);
  await callOk(ta.app, 'POST', '/api/sim-test/vip', { token, body: { vipType: 0, vipTime: 0 } });
  const start = await callOk<UserCodes>(ta.app, 'GET', '/api/v2/capital/userCodes', { token });
  assert.deepEqual(start, { codes: [], unlimited: false, remainingToday: FREE_UNLOCKS_PER_DAY });

  const codes = ['600519.SH', '000001.SZ', '300750.SZ'];
  for (const [i, code] of codes.entries()) {
    ta.clock.advance(1);
    const r = await callOk<UnlockResult>(ta.app, 'GET', `/api/v2/capital/unLock?code=${code}`, { token });
    assert.deepEqual(r, { code, unlocked: true, remainingToday: FREE_UNLOCKS_PER_DAY - i - 1 });
  }
  await callOk(ta.app, 'GET', '/api/v2/capital/unLock?code=600519.SH', { token });
  await expectFail(ta.app, 'GET', '/api/v2/capital/unLock?code=00700.HK', '409', { token }, /已用完/);
  const after = await callOk<UserCodes>(ta.app, 'GET', '/api/v2/capital/userCodes', { token });
  assert.deepEqual(after.codes, [...codes].reverse());
  assert.equal(after.remainingToday, 0);

  ta.clock.advance(DAY);
  await callOk(ta.app, 'GET', '/api/v2/capital/unLock?code=00700.HK', { token });

  await callOk(ta.app, 'POST', '/api/sim-test/vip', { token, body: { vipType: 3, vipTime: 0 } });
  const member = await callOk<UserCodes>(ta.app, 'GET', '/api/v2/capital/userCodes', { token });
  assert.deepEqual([member.unlimited, member.remainingToday], [true, null]);
  const r = await callOk<UnlockResult>(ta.app, 'GET', '/api/v2/capital/unLock?code=000001.SH', { token });
  assert.equal(r.remainingToday, null);
});

test('unLock validates the code and keeps users apart', async (t) => {
  const ta = await buildTestApp(t);
  const a = await signIn(ta, '13800000001');
  const b = await signIn(ta, '13800000002');
  await expectFail(ta.app, 'GET', '/api/v2/capital/unLock?code=123456.SH', '404', { token: a }, /证券不存在/);
  await expectFail(ta.app, 'GET', `/api/v2/capital/unLock?code=${encodeURIComponent("600519.SH' --")}`, '400', { token: a }, /格式错误/);
  await expectFail(ta.app, 'GET', '/api/v2/capital/unLock', '400', { token: a }, /缺少参数 code/);
  await callOk(ta.app, 'GET', '/api/v2/capital/unLock?code=600519.SH', { token: a });
  assert.deepEqual((await callOk<UserCodes>(ta.app, 'GET', '/api/v2/capital/userCodes', { token: b })).codes, []);
});

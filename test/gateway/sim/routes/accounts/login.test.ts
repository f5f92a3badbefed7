import { test } from 'node:test';
import assert from 'node:assert/strict';
import {
  CAPTCHA_LENGTH,
  CAPTCHA_TTL_MS,
  SMS_CODE_TTL_MS,
  SMS_MAX_TRIES,
  SMS_RESEND_INTERVAL_MS,
  simulatedSmsText,
  type RandomCode,
  type SmsCodeSent,
} from '../../../../../contracts/endpoints/login';
import { buildTestApp, call, callOk, expectFail, requestSms, signIn, solvedChallenge } from './helpers';

const PHONE = '13912345678';

test('getRandomCode answers a challenge id and an SVG data URL drawing the answer characters as strokes', async (t) => {
  const { app } = await buildTestApp(t);
  const rc = await callOk<RandomCode>(app, 'GET', '/api/v2/login/getRandomCode');
  assert.match(rc.challengeId, /^[A-Za-z0-9_-]{20,}$/);
  assert.equal(rc.expiresInMs, CAPTCHA_TTL_MS);
  assert.ok(rc.image.startsWith('data:image/svg+xml;base64,'));
  const svg = Buffer.from(rc.image.split(',')[1]!, 'base64').toString('utf8');
  const { answer } = await callOk<{ answer: string }>(app, 'GET', `/api/sim-test/captcha?challengeId=${rc.challengeId}`);
  assert.equal(answer.length, CAPTCHA_LENGTH);
  assert.ok(!svg.includes('<text') && !/>[^<]+</.test(svg), 'the answer is drawn, not written into the markup');
  assert.equal((svg.match(/stroke-linecap="round"/g) ?? []).length, answer.length);
});

test('getSmsCode needs a solved challenge, used once, answered case-insensitively', async (t) => {
  const ta = await buildTestApp(t);
  const { app } = ta;
  const { challengeId, answer } = await solvedChallenge(app);
  await expectFail(app, 'GET', `/api/v2/login/getSmsCode?phone=${PHONE}&challengeId=${challengeId}&randomCode=ZZZZZ`, '400', {}, /图形验证码错误/);
  // The wrong answer used the challenge up: the right one no longer works.
  await expectFail(app, 'GET', `/api/v2/login/getSmsCode?phone=${PHONE}&challengeId=${challengeId}&randomCode=${answer}`, '400', {}, /图形验证码无效/);
  const second = await solvedChallenge(app);
  const sent = await callOk<SmsCodeSent>(
    app,
    'GET',
    `/api/v2/login/getSmsCode?phone=${PHONE}&challengeId=${second.challengeId}&randomCode=${second.answer.toLowerCase()}`,
  );
  const { simulatedSms, ...timing } = sent;
  assert.deepEqual(timing, { resendAfterMs: SMS_RESEND_INTERVAL_MS, expiresInMs: SMS_CODE_TTL_MS });
  const third = await solvedChallenge(app);
  await expectFail(
    app,
    'GET',
    `/api/v2/login/getSmsCode?phone=${PHONE}&challengeId=${third.challengeId}&randomCode=${third.answer}`,
    '409',
    {},
    /发送过于频繁/,
  );
  // The sim has no phone to text: its answer carries the message, with the code the login accepts.
  assert.ok(simulatedSms);
  assert.match(simulatedSms.code, /^\d{6}$/);
  assert.equal(simulatedSms.text, simulatedSmsText(simulatedSms.code));
  assert.equal(simulatedSms.to, '139****5678');
  const token = await callOk<string>(app, 'POST', '/api/v2/login/loginByCode', { body: { phone: PHONE, code: simulatedSms.code } });
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
});

test('an expired challenge is refused', async (t) => {
  const ta = await buildTestApp(t);
  const { challengeId, answer } = await solvedChallenge(ta.app);
  ta.clock.advance(CAPTCHA_TTL_MS + 1);
  await expectFail(ta.app, 'GET', `/api/v2/login/getSmsCode?phone=${PHONE}&challengeId=${challengeId}&randomCode=${answer}`, '400', {}, /已过期/);
});

test('getSmsCode validates the phone: 11 digits starting 1[3-9]', async (t) => {
  const { app } = await buildTestApp(t);
  for (const phone of ['12812345678', '1391234567', '139123456789', 'abcdefghijk', "1' OR '1'='1"]) {
    const { challengeId, answer } = await solvedChallenge(app);
    await expectFail(
      app,
      'GET',
      `/api/v2/login/getSmsCode?phone=${encodeURIComponent(phone)}&challengeId=${challengeId}&randomCode=${answer}`,
      '400',
      {},
      /手机号/,
    );
  }
  await expectFail(app, 'GET', '/api/v2/login/getSmsCode?phone=13912345678', '400', {}, /缺少参数/);
});

test('SMS codes: resend after 60 s, new code replaces the old one', async (t) => {
  const ta = await buildTestApp(t);
  const first = await requestSms(ta.app, PHONE);
  ta.clock.advance(SMS_RESEND_INTERVAL_MS);
  const second = await requestSms(ta.app, PHONE);
  if (first !== second) {
    await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: PHONE, code: first } }, /验证码错误/);
  }
  const token = await callOk<string>(ta.app, 'POST', '/api/v2/login/loginByCode', { body: { phone: PHONE, code: second } });
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
});

test('loginByCode: 5 wrong tries exhaust the code, then a new code is needed', async (t) => {
  const ta = await buildTestApp(t);
  const code = await requestSms(ta.app, PHONE);
  const wrong = code === '000000' ? '111111' : '000000';
  for (let i = 1; i < SMS_MAX_TRIES; i++) {
    await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: PHONE, code: wrong } }, new RegExp(`还可尝试${SMS_MAX_TRIES - i}次`));
  }
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '409', { body: { phone: PHONE, code: wrong } }, /次数过多/);
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '409', { body: { phone: PHONE, code } }, /次数过多/);
  ta.clock.advance(SMS_RESEND_INTERVAL_MS);
  const fresh = await requestSms(ta.app, PHONE);
  await callOk(ta.app, 'POST', '/api/v2/login/loginByCode', { body: { phone: PHONE, code: fresh } });
});

test('loginByCode: expired code, no code, used code, bad shapes', async (t) => {
  const ta = await buildTestApp(t);
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: PHONE, code: '123456' } }, /请先获取验证码/);
  const code = await requestSms(ta.app, PHONE);
  ta.clock.advance(SMS_CODE_TTL_MS + 1);
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: PHONE, code } }, /已过期/);
  ta.clock.advance(SMS_RESEND_INTERVAL_MS);
  const fresh = await requestSms(ta.app, PHONE);
  await callOk(ta.app, 'POST', '/api/v2/login/loginByCode', { body: { phone: PHONE, code: fresh } });
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: PHONE, code: fresh } }, /请先获取验证码/);
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: PHONE, code: '12ab56' } }, /6位数字/);
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: PHONE } }, /缺少字段 code/);
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: ['a'], code: '123456' } }, /手机号/);
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', { body: { phone: { a: 1 }, code: '123456' } }, /字段 phone 必须是字符串/);
  await expectFail(ta.app, 'POST', '/api/v2/login/loginByCode', '400', {}, /请求体/);
  const res = await ta.app.inject({ method: 'POST', url: '/api/v2/login/loginByCode', headers: { 'content-type': 'application/json' }, payload: '{"phone":' });
  assert.equal(res.statusCode, 200);
  assert.deepEqual(res.json(), { code: '400', message: '请求体不是有效的 JSON', datas: null });
});

test('first login creates the account with a 7-day trial and a 全部 group; later logins reuse it', async (t) => {
  const ta = await buildTestApp(t);
  const token = await signIn(ta, PHONE);
  const info = await callOk<{ nickName: string; vipType: number; vipTime: number; portrait: string; uid: number }>(ta.app, 'GET', '/api/v2/user/userinfo', {
    token,
  });
  // uid: the account id the edge binds a socket's personal channel to (issue 30).
  assert.deepEqual(info, { portrait: '', nickName: '股友5678', vipType: 1, vipTime: ta.clock.t + 7 * 86_400_000, uid: 1 });
  const groups = await callOk<Array<{ name: string; isDefault: number }>>(ta.app, 'GET', '/api/v2/opt/optGroupListV2', { token });
  assert.deepEqual(
    groups.map((g) => [g.name, g.isDefault]),
    [['全部', 1]],
  );
  await callOk(ta.app, 'GET', '/api/v2/opt/addOptGroup?name=A', { token });
  const again = await signIn(ta, PHONE);
  assert.notEqual(again, token);
  const groupsAgain = await callOk<unknown[]>(ta.app, 'GET', '/api/v2/opt/optGroupListV2', { token: again });
  assert.equal(groupsAgain.length, 2);
});

test('SMS codes are logged and answered only inside the simulated message; the SMS hook is absent unless test hooks are on', async (t) => {
  const lines: string[] = [];
  const { default: Fastify } = await import('fastify');
  const { openStore } = await import('../../../../../gateway/sim/open-store');
  const { accountRoutes } = await import('../../../../../gateway/sim/routes/accounts/index');
  const { FakeMarket } = await import('./helpers');
  const store = openStore(':memory:');
  const app = Fastify({ logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } } });
  await app.register(accountRoutes, { store, market: new FakeMarket() });
  t.after(async () => {
    await app.close();
    store.close();
  });
  // Without hooks the challenge cannot be read through HTTP; read it from the store as a person reads the image.
  const { challengeId } = await callOk<{ challengeId: string }>(app, 'GET', '/api/v2/login/getRandomCode');
  const answer = store.loginCodes.challengeAnswer(challengeId)!;
  const sent = await call(app, 'GET', `/api/v2/login/getSmsCode?phone=${PHONE}&challengeId=${challengeId}&randomCode=${answer}`);
  assert.equal(sent.code, '000');
  // The code reaches the caller only as the simulated text message (never as a field of its own).
  assert.deepEqual(Object.keys(sent.datas as object).sort(), ['expiresInMs', 'resendAfterMs', 'simulatedSms']);
  const logged = lines.map((l) => JSON.parse(l) as { smsCode?: string; phone?: string }).find((l) => l.smsCode);
  assert.ok(logged, 'the code is logged');
  assert.equal(logged.phone, '139****5678');
  assert.deepEqual((sent.datas as SmsCodeSent).simulatedSms, { to: '139****5678', text: simulatedSmsText(logged.smsCode!), code: logged.smsCode });
  const hook = await app.inject({ method: 'GET', url: `/api/sim-test/smsCode?phone=${PHONE}` });
  assert.equal(hook.statusCode, 404);
  const token = await callOk<string>(app, 'POST', '/api/v2/login/loginByCode', { body: { phone: PHONE, code: logged.smsCode } });
  assert.match(token, /^[A-Za-z0-9_-]{43}$/);
});

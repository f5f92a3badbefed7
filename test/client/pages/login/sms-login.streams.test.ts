import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject, of, throwError, type Subscription } from 'rxjs';
import type { RandomCode, SmsCodeSent } from '../../../../contracts/endpoints/login';
import { createSmsLogin, type LoginFailure, type SmsLoginApi, type SmsLoginState } from '../../../../client/pages/login/sms-login.streams';
import { virtualClock } from './virtual-time';

function fakeApi() {
  let n = 0;
  const calls: string[] = [];
  const api: SmsLoginApi & { sendAnswer: () => ReturnType<SmsLoginApi['sendCode']>; loginAnswer: () => ReturnType<SmsLoginApi['login']> } = {
    sendAnswer: () => of<SmsCodeSent>({ resendAfterMs: 60_000, expiresInMs: 300_000 }),
    loginAnswer: () => of('tok-1'),
    challenge: () => {
      n += 1;
      calls.push(`challenge ${n}`);
      return of<RandomCode>({ challengeId: `c${n}`, image: `data:image/svg+xml;base64,${n}`, expiresInMs: 300_000 });
    },
    sendCode: (q) => {
      calls.push(`send ${q.phone} ${q.challengeId} ${q.randomCode}`);
      return api.sendAnswer();
    },
    login: (b) => {
      calls.push(`login ${b.phone} ${b.code}`);
      return api.loginAnswer();
    },
  };
  return { api, calls };
}

function setup() {
  const clock = virtualClock();
  const { api, calls } = fakeApi();
  const form = createSmsLogin(api, clock.scheduler);
  const states: SmsLoginState[] = [];
  const tokens: string[] = [];
  const failures: LoginFailure[] = [];
  const subs: Subscription[] = [
    form.state$.subscribe((s) => states.push(s)),
    form.loggedIn$.subscribe((t) => tokens.push(t)),
    form.loginFailed$.subscribe((f) => failures.push(f)),
  ];
  return {
    clock,
    api,
    calls,
    form,
    states,
    tokens,
    failures,
    last: () => states[states.length - 1]!,
    stop: () =>
      subs.forEach((s) => {
        s.unsubscribe();
      }),
  };
}

test('loads one image challenge at start; clicking the image fetches another', (t) => {
  const h = setup();
  t.after(h.stop);
  assert.equal(h.last().challenge?.challengeId, 'c1');
  assert.equal(h.last().challengeLoading, false);
  h.form.refreshChallenge();
  assert.equal(h.last().challenge?.challengeId, 'c2');
  assert.deepEqual(h.calls, ['challenge 1', 'challenge 2']);
});

test('inline validation: nothing shown until a field is left non-empty; then it follows typing', (t) => {
  const h = setup();
  t.after(h.stop);
  h.form.change('phone', '138');
  assert.equal(h.last().errors.phone, null);
  h.form.blur('phone');
  assert.match(h.last().errors.phone!, /正确/);
  h.form.change('phone', '13800138000');
  assert.equal(h.last().errors.phone, null);
  h.form.blur('code');
  assert.equal(h.last().errors.code, null, 'an empty field left alone shows nothing');
});

test('send with empty fields reveals phone and challenge errors and calls nothing', (t) => {
  const h = setup();
  t.after(h.stop);
  h.form.sendCode();
  assert.equal(h.last().errors.phone, '请输入手机号');
  assert.equal(h.last().errors.captcha, '请输入图形验证码');
  assert.equal(h.last().errors.code, null);
  assert.ok(!h.calls.some((c) => c.startsWith('send')));
});

test('a sent code starts a 60 s countdown; the answer stays as typed until the countdown ends, then a new challenge comes, not in error', (t) => {
  const h = setup();
  t.after(h.stop);
  h.form.change('phone', '13800138000');
  h.form.change('captcha', 'ab3d');
  h.form.sendCode();
  assert.ok(h.calls.includes('send 13800138000 c1 ab3d'));
  assert.equal(h.last().countdown, 60);
  assert.equal(h.last().sentBefore, true);
  // Clearing the answer after a successful send read as a failure (issue 27): it stays, and no field is red.
  assert.equal(h.last().challenge?.challengeId, 'c1');
  assert.equal(h.last().values.captcha, 'ab3d');
  assert.deepEqual(h.last().errors, { phone: null, captcha: null, code: null });
  h.clock.advanceTo(1_000);
  assert.equal(h.last().countdown, 59);
  // While counting down, another click sends nothing.
  h.form.sendCode();
  assert.equal(h.calls.filter((c) => c.startsWith('send')).length, 1);
  assert.equal(h.last().countdown, 59);
  h.clock.advanceTo(59_000);
  assert.equal(h.last().countdown, 1);
  assert.equal(h.last().challenge?.challengeId, 'c1');
  h.clock.advanceTo(60_000);
  assert.equal(h.last().countdown, 0);
  // The used challenge is replaced for the next send; its cleared answer is not shown in error.
  assert.equal(h.last().challenge?.challengeId, 'c2');
  assert.equal(h.last().values.captcha, '');
  assert.equal(h.last().errors.captcha, null);
  h.clock.advanceTo(120_000);
  assert.equal(h.last().countdown, 0);
  // Free again: a new code may be asked for with the new challenge.
  h.form.change('captcha', 'wxyz');
  h.form.sendCode();
  assert.ok(h.calls.includes('send 13800138000 c2 wxyz'));
  assert.equal(h.last().countdown, 60);
});

test("the sim's simulated text message is kept for the page; a real upstream's answer has none", (t) => {
  const h = setup();
  t.after(h.stop);
  h.form.change('phone', '13800138000');
  h.form.change('captcha', 'ab3d');
  h.form.sendCode();
  assert.equal(h.last().simulatedSms, null);
  h.clock.advanceTo(60_000);
  const sms = { to: '138****8000', text: '【知股】您的登录验证码为 123456', code: '123456' };
  h.api.sendAnswer = () => of<SmsCodeSent>({ resendAfterMs: 60_000, expiresInMs: 300_000, simulatedSms: sms });
  h.form.change('captcha', 'wxyz');
  h.form.sendCode();
  assert.deepEqual(h.last().simulatedSms, sms);
});

test('a rejected send shows the server message and still replaces the challenge', (t) => {
  const h = setup();
  t.after(h.stop);
  h.api.sendAnswer = () => throwError(() => Object.assign(new Error('图形验证码错误'), { code: '400' }));
  h.form.change('phone', '13800138000');
  h.form.change('captcha', 'zzzz');
  h.form.sendCode();
  assert.equal(h.last().serverMessage, '图形验证码错误');
  assert.equal(h.last().sending, false);
  assert.equal(h.last().countdown, 0);
  assert.equal(h.last().challenge?.challengeId, 'c2');
});

test('submit: validates phone and code, then emits the token once even when clicked twice', (t) => {
  const h = setup();
  t.after(h.stop);
  h.form.submit();
  assert.equal(h.last().errors.code, '请输入短信验证码');
  assert.deepEqual(h.tokens, []);
  const answer = new Subject<string>();
  h.api.loginAnswer = () => answer;
  h.form.change('phone', '13800138000');
  h.form.change('code', '123456');
  h.form.submit();
  h.form.submit();
  assert.equal(h.last().submitting, true);
  answer.next('tok-9');
  answer.complete();
  assert.deepEqual(h.tokens, ['tok-9']);
  assert.equal(h.calls.filter((c) => c.startsWith('login')).length, 1);
  assert.equal(h.last().submitting, false);
});

test('a failed login reports its code (spec §4 keeps the old token with it) and shows the message', (t) => {
  const h = setup();
  t.after(h.stop);
  h.api.loginAnswer = () => throwError(() => Object.assign(new Error('验证码错误'), { code: '400' }));
  h.form.change('phone', '13800138000');
  h.form.change('code', '000000');
  h.form.submit();
  assert.deepEqual(h.failures, [{ code: '400', message: '验证码错误' }]);
  assert.equal(h.last().serverMessage, '验证码错误');
  assert.deepEqual(h.tokens, []);
});

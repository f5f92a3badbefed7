/**
 * SMS-code login (spec §7): image challenge → SMS code → sign-in. The sim sends no SMS: its answer
 * carries the message it would have sent (the login page shows it as 【模拟短信】), it logs the code
 * with the phone masked, and test hooks (off by default) can read it.
 */
import type { FastifyInstance } from 'fastify';
import {
  CAPTCHA_TTL_MS,
  isPhone,
  loginEndpoints,
  SMS_CODE_LENGTH,
  SMS_CODE_TTL_MS,
  SMS_RESEND_INTERVAL_MS,
  simulatedSmsText,
} from '../../../../contracts/endpoints/login';
import { badRequest, limitReached } from '../../http/errors';
import type { SmsVerdict } from '../../accounts/login-code-repository';
import { randomDigits } from '../../store/index';
import { captchaDataUrl, newCaptchaAnswer } from '../../accounts/captcha';
import type { AccountDeps } from './deps';
import { Router } from '../../http/router';
import * as S from '../../../../contracts/endpoints/schemas/accounts';

/** `13812345678` → `138****5678` for logs. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}****${phone.slice(-4)}`;
}

function requirePhone(phone: string): string {
  if (!isPhone(phone)) throw badRequest('请输入正确的手机号');
  return phone;
}

function rejectSmsVerdict(verdict: Exclude<SmsVerdict, { status: 'ok' }>): never {
  switch (verdict.status) {
    case 'none':
      throw badRequest('请先获取验证码');
    case 'expired':
      throw badRequest('验证码已过期，请重新获取');
    case 'exhausted':
      throw limitReached('验证码错误次数过多，请重新获取');
    case 'wrong':
      throw badRequest(`验证码错误，还可尝试${verdict.triesLeft}次`);
  }
}

/** Registers getRandomCode, getSmsCode and loginByCode. */
export async function loginRoutes(app: FastifyInstance, deps: AccountDeps): Promise<void> {
  const router = new Router(app, deps.sessionGuard);
  const { store, now } = deps;

  router.add(loginEndpoints.getRandomCode, {}, () => {
    const answer = newCaptchaAnswer();
    const challengeId = store.loginCodes.createChallenge(answer, now());
    return { challengeId, image: captchaDataUrl(answer), expiresInMs: CAPTCHA_TTL_MS };
  });

  router.add(loginEndpoints.getSmsCode, { querystring: S.SmsCodeQuery }, ({ query, request }) => {
    const phone = requirePhone(query.phone);
    const answer = store.loginCodes.answerChallenge(query.challengeId, query.randomCode.trim(), now());
    if (answer === 'unknown') throw badRequest('图形验证码无效，请刷新');
    if (answer === 'expired') throw badRequest('图形验证码已过期，请刷新');
    if (answer === 'wrong') throw badRequest('图形验证码错误，请刷新后重试');
    const code = randomDigits(SMS_CODE_LENGTH);
    store.loginCodes.issueSmsCode(phone, code, now());
    // The simulated SMS gateway: the code goes to the log instead of a phone.
    request.log.info({ phone: maskPhone(phone), smsCode: code }, 'simulated SMS login code');
    deps.smsOutbox.record(phone, code);
    // No phone to text on the sim: the answer carries the message, so a demo user can sign in.
    const simulatedSms = { to: maskPhone(phone), text: simulatedSmsText(code), code };
    return { resendAfterMs: SMS_RESEND_INTERVAL_MS, expiresInMs: SMS_CODE_TTL_MS, simulatedSms };
  });

  router.add(loginEndpoints.loginByCode, { body: S.LoginByCodeBody }, ({ body }) => {
    const phone = requirePhone(body.phone);
    if (!new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(body.code)) throw badRequest(`请输入${SMS_CODE_LENGTH}位数字验证码`);
    const verdict = store.loginCodes.verifySmsCode(phone, body.code, now());
    if (verdict.status !== 'ok') rejectSmsVerdict(verdict);
    return store.signIns.byIdentity({ kind: 'phone', phone }, now(), deps.policy).token;
  });
}

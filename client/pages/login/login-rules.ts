/**
 * Inline validation and labels of the login form. The spec leaves login validation "not shown";
 * the rules follow the login contract (contracts/endpoints/login.ts): an 11-digit mainland mobile
 * number, a 4-character image challenge and a 6-digit SMS code.
 */
import { CAPTCHA_LENGTH, SMS_CODE_LENGTH, SMS_RESEND_INTERVAL_MS, isPhone } from '../../../contracts/endpoints/login';

/** The form's fields. */
export type LoginField = 'phone' | 'captcha' | 'code';

/** Per-field error text, null when valid. */
export type FieldErrors = Record<LoginField, string | null>;

/** Seconds of the send-code countdown (the server's resend interval). */
export const RESEND_SECONDS = Math.round(SMS_RESEND_INTERVAL_MS / 1000);

/** Keeps what a field may hold while typing: digits for phone and code, the challenge's alphabet for the captcha. */
export function sanitizeInput(field: LoginField, raw: string): string {
  switch (field) {
    case 'phone':
      return raw.replace(/\D/g, '').slice(0, 11);
    case 'code':
      return raw.replace(/\D/g, '').slice(0, SMS_CODE_LENGTH);
    case 'captcha':
      return raw.replace(/[^0-9A-Za-z]/g, '').slice(0, CAPTCHA_LENGTH);
  }
}

/** The phone error, or null. */
export function phoneError(phone: string): string | null {
  if (phone === '') return '请输入手机号';
  return isPhone(phone) ? null : '请输入正确的11位手机号';
}

/** The image-challenge error, or null. */
export function captchaError(captcha: string): string | null {
  if (captcha === '') return '请输入图形验证码';
  return captcha.length === CAPTCHA_LENGTH ? null : `图形验证码为${CAPTCHA_LENGTH}位`;
}

/** The SMS code error, or null. */
export function codeError(code: string): string | null {
  if (code === '') return '请输入短信验证码';
  return new RegExp(`^\\d{${SMS_CODE_LENGTH}}$`).test(code) ? null : `短信验证码为${SMS_CODE_LENGTH}位数字`;
}

/** Errors of every field for the given values. */
export function validateAll(values: Record<LoginField, string>): FieldErrors {
  return { phone: phoneError(values.phone), captcha: captchaError(values.captcha), code: codeError(values.code) };
}

/** The fields each action needs valid. */
export const FIELDS_FOR = {
  send: ['phone', 'captcha'],
  submit: ['phone', 'code'],
} as const satisfies Record<string, readonly LoginField[]>;

/** The label of the send-code button. */
export function sendCodeLabel(countdown: number, sentBefore: boolean, sending: boolean): string {
  if (sending) return '发送中…';
  if (countdown > 0) return `${countdown}秒后重新获取`;
  return sentBefore ? '重新获取' : '获取验证码';
}

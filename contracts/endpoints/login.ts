/**
 * Login endpoints (spec §7 "Login and user"): SMS-code login guarded by an image challenge, and
 * messaging-app QR login. The spec does not show parameters or limits; these are our decisions.
 *
 * SMS flow: `getRandomCode` → the user types the 4 characters of the image → `getSmsCode` (phone +
 * challenge answer; the challenge is single-use, right or wrong) → the user types the 6-digit SMS
 * code → `loginByCode` (creates the account on first login) → `datas` is the session token, sent
 * afterwards in the `token` header.
 *
 * QR flow: `wxQrcode` gives a one-time ticket (`code`) and its issue `timestamp`; the QR encodes the
 * confirm page URL. The client polls `wxToken` with both: `datas` is `''` while pending and the
 * session token once the phone confirmed. An expired, unknown or already used ticket answers
 * {@link WX_TICKET_GONE_CODE} with a message saying which.
 */
import { CODES } from '../codes';
import { endpoint, type None } from './define';
import type { SmsCodeQuery, LoginByCodeBody, WxTokenQuery } from './schemas/accounts';

export type { SmsCodeQuery, LoginByCodeBody, WxTokenQuery } from './schemas/accounts';

/** Mainland mobile number: 11 digits, `1[3-9]` then 9 digits. */
export const PHONE_PATTERN = /^1[3-9]\d{9}$/;
/** True when the text is a mainland mobile number. */
export function isPhone(value: unknown): value is string {
  return typeof value === 'string' && PHONE_PATTERN.test(value);
}

/** Characters in an image challenge. */
export const CAPTCHA_LENGTH = 4;
/** The image challenge's alphabet: no 0/O, 1/I/L look-alikes. Answers compare case-insensitively. */
export const CAPTCHA_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
/** How long an image challenge stays valid. */
export const CAPTCHA_TTL_MS = 5 * 60_000;

/** SMS code length (digits). */
export const SMS_CODE_LENGTH = 6;
/** Least time between two SMS codes to one phone. */
export const SMS_RESEND_INTERVAL_MS = 60_000;
/** How long an SMS code stays valid. */
export const SMS_CODE_TTL_MS = 5 * 60_000;
/** Wrong entries allowed per SMS code; after the last one a new code is needed. */
export const SMS_MAX_TRIES = 5;

/** How long a QR-login ticket stays valid (scan, confirm and exchange all within it). */
export const WX_TICKET_TTL_MS = 2 * 60_000;
/** Code of `wxToken` when the ticket is expired, unknown or used: the client shows 二维码已过期 and offers a new one. */
export const WX_TICKET_GONE_CODE = CODES.NOT_FOUND;
/** Path of the confirm page the QR encodes (opened by the phone; answers HTML, not an envelope). */
export const WX_CONFIRM_PATH = '/api/v2/wx/login/confirm';
/** Text the confirm page shows after confirming. */
export const WX_CONFIRMED_TEXT = '已确认登录';

/** Result of `GET /api/v2/login/getRandomCode`. */
export interface RandomCode {
  /** Opaque id to send back with the answer. */
  challengeId: string;
  /** `data:image/svg+xml;base64,…` showing {@link CAPTCHA_LENGTH} characters. */
  image: string;
  /** Validity, ms ({@link CAPTCHA_TTL_MS}). */
  expiresInMs: number;
}

/** Result of `GET /api/v2/login/getSmsCode`. Errors: 400 bad phone or challenge, 409 resend too soon. */
export interface SmsCodeSent {
  /** Wait before asking again, ms ({@link SMS_RESEND_INTERVAL_MS}). */
  resendAfterMs: number;
  /** Validity of the code, ms ({@link SMS_CODE_TTL_MS}). */
  expiresInMs: number;
  /**
   * Only from the built-in simulated upstream, which has no phone to text: the message it would
   * have sent, so a user of the demo can finish signing in (the page shows it as 【模拟短信】).
   * A real upstream never sends this field.
   */
  simulatedSms?: SimulatedSms;
}

/** The text message the built-in sim would have sent (see {@link SmsCodeSent.simulatedSms}). */
export interface SimulatedSms {
  /** The recipient, masked as in the logs (`138****8000`). */
  to: string;
  /** The whole message, as a phone would show it. */
  text: string;
  /** The code inside it ({@link SMS_CODE_LENGTH} digits). */
  code: string;
}

/** The simulated message's text for a code (the sim writes it, tests read it). */
export function simulatedSmsText(code: string): string {
  return `【知股】您的登录验证码为 ${code}，${SMS_CODE_TTL_MS / 60_000}分钟内有效。如非本人操作，请忽略本短信。`;
}

/** Result of `GET /api/v2/wx/login/qrcode`. */
export interface WxQrcode {
  /** The one-time ticket; pass as `code` to `wxToken`. */
  code: string;
  /** Issue time (epoch ms, decimal string); pass as `timestamp` to `wxToken`. */
  timestamp: string;
  /** `data:image/png;base64,…` QR encoding {@link url}. */
  image: string;
  /** The confirm page URL the QR encodes. */
  url: string;
  /** Expiry, epoch ms. */
  expiresAt: number;
}

/** Login endpoints. `loginByCode` and `wxToken` answer the session token as `datas` (wxToken: `''` while pending). */
export const loginEndpoints = {
  getRandomCode: endpoint<None, never, RandomCode>('GET', '/api/v2/login/getRandomCode'),
  getSmsCode: endpoint<SmsCodeQuery, never, SmsCodeSent>('GET', '/api/v2/login/getSmsCode'),
  loginByCode: endpoint<None, LoginByCodeBody, string>('POST', '/api/v2/login/loginByCode'),
  wxQrcode: endpoint<None, never, WxQrcode>('GET', '/api/v2/wx/login/qrcode'),
  wxToken: endpoint<WxTokenQuery, never, string>('GET', '/api/v2/wx/login/token'),
} as const;

/**
 * The SMS login form's state: its shape, the initial value, and the inline-error rule (a field's
 * error shows once it is revealed: left non-empty, or needed by an attempted action).
 */
import type { Draft } from 'immer';
import type { RandomCode, SimulatedSms } from '../../../contracts/endpoints/login';
import { validateAll, type FieldErrors, type LoginField } from './login-rules';

/** What the form shows. */
export interface SmsLoginState {
  values: Record<LoginField, string>;
  /** Fields whose errors show: left non-empty, or needed by an attempted action. */
  revealed: Record<LoginField, boolean>;
  /** Errors shown now (only for revealed fields). */
  errors: FieldErrors;
  /** The current image challenge, null while it loads or when it failed. */
  challenge: RandomCode | null;
  challengeLoading: boolean;
  /** Seconds left before another code may be asked for; 0 = the button is free. */
  countdown: number;
  /** A code was sent at least once (the button then says 重新获取). */
  sentBefore: boolean;
  sending: boolean;
  submitting: boolean;
  /** The server's message after a failed send or login, cleared by the next attempt. */
  serverMessage: string | null;
  /** The text message of the last send when the upstream is the built-in sim (shown as 【模拟短信】); null otherwise. */
  simulatedSms: SimulatedSms | null;
}

/** A failed login: the server's code and message. */
export interface LoginFailure {
  code: string;
  message: string;
}

/** Shown when sending is tried while no image challenge is loaded. */
export const CHALLENGE_MISSING = '图形验证码未加载，请点击图片刷新';

/** All fields empty. */
export const EMPTY_VALUES: Record<LoginField, string> = { phone: '', captcha: '', code: '' };
/** No field in error. */
export const NO_ERRORS: FieldErrors = { phone: null, captcha: null, code: null };

/** The initial form state. */
export const INITIAL_SMS_LOGIN: SmsLoginState = {
  values: EMPTY_VALUES,
  revealed: { phone: false, captcha: false, code: false },
  errors: NO_ERRORS,
  challenge: null,
  challengeLoading: true,
  countdown: 0,
  sentBefore: false,
  sending: false,
  submitting: false,
  serverMessage: null,
  simulatedSms: null,
};

/** The failure of a rejected call (a RequestError carries the envelope code). */
export function failureOf(e: unknown): LoginFailure {
  const err = e as { code?: unknown; message?: unknown };
  return {
    code: typeof err?.code === 'string' ? err.code : '',
    message: typeof err?.message === 'string' ? err.message : String(e),
  };
}

/** Recomputes the shown errors: revealed fields only. */
export function showErrors(s: Draft<SmsLoginState>): void {
  const all = validateAll(s.values);
  s.errors = {
    phone: s.revealed.phone ? all.phone : null,
    captcha: s.revealed.captcha ? all.captcha : null,
    code: s.revealed.code ? all.code : null,
  };
}

/** Reveals fields' errors. */
export function reveal(s: Draft<SmsLoginState>, fields: readonly LoginField[]): void {
  for (const f of fields) s.revealed[f] = true;
  showErrors(s);
}

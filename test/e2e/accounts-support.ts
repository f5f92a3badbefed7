/**
 * Support for the accounts browser tests: the stack on the built-in sim with its test hooks on
 * (read the image challenge and the SMS like a person with eyes and a phone), an API login for
 * tests that start signed in, and small page helpers.
 */
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { startStack } from './helpers/stack';
import { open } from './helpers/page-helpers';
import { isEnvelope } from '../../contracts/envelope';
import { loginEndpoints, type RandomCode } from '../../contracts/endpoints/login';
import { simTestEndpoints } from '../../contracts/endpoints/sim-test-hooks';

/** A running sim + edge on loopback. */
export interface AccountsStack {
  url: string;
  close(): Promise<void>;
}

/** Options of {@link startAccountsStack}. */
export interface AccountsStackOptions {
  /** Session lifetime, ms (short for the 033 test); default the sim's 30 days. */
  sessionTtlMs?: number;
}

/** Starts the sim (in-memory store, test hooks on) and the edge serving dist/client, both on port 0. */
export async function startAccountsStack(options: AccountsStackOptions = {}): Promise<AccountsStack> {
  return startStack({ sim: options.sessionTtlMs !== undefined ? { sessionTtlMs: options.sessionTtlMs } : {} });
}

/** Calls an API path on the stack and returns `datas`, failing the test on a non-success code. */
export async function api<T>(base: string, path: string, init: { method?: string; body?: unknown; token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = { requestFrom: 'pc' };
  if (init.token) headers.token = init.token;
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers,
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const body: unknown = await res.json();
  assert.ok(isEnvelope(body), `${path}: not an envelope`);
  assert.equal(body.code, '000', `${path}: ${body.code} ${body.message}`);
  return body.datas as T;
}

/** The answer of an image challenge (what a person reads off the picture). */
export async function readChallenge(base: string, challengeId: string): Promise<string> {
  const r = await api<{ answer: string }>(base, `${simTestEndpoints.peekChallenge.path}?challengeId=${encodeURIComponent(challengeId)}`);
  return r.answer;
}

/** The last SMS code sent to a phone (what a person reads off their phone). */
export async function readSms(base: string, phone: string): Promise<string> {
  const r = await api<{ code: string }>(base, `${simTestEndpoints.peekSms.path}?phone=${phone}`);
  return r.code;
}

/** Signs a phone in through the API (challenge, SMS, login) and returns the session token. */
export async function apiLogin(base: string, phone: string): Promise<string> {
  const challenge = await api<RandomCode>(base, loginEndpoints.getRandomCode.path);
  const answer = await readChallenge(base, challenge.challengeId);
  await api(base, `${loginEndpoints.getSmsCode.path}?phone=${phone}&challengeId=${challenge.challengeId}&randomCode=${answer}`);
  const code = await readSms(base, phone);
  return api<string>(base, loginEndpoints.loginByCode.path, { method: 'POST', body: { phone, code } });
}

/** Opens the app signed in with a token (stored the way the app stores it, spec §3). */
export async function openSignedIn(page: Page, base: string, path: string, token: string): Promise<void> {
  // After the shell rendered: startup may reload the page once first (API lock over 200 ms, spec §1).
  await open(page, base, '/pay');
  await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ token: t, code: '000' })), token);
  await page.goto(base + path);
}

/** A distinct mainland mobile number per call (one account per test, so sign-ins never revoke each other). */
let phoneSeq = 0;
export function nextPhone(): string {
  phoneSeq += 1;
  return `139${String(process.pid % 10_000).padStart(4, '0')}${String(phoneSeq).padStart(4, '0')}`;
}

/** Waits until the page's path (with query) is `path`. */
export async function waitForPath(page: Page, path: string, timeout = 10_000): Promise<void> {
  await page.waitForFunction((p) => `${location.pathname}${location.search}` === p, path, { timeout });
}

/** Where browser test screenshots go (looked at by a person, not compared). */
export const SHOT_DIR = process.env.E2E_SHOT_DIR ?? '/tmp/zhigu-e2e-shots';

/** Signs in through the SMS form of the page (already on /login): challenge, send, code, submit. */
export async function loginThroughForm(page: Page, base: string, phone: string): Promise<void> {
  await page.getByLabel('手机号').fill(phone);
  const img = page.locator('img[data-challenge-id]');
  await img.waitFor();
  const challengeId = await img.getAttribute('data-challenge-id');
  assert.ok(challengeId, 'an image challenge is shown');
  await page.getByLabel('图形验证码').fill(await readChallenge(base, challengeId));
  await page.getByTestId('send-code').click();
  await page
    .getByTestId('send-code')
    .filter({ hasText: /秒后重新获取/ })
    .waitFor();
  await page.getByLabel('短信验证码').fill(await readSms(base, phone));
  await page.getByTestId('login-submit').click();
}

/** Follows a code through the API (for tests that start with a watchlist). */
export async function apiFollow(base: string, token: string, code: string): Promise<void> {
  await api(base, `/api/v2/opt/addOpt?code=${encodeURIComponent(code)}`, { token });
}

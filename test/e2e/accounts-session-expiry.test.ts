/**
 * Browser test of spec §4/§8: a 033 (session expired) answer clears the session, warns with the
 * message, sends the user to /login remembering the page, and after login returns to that page.
 * The sim runs with a short session lifetime so the session really expires.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, type TestBrowser } from './helpers/browser';
import { apiLogin, loginThroughForm, nextPhone, openSignedIn, startAccountsStack, waitForPath } from './accounts-support';

let browser: TestBrowser;

test.before(async () => {
  browser = await launchBrowser();
});
test.after(async () => {
  await browser?.close();
});

test('a 033 answer sends the user to /login and back to the same page after login', async (t) => {
  // Long enough that a loaded CI machine shows the page before it expires, short enough to wait out.
  const ttlMs = 20_000;
  const shortStack = await startAccountsStack({ sessionTtlMs: ttlMs });
  t.after(() => shortStack.close());
  const { context, page } = await browser.newPage();
  t.after(() => context.close());
  const phone = nextPhone();
  const started = Date.now();
  await openSignedIn(page, shortStack.url, '/favorite?from=test', await apiLogin(shortStack.url, phone));
  await page.getByText('还没有自选股', { exact: false }).waitFor();

  // Let the session expire, then any call answers 033.
  await page.waitForTimeout(Math.max(0, started + ttlMs + 500 - Date.now()));
  await page.reload();
  await waitForPath(page, '/login');
  await page.getByText('登录已过期', { exact: false }).first().waitFor();
  assert.equal(await page.evaluate(() => JSON.parse(sessionStorage.getItem('goLoginPath') ?? 'null') as string | null), '/favorite?from=test');
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

  await loginThroughForm(page, shortStack.url, phone);
  await waitForPath(page, '/favorite?from=test');
  await page.getByText('还没有自选股', { exact: false }).waitFor();
});

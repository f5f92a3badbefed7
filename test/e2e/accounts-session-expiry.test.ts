/**
 * Browser test of spec §4/§8: a 033 (session expired) answer clears the session, warns with the
 * message, sends the user to /login remembering the page, and after login returns to that page.
 * The session really expires in the sim (its test hook ends it now, as its lifetime would, so the
 * test does not wait a lifetime out).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, type TestBrowser } from './helpers/browser';
import { simTestEndpoints } from '../../contracts/endpoints/sim-test-hooks';
import { api, apiLogin, loginThroughForm, nextPhone, openSignedIn, startAccountsStack, waitForPath } from './accounts-support';

let browser: TestBrowser;

test.before(async () => {
  browser = await launchBrowser();
});
test.after(async () => {
  await browser?.close();
});

test('a 033 answer sends the user to /login and back to the same page after login', async (t) => {
  const shortStack = await startAccountsStack();
  t.after(() => shortStack.close());
  const { context, page } = await browser.newPage();
  t.after(() => context.close());
  const phone = nextPhone();
  const token = await apiLogin(shortStack.url, phone);
  await openSignedIn(page, shortStack.url, '/favorite?from=test', token);
  await page.getByText('还没有自选股', { exact: false }).waitFor();

  // The session expires; from now on any call with it answers 033.
  await api(shortStack.url, simTestEndpoints.expireSession.path, { method: 'POST', token });
  await page.reload();
  await waitForPath(page, '/login');
  await page.getByText('登录已过期', { exact: false }).first().waitFor();
  assert.equal(await page.evaluate(() => JSON.parse(sessionStorage.getItem('goLoginPath') ?? 'null') as string | null), '/favorite?from=test');
  assert.equal(await page.evaluate(() => localStorage.getItem('token')), null);

  await loginThroughForm(page, shortStack.url, phone);
  await waitForPath(page, '/favorite?from=test');
  await page.getByText('还没有自选股', { exact: false }).waitFor();
});

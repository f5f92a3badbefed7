/**
 * Browser tests of login and the user card: SMS login end to end (inline validation, the 60 s
 * countdown, return to the remembered page), QR login by opening the confirm URL, /login with a
 * token, the card by vipType with its expiry and /pay, logout, and page-visit analytics.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { browserSuite } from './helpers/suite';
import { parseAnalyticsPayload } from '../../contracts/endpoints/analytics';
import { vipExpiryDate } from '../../contracts/membership';
import { simTestEndpoints } from '../../contracts/endpoints/sim-test-hooks';
import { SHOT_DIR, api, apiLogin, nextPhone, openSignedIn, readChallenge, readSms, startAccountsStack, waitForPath } from './accounts-support';

const e2e = browserSuite(async () => {
  mkdirSync(SHOT_DIR, { recursive: true });
  return startAccountsStack();
});

test('SMS login end to end as a user does: validation, countdown, the 【模拟短信】 code read from the page, return to the remembered page', async (t) => {
  const { context, page } = await e2e.browser.newPage();
  t.after(() => context.close());
  const visits: string[] = [];
  page.on('request', (r) => {
    if (r.url().endsWith('/api/v2/up/save2')) visits.push(r.postData() ?? '');
  });

  // A signed-out visit to /favorite offers login and remembers the page.
  await page.goto(`${e2e.stack.url}/favorite`);
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await waitForPath(page, '/login');

  // Inline validation before anything is sent.
  await page.getByTestId('send-code').click();
  await page.getByText('请输入手机号').waitFor();
  await page.getByText('请输入图形验证码').waitFor();
  const phoneInput = page.getByLabel('手机号');
  await phoneInput.fill('12345');
  await phoneInput.blur();
  await page.getByText('请输入正确的11位手机号').waitFor();

  const phone = nextPhone();
  await phoneInput.fill(phone);
  const challengeId = await page.locator('img[data-challenge-id]').getAttribute('data-challenge-id');
  assert.ok(challengeId);
  await page.getByLabel('图形验证码').fill(await readChallenge(e2e.stack.url, challengeId));
  await page.getByTestId('send-code').click();
  await page
    .getByTestId('send-code')
    .filter({ hasText: /秒后重新获取/ })
    .waitFor();
  assert.equal(await page.getByTestId('send-code').isDisabled(), true);
  // A successful send keeps the answer as typed, with no field in error (clearing it read as a failure).
  assert.equal((await page.getByLabel('图形验证码').inputValue()).length, 4);
  assert.equal(await page.getByLabel('图形验证码').getAttribute('aria-invalid'), 'false');

  // The sim has no phone: the page shows the text message it would have sent, and the user reads the code there.
  const toast = page.getByTestId('simulated-sms');
  await toast.waitFor();
  assert.match((await toast.textContent()) ?? '', /【模拟短信】/);
  const shown = (await page.getByTestId('simulated-sms-code').textContent()) ?? '';
  assert.match(shown, /^\d{6}$/);
  assert.equal(shown, await readSms(e2e.stack.url, phone), 'the page shows the code the sim issued');
  await page.screenshot({ path: `${SHOT_DIR}/login-sms-countdown.png` });
  await page.getByLabel('短信验证码').fill(shown);
  await page.getByTestId('login-submit').click();

  await waitForPath(page, '/favorite');
  // The profile is fetched right after the way back.
  await page.waitForFunction(() => sessionStorage.getItem('userInfo') !== null);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: sessionStorage.getItem('userInfo'),
    back: sessionStorage.getItem('goLoginPath'),
  }));
  assert.match(stored.token ?? '', /"code":"000"/);
  assert.ok(stored.user, 'user info stored');
  assert.equal(stored.back, null, 'remembered path forgotten');
  await page.getByTestId('user-card').and(page.locator('[data-state=signed-in]')).waitFor();
  // A new account is on the 7-day trial (vipType 1).
  assert.equal(await page.getByTestId('user-card').getAttribute('data-vip-type'), '1');

  // Page visits are sent only signed in: the /favorite visit after login is the first.
  for (let i = 0; i < 50 && visits.length === 0; i++) await page.waitForTimeout(100);
  assert.equal(visits.length, 1, 'one page visit sent, after login');
  const body = JSON.parse(visits[0]!) as { json: string };
  const parsed = parseAnalyticsPayload(body.json);
  assert.ok(parsed.ok);
  const pairs = Object.fromEntries(parsed.pairs.map((p) => [p.name, p.value]));
  assert.equal(pairs.container, 'pc');
  assert.equal(pairs.env, 'pro');
  assert.equal(pairs.event_ext1, '自选股');
  assert.equal(pairs.event_ext2, '登录', 'source page');

  // The new user's first task (issue 27): a new group, three stocks into it from search, then their own order.
  await page.getByTestId('create-group').click();
  await page.getByLabel('分组名称').fill('新能源');
  await page.getByTestId('group-name-save').click();
  await page.getByRole('tab', { name: /新能源/ }).click();
  await page.getByRole('tab', { name: /新能源/, selected: true }).waitFor();
  const search = page.getByPlaceholder('搜索股票、指数');
  for (const code of ['300750', '002594', '601012']) {
    await search.click();
    await search.fill(code);
    const hit = page.locator(`[data-testid=search-panel] [data-code^="${code}."]`);
    await hit.getByRole('button', { name: '加自选' }).click();
    await hit.getByText('已添加').waitFor();
  }
  // 加自选 said where it went.
  await page.getByText('已加入自选分组「新能源」').first().waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('tab', { name: /新能源\s*3/ }).waitFor();
  const table = page.locator('[data-testid=watchlist-page-view]');
  const rowCodes = () => table.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=watchlist-page-view] tbody tr').length === 3);
  // New items go on top; drag 宁德时代 back to the top.
  assert.deepEqual(await rowCodes(), ['601012.SH', '002594.SZ', '300750.SZ']);
  await table.locator('tr[data-code="300750.SZ"]').dragTo(table.locator('tr[data-code="601012.SH"]'));
  await page.waitForFunction(() => document.querySelector('[data-testid=watchlist-page-view] tbody tr')?.getAttribute('data-code') === '300750.SZ');
  assert.deepEqual(await rowCodes(), ['300750.SZ', '601012.SH', '002594.SZ']);
  await page.screenshot({ path: `${SHOT_DIR}/login-first-group.png` });
  await page.waitForTimeout(500); // let the last reload settle before leaving
  await page.reload();
  await page.getByRole('tab', { name: /新能源/, selected: true }).waitFor();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=watchlist-page-view] tbody tr').length === 3);
  assert.deepEqual(await rowCodes(), ['300750.SZ', '601012.SH', '002594.SZ'], 'the group and its order persisted');
});

test('QR login by opening the confirm URL; /login with a token goes to /', async (t) => {
  const { context, page } = await e2e.browser.newPage();
  t.after(() => context.close());
  await page.goto(`${e2e.stack.url}/login`);
  await page.getByRole('tab', { name: '扫码登录' }).click();
  const img = page.locator('img[data-confirm-url]');
  await img.waitFor();
  const url = await img.getAttribute('data-confirm-url');
  assert.ok(url);
  await page.screenshot({ path: `${SHOT_DIR}/login-qr.png` });

  // The "phone": another browser context opens the URL the QR encodes.
  const phone = await e2e.browser.newPage();
  t.after(() => phone.context.close());
  await phone.page.goto(url);
  await phone.page.getByText('已确认登录').waitFor();

  await waitForPath(page, '/');
  assert.match((await page.evaluate(() => localStorage.getItem('token'))) ?? '', /"token":"[^"]+"/);

  await page.goto(`${e2e.stack.url}/login`);
  await waitForPath(page, '/');
});

test('user card by vipType: expiry shown as vipTime minus one day, opens /pay; logout clears the session', async (t) => {
  const { context, page } = await e2e.browser.newPage();
  t.after(() => context.close());
  const token = await apiLogin(e2e.stack.url, nextPhone());
  const vipTime = Date.UTC(2027, 5, 30, 16, 0, 0); // 2027-07-01 00:00 UTC+8
  await api(e2e.stack.url, simTestEndpoints.setVip.path, { method: 'POST', token, body: { vipType: 2, vipTime } });
  await openSignedIn(page, e2e.stack.url, '/favorite', token);
  // Startup refreshes the profile (spec §1 step 4).
  await page.locator('[data-testid=user-card][data-vip-type="2"]').waitFor();
  await page.getByTestId('user-card').getByRole('button').first().click();
  await page.getByText(`会员到期：${vipExpiryDate(vipTime)}`).waitFor();
  assert.equal(vipExpiryDate(vipTime), '2027-06-30');
  await page.screenshot({ path: `${SHOT_DIR}/user-card-paid.png` });
  await page.getByTestId('vip-card').click();
  await waitForPath(page, '/pay');
  await page.getByTestId('pay-disclaimer').waitFor();
  await page.getByText('终身会员').first().waitFor();

  await api(e2e.stack.url, simTestEndpoints.setVip.path, { method: 'POST', token, body: { vipType: 3, vipTime: 0 } });
  await page.goto(`${e2e.stack.url}/favorite`);
  await page.locator('[data-testid=user-card][data-vip-type="3"]').waitFor();
  await page.getByTestId('user-card').getByRole('button').first().click();
  await page.getByText('永久有效').waitFor();

  await page.getByRole('button', { name: '退出登录' }).click();
  await waitForPath(page, '/login');
  const left = await page.evaluate(() => ({ token: localStorage.getItem('token'), user: sessionStorage.getItem('userInfo') }));
  assert.deepEqual(left, { token: null, user: null });
});

/**
 * The whole purchase in the browser (issue 18): an anonymous visitor choosing 月度会员 is sent to
 * login and back (SMS login through the form), a non-member sees PE/PB 通道 locked behind the member
 * gate, buys 月度会员 (confirmation → QR with countdown → the provider's cashier page opened like a
 * phone → 确认付款), sees 开通成功 and the user card change without a reload, and then opens PE/PB
 * 通道, which the sim now serves.
 */
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { test } from 'node:test';
import { DAY_MS, vipExpiryDate } from '../../contracts/membership';
import { simTestEndpoints } from '../../contracts/endpoints/sim-test-hooks';
import { SHOT_DIR, api, loginThroughForm, nextPhone, startAccountsStack, waitForPath } from './accounts-support';
import { pushPath, stored } from './helpers/page-helpers';
import { browserSuite } from './helpers/suite';

const e2e = browserSuite(async () => {
  mkdirSync(SHOT_DIR, { recursive: true });
  return startAccountsStack();
});

test('buy 月度会员 end to end; the locked PE/PB 通道 opens a minute later', async (t) => {
  const { context, page } = await e2e.browser.newPage();
  t.after(() => context.close());
  const base = e2e.stack.url;

  // Anonymous: choosing a tier goes to login and comes back to /pay (spec §4).
  await page.goto(`${base}/pay`);
  await page.getByTestId('tier-month').getByRole('button', { name: '立即开通' }).click();
  await waitForPath(page, '/login');
  const phone = nextPhone();
  await loginThroughForm(page, base, phone);
  await waitForPath(page, '/pay');

  // This account is a non-member (a new account starts on the trial; end it through the test hook).
  const token = ((await stored(page, 'local', 'token')) as { token: string }).token;
  await api(base, simTestEndpoints.setVip.path, { method: 'POST', token, body: { vipType: 0, vipTime: 0 } });

  // PE/PB 通道 is locked: the gate, and no band data was asked for.
  const bandCalls: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/v3/details/pepbBand')) bandCalls.push(r.url());
  });
  await page.goto(`${base}/pepbBand?code=600519.SH`);
  const gate = page.getByTestId('member-gate-pepbBand');
  await gate.waitFor();
  assert.equal(bandCalls.length, 0, 'a non-member page does not ask for member data');
  await page.screenshot({ path: `${SHOT_DIR}/pay-gate-locked.png` });

  // From the gate to /pay, then the order.
  await gate.getByRole('button', { name: '开通会员' }).click();
  await waitForPath(page, '/pay');
  await page.evaluate(() => {
    (window as unknown as { __noReload: boolean }).__noReload = true;
  });
  await page.getByTestId('tier-month').getByRole('button', { name: '立即开通' }).click();
  const dialog = page.getByRole('dialog', { name: '确认订单' });
  await dialog.waitFor();
  await dialog.getByLabel('微信支付').check();
  await dialog.getByTestId('pay-confirm').dblclick();
  const qr = page.getByTestId('pay-qr');
  await qr.waitFor();
  assert.match(await qr.getByTestId('pay-countdown').innerText(), /^1[45]:\d\d$/);
  assert.ok(await qr.locator('img[src^="data:image/png"]').isVisible());
  await page.screenshot({ path: `${SHOT_DIR}/pay-qr.png` });
  const cashierUrl = await qr.getByTestId('pay-cashier-link').getAttribute('href');
  assert.ok(cashierUrl);
  assert.match(await page.evaluate(() => location.search), /order=\d{20}/);

  // The phone: the provider's cashier page.
  const phonePage = await context.newPage();
  await phonePage.goto(cashierUrl);
  await phonePage.getByText('¥68').waitFor();
  await phonePage.getByRole('button', { name: '确认付款' }).click();
  await phonePage.getByText('支付成功').waitFor();
  await phonePage.close();

  // The desktop page learns the result by itself; the card changes without a reload.
  const result = page.locator('[data-testid=pay-result][data-status=fulfilled]');
  await result.waitFor({ timeout: 15_000 });
  const expiry = new RegExp(`会员到期：(${vipExpiryDate(Date.now() + 30 * DAY_MS)}|${vipExpiryDate(Date.now() + 30 * DAY_MS - 60_000)})`);
  await page.getByTestId('pay-result-vip').getByText(expiry).waitFor();
  await page
    .getByTestId('pay-status')
    .getByText(/VIP会员/)
    .waitFor();

  // The order history lists it as 已开通, one order for the double click.
  const rows = page.getByTestId('pay-history-row');
  await rows.first().getByText('已开通').waitFor();
  assert.equal(await rows.count(), 1);
  await page.screenshot({ path: `${SHOT_DIR}/pay-done.png` });

  // The user card (top bar) shows the paid tier and its expiry, in the same page life.
  await pushPath(page, '/');
  await page.getByTestId('user-card').and(page.locator('[data-vip-type="2"]')).waitFor();
  await page.getByTestId('user-card').getByRole('button').first().click();
  await page.getByTestId('vip-card').getByText(expiry).waitFor();
  assert.match(await page.getByTestId('vip-card').innerText(), /VIP会员/);
  await page.screenshot({ path: `${SHOT_DIR}/pay-user-card.png` });
  assert.equal(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload), true, 'no reload');

  // PE/PB 通道 is open now, inside the same page life.
  const bandAnswer = page.waitForResponse((r) => r.url().includes('/api/v3/details/pepbBand'));
  await pushPath(page, '/pepbBand?code=600519.SH');
  const answer = (await (await bandAnswer).json()) as { code: string };
  assert.notEqual(answer.code, '403', 'the sim serves PE/PB 通道 to the member');
  assert.equal(await page.getByTestId('member-gate-pepbBand').count(), 0);
  // The chart itself needs the companies routes in the sim; when they answer, it is drawn.
  if (answer.code === '000') await page.getByTestId('band-chart').waitFor({ timeout: 15_000 });
  await page.screenshot({ path: `${SHOT_DIR}/pay-gate-open.png` });
});

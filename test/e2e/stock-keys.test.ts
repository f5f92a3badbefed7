/**
 * Browser tests of 通达信's keys (issue 31): `?` opens 「快捷键」, F5 switches 分时/K线, F10 opens the
 * company pages, 键盘精灵 codes 06/60/61/63/1/3 open their boards on Enter, PageUp/PageDown step
 * through the rankings list the stock was opened from, ↑/↓ zoom and ←/→ move the crosshair without
 * clicking the chart first, and none of these keys is taken from the search input.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { canvasInk, marketPage, shot, urlBecomes, waitForInk } from './market-support';

const e2e = browserSuite(() => startStack({ sim: { clock: String(Date.parse('2025-11-27T10:30:00+08:00')) } }));

async function openStock(page: Page, code: string): Promise<void> {
  await page.goto(`${e2e.stack.url}/stock?stockCode=${code}`);
  await page.locator('[data-testid=stock-header] h1').waitFor({ timeout: 60_000 });
  await waitForInk(page, '[data-testid=time-share-chart]', 2);
}

/** Waits until the market chip `label` is the pressed one. */
async function chipPressed(page: Page, label: string): Promise<void> {
  await page.getByRole('button', { name: label, exact: true, pressed: true }).waitFor();
}

const stockCode = (page: Page) => new URL(page.url()).searchParams.get('stockCode');

test('? opens 快捷键; F5 toggles 分时/K线; F10 opens the company pages', async () => {
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await openStock(page, '600519');
    await page.keyboard.press('?');
    const dialog = page.getByRole('dialog', { name: '快捷键' });
    await dialog.waitFor();
    assert.ok((await dialog.locator('tr').count()) >= 10);
    assert.match(await dialog.innerText(), /F5[\s\S]*分时 \/ K线 切换/);
    await shot(page, `stock-shortcuts-${theme}`);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    if (theme === 'blank') {
      await context.close();
      continue;
    }
    await page.keyboard.press('F5');
    await waitForInk(page, '[data-testid=kline-chart]', 2);
    assert.equal(await page.getByRole('tab', { name: '日K', exact: true }).getAttribute('aria-selected'), 'true');
    await page.getByRole('tab', { name: '周K', exact: true }).click();
    await waitForInk(page, '[data-testid=kline-chart]', 2);
    await page.locator('body').click({ position: { x: 5, y: 5 } });
    await page.keyboard.press('F5');
    await waitForInk(page, '[data-testid=time-share-chart]', 2);
    await page.keyboard.press('F5');
    await page.locator('[data-testid=kline-chart][data-period=week]').waitFor();
    await page.locator('[data-testid=catalog-panel] li a').first().waitFor();
    await page.keyboard.press('F10');
    await page.waitForURL(/\/pepChat\?code=600519\.SH/);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('键盘精灵 codes open their boards on Enter: 06, 60, 61, 63, 1, 3', async () => {
  // Signed in, so 自选 stays on /favorite rather than asking to log in.
  const { page, context, errors } = await marketPage(e2e.browser, { token: await e2e.stack.signIn() });
  const cases: Array<[string, RegExp, () => Promise<void>]> = [
    ['06', /\/favorite$/, async () => page.locator('[data-testid=favorite-page]').waitFor()],
    ['60', /\/rankList\?name=rise&market=all$/, () => chipPressed(page, '沪深京A股')],
    ['61', /\/rankList\?name=rise&market=sh$/, () => chipPressed(page, '沪A')],
    ['63', /\/rankList\?name=rise&market=sz$/, () => chipPressed(page, '深A')],
    ['1', /stockCode=000001\.SH$/, async () => assert.equal(await page.locator('[data-testid=stock-header] h1').innerText(), '上证指数')],
    ['3', /stockCode=399001\.SZ$/, async () => assert.equal(await page.locator('[data-testid=stock-header] h1').innerText(), '深证成指')],
  ];
  await openStock(page, '600519');
  for (const [code, url, check] of cases) {
    // 键盘精灵 lives in the top bar, which /rankList does not have (spec §2): type the next code
    // where the user came from.
    if (new URL(page.url()).pathname === '/rankList') await page.goBack();
    await page.getByTestId('search-input').waitFor();
    await page.locator('body').click({ position: { x: 600, y: 5 } });
    await page.keyboard.type(code);
    assert.equal(await page.getByTestId('search-input').inputValue(), code, `${code} goes into 键盘精灵`);
    await page.keyboard.press('Enter');
    await urlBecomes(page, url);
    if (url.source.includes('stockCode')) await page.locator('[data-testid=stock-header] h1').waitFor({ timeout: 60_000 });
    await check();
  }
  assert.deepEqual(errors, []);
  await context.close();
});

test('PageUp/PageDown step through the rankings the stock was opened from', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/rankList?name=rise`);
  const rows = page.locator('[data-testid=rank-list-page] tbody tr[data-id]');
  await rows.nth(3).waitFor({ timeout: 60_000 });
  const ids = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-id')));
  const opened = context.waitForEvent('page');
  await rows.nth(1).locator('a').first().click();
  const stock = await opened;
  await stock.locator('[data-testid=stock-header] h1').waitFor({ timeout: 60_000 });
  assert.equal(stockCode(stock), ids[1]);
  const at = (i: number) => urlBecomes(stock, (u) => u.searchParams.get('stockCode') === ids[i]);
  // Keys in quick succession, as a user flicks through a list: each steps from the stock in the
  // address, even before the page has re-rendered for the step before.
  await stock.keyboard.press('PageDown');
  await stock.keyboard.press('PageDown');
  await at(3);
  await stock.keyboard.press('PageUp');
  await at(2);
  await stock.keyboard.press('PageUp');
  await stock.keyboard.press('PageUp');
  await at(0);
  assert.deepEqual(errors, []);
  await context.close();
});

test('↑/↓ zoom and ←/→ move the crosshair without focusing the chart; keys typed in the search stay text', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await openStock(page, '600519');
  await page.getByRole('tab', { name: '日K', exact: true }).click();
  await waitForInk(page, '[data-testid=kline-chart]', 2);
  await page.locator('body').click({ position: { x: 600, y: 5 } });
  const before = await canvasInk(page, '[data-testid=kline-chart]');
  await page.keyboard.press('ArrowUp');
  await page.waitForTimeout(300);
  const zoomed = await canvasInk(page, '[data-testid=kline-chart]');
  assert.notDeepEqual(zoomed, before, '↑ zooms the candles');
  await page.keyboard.press('ArrowLeft');
  await page.waitForTimeout(300);
  const crossed = await canvasInk(page, '[data-testid=kline-chart]');
  assert.notDeepEqual(crossed, zoomed, '← shows the crosshair');
  assert.equal(await page.evaluate(() => document.activeElement?.closest('[data-testid=kline-chart]') !== null), true);
  // Typing in the search: ?, arrows, PageDown and F10 belong to the input.
  const url = page.url();
  const input = page.getByTestId('search-input');
  await input.click();
  await page.keyboard.type('6?');
  await page.keyboard.press('PageDown');
  await page.keyboard.press('F10');
  assert.equal(await input.inputValue(), '6?');
  assert.equal(await page.getByRole('dialog', { name: '快捷键' }).count(), 0);
  assert.equal(page.url(), url);
  assert.deepEqual(errors, []);
  await context.close();
});

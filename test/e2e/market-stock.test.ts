/**
 * Browser tests of the stock detail page (issue item 2) on the built-in sim: header and quote
 * grid in spec formats, charts drawn for every tab, live prices reaching the header and the last
 * candle, order book and ticks, the module catalogue (edit, hide, save), 加自选, the index
 * variant, and leaving /stock clearing the cached / page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CATALOG_MODULES } from '../../contracts/endpoints/market-data';
import { browserSuite } from './helpers/suite';
import { pushPath } from './helpers/page-helpers';
import { startStack } from './helpers/stack';
import { canvasInk, marketPage, text, waitForInk } from './market-support';

const e2e = browserSuite(() => startStack());

test('the stock page renders the header, the quote grid, a drawn time-share, the book, ticks, catalogue and peers', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/stock?stockCode=600519`);
  await page.locator('[data-testid=stock-header] h1').waitFor();
  assert.equal(await text(page, '[data-testid=stock-header] h1'), '贵州茅台');
  assert.equal(await text(page, '[data-testid=stock-header] .code'), '600519');
  assert.equal(await text(page, '[data-testid=stock-header] .label'), '沪A');
  assert.match(await text(page, '[data-testid=stock-header] .price'), /^\d+\.\d{2}$/);
  const grid = await page.locator('[data-testid=stock-header] dt').allInnerTexts();
  assert.deepEqual(grid, ['今开', '最高', '最低', '昨收', '成交量', '成交额', '换手率', '振幅', '市盈率TTM', '市净率', '总市值', '流通市值', '涨停', '跌停']);
  assert.match(await text(page, '[data-testid=stock-header] dd[data-field=volume]'), /^\d+(\.\d{1,2})?(万|亿)?手$/);
  assert.match(await text(page, '[data-testid=stock-header] dd[data-field=amount]'), /^\d+(\.\d{1,2})?(万|亿)$/);
  assert.match(await text(page, '[data-testid=stock-header] dd[data-field=totalCap]'), /^\d+\.\d{2}(亿|万亿)$/);
  assert.match(await text(page, '[data-testid=stock-header] dd[data-field=limitUp]'), /^\d+\.\d{2}$/);
  await waitForInk(page, '[data-testid=time-share-chart]', 2);
  assert.equal(await page.locator('[data-testid=order-book] tbody tr').count(), 11, '卖五…卖一, a divider, 买一…买五');
  assert.ok((await page.locator('[data-testid=trade-ticks] tbody tr').count()) > 0);
  assert.equal(await page.locator('[data-testid=catalog-panel] li a').count(), CATALOG_MODULES.length);
  assert.equal(await page.locator('[data-testid=catalog-panel] li a').first().getAttribute('href'), '/pepChat?code=600519.SH');
  await page.locator('[data-testid=peers] tbody tr').first().waitFor();
  assert.match(await text(page, '[data-testid=peers] h2'), /^同行业 · 食品饮料$/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('every chart tab draws its chart; 复权 and indicator switch', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/stock?stockCode=600519.SH`);
  await page.locator('[data-testid=chart-panel]').waitFor();
  for (const label of ['5日', '日K', '周K', '月K', '1分', '5分', '15分', '30分', '60分', '分时']) {
    await page.getByRole('tab', { name: label, exact: true }).click();
    const host = label === '分时' || label === '5日' ? '[data-testid=time-share-chart]' : '[data-testid=kline-chart]';
    await waitForInk(page, host, 2);
  }
  await page.getByRole('tab', { name: '日K', exact: true }).click();
  await waitForInk(page, '[data-testid=kline-chart]', 2);
  await page.getByLabel('复权').selectOption('backward');
  await page.waitForFunction(() => document.querySelector('[data-testid=kline-chart]') !== null);
  await waitForInk(page, '[data-testid=kline-chart]', 2);
  const before = await canvasInk(page, '[data-testid=kline-chart]');
  await page.getByLabel('指标').selectOption('KDJ');
  await page.waitForTimeout(300);
  assert.notDeepEqual(await canvasInk(page, '[data-testid=kline-chart]'), before, 'the lower pane redraws');
  assert.deepEqual(errors, []);
  await context.close();
});

test('live prices reach the header and the last candle', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/stock?stockCode=600519.SH`);
  await page.getByRole('tab', { name: '日K', exact: true }).click();
  await waitForInk(page, '[data-testid=kline-chart]', 2);
  const first = await text(page, '[data-testid=stock-header] .price');
  // The sim moves every security every few seconds: wait for the header to change, then the candle must agree.
  await page.waitForFunction((p) => document.querySelector('[data-testid=stock-header] .price')?.textContent !== p, first, { timeout: 45_000 });
  await page.waitForFunction(
    () => {
      const price = document.querySelector('[data-testid=stock-header] .price')?.textContent;
      return price === document.querySelector('[data-testid=kline-chart]')?.getAttribute('data-last-close');
    },
    undefined,
    { timeout: 5_000 },
  );
  await page.getByRole('tab', { name: '分时', exact: true }).click();
  await waitForInk(page, '[data-testid=time-share-chart]', 2);
  const now = await text(page, '[data-testid=stock-header] .price');
  await page.waitForFunction((p) => document.querySelector('[data-testid=stock-header] .price')?.textContent !== p, now, { timeout: 45_000 });
  await page.waitForFunction(
    () =>
      document.querySelector('[data-testid=stock-header] .price')?.textContent ===
      document.querySelector('[data-testid=time-share-chart]')?.getAttribute('data-last-close'),
    undefined,
    { timeout: 5_000 },
  );
  await context.close();
});

test('signed in: 加自选 becomes 已添加; the catalogue reorders and hides entries, saved across reloads', async () => {
  const token = await e2e.stack.signIn();
  const { page, context, errors } = await marketPage(e2e.browser, { token });
  await page.goto(`${e2e.stack.url}/stock?stockCode=600519.SH`);
  const follow = page.getByTestId('follow-button');
  await follow.waitFor();
  assert.equal((await follow.innerText()).trim(), '+ 加自选');
  await follow.click();
  await page.getByTestId('follow-button').filter({ hasText: '已添加' }).waitFor();

  const panel = page.getByTestId('catalog-panel');
  await panel.locator('li a').first().waitFor();
  await panel.getByRole('button', { name: '编辑' }).click();
  await panel.getByRole('button', { name: '下移估值分位' }).click();
  await panel.getByLabel('显示机构研报').uncheck();
  await panel.getByRole('button', { name: '保存' }).click();
  await panel.getByRole('button', { name: '编辑' }).waitFor();
  // Each link shows its module title, then (for companies) a summary line: compare the titles.
  const links = async () => (await panel.locator('li a').allInnerTexts()).map((t) => t.split('\n')[0]!.trim());
  assert.deepEqual((await links()).slice(0, 2), ['成长能力', '估值分位']);
  assert.ok(!(await links()).includes('机构研报'));
  await page.reload();
  await panel.locator('li a').first().waitFor();
  assert.deepEqual((await links()).slice(0, 2), ['成长能力', '估值分位']);
  assert.equal((await links()).length, CATALOG_MODULES.length - 1, 'every module but the hidden one');
  assert.deepEqual(errors, []);
  await context.close();
});

test('anonymous 编辑 of the catalogue goes to login and remembers the page', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/stock?stockCode=600519.SH`);
  await page.getByTestId('catalog-panel').getByRole('button', { name: '编辑' }).click();
  await page.waitForFunction(() => location.pathname === '/login');
  assert.equal(await page.evaluate(() => sessionStorage.getItem('goLoginPath')), JSON.stringify('/stock?stockCode=600519.SH'));
  await context.close();
});

test('index codes show the index variant: constituents and movers, no order book', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/stock?stockCode=000001.SH`);
  await page.locator('[data-testid=index-members] [data-testid=index-leaders] tbody tr').first().waitFor();
  assert.equal(await text(page, '[data-testid=stock-header] h1'), '上证指数');
  assert.equal(await text(page, '[data-testid=stock-header] .label'), '指数');
  assert.equal(await page.locator('[data-testid=order-book]').count(), 0);
  assert.match(await text(page, '[data-testid=index-members] p'), /^共 \d+ 只/);
  assert.ok((await page.locator('[data-testid=index-laggards] tbody tr').count()) > 0);
  await waitForInk(page, '[data-testid=time-share-chart]', 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('leaving /stock drops the cached home page (spec §2)', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/`);
  await page.getByTestId('home-page').waitFor();
  await pushPath(page, '/stock?stockCode=600519.SH');
  await page.locator('[data-testid=stock-header]').waitFor();
  assert.equal(await page.locator('[data-page="/"]').count(), 1, 'home is kept while on /stock');
  await pushPath(page, '/rankList?name=rise');
  await page.getByTestId('rank-list-page').waitFor();
  assert.equal(await page.locator('[data-page="/"]').count(), 0, 'leaving /stock cleared it');
  await context.close();
});

/**
 * Browser tests of the market home (issue item 4) on the built-in sim: index strip with drawn
 * sparklines, breadth with its distribution chart, the industry treemap, ranking tabs, hot stocks,
 * news flashes, live numbers, new-window opening, and the watchlist panel.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, pctOf, text, waitForInk } from './market-support';

const e2e = browserSuite(() => startStack());

test('home renders every panel with data and no console errors; title 知股', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/`);
  await page.locator('[data-testid=index-strip] button').first().waitFor();
  assert.equal(await page.title(), '知股');
  const names = await page.locator('[data-testid=index-strip] button .name').allInnerTexts();
  assert.deepEqual(names, ['上证指数', '深证成指', '创业板指', '科创50', '北证50', '沪深300', '恒生指数']);
  await waitForInk(page, '[data-testid=index-strip]', 7);
  await page.locator('[data-testid=breadth-up]').waitFor();
  assert.match(await text(page, '[data-testid=breadth-up]'), /^\d+$/);
  assert.equal(await page.locator('[data-testid=breadth-panel] svg rect').count(), 11, '跌停 … 涨停');
  await page.locator('[data-testid=sector-heatmap] button').first().waitFor();
  assert.equal(await page.locator('[data-testid=sector-heatmap] button').count(), 31, '申万 level-1 boards');
  await page.locator('[data-testid=home-rankings] tbody tr').first().waitFor();
  assert.equal(await page.locator('[data-testid=home-rankings] tbody tr').count(), 10);
  await page.locator('[data-testid=hot-stocks] tbody tr').first().waitFor();
  await page.locator('[data-testid=news-strip] li').first().waitFor();
  assert.match(await text(page, '[data-testid=news-strip] li strong'), /模拟/);
  await page.getByTestId('watchlist-panel').waitFor();
  assert.deepEqual(errors, []);
  await context.close();
});

test('ranking tabs: 涨幅 descending, 跌幅 ascending, 更多 goes to the full list', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/`);
  const pcts = async () => (await page.locator('[data-testid=home-rankings] tbody tr td:nth-child(4)').allInnerTexts()).map(pctOf);
  await page.locator('[data-testid=home-rankings] tbody tr').first().waitFor();
  const up = await pcts();
  assert.ok(up[0]! >= up[9]!, `涨幅 ${up}`);
  await page.getByTestId('home-rankings').getByRole('tab', { name: '跌幅' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=home-rankings] [aria-label=跌幅榜]') !== null);
  const down = await pcts();
  assert.ok(down[0]! <= down[9]!, `跌幅 ${down}`);
  assert.ok(down[0]! < 0);
  await page.getByTestId('home-rankings').getByRole('link', { name: /更多/ }).click();
  await page.waitForFunction(() => location.pathname + location.search === '/rankList?name=fall');
  await page.getByTestId('rank-list-page').waitFor();
  await context.close();
});

test('index cards and heat-map cells open the index detail in a new window', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/`);
  await page.locator('[data-testid=index-strip] button').first().waitFor();
  const [popup] = await Promise.all([context.waitForEvent('page'), page.locator('[data-testid=index-strip] button').first().click()]);
  await popup.waitForLoadState();
  assert.equal(new URL(popup.url()).search, '?stockCode=000001.SH');
  await popup.locator('[data-testid=stock-header] h1').waitFor();
  assert.equal(await text(popup, '[data-testid=stock-header] h1'), '上证指数');
  await popup.close();
  const cell = page.locator('[data-testid=sector-heatmap] button').first();
  const id = await cell.getAttribute('data-id');
  const [board] = await Promise.all([context.waitForEvent('page'), cell.click()]);
  await board.waitForLoadState();
  assert.equal(new URL(board.url()).searchParams.get('stockCode'), id);
  await context.close();
});

test('numbers are live: index levels change without a reload', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/`);
  await page.locator('[data-testid=index-strip] button .price').first().waitFor();
  const before = await page.locator('[data-testid=index-strip] button .price').allInnerTexts();
  await page.waitForFunction(
    (b) => [...document.querySelectorAll('[data-testid=index-strip] button .price')].some((el, i) => el.textContent !== b[i]),
    before,
    { timeout: 30_000 },
  );
  await context.close();
});

test('at 1366 px the watchlist panel sits behind 打开自选 / 收起自选 over the home page', async () => {
  const { page, context } = await marketPage(e2e.browser, { width: 1366, height: 768 });
  await page.goto(`${e2e.stack.url}/`);
  const toggle = page.getByTestId('watchlist-toggle');
  await toggle.waitFor();
  assert.equal((await toggle.innerText()).trim(), '打开自选');
  await toggle.click();
  assert.equal((await toggle.innerText()).trim(), '收起自选');
  assert.equal(await page.getByTestId('watchlist-panel').isVisible(), true);
  await context.close();
});

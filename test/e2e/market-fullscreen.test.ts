/**
 * Browser tests of the full-screen K-line (issue item 3) on the built-in sim: drawn chart, keyboard
 * zoom and pan change the visible range, number keys switch periods, I the indicator, Esc returns;
 * the stock page's 画线 and 叠加 come along (the link carries `cmp`), shot in both themes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, waitForInk, waitForPurple } from './market-support';

const e2e = browserSuite(() => startStack());

async function range(page: Page): Promise<[number, number]> {
  const value = await page.getByTestId('full-screen-chart').getAttribute('data-visible-range');
  assert.ok(value, 'the chart reports its visible range');
  const [from, to] = value.split('-').map(Number);
  return [from!, to!];
}

async function pressAndWait(page: Page, key: string): Promise<[number, number]> {
  const before = await page.getByTestId('full-screen-chart').getAttribute('data-visible-range');
  await page.keyboard.press(key);
  await page.waitForFunction((b) => document.querySelector('[data-testid=full-screen-chart]')?.getAttribute('data-visible-range') !== b, before, {
    timeout: 5_000,
  });
  return range(page);
}

test('the K-line fills the window; keys zoom and pan the visible range', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/fullScreenKLine?stockCode=600519.SH`);
  await waitForInk(page, '[data-testid=kline-chart]', 2);
  await page.waitForFunction(() => document.querySelector('[data-testid=full-screen-chart]')?.hasAttribute('data-visible-range'));
  const start = await range(page);
  const zoomedIn = await pressAndWait(page, 'ArrowUp');
  assert.ok(zoomedIn[1] - zoomedIn[0] < start[1] - start[0], `↑ shows fewer bars ${start} → ${zoomedIn}`);
  const zoomedOut = await pressAndWait(page, 'ArrowDown');
  assert.ok(zoomedOut[1] - zoomedOut[0] > zoomedIn[1] - zoomedIn[0], '↓ shows more bars');
  const back = await pressAndWait(page, 'PageUp');
  assert.ok(back[1] < zoomedOut[1], `PageUp scrolls into history ${zoomedOut} → ${back}`);
  const forward = await pressAndWait(page, 'End');
  assert.ok(forward[1] > back[1], 'End returns to the newest bars');
  assert.deepEqual(errors, []);
  await context.close();
});

test('number keys switch periods, I the indicator, A the 复权', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/fullScreenKLine?stockCode=600519.SH&period=day`);
  await waitForInk(page, '[data-testid=kline-chart]', 2);
  await page.keyboard.press('2');
  await page.waitForFunction(() => document.querySelector('[data-testid=kline-chart]')?.getAttribute('data-period') === 'week');
  await waitForInk(page, '[data-testid=kline-chart]', 2);
  await page.keyboard.press('6');
  await page.waitForFunction(() => document.querySelector('[data-testid=kline-chart]')?.getAttribute('data-period') === '15m');
  const active = () =>
    page
      .locator('[data-testid=full-screen-kline] button[class]')
      .evaluateAll((els) => els.filter((e) => getComputedStyle(e).backgroundColor !== 'rgba(0, 0, 0, 0)').map((e) => e.textContent));
  assert.ok((await active()).includes('MACD'));
  await page.keyboard.press('i');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid=full-screen-kline] button')].some(
      (b) => b.textContent === 'KDJ' && getComputedStyle(b).backgroundColor !== 'rgba(0, 0, 0, 0)',
    ),
  );
  await page.keyboard.press('a');
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid=full-screen-kline] button')].some(
      (b) => b.textContent === '后复权' && getComputedStyle(b).backgroundColor !== 'rgba(0, 0, 0, 0)',
    ),
  );
  await context.close();
});

test('Esc returns to the stock page it was opened from; opened directly it goes to the stock page', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/stock?stockCode=600519.SH`);
  await page.getByTestId('fullscreen-link').click();
  await page.getByTestId('full-screen-kline').waitFor();
  await waitForInk(page, '[data-testid=kline-chart]', 2);
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => location.pathname === '/stock');
  await page.getByTestId('stock-header').waitFor();

  await page.goto(`${e2e.stack.url}/fullScreenKLine?stockCode=000001.SH`);
  await page.getByTestId('full-screen-kline').waitFor();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => location.pathname + location.search === '/stock?stockCode=000001.SH');
  await context.close();
});

test('the stock page’s 画线 and 叠加 show on the full-screen K-line, with the same tools', async () => {
  const res = await fetch(`${e2e.stack.url}/api/v3/details/detailsStockA?code=600519.SH`, { headers: { requestFrom: 'pc' } });
  const price = ((await res.json()) as { datas: { quote: { price: number } } }).datas.quote.price;
  assert.ok(price > 0);
  // An anonymous 紫色 水平线 at today's price, kept in this browser as the stock page keeps it.
  const drawings = { '600519.SH': [{ id: 'fs1', kind: 'hline', points: [{ t: Date.now() - 86_400_000, p: price }], color: 'purple' }] };
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await context.addInitScript(
      `if (!localStorage.getItem('chartDrawings')) localStorage.setItem('chartDrawings', ${JSON.stringify(JSON.stringify(drawings))});`,
    );
    if (theme === 'white') {
      await page.goto(`${e2e.stack.url}/stock?stockCode=600519&cmp=000300.SH`);
      await page.getByTestId('fullscreen-link').click();
      await page.waitForURL(/\/fullScreenKLine\?stockCode=600519\.SH&period=day&cmp=000300\.SH$/);
    } else {
      await page.goto(`${e2e.stack.url}/fullScreenKLine?stockCode=600519.SH&cmp=000300.SH`);
    }
    const screen = page.getByTestId('full-screen-kline');
    await waitForInk(page, '[data-testid=kline-chart]', 2, 30_000);
    await screen.locator('[data-testid=drawing-status][data-state=ready][data-count="1"]').waitFor({ timeout: 30_000 });
    assert.equal(await screen.getByRole('toolbar', { name: '画线工具' }).getByRole('button').count(), 7 + 6 + 1, 'the same tool strip');
    await screen.locator('[data-testid=overlay-legend-item][data-id="000300.SH"] [data-value=pct]').waitFor({ timeout: 30_000 });
    assert.match(await screen.locator('[data-testid=overlay-legend-item][data-id="000300.SH"]').innerText(), /沪深300/);
    assert.ok((await waitForPurple(page)) >= 40, 'the drawing is drawn');
    await shot(page, `full-screen-drawings-overlays-${theme}`);
    if (theme === 'white') {
      // A tool picked on the strip and cancelled with Esc stays on the page; the next Esc leaves it.
      await screen.getByRole('button', { name: '趋势线', exact: true }).click();
      await page.keyboard.press('Escape');
      assert.equal(await screen.getByRole('button', { name: '趋势线', exact: true }).getAttribute('aria-pressed'), 'false');
      assert.equal(new URL(page.url()).pathname, '/fullScreenKLine');
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

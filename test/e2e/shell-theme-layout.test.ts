/**
 * Browser tests of theme (issue item 6), layout (item 7) and persisted state (item 10).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './helpers/suite';
import { open, stored } from './helpers/page-helpers';
import { startStack } from './helpers/stack';

const e2e = browserSuite(() => startStack());

const themeOf = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.dataset.theme);
const bodyBg = (page: import('playwright-core').Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test('first visit follows the system preference: dark → blank, light → white', async () => {
  for (const [scheme, theme, bg] of [
    ['dark', 'blank', 'rgb(14, 16, 20)'],
    ['light', 'white', 'rgb(242, 244, 247)'],
  ] as const) {
    const { page, context } = await e2e.browser.newPage({ colorScheme: scheme });
    await open(page, e2e.stack.url, '/');
    assert.equal(await themeOf(page), theme);
    assert.equal(await bodyBg(page), bg);
    assert.equal(await stored(page, 'local', 'themeColor'), null, 'nothing saved until the user chooses');
    await context.close();
  }
});

test('the top-bar button switches theme, saves it, and the choice survives a reload and the system preference', async () => {
  const { page, context } = await e2e.browser.newPage({ colorScheme: 'light' });
  await open(page, e2e.stack.url, '/');
  assert.equal(await themeOf(page), 'white');
  assert.equal(await page.getAttribute('[data-testid=theme-toggle]', 'aria-label'), '切换到深色主题');
  await page.click('[data-testid=theme-toggle]');
  assert.equal(await themeOf(page), 'blank');
  assert.equal(await stored(page, 'local', 'themeColor'), 'blank');
  assert.equal(await bodyBg(page), 'rgb(14, 16, 20)');
  await page.reload();
  await page.waitForSelector('[data-route]');
  assert.equal(await themeOf(page), 'blank');
  await page.click('[data-testid=theme-toggle]');
  assert.equal(await stored(page, 'local', 'themeColor'), 'white');
  await context.close();
});

test('root font size by width: 1.145vw under 1024, 14 px, 16 px from 1600, 18 px from 1920', async () => {
  const { page, context } = await e2e.browser.newPage();
  await open(page, e2e.stack.url, '/');
  for (const [width, px] of [
    [1000, 11.45],
    [1366, 14],
    [1600, 16],
    [1920, 18],
  ] as const) {
    await page.setViewportSize({ width, height: 900 });
    const size = await page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
    assert.ok(Math.abs(size - px) < 0.01, `${width}px → ${size}px, want ${px}px`);
  }
  // Layout is rem-based: the top bar is 56 px at 14 px and scales with the root size.
  await page.setViewportSize({ width: 1920, height: 900 });
  const bar = await page.evaluate(() => document.querySelector('header')!.getBoundingClientRect().height);
  assert.equal(bar, 72);
  await context.close();
});

test('at 1366 px the home watchlist panel collapses behind 打开自选 / 收起自选', async () => {
  const { page, context } = await e2e.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await open(page, e2e.stack.url, '/');
  const toggle = page.locator('[data-testid=watchlist-toggle]');
  await toggle.waitFor({ timeout: 5000 });
  assert.equal(await toggle.innerText(), '打开自选');
  assert.equal(await page.locator('[data-testid=watchlist-dock]').isVisible(), false);
  await toggle.click();
  assert.equal(await toggle.innerText(), '收起自选');
  assert.equal(await page.locator('[data-testid=watchlist-dock]').isVisible(), true);
  await page.setViewportSize({ width: 1440, height: 900 });
  await toggle.waitFor({ state: 'detached' }); // no toggle above 1366 px
  assert.equal(await page.locator('[data-testid=watchlist-dock]').isVisible(), true);
  await context.close();
});

test('corrupt persisted values are dropped and never crash the app', async () => {
  const { page, context } = await e2e.browser.newPage();
  await context.addInitScript(() => {
    if (sessionStorage.getItem('seeded')) return;
    sessionStorage.setItem('seeded', '1');
    localStorage.setItem('themeColor', '{bad');
    localStorage.setItem('navSelect', '42');
    localStorage.setItem('token', '[1,2]');
    localStorage.setItem('searchHistory', 'not json');
    localStorage.setItem('notice', '{"notice":{"id":"x"},"status":"open"}');
    sessionStorage.setItem('socketHostIndex', '"seven"');
    sessionStorage.setItem('userInfo', '{"nickName":5}');
  });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await open(page, e2e.stack.url, '/');
  await page.click('[data-testid=search-input]');
  await page.waitForSelector('[data-testid=search-panel] >> text=热门股票');
  // The banner reads its key when the notice answer arrives (and may store the sim's notice).
  await page.waitForFunction(() => localStorage.getItem('notice') !== '{"notice":{"id":"x"},"status":"open"}');
  assert.deepEqual(errors, []);
  for (const key of ['themeColor', 'navSelect', 'token', 'searchHistory']) {
    assert.equal(await page.evaluate((k) => localStorage.getItem(k), key), null, key);
  }
  assert.equal(await page.evaluate(() => sessionStorage.getItem('userInfo')), null);
  assert.notEqual(await page.evaluate(() => sessionStorage.getItem('socketHostIndex')), '"seven"');
  await context.close();
});

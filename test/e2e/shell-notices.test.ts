/**
 * Browser tests of the notices (issue item 8): the scrolling notice banner and the browser
 * compatibility modal with its once-a-day rule.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './helpers/suite';
import { open, stored } from './helpers/page-helpers';
import { startStack } from './helpers/stack';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const e2e = browserSuite(() => startStack({ fake: { notice: { id: 7, message: '【公告】测试公告：系统将于今晚 22:00 例行维护', url: '' } } }));

/** x offset change of the marquee text over `frames` animation frames (measured in the page). */
function advance(page: import('playwright-core').Page, frames: number): Promise<number> {
  // A string, so the test runner's transpiler adds no helpers the page does not have.
  return page.evaluate(`new Promise((resolve) => {
    const el = document.querySelector('[data-testid=notice-track] > a');
    const x = () => new DOMMatrix(getComputedStyle(el).transform).m41;
    const start = x();
    let i = 0;
    const step = () => (++i >= ${frames} ? resolve(x() - start) : requestAnimationFrame(step));
    requestAnimationFrame(step);
  })`);
}

test('the notice banner scrolls 1.2 px per frame, pauses on hover, and stays closed once closed', async () => {
  const { page, context } = await e2e.browser.newPage();
  // A top-bar page that calls nothing else, so only the fake's notice matters.
  await open(page, e2e.stack.url, '/dataCenter');
  await page.waitForSelector('[data-testid=notice-banner] >> text=测试公告');
  const moved = await advance(page, 31);
  // 30 frame intervals × 1.2 px (one frame of slack for where the banner's own loop sits).
  assert.ok(moved <= -34.7 && moved >= -37.3, `moved ${moved}px in 30 frames`);
  await page.hover('[data-testid=notice-track]');
  assert.equal(await advance(page, 20), 0, 'paused while hovered');
  assert.deepEqual(await stored(page, 'local', 'notice'), {
    notice: { id: 7, message: '【公告】测试公告：系统将于今晚 22:00 例行维护', url: '' },
    status: 'open',
  });
  await page.click('[aria-label=关闭公告]');
  await page.waitForSelector('[data-testid=notice-banner]', { state: 'detached' });
  assert.equal(((await stored(page, 'local', 'notice')) as { status: string }).status, 'closed');
  await page.reload();
  await page.waitForSelector('[data-route]');
  await page.waitForTimeout(500);
  assert.equal(await page.locator('[data-testid=notice-banner]').count(), 0, 'closed notice stays closed');
  e2e.stack.fake!.setNotice({ id: 8, message: '新公告', url: '' });
  await page.reload();
  await page.waitForSelector('[data-testid=notice-banner] >> text=新公告');
  e2e.stack.fake!.setNotice({ id: 7, message: '【公告】测试公告：系统将于今晚 22:00 例行维护', url: '' });
  await context.close();
});

test('a non-Chromium browser gets the compatibility notice, at most once a day', async () => {
  const { page, context } = await e2e.browser.newPage({ userAgent: FIREFOX });
  await open(page, e2e.stack.url, '/dataCenter');
  const dialog = page.locator('[role=dialog]');
  await dialog.waitFor();
  const text = await dialog.innerText();
  for (const phrase of ['浏览器兼容提示', 'Chrome', 'Edge', 'Chromium', '极速模式', '在线客服', '我知道了']) assert.ok(text.includes(phrase), phrase);
  assert.equal(await dialog.locator('a').getAttribute('target'), '_blank');
  await page.click('text=我知道了');
  await dialog.waitFor({ state: 'detached' });
  await page.reload();
  await page.waitForSelector('[data-route]');
  await page.waitForTimeout(300);
  assert.equal(await dialog.count(), 0, 'not again the same day');
  await page.evaluate(() => localStorage.setItem('browserNoticeDay', JSON.stringify('2000-01-01')));
  await page.reload();
  await dialog.waitFor();
  await context.close();
});

test('Chrome and Edge get no compatibility notice', async () => {
  const { page, context } = await e2e.browser.newPage();
  await open(page, e2e.stack.url, '/dataCenter');
  await page.waitForTimeout(300);
  assert.equal(await page.locator('[role=dialog]').count(), 0);
  await context.close();
});

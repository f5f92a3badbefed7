/**
 * Pages the spec shows without the left navigation (§2: nav only where flagged) still give the
 * investor a way home: a real 返回首页 link.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from './helpers/browser';
import { startStack } from './helpers/stack';

test('/rankList and /indexList have no left nav but a 返回首页 link that goes to /', async (t) => {
  const stack = await startStack();
  t.after(() => stack.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const { page } = await browser.newPage();
  for (const path of ['/rankList?name=rise', '/indexList', '/newStock']) {
    await page.goto(`${stack.url}${path}`);
    const home = page.getByRole('link', { name: '返回首页' });
    await home.waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('nav[aria-label=主导航]').count(), 0, `${path} shows no left nav`);
    assert.equal(await home.getAttribute('href'), '/');
    await home.click();
    await page.waitForFunction(() => location.pathname === '/');
    assert.equal(await page.title(), '知股');
  }
});

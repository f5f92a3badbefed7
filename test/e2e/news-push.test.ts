/**
 * Browser test of the news push on /sevenEleven, on a sim whose clock the test moves: the page is
 * open and scrolled when the market reaches the lunch break, the desk's new items (午评 among them)
 * arrive over the socket and wait in "N条新消息" without moving the list; the bar brings them in;
 * the digest strip and the detail view (?id=, Escape closes); the cached page keeps its scroll
 * across navigation; include/exclude words survive a reload. Both themes, screenshots.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { FixedClock } from '../../gateway/sim/market/live/clock';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage } from './market-support';

const SHOTS = path.join(process.env.E2E_SHOT_DIR ?? '/tmp/zhigu-e2e-shots', 'news');
const at = (hm: string) => Date.parse(`2025-11-27T${hm}:00+08:00`);
const e2e = browserSuite(() => startStack({ sim: { clock: String(at('11:12')) } }));
const FRAME = '[data-page="/sevenEleven"]';

async function shot(page: import('playwright-core').Page, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

test('push arrives while reading: held in N条新消息, no jump; digests, detail, cached scroll, remembered filters', async () => {
  const clock = e2e.stack.sim!.market.clock as FixedClock;
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'blank', width: 1280, height: 560 });
  await page.goto(`${e2e.stack.url}/sevenEleven`);
  const items = page.locator(`${FRAME} article[data-id]`);
  await items.first().waitFor();
  const before = await items.count();

  // Read a little further down, then let the market reach the lunch break.
  const scrolled = await page.evaluate((sel) => {
    const f = document.querySelector<HTMLElement>(sel)!;
    f.scrollTop = Math.min(160, f.scrollHeight - f.clientHeight);
    return f.scrollTop;
  }, FRAME);
  assert.ok(scrolled > 0, 'the feed is taller than the window');
  const firstTop = await items.first().evaluate((el) => el.getBoundingClientRect().top);
  clock.set(at('11:33'));
  const bar = page.getByTestId('news-new-bar');
  await bar.waitFor({ timeout: 20_000 });
  assert.match(await bar.innerText(), /^\d+条新消息$/);
  assert.equal(await page.evaluate((sel) => document.querySelector<HTMLElement>(sel)!.scrollTop, FRAME), scrolled, 'the reader is not moved');
  assert.equal(await items.first().evaluate((el) => el.getBoundingClientRect().top), firstTop, 'the list does not shift');
  assert.equal(await items.count(), before, 'nothing joins while reading');
  await shot(page, 'push-bar-blank');

  await bar.click();
  await page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)!.scrollTop === 0, FRAME);
  assert.ok((await items.count()) > before);
  const noon = page.locator(`${FRAME} article[data-id]`, { hasText: '午评' }).first();
  await noon.waitFor();
  assert.match(await noon.innerText(), /沪指(涨|跌)\d+\.\d{2}%报\d+\.\d{2}点/);
  await page.getByTestId('news-digests').getByRole('button', { name: /午评/ }).waitFor();

  // Detail view, addressable.
  await noon.locator('button').first().click();
  await page.waitForFunction(() => new URLSearchParams(location.search).has('id'));
  const detail = page.getByTestId('news-detail');
  await detail.locator('h3').waitFor();
  assert.match(await detail.innerText(), /午评/);
  await shot(page, 'detail-blank');
  const address = page.url();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('id'));
  await page.goto(address);
  await page.getByTestId('news-detail').locator('h3').waitFor();
  await page.keyboard.press('Escape');
  await page.waitForFunction(() => !new URLSearchParams(location.search).has('id'));

  // The cached page keeps its scroll across navigation.
  await items.first().waitFor();
  const keep = await page.evaluate((sel) => {
    const f = document.querySelector<HTMLElement>(sel)!;
    f.scrollTop = Math.min(200, f.scrollHeight - f.clientHeight);
    return f.scrollTop;
  }, FRAME);
  assert.ok(keep > 0);
  await page.click('a[data-nav="/"]');
  await page.waitForFunction(() => location.pathname === '/');
  await page.click('a[data-nav="/sevenEleven"]');
  await page.waitForFunction((sel) => document.querySelector<HTMLElement>(sel)?.hidden === false, FRAME);
  assert.equal(await page.evaluate((sel) => document.querySelector<HTMLElement>(sel)!.scrollTop, FRAME), keep);

  // Include/exclude words, remembered.
  await page.evaluate((sel) => {
    document.querySelector<HTMLElement>(sel)!.scrollTop = 0;
  }, FRAME);
  await page.getByTestId('news-filter-toggle').click();
  await page.getByLabel('包含关键词').fill('午评，涨停');
  await page.getByLabel('排除关键词').fill('板块');
  await page.getByRole('button', { name: '保存' }).click();
  await page.waitForFunction(
    (sel) => {
      const arts = [...document.querySelectorAll(`${sel} article[data-id]`)];
      return arts.length > 0 && arts.every((a) => /午评|涨停/.test(a.textContent ?? '') && !(a.textContent ?? '').includes('板块'));
    },
    FRAME,
    { timeout: 10_000 },
  );
  await shot(page, 'filters-blank');
  await page.reload();
  await page.getByTestId('news-active-filters').waitFor();
  assert.match(await page.getByTestId('news-active-filters').innerText(), /包含：午评、涨停[\s\S]*排除：板块/);
  await page.getByRole('button', { name: '清除筛选' }).click();
  await page.getByTestId('news-active-filters').waitFor({ state: 'detached' });
  assert.deepEqual(errors, []);
  await context.close();
});

test('light theme: the feed with digests and tags', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white', width: 1280, height: 720 });
  await page.goto(`${e2e.stack.url}/sevenEleven`);
  await page.locator(`${FRAME} article[data-id]`).first().waitFor();
  await shot(page, 'feed-white');
  await page.locator(`${FRAME} article[data-id] button`).first().click();
  await page.getByTestId('news-detail').locator('h3').waitFor();
  await shot(page, 'detail-white');
  assert.deepEqual(errors, []);
  await context.close();
});

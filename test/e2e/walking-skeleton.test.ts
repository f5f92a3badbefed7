/**
 * The walking skeleton of the foundation issue, through the real gateway and the built-in sim:
 * open `/`, type 600519 into the top-bar search, press Enter, reach 贵州茅台's stock page (spec §2:
 * it opens in a new window as /stock?stockCode=…) and see its price change within 10 seconds.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser } from './helpers/browser';
import { startStack } from './helpers/stack';

test('search 600519 → Enter → 贵州茅台 page with a live price', async (t) => {
  // The sim is deterministic and its live clock starts every boot at 10:00, so 茅台's path is fixed
  // per seed. The default seed happens to hold it at 1450.35 from 10:00:05 to 10:00:11 (realistic,
  // but it leaves a 10 s window borderline); seed 7 moves on every 3 s snapshot.
  const stack = await startStack({ sim: { seed: 7 } });
  t.after(() => stack.close());
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const { context, page } = await browser.newPage();
  const errors: string[] = [];
  context.on('page', (p) => p.on('pageerror', (e) => errors.push(e.message)));
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto(`${stack.url}/`);
  // Spec §1: the app reloads once when the lock token is late (200 ms) — a busy machine can see it;
  // the title is read once the shell (its search box) is up.
  const search = page.getByPlaceholder('搜索股票、指数');
  await search.waitFor({ timeout: 20_000 });
  assert.equal(await page.title(), '知股');
  await search.click();
  await search.fill('600519');
  // The result row itself: 贵州茅台 can also stand in the panel's 热门 list before the results come,
  // and an Enter then has no result to open (one CI run waited 20 s for the stock page).
  await page.getByRole('listbox', { name: '搜索结果' }).locator('[data-code="600519.SH"]').waitFor({ timeout: 20_000 });

  const popup = context.waitForEvent('page', { timeout: 20_000 });
  await search.press('Enter');
  const stockPage = await popup;
  await stockPage.waitForLoadState('domcontentloaded');
  assert.match(stockPage.url(), /\/stock\?stockCode=600519(\.SH)?$/);

  const header = stockPage.getByTestId('stock-header');
  await header.getByRole('heading', { name: '贵州茅台' }).waitFor({ timeout: 15_000 });
  assert.match(await stockPage.title(), / - 知股$/);
  const price = header.locator('.price');
  await price.waitFor();
  const first = (await price.textContent())?.trim();
  assert.match(first ?? '', /^\d+\.\d{2}$/);

  const deadline = Date.now() + 10_000;
  let changed = false;
  while (!changed && Date.now() < deadline) {
    await stockPage.waitForTimeout(200);
    changed = ((await price.textContent())?.trim() ?? first) !== first;
  }
  assert.ok(changed, `price stayed ${first} for 10 s`);
  assert.deepEqual(errors, []);
});

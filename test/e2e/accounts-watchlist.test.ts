/**
 * Browser tests of the watchlist: add from search → 已添加; create a group, move an item into it,
 * a remark, drag to reorder, set top, sort, reload → all persisted.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { browserSuite } from './helpers/suite';
import { SHOT_DIR, api, apiFollow, apiLogin, nextPhone, openSignedIn, startAccountsStack } from './accounts-support';

const e2e = browserSuite(async () => {
  mkdirSync(SHOT_DIR, { recursive: true });
  return startAccountsStack();
});

const rowCodes = (page: import('playwright-core').Page) =>
  page.locator('[data-testid=watchlist-page-view] tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-code')));

/**
 * Signs a new user in with 600519.SH, 300750.SZ and 000001.SZ followed (new items go on top:
 * 000001.SZ, 300750.SZ, 600519.SH), opens /favorite and returns its table once the rows show.
 */
async function openWithThreeFollowed(page: import('playwright-core').Page): Promise<import('playwright-core').Locator> {
  const token = await apiLogin(e2e.stack.url, nextPhone());
  for (const code of ['600519.SH', '300750.SZ', '000001.SZ']) await apiFollow(e2e.stack.url, token, code);
  await openSignedIn(page, e2e.stack.url, '/favorite', token);
  const table = page.locator('[data-testid=watchlist-page-view]');
  await table.locator('tr[data-code="600519.SH"]').waitFor();
  return table;
}

test('add from search: 加自选 becomes 已添加 and the row appears; 添加到分组 adds it to another group and takes it out', async (t) => {
  const { context, page } = await e2e.browser.newPage();
  t.after(() => context.close());
  const token = await apiLogin(e2e.stack.url, nextPhone());
  await api(e2e.stack.url, '/api/v2/opt/addOptGroup?name=%E7%99%BD%E9%85%92', { token });
  await openSignedIn(page, e2e.stack.url, '/favorite', token);
  await page.getByText('还没有自选股', { exact: false }).waitFor();
  await page.screenshot({ path: `${SHOT_DIR}/favorite-empty.png` });

  const search = page.getByPlaceholder('搜索股票、指数');
  await search.click();
  await search.fill('600519');
  const hit = page.locator('[data-testid=search-panel] [data-code="600519.SH"]');
  await hit.getByRole('button', { name: '加自选' }).click();
  await hit.getByText('已添加').waitFor();
  assert.equal(await hit.getByRole('button', { name: '加自选' }).count(), 0);
  await page.screenshot({ path: `${SHOT_DIR}/search-followed.png` });

  // 全部 is open, so it went into 全部 only; 添加到分组 (▾) puts it into another group and takes it out again.
  await hit.getByRole('button', { name: '添加贵州茅台到分组' }).click();
  const menu = page.getByTestId('group-picker-menu');
  await menu.getByRole('checkbox', { name: '白酒' }).check();
  await page.getByRole('tab', { name: /白酒\s*1/ }).waitFor();
  await page.screenshot({ path: `${SHOT_DIR}/search-group-picker.png` });
  await menu.getByRole('checkbox', { name: '白酒' }).uncheck();
  await page.getByRole('tab', { name: /白酒\s*0/ }).waitFor();
  await page.keyboard.press('Escape');
  assert.equal(await menu.count(), 0, 'Escape closes the picker');

  await page.keyboard.press('Escape');
  await page.locator('[data-testid=watchlist-page-view] tr[data-code="600519.SH"]').waitFor();
  const changed = await page.evaluate(() => Number(localStorage.getItem('favoriteChange')));
  assert.ok(changed > 0, 'favoriteChange refreshed');
});

test('create a group, move an item, remark, reorder, reload: all persisted', async (t) => {
  const { context, page } = await e2e.browser.newPage();
  t.after(() => context.close());
  const table = await openWithThreeFollowed(page);
  assert.deepEqual(await rowCodes(page), ['000001.SZ', '300750.SZ', '600519.SH']);

  // Create 白酒.
  await page.getByTestId('create-group').click();
  await page.getByLabel('分组名称').fill('白酒');
  await page.getByTestId('group-name-save').click();
  await page.getByRole('tab', { name: /白酒/ }).waitFor();

  // Move (copy out of 全部) 贵州茅台 into 白酒.
  await page.getByLabel('选择贵州茅台').check();
  await page.getByLabel('移动到分组').selectOption({ label: '白酒' });
  await page.getByRole('tab', { name: /白酒\s*1/ }).waitFor();

  // Remark.
  await table.locator('tr[data-code="600519.SH"]').getByTestId('remark').click();
  const remark = page.getByLabel('贵州茅台的备注');
  await remark.fill('长期持有');
  await remark.press('Enter');
  await table.locator('tr[data-code="600519.SH"]').getByText('长期持有').waitFor();

  // Drag 贵州茅台 above 平安银行 (the group's own order, no sort active).
  await table.locator('tr[data-code="600519.SH"]').dragTo(table.locator('tr[data-code="000001.SZ"]'));
  await page.waitForFunction(() => document.querySelector('[data-testid=watchlist-page-view] tbody tr')?.getAttribute('data-code') === '600519.SH');
  assert.deepEqual(await rowCodes(page), ['600519.SH', '000001.SZ', '300750.SZ']);

  // Set top.
  await table.locator('tr[data-code="300750.SZ"]').getByRole('button', { name: '置顶' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=watchlist-page-view] tbody tr')?.getAttribute('data-code') === '300750.SZ');

  // Sort by a column, then back to the own order.
  const pctHeader = page.getByRole('button', { name: /^涨跌幅/ });
  await pctHeader.click();
  await page.getByRole('button', { name: '涨跌幅 ↓' }).waitFor();
  await pctHeader.click();
  await pctHeader.click();
  await page.getByRole('button', { name: '涨跌幅', exact: true }).waitFor();
  await page.screenshot({ path: `${SHOT_DIR}/favorite-table.png` });

  await page.waitForTimeout(500); // let the last reload settle before leaving
  await page.reload();
  await table.locator('tr[data-code="600519.SH"]').waitFor();
  assert.deepEqual(await rowCodes(page), ['300750.SZ', '600519.SH', '000001.SZ']);
  await table.locator('tr[data-code="600519.SH"]').getByText('长期持有').waitFor();
  await page.getByRole('tab', { name: /白酒/ }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=watchlist-page-view] tbody tr').length === 1);
  assert.deepEqual(await rowCodes(page), ['600519.SH']);
  // The selected group is remembered (spec §3 favoriteGroupSelect).
  const sel = await page.evaluate(() => JSON.parse(localStorage.getItem('favoriteGroupSelect') ?? 'null') as { name: string } | null);
  assert.equal(sel?.name, '白酒');
  await page.reload();
  await page.getByRole('tab', { name: /白酒/, selected: true }).waitFor();
});

test('rename and delete a group; batch delete from 全部 unfollows', async (t) => {
  const { context, page } = await e2e.browser.newPage();
  t.after(() => context.close());
  const table = await openWithThreeFollowed(page);

  await page.getByTestId('create-group').click();
  await page.getByLabel('分组名称').fill('全部');
  await page.getByTestId('group-name-save').click();
  await page.getByText('该名称已被默认分组使用').waitFor();
  await page.getByLabel('分组名称').fill('消费');
  await page.getByTestId('group-name-save').click();
  await page.getByRole('tab', { name: /消费/ }).click();
  await page.getByText('该分组还没有股票', { exact: false }).waitFor();

  await page.getByRole('button', { name: '重命名' }).click();
  await page.getByLabel('分组名称').fill('大消费');
  await page.getByTestId('group-name-save').click();
  await page.getByRole('tab', { name: /大消费/, selected: true }).waitFor();

  await page.getByRole('button', { name: '删除分组' }).click();
  await page.getByTestId('confirm-delete-group').click();
  await page.getByRole('tab', { name: /全部/, selected: true }).waitFor();
  assert.equal(await page.getByRole('tab', { name: /大消费/ }).count(), 0);

  await page.getByLabel('全选').check();
  await page.getByLabel('选择平安银行').uncheck();
  await table.getByRole('button', { name: '删除', exact: true }).first().click();
  await page.getByTestId('confirm-batch-delete').click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=watchlist-page-view] tbody tr').length === 1);
  assert.deepEqual(await rowCodes(page), ['000001.SZ']);
  await page.reload();
  await table.locator('tr[data-code="000001.SZ"]').waitFor();
  assert.deepEqual(await rowCodes(page), ['000001.SZ']);
});

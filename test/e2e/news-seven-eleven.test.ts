/**
 * Browser test of 资讯 7×24 (/sevenEleven) on the built-in sim: the desk's items shown with time,
 * 【模拟】 title and date divider, related securities with live 涨跌幅, the 加红 and 公告 tabs
 * filtering (tab kept in the address), in both themes with no console errors.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot } from './market-support';

const e2e = browserSuite(() => startStack());

for (const theme of ['white', 'blank'] as const) {
  test(`/sevenEleven (${theme}): items with dividers and live 涨跌幅, tabs filter, no console errors`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/sevenEleven`);
    const items = page.locator('[data-page="/sevenEleven"] article[data-id]');
    await items.first().waitFor();
    assert.equal(await page.title(), '资讯 - 知股');
    const all = await items.count();
    assert.ok(all > 0);
    assert.match(await items.first().locator('strong').innerText(), /^【模拟】/);
    assert.match(await items.first().locator('time').innerText(), /^\d{2}:\d{2}$/);
    assert.match(await page.locator('[data-page="/sevenEleven"] h3[data-date]').first().innerText(), /^\d{4}-\d{2}-\d{2} /);
    // A related security shows its live 涨跌幅.
    const pct = page.locator('[data-page="/sevenEleven"] article [data-field=pct]').first();
    await page.waitForFunction(() => /%$/.test(document.querySelector('[data-page="/sevenEleven"] article [data-field=pct]')?.textContent ?? ''));
    assert.match(await pct.innerText(), /^[+-]?\d+\.\d{2}%$/);

    await shot(page, `seven-eleven-${theme}`);

    await page.getByRole('tab', { name: '加红' }).click();
    await page.waitForFunction(() => location.search === '?tab=important');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('[data-page="/sevenEleven"] article[data-level=normal]').length === 0 &&
        (document.querySelectorAll('[data-page="/sevenEleven"] article[data-level=important]').length > 0 ||
          (document.querySelector('[data-page="/sevenEleven"]')?.textContent ?? '').includes('暂无加红资讯')),
    );
    assert.ok((await items.count()) <= all);

    // 公告 come from company disclosures: items of that category only, or the off-season empty state.
    await page.getByRole('tab', { name: '公告' }).click();
    await page.waitForFunction(() => location.search === '?tab=notice');
    // Until the 公告 list arrives the 加红 items are still shown: wait for the list of this tab, not just any list.
    await page.waitForFunction(
      () =>
        (document.querySelectorAll('[data-page="/sevenEleven"] article[data-id]').length > 0 &&
          document.querySelectorAll('[data-page="/sevenEleven"] article[data-id]:not([data-category=notice])').length === 0) ||
        (document.querySelector('[data-page="/sevenEleven"]')?.textContent ?? '').includes('暂无公告资讯'),
    );
    if ((await items.count()) > 0) {
      assert.match(await items.first().locator('strong').innerText(), /^【模拟】/);
      assert.equal(await page.locator('[data-page="/sevenEleven"] article[data-id]:not([data-category=notice])').count(), 0);
      await shot(page, `seven-eleven-notice-${theme}`);
    }

    await page.getByRole('tab', { name: '全部' }).click();
    await page.waitForFunction(() => location.search === '');
    await items.first().waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });
}

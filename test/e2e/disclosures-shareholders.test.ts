/**
 * Browser test of /shareholders (issue 14) on the built-in sim: both top-10 lists of 贵州茅台 with
 * 占比 and change tags, the report-period switch (kept in the address, loads that period), no
 * console errors, both themes (screenshots under E2E_SHOT_DIR/market/shareholders-*.png).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, text, themeTour } from './market-support';

const e2e = browserSuite(() => startStack());

async function rows(page: Page, table: string): Promise<string[][]> {
  return page.locator(`[data-testid=${table}] tbody tr`).evaluateAll((trs) => trs.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));
}

async function waitForRows(page: Page, table: string): Promise<void> {
  await page.waitForFunction((t) => document.querySelectorAll(`[data-testid=${t}] tbody tr`).length >= 5, table, { timeout: 30_000 });
}

{
  const theme = 'white';
  test(`重要股东持股 (${theme}): both lists, 占比 and tags, period switch in the address, no console errors`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/shareholders?code=600519.SH`);
    await waitForRows(page, 'holders-top10');
    await waitForRows(page, 'holders-top10-float');
    assert.match(await text(page, '[data-testid=shareholders-page] h1'), /^贵州茅台 · 重要股东持股$/);
    const top = await rows(page, 'holders-top10');
    assert.equal(top.length, 10);
    assert.equal(top[0]![0], '1');
    assert.match(top[0]![5]!, /^\d+\.\d{2}%$/, '占总股本比例');
    for (const r of top) assert.ok(['新进', '增持', '减持', '不变'].includes(r[8]!), `tag: ${r.join(' ')}`);
    const sum = top.reduce((s, r) => s + Number(r[5]!.replace('%', '')), 0);
    assert.ok(sum > 0 && sum < 100, `top-10 within 总股本: ${sum}`);
    assert.match(await text(page, '[data-testid=holder-summary]'), /^公告日 \d{4}-\d{2}-\d{2} · 总股本 .+股 · 流通股本 .+股$/);
    await shot(page, `shareholders-${theme}`);

    const options = await page.locator('[data-testid=holder-period] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.ok(options.length >= 8, `periods: ${options.length}`);
    const before = await text(page, '[data-testid=holder-summary]');
    await page.selectOption('[data-testid=holder-period]', options[4]!);
    await page.waitForFunction((p) => location.search.includes(`period=${p}`), options[4]!, { timeout: 10_000 });
    await page.waitForFunction((b) => document.querySelector('[data-testid=holder-summary]')?.textContent !== b, before, { timeout: 30_000 });
    await waitForRows(page, 'holders-top10');
    assert.equal(await page.locator('[data-testid=holder-period]').inputValue(), options[4]);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('重要股东持股: an index gets a clear Chinese refusal', async () => {
  const { page, context } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/shareholders?code=000300.SH`);
  await page.getByText('没有公司财务数据').first().waitFor({ timeout: 30_000 });
  await context.close();
});

test('dark theme: both holder lists show (screenshot)', async () => {
  const errors = await themeTour(e2e.browser, e2e.stack.url, 'blank', [
    { path: '/shareholders?code=600519.SH', ready: '[data-testid=holders-top10-float] tbody tr', shot: 'shareholders' },
  ]);
  assert.deepEqual(errors, []);
});

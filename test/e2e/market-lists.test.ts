/**
 * Browser tests of the index board (issue item 5) and the rankings (item 6) on the built-in sim:
 * groups with drawn sparklines, sorting, opening the index detail, list selection by `name`
 * (recorded in analytics), market/board filters, header sort and paging, live prices.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { parseAnalyticsPayload } from '../../contracts/endpoints/analytics';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, pctOf, text, waitForInk } from './market-support';

const e2e = browserSuite(() => startStack());

const column = (n: number) => `[data-testid=index-table] tbody tr td:nth-child(${n})`;

/** The 涨跌幅 column once it reads in the given order (polled for 5 s; returned as read last). */
async function settledColumn(page: Page, order: 'asc' | 'desc'): Promise<number[]> {
  let values: number[] = [];
  for (const until = Date.now() + 5_000; Date.now() < until; await page.waitForTimeout(100)) {
    values = (await page.locator(column(5)).allInnerTexts()).map(pctOf);
    const sorted = [...values].sort((a, b) => (order === 'asc' ? a - b : b - a));
    if (values.every((v, i) => v === sorted[i])) break;
  }
  return values;
}

test('index board: each group lists its indexes with drawn sparklines; headers sort', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/indexList`);
  await page.locator('[data-testid=index-table] tbody tr').first().waitFor();
  const main = await page.locator(`${column(1)} a`).allInnerTexts();
  for (const name of ['上证指数', '深证成指', '创业板指', '科创50', '北证50', '沪深300']) assert.ok(main.includes(name), name);
  await waitForInk(page, '[data-testid=index-table] tbody tr:nth-child(1)', 1);
  await page.getByRole('button', { name: '涨跌幅' }).click();
  // Cells tick live and the board re-sorts by live values once a second: wait for a settled order.
  const desc = await settledColumn(page, 'desc');
  assert.deepEqual(
    desc,
    [...desc].sort((a, b) => b - a),
    `降序 ${desc}`,
  );
  await page.getByRole('button', { name: /涨跌幅/ }).click();
  const asc = await settledColumn(page, 'asc');
  assert.deepEqual(
    asc,
    [...asc].sort((a, b) => a - b),
    `升序 ${asc}`,
  );
  await page.getByRole('tab', { name: '申万行业' }).click();
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=index-table] tbody tr').length === 31);
  await page.getByRole('tab', { name: '概念指数' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=index-table]')?.getAttribute('aria-label') === '概念指数');
  await page.getByRole('tab', { name: '港股指数' }).click();
  await page.waitForFunction(() => [...document.querySelectorAll('[data-testid=index-table] tbody tr a')].some((a) => a.textContent === '恒生指数'));
  const hk = await settledColumn(page, 'asc');
  assert.deepEqual(
    hk,
    [...hk].sort((a, b) => a - b),
    'the sort carries over to the next group',
  );
  assert.deepEqual(errors, []);
  await context.close();
});

test('index board: a row opens the index detail in a new window', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/indexList`);
  const row = page.locator('[data-testid=index-table] tbody tr').first();
  await row.waitFor();
  const id = await row.getAttribute('data-id');
  const [popup] = await Promise.all([context.waitForEvent('page'), row.locator('td').nth(3).click()]);
  await popup.waitForLoadState();
  assert.equal(new URL(popup.url()).searchParams.get('stockCode'), id);
  await popup.getByTestId('index-members').waitFor();
  await context.close();
});

test('rankings: the list by name, filters, header sort and paging', async () => {
  const { page, context, errors } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/rankList?name=fall`);
  const pcts = async () => (await page.locator('[data-testid=rank-table] tbody tr td:nth-child(4)').allInnerTexts()).map(pctOf);
  await page.locator('[data-testid=rank-table] tbody tr').first().waitFor();
  assert.equal(await page.getByRole('tab', { name: '跌幅榜' }).getAttribute('aria-selected'), 'true');
  const fall = await pcts();
  assert.equal(fall.length, 50);
  assert.ok(fall[0]! <= fall[49]!, 'ascending');
  await page.getByRole('tab', { name: '涨幅榜' }).click();
  await page.waitForFunction(() => location.search === '?name=rise');
  await page.waitForFunction(() => document.querySelector('[data-testid=rank-table]')?.getAttribute('aria-label') === '涨幅榜');
  // The label switches at once while the previous list stays (dimmed) until the new one arrives:
  // wait for the 涨幅榜 rows themselves.
  await page
    .waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('[data-testid=rank-table] tbody tr td:nth-child(4)')].map((td) => parseFloat(td.textContent ?? ''));
        return cells.length === 50 && cells[0]! >= cells[49]!;
      },
      undefined,
      { timeout: 10_000 },
    )
    .catch(() => undefined);
  const rise = await pcts();
  assert.ok(rise[0]! >= rise[49]!, 'descending');
  await page.getByRole('button', { name: '科创板' }).click();
  await page.waitForFunction(() =>
    [...document.querySelectorAll('[data-testid=rank-table] tbody tr')].every((tr) => /^68[89]/.test(tr.getAttribute('data-id') ?? '')),
  );
  await page.getByRole('button', { name: '全部板块' }).click();
  await page.getByRole('navigation', { name: '分页' }).getByRole('button', { name: '2', exact: true }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=rank-table] tbody tr td')?.textContent === '51');
  await page.getByRole('button', { name: /^成交额/ }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=rank-table] tbody tr td')?.textContent === '1');
  assert.equal(await text(page, '[data-testid=rank-table] th[aria-sort=descending]'), '成交额 ↓');
  await page.getByRole('button', { name: '港股' }).click();
  await page.waitForFunction(() => document.querySelector('[data-testid=rank-table] tbody tr')?.getAttribute('data-id')?.endsWith('.HK') === true);
  assert.deepEqual(errors, []);
  await context.close();
});

test('rankings: the list name is recorded in the page-visit analytics (signed in)', async () => {
  const token = await e2e.stack.signIn();
  const { page, context } = await marketPage(e2e.browser, { token });
  const visit = page.waitForRequest((r) => {
    if (!r.url().endsWith('/api/v2/up/save2')) return false;
    const parsed = parseAnalyticsPayload((JSON.parse(r.postData() ?? '{}') as { json?: unknown }).json);
    return parsed.ok && parsed.pairs.some((p) => p.value === 'name=turnover');
  });
  await page.goto(`${e2e.stack.url}/rankList?name=turnover`);
  const request = await visit;
  const parsed = parseAnalyticsPayload((JSON.parse(request.postData()!) as { json: unknown }).json);
  assert.ok(parsed.ok);
  assert.deepEqual(
    parsed.pairs.find((p) => p.name === 'event_ext1'),
    { name: 'event_ext1', value: '明星榜单' },
  );
  await context.close();
});

test('rankings: prices are live', async () => {
  const { page, context } = await marketPage(e2e.browser);
  await page.goto(`${e2e.stack.url}/rankList?name=amount`);
  await page.locator('[data-testid=rank-table] tbody tr').first().waitFor();
  const before = await page.locator('[data-testid=rank-table] tbody tr td:nth-child(3)').allInnerTexts();
  await page.waitForFunction(
    (b) => [...document.querySelectorAll('[data-testid=rank-table] tbody tr td:nth-child(3)')].some((el, i) => el.textContent !== b[i]),
    before,
    { timeout: 30_000 },
  );
  await context.close();
});

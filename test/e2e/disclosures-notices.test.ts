/**
 * Browser tests of the disclosure pages (issue 14) on the built-in sim (flows in the light theme, a
 * tour of every page in the dark one): /coAnnouncement
 * (categories in the address, a 年度报告 opens and renders Chinese), /importantEvents (timeline,
 * a type filter), /researchReport (market list with EPS forecasts, a rating filter, star analysts,
 * per-stock consensus), /institutionalResearchDetail (dates with counts, records, institutions and
 * Q&A). No console errors; screenshots under E2E_SHOT_DIR/market/disclosures-*.png.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, text, themeTour } from './market-support';

const e2e = browserSuite(() => startStack());

async function waitForRows(page: Page, table: string, n = 3): Promise<void> {
  await page.waitForFunction(([t, k]) => document.querySelectorAll(`[data-testid=${t}] tbody tr`).length >= Number(k), [table, String(n)] as const, {
    timeout: 60_000,
  });
}

{
  const theme = 'white';
  test(`公司公告 and 重大事项提醒 (${theme}): categories, the document, the timeline and its filter`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/coAnnouncement?code=600519.SH`);
    await waitForRows(page, 'notice-table', 10);
    assert.match(await text(page, '[data-testid=co-announcement-page] h1'), /贵州茅台/);
    await page.click('[data-testid="notice-cat-财务报告"]');
    await page.waitForFunction(() => decodeURIComponent(location.search).includes('cat=财务报告'), null, { timeout: 10_000 });
    await page.waitForFunction(
      () => [...document.querySelectorAll('[data-testid=notice-table] tbody tr')].every((r) => r.textContent?.includes('财务报告')),
      null,
      {
        timeout: 30_000,
      },
    );
    await page.fill('[data-testid=notice-search]', '年度报告');
    await page.press('[data-testid=notice-search]', 'Enter');
    await page.waitForFunction(
      () => {
        const rows = [...document.querySelectorAll('[data-testid=notice-table] tbody tr')];
        return rows.length > 0 && rows.every((r) => r.textContent?.includes('年度报告'));
      },
      null,
      { timeout: 30_000 },
    );
    await page.locator('[data-testid=notice-link]').first().click();
    await page.waitForSelector('[data-testid=notice-title]', { timeout: 30_000 });
    assert.match(await text(page, '[data-testid=notice-title]'), /^贵州茅台：\d{4}年(半)?年度报告$/);
    assert.match(await text(page, '[data-testid=notice-document]'), /归属于上市公司股东的净利润/);
    await shot(page, `disclosures-announcement-${theme}`);
    await page.click('[data-testid=notice-close]');
    await page.waitForFunction(() => !location.search.includes('id='), null, { timeout: 10_000 });

    await page.goto(`${e2e.stack.url}/importantEvents?code=600519.SH`);
    await page.waitForSelector('[data-testid=events-past] li', { timeout: 60_000 });
    const types = await page.locator('[data-testid=events-past] li').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-type')));
    assert.ok(new Set(types).size >= 4, `several event types: ${[...new Set(types)].join(',')}`);
    // The newest 50 past events are drawn; 「显示更早」 adds the next 50, up to 共 N 项.
    const total = Number((await text(page, '[data-testid=events-count]')).replace(/\D/g, ''));
    assert.equal(types.length, Math.min(total, 50), `${types.length} of ${total} drawn`);
    if (total > 50) {
      await page.click('[data-testid=events-earlier]');
      await page.waitForFunction((n) => document.querySelectorAll('[data-testid=events-past] li').length === n, Math.min(total, 100), { timeout: 10_000 });
    }
    await shot(page, `disclosures-events-${theme}`);
    await page.click('[data-testid="event-type-除权除息"]');
    await page.waitForFunction(
      () => {
        const ls = [...document.querySelectorAll('[data-testid=events-past] li')];
        return ls.length > 0 && ls.every((l) => l.getAttribute('data-type') === '除权除息');
      },
      null,
      { timeout: 10_000 },
    );
    await page.locator('[data-testid=event-notice]').first().click();
    await page.waitForSelector('[data-testid=notice-title]', { timeout: 30_000 });
    assert.match(await text(page, '[data-testid=notice-title]'), /权益分派实施公告/);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`机构研报 and 机构调研 (${theme}): list with forecasts and filters, star analysts, consensus, surveys`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/researchReport`);
    await waitForRows(page, 'report-table', 10);
    await shot(page, `disclosures-research-${theme}`);
    await page.click('[data-testid="rating-买入"]');
    await page.waitForFunction(
      () => {
        const rs = [...document.querySelectorAll('[data-testid=report-table] tbody tr [data-rating]')];
        return rs.length > 0 && rs.every((r) => r.textContent === '买入');
      },
      null,
      { timeout: 30_000 },
    );
    await page.locator('[data-testid=report-link]').first().click();
    assert.match(await text(page, '[data-testid=report-abstract]'), /投资建议/);
    await page.click('[data-testid=tab-stars]');
    await waitForRows(page, 'star-table', 5);
    await shot(page, `disclosures-stars-${theme}`);

    await page.goto(`${e2e.stack.url}/researchReport?code=600519.SH`);
    await waitForRows(page, 'consensus-table', 3);
    assert.match(await text(page, '[data-testid=consensus]'), /买入/);
    await shot(page, `disclosures-consensus-${theme}`);

    await page.goto(`${e2e.stack.url}/institutionalResearchDetail`);
    await page.waitForSelector('[data-testid=survey-dates] button', { timeout: 60_000 });
    await waitForRows(page, 'survey-table', 1);
    // Anonymous: the preview of the entitlement table (dates and institutions, no 纪要) under the member gate.
    await page.waitForSelector('[data-testid=member-gate-surveyDetails]', { timeout: 30_000 });
    assert.equal(await page.locator('[data-testid=survey-qa] dt').count(), 0);
    assert.match(await text(page, '[data-testid=survey-detail]'), /家机构/);
    await shot(page, `disclosures-surveys-${theme}`);
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('dark theme: every disclosure page shows its data (screenshots)', async () => {
  const errors = await themeTour(e2e.browser, e2e.stack.url, 'blank', [
    { path: '/coAnnouncement?code=600519.SH', ready: '[data-testid=notice-table] tbody tr', shot: 'disclosures-announcement' },
    { path: '/importantEvents?code=600519.SH', ready: '[data-testid=events-past] li', shot: 'disclosures-events' },
    { path: '/researchReport', ready: '[data-testid=report-table] tbody tr', shot: 'disclosures-research' },
    { path: '/researchReport?code=600519.SH', ready: '[data-testid=consensus-table] tbody tr', shot: 'disclosures-consensus' },
    // Anonymous: 机构调研's preview under the member gate (no 纪要, issue 33).
    { path: '/institutionalResearchDetail', ready: '[data-testid=member-gate-surveyDetails]', shot: 'disclosures-surveys' },
  ]);
  assert.deepEqual(errors, []);
});

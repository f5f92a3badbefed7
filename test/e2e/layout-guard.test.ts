/**
 * The layout guard over every route (issue 27): each route is opened once, checked at 1600 px,
 * resized to 1366 px and checked, switched to the other theme in the page (the system colour
 * scheme, which the app follows while nothing is saved: no reload) and checked at 1366 and 1600 px.
 * It fails on overlapping sibling panels, text cut off or running out of its cell without an
 * ellipsis and title, a visible NaN/undefined/null/Invalid Date/-0.00, English words in the UI and
 * a page body that scrolls sideways (helpers/layout-guard.ts). One stack, one browser, one page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ROUTES } from '../../contracts/routes';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { open, pushPath } from './helpers/page-helpers';
import { collectLayoutProblems } from './helpers/layout-guard';
import { apiFollow } from './accounts-support';

const e2e = browserSuite(() => startStack());

/** The address each route is checked at: with a bare code where the page reads one (every page opens from a bare code). */
const ADDRESS: Readonly<Record<string, string>> = {
  '/stock': '/stock?stockCode=600519',
  '/importantEvents': '/importantEvents?code=600519',
  '/lineTable': '/lineTable?moduleName=divi&codes=600519',
  '/pepChat': '/pepChat?code=600519',
  '/stockGrowthAbility': '/stockGrowthAbility?code=600519',
  '/pepbBand': '/pepbBand?code=600519',
  '/shareholders': '/shareholders?code=600519',
  '/coAnnouncement': '/coAnnouncement?code=600519',
  '/researchReport': '/researchReport?code=600519',
  '/financialStatement': '/financialStatement?code=600519',
  '/holderNum': '/holderNum?code=600519',
  '/stockCompare': '/stockCompare?codes=600519,000858',
  '/indexCompareScreen': '/indexCompareScreen?code=600519',
  '/institutionalResearchDetail': '/institutionalResearchDetail?code=600519',
  '/fullScreenKLine': '/fullScreenKLine?code=600519',
};

const WIDE = { width: 1600, height: 1000 };
const NARROW = { width: 1366, height: 768 };

/** Waits until the page has drawn its data: no 加载中 / 数据准备中 left, then two frames. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('[data-route]', { state: 'attached' });
  await page.waitForFunction(() => !/加载中|数据准备中|搜索中/.test(document.querySelector('[data-route]')?.textContent ?? ''), null, { timeout: 30_000 });
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
}

async function check(page: Page, label: string, found: string[]): Promise<void> {
  await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
  for (const p of await page.evaluate(collectLayoutProblems)) found.push(`${label} ${p.kind}: ${p.where} — ${p.detail}`);
}

/** The four checks of one opened route: 1600 → 1366 → other theme at 1366 → 1600. */
async function guard(page: Page, address: string, found: string[]): Promise<void> {
  await page.setViewportSize(WIDE);
  await page.emulateMedia({ colorScheme: 'light' });
  await settled(page);
  await check(page, `${address} 1600 white`, found);
  await page.setViewportSize(NARROW);
  await check(page, `${address} 1366 white`, found);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'blank');
  await check(page, `${address} 1366 blank`, found);
  await page.setViewportSize(WIDE);
  await check(page, `${address} 1600 blank`, found);
}

test('layout guard: every route, both themes, 1366 and 1600 px — no overlap, no cut-off text, no NaN/-0.00, no English, no sideways scroll', {
  timeout: 300_000,
}, async (t) => {
  const { context, page } = await e2e.browser.newPage({ viewport: WIDE, colorScheme: 'light' });
  // tsx names functions with a __name helper the page does not have (the guard runs in the page).
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const found: string[] = [];

  // Signed out first: the login page.
  await open(page, e2e.stack.url, '/login');
  await guard(page, '/login', found);

  // Then signed in with a watchlist, so /favorite and the panels have rows.
  const token = await e2e.stack.signIn();
  for (const code of ['600519.SH', '300750.SZ', '00700.HK']) await apiFollow(e2e.stack.url, token, code);
  await page.evaluate((t) => localStorage.setItem('token', JSON.stringify({ token: t, code: '000' })), token);
  await open(page, e2e.stack.url, '/');
  assert.equal(await page.evaluate(() => localStorage.getItem('themeColor')), null, 'the theme follows the system scheme');
  for (const route of ROUTES) {
    if (route.path === '/login') continue;
    const address = ADDRESS[route.path] ?? route.path;
    if (route.path !== '/') await pushPath(page, address);
    await page.waitForFunction((p) => `${location.pathname}${location.search}`.startsWith(p), address.split('?')[0] ?? address);
    const started = Date.now();
    await guard(page, address, found);
    t.diagnostic(`${address}: ${Date.now() - started} ms, ${found.length} problems so far`);
  }
  assert.deepEqual(found, [], `${found.length} layout problems:\n${found.join('\n')}`);
  assert.deepEqual(errors, []);
  await context.close();
});

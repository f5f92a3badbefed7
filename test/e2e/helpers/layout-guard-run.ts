/**
 * The layout guard's browser run (issue 27), shared by its two files (layout-guard-*.test.ts, split
 * across routes so each file stays well under a minute and a half): each route is opened once, checked at
 * 1600 px, resized to 1366 px and checked, switched to the other theme in the page (the system
 * colour scheme, which the app follows while nothing is saved: no reload) and checked at 1366 and
 * 1600 px. What a check reports is helpers/layout-guard.ts.
 */
import type { TestContext } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { ROUTES } from '../../../contracts/routes';
import { apiFollow } from '../accounts-support';
import type { TestBrowser } from './browser';
import { collectLayoutProblems } from './layout-guard';
import { open, pushPath } from './page-helpers';
import type { Stack } from './stack';

/** The addresses each route is checked at: with a bare code where the page reads one (every page opens from a bare code). */
const ADDRESSES: Readonly<Record<string, readonly string[]>> = {
  '/stock': ['/stock?stockCode=600519'],
  '/importantEvents': ['/importantEvents?code=600519'],
  '/lineTable': ['/lineTable?moduleName=divi&codes=600519'],
  '/pepChat': ['/pepChat?code=600519'],
  '/stockGrowthAbility': ['/stockGrowthAbility?code=600519'],
  '/pepbBand': ['/pepbBand?code=600519'],
  '/shareholders': ['/shareholders?code=600519'],
  '/coAnnouncement': ['/coAnnouncement?code=600519'],
  '/researchReport': ['/researchReport?code=600519'],
  '/financialStatement': ['/financialStatement?code=600519'],
  '/holderNum': ['/holderNum?code=600519'],
  '/stockCompare': ['/stockCompare?codes=600519,000858'],
  '/indexCompareScreen': ['/indexCompareScreen?code=600519'],
  '/institutionalResearchDetail': ['/institutionalResearchDetail?code=600519'],
  '/fullScreenKLine': ['/fullScreenKLine?stockCode=600519'],
  // The directory of industries, then one industry's analysis.
  '/industryAnalysis': ['/industryAnalysis', '/industryAnalysis?code=801120'],
};

/**
 * The routes of the first file (the market, the lists and the stock page, with /login signed out);
 * every other route, including any added later, belongs to the second.
 */
export const FIRST_HALF: ReadonlySet<string> = new Set([
  '/login',
  '/',
  '/favorite',
  '/stockPicker',
  '/newStockPicker',
  '/myStockpicker',
  '/rankList',
  '/institutionalPositions',
  '/indexList',
  '/stock',
  '/importantEvents',
  '/lineTable',
  '/pepChat',
  '/dataCenter',
]);

/** The route paths of one half, in the spec's order. */
export function routesOf(half: 1 | 2): string[] {
  return ROUTES.map((r) => r.path).filter((p) => FIRST_HALF.has(p) === (half === 1));
}

const WIDE = { width: 1600, height: 1000 };
const NARROW = { width: 1366, height: 768 };

const frames = (page: Page) => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));

/** Waits until the page has drawn its data: no 加载中 / 数据准备中 left, then two frames. */
async function settled(page: Page): Promise<void> {
  await page.waitForSelector('[data-route]', { state: 'attached' });
  // innerText: what is shown, not the hidden pages the app keeps alive (they may pause mid-load).
  const idle = () => !/加载中|数据准备中|搜索中/.test(document.querySelector<HTMLElement>('[data-route]')?.innerText ?? '');
  await page.waitForFunction(idle, null, { timeout: 30_000 }).catch(async (e: unknown) => {
    const still = await page.evaluate(() =>
      Array.from(document.querySelectorAll<HTMLElement>('[data-route] *'))
        .filter((el) => el.children.length === 0 && /加载中|数据准备中|搜索中/.test(el.innerText ?? ''))
        .map((el) => `${el.closest('[data-testid]')?.getAttribute('data-testid') ?? ''} "${el.innerText.slice(0, 40)}"`)
        .slice(0, 5),
    );
    throw new Error(`${page.url()} still loading after 30 s: ${still.join('; ')} (${String(e)})`);
  });
  await frames(page);
}

async function check(page: Page, label: string, found: string[]): Promise<void> {
  await frames(page);
  for (const p of await page.evaluate(collectLayoutProblems)) found.push(`${label} ${p.kind}: ${p.where} — ${p.detail}`);
}

/** The four checks of one opened address: 1600 → 1366 → other theme at 1366 → 1600. */
async function guard(page: Page, address: string, found: string[]): Promise<number> {
  await page.setViewportSize(WIDE);
  await page.emulateMedia({ colorScheme: 'light' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'white');
  const started = Date.now();
  await settled(page);
  const loaded = Date.now() - started;
  await check(page, `${address} 1600 white`, found);
  await page.setViewportSize(NARROW);
  await check(page, `${address} 1366 white`, found);
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'blank');
  await check(page, `${address} 1366 blank`, found);
  await page.setViewportSize(WIDE);
  await check(page, `${address} 1600 blank`, found);
  return loaded;
}

/**
 * Guards the given routes on one page of `browser`: /login signed out (when listed), then the rest
 * signed in with a three-stock watchlist, so /favorite and the panels have rows. Fails with every
 * problem found, and on any page error.
 */
export async function guardRoutes(t: TestContext, stack: Stack, browser: TestBrowser, paths: readonly string[]): Promise<void> {
  const { context, page } = await browser.newPage({ viewport: WIDE, colorScheme: 'light' });
  // tsx names functions with a __name helper the page does not have (the guard runs in the page).
  await context.addInitScript({ content: 'globalThis.__name = (f) => f;' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const found: string[] = [];

  let started = Date.now();
  await open(page, stack.url, '/login');
  if (paths.includes('/login')) await guard(page, '/login', found);
  t.diagnostic(`/login: ${Date.now() - started} ms`);
  started = Date.now();
  const token = await stack.signIn();
  for (const code of ['600519.SH', '300750.SZ', '00700.HK']) await apiFollow(stack.url, token, code);
  // The board list sums every stock on a cold sim (tens of seconds on a busy machine, over the edge's
  // timeout): read it once here, retrying, so /searchIndustry shows it rather than a timeout.
  for (let i = 0; i < 6; i++) {
    const r = await fetch(`${stack.url}/api/v3/industry/list?type=sw1`, { headers: { requestFrom: 'pc' } }).catch(() => null);
    if (r?.ok && ((await r.json()) as { code?: string }).code === '000') break;
  }
  await page.evaluate((tk) => localStorage.setItem('token', JSON.stringify({ token: tk, code: '000' })), token);
  t.diagnostic(`signed in: ${Date.now() - started} ms`);
  await open(page, stack.url, '/');
  assert.equal(await page.evaluate(() => localStorage.getItem('themeColor')), null, 'the theme follows the system scheme');
  for (const path of paths) {
    if (path === '/login') continue;
    for (const address of ADDRESSES[path] ?? [path]) {
      if (address !== '/') await pushPath(page, address);
      await page.waitForFunction((p) => location.pathname === p, address.split('?')[0] ?? address);
      started = Date.now();
      const loaded = await guard(page, address, found);
      t.diagnostic(`${address}: ${Date.now() - started} ms (${loaded} ms to load), ${found.length} problems so far`);
    }
  }
  assert.deepEqual(found, [], `${found.length} layout problems:\n${found.join('\n')}`);
  assert.deepEqual(errors, []);
  await context.close();
}

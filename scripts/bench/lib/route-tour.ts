/**
 * A new user's tour of every route of spec §2 in Chromium on a fresh profile: each route opened as a
 * full page load in a new tab (as a link opened from outside would be), one after another in one
 * browser context, so the first pays for the cold cache and the later ones share it, as a person's do.
 *
 * For each route it reads, in the page's own clock (ms since navigation start):
 *  - first contentful paint (the browser's paint timing);
 *  - first meaningful paint: the first moment the page shows its content — the app root holds text
 *    and no 「加载中」 or 「数据准备中」 placeholder is left. Checked on every animation frame, so it is
 *    within a frame of the real moment.
 * A route that does not settle within `timeoutMs` is reported as such, never dropped.
 */
import { chromium } from 'playwright-core';
import { ROUTES, type RouteDef } from '../../../contracts/routes';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking'];

/** The stock every code page opens on. */
const TOUR_CODE = '600519.SH';

/** The URL of a route as the tour opens it: code pages on one stock, the rest bare. */
export function tourUrl(route: RouteDef): string {
  if (route.path === '/stock') return `/stock?stockCode=${TOUR_CODE}`;
  if (route.path === '/lineTable') return `/lineTable?moduleName=revenue&codes=${TOUR_CODE}`;
  if (route.path === '/stockCompare') return `/stockCompare?codes=${TOUR_CODE},000858.SZ`;
  if (route.query.includes('code') && route.path !== '/industryAnalysis' && route.path !== '/institutionalPositions') return `${route.path}?code=${TOUR_CODE}`;
  return route.path;
}

/** One route's figures. */
export interface RoutePaint {
  path: string;
  url: string;
  /** First contentful paint, ms; NaN when the browser reported none. */
  fcp: number;
  /** First meaningful paint, ms; NaN when the page did not settle in time. */
  fmp: number;
}

/** Tours every route of `base` (e.g. `http://127.0.0.1:8080`). */
export async function tourRoutes(base: string, timeoutMs = 20_000): Promise<RoutePaint[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
    const out: RoutePaint[] = [];
    for (const route of ROUTES) {
      const url = tourUrl(route);
      const page = await context.newPage();
      try {
        await page.goto(base + url, { waitUntil: 'commit' });
        const fmp = await page
          .waitForFunction(
            () => {
              const root = document.getElementById('root');
              const text = root?.innerText ?? '';
              if (text.trim().length < 20 || text.includes('加载中') || text.includes('数据准备中')) return false;
              return performance.now();
            },
            undefined,
            { polling: 'raf', timeout: timeoutMs },
          )
          .then((h) => h.jsonValue() as Promise<number>)
          .catch(() => Number.NaN);
        const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN);
        out.push({ path: route.path, url, fcp, fmp });
      } finally {
        await page.close();
      }
    }
    return out;
  } finally {
    await browser.close();
  }
}

/** The p-quantile of the finite values (NaN when none). */
export function quantileOf(values: readonly number[], p: number): number {
  const v = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (v.length === 0) return Number.NaN;
  return v[Math.min(v.length - 1, Math.ceil(p * v.length) - 1)]!;
}

/**
 * Support for the market pages' browser tests: console-error capture, drawn-canvas checks, a
 * signed-in page, and where screenshots go (looked at by a person, not compared).
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import type { TestBrowser } from './helpers/browser';

/** Where the market screenshots go. */
export const MARKET_SHOT_DIR = path.join(process.env.E2E_SHOT_DIR ?? '/tmp/zhigu-e2e-shots', 'market');

/** Saves a screenshot under {@link MARKET_SHOT_DIR}. */
export async function shot(page: Page, name: string): Promise<string> {
  mkdirSync(MARKET_SHOT_DIR, { recursive: true });
  const file = path.join(MARKET_SHOT_DIR, `${name}.png`);
  await page.screenshot({ path: file });
  return file;
}

/** Chromium's console line for a 503 answer. */
const NOT_YET_LOAD = /^Failed to load resource: the server responded with a status of 503 \(Service Unavailable\)$/;

/** Collects console errors and uncaught page errors of a page from now on. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    // Chromium logs every 503 it loads; a 503 is the upstream's 数据准备中 / busy answer (contracts/warming.ts),
    // which the page shows and asks again, so it is no error of the page.
    if (m.type() === 'error' && !NOT_YET_LOAD.test(m.text())) errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(`pageerror: ${e.message}`));
  return errors;
}

/** A fresh page in a context with a theme saved (white = light, blank = dark) and optionally a session. */
export async function marketPage(
  browser: TestBrowser,
  options: { theme?: 'white' | 'blank'; token?: string; width?: number; height?: number } = {},
): Promise<{ page: Page; context: BrowserContext; errors: string[] }> {
  const { page, context } = await browser.newPage({ viewport: { width: options.width ?? 1440, height: options.height ?? 900 } });
  const init: string[] = [];
  if (options.theme) init.push(`localStorage.setItem('themeColor', ${JSON.stringify(JSON.stringify(options.theme))});`);
  if (options.token) init.push(`localStorage.setItem('token', ${JSON.stringify(JSON.stringify({ token: options.token, code: '000' }))});`);
  // Only before the app's first run in this context: later loads keep what the app stored.
  if (init.length) await context.addInitScript(`if (!sessionStorage.getItem('__e2e_init')) { sessionStorage.setItem('__e2e_init', '1'); ${init.join(' ')} }`);
  return { page, context, errors: consoleErrors(page) };
}

/**
 * Pixels of the canvases under `selector` that differ from each canvas's top-left pixel (its
 * background): 0 means nothing was drawn.
 */
export function canvasInk(page: Page, selector: string): Promise<number[]> {
  return page.evaluate((sel) => {
    return [...document.querySelectorAll<HTMLCanvasElement>(`${sel} canvas`)].map((canvas) => {
      if (canvas.width === 0 || canvas.height === 0) return 0;
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let ink = 0;
      for (let i = 4; i < data.length; i += 4) {
        if (data[i] !== data[0] || data[i + 1] !== data[1] || data[i + 2] !== data[2] || data[i + 3] !== data[3]) ink++;
      }
      return ink;
    });
  }, selector);
}

/** Waits until every canvas under `selector` (at least `min` of them) has something drawn. */
export async function waitForInk(page: Page, selector: string, min = 1, timeout = 15_000): Promise<number[]> {
  const deadline = Date.now() + timeout;
  for (;;) {
    const ink = await canvasInk(page, selector).catch((error: unknown) => {
      // Startup reloads the page once when the API lock is slower than 200 ms (spec §1), as it
      // can be on a busy machine: the new load is read on the next turn.
      if (error instanceof Error && /Execution context was destroyed/.test(error.message)) return [];
      throw error;
    });
    if (ink.length >= min && ink.filter((n) => n > 50).length >= min) return ink;
    if (Date.now() > deadline) throw new Error(`canvases under ${selector} not drawn: ${JSON.stringify(ink)}`);
    await page.waitForTimeout(200);
  }
}

/** The text of the first element matching `selector`, trimmed. */
export async function text(page: Page, selector: string): Promise<string> {
  return (await page.locator(selector).first().innerText()).trim();
}

/** Waits (up to 30 s) for a same-document navigation to a URL: the app navigates with the history API. */
export async function urlBecomes(page: Page, match: RegExp | ((u: URL) => boolean)): Promise<void> {
  const ok = () => {
    const u = new URL(page.url());
    return match instanceof RegExp ? match.test(u.href) : match(u);
  };
  for (let i = 0; i < 300 && !ok(); i++) await page.waitForTimeout(100);
  if (!ok()) throw new Error(`URL is ${page.url()}`);
}

/** Parses a signed percent text (`+1.23%`) as a number; NaN for `--`. */
export function pctOf(value: string): number {
  return Number(value.replace('%', '').replace('+', ''));
}

/** One page of a {@link themeTour}: where to go, what shows that its data arrived, the screenshot's name. */
export interface TourStop {
  path: string;
  /** A selector that appears once the page shows its data. */
  ready: string;
  shot: string;
}

/**
 * Visits pages in one theme and screenshots each once its data shows; returns the console errors.
 * Interaction flows run in one theme (the theme changes colours, not behaviour); the other theme
 * gets this tour, so both are looked at without running every flow twice on a tight CI budget.
 */
export async function themeTour(browser: TestBrowser, base: string, theme: 'white' | 'blank', stops: readonly TourStop[]): Promise<string[]> {
  const { page, context, errors } = await marketPage(browser, { theme });
  for (const stop of stops) {
    await page.goto(base + stop.path);
    await page.waitForSelector(stop.ready, { timeout: 60_000 });
    await shot(page, `${stop.shot}-${theme}`);
  }
  await context.close();
  return errors;
}

/** The drawing palette's 紫色 (client/charts/drawings/palette.ts): no other chart ink uses it. */
const PURPLE = [0x9b, 0x5d, 0xe5] as const;

/** Pixels of the K-line's overlay canvas (its last one, where drawings go) in the palette's purple. */
function purplePixels(page: Page): Promise<number> {
  return page.evaluate((rgb) => {
    const canvases = document.querySelectorAll<HTMLCanvasElement>('[data-testid=kline-chart] canvas');
    const overlay = canvases[canvases.length - 1]!;
    const data = overlay.getContext('2d')!.getImageData(0, 0, overlay.width, overlay.height).data;
    let n = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i + 3]! > 200 && Math.abs(data[i]! - rgb[0]) < 30 && Math.abs(data[i + 1]! - rgb[1]) < 30 && Math.abs(data[i + 2]! - rgb[2]) < 30) n++;
    }
    return n;
  }, PURPLE);
}

/** Waits (up to 10 s) until a purple drawing is on the K-line; returns its pixel count. */
export async function waitForPurple(page: Page): Promise<number> {
  await page.mouse.move(2, 2); // no crosshair or tooltip over the line
  let n = 0;
  for (let i = 0; i < 100 && n < 40; i++) {
    n = await purplePixels(page);
    if (n < 40) await page.waitForTimeout(100);
  }
  return n;
}

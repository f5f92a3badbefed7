/**
 * Launches Debian's Chromium through playwright-core with the launch arguments of DESIGN.md and a
 * fresh profile per launch (playwright gives `launch()` its own new temporary --user-data-dir and
 * refuses an explicit one). Each page gets a new context (own storage) with the viewport, user
 * agent and colour scheme a test asks for.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from 'playwright-core';

/** Where the browser lives (DESIGN.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** DESIGN.md launch arguments. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
] as const;

/** A launched browser. */
export interface TestBrowser {
  browser: Browser;
  /** A fresh context (own storage) and page. */
  newPage(options?: BrowserContextOptions): Promise<{ context: BrowserContext; page: Page }>;
  close(): Promise<void>;
}

/** Launches Chromium (fresh temporary profile). */
export async function launchBrowser(): Promise<TestBrowser> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: [...CHROMIUM_ARGS] });
  return {
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN', ...options });
      const page = await context.newPage();
      return { context, page };
    },
    async close() {
      await browser.close();
    },
  };
}

/**
 * Small helpers over playwright pages for the shell's browser tests.
 */
import type { Page } from 'playwright-core';

/** Waits until the shell rendered (startup finished) on the current page. */
export async function shellReady(page: Page): Promise<void> {
  await page.waitForSelector('[data-route]', { state: 'attached', timeout: 10_000 });
}

/** Opens `path` and waits for the shell. */
export async function open(page: Page, base: string, path: string): Promise<void> {
  await page.goto(base + path);
  await shellReady(page);
}

/** The current pathname + search. */
export function here(page: Page): Promise<string> {
  return page.evaluate(() => location.pathname + location.search);
}

/** Navigates inside the app like a link click would (history push through the app's patched history). */
export async function pushPath(page: Page, path: string): Promise<void> {
  await page.evaluate((p) => history.pushState(null, '', p), path);
}

/** Reads a storage entry (parsed JSON, or null). */
export function stored(page: Page, kind: 'local' | 'session', key: string): Promise<unknown> {
  return page.evaluate(
    ([k, name]) => {
      const raw = (k === 'local' ? localStorage : sessionStorage).getItem(name);
      return raw === null ? null : (JSON.parse(raw) as unknown);
    },
    [kind, key] as const,
  );
}

/** Texts of the toasts now on screen. */
export function toastTexts(page: Page): Promise<string[]> {
  return page.locator('[data-testid=toasts] > div').allInnerTexts();
}

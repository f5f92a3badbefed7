/**
 * The setup most browser-test files share: one stack and one browser for the whole file, started
 * together before its tests and closed after them (browser first, then the stack).
 */
import { after, before } from 'node:test';
import { launchBrowser, type TestBrowser } from './browser';

/** The stack and browser of a test file; read them inside tests (they exist once `before` ran). */
export interface BrowserSuite<S> {
  readonly stack: S;
  readonly browser: TestBrowser;
}

/** Registers the file's `before`/`after` hooks: `start()` and a browser side by side; closes both after. */
export function browserSuite<S extends { close(): Promise<void> }>(start: () => Promise<S>): BrowserSuite<S> {
  let stack: S | undefined;
  let browser: TestBrowser | undefined;
  before(async () => {
    // Chromium starts in its own process while the sim builds its market on this one (seconds of CPU).
    const [launched, started] = await Promise.allSettled([launchBrowser(), start()]);
    if (launched.status === 'fulfilled') browser = launched.value;
    if (started.status === 'fulfilled') stack = started.value;
    if (launched.status === 'rejected' || started.status === 'rejected') {
      await browser?.close();
      await stack?.close();
      throw started.status === 'rejected' ? started.reason : (launched as PromiseRejectedResult).reason;
    }
  });
  after(async () => {
    await browser?.close();
    await stack?.close();
  });
  return {
    get stack(): S {
      if (!stack) throw new Error('the stack is not started (use it inside a test)');
      return stack;
    },
    get browser(): TestBrowser {
      if (!browser) throw new Error('the browser is not launched (use it inside a test)');
      return browser;
    },
  };
}

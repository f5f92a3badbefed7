/**
 * Browser tests of the live socket client (issue item 9): offline warning and reconnect, and host
 * rotation when a host refuses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { once } from 'node:events';
import net, { type AddressInfo } from 'node:net';
import { OFFLINE_MESSAGE } from '../../contracts/constants';
import { browserSuite } from './helpers/suite';
import { open, toastTexts } from './helpers/page-helpers';
import { startStack } from './helpers/stack';

const e2e = browserSuite(() => startStack());

const STATUS = '[data-testid=socket-status]';

/** A loopback port nothing listens on (bound, then released). */
async function refusedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((r) => server.close(() => r()));
  return port;
}

test('offline shows 网络已断开 and closes the socket; online reconnects', async () => {
  const { page, context } = await e2e.browser.newPage();
  await open(page, e2e.stack.url, '/');
  await page.waitForSelector(`${STATUS}[data-status=open]`, { state: 'attached' });
  await context.setOffline(true);
  await page.waitForSelector(`${STATUS}[data-status=offline]`);
  assert.equal(await page.locator(STATUS).innerText(), OFFLINE_MESSAGE);
  await page.waitForSelector(`[data-testid=toasts] >> text=${OFFLINE_MESSAGE}`);
  assert.ok((await toastTexts(page)).includes(OFFLINE_MESSAGE));
  await context.setOffline(false);
  await page.waitForSelector(`${STATUS}[data-status=open]`, { state: 'attached' });
  await context.close();
});

test('a refusing host: close, wait 3 s, advance to the next host (index kept in session storage)', async () => {
  const port = await refusedPort();
  const { page, context } = await e2e.browser.newPage();
  // Configure the hosts as a deployment would, through the meta tag of index.html. (Rewriting the
  // document with page.route would make Chromium treat it as non-local and block loopback sockets.)
  await context.addInitScript((hosts) => {
    document.addEventListener('DOMContentLoaded', () => {
      document.querySelector('meta[name="zhigu:ws-hosts"]')!.setAttribute('content', hosts);
    });
  }, `ws://127.0.0.1:${port}/ws,/ws`);
  const started = Date.now();
  await open(page, e2e.stack.url, '/');
  await page.waitForSelector(`${STATUS}[data-status=waiting]`, { state: 'attached' });
  assert.equal(await page.locator(STATUS).innerText(), '行情重连中');
  await page.waitForSelector(`${STATUS}[data-status=open]`, { state: 'attached', timeout: 10_000 });
  const elapsed = Date.now() - started;
  assert.ok(elapsed >= 3_000, `rotated after ${elapsed} ms`);
  assert.equal(await page.evaluate(() => sessionStorage.getItem('socketHostIndex')), '1');
  // A reload in the same tab starts from the stored host, which works.
  await page.reload();
  await page.waitForSelector(`${STATUS}[data-status=open]`, { state: 'attached', timeout: 3_000 });
  await context.close();
});

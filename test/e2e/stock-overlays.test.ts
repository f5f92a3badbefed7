/**
 * Browser tests of the stock chart's overlays (issue 31): 分时 with its board's index on a second
 * axis and the K-line 叠加 of other codes in percent, both read from the address (a bad code named
 * in Chinese, the rest shown), with legends whose figures follow the chart; the 叠加 codes removed
 * and added back with the code box and the index toggled off, each written to the address. The
 * flow runs in the light theme at 1366 px; the dark theme at 1600 px gets the same address and
 * screenshots. Colour, percent and scale arithmetic are unit-tested (test/client/charts/model).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { darkChartTheme, lightChartTheme } from '../../client/charts/theme';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, urlBecomes, waitForInk } from './market-support';

const e2e = browserSuite(() => startStack({ sim: { clock: String(Date.parse('2025-11-27T10:30:00+08:00')) } }));

/** Pixels of the main (first) canvas under `selector` within 40 of `hex` on every channel. */
function pixelsOf(page: Page, selector: string, hex: string): Promise<number> {
  return page.evaluate(
    ({ sel, hex }) => {
      const canvas = document.querySelector<HTMLCanvasElement>(`${sel} canvas`);
      if (!canvas || canvas.width === 0) return 0;
      const want = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
      const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
      let n = 0;
      for (let i = 0; i < data.length; i += 4) if (want.every((v, k) => Math.abs(data[i + k]! - v) <= 40)) n++;
      return n;
    },
    { sel: selector, hex },
  );
}

const legend = (page: Page, id: string) => page.locator(`[data-testid=overlay-bar] [data-testid=overlay-legend-item][data-id="${id}"]`);
const pctText = async (page: Page, id: string) => (await legend(page, id).locator('[data-value=pct]').innerText()).trim();
const PCT = /^[+-]?\d+\.\d{2}%$/;

/** Waits until the legend of `id` shows a figure (it reads `--` until the chart has painted the overlay). */
async function legendShows(page: Page, id: string, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (sel) => /\d%$/.test(document.querySelector(sel)?.textContent?.trim() ?? ''),
    `[data-testid=overlay-legend-item][data-id="${id}"] [data-value=pct]`,
    { timeout },
  );
}

test('分时 叠加指数 and K-line 叠加 come from the address, draw with legends, and write changes back', async () => {
  for (const theme of ['white', 'blank'] as const) {
    const colors = (theme === 'white' ? lightChartTheme : darkChartTheme).overlays;
    const { page, context, errors } = await marketPage(e2e.browser, { theme, width: theme === 'white' ? 1366 : 1600 });
    await page.goto(`${e2e.stack.url}/stock?stockCode=600519&overlay=000001.SH&cmp=000300.SH,600036.SH,abc`);

    // 分时: 上证指数 on the second axis, its legend with level and change.
    await legendShows(page, '000001.SH', 60_000);
    await waitForInk(page, '[data-testid=time-share-chart]', 2);
    assert.match((await legend(page, '000001.SH').innerText()).replace(/\s+/g, ' '), /^上证指数 \d+\.\d{2} [+-]?\d+\.\d{2}%$/);
    assert.equal(await page.getByRole('button', { name: '叠加上证指数', exact: true }).getAttribute('aria-pressed'), 'true');
    assert.ok((await pixelsOf(page, '[data-testid=time-share-chart]', colors[0])) > 100, 'the index line and its axis are drawn');
    assert.equal(await page.locator('[data-testid=overlay-bar] [role=alert]').count(), 0, 'cmp problems belong to the K-line tabs');
    await shot(page, `stock-overlay-timeshare-${theme}`);

    // K-line: the stock and two codes in percent since the first visible bar; abc named and left out.
    await page.getByRole('tab', { name: '日K', exact: true }).click();
    await waitForInk(page, '[data-testid=kline-chart]', 2);
    // Each code's K-line arrives on its own request, so each legend is awaited, not just the last asked for.
    for (const id of ['600519.SH', '000300.SH', '600036.SH']) await legendShows(page, id);
    for (const id of ['600519.SH', '000300.SH', '600036.SH']) assert.match(await pctText(page, id), PCT, `${id} legend`);
    assert.match(await legend(page, '000300.SH').innerText(), /沪深300/);
    assert.match(await legend(page, '600036.SH').innerText(), /招商银行/);
    assert.match(await page.locator('[data-testid=overlay-bar] [role=alert]').innerText(), /「abc」不是有效的证券代码.*（已忽略）/);
    for (const color of colors.slice(0, 2)) assert.ok((await pixelsOf(page, '[data-testid=kline-chart]', color)) > 100, `a ${color} line`);
    await shot(page, `stock-overlay-kline-${theme}`);
    if (theme === 'blank') {
      assert.deepEqual(errors, []);
      await context.close();
      continue;
    }

    // The legend reads the crosshair's bar: ← twice steps it back from the last visible bar.
    const atEnd = await pctText(page, '000300.SH');
    await page.locator('body').click({ position: { x: 600, y: 5 } });
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await page.waitForFunction(
      ({ before }) => document.querySelector('[data-testid=overlay-legend-item][data-id="000300.SH"] [data-value=pct]')?.textContent?.trim() !== before,
      { before: atEnd },
    );

    // Remove one code, add it back with the code box; each lands in the address.
    await legend(page, '600036.SH').getByRole('button', { name: '移除叠加 招商银行' }).click();
    await urlBecomes(page, (u) => u.searchParams.get('cmp') === '000300.SH');
    await legend(page, '600036.SH').waitFor({ state: 'detached' });
    await page.getByRole('combobox', { name: '添加叠加代码' }).fill('600036');
    await page.getByRole('option', { name: /招商银行/ }).waitFor();
    await page.keyboard.press('Enter');
    await urlBecomes(page, (u) => u.searchParams.get('cmp') === '000300.SH,600036.SH');
    await legendShows(page, '600036.SH');

    // Back on 分时, the toggle takes the index off.
    await page.getByRole('tab', { name: '分时', exact: true }).click();
    await page.getByRole('button', { name: '叠加上证指数', exact: true }).click();
    await urlBecomes(page, (u) => !u.searchParams.has('overlay') && u.searchParams.get('cmp') === '000300.SH,600036.SH');
    await legend(page, '000001.SH').waitFor({ state: 'detached' });
    assert.equal(await page.getByRole('button', { name: '叠加上证指数', exact: true }).getAttribute('aria-pressed'), 'false');
    assert.deepEqual(errors, []);
    await context.close();
  }
});

/**
 * Light and dark screenshots of every market page (saved under the e2e shot directory for a
 * person to look at), each checked for data, drawn charts in the theme's colours and no console
 * errors.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, waitForInk } from './market-support';

const e2e = browserSuite(() => startStack());

const PAGES = [
  { name: 'home', path: '/', ready: '[data-testid=sector-heatmap] button', canvases: '[data-testid=index-strip]' },
  { name: 'stock', path: '/stock?stockCode=600519.SH', ready: '[data-testid=peers] tbody tr', canvases: '[data-testid=time-share-chart]' },
  { name: 'index', path: '/stock?stockCode=399006.SZ', ready: '[data-testid=index-leaders] tbody tr', canvases: '[data-testid=time-share-chart]' },
  { name: 'index-list', path: '/indexList', ready: '[data-testid=index-table] tbody tr', canvases: '[data-testid=index-table]' },
  { name: 'rank-list', path: '/rankList?name=rise', ready: '[data-testid=rank-table] tbody tr', canvases: null },
  { name: 'full-screen-kline', path: '/fullScreenKLine?stockCode=600519.SH', ready: '[data-testid=kline-chart]', canvases: '[data-testid=kline-chart]' },
] as const;

/** Canvas backgrounds of the chart themes (client/charts/theme.ts). */
const CHART_BG = { white: [0xff, 0xff, 0xff], blank: [0x16, 0x17, 0x1b] } as const;

for (const theme of ['white', 'blank'] as const) {
  test(`every market page in the ${theme === 'white' ? 'light' : 'dark'} theme: data, charts drawn, no console errors`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    for (const p of PAGES) {
      await page.goto(e2e.stack.url + p.path);
      await page.locator(p.ready).first().waitFor({ timeout: 15_000 });
      assert.equal(await page.evaluate(() => document.documentElement.dataset.theme), theme, p.name);
      if (p.canvases) await waitForInk(page, p.canvases, 1);
      if (p.name === 'stock' || p.name === 'full-screen-kline') {
        // Main chart canvases are painted in the theme's background colour.
        const corner = await page.evaluate(
          (sel) => [...document.querySelector<HTMLCanvasElement>(`${sel} canvas`)!.getContext('2d')!.getImageData(2, 2, 1, 1).data].slice(0, 3),
          p.canvases!,
        );
        assert.deepEqual(corner, [...CHART_BG[theme]], `${p.name} chart background`);
      }
      await page.waitForTimeout(500);
      await shot(page, `${p.name}-${theme}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  });
}

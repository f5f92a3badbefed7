/**
 * 画线 on the stock page's K-line, signed in (issue 31): a 趋势线 is drawn with the tool strip and two
 * clicks, moved by dragging it, a 水平线 is drawn and deleted with Delete; after a reload both the
 * kept line and the deletion are there (saved on the server, the moved anchors included), and the
 * line is still drawn after switching 复权 to 不复权 and the period to 周K. Screenshots in both themes
 * (the dark one with every kind, saved through the API).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import type { Drawing } from '../../contracts/drawings';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, waitForInk } from './market-support';

const e2e = browserSuite(() => startStack({ sim: { clock: String(Date.parse('2025-11-27T10:30:00+08:00')) } }));

const KLINE = '[data-testid=kline-chart]';
const STATUS = '[data-testid=drawing-status]';
/** The palette's 紫色 (client/charts/drawings/palette.ts): no other chart ink uses it. */
const PURPLE = [0x9b, 0x5d, 0xe5] as const;

async function openDailyKline(page: Page): Promise<void> {
  await page.goto(`${e2e.stack.url}/stock?stockCode=600519`);
  await page.locator('[data-testid=stock-header] h1').waitFor({ timeout: 30_000 });
  await page.getByRole('tab', { name: '日K', exact: true }).click();
  await waitForInk(page, KLINE, 2);
  await page.locator(`${STATUS}[data-state=ready]`).waitFor({ timeout: 30_000 });
}

/** Waits until the status line shows `count` drawings and no save in flight. */
async function settled(page: Page, count: number): Promise<void> {
  await page.locator(`${STATUS}[data-count="${count}"][data-saving=false]`).waitFor({ timeout: 30_000 });
}

/** Pixels of the K-line's overlay canvas in the palette's purple (the drawn line). */
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

async function waitForPurple(page: Page): Promise<number> {
  await page.mouse.move(2, 2); // no crosshair or tooltip over the line
  let n = 0;
  for (let i = 0; i < 100 && n < 40; i++) {
    n = await purplePixels(page);
    if (n < 40) await page.waitForTimeout(100);
  }
  return n;
}

test('draw, move, delete, reload, 复权 and 周K: the drawings are kept and drawn', async () => {
  const token = await e2e.stack.signIn();
  const stored = async (): Promise<Drawing[]> => {
    const res = await fetch(`${e2e.stack.url}/api/v2/drawings/list?code=600519.SH`, { headers: { token } });
    return ((await res.json()) as { datas: { drawings: Drawing[] } }).datas.drawings;
  };
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white', token });
  await openDailyKline(page);
  assert.match(await page.locator(STATUS).innerText(), /保存在账户中/);
  const box = (await page.locator(KLINE).boundingBox())!;
  const at = (fx: number, fy: number): [number, number] => [box.x + box.width * fx, box.y + box.height * fy];
  const toolbar = page.getByRole('toolbar', { name: '画线工具' });

  // 趋势线 in purple: two clicks.
  await toolbar.getByRole('button', { name: '颜色：紫色' }).click();
  await toolbar.getByRole('button', { name: '趋势线', exact: true }).click();
  assert.match(await page.locator(STATUS).innerText(), /趋势线：在K线图上点击第 1\/2 个点/);
  const a = at(0.5, 0.12);
  const b = at(0.75, 0.45);
  await page.mouse.click(...a);
  await page.mouse.click(...b);
  await settled(page, 1);
  // 水平线 in orange: one click (picking the tool first drops the selection, which a colour would recolour).
  await toolbar.getByRole('button', { name: '水平线', exact: true }).click();
  await toolbar.getByRole('button', { name: '颜色：橙色' }).click();
  const h = at(0.3, 0.52);
  await page.mouse.click(...h);
  await settled(page, 2);
  await shot(page, 'stock-drawings-white');
  const [trend0, hline0] = await stored();
  assert.deepEqual([trend0?.kind, trend0?.color, hline0?.kind, hline0?.color], ['trend', 'purple', 'hline', 'orange']);

  // Move the 趋势线: press on its middle and drag it right and down.
  const mid: [number, number] = [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  await page.mouse.move(...mid);
  await page.mouse.down();
  await page.mouse.move(mid[0] + 40, mid[1] + 15, { steps: 4 });
  await page.mouse.move(mid[0] + 80, mid[1] + 30, { steps: 4 });
  await page.mouse.up();
  await page.waitForFunction(() => document.querySelector('[data-testid=drawing-status]')?.textContent?.includes('已选中趋势线'));
  await settled(page, 2);
  const [trend1] = await stored();
  assert.ok(trend1!.points[0]!.t > trend0!.points[0]!.t && trend1!.points[1]!.t > trend0!.points[1]!.t, 'moved later in time');
  assert.ok(trend1!.points[0]!.p < trend0!.points[0]!.p, 'and lower in price');

  // Delete the 水平线: click it, then Delete.
  await page.mouse.click(...h);
  await page.waitForFunction(() => document.querySelector('[data-testid=drawing-status]')?.textContent?.includes('已选中水平线'));
  await page.keyboard.press('Delete');
  await settled(page, 1);
  assert.deepEqual(await stored(), [trend1]);

  // Reload: the moved line is there, the deleted one is not.
  await page.reload();
  await openDailyKline(page);
  await settled(page, 1);
  assert.ok((await waitForPurple(page)) >= 40, 'the kept line is drawn after the reload');

  // 复权 → 不复权 and 周K: still there and drawn.
  await page.getByRole('combobox', { name: '复权' }).selectOption('none');
  await page.locator(`${KLINE}`).waitFor();
  await waitForInk(page, KLINE, 2);
  await settled(page, 1);
  assert.ok((await waitForPurple(page)) >= 40, 'drawn under 不复权');
  await page.getByRole('tab', { name: '周K', exact: true }).click();
  await page.locator(`${KLINE}[data-period=week]`).waitFor();
  await waitForInk(page, KLINE, 2);
  assert.ok((await waitForPurple(page)) >= 20, 'drawn on 周K');
  assert.deepEqual(await stored(), [trend1], 'looking never rewrites them');
  assert.deepEqual(errors, []);
  await context.close();

  // The dark theme reads the account's drawings: every kind, saved through the API for the screenshot.
  const [t0, t1] = trend1!.points.map((p) => p.t) as [number, number];
  const [p0, p1] = trend1!.points.map((p) => p.p) as [number, number];
  const others: Drawing[] = [
    {
      id: 'ray',
      kind: 'ray',
      points: [
        { t: t0, p: p1 },
        { t: t1, p: p1 * 0.98 },
      ],
      color: 'blue',
    },
    {
      id: 'chan',
      kind: 'channel',
      points: [
        { t: t0, p: p0 * 0.93 },
        { t: t1, p: p1 * 0.93 },
        { t: t0, p: p0 * 0.88 },
      ],
      color: 'green',
    },
    {
      id: 'fib',
      kind: 'fib',
      points: [
        { t: t0 - 40 * 86_400_000, p: p0 * 1.08 },
        { t: t0 - 10 * 86_400_000, p: p1 * 0.95 },
      ],
      color: 'orange',
    },
    {
      id: 'box',
      kind: 'rect',
      points: [
        { t: t1, p: p1 * 1.02 },
        { t: t1 + 12 * 86_400_000, p: p1 * 0.94 },
      ],
      color: 'red',
    },
    { id: 'note', kind: 'text', points: [{ t: t0, p: p0 * 1.04 }], color: 'gray', text: '压力位' },
  ];
  const saved = await fetch(`${e2e.stack.url}/api/v2/drawings/save`, {
    method: 'POST',
    headers: { token, 'content-type': 'application/json' },
    body: JSON.stringify({ code: '600519.SH', drawings: [trend1, ...others] }),
  });
  assert.equal(((await saved.json()) as { code: string }).code, '000');
  const dark = await marketPage(e2e.browser, { theme: 'blank', token });
  await openDailyKline(dark.page);
  await settled(dark.page, 6);
  assert.ok((await waitForPurple(dark.page)) >= 40);
  await shot(dark.page, 'stock-drawings-blank');
  assert.deepEqual(dark.errors, []);
  await dark.context.close();
});

/**
 * The chart facades in Chromium: canvas sizing by device pixel ratio, resize following, theme
 * colours on real pixels, keyboard, drag and wheel, overlay-only repaint on pointer moves, live
 * updates, teardown. Needs Debian's /usr/bin/chromium (see scripts/ensure-system-packages.ts).
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { chromium, type Browser, type Page } from 'playwright-core';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
let browser: Browser;
let page: Page;

before(async () => {
  const bundle = await build({
    entryPoints: [fileURLToPath(new URL('./browser-entry.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
  });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await browser.newPage({ viewport: { width: 1000, height: 800 }, deviceScaleFactor: 2 });
  // tsx keeps function names with a __name helper; functions handed to page.evaluate need it too.
  await page.addInitScript({ content: 'window.__name = (f) => f;' });
  await page.setContent('<html lang="zh-CN"><body style="margin:0"><div id="host" style="width:800px;height:500px"></div></body></html>');
  await page.addScriptTag({ content: bundle.outputFiles[0]!.text });
  await page.evaluate(() => {
    // 300 daily bars alternating up (even) and down (odd), zig-zagging around 20.
    const bars = [];
    const t0 = Date.parse('2024-01-02T15:00:00+08:00');
    for (let i = 0; i < 300; i++) {
      const c = 20 + (i % 9) * 0.2;
      const o = i % 2 === 0 ? c - 0.3 : c + 0.3;
      bars.push({ t: t0 + i * 86_400_000, o, h: Math.max(o, c) + 0.1, l: Math.min(o, c) - 0.1, c, v: 1e5 + (i % 5) * 1e4 });
    }
    Object.assign(window, { bars });
  });
});

after(async () => {
  await browser?.close();
});

/** Resolves after the next animation frame has run. */
const nextFrame = (p: Page): Promise<void> => p.evaluate(() => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0))));

/** Mounts a fresh K-line chart on #host and records its crosshair reports on window. */
async function mountKLine(p: Page): Promise<void> {
  await p.evaluate(() => {
    const w = window as unknown as { chart?: { destroy(): void }; reports: unknown[]; bars: never[] };
    w.chart?.destroy();
    const host = document.getElementById('host')!;
    host.style.width = '800px';
    const chart = window.zhiguCharts.createKLineChart(host, { label: '测试 日K', timeScale: { barSpacing: 10 } });
    chart.setData(w.bars);
    w.reports = [];
    chart.onCrosshair((info) => w.reports.push(info ? info.index : null));
    chart.flush();
    Object.assign(window, { chart });
  });
}

const visibleRange = (p: Page) =>
  p.evaluate(() => (window as unknown as { chart: { getVisibleRange(): { from: number; to: number } } }).chart.getVisibleRange());

test('canvases are sized css × devicePixelRatio and follow container resizes', async () => {
  await mountKLine(page);
  const sizes = await page.evaluate(() =>
    [...document.querySelectorAll('#host canvas')].map((c) => [(c as HTMLCanvasElement).width, (c as HTMLCanvasElement).height]),
  );
  assert.deepEqual(sizes, [
    [1600, 1000],
    [1600, 1000],
  ]);
  await page.evaluate(() => {
    document.getElementById('host')!.style.width = '600px';
  });
  await page.waitForFunction(() => (document.querySelector('#host canvas') as HTMLCanvasElement).width === 1200);
  const range = await visibleRange(page);
  assert.equal(range.to, 299);
  assert.ok(range.to - range.from + 1 <= 56, 'fewer bars fit the narrower plot');
});

test('candles are painted in the theme colours: up red, down green', async () => {
  await mountKLine(page);
  const counts = await page.evaluate(() => {
    const canvas = document.querySelector('#host canvas') as HTMLCanvasElement;
    const data = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height).data;
    let up = 0;
    let down = 0;
    for (let i = 0; i < data.length; i += 4) {
      if (data[i] === 0xf5 && data[i + 1] === 0x43 && data[i + 2] === 0x45) up++;
      if (data[i] === 0x14 && data[i + 1] === 0xba && data[i + 2] === 0x71) down++;
    }
    return { up, down };
  });
  assert.ok(counts.up > 500, `red pixels: ${counts.up}`);
  assert.ok(counts.down > 500, `green pixels: ${counts.down}`);
});

test('keys: ←/→ move the crosshair, ↑/↓ and +/− zoom, Esc hides it', async () => {
  await mountKLine(page);
  await page.focus('#host');
  const reports = () => page.evaluate(() => (window as unknown as { reports: (number | null)[] }).reports.slice());
  await page.keyboard.press('ArrowLeft');
  await nextFrame(page);
  await page.keyboard.press('ArrowLeft');
  await nextFrame(page);
  await page.keyboard.press('ArrowRight');
  await nextFrame(page);
  assert.deepEqual(await reports(), [299, 298, 299]);
  const before = await visibleRange(page);
  await page.keyboard.press('ArrowUp');
  await nextFrame(page);
  const zoomedIn = await visibleRange(page);
  assert.ok(zoomedIn.to - zoomedIn.from < before.to - before.from, 'ArrowUp shows fewer bars');
  await page.keyboard.press('-');
  await page.keyboard.press('-');
  await nextFrame(page);
  const zoomedOut = await visibleRange(page);
  assert.ok(zoomedOut.to - zoomedOut.from > before.to - before.from, '− twice shows more bars than at first');
  await page.keyboard.press('Escape');
  await nextFrame(page);
  assert.equal((await reports()).at(-1), null);
});

test('drag pans into history; the wheel zooms', async () => {
  await mountKLine(page);
  const start = await visibleRange(page);
  await page.mouse.move(300, 200);
  await page.mouse.down();
  await page.mouse.move(400, 200, { steps: 5 });
  await page.mouse.move(500, 200, { steps: 5 });
  await page.mouse.up();
  await nextFrame(page);
  const dragged = await visibleRange(page);
  assert.equal(dragged.to, start.to - 20, '200 px at 10 px per bar = 20 bars back');
  await page.mouse.wheel(0, 400);
  await page.waitForTimeout(50);
  await nextFrame(page);
  const wheeled = await visibleRange(page);
  assert.ok(wheeled.to - wheeled.from > dragged.to - dragged.from, 'wheel down zooms out');
});

test('pointer moves repaint only the overlay canvas', async () => {
  await mountKLine(page);
  await page.evaluate(() => {
    const [main, overlay] = [...document.querySelectorAll('#host canvas')] as HTMLCanvasElement[];
    const counts = { main: 0, overlay: 0 };
    const mainCtx = main!.getContext('2d')!;
    const overlayCtx = overlay!.getContext('2d')!;
    const mainFill = mainCtx.fillRect.bind(mainCtx);
    const overlayClear = overlayCtx.clearRect.bind(overlayCtx);
    mainCtx.fillRect = (...a: [number, number, number, number]) => {
      counts.main++;
      mainFill(...a);
    };
    overlayCtx.clearRect = (...a: [number, number, number, number]) => {
      counts.overlay++;
      overlayClear(...a);
    };
    Object.assign(window, { counts });
  });
  for (let x = 100; x < 400; x += 30) {
    await page.mouse.move(x, 150);
    await nextFrame(page);
  }
  const counts = await page.evaluate(() => (window as unknown as { counts: { main: number; overlay: number } }).counts);
  assert.equal(counts.main, 0, 'candles untouched');
  assert.ok(counts.overlay >= 5, `overlay repainted ${counts.overlay} times`);
  const last = await page.evaluate(() => (window as unknown as { reports: (number | null)[] }).reports.at(-1));
  assert.equal(typeof last, 'number', 'the crosshair reports the bar under the pointer');
});

test('a live bar replaces the last one or appends and keeps the newest in view', async () => {
  await mountKLine(page);
  const merges = await page.evaluate(() => {
    const w = window as unknown as { chart: { updateLast(b: unknown): string }; bars: { t: number; c: number }[] };
    const last = w.bars[w.bars.length - 1]!;
    const a = w.chart.updateLast({ ...last, c: last.c, h: last.c + 1, l: last.c - 1, o: last.c, v: 1 });
    const b = w.chart.updateLast({ t: last.t + 86_400_000, o: 20, h: 21, l: 19, c: 20.5, v: 10 });
    const c = w.chart.updateLast({ t: last.t - 86_400_000, o: 20, h: 21, l: 19, c: 20.5, v: 10 });
    return [a, b, c];
  });
  assert.deepEqual(merges, ['replaced', 'appended', 'stale']);
  assert.equal((await visibleRange(page)).to, 300);
});

test('time-share and sparkline draw, and destroy removes every canvas and attribute', async () => {
  const result = await page.evaluate(() => {
    const w = window as unknown as { chart?: { destroy(): void } };
    w.chart?.destroy();
    const host = document.getElementById('host')!;
    const { createTimeShareChart, createSparkline, darkChartTheme } = window.zhiguCharts;
    const t0 = Date.parse('2024-03-05T09:30:00+08:00');
    const points = Array.from({ length: 100 }, (_, i) => ({ t: t0 + i * 60_000, price: 10 + Math.sin(i / 9) * 0.2, avg: 10, volume: 1000 }));
    const ts = createTimeShareChart(host, { theme: darkChartTheme });
    ts.setData({ preClose: 10, points });
    ts.moveCrosshair(-1);
    ts.flush();
    const canvases = host.querySelectorAll('canvas').length;
    const main = host.querySelector('canvas')!;
    const px = main.getContext('2d')!.getImageData(0, 0, 1, 1).data;
    const background = [px[0], px[1], px[2]];
    const tabIndex = host.getAttribute('tabindex');
    ts.destroy();
    const after = { canvases: host.querySelectorAll('canvas').length, tabIndex: host.getAttribute('tabindex') };

    const cell = document.createElement('div');
    cell.style.cssText = 'width:100px;height:30px';
    document.body.append(cell);
    const spark = createSparkline(cell, { totalPoints: 241 });
    spark.setData(
      points.map((p) => p.price),
      10,
    );
    spark.flush();
    const sparkCanvas = cell.querySelector('canvas')!;
    const sparkSize = [sparkCanvas.width, sparkCanvas.height];
    spark.destroy();
    return { canvases, background, tabIndex, after, sparkSize, sparkLeft: cell.querySelectorAll('canvas').length };
  });
  assert.equal(result.canvases, 2);
  assert.deepEqual(result.background, [0x16, 0x17, 0x1b], 'dark theme background');
  assert.equal(result.tabIndex, '0', 'focusable for the keyboard');
  assert.deepEqual(result.after, { canvases: 0, tabIndex: null });
  assert.deepEqual(result.sparkSize, [200, 60]);
  assert.equal(result.sparkLeft, 0);
});

/**
 * `npm run bench:charts [-- --bars 2500 --pan-seconds 5 --rows 500 --rate 2000 --table-seconds 10]`
 *
 * In headless Chromium (DESIGN.md launch arguments), in one run:
 *  1. K-line with 2,500 daily bars: first draw time, then frame times while panning and zooming
 *     every frame for 5 s (target p95 ≤ 16.7 ms) — the canvas engine (client/charts) against a
 *     naive baseline drawing the same visible bars as SVG with d3 selections (data joins, axes);
 *     then the same chart with 20 drawings (画线, every kind, one selected) and 2 叠加 overlays on
 *     its price pane, its frame p95 printed beside the chart without them; and 2 overlays alone.
 *  2. Ranking table with 500 rows under 2,000 quote updates/s for 10 s — long tasks (target none
 *     over 50 ms) and frame p95 (≤ 20 ms) — the live table of the rankings page (windowed rows,
 *     self-writing PriceCells batched per animation frame) against a naive table of all rows
 *     re-joined with d3 on every batch.
 * Frame time = main-thread time of a frame (script, style, layout, paint); frame interval = time
 * between animation frames. First draw is measured after a small warm-up of each renderer.
 * Prints figures and ratios; asserts nothing.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as esbuild from 'esbuild';
import { chromium, type Page } from 'playwright-core';
import { gesture, klineCanvas, klineSvg, measureFrames, painted, tableLive, tableNaive, type RunResult } from './charts-page';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    bars: { type: 'string', default: '2500' },
    'pan-seconds': { type: 'string', default: '5' },
    rows: { type: 'string', default: '500' },
    rate: { type: 'string', default: '2000' },
    'table-seconds': { type: 'string', default: '10' },
  },
});
const BARS = Number(values.bars);
const PAN_MS = Number(values['pan-seconds']) * 1000;
const ROWS = Number(values.rows);
const RATE = Number(values.rate);
const TABLE_MS = Number(values['table-seconds']) * 1000;
for (const [k, v] of Object.entries({ BARS, PAN_MS, ROWS, RATE, TABLE_MS })) if (!Number.isFinite(v) || v <= 0) throw new Error(`bad ${k}: ${v}`);

/**
 * The page's bench API, bundled from the real client modules. `client/state/quotes` is replaced by
 * a local quote registry fed by a generator, so the live table runs exactly the app's cell code.
 */
const ENTRY = `
import * as d3 from 'd3';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { ThemeProvider } from 'styled-components';
import { benchDrawingLayer, createKLineChart, RankTable, whiteTheme } from './scripts/bench/charts-bench-modules';
import { applyQuotes } from 'bench:quotes';

function rng(seed) { let s = seed >>> 0; return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 4294967296); }
function makeBars(n) {
  const r = rng(7); const out = []; let c = 20; const t0 = Date.parse('2016-01-04T15:00:00+08:00');
  for (let i = 0; i < n; i++) {
    const o = c * (1 + (r() - 0.5) * 0.02); c = Math.max(1, o * (1 + (r() - 0.5) * 0.05));
    out.push({ t: t0 + i * 86400000, o, h: Math.max(o, c) * (1 + r() * 0.01), l: Math.min(o, c) * (1 - r() * 0.01), c, v: 1e6 * (1 + r() * 3) });
  }
  return out;
}
function makeRows(n) {
  return Array.from({ length: n }, (_, i) => {
    const code = String(600000 + i);
    return { id: code + '.SH', code, name: '股票' + i, suffix: 'SH', kind: 'capital', price: 10 + (i % 50), change: 0, pct: 0, volume: 1e6, amount: 1e7, turnover: 1, amplitude: 2, volumeRatio: 1, speed: 0, totalCap: 1e10, status: 'trading' };
  });
}
let root = null;
let feed = null;
const prices = new Map();
function quotesFor(ids, count, tick) {
  const out = [];
  for (let k = 0; k < count; k++) {
    const id = ids[(tick * count + k) % ids.length];
    const base = 10 + (Number(id.slice(3, 6)) % 50);
    const p = Math.max(1, (prices.get(id) ?? base) * (1 + (Math.random() - 0.5) * 0.004));
    prices.set(id, p);
    const price = Math.round(p * 100) / 100;
    out.push({ id, price, change: +(price - base).toFixed(2), pct: +(((price - base) / base) * 100).toFixed(2), volume: 1e6 + tick * 100, amount: 1e7 + tick * 1000, ts: Date.now(), speed: +((Math.random() - 0.5) * 2).toFixed(2), turnover: 1.5, amplitude: 2.5, preClose: base });
  }
  return out;
}
window.bench = {
  d3, makeBars, makeRows, createKLineChart, benchDrawingLayer,
  mountTable(host, rows) {
    root = createRoot(host);
    root.render(createElement(ThemeProvider, { theme: whiteTheme }, createElement(RankTable, { rows, columns: ['name', 'price', 'pct', 'change', 'speed', 'turnover', 'volumeRatio', 'amplitude', 'volume', 'amount', 'totalCap'], rankFrom: 1, label: 'bench' })));
  },
  unmountTable() { root?.unmount(); root = null; },
  startFeed(ids, perSecond, onBatch) {
    let tick = 0; const batchMs = 20; const per = Math.max(1, Math.round(perSecond * batchMs / 1000));
    feed = setInterval(() => { const qs = quotesFor(ids, per, tick++); (onBatch ?? applyQuotes)(qs); }, batchMs);
    return () => { clearInterval(feed); return tick * per; };
  },
};
`;

const QUOTES_MODULE = `
import { EMPTY } from 'rxjs';
import { createQuoteRegistry } from './client/core/quote-registry';
const registry = createQuoteRegistry(() => {});
export const quote$ = (id) => registry.quote$(id);
export const quotes$ = (ids) => registry.quotes$(ids);
export const applyQuotes = (qs) => registry.apply(qs);
export const socketStatus$ = EMPTY;
export const upstreamStatus$ = EMPTY;
export function startQuotes() {}
`;

async function bundle(): Promise<string> {
  const result = await esbuild.build({
    stdin: { contents: ENTRY, resolveDir: ROOT, loader: 'tsx', sourcefile: 'bench-entry.tsx' },
    bundle: true,
    write: false,
    format: 'iife',
    target: 'es2022',
    minify: true,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
    plugins: [
      {
        name: 'bench-quotes',
        setup(build) {
          build.onResolve({ filter: /(^bench:quotes$)|(\/state\/quotes$)/ }, () => ({ path: 'quotes', namespace: 'bench' }));
          build.onLoad({ filter: /.*/, namespace: 'bench' }, () => ({ contents: QUOTES_MODULE, resolveDir: ROOT, loader: 'ts' }));
        },
      },
    ],
  });
  return result.outputFiles[0]!.text;
}

/* ---- node side ---- */

function stats(values: number[]): { p50: number; p95: number; max: number; n: number } {
  const sorted = [...values].sort((a, b) => a - b);
  const q = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? NaN;
  return { p50: q(0.5), p95: q(0.95), max: sorted[sorted.length - 1] ?? NaN, n: sorted.length };
}

const ms = (v: number) => `${v.toFixed(1)} ms`;

function report(title: string, engine: RunResult, baseline: RunResult, targets: { frameP95: number; longTaskMax?: number }): void {
  const over50 = (r: RunResult) => r.longTasks.filter((d) => d > 50);
  const row = (name: string, r: RunResult) => {
    const f = stats(r.frames);
    const b = stats(r.busy);
    const lt = over50(r);
    const extra = [
      r.updates ? `${r.updates} quote updates applied` : '',
      r.mounted ? `${r.mounted} rows mounted` : '',
      r.visibleBars ? `${r.visibleBars} bars in view at start` : '',
    ]
      .filter(Boolean)
      .join(', ');
    return [
      `  ${name}: first draw ${ms(r.firstDraw)}; ${f.n} frames; frame time p50 ${ms(b.p50)}, p95 ${ms(b.p95)}, max ${ms(b.max)}; frame interval p95 ${ms(f.p95)}, max ${ms(f.max)}`,
      `  ${' '.repeat(name.length)}  long tasks over 50 ms: ${lt.length}${lt.length ? ` (longest ${ms(Math.max(...lt))})` : ''}${extra ? `; ${extra}` : ''}`,
    ].join('\n');
  };
  console.log(`\n${title}`);
  console.log(row('engine  ', engine));
  console.log(row('baseline', baseline));
  const e = stats(engine.busy);
  const b = stats(baseline.busy);
  const ef = stats(engine.frames).n;
  const bf = stats(baseline.frames).n;
  console.log(
    `  ratio baseline ÷ engine: first draw ×${(baseline.firstDraw / engine.firstDraw).toFixed(2)}, frame time p95 ×${(b.p95 / e.p95).toFixed(1)}, frames delivered ×${(bf / Math.max(1, ef)).toFixed(2)}`,
  );
  const verdict = [`frame time p95 ${ms(e.p95)} (target ≤ ${ms(targets.frameP95)}): ${e.p95 <= targets.frameP95 ? 'met' : 'MISSED'}`];
  if (targets.longTaskMax !== undefined) {
    const n = over50(engine).length;
    verdict.push(`long tasks over ${targets.longTaskMax} ms: ${n} (target none): ${n === 0 ? 'met' : 'MISSED'}`);
  }
  console.log(`  engine: ${verdict.join('; ')}`);
}

async function main(): Promise<void> {
  const code = await bundle();
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
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
  try {
    const page: Page = await browser.newPage({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
    page.on('pageerror', (e) => console.error('page error:', e.message));
    // tsx keeps function names with a __name helper; functions handed to the page need it too.
    await page.addInitScript({ content: 'window.__name = (f) => f;' });
    await page.setContent(
      '<!doctype html><html lang="zh-CN"><body style="margin:0"><div id="host" style="width:1200px;height:640px;overflow:auto;position:relative"></div></body></html>',
    );
    await page.addScriptTag({ content: code });
    // The run functions call these two helpers by name; define them in the page.
    await page.addScriptTag({
      content: `var __name = window.__name = window.__name || ((f) => f); window.measureFramesInPage = ${measureFrames.toString()}; window.gestureInPage = ${gesture.toString()}; window.painted = ${painted.toString()};`,
    });
    const version = browser.version();
    console.log(`bench:charts — Chromium ${version}, headless, software rendering, 1280×800 @1x`);

    // Warm-up of both (JIT, fonts, first canvas/SVG use) so first draw compares the drawing itself.
    await page.evaluate(klineCanvas, { bars: 200, ms: 200 });
    await page.evaluate(klineSvg, { bars: 200, ms: 200, visible: 100 });
    const canvas = await page.evaluate(klineCanvas, { bars: BARS, ms: PAN_MS });
    const svg = await page.evaluate(klineSvg, { bars: BARS, ms: PAN_MS, visible: canvas.visibleBars ?? 120 });
    report(`K-line, ${BARS} daily bars: first draw, then pan/zoom every frame for ${PAN_MS / 1000} s (canvas engine vs naive d3 SVG)`, canvas, svg, {
      frameP95: 16.7,
    });

    // Interleaved rounds without and with drawings, so a busy machine weighs on both alike; medians
    // compared. Frame time is the whole frame (script, style, layout, paint); script time is the
    // pan/zoom step with its synchronous redraw, where the drawings' cost shows alone.
    const runs = { without: [canvas], with: [] as RunResult[] };
    for (let r = 0; r < 3; r++) {
      runs.with.push(await page.evaluate(klineCanvas, { bars: BARS, ms: PAN_MS, drawings: 20, overlays: 2 }));
      if (r < 2) runs.without.push(await page.evaluate(klineCanvas, { bars: BARS, ms: PAN_MS }));
    }
    const median = (v: number[]) => [...v].sort((a, b) => a - b)[Math.floor(v.length / 2)]!;
    const p95 = (list: RunResult[], key: 'busy' | 'work') => list.map((r) => stats(r[key]).p95);
    const [frameWithout, frameWith] = [median(p95(runs.without, 'busy')), median(p95(runs.with, 'busy'))];
    const [scriptWithout, scriptWith] = [median(p95(runs.without, 'work')), median(p95(runs.with, 'work'))];
    console.log(
      `\nK-line, ${BARS} daily bars with 20 drawings (画线, every kind) and 2 overlays (叠加), the same pan/zoom, 3 interleaved rounds of ${PAN_MS / 1000} s`,
    );
    console.log(`  frame time p95 per round: without ${p95(runs.without, 'busy').map(ms).join(', ')}; with ${p95(runs.with, 'busy').map(ms).join(', ')}`);
    console.log(
      `  median frame time p95: without them ${ms(frameWithout)}, with 20 drawings and 2 overlays ${ms(frameWith)} (×${(frameWith / frameWithout).toFixed(2)})`,
    );
    console.log(
      `  median script time p95 of a pan/zoom step: without ${ms(scriptWithout)}, with ${ms(scriptWith)} (×${(scriptWith / scriptWithout).toFixed(2)})`,
    );
    const [overlayWithout, overlayWith] = [median(runs.without.map((r) => r.overlayRepaint ?? NaN)), median(runs.with.map((r) => r.overlayRepaint ?? NaN))];
    console.log(
      `  median overlay-only repaint (a pointer move): without ${ms(overlayWithout)}, with ${ms(overlayWith)} (×${(overlayWith / overlayWithout).toFixed(2)})`,
    );
    console.log(`  with drawings and overlays: frame time p95 ${ms(frameWith)} (target ≤ ${ms(16.7)}): ${frameWith <= 16.7 ? 'met' : 'MISSED'}`);

    // The same gesture with two 叠加 codes on the price pane (issue 31), beside today's chart without them.
    const overlaid = await page.evaluate(klineCanvas, { bars: BARS, ms: PAN_MS, overlays: 2 });
    const plain = stats(canvas.busy);
    const withOverlays = stats(overlaid.busy);
    const plainP95 = plain.p95;
    const overlaidP95 = withOverlays.p95;
    console.log(`\nK-line, ${BARS} daily bars with 2 overlays (叠加), same pan/zoom for ${PAN_MS / 1000} s`);
    console.log(
      `  frame time p95: ${ms(overlaidP95)} with 2 overlays vs ${ms(plainP95)} without (×${(overlaidP95 / plainP95).toFixed(2)}); p50 ${ms(withOverlays.p50)} vs ${ms(plain.p50)}; first draw ${ms(overlaid.firstDraw)} vs ${ms(canvas.firstDraw)}`,
    );
    const [drawPlain, drawOverlaid] = [stats(canvas.work), stats(overlaid.work)];
    console.log(
      `  draw script time (pan/zoom + flush) p50 ${ms(drawOverlaid.p50)} vs ${ms(drawPlain.p50)}, p95 ${ms(drawOverlaid.p95)} vs ${ms(drawPlain.p95)} (×${(drawOverlaid.p95 / drawPlain.p95).toFixed(2)})`,
    );
    console.log(`  with overlays: frame time p95 ${ms(overlaidP95)} (target ≤ ${ms(16.7)}): ${overlaidP95 <= 16.7 ? 'met' : 'MISSED'}`);

    const live = await page.evaluate(tableLive, { rows: ROWS, rate: RATE, ms: TABLE_MS });
    const naive = await page.evaluate(tableNaive, { rows: ROWS, rate: RATE, ms: TABLE_MS });
    report(`Ranking table, ${ROWS} rows under ${RATE} quote updates/s for ${TABLE_MS / 1000} s (live cells vs naive d3 re-join)`, live, naive, {
      frameP95: 20,
      longTaskMax: 50,
    });
  } finally {
    await browser.close();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.stack : err);
  process.exit(1);
});

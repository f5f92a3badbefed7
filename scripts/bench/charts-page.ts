/**
 * The page side of `npm run bench:charts` (scripts/bench/charts.ts): the measured runs, handed to
 * `page.evaluate` one by one. They use only `window.bench` (the bundle of the real client modules)
 * and the helpers below, which charts.ts also installs in the page as globals of the same names
 * (`measureFramesInPage`, `gestureInPage`, `painted`), since evaluated functions cannot close over
 * this module.
 */

/** What one measured run reports (all ms). */
export interface RunResult {
  firstDraw: number;
  /** Intervals between animation frames. */
  frames: number[];
  /** Main-thread time of each frame (script + style + layout + paint). */
  busy: number[];
  work: number[];
  longTasks: number[];
  visibleBars?: number;
  updates?: number;
  /** Table rows mounted (the engine windows long tables). */
  mounted?: number;
  /** K-line: mean time of one overlay-only repaint (crosshair step: legends, crosshair, tooltip, drawings), ms. */
  overlayRepaint?: number;
}

/** The page's bench API (see ENTRY in charts.ts). */
type Bench = {
  d3: typeof import('d3');
  makeBars(n: number): Array<{ t: number; o: number; h: number; l: number; c: number; v: number }>;
  makeRows(n: number): Array<{
    id: string;
    name: string;
    code: string;
    price: number;
    pct: number;
    change: number;
    speed: number;
    turnover: number;
    volumeRatio: number;
    amplitude: number;
    volume: number;
    amount: number;
    totalCap: number;
  }>;
  createKLineChart: typeof import('../../client/charts/index').createKLineChart;
  benchDrawingLayer: typeof import('./charts-bench-modules').benchDrawingLayer;
  mountTable(host: HTMLElement, rows: unknown[]): void;
  unmountTable(): void;
  startFeed(
    ids: string[],
    perSecond: number,
    onBatch?: (qs: Array<{ id: string; price: number; pct: number; change: number; speed: number }>) => void,
  ): () => number;
};

/**
 * Drives `step` once per animation frame for `ms`, recording frame intervals, the frame's
 * main-thread time (frame start → a task posted from its rAF callback, which runs after that
 * frame's callbacks, style, layout and paint), script time of the step, and long tasks.
 */
export async function measureFrames(ms: number, step: (i: number) => void): Promise<Pick<RunResult, 'frames' | 'busy' | 'work' | 'longTasks'>> {
  const frames: number[] = [];
  const busy: number[] = [];
  const work: number[] = [];
  const longTasks: number[] = [];
  const channel = new MessageChannel();
  let frameStart = 0;
  channel.port1.onmessage = () => busy.push(performance.now() - frameStart);
  const observer = new PerformanceObserver((list) =>
    list.getEntries().forEach((e) => {
      longTasks.push(e.duration);
    }),
  );
  observer.observe({ type: 'longtask' });
  await new Promise<void>((done) => {
    let prev = 0;
    let i = 0;
    const start = performance.now();
    const frame = (ts: number) => {
      if (prev) frames.push(ts - prev);
      prev = ts;
      const w0 = performance.now();
      frameStart = ts;
      step(i++);
      work.push(performance.now() - w0);
      channel.port2.postMessage(0);
      if (performance.now() - start < ms) requestAnimationFrame(frame);
      else done();
    };
    requestAnimationFrame(frame);
  });
  observer.disconnect();
  channel.port1.close();
  return { frames, busy, work, longTasks };
}

/** Resolves after the next frame has been painted. */
export const painted = () => new Promise<void>((r) => requestAnimationFrame(() => setTimeout(r, 0)));

/** Pan/zoom pattern shared by both K-line runs: per frame, pan 3 bars back or forth, zoom in/out every 4th frame. */
export function gesture(i: number): { pan: number; zoom: number } {
  const phase = Math.floor(i / 60) % 4;
  if (i % 4 === 3) return { pan: 0, zoom: phase < 2 ? 0.25 : -0.25 };
  return { pan: phase % 2 === 0 ? -3 : 3, zoom: 0 };
}

/**
 * The K-line run; with `drawings`, that many drawings on its price pane (scripts/bench/charts-bench-modules.ts);
 * with `overlays`, that many 叠加 codes (the same bars scaled and bent, as another code's) drawn over the candles.
 */
export async function klineCanvas(args: { bars: number; ms: number; drawings?: number; overlays?: number }): Promise<RunResult> {
  const bench = (window as unknown as { bench: Bench }).bench;
  const host = document.getElementById('host')!;
  host.innerHTML = '';
  const bars = bench.makeBars(args.bars);
  const t0 = performance.now();
  const chart = bench.createKLineChart(host, { label: 'bench' });
  chart.setData(bars);
  if (args.drawings) chart.setLayer(bench.benchDrawingLayer(bars, args.drawings));
  if (args.overlays) {
    chart.setCompare(
      Array.from({ length: args.overlays }, (_, k) => ({
        id: `OVERLAY${k}.SH`,
        label: `叠加${k + 1}`,
        bars: bars.map((b, i) => {
          const f = (k + 2) * (1 + 0.1 * Math.sin(i / (40 + 10 * k)));
          return { t: b.t, o: b.o * f, h: b.h * f, l: b.l * f, c: b.c * f, v: b.v };
        }),
      })),
    );
  }
  chart.flush();
  await painted();
  const firstDraw = performance.now() - t0;
  const range = chart.getVisibleRange()!;
  const result = await measureFramesInPage(args.ms, (i) => {
    const { pan, zoom } = gestureInPage(i);
    if (pan) chart.pan(pan);
    if (zoom) chart.zoom(zoom);
    chart.flush();
  });
  // Overlay-only repaints (what a pointer move costs, drawings included), timed back to back.
  const o0 = performance.now();
  for (let k = 0; k < 200; k++) {
    chart.moveCrosshair(k % 20 < 10 ? -1 : 1);
    chart.flush();
  }
  const overlayRepaint = (performance.now() - o0) / 200;
  chart.destroy();
  return { firstDraw, visibleBars: range.to - range.from + 1, overlayRepaint, ...result };
}

export async function klineSvg(args: { bars: number; ms: number; visible: number }): Promise<RunResult> {
  const { d3, makeBars } = (window as unknown as { bench: Bench }).bench;
  const host = document.getElementById('host')!;
  host.innerHTML = '';
  const bars = makeBars(args.bars);
  const W = host.clientWidth - 60;
  const H = host.clientHeight - 30;
  const priceH = H * 0.72;
  const t0 = performance.now();
  const ma = (n: number) => bars.map((_, i) => (i + 1 < n ? NaN : bars.slice(i + 1 - n, i + 1).reduce((s, b) => s + b.c, 0) / n));
  const mas = [5, 10, 20, 60].map(ma);
  const svg = d3.select(host).append('svg').attr('width', host.clientWidth).attr('height', host.clientHeight);
  const plot = svg.append('g');
  const yAxis = svg.append('g').attr('transform', `translate(${W},0)`);
  const xAxis = svg.append('g').attr('transform', `translate(0,${H})`);
  let count = args.visible;
  let end = bars.length;
  const draw = () => {
    const from = Math.max(0, Math.floor(end - count));
    const idx = d3.range(from, end);
    const x = d3.scaleBand<number>().domain(idx).range([0, W]).padding(0.2);
    const view = idx.map((i) => bars[i]!);
    const y = d3
      .scaleLinear()
      .domain([d3.min(view, (b) => b.l)!, d3.max(view, (b) => b.h)!])
      .nice()
      .range([priceH, 0]);
    const yv = d3
      .scaleLinear()
      .domain([0, d3.max(view, (b) => b.v)!])
      .range([H, priceH + 10]);
    const color = (i: number) => (bars[i]!.c >= bars[i]!.o ? '#F54345' : '#14BA71');
    plot
      .selectAll<SVGLineElement, number>('line.wick')
      .data(idx, (i) => i)
      .join('line')
      .attr('class', 'wick')
      .attr('x1', (i) => x(i)! + x.bandwidth() / 2)
      .attr('x2', (i) => x(i)! + x.bandwidth() / 2)
      .attr('y1', (i) => y(bars[i]!.h))
      .attr('y2', (i) => y(bars[i]!.l))
      .attr('stroke', color);
    plot
      .selectAll<SVGRectElement, number>('rect.body')
      .data(idx, (i) => i)
      .join('rect')
      .attr('class', 'body')
      .attr('x', (i) => x(i)!)
      .attr('width', x.bandwidth())
      .attr('y', (i) => y(Math.max(bars[i]!.o, bars[i]!.c)))
      .attr('height', (i) => Math.max(1, Math.abs(y(bars[i]!.o) - y(bars[i]!.c))))
      .attr('fill', color);
    plot
      .selectAll<SVGRectElement, number>('rect.vol')
      .data(idx, (i) => i)
      .join('rect')
      .attr('class', 'vol')
      .attr('x', (i) => x(i)!)
      .attr('width', x.bandwidth())
      .attr('y', (i) => yv(bars[i]!.v))
      .attr('height', (i) => H - yv(bars[i]!.v))
      .attr('fill', color);
    const line = d3
      .line<number>()
      .defined((i) => Number.isFinite(i))
      .x((_, k) => x(idx[k]!)! + x.bandwidth() / 2);
    plot
      .selectAll<SVGPathElement, number[]>('path.ma')
      .data(mas)
      .join('path')
      .attr('class', 'ma')
      .attr('fill', 'none')
      .attr('stroke', (_, k) => ['#F5A623', '#2F80ED', '#D0349E', '#19A8A8'][k]!)
      .attr('d', (m) => line.y((v) => y(v))(idx.map((i) => m[i]!)));
    yAxis.call(d3.axisRight(y));
    xAxis.call(
      d3
        .axisBottom(x)
        .tickValues(idx.filter((_, k) => k % Math.ceil(idx.length / 8) === 0))
        .tickFormat((i) => new Date(bars[i]!.t).toISOString().slice(0, 7)),
    );
  };
  draw();
  await painted();
  const firstDraw = performance.now() - t0;
  const result = await measureFramesInPage(args.ms, (i) => {
    const { pan, zoom } = gestureInPage(i);
    if (pan) end = Math.max(count, Math.min(bars.length, end + pan));
    if (zoom) count = Math.max(10, Math.min(bars.length, count / 1.25 ** zoom));
    draw();
  });
  host.innerHTML = '';
  return { firstDraw, visibleBars: args.visible, ...result };
}

export async function tableLive(args: { rows: number; rate: number; ms: number }): Promise<RunResult> {
  const bench = (window as unknown as { bench: Bench }).bench;
  const host = document.getElementById('host')!;
  host.innerHTML = '';
  const rows = bench.makeRows(args.rows);
  const t0 = performance.now();
  bench.mountTable(host, rows);
  await painted();
  const firstDraw = performance.now() - t0;
  const stop = bench.startFeed(
    rows.map((r) => r.id),
    args.rate,
  );
  const result = await measureFramesInPage(args.ms, () => {});
  const updates = stop();
  const mounted = host.querySelectorAll('tbody tr[data-id]').length;
  bench.unmountTable();
  return { firstDraw, updates, mounted, ...result };
}

export async function tableNaive(args: { rows: number; rate: number; ms: number }): Promise<RunResult> {
  const bench = (window as unknown as { bench: Bench }).bench;
  const { d3 } = bench;
  const host = document.getElementById('host')!;
  host.innerHTML = '';
  const rows = bench.makeRows(args.rows);
  const byId = new Map(rows.map((r, i) => [r.id, i]));
  const cellsOf = (r: (typeof rows)[number], i: number) => [
    String(i + 1),
    `${r.name} ${r.code}`,
    r.price.toFixed(2),
    `${r.pct.toFixed(2)}%`,
    r.change.toFixed(2),
    `${r.speed.toFixed(2)}%`,
    `${r.turnover.toFixed(2)}%`,
    r.volumeRatio.toFixed(2),
    `${r.amplitude.toFixed(2)}%`,
    String(r.volume),
    String(r.amount),
    String(r.totalCap),
  ];
  const t0 = performance.now();
  const tbody = d3.select(host).append('table').style('width', '100%').style('font', '14px sans-serif').style('border-collapse', 'collapse').append('tbody');
  const render = () =>
    tbody
      .selectAll('tr')
      .data(rows)
      .join('tr')
      .selectAll('td')
      .data((r, i) => cellsOf(r, i).map((text, k) => ({ text, up: k >= 2 && k <= 5 ? r.change : 0 })))
      .join('td')
      .style('padding', '8px 12px')
      .style('text-align', 'right')
      .style('color', (d) => (d.up > 0 ? '#F54345' : d.up < 0 ? '#14BA71' : '#1D2129'))
      .text((d) => d.text);
  render();
  await painted();
  const firstDraw = performance.now() - t0;
  const stop = bench.startFeed(
    rows.map((r) => r.id),
    args.rate,
    (qs) => {
      for (const q of qs) Object.assign(rows[byId.get(q.id)!]!, { price: q.price, pct: q.pct, change: q.change, speed: q.speed });
      render();
    },
  );
  const result = await measureFramesInPage(args.ms, () => {});
  const updates = stop();
  const mounted = host.querySelectorAll('tbody tr').length;
  host.innerHTML = '';
  return { firstDraw, updates, mounted, ...result };
}

/* In the page these names are globals installed by charts.ts; here they alias the helpers for the type checker. */
const measureFramesInPage = measureFrames;
const gestureInPage = gesture;

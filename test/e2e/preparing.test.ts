/**
 * While the upstream is still preparing, pages say so in Chinese with the progress — never a 504
 * or an error toast — and fill in by themselves once it serves. The edge answers 数据准备中 while
 * the fake upstream is "starting"; then it flips to ready and the same page loads its data.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { build } from '../../gateway/edge/app';
import type { UpstreamReadiness } from '../../contracts/warming';
import { launchBrowser, type TestBrowser } from './helpers/browser';
import { DIST_CLIENT } from './helpers/stack';
import { startSim, type RunningSim } from '../../gateway/sim/start';
import { marketPage, shot } from './market-support';

let browser: TestBrowser;
let sim: RunningSim;
let edge: FastifyInstance;
let base = '';
let readiness: UpstreamReadiness = { phase: 'starting', progress: 0.35, stage: '启动模拟行情' };

before(async () => {
  sim = await startSim({ dataDir: ':memory:', bootCacheDir: process.env.SIM_CACHE_DIR ?? null });
  edge = await build({
    upstreamUrl: sim.apiUrl,
    source: { kind: 'upstream', hosts: sim.wsUrls },
    staticDir: DIST_CLIENT,
    logger: false,
    upstreamReadiness: () => readiness,
    rateLimit: { ipMax: 100_000, tokenMax: 100_000 },
  });
  await edge.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(edge.server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});

after(async () => {
  await browser?.close();
  await edge?.close();
  await sim?.close();
});

for (const theme of ['white', 'blank'] as const) {
  test(`数据准备中 (${theme}): the data centre shows the progress, no error toast, then its data once the upstream serves`, { timeout: 90_000 }, async () => {
    readiness = { phase: 'starting', progress: 0.35, stage: '启动模拟行情' };
    const { page, context } = await marketPage(browser, { theme });
    try {
      const answers: number[] = [];
      page.on('response', (r) => {
        if (r.url().includes('/api/')) answers.push(r.status());
      });
      await page.goto(`${base}/dataCenter?section=margin`);
      await page.getByText('数据准备中（启动模拟行情 35%）').first().waitFor({ timeout: 30_000 });
      await shot(page, `preparing-data-center-${theme}`);
      assert.equal(await page.getByText('请求错误').count(), 0, 'no 请求错误 notification');
      assert.ok(!answers.includes(504), 'never a 504');
      assert.ok(answers.includes(503));
      readiness = { phase: 'ready', progress: 1, stage: '' };
      await page.waitForSelector('[data-testid=margin-chart]', { timeout: 60_000 });
      assert.equal(await page.getByText(/数据准备中/).count(), 0, 'the label is gone once the data is there');
    } finally {
      await context.close();
    }
  });
}

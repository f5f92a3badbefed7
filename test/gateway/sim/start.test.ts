import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';
import type { StockDetail } from '../../../contracts/endpoints/details';
import type { KlineAnswer } from '../../../contracts/endpoints/market-data';
import type { SearchAnswer } from '../../../contracts/endpoints/search';
import type { Envelope } from '../../../contracts/envelope';
import { signingHeaders } from '../../../contracts/signing';
import { encodeFrame, parseServerFrame, type Quote, type ServerFrame } from '../../../contracts/ws-protocol';
import { fixedClock } from '../../../gateway/sim/market/live/clock';
import { createCompanyBackedMarket } from '../../../gateway/sim/companies/company-backed-market';
import { loadUniverse } from '../../../gateway/sim/market/universe/index';
import { DB_FILE_NAME } from '../../../gateway/sim/store/index';
import { startQuotePump, startSim, PUMP_SLICES } from '../../../gateway/sim/start';

async function getJson<T>(url: string, headers: Record<string, string> = {}): Promise<{ env: Envelope<T>; sim: string | null }> {
  const res = await fetch(url, { headers });
  return { env: (await res.json()) as Envelope<T>, sim: res.headers.get('x-sim') };
}

/** Collects a socket's frames; `next(pred)` waits for the first matching one. */
function frames(ws: WebSocket): { next(pred: (f: ServerFrame) => boolean, ms: number): Promise<ServerFrame> } {
  const seen: ServerFrame[] = [];
  const waiters: Array<() => void> = [];
  ws.on('message', (data) => {
    const parsed = parseServerFrame(data.toString());
    assert.ok(parsed.ok, `valid frame: ${data.toString().slice(0, 100)}`);
    seen.push(parsed.frame);
    for (const w of waiters.splice(0)) w();
  });
  return {
    async next(pred, ms) {
      const deadline = Date.now() + ms;
      for (;;) {
        const i = seen.findIndex(pred);
        if (i >= 0) return seen.splice(0, i + 1).at(-1)!;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('timed out waiting for a frame');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiters.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
    },
  };
}

test('startSim end to end: search over HTTP, a snapshot then live updates on a feed host, close stops it all', async (t) => {
  const sim = await startSim({ dataDir: ':memory:', bootCacheDir: process.env.SIM_CACHE_DIR ?? null, port: 0 });
  t.after(() => sim.close());
  assert.match(sim.apiUrl, /^http:\/\/127\.0\.0\.1:\d+$/);
  assert.equal(sim.wsUrls.length, 5);
  assert.equal(new Set(sim.wsUrls).size, 5);

  const { env, sim: header } = await getJson<SearchAnswer>(`${sim.apiUrl}/api/v3/search/all?text=gzmt&types=all`);
  assert.equal(header, '1');
  assert.equal(env.code, '000');
  assert.deepEqual([env.datas.list[0]!.name, env.datas.list[0]!.code, env.datas.list[0]!.codeSuff], ['贵州茅台', '600519', 'SH']);

  const ws = new WebSocket(sim.wsUrls[2]!);
  t.after(() => ws.terminate());
  const inbox = frames(ws);
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  ws.send(encodeFrame({ type: 'sub', codes: ['600519.SH'] }));
  const snapshot = await inbox.next((f) => f.type === 'snapshot', 5_000);
  const first = (snapshot as { quotes: Quote[] }).quotes[0]!;
  assert.equal(first.id, '600519.SH');
  assert.equal(first.status, 'trading', 'the live clock always shows a session');
  const update = (await inbox.next((f) => f.type === 'quotes', 10_000)) as { quotes: Quote[] };
  assert.deepEqual(
    update.quotes.map((q) => q.id),
    ['600519.SH'],
    'only what was subscribed',
  );
  assert.ok(update.quotes[0]!.ts > first.ts, 'a later quote');

  await sim.close();
  await sim.close(); // idempotent
  await assert.rejects(fetch(`${sim.apiUrl}/api/v2/notice/current`));
  await new Promise<void>((resolve) => {
    const again = new WebSocket(sim.wsUrls[0]!);
    again.once('error', () => resolve());
    again.once('open', () => assert.fail('feed host still open'));
  });
});

test('startSim with a fixed clock, a data dir and the API lock: kline today equals the quote over HTTP', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zhigu-sim-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const dataDir = join(dir, 'nested', 'data');
  const sim = await startSim({ dataDir, clock: '2025-11-27T14:10:00+08:00', seed: 'demo', apiLock: true });
  t.after(() => sim.close());
  assert.ok(existsSync(join(dataDir, DB_FILE_NAME)), 'data dir created');

  assert.equal((await getJson(`${sim.apiUrl}/api/v3/details/detailsStockA?code=600519`)).env.code, '401', 'locked');
  const lock = (await getJson<string>(`${sim.apiUrl}/api/v2/system/apiOuth`)).env.datas;
  const signed = () => {
    const h = signingHeaders(lock, Date.now());
    return { timestamp: h.timeStamp, zstokv1: h.zstokv1 };
  };
  const detail = (await getJson<StockDetail>(`${sim.apiUrl}/api/v3/details/detailsStockA?code=600519`, signed())).env;
  assert.equal(detail.code, '000');
  const kline = (await getJson<KlineAnswer>(`${sim.apiUrl}/api/v3/data/getByconfig?name=kline&code=600519.SH&period=day&count=2`, signed())).env;
  const today = kline.datas.bars.at(-1)!;
  const q = detail.datas.quote;
  assert.deepEqual([today.c, today.h, today.l, today.v], [q.price, q.high, q.low, q.volume]);
});

test('a boot keeps what it solved in the boot cache and the next boot reads it back: same market, the walk skipped', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zhigu-sim-cache-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const boot = async () => {
    const lines: string[] = [];
    const sim = await startSim({ dataDir: ':memory:', bootCacheDir: dir, clock: '2025-11-27T10:40:00+08:00', log: (l) => lines.push(l) });
    const quotes = sim.market.wireQuotes();
    await sim.close();
    return { lines, quotes };
  };
  const first = await boot();
  assert.ok(first.lines.some((l) => /market built/.test(l)) && first.lines.some((l) => /kept in/.test(l)), first.lines.join('\n'));
  const [file] = readdirSync(dir);
  const memo = JSON.parse(readFileSync(join(dir, file!), 'utf8')) as { anchors: Record<string, unknown>; caps: Record<string, unknown> };
  assert.ok(Object.keys(memo.anchors).length > 1000 && Object.keys(memo.caps).length > 100, 'anchors of the whole universe and the indexes’ member caps');
  const second = await boot();
  assert.ok(
    second.lines.some((l) => /read back/.test(l)),
    second.lines.join('\n'),
  );
  assert.ok(!second.lines.some((l) => /kept in/.test(l)), 'nothing new to keep');
  assert.deepEqual(second.quotes, first.quotes, 'the same market to the last digit');
});

test('with buildWorker, a past-date screen is built on the worker thread (the log says so) and answers its rows', { timeout: 120_000 }, async (t) => {
  const lines: string[] = [];
  const sim = await startSim({
    dataDir: ':memory:',
    bootCacheDir: process.env.SIM_CACHE_DIR ?? null,
    admission: null,
    buildWorker: true,
    log: (l) => lines.push(l),
  });
  t.after(() => sim.close());
  type Screen = Envelope<{ asOf: string; live: boolean; total: number; rows: Array<{ forward?: unknown }>; retryAfter?: number }>;
  let body: Screen;
  // A build longer than the route waits answers 520 数据准备中 with retryAfter; the page asks again, and so does this test.
  for (;;) {
    const res = await fetch(`${sim.apiUrl}/api/v3/screener/run`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ tree: { all: [{ field: 'pct20', min: 0 }] }, asOf: '2025-09-15', size: 5 }),
    });
    body = (await res.json()) as Screen;
    if (body.code !== '520') break;
    await new Promise((r) => setTimeout(r, (body.datas.retryAfter ?? 1) * 1000));
  }
  assert.equal(body.code, '000', JSON.stringify(body).slice(0, 300));
  assert.equal(body.datas.asOf, '2025-09-15');
  assert.equal(body.datas.live, false);
  assert.ok(body.datas.total > 0 && body.datas.rows.every((r) => r.forward), 'rows with their forward returns');
  assert.ok(
    lines.some((l) => /^build worker: 2025-09-15 built in \d+ ms$/.test(l)),
    lines.join('\n'),
  );
});

test('startSim rejects bad options before starting anything', async () => {
  await assert.rejects(startSim({ port: -1 }), /port/);
  await assert.rejects(startSim({ seed: '' }), /seed/);
  await assert.rejects(startSim({ clock: 'tomorrow' }), /SIM_CLOCK/);
  await assert.rejects(startSim({ dataDir: '' }), /dataDir/);
  await assert.rejects(startSim({ apiLock: 'yes' as unknown as boolean }), /apiLock/);
  await assert.rejects(startSim({ buildWorker: 1 as unknown as boolean }), /buildWorker must be a boolean/);
});

test('the quote pump pushes each changed security once per round of slices, and nothing when nothing trades', () => {
  const universe = loadUniverse();
  const clock = fixedClock(Date.parse('2025-11-27T10:30:00+08:00'));
  const market = createCompanyBackedMarket({ securities: universe.all, constituents: (id) => universe.constituents(id), seed: 3, clock });
  market.step();
  const ids = universe.all.map((e) => e.id);
  const pump = startQuotePump(market, ids, { intervalMs: 3_600_000 });
  const pushed: string[] = [];
  pump.onUpdate((quotes) => pushed.push(...quotes.map((q) => q.id)));

  const before = market.seq;
  clock.advance(3_000);
  for (let i = 0; i < PUMP_SLICES; i++) pump.tick();
  const changed = market.changedSince(before);
  assert.ok(changed.length > 1000, `most securities tick in 3 s (${changed.length})`);
  assert.equal(new Set(pushed).size, pushed.length, 'no duplicates');
  assert.deepEqual(new Set(pushed), new Set(changed));

  assert.equal(pump.quotes(['600519.SH', 'NOPE.SH'])[0]!.id, '600519.SH');
  assert.equal(pump.allIds(), ids);

  clock.set(Date.parse('2025-11-27T12:00:00+08:00'));
  for (let i = 0; i < PUMP_SLICES; i++) pump.tick(); // the lunch-break transition
  pushed.length = 0;
  clock.advance(60_000);
  for (let i = 0; i < PUMP_SLICES; i++) pump.tick();
  assert.deepEqual(pushed, [], 'lunch break: nothing moves');
  pump.stop();
});

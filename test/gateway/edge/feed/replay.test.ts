import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseFeedRecord, type FeedRecord } from '../../../../contracts/feed-record';
import { recordFeed } from '../../../../gateway/edge/feed/record-feed';
import { FAST_FEED, connect, quote, startEdge, startFeedHost, waitFor } from '../helpers';

function readRecords(file: string): FeedRecord[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((l) => l !== '')
    .map((l) => {
      const r = parseFeedRecord(l);
      if (typeof r === 'string') throw new Error(r);
      return r;
    });
}

test('record → replay → record again is lossless apart from timing; replay drives the fan-out', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-replay-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const first = path.join(dir, 'first.ndjson');
  const second = path.join(dir, 'second.ndjson');

  const host = await startFeedHost();
  t.after(() => host.kill());
  host.values.set('600519.SH', { ...quote('600519.SH', 1700), open: 1690, status: 'trading' });
  const rec = await recordFeed({ hosts: [host.url], out: first, durationMs: null, timings: FAST_FEED });
  await waitFor(() => host.subs().has('*'), 2000, 'recorder subscribed to all');
  for (let i = 1; i <= 5; i++) {
    host.push([quote('600519.SH', 1700 + i), quote('000001.SZ', 11 + i / 100)]);
    await new Promise((r) => setTimeout(r, 30));
  }
  await new Promise((r) => setTimeout(r, 50));
  rec.stop();
  assert.equal(await rec.finished, 6, 'snapshot + 5 frames');
  const a = readRecords(first);
  assert.equal(a[0]!.type, 'snapshot');

  const edge = await startEdge({ source: { kind: 'replay', file: first, speed: 2, loop: false }, recordFile: second, ws: { batchMs: 5 } });
  const c = await connect(edge.wsUrl);
  await c.next((f) => f.type === 'status' && f.upstream === 'up');
  c.send(JSON.stringify({ type: 'sub', codes: ['000001.SZ'] }));
  const snapshot = await c.next((f) => f.type === 'snapshot');
  await edge.app.edge.source.ended();
  await edge.app.close();
  c.ws.terminate();

  const b = readRecords(second);
  const strip = (rs: FeedRecord[]) => rs.map(({ type, quotes }) => ({ type, quotes }));
  assert.deepEqual(strip(b), strip(a));
  // Byte-identical apart from the t field.
  const noT = (file: string) => readFileSync(file, 'utf8').replace(/^\{"t":\d+,/gm, '{');
  assert.equal(noT(second), noT(first));
  // Gaps are kept (divided by speed): the replay took at least ~half the recorded span.
  const span = (rs: FeedRecord[]) => rs.at(-1)!.t - rs[0]!.t;
  assert.ok(span(b) >= span(a) / 2 - 15, `replayed span ${span(b)} vs recorded ${span(a)}`);
  const got = [snapshot, ...c.frames].flatMap((f) => (f.type === 'quotes' || f.type === 'snapshot' ? f.quotes : []));
  assert.ok(
    got.some((q) => q.id === '000001.SZ'),
    'the subscribed client received replayed values',
  );
  assert.ok(!got.some((q) => q.id !== '000001.SZ'), 'and only the code it asked for');
});

test('replay skips malformed lines, loops when asked, and readyz reports it', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-replay-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'day.ndjson');
  const now = Date.now();
  writeFileSync(
    file,
    `${[
      JSON.stringify({ t: now, type: 'quotes', quotes: [quote('600519.SH', 1)] }),
      '{broken',
      JSON.stringify({ t: now + 20, type: 'quotes', quotes: [quote('600519.SH', 2)] }),
    ].join('\n')}\n`,
  );
  const edge = await startEdge({ source: { kind: 'replay', file, speed: 1, loop: true }, ws: { batchMs: 5 } });
  t.after(() => edge.app.close());
  const c = await connect(edge.wsUrl);
  t.after(() => c.ws.terminate());
  c.send(JSON.stringify({ type: 'sub', codes: ['600519.SH'] }));
  const prices: number[] = [];
  const started = Date.now();
  while (prices.filter((p) => p === 1).length < 2 && Date.now() - started < 3000) {
    const f = await c.next((x) => x.type === 'quotes' || x.type === 'snapshot');
    if (f.type === 'quotes' || f.type === 'snapshot') prices.push(...f.quotes.map((q) => q.price));
  }
  assert.ok(prices.filter((p) => p === 1).length >= 2, `looped: ${prices.join(',')}`);
  const ready = await fetch(`${edge.opsUrl}/readyz`);
  assert.equal(ready.status, 200);
  assert.deepEqual((await ready.json()).feed, { kind: 'replay', up: true, detail: file });
});

// Issue 11 finding 1: a socket that never reads, flooding frames, must not grow the gateway's
// memory — every write honours the send-buffer bound — and refused frames of any kind count
// toward the protocol-abuse close.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Socket } from 'node:net';
import type { Hub } from '../../../gateway/edge/hub/hub';
import type { HubClient } from '../../../gateway/edge/hub/hub-client';
import { CLOSE_CODES } from '../../../contracts/ws-protocol';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { connect, quote, startEdge, waitFor } from './helpers';

const REPLAY = { kind: 'replay', file: '/dev/null', speed: 1, loop: false } as const;
const SLOW_BYTES = 256 * 1024;
const CODES = Array.from({ length: 400 }, (_, i) => `${600000 + i}.SH`);

/** Send buffers of the hub's clients (the server side of each socket). */
function buffered(hub: Hub): number[] {
  return [...(hub as unknown as { clients: Set<HubClient> }).clients].map((c) => c.transport.bufferedAmount);
}

test('a non-reading socket repeating sub frames (each answered by a snapshot) is bounded by the send buffer and closed as a slow consumer', async (t) => {
  // A replay fills the cache with 400 codes; every `sub` of them is answered with a ~40 KB snapshot.
  const dir = mkdtempSync(path.join(tmpdir(), 'zhigu-flood-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'day.ndjson');
  writeFileSync(file, `${JSON.stringify({ t: 0, type: 'snapshot', quotes: CODES.map((id) => quote(id, 10)) })}\n`);
  const edge = await startEdge({
    source: { kind: 'replay', file, speed: 1, loop: false },
    ws: { slowBytes: SLOW_BYTES, slowCloseMs: 300, batchMs: 10, maxFrameBytes: 64 * 1024 },
  });
  t.after(() => edge.app.close());
  await waitFor(() => edge.app.edge.hub.stats().cached === CODES.length, 2000, 'replay cached');
  const c = await connect(edge.wsUrl);
  t.after(() => c.ws.terminate());
  await c.next((f) => f.type === 'status');
  (c.ws as unknown as { _socket: Socket })._socket.pause(); // never reads again
  const sub = JSON.stringify({ type: 'sub', codes: CODES });
  let maxBuffered = 0;
  for (let round = 0; round < 200 && edge.app.edge.hub.stats().clients > 0; round++) {
    for (let i = 0; i < 20; i++) c.send(sub);
    await new Promise((r) => setTimeout(r, 10));
    for (const b of buffered(edge.app.edge.hub)) maxBuffered = Math.max(maxBuffered, b);
  }
  await waitFor(() => edge.app.edge.hub.stats().clients === 0, 3000, 'flooding socket dropped');
  // One frame past the bound at most.
  assert.ok(maxBuffered > 0 && maxBuffered <= SLOW_BYTES + 64 * 1024, `server send buffer stayed bounded (max ${maxBuffered} B)`);
  const metrics = await (await fetch(`${edge.opsUrl}/metrics`)).text();
  assert.match(metrics, /zhigu_ws_closed_total\{reason="slow_consumer"\} 1/);
  (c.ws as unknown as { _socket: Socket })._socket.resume();
  assert.equal((await c.closed).code, CLOSE_CODES.SLOW_CONSUMER);
});

test('over-limit sub frames count as refused frames: repeated, they close the socket with 4003', async (t) => {
  const edge = await startEdge({ source: REPLAY, ws: { maxCodesPerSocket: 2, maxBadFrames: 5 } });
  t.after(() => edge.app.close());
  const c = await connect(edge.wsUrl);
  t.after(() => c.ws.terminate());
  const tooMany = JSON.stringify({ type: 'sub', codes: ['600000.SH', '600001.SH', '600002.SH'] });
  for (let i = 0; i < 10; i++) c.send(tooMany);
  assert.equal((await c.closed).code, CLOSE_CODES.PROTOCOL_ABUSE);
  const metrics = await (await fetch(`${edge.opsUrl}/metrics`)).text();
  assert.match(metrics, /zhigu_ws_rejected_frames_total [6-9]/);
});

/**
 * Live-room chat through the edge: a browser socket's chatSub makes the gateway join the room
 * upstream (and leave when its last member goes); the upstream's chat and chatWithdraw frames reach
 * exactly the room's members, batched, as sent; malformed chat frames from either side are refused
 * (the browser gets an error frame, the socket stays open); a socket may join only
 * MAX_CHAT_ROOMS_PER_SOCKET rooms; a flood of malformed frames closes the socket with 4003.
 */
import assert from 'node:assert/strict';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { test } from 'node:test';
import { WebSocketServer, type WebSocket } from 'ws';
import { MAX_CHAT_ROOMS_PER_SOCKET, type ChatMessage } from '../../../contracts/ws-chat';
import { CLOSE_CODES, HEART, encodeFrame, parseClientFrame, type ServerFrame } from '../../../contracts/ws-protocol';
import { FAST_FEED, connect, startEdge, waitFor } from './helpers';

/** A feed host that records chatSub/chatUnsub and pushes text to the sockets that joined a room. */
async function chatHost() {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const rooms = new Map<WebSocket, Set<string>>();
  const log: string[] = [];
  wss.on('connection', (ws) => {
    rooms.set(ws, new Set());
    ws.on('close', () => rooms.delete(ws));
    ws.on('message', (data) => {
      const p = parseClientFrame(data.toString());
      if (!p.ok) return;
      if (p.frame.type === 'heart') ws.send(HEART);
      else if (p.frame.type === 'chatSub') {
        rooms.get(ws)!.add(p.frame.room);
        log.push(`+${p.frame.room}`);
      } else if (p.frame.type === 'chatUnsub') {
        rooms.get(ws)!.delete(p.frame.room);
        log.push(`-${p.frame.room}`);
      }
    });
  });
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    log,
    joined: (room: string) => [...rooms.values()].some((s) => s.has(room)),
    push(room: string, text: string) {
      for (const [ws, set] of rooms) if (set.has(room)) ws.send(text);
    },
    async kill() {
      for (const ws of wss.clients) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}

const msg = (room: string, n: number, text = `第${n}条`): ChatMessage => ({
  id: `m${n}`,
  room,
  role: 'user',
  kind: 'chat',
  nick: `用户${n}`,
  text,
  ts: 1_700_000_000_000 + n,
});
const isChat = (f: ServerFrame) => f.type === 'chat' || f.type === 'chatWithdraw';

test('chat reaches exactly the room members, batched and verbatim; withdraws follow; the gateway joins and leaves upstream', async (t) => {
  const host = await chatHost();
  const edge = await startEdge({ source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED }, ws: { batchMs: 10 } });
  t.after(async () => {
    await edge.app.close();
    await host.kill();
  });
  const a = await connect(edge.wsUrl);
  const b = await connect(edge.wsUrl);
  const other = await connect(edge.wsUrl);
  t.after(() => {
    for (const c of [a, b, other]) c.ws.terminate();
  });
  a.send(JSON.stringify({ type: 'chatSub', room: 'L100' }));
  b.send(JSON.stringify({ type: 'chatSub', room: 'L100' }));
  other.send(JSON.stringify({ type: 'chatSub', room: 'L101' }));
  await waitFor(() => host.joined('L100') && host.joined('L101'), 3000, 'the gateway joins both rooms upstream');

  const hostile = msg('L100', 1, '<script>alert(1)</script>&amp;');
  host.push('L100', encodeFrame({ type: 'chat', room: 'L100', messages: [hostile] }));
  host.push('L100', encodeFrame({ type: 'chat', room: 'L100', messages: [msg('L100', 2)] }));
  host.push('L100', '{"type":"chat","room":"L100","messages":[{"id":"x"}]}'); // malformed: dropped by the gateway
  host.push('L100', '{"type":"chat","room":"../x","messages":[]}');
  const got = await a.next((f) => f.type === 'chat');
  const all: ChatMessage[] = got.type === 'chat' ? [...got.messages] : [];
  if (all.length < 2) {
    const more = await a.next((f) => f.type === 'chat' && f !== got);
    if (more.type === 'chat') all.push(...more.messages);
  }
  assert.deepEqual(
    all.map((m) => m.id),
    ['m1', 'm2'],
  );
  assert.equal(all[0]!.text, hostile.text, 'text passes through untouched (clients render it as text)');
  await b.next((f) => f.type === 'chat');
  host.push('L100', encodeFrame({ type: 'chatWithdraw', room: 'L100', ids: ['m1'] }));
  const w = await b.next((f) => f.type === 'chatWithdraw');
  assert.deepEqual(w, { type: 'chatWithdraw', room: 'L100', ids: ['m1'] });
  await new Promise((r) => setTimeout(r, 100));
  assert.equal(other.frames.filter(isChat).length, 0, 'another room hears nothing');

  a.send(JSON.stringify({ type: 'chatUnsub', room: 'L100' }));
  b.ws.terminate();
  await waitFor(() => !host.joined('L100'), 3000, 'the gateway leaves the room with its last member');
  assert.ok(host.log.includes('-L100'));
});

test('malformed chat frames are refused with an error frame; the room bound holds; a flood closes with 4003', async (t) => {
  const host = await chatHost();
  const edge = await startEdge({ source: { kind: 'upstream', hosts: [host.url], ...FAST_FEED }, ws: { batchMs: 10 } });
  t.after(async () => {
    await edge.app.close();
    await host.kill();
  });
  const c = await connect(edge.wsUrl);
  t.after(() => c.ws.terminate());
  for (const bad of [
    { type: 'chatSub' },
    { type: 'chatSub', room: '<b>x</b>' },
    { type: 'chatSub', room: 'x'.repeat(41) },
    { type: 'chatSub', room: 42 },
    { type: 'chat', room: 'L1', text: 'hi' },
  ]) {
    c.send(JSON.stringify(bad));
    const err = await c.next((f) => f.type === 'error');
    assert.ok(err.type === 'error' && err.reason.length > 0);
    c.frames.length = 0;
  }
  for (let i = 0; i < MAX_CHAT_ROOMS_PER_SOCKET; i++) c.send(JSON.stringify({ type: 'chatSub', room: `L${i}` }));
  c.send(JSON.stringify({ type: 'chatSub', room: 'L999' }));
  const err = await c.next((f) => f.type === 'error');
  assert.ok(err.type === 'error' && /too many rooms/.test(err.reason));
  assert.equal(c.ws.readyState, c.ws.OPEN);

  const flood = await connect(edge.wsUrl);
  const closed = once(flood.ws, 'close');
  for (let i = 0; i < 40; i++) flood.send('{"type":"chatSub","room":""}');
  const [code] = (await closed) as [number];
  assert.equal(code, CLOSE_CODES.PROTOCOL_ABUSE);
});

/**
 * bench:chat baseline: a plain ws server that relays each chat message to each room member as its
 * own frame, JSON-stringified anew per member. (argv: feedUrl)
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { HEART, encodeFrame, parseClientFrame, parseServerFrame } from '../../../contracts/ws-protocol';
import { processFigures, serveWorker } from '../lib/ipc';
import { BENCH_ROOM } from './upstream';

const [feedUrl] = process.argv.slice(2);
const members = new Set<WebSocket>();
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await once(wss, 'listening');
wss.on('connection', (ws) => {
  ws.on('message', (d) => {
    const p = parseClientFrame(d.toString());
    if (!p.ok) return;
    if (p.frame.type === 'heart') ws.send(HEART);
    else if (p.frame.type === 'chatSub') members.add(ws);
  });
  ws.on('close', () => members.delete(ws));
});
const feed = new WebSocket(feedUrl!, { perMessageDeflate: false });
await once(feed, 'open');
feed.send(encodeFrame({ type: 'chatSub', room: BENCH_ROOM }));
feed.on('message', (d) => {
  const p = parseServerFrame(d.toString());
  if (!p.ok || p.frame.type !== 'chat') return;
  for (const m of p.frame.messages) for (const ws of members) ws.send(JSON.stringify({ type: 'chat', room: m.room, messages: [m] }));
});
const port = (wss.address() as AddressInfo).port;
serveWorker({ stats: () => ({ ...processFigures(), hub: { clients: wss.clients.size } }) }, { port, ws: `ws://127.0.0.1:${port}/` });

/**
 * Bench worker: the naive baseline — a plain ws server that, for every upstream update and every
 * client subscribed to its code, JSON-stringifies a frame for that client and sends it.
 * (argv: feedUrl)
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { HEART, encodeFrame, parseClientFrame, parseServerFrame } from '../../../contracts/ws-protocol';
import { processFigures, serveWorker } from './ipc';

const [feedUrl] = process.argv.slice(2);
const subs = new Map<string, Set<WebSocket>>();
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await once(wss, 'listening');
wss.on('connection', (ws) => {
  const mine = new Set<string>();
  ws.on('message', (d) => {
    const p = parseClientFrame(d.toString());
    if (!p.ok) return;
    if (p.frame.type === 'heart') ws.send(HEART);
    else if (p.frame.type === 'sub') {
      for (const c of p.frame.codes) {
        mine.add(c);
        let s = subs.get(c);
        if (!s) subs.set(c, (s = new Set()));
        s.add(ws);
      }
    }
  });
  ws.on('close', () => {
    for (const c of mine) subs.get(c)?.delete(ws);
  });
});
const feed = new WebSocket(feedUrl!, { perMessageDeflate: false });
await once(feed, 'open');
feed.send(encodeFrame({ type: 'subAll' }));
feed.on('message', (d) => {
  const p = parseServerFrame(d.toString());
  if (!p.ok || p.frame.type !== 'quotes') return;
  for (const q of p.frame.quotes) {
    const s = subs.get(q.id);
    if (!s) continue;
    for (const ws of s) ws.send(JSON.stringify({ type: 'quotes', quotes: [q] }));
  }
});
const port = (wss.address() as AddressInfo).port;
serveWorker({ stats: (args) => ({ ...processFigures(args), hub: { clients: wss.clients.size } }) }, { port, ws: `ws://127.0.0.1:${port}/` });

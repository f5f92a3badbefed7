/**
 * bench:news baseline: a plain ws server that serialises per client — every quote update and every
 * news batch is JSON-stringified anew for each subscribed client and sent. (argv: feedUrl)
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import WebSocket, { WebSocketServer } from 'ws';
import { HEART, encodeFrame, parseClientFrame, parseServerFrame } from '../../../contracts/ws-protocol';
import { processFigures, serveWorker } from '../lib/ipc';

const [feedUrl] = process.argv.slice(2);
const subs = new Map<string, Set<WebSocket>>();
const newsSubs = new Set<WebSocket>();
const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
await once(wss, 'listening');
wss.on('connection', (ws) => {
  const mine = new Set<string>();
  ws.on('message', (d) => {
    const p = parseClientFrame(d.toString());
    if (!p.ok) return;
    if (p.frame.type === 'heart') ws.send(HEART);
    else if (p.frame.type === 'subNews') newsSubs.add(ws);
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
    newsSubs.delete(ws);
    for (const c of mine) subs.get(c)?.delete(ws);
  });
});
const feed = new WebSocket(feedUrl!, { perMessageDeflate: false });
await once(feed, 'open');
feed.send(encodeFrame({ type: 'subAll' }));
feed.send(encodeFrame({ type: 'subNews' }));
feed.on('message', (d) => {
  const p = parseServerFrame(d.toString());
  if (!p.ok) return;
  const f = p.frame;
  if (f.type === 'news' && !f.recent) {
    for (const ws of newsSubs) ws.send(JSON.stringify({ type: 'news', items: f.items }));
  } else if (f.type === 'quotes') {
    for (const q of f.quotes) {
      const s = subs.get(q.id);
      if (!s) continue;
      for (const ws of s) ws.send(JSON.stringify({ type: 'quotes', quotes: [q] }));
    }
  }
});
const port = (wss.address() as AddressInfo).port;
serveWorker({ stats: () => ({ ...processFigures(), hub: { clients: wss.clients.size } }) }, { port, ws: `ws://127.0.0.1:${port}/` });

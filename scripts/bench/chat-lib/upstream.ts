/**
 * bench:chat upstream: a feed speaking contracts/ws-protocol that sends chat messages of room
 * {@link BENCH_ROOM} at `perSec` (one `chat` frame per message, as the sim sends them) to the
 * sockets that joined it. Messages carry `ts` = send time.
 */
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ChatMessage } from '../../../contracts/ws-chat';
import { HEART, encodeFrame, parseClientFrame } from '../../../contracts/ws-protocol';

/** The room every bench client joins. */
export const BENCH_ROOM = 'L100';

/** A running upstream. */
export interface ChatUpstream {
  url: string;
  close(): Promise<void>;
}

/** Starts the upstream. */
export async function startChatUpstream(perSec: number): Promise<ChatUpstream> {
  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0, perMessageDeflate: false });
  await once(wss, 'listening');
  const members = new Set<WebSocket>();
  wss.on('connection', (ws) => {
    ws.on('close', () => members.delete(ws));
    ws.on('message', (d) => {
      const text = d.toString();
      if (text === HEART) return void ws.send(HEART);
      const p = parseClientFrame(text);
      if (p.ok && p.frame.type === 'chatSub' && p.frame.room === BENCH_ROOM) members.add(ws);
    });
  });
  let n = 0;
  const tickMs = 20;
  let due = 0;
  const timer = setInterval(() => {
    due += (perSec * tickMs) / 1000;
    while (due >= 1) {
      due--;
      n++;
      const m: ChatMessage = {
        id: `u${n}`,
        room: BENCH_ROOM,
        role: 'user',
        kind: 'chat',
        nick: `股友${n % 997}`,
        text: `第${n}条：今天大盘怎么看？半导体还能追吗`,
        ts: Date.now(),
      };
      const frame = encodeFrame({ type: 'chat', room: BENCH_ROOM, messages: [m] });
      for (const ws of members) ws.send(frame);
    }
  }, tickMs);
  return {
    url: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    async close() {
      clearInterval(timer);
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
    },
  };
}

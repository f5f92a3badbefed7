/**
 * A tiny upstream for the shell's browser tests, until the built-in sim can start on its own:
 * the calls the shell makes at startup (apiOuth, isCN, userinfo), search, hot stocks and the
 * notice, plus one quote feed host speaking contracts/ws-protocol. Every answer carries `x-sim: 1`.
 * Loopback, port 0. Its data is fixed test data, never shown outside tests.
 */
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import { fail, ok } from '../../../contracts/envelope';
import type { Notice, SearchResult, UserInfo } from '../../../contracts/entities';
import { HEART, encodeFrame, parseClientFrame, type Quote } from '../../../contracts/ws-protocol';

/** The token the fake accepts as signed in. */
export const FAKE_TOKEN = 'fake-session-token-0001';
/** Its user. */
export const FAKE_USER: UserInfo = { portrait: '', nickName: '测试股友', vipTime: 0, vipType: 0 };

function hit(code: string, name: string, suffix: SearchResult['codeSuff'], kind: SearchResult['capitalOrIndex'], pinyin: string): SearchResult {
  return { code, codePre: suffix.toLowerCase(), name, codeSuff: suffix, capitalOrIndex: kind, isFollow: 0, id: `${code}.${suffix}`, pinyin };
}

/** The fake's securities. */
export const FAKE_SECURITIES: readonly SearchResult[] = [
  hit('600519', '贵州茅台', 'SH', 'capital', 'gzmt'),
  hit('000001', '平安银行', 'SZ', 'capital', 'payh'),
  hit('000001', '上证指数', 'SH', 'index_hs', 'szzs'),
  hit('399001', '深证成指', 'SZ', 'index_hs', 'szcz'),
  hit('300750', '宁德时代', 'SZ', 'capital', 'ndsd'),
  hit('601318', '中国平安', 'SH', 'capital', 'zgpa'),
  hit('00700', '腾讯控股', 'HK', 'hk', 'txkg'),
  hit('510300', '沪深300ETF', 'SH', 'fund_onside', 'hs300etf'),
  hit('600036', '招商银行', 'SH', 'capital', 'zsyh'),
];

/** Options of the fake. */
export interface FakeUpstreamOptions {
  /** The notice served by `GET /api/v2/notice/current` (null = none). */
  notice?: Notice | null;
  /** Quote updates per second pushed to the feed (0 = snapshot only). */
  quotesPerSecond?: number;
}

/** A running fake. */
export interface FakeUpstream {
  apiUrl: string;
  feedUrl: string;
  /** Requests seen, as `METHOD path` with the headers the shell sends. */
  requests: { method: string; path: string; headers: http.IncomingHttpHeaders }[];
  setNotice(notice: Notice | null): void;
  /** Sends quotes to every feed client now. */
  push(quotes: Quote[]): void;
  close(): Promise<void>;
}

function search(text: string, types: string): SearchResult[] {
  const q = text.toLowerCase();
  return FAKE_SECURITIES.filter((s) => s.code.startsWith(q) || s.pinyin.startsWith(q) || s.name.includes(text)).filter((s) => {
    if (types === 'index') return s.capitalOrIndex.startsWith('index_');
    if (types === 'stock') return s.capitalOrIndex === 'capital' || s.capitalOrIndex === 'hk';
    return true;
  });
}

/** A quote with moving numbers. */
export function fakeQuote(id: string, i: number): Quote {
  const base = id.startsWith('600519') ? 1500 : 10 + (id.charCodeAt(0) % 10);
  const price = +(base * (1 + Math.sin(i / 7) / 100)).toFixed(2);
  const preClose = base;
  return {
    id,
    price,
    change: +(price - preClose).toFixed(2),
    pct: +(((price - preClose) / preClose) * 100).toFixed(2),
    volume: 1000 * i,
    amount: 1000 * i * price,
    ts: Date.now(),
    preClose,
  };
}

/** Starts the fake upstream (API and one feed host). */
export async function startFakeUpstream(options: FakeUpstreamOptions = {}): Promise<FakeUpstream> {
  let notice = options.notice ?? null;
  const requests: FakeUpstream['requests'] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    requests.push({ method: req.method ?? 'GET', path: url.pathname + url.search, headers: req.headers });
    const send = (body: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-sim': '1' });
      res.end(JSON.stringify(body));
    };
    const signedIn = req.headers.token === FAKE_TOKEN;
    switch (url.pathname) {
      case '/api/v2/system/apiOuth':
        return send(ok('k'.repeat(80)));
      case '/api/v2/user/isCN':
        return send(ok({ isCN: true, msg: '中国大陆' }));
      case '/api/v2/user/userinfo':
        return send(signedIn ? ok(FAKE_USER) : fail('004', '登录已失效，请重新登录'));
      case '/api/v2/user/vipType':
        return send(signedIn ? ok(0) : fail('004', '登录已失效，请重新登录'));
      case '/api/v3/search/all':
        return send(
          ok({
            timestamp: url.searchParams.get('timestamp') ?? '',
            list: search(url.searchParams.get('text') ?? '', url.searchParams.get('types') ?? 'all').slice(0, 50),
          }),
        );
      case '/api/v3/market/hotCapCodes':
        return send(ok(FAKE_SECURITIES.filter((s) => s.capitalOrIndex === 'capital').slice(0, Number(url.searchParams.get('size') ?? 5))));
      case '/api/v2/notice/current':
        return send(ok(notice));
      default:
        if (url.pathname.startsWith('/api/v2/opt/') || url.pathname.startsWith('/api/v2/capital/')) {
          return send(signedIn ? ok([]) : fail('004', '登录已失效，请重新登录'));
        }
        res.writeHead(404, { 'content-type': 'application/json', 'x-sim': '1' });
        res.end(JSON.stringify(fail('404', '接口不存在')));
    }
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');

  const wss = new WebSocketServer({ host: '127.0.0.1', port: 0 });
  await once(wss, 'listening');
  const clients = new Map<WebSocket, Set<string>>();
  const push = (quotes: Quote[]) => {
    for (const [ws, subs] of clients) {
      const wanted = quotes.filter((q) => subs.has('*') || subs.has(q.id));
      if (wanted.length) ws.send(encodeFrame({ type: 'quotes', quotes: wanted }));
    }
  };
  wss.on('connection', (ws) => {
    const subs = new Set<string>();
    clients.set(ws, subs);
    ws.on('close', () => clients.delete(ws));
    ws.on('message', (data) => {
      const parsed = parseClientFrame(data.toString());
      if (!parsed.ok) return;
      const f = parsed.frame;
      if (f.type === 'heart') ws.send(HEART);
      else if (f.type === 'subAll') subs.add('*');
      else if (f.type === 'sub') {
        f.codes.forEach((c) => subs.add(c));
        ws.send(encodeFrame({ type: 'snapshot', quotes: f.codes.map((c) => fakeQuote(c, 1)) }));
      } else if (f.type === 'unsub') f.codes.forEach((c) => subs.delete(c));
    });
  });
  let tick = 0;
  const rate = options.quotesPerSecond ?? 20;
  const timer =
    rate > 0
      ? setInterval(() => push(FAKE_SECURITIES.map((s) => fakeQuote(s.id, ++tick))), Math.max(50, 1000 / Math.max(1, rate / FAKE_SECURITIES.length)))
      : null;

  return {
    apiUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    feedUrl: `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/`,
    requests,
    setNotice: (n) => void (notice = n),
    push,
    async close() {
      if (timer) clearInterval(timer);
      for (const ws of clients.keys()) ws.terminate();
      await new Promise<void>((r) => wss.close(() => r()));
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
    },
  };
}

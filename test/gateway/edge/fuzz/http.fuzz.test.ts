// Fuzz (fast-check) of the edge's HTTP side with arbitrary request targets, encodings, methods,
// headers and bodies sent as raw bytes: every answer is an envelope or a page (never a 5xx from the
// edge itself), no file outside the static root is ever served, and no spelling of the SMS path gets
// past its limit at an upstream that decodes, ignores case, `;params`, dot segments and slashes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect as netConnect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { isEnvelope } from '../../../../contracts/envelope';
import { startApi, startEdge } from '../helpers';

const SECRET = 'TOP-SECRET-MARKER-7f3a';
const INDEX = '<!doctype html><title>知股</title><div id="root"></div>';
const ASSET = 'console.log("asset-ok");';
const BODY_LIMIT = 4096;
const SMS = '/api/v2/login/getsmscode';

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
  raw: string;
}

/** One raw HTTP/1.1 exchange (Connection: close); the 100 Continue interim answer is skipped. */
async function exchange(port: number, head: string, body: Buffer): Promise<Answer> {
  const sock = netConnect(port, '127.0.0.1');
  const chunks: Buffer[] = [];
  sock.on('data', (d: Buffer) => chunks.push(d));
  sock.on('error', () => {});
  await new Promise<void>((resolve) => {
    sock.once('connect', () => {
      sock.write(head);
      if (body.length > 0) sock.write(body);
      resolve();
    });
    sock.once('error', () => resolve());
  });
  await new Promise<void>((resolve) => {
    const t = setTimeout(() => {
      sock.destroy();
      resolve();
    }, 3000);
    sock.once('close', () => {
      clearTimeout(t);
      resolve();
    });
  });
  let all = Buffer.concat(chunks);
  while (all.subarray(0, 12).toString('latin1') === 'HTTP/1.1 100') {
    const end = all.indexOf('\r\n\r\n');
    all = all.subarray(end + 4);
  }
  const sep = all.indexOf('\r\n\r\n');
  const headText = all.subarray(0, sep === -1 ? all.length : sep).toString('latin1');
  const lines = headText.split('\r\n');
  const headers: Record<string, string> = {};
  for (const l of lines.slice(1)) {
    const i = l.indexOf(':');
    if (i > 0) headers[l.slice(0, i).toLowerCase()] = l.slice(i + 1).trim();
  }
  let payload = sep === -1 ? Buffer.alloc(0) : all.subarray(sep + 4);
  if (/chunked/i.test(headers['transfer-encoding'] ?? '')) {
    const parts: Buffer[] = [];
    let rest = payload;
    for (;;) {
      const nl = rest.indexOf('\r\n');
      if (nl === -1) break;
      const size = Number.parseInt(rest.subarray(0, nl).toString('latin1'), 16);
      if (!size) break;
      parts.push(rest.subarray(nl + 2, nl + 2 + size));
      rest = rest.subarray(nl + 2 + size + 2);
    }
    payload = Buffer.concat(parts);
  }
  return { status: Number(lines[0]?.slice(9, 12)), headers, body: payload, raw: all.subarray(0, 400).toString('latin1') };
}

/** What a lenient upstream makes of a path: decoded, lower case, no `;params`, dot segments or empty segments. */
function lenient(rawPath: string): string {
  let p = rawPath.split('?')[0]!;
  try {
    p = decodeURIComponent(p);
  } catch {
    // keep
  }
  const out: string[] = [];
  for (const seg of p.replaceAll('\\', '/').split('/')) {
    const s = seg.split(';')[0]!.toLowerCase();
    if (s === '' || s === '.') continue;
    if (s === '..') out.pop();
    else out.push(s);
  }
  return `/${out.join('/')}`;
}

async function setup(t: { after: (fn: () => Promise<void> | void) => void }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'zhigu-fuzz-'));
  const root = path.join(dir, 'site');
  mkdirSync(path.join(root, 'assets'), { recursive: true });
  writeFileSync(path.join(root, 'index.html'), INDEX);
  writeFileSync(path.join(root, 'assets', 'app-1234.js'), ASSET);
  writeFileSync(path.join(root, '.env'), SECRET);
  writeFileSync(path.join(dir, 'secret.txt'), SECRET);
  writeFileSync(path.join(dir, 'site-secret.txt'), SECRET);
  const seen = { sms: 0, other: [] as string[] };
  const api = await startApi((app) => {
    app.all('/*', async (req) => {
      const p = lenient(req.url);
      if (p === SMS) seen.sms++;
      else seen.other.push(req.url);
      return { code: '000', message: '成功', datas: null };
    });
  });
  const edge = await startEdge({
    upstreamUrl: api.url,
    staticDir: root,
    source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false },
    proxy: { bodyLimit: BODY_LIMIT },
    rateLimit: { ipMax: 1_000_000, tokenMax: 1_000_000, loginMax: 1_000_000, smsMax: 1, windowMs: 600_000 },
  });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return { port: Number(new URL(edge.url).port), seen };
}

/** Percent-encodes some characters of a string (upper or lower hex), leaves others. */
const encodeSome = (s: string) =>
  fc
    .array(fc.constantFrom<'keep' | 'upper' | 'lower' | 'case'>('keep', 'keep', 'keep', 'upper', 'lower', 'case'), { minLength: s.length, maxLength: s.length })
    .map((how) =>
      [...s]
        .map((ch, i) => {
          const h = how[i];
          if (h === 'keep') return ch;
          if (h === 'case') return ch === ch.toLowerCase() ? ch.toUpperCase() : ch.toLowerCase();
          const hex = [...Buffer.from(ch)].map((b) => `%${b.toString(16).padStart(2, '0')}`).join('');
          return h === 'upper' ? hex.toUpperCase() : hex;
        })
        .join(''),
    );

const segment = fc.oneof(
  fc.constantFrom(
    'api',
    'v2',
    'v3',
    'login',
    'getSmsCode',
    'assets',
    'app-1234.js',
    'index.html',
    '.env',
    '..',
    '.',
    '',
    'secret.txt',
    'site-secret.txt',
    'ws',
    'healthz',
    'metrics',
    'readyz',
    'stock',
    '%2e%2e',
    '%2f',
    '%5c',
    '%00',
    '%u002e',
    '%E0%A4%A',
    '..%2f',
    '%c0%ae%c0%ae',
  ),
  fc.string({ maxLength: 12 }).map((s) => s.replace(/[\s#?]/g, '')),
  fc.string({ unit: 'grapheme', maxLength: 6 }).map((s) => encodeURIComponent(s)),
  // Raw bytes HTTP does not allow in a target (the parser itself refuses those requests).
  fc.string({ unit: fc.constantFrom('\u0001', '\u007f', '"', '<', '{', '|', '^', '`', 'é', '\t'), minLength: 1, maxLength: 3 }),
);

const requestPath = fc
  .tuple(
    fc.array(segment, { minLength: 0, maxLength: 7 }),
    fc.boolean(),
    fc.option(
      fc.string({ maxLength: 30 }).map((q) => q.replace(/[\s#]/g, '')),
      { nil: undefined },
    ),
  )
  .map(([segs, trailing, q]) => `/${segs.join('/')}${trailing ? '/' : ''}${q === undefined ? '' : `?${q}`}`);

const headerName = fc.constantFrom(
  'accept',
  'content-type',
  'expect',
  'x-forwarded-for',
  'token',
  'x-request-id',
  'accept-encoding',
  'range',
  'if-none-match',
  'origin',
  'x-custom',
  'cookie',
  'connection',
);
const headerValue = fc.oneof(
  fc.constantFrom('text/html', '*/*', 'application/json', '100-continue', 'gzip, br', 'bytes=0-5', 'bytes=-1', '"x"', '../../etc', 'keep-alive, token'),
  fc.string({ maxLength: 40 }).map((s) => s.replace(/[\r\n\0]/g, '')),
);

test('arbitrary requests: every answer is an envelope or a page, never a 5xx, never a file outside the root', async (t) => {
  const { port } = await setup(t);
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'PATCH'),
      requestPath,
      fc.array(fc.tuple(headerName, headerValue), { maxLength: 5 }),
      fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 64 }), fc.integer({ min: BODY_LIMIT - 8, max: BODY_LIMIT * 3 })),
      fc.boolean(),
      async (method, target, headers, bodySize, chunked) => {
        const body = Buffer.alloc(bodySize, 'a');
        const head = [`${method} ${target} HTTP/1.1`, 'Host: fuzz', 'Connection: close'];
        for (const [n, v] of headers) if (n !== 'connection') head.push(`${n}: ${v}`);
        let payload = body;
        if (bodySize > 0 && chunked) {
          head.push('Transfer-Encoding: chunked');
          payload = Buffer.concat([Buffer.from(`${bodySize.toString(16)}\r\n`), body, Buffer.from('\r\n0\r\n\r\n')]);
        } else if (bodySize > 0) head.push(`Content-Length: ${bodySize}`);
        const res = await exchange(port, `${head.join('\r\n')}\r\n\r\n`, payload);
        const where = `${method} ${target} → ${res.raw.slice(0, 200)}`;
        assert.ok(res.status >= 200 && res.status < 500, `status ${res.status}: ${where}`);
        const text = res.body.toString('utf8');
        assert.ok(!text.includes(SECRET), `a file outside what may be served leaked: ${where}`);
        if (method === 'HEAD' || res.status === 304 || res.status === 204 || res.body.length === 0) return;
        const type = res.headers['content-type'] ?? '';
        if (type.startsWith('application/json')) {
          const parsed: unknown = JSON.parse(text);
          assert.ok(isEnvelope(parsed) || (target.startsWith('/healthz') && (parsed as { status?: string }).status === 'ok'), `not an envelope: ${where}`);
        } else if (type.startsWith('text/html')) {
          assert.equal(text, INDEX, `a page other than the app: ${where}`);
        } else {
          assert.ok(ASSET.includes(text), `unexpected body (${type}): ${where}`);
        }
      },
    ),
    { numRuns: 200, seed: 11, endOnFailure: true, includeErrorInReport: true },
  );
});

test('no spelling of the SMS path gets past its limit', async (t) => {
  const { port, seen } = await setup(t);
  const first = await exchange(port, 'GET /api/v2/login/getSmsCode?phone=13800000000 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n', Buffer.alloc(0));
  assert.equal(first.status, 200);
  assert.equal(seen.sms, 1);
  const variant = fc
    .tuple(
      encodeSome('/api/v2/login/getSmsCode'),
      fc.constantFrom('', '/', '//', ';jsessionid=1', '/.', '%2f', '%20'),
      fc.constantFrom('', '/x/..', '/./', '//', '/%2e/'),
    )
    .map(([p, tail, mid]) => {
      // Put the optional mid part between "/api/v2" and the rest.
      const at = p.toLowerCase().indexOf('/login') === -1 ? 7 : p.toLowerCase().indexOf('/login');
      return `${p.slice(0, at)}${mid === '' ? '' : mid.replace(/\/$/, '')}${p.slice(at)}${tail}`;
    });
  await fc.assert(
    fc.asyncProperty(variant, fc.constantFrom('GET', 'POST'), async (p, method) => {
      const res = await exchange(
        port,
        `${method} ${p}?phone=13800000000 HTTP/1.1\r\nHost: x\r\nContent-Length: 0\r\nConnection: close\r\n\r\n`,
        Buffer.alloc(0),
      );
      assert.ok(res.status !== 200 || lenient(p) !== SMS, `${method} ${p} reached the upstream as the SMS call (status ${res.status})`);
      assert.equal(seen.sms, 1, `${method} ${p}: the SMS handler ran again`);
    }),
    { numRuns: 200, seed: 11, endOnFailure: true, includeErrorInReport: true },
  );
});

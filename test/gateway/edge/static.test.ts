import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, writeFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import request from 'supertest';
import { ROUTE_PATHS } from '../../../contracts/routes';
import { startApi, startEdge } from './helpers';

const INDEX =
  '<!doctype html><html lang="zh-CN"><head><script type="module" src="/assets/main-3f9a2c.js"></script></head><body><div id="root"></div></body></html>';
const JS = 'console.log("知股");'.repeat(50);

function makeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-static-'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'index.html'), INDEX);
  writeFileSync(path.join(dir, 'assets', 'main-3f9a2c.js'), JS);
  writeFileSync(path.join(dir, 'assets', 'main-3f9a2c.js.br'), brotliCompressSync(JS));
  writeFileSync(path.join(dir, 'assets', 'main-3f9a2c.js.gz'), gzipSync(JS));
  writeFileSync(path.join(dir, 'favicon.ico'), 'icon');
  return dir;
}

async function setup(t: { after: (fn: () => Promise<void> | void) => void }) {
  const dir = makeDist();
  const edge = await startEdge({ staticDir: dir, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false } });
  t.after(async () => {
    await edge.app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return edge;
}

test('hashed assets are immutable and precompressed variants are served', async (t) => {
  const edge = await setup(t);
  const br = await request(edge.url).get('/assets/main-3f9a2c.js').set('accept-encoding', 'br, gzip');
  assert.equal(br.status, 200);
  assert.equal(br.headers['cache-control'], 'public, max-age=31536000, immutable');
  assert.equal(br.headers['content-encoding'], 'br');
  assert.match(br.headers.vary ?? '', /accept-encoding/i);
  assert.equal(br.text, JS, 'decoded body matches');
  const gz = await request(edge.url).get('/assets/main-3f9a2c.js').set('accept-encoding', 'gzip');
  assert.equal(gz.headers['content-encoding'], 'gzip');
  const plain = await request(edge.url).get('/assets/main-3f9a2c.js').set('accept-encoding', 'identity');
  assert.equal(plain.headers['content-encoding'], undefined);
  assert.equal(plain.text, JS);
  const icon = await request(edge.url).get('/favicon.ico');
  assert.equal(icon.headers['cache-control'], 'public, max-age=3600');
});

test('every spec route serves index.html with no-cache; unknown pages get the app with 404', async (t) => {
  const edge = await setup(t);
  for (const route of [...ROUTE_PATHS, '/lineTable/anything', '/stock?stockCode=600519']) {
    const res = await request(edge.url).get(route).set('accept', 'text/html');
    assert.equal(res.status, 200, route);
    assert.equal(res.headers['cache-control'], 'no-cache', route);
    assert.equal(res.text, INDEX, route);
  }
  const unknown = await request(edge.url).get('/no/such/page').set('accept', 'text/html');
  assert.equal(unknown.status, 404);
  assert.equal(unknown.text, INDEX, 'the app still loads and redirects to /');
  const missingAsset = await request(edge.url).get('/assets/missing-123.js');
  assert.equal(missingAsset.status, 404);
  assert.equal(missingAsset.body.code, '404');
  const api = await request(edge.url).get('/apix').set('accept', 'application/json');
  assert.equal(api.status, 404);
  assert.equal(api.body.code, '404');
});

test("a route answers its page's own HTML (with the page's chunk preloads) when the build wrote one, no-cache", async (t) => {
  const dir = makeDist();
  const STOCK = INDEX.replace('</head>', '<link rel="modulepreload" href="/assets/stock-page-1.js" /></head>');
  mkdirSync(path.join(dir, 'pages'));
  writeFileSync(path.join(dir, 'pages', 'stock.html'), STOCK);
  writeFileSync(path.join(dir, 'pages', 'stock.html.br'), brotliCompressSync(STOCK));
  writeFileSync(path.join(dir, 'pages', 'line-table.html'), 'LINE');
  const edge = await startEdge({ staticDir: dir, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false } });
  t.after(async () => {
    await edge.app.close();
    rmSync(dir, { recursive: true, force: true });
  });
  for (const encoding of ['identity', 'br']) {
    const res = await request(edge.url).get('/stock?stockCode=600519.SH').set('accept', 'text/html').set('accept-encoding', encoding);
    assert.equal(res.status, 200);
    assert.equal(res.headers['cache-control'], 'no-cache', encoding);
    assert.equal(res.text, STOCK, encoding);
  }
  assert.equal((await request(edge.url).get('/lineTable/revenue').set('accept', 'text/html')).text, 'LINE', 'prefix routes too');
  const other = await request(edge.url).get('/rankList').set('accept', 'text/html');
  assert.equal(other.text, INDEX, 'a page without its own HTML gets index.html');
  assert.equal(other.headers['cache-control'], 'no-cache');
});

test('security headers: a CSP the app satisfies, and the usual helmet set', async (t) => {
  const edge = await setup(t);
  const res = await request(edge.url).get('/').set('accept', 'text/html');
  const csp = String(res.headers['content-security-policy']);
  const directives = new Map(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([k, ...v]) => [k!, v]),
  );
  assert.deepEqual(directives.get('script-src'), ["'self'"]);
  assert.ok(!csp.includes('unsafe-eval'));
  assert.deepEqual(directives.get('style-src'), ["'self'", "'unsafe-inline'"]);
  assert.deepEqual(directives.get('img-src'), ["'self'", 'data:', 'blob:']);
  assert.deepEqual(directives.get('connect-src'), ["'self'", 'ws:', 'wss:']);
  assert.equal(res.headers['x-content-type-options'], 'nosniff');
  assert.ok(res.headers['x-frame-options']);
  assert.ok(res.headers['x-request-id']);
});

test('helmet covers pages, 404s and the public health check; API answers carry only nosniff', async (t) => {
  const api = await startApi((app) => app.get('/*', async () => ({ code: '000', message: '', datas: 1 })));
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'replay', file: '/dev/null', speed: 1, loop: false }, staticDir: null });
  t.after(async () => {
    await edge.app.close();
    await api.app.close();
  });
  for (const path of ['/no/such/page', '/healthz']) {
    const res = await request(edge.url).get(path);
    assert.ok(res.headers['content-security-policy'], `${path} has a CSP`);
    assert.ok(res.headers['x-frame-options'], `${path} has x-frame-options`);
  }
  const proxied = await request(edge.url).get('/api/v2/user/isCN').expect(200);
  assert.equal(proxied.headers['x-content-type-options'], 'nosniff');
  assert.equal(proxied.headers['content-security-policy'], undefined);
  assert.ok(proxied.headers['x-request-id']);
});

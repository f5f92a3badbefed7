/**
 * `npm run bench:proxy [-- --duration 8] [--connections 50]`
 *
 * autocannon on the same upstream route (GET /api/v2/user/isCN) three ways in one run: straight to
 * the upstream, through the gateway edge, and through nginx `proxy_pass` when nginx is installed.
 * Prints req/s, p99 latency and the ratios (target: gateway ≥ 0.8 × nginx). Loopback only.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { spawnWorker } from './lib/ipc';

const { values } = parseArgs({ options: { duration: { type: 'string', default: '8' }, connections: { type: 'string', default: '50' } } });
const DURATION = Number(values.duration);
const CONNECTIONS = Number(values.connections);
const ROUTE = '/api/v2/user/isCN';

interface Figures {
  name: string;
  rps: number;
  p99: number;
  errors: number;
  non2xx: number;
}

async function cannon(name: string, base: string): Promise<Figures> {
  // A short warm-up so keep-alive pools and JITs are settled.
  await autocannon({ url: base + ROUTE, connections: CONNECTIONS, duration: 1 });
  const r = await autocannon({ url: base + ROUTE, connections: CONNECTIONS, duration: DURATION });
  const f = { name, rps: r.requests.average, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx };
  process.stdout.write(`[${name}] ${f.rps.toFixed(0)} req/s, p99 ${f.p99} ms, errors ${f.errors}, non-2xx ${f.non2xx}\n`);
  return f;
}

async function freePort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const port = (s.address() as AddressInfo).port;
  await new Promise<void>((r) => s.close(() => r()));
  return port;
}

function nginxBinary(): string | null {
  const found = spawnSync('sh', ['-c', 'command -v nginx || ls /usr/sbin/nginx 2>/dev/null'], { encoding: 'utf8' }).stdout.trim().split('\n')[0];
  return found ? found : null;
}

async function startNginx(bin: string, upstream: string): Promise<{ url: string; stop: () => void }> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const up = new URL(upstream);
  writeFileSync(
    path.join(dir, 'nginx.conf'),
    `worker_processes 1;
error_log ${dir}/error.log;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  upstream api { server ${up.host}; keepalive 64; }
  server {
    listen 127.0.0.1:${port};
    location /api/ { proxy_pass http://api; proxy_http_version 1.1; proxy_set_header Connection ""; proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for; }
  }
}
`,
  );
  const child: ChildProcess = spawn(bin, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-g', 'daemon off;'], { stdio: 'inherit' });
  await new Promise((r) => setTimeout(r, 500));
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () => {
      child.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

async function main(): Promise<void> {
  const api = await spawnWorker('api-proc.ts');
  const upstream = (api.ready as { url: string }).url;
  // The gateway needs a feed host; a closed port is fine (it keeps rotating in the background).
  const gw = await spawnWorker('gateway-proc.ts', ['ws://127.0.0.1:9/', '100', 'default', upstream]);
  const gatewayUrl = (gw.ready as { http: string }).http;
  const results: Figures[] = [];
  try {
    results.push(await cannon('direct', upstream));
    results.push(await cannon('gateway', gatewayUrl));
    const bin = nginxBinary();
    if (bin) {
      const nginx = await startNginx(bin, upstream);
      try {
        results.push(await cannon('nginx', nginx.url));
      } finally {
        nginx.stop();
      }
    } else {
      process.stdout.write('[nginx] not installed: skipped (apt-get install nginx to compare)\n');
    }
  } finally {
    await gw.worker.kill();
    await api.worker.kill();
  }
  const by = Object.fromEntries(results.map((r) => [r.name, r]));
  process.stdout.write(`\n=== proxy bench: GET ${ROUTE}, ${CONNECTIONS} connections, ${DURATION} s each ===\n`);
  for (const r of results) process.stdout.write(`${r.name.padEnd(8)} ${r.rps.toFixed(0).padStart(7)} req/s  p99 ${String(r.p99).padStart(4)} ms\n`);
  if (by.gateway && by.direct) process.stdout.write(`gateway ÷ direct: ${(by.gateway.rps / by.direct.rps).toFixed(2)}× req/s\n`);
  if (by.gateway && by.nginx) process.stdout.write(`gateway ÷ nginx: ${(by.gateway.rps / by.nginx.rps).toFixed(2)}× req/s (target ≥ 0.8), p99 ${by.gateway.p99} vs ${by.nginx.p99} ms\n`);
}

await main();

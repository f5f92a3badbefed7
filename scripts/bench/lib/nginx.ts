/**
 * nginx as the proxy baseline of the proxy bench: finds the binary (PATH, then /usr/sbin/nginx),
 * writes a config into a fresh temp dir and runs one worker in the foreground on a loopback port,
 * proxying /api/ to the same upstream with the same keep-alive pool as the gateway and an access
 * log line per request (the gateway logs one too). Never used at run time by the project.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { freePort, waitForPort } from '../../lib/ports';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';

/** A running nginx. */
export interface RunningNginx {
  url: string;
  /** The master process (its worker is its child). */
  pid: number;
  /** The access log (one line per request). */
  accessLog: string;
  stop(): Promise<void>;
}

/** The nginx binary, or null when it is not installed. */
export function findNginx(): string | null {
  const onPath = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim();
  if (onPath) return onPath;
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/nginx/sbin/nginx']) if (existsSync(p)) return p;
  return null;
}

/** nginx.conf for one worker proxying /api/ to `upstream` over `keepalive` pooled connections. */
export function nginxConfig(dir: string, port: number, upstream: URL, keepalive: number, cache = false): string {
  // With `cache`: nginx's own micro-cache (1 s, one upstream call per key at a time, stale while updating).
  const cacheZone = cache ? `proxy_cache_path ${dir}/cache levels=1 keys_zone=micro:10m max_size=64m inactive=10s use_temp_path=off;` : '';
  const cacheUse = cache
    ? 'proxy_cache micro; proxy_cache_valid 200 1s; proxy_cache_lock on; proxy_cache_use_stale updating error timeout; proxy_cache_background_update on;'
    : '';
  return `worker_processes 1;
error_log ${dir}/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 4096; }
http {
  access_log ${dir}/access.log;
  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};
  # Like Node's servers and undici's pool: no cap on requests per keep-alive connection.
  ${cacheZone}
  upstream api { server ${upstream.host}; keepalive ${keepalive}; keepalive_requests 1000000; }
  server {
    listen 127.0.0.1:${port};
    keepalive_requests 1000000;
    location /api/ {
      proxy_pass http://api;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $proxy_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Forwarded-Host $host;
      ${cacheUse}
    }
  }
}
`;
}

/** Starts nginx (see the module comment); `stop` ends it and removes its temp dir. */
export async function startNginx(bin: string, upstream: string, keepalive: number, cache = false): Promise<RunningNginx> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bench-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  writeFileSync(conf, nginxConfig(dir, port, new URL(upstream), keepalive, cache));
  const child = spawn(bin, ['-p', dir, '-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = once(child, 'exit');
  try {
    await Promise.race([waitForPort(port, 5_000), exited.then(([code]) => Promise.reject(new Error(`nginx exited (${String(code)})`)))]);
  } catch (err) {
    child.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    accessLog: path.join(dir, 'access.log'),
    async stop() {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

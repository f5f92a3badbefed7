/**
 * `npm run nginx:config -- --listen HOST:PORT --gateway HOST:PORT [--gateway …] [--run-dir DIR]`:
 * prints docs/deploy/nginx.conf with its placeholders filled, for N gateways behind one nginx. The
 * integration test renders the same file through {@link renderNginxConfig}.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';

/** The committed template. */
export const NGINX_TEMPLATE = path.join(import.meta.dirname, '..', 'docs', 'deploy', 'nginx.conf');

const HOST_PORT = /^[A-Za-z0-9.[\]:-]+:\d{1,5}$/;

/** What fills the template. */
export interface NginxConfigInput {
  /** `host:port` nginx listens on. */
  listen: string;
  /** Each gateway's `host:port`. */
  gateways: readonly string[];
  /** Where nginx keeps its pid, error log and temp files. */
  runDir: string;
}

/** The template with its placeholders filled; throws on a malformed address. */
export function renderNginxConfig(input: NginxConfigInput, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  if (!HOST_PORT.test(input.listen)) throw new Error(`--listen must be host:port (got ${input.listen})`);
  if (input.gateways.length === 0) throw new Error('at least one --gateway host:port is needed');
  for (const g of input.gateways) if (!HOST_PORT.test(g)) throw new Error(`--gateway must be host:port (got ${g})`);
  if (!path.isAbsolute(input.runDir) || /[\s;{}]/.test(input.runDir))
    throw new Error(`--run-dir must be an absolute path without spaces (got ${input.runDir})`);
  const servers = input.gateways.map((g) => `    server ${g} max_fails=1 fail_timeout=5s;`).join('\n');
  return template.replaceAll('{{LISTEN}}', input.listen).replaceAll('{{GATEWAYS}}', servers).replaceAll('{{RUN_DIR}}', input.runDir);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { values } = parseArgs({
    options: {
      listen: { type: 'string', default: '127.0.0.1:8000' },
      gateway: { type: 'string', multiple: true, default: [] },
      'run-dir': { type: 'string', default: '/var/run/zhigu-nginx' },
    },
  });
  try {
    process.stdout.write(renderNginxConfig({ listen: values.listen, gateways: values.gateway, runDir: values['run-dir'] }));
  } catch (err) {
    process.stderr.write(`${(err as Error).message}\n`);
    process.exit(1);
  }
}

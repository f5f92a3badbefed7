/**
 * Makes sure every test can run: Debian's Chromium and CJK fonts for the browser tests (without the
 * fonts Chinese renders as boxes), and redis-server and nginx for the many-gateways integration test.
 * Installs what is missing with apt when running as root; otherwise stops with the exact command to
 * run. Called by `npm test` before the build and the tests.
 */
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Where playwright-core finds the browser (DESIGN.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FONT_DIRS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/truetype/noto'];

function hasCjkFont(): boolean {
  return FONT_DIRS.some((dir) => existsSync(dir) && readdirSync(dir).some((f) => /CJK/i.test(f)));
}

/** redis-server and nginx, where Debian installs them. */
const REDIS_SERVER_PATH = '/usr/bin/redis-server';
const NGINX_PATH = '/usr/sbin/nginx';

function missingPackages(): string[] {
  const missing: string[] = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  if (!existsSync(REDIS_SERVER_PATH)) missing.push('redis-server');
  if (!existsSync(NGINX_PATH)) missing.push('nginx');
  return missing;
}

function canApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

const missing = missingPackages();
if (missing.length > 0) {
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!canApt()) {
    console.error(`测试缺少系统软件包 / the tests need system packages: ${missing.join(', ')}\n` + `Install them as root (Debian):\n  ${command}`);
    process.exit(1);
  }
  console.log(`Installing ${missing.join(', ')} with apt-get …`);
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', ...missing], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const still = missingPackages();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.join(', ')}. Run: ${command}`);
    process.exit(1);
  }
}

/**
 * Makes sure the browser tests can run: Debian's Chromium and CJK fonts (without them Chinese
 * renders as boxes). Installs them with apt when running as root; otherwise stops with the exact
 * command to run. Called by `npm run test:e2e` before the browser tests.
 */
import { existsSync, readdirSync } from 'node:fs';
import { execFileSync } from 'node:child_process';

/** Where playwright-core finds the browser (DESIGN.md). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const FONT_DIRS = ['/usr/share/fonts/opentype/noto', '/usr/share/fonts/truetype/noto'];

function hasCjkFont(): boolean {
  return FONT_DIRS.some((dir) => existsSync(dir) && readdirSync(dir).some((f) => /CJK/i.test(f)));
}

function missingPackages(): string[] {
  const missing: string[] = [];
  if (!existsSync(CHROMIUM_PATH)) missing.push('chromium');
  if (!hasCjkFont()) missing.push('fonts-noto-cjk');
  return missing;
}

function canApt(): boolean {
  return process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
}

const missing = missingPackages();
if (missing.length > 0) {
  const command = `apt-get update && apt-get install -y ${missing.join(' ')}`;
  if (!canApt()) {
    console.error(`浏览器测试缺少系统软件包 / browser tests need system packages: ${missing.join(', ')}\n` +
      `Install them as root (Debian):\n  ${command}`);
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

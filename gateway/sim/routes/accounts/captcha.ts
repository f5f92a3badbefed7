/**
 * The image challenge of `getRandomCode`: {@link CAPTCHA_LENGTH} characters drawn as an SVG with
 * per-character jitter, rotation and colour, over noise curves and dots. It stops casual scripted
 * SMS requests; a determined bot could read the SVG, which is acceptable for a simulated upstream.
 */
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '../../../../contracts/endpoints/login';
import { randomChars } from '../../store/secrets';

const WIDTH = 120;
const HEIGHT = 40;
const COLOURS = ['#1f4e79', '#8b1a1a', '#2e6b30', '#6a3d9a', '#b35900', '#00607a'];

function pick<T>(items: readonly T[]): T {
  return items[randomInt(items.length)]!;
}

/** A fresh challenge answer. */
export function newCaptchaAnswer(): string {
  return randomChars(CAPTCHA_ALPHABET, CAPTCHA_LENGTH);
}

/** The SVG markup showing `answer` (answer characters come from the alphabet, so no escaping is needed). */
export function captchaSvg(answer: string): string {
  if (!/^[A-Z0-9]+$/.test(answer)) throw new Error('captcha answer must be upper-case alphanumeric');
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f4f1ea"/>`);
  for (let i = 0; i < 3; i++) {
    const y1 = randomInt(5, HEIGHT - 5);
    const y2 = randomInt(5, HEIGHT - 5);
    parts.push(
      `<path d="M0 ${y1} C${randomInt(20, 50)} ${randomInt(HEIGHT)} ${randomInt(70, 100)} ${randomInt(HEIGHT)} ${WIDTH} ${y2}" stroke="${pick(COLOURS)}" stroke-width="1.2" fill="none" opacity="0.6"/>`,
    );
  }
  const step = WIDTH / (answer.length + 1);
  [...answer].forEach((ch, i) => {
    const x = Math.round(step * (i + 1) + randomInt(-5, 6));
    const y = randomInt(26, 33);
    parts.push(
      `<text x="${x}" y="${y}" font-family="monospace" font-size="${randomInt(22, 29)}" font-weight="bold" fill="${pick(COLOURS)}" text-anchor="middle" transform="rotate(${randomInt(-25, 26)} ${x} ${y})">${ch}</text>`,
    );
  });
  for (let i = 0; i < 25; i++) {
    parts.push(`<circle cx="${randomInt(WIDTH)}" cy="${randomInt(HEIGHT)}" r="1" fill="${pick(COLOURS)}" opacity="0.5"/>`);
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join('')}</svg>`;
}

/** The challenge image as a data URL. */
export function captchaDataUrl(answer: string): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer), 'utf8').toString('base64')}`;
}

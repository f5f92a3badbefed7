/**
 * The image challenge of `getRandomCode`: {@link CAPTCHA_LENGTH} characters drawn as an SVG with
 * per-character jitter, rotation and colour, over noise curves and dots. Each character is drawn
 * as strokes (a path of jittered points from {@link GLYPHS}), never as `<text>`: the answer is not
 * in the markup for a script to read. It stops casual scripted SMS requests; a determined bot with
 * OCR could still solve it, which is acceptable for a simulated upstream.
 */
import { randomInt } from 'node:crypto';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '../../../contracts/endpoints/login';
import { randomChars } from '../store/index';

const WIDTH = 120;
const HEIGHT = 40;
const COLOURS = ['#1f4e79', '#8b1a1a', '#2e6b30', '#6a3d9a', '#b35900', '#00607a'];

/** Stroke glyphs on a 4 × 6 grid (y down): polylines per character of the captcha alphabet. */
type Glyph = readonly (readonly (readonly [number, number])[])[];
const P = (...pts: number[]): [number, number][] => {
  const out: [number, number][] = [];
  for (let i = 0; i < pts.length; i += 2) out.push([pts[i]!, pts[i + 1]!]);
  return out;
};
const O_RING = P(1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 1, 6, 0, 5, 0, 1, 1, 0);
export const GLYPHS: Readonly<Record<string, Glyph>> = {
  A: [P(0, 6, 0, 2, 2, 0, 4, 2, 4, 6), P(0, 3.5, 4, 3.5)],
  B: [P(0, 0, 0, 6, 3, 6, 4, 5, 4, 4, 3, 3, 0, 3), P(0, 0, 3, 0, 4, 1, 4, 2, 3, 3)],
  C: [P(4, 1, 3, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5)],
  D: [P(0, 0, 0, 6, 2.5, 6, 4, 4.5, 4, 1.5, 2.5, 0, 0, 0)],
  E: [P(4, 0, 0, 0, 0, 6, 4, 6), P(0, 3, 3, 3)],
  F: [P(4, 0, 0, 0, 0, 6), P(0, 3, 3, 3)],
  G: [P(4, 1, 3, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 3.5, 2, 3.5)],
  H: [P(0, 0, 0, 6), P(4, 0, 4, 6), P(0, 3, 4, 3)],
  J: [P(4, 0, 4, 5, 3, 6, 1, 6, 0, 5)],
  K: [P(0, 0, 0, 6), P(4, 0, 0, 3.5), P(1.2, 2.8, 4, 6)],
  M: [P(0, 6, 0, 0, 2, 3, 4, 0, 4, 6)],
  N: [P(0, 6, 0, 0, 4, 6, 4, 0)],
  P: [P(0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3)],
  Q: [O_RING, P(2.5, 4.5, 4, 6.3)],
  R: [P(0, 6, 0, 0, 3, 0, 4, 1, 4, 2, 3, 3, 0, 3), P(1.5, 3, 4, 6)],
  S: [P(4, 1, 3, 0, 1, 0, 0, 1, 0, 2, 1, 3, 3, 3, 4, 4, 4, 5, 3, 6, 1, 6, 0, 5)],
  T: [P(0, 0, 4, 0), P(2, 0, 2, 6)],
  U: [P(0, 0, 0, 5, 1, 6, 3, 6, 4, 5, 4, 0)],
  V: [P(0, 0, 2, 6, 4, 0)],
  W: [P(0, 0, 1, 6, 2, 2.5, 3, 6, 4, 0)],
  X: [P(0, 0, 4, 6), P(4, 0, 0, 6)],
  Y: [P(0, 0, 2, 3, 4, 0), P(2, 3, 2, 6)],
  Z: [P(0, 0, 4, 0, 0, 6, 4, 6)],
  '2': [P(0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 0, 6, 4, 6)],
  '3': [P(0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 1.5, 3), P(3, 3, 4, 4, 4, 5, 3, 6, 1, 6, 0, 5)],
  '4': [P(3, 6, 3, 0, 0, 4, 4, 4)],
  '5': [P(4, 0, 0, 0, 0, 3, 3, 3, 4, 4, 4, 5, 3, 6, 1, 6, 0, 5)],
  '6': [P(3.5, 0, 1, 0, 0, 1, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3, 0, 3)],
  '7': [P(0, 0, 4, 0, 1.5, 6)],
  '8': [P(1, 3, 0, 2, 0, 1, 1, 0, 3, 0, 4, 1, 4, 2, 3, 3, 1, 3, 0, 4, 0, 5, 1, 6, 3, 6, 4, 5, 4, 4, 3, 3)],
  '9': [P(4, 3, 1, 3, 0, 2, 0, 1, 1, 0, 3, 0, 4, 1, 4, 5, 3, 6, 0.5, 6)],
};

/** A random offset in ±`max`, to two decimals. */
function jitter(max: number): number {
  return randomInt(-100, 101) * (max / 100);
}

/** One character as a stroked path: the glyph scaled, each point jittered. */
function glyphPath(ch: string, scale: number): string {
  const glyph = GLYPHS[ch];
  if (!glyph) throw new Error(`no captcha glyph for ${ch}`);
  return glyph
    .map((line) => line.map(([x, y], i) => `${i === 0 ? 'M' : 'L'}${(x * scale + jitter(0.6)).toFixed(1)} ${(y * scale + jitter(0.6)).toFixed(1)}`).join(''))
    .join('');
}

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
    const scale = randomInt(32, 41) / 10; // glyph 4 × 6 → about 14 × 22 px
    const x = Math.round(step * (i + 1) + randomInt(-5, 6) - 2 * scale);
    const y = randomInt(6, 10);
    const cx = x + 2 * scale;
    const cy = y + 3 * scale;
    parts.push(
      `<path d="${glyphPath(ch, scale)}" transform="rotate(${randomInt(-25, 26)} ${cx} ${cy}) translate(${x} ${y})" stroke="${pick(COLOURS)}" stroke-width="${randomInt(20, 27) / 10}" stroke-linecap="round" stroke-linejoin="round" fill="none"/>`,
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

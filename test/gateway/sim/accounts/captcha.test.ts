import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CAPTCHA_ALPHABET, CAPTCHA_LENGTH } from '../../../../contracts/endpoints/login';
import { GLYPHS, captchaDataUrl, captchaSvg, newCaptchaAnswer } from '../../../../gateway/sim/accounts/captcha';

test('answers are 4 characters of the unambiguous alphabet, and vary', () => {
  const seen = new Set<string>();
  for (let i = 0; i < 200; i++) {
    const a = newCaptchaAnswer();
    assert.equal(a.length, CAPTCHA_LENGTH);
    for (const ch of a) assert.ok(CAPTCHA_ALPHABET.includes(ch), ch);
    seen.add(a);
  }
  assert.ok(seen.size > 190);
  assert.ok(!/[01OIL]/.test(CAPTCHA_ALPHABET));
});

test('the SVG draws each answer character as strokes, never as text: the answer is not in the markup', () => {
  const svg = captchaSvg('AB3K');
  assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'));
  assert.ok(!svg.includes('<text'), 'no text elements');
  assert.ok(!/>[^<]+</.test(svg), 'no character data anywhere');
  assert.equal((svg.match(/stroke-linecap="round"/g) ?? []).length, 4, 'one stroked glyph per character');
  assert.ok((svg.match(/<path /g) ?? []).length >= 7, 'glyphs plus noise curves');
  assert.notEqual(captchaSvg('AB3K'), svg, 'layout is randomised');
  for (const ch of CAPTCHA_ALPHABET) assert.ok(GLYPHS[ch], `a glyph for ${ch}`);
});

test('the data URL is base64 SVG; answers outside the alphabet are refused', () => {
  const url = captchaDataUrl('XY7Z');
  assert.ok(url.startsWith('data:image/svg+xml;base64,'));
  assert.ok(
    Buffer.from(url.slice(url.indexOf(',') + 1), 'base64')
      .toString('utf8')
      .startsWith('<svg'),
  );
  assert.throws(() => captchaSvg('<x>'));
});

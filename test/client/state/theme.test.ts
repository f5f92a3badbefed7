import { test } from 'node:test';
import assert from 'node:assert/strict';
import { otherTheme, resolveTheme } from '../../../client/state/theme';
import { blankTheme, themeTokens, trendColorOf, whiteTheme } from '../../../client/ui/theme';

test('initial theme: saved, else the system dark preference, else white (spec §4)', () => {
  assert.equal(resolveTheme('white', true), 'white');
  assert.equal(resolveTheme('blank', false), 'blank');
  assert.equal(resolveTheme(undefined, true), 'blank');
  assert.equal(resolveTheme(undefined, false), 'white');
  assert.equal(otherTheme('white'), 'blank');
  assert.equal(otherTheme('blank'), 'white');
});

test('up red, down green per theme (spec §9)', () => {
  assert.equal(themeTokens('white').colors.up, '#F54345');
  assert.equal(themeTokens('blank').colors.up, '#FF3F51');
  assert.equal(whiteTheme.colors.down, '#14BA71');
  assert.equal(blankTheme.colors.down, '#14BA71');
  assert.equal(trendColorOf(whiteTheme, 1), '#F54345');
  assert.equal(trendColorOf(blankTheme, -0.5), '#14BA71');
  assert.equal(trendColorOf(blankTheme, 0), blankTheme.colors.flat);
});

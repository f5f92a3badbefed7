import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DEFAULT_ARTICLE_URL, matchRoute, ROUTES, shellOf } from '../../contracts/routes';

test('the default article library is a page of this app, never a placeholder host (issue 27: /article linked to a dead host)', () => {
  const url = new URL(DEFAULT_ARTICLE_URL, 'http://app.local');
  assert.equal(url.host, 'app.local');
  assert.ok(matchRoute(url.pathname), `${url.pathname} is a route`);
});

test('/industryAnalysis without a code is a directory with the shell; with one, a detail page without it (issue 27)', () => {
  const route = ROUTES.find((r) => r.path === '/industryAnalysis')!;
  assert.deepEqual(shellOf(route, ''), { nav: true, topBar: true });
  assert.deepEqual(shellOf(route, '?code='), { nav: true, topBar: true });
  assert.deepEqual(shellOf(route, '?code=801120'), { nav: false, topBar: false });
  const stock = ROUTES.find((r) => r.path === '/stock')!;
  assert.deepEqual(shellOf(stock, ''), { nav: true, topBar: true }, 'flags stand as they are');
  const rank = ROUTES.find((r) => r.path === '/rankList')!;
  assert.deepEqual(shellOf(rank, ''), { nav: false, topBar: false });
});

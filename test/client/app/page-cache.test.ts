import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EMPTY_PAGE_CACHE, navigatePageCache, type PageCacheState } from '../../../client/app/page-cache';
import { matchRoute } from '../../../contracts/routes';
import type { NavDirection } from '../../../client/core/navigation';

function go(state: PageCacheState, path: string, direction: NavDirection = 'forward', search = ''): PageCacheState {
  const route = matchRoute(path);
  assert.ok(route, `route ${path}`);
  return navigatePageCache(state, { route, pathname: path, search }, direction);
}

const keptPaths = (s: PageCacheState) => s.kept.map((e) => e.route.path).sort();

test('cached pages stay mounted on forward navigation and come back as the same instance', () => {
  let s = go(EMPTY_PAGE_CACHE, '/', 'initial');
  const homeKey = s.active!.key;
  s = go(s, '/favorite');
  s = go(s, '/dataCenter');
  assert.deepEqual(keptPaths(s), ['/', '/favorite']);
  s = go(s, '/');
  assert.equal(s.active!.key, homeKey);
  assert.deepEqual(keptPaths(s), ['/favorite']);
});

test('uncached pages are dropped when left', () => {
  let s = go(EMPTY_PAGE_CACHE, '/dataCenter', 'initial');
  const key = s.active!.key;
  s = go(s, '/');
  s = go(s, '/dataCenter');
  assert.notEqual(s.active!.key, key);
});

test('a forward navigation to a path in a kept page clear list drops it (login clears cached pages)', () => {
  let s = go(EMPTY_PAGE_CACHE, '/', 'initial');
  const homeKey = s.active!.key;
  s = go(s, '/sevenEleven');
  s = go(s, '/login');
  assert.deepEqual(keptPaths(s), []);
  s = go(s, '/', 'replace');
  assert.notEqual(s.active!.key, homeKey);
});

test('leaving /stock clears cached / and /favorite, but not other cached pages', () => {
  let s = go(EMPTY_PAGE_CACHE, '/', 'initial');
  s = go(s, '/favorite');
  s = go(s, '/LiveStream');
  s = go(s, '/stock', 'forward', '?stockCode=600519.SH');
  assert.deepEqual(keptPaths(s), ['/', '/LiveStream', '/favorite']);
  s = go(s, '/dataCenter');
  assert.deepEqual(keptPaths(s), ['/LiveStream']);
});

test('going back drops the cached page being left (forward mode)', () => {
  let s = go(EMPTY_PAGE_CACHE, '/', 'initial');
  s = go(s, '/favorite');
  const favKey = s.active!.key;
  s = go(s, '/', 'back');
  assert.deepEqual(keptPaths(s), []);
  s = go(s, '/favorite');
  assert.notEqual(s.active!.key, favKey);
});

test('same route with a new query keeps the instance and updates its location', () => {
  let s = go(EMPTY_PAGE_CACHE, '/stock', 'initial', '?stockCode=600519.SH');
  const key = s.active!.key;
  s = go(s, '/stock', 'forward', '?stockCode=000001.SZ');
  assert.equal(s.active!.key, key);
  assert.equal(s.active!.search, '?stockCode=000001.SZ');
});

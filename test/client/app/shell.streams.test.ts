import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BehaviorSubject, Subject } from 'rxjs';
import { redirectFor, shellState$, type ShellState } from '../../../client/app/shell.streams';
import type { NavigationEvent } from '../../../client/core/navigation';
import { ROUTES, documentTitle, matchRoute } from '../../../contracts/routes';

test('unknown paths go to /, /login with a token goes to /, known paths stay', () => {
  assert.equal(redirectFor('/nope', false), '/');
  assert.equal(redirectFor('/Favorite', false), '/');
  assert.equal(redirectFor('/login', true), '/');
  assert.equal(redirectFor('/login', false), null);
  assert.equal(redirectFor('/lineTable/pe', false), null);
  assert.equal(redirectFor('/stock', true), null);
});

test('titles: 知股 on /, {page} - 知股 elsewhere; nav flags per spec §2', () => {
  assert.equal(documentTitle(matchRoute('/')!), '知股');
  assert.equal(documentTitle(matchRoute('/dataCenter')!), '数据中心 - 知股');
  const nav = ROUTES.filter((r) => r.nav).map((r) => r.path);
  assert.deepEqual(nav, ['/', '/favorite', '/stockPicker', '/stock', '/dataCenter', '/sevenEleven', '/LiveStream', '/myAlerts']);
  assert.deepEqual(
    ROUTES.filter((r) => r.cached).map((r) => r.path),
    ['/', '/favorite', '/sevenEleven', '/LiveStream'],
  );
  assert.equal(ROUTES.length, 33);
});

test('shell state: redirects keep the cache; a token arriving on /login redirects', () => {
  const nav$ = new Subject<NavigationEvent>();
  const token$ = new BehaviorSubject<string | null>(null);
  const states: ShellState[] = [];
  shellState$(nav$, token$).subscribe((s) => states.push(s));
  nav$.next({ pathname: '/', search: '', direction: 'initial', index: 0 });
  nav$.next({ pathname: '/bogus', search: '', direction: 'forward', index: 1 });
  assert.equal(states.at(-1)!.redirect, '/');
  assert.equal(states.at(-1)!.cache.active?.route.path, '/');
  nav$.next({ pathname: '/login', search: '', direction: 'forward', index: 1 });
  assert.equal(states.at(-1)!.redirect, null);
  assert.equal(states.at(-1)!.cache.active?.route.path, '/login');
  token$.next('tok');
  assert.equal(states.at(-1)!.redirect, '/');
});

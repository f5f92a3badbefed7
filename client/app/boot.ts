/**
 * Boot: runs the startup sequence of spec §1 against the browser, then renders the app and starts
 * the live socket.
 *
 * This module and what it imports are the entry chunk, and they hold no React: the startup calls
 * leave as soon as this small chunk runs, while React, the shell (render-app.tsx) and the current
 * page download and evaluate beside them, instead of the calls waiting for all of that first.
 */
import { map } from 'rxjs';
import { userEndpoints } from '../../contracts/endpoints/user';
import { KEY_TOKEN_PARAM } from '../../contracts/key-token';
import { persisted } from '../core/persisted';
import { toasts$, warn } from '../core/notifications';
import { connectSession, prepareSigning, request } from '../services/http';
import { clearSession, currentToken, login, sessionInvalidated, setUserInfo } from '../state/session';
import { parseUserInfo, parseUserIp } from '../core/validators';
import { showLoadFailure } from './boot-frame';
import { preloadPageOf } from './page-loaders';
import { startup$, type StartupDeps } from './startup';

function parsed<T>(parse: (v: unknown) => T | undefined, what: string) {
  return map((v: unknown): T => {
    const out = parse(v);
    if (out === undefined) throw new Error(`malformed ${what}`);
    return out;
  });
}

/** True when this page load is a reload (so startup must not reload again). */
function isReloadedLoad(): boolean {
  const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
  return nav?.type === 'reload';
}

/** Startup wired to the browser. */
export const browserStartupDeps: StartupDeps = {
  keyToken: () => new URLSearchParams(location.search).get(KEY_TOKEN_PARAM),
  decodeKeyToken: (value) => import('../../contracts/key-token-codec').then((m) => m.decodeKeyToken(value, Date.now())),
  dropKeyToken: () => {
    const url = new URL(location.href);
    url.searchParams.delete(KEY_TOKEN_PARAM);
    history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  },
  login: (token) => {
    clearSession();
    login(token);
  },
  warn,
  fetchApiLock: () => request(userEndpoints.apiOuth).pipe(parsed((v) => (typeof v === 'string' ? v : undefined), 'API lock')),
  storedApiLock: () => persisted.get('apiLock'),
  saveApiLock: (lock) => persisted.set('apiLock', lock),
  canReload: () => !isReloadedLoad(),
  reload: () => location.reload(),
  fetchRegion: () => request(userEndpoints.isCN, { silent: true }).pipe(parsed(parseUserIp, 'region')),
  saveRegion: (ip) => persisted.set('userIp', ip),
  hasToken: () => currentToken() !== null,
  fetchUserInfo: () => request(userEndpoints.userinfo).pipe(parsed(parseUserInfo, 'user info')),
  saveUserInfo: setUserInfo,
};

/** Starts the app in `container`. */
export function boot(container: HTMLElement): void {
  // Services know no state: the request layer gets the session's token and its end from here.
  connectSession({ token: currentToken, sessionInvalidated });
  // Messages raised during startup (an invalid key token) must survive until the toaster mounts.
  toasts$.subscribe();
  // Every call after the API lock is signed: the signing code loads while the lock is fetched.
  prepareSigning();
  // The shell and the page load and run while startup waits on its calls (the page's HTML
  // preloads their chunks), so the render of step 5 finds them ready. The shell's load settles
  // either way at once, so a failed load is never an unhandled rejection while startup runs.
  const render = import('./render-app').then(
    (m) => m.renderApp,
    () => showLoadFailure,
  );
  preloadPageOf(location.pathname);
  startup$(browserStartupDeps).subscribe({
    next: (event) => {
      if (event.step === 'render') void render.then((draw) => draw(container));
    },
  });
}

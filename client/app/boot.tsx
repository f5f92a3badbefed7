/**
 * Boot: runs the startup sequence of spec §1 against the browser, then renders the app and starts
 * the quote socket.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { map } from 'rxjs';
import { userEndpoints } from '../../contracts/endpoints/user';
import { KEY_TOKEN_PARAM } from '../../contracts/key-token';
import { persisted } from '../core/persisted';
import { toasts$, warn } from '../core/notifications';
import { connectSession, request } from '../services/http';
import { clearSession, currentToken, login, sessionInvalidated, setUserInfo } from '../state/session';
import { startQuotes } from '../state/quotes';
import { parseUserInfo, parseUserIp } from '../core/validators';
import { App } from './app';
import { preloadPageOf } from './route-pages';
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
  // The page's code loads and runs while startup waits on its calls (its chunks are preloaded by
  // the page's HTML), so the first render finds it ready.
  preloadPageOf(location.pathname);
  // Services know no state: the request layer gets the session's token and its end from here.
  connectSession({ token: currentToken, sessionInvalidated });
  // Messages raised during startup (an invalid key token) must survive until the toaster mounts.
  toasts$.subscribe();
  startup$(browserStartupDeps).subscribe({
    next: (event) => {
      if (event.step !== 'render') return;
      createRoot(container).render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
      startQuotes();
      // Fired 价格预警 of the signed-in user, shown as they arrive on the socket.
      void import('../state/alert-notices').then((m) => m.startAlertNotices());
      // This browser's anonymous 画线 carried into the account on each sign-in.
      void import('../components/stock-chart/account-drawings').then((m) => m.startDrawingMerge());
      // Page-visit events (spec §7), sent only while signed in. Loaded on demand: the payload
      // encryption (the AES code) stays out of the entry chunk.
      void import('../services/analytics').then((m) => m.startPageVisitAnalytics(currentToken));
    },
  });
}

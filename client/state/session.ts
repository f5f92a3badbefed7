/**
 * The session (spec §3, §4): token and user info, persisted per §3 (token in local storage, user
 * info in session storage). Streams replay the current value and follow other tabs' changes, so a
 * logout in one tab signs every tab out.
 */
import { distinctUntilChanged, map, shareReplay, type Observable } from 'rxjs';
import { CODES } from '../../contracts/codes';
import type { UserInfo } from '../../contracts/entities';
import { LOGIN_PATH, DEFAULT_PATH } from '../../contracts/routes';
import { persisted } from '../core/persisted';
import { warn } from '../core/notifications';
import { goToLogin } from '../core/go-to-login';
import { navigateTo } from '../core/navigation';

function tokenOf(stored: { token: string } | null): string | null {
  return stored && stored.token !== '' ? stored.token : null;
}

/** The session token, or null when signed out. */
export const token$: Observable<string | null> = persisted
  .watch('token')
  .pipe(map(tokenOf), distinctUntilChanged(), shareReplay({ bufferSize: 1, refCount: true }));

/** True while a token exists. */
export const isLoggedIn$: Observable<boolean> = token$.pipe(
  map((t) => t !== null),
  distinctUntilChanged(),
);

/** The signed-in user's profile, or null. */
export const userInfo$: Observable<UserInfo | null> = persisted.watch('userInfo').pipe(shareReplay({ bufferSize: 1, refCount: true }));

/** The token now (for request headers). */
export function currentToken(): string | null {
  return tokenOf(persisted.get('token'));
}

/** Stores the token of a successful login (spec §4). */
export function login(token: string): void {
  persisted.set('token', { token, code: CODES.OK });
}

/** Records a failed login: the old token is kept with the failure code (spec §4). */
export function loginFailed(code: string): void {
  const old = persisted.get('token');
  persisted.set('token', { token: old?.token ?? '', code });
}

/** Saves the profile returned by `GET /api/v2/user/userinfo`. */
export function setUserInfo(info: UserInfo): void {
  persisted.set('userInfo', info);
}

/** Token removal: clears the token and the user info (spec §4). */
export function clearSession(): void {
  persisted.remove('token');
  persisted.remove('userInfo');
}

/** Logout: clears the session and goes to login (spec §4). */
export function logout(): void {
  clearSession();
  navigateTo(LOGIN_PATH);
}

/**
 * The server said the session is invalid (codes 004/033/016): clear it, warn with the message and
 * send the user to login remembering where they were — unless that path already is a login path.
 */
export function sessionInvalidated(message: string): void {
  clearSession();
  warn(message);
  goToLogin();
}

/** The path remembered before the user was sent to login, or null. */
export function rememberedPath(): string | null {
  return persisted.get('goLoginPath');
}

/**
 * After a successful login: go to the remembered path (then forget it), otherwise to `/`
 * (spec §4). Replaces the login entry so Back does not return to the login form.
 */
export function returnAfterLogin(): void {
  const target = persisted.get('goLoginPath');
  persisted.remove('goLoginPath');
  navigateTo(target && !target.startsWith(LOGIN_PATH) ? target : DEFAULT_PATH, { replace: true });
}

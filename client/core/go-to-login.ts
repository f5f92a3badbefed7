/**
 * "Go to login and remember the page" (spec §4, §8), written once: the session's end, the watchlist's
 * 加自选 while signed out, the user card's 登录 button and every other "sign in first" send the user
 * here. The page is remembered (`goLoginPath`) so a successful login returns to it; a login page is
 * never remembered, and on a login page the user simply stays.
 */
import { LOGIN_PATH } from '../../contracts/routes';
import { currentPath, navigateTo } from './navigation';
import { persisted } from './persisted';

/** Sends the user to /login remembering where they were (see the module comment). */
export function goToLogin(): void {
  const here = currentPath();
  if (here.includes(LOGIN_PATH)) return;
  persisted.set('goLoginPath', here);
  navigateTo(LOGIN_PATH);
}

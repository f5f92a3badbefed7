/**
 * What happens once a login produced a token (spec §4): store it and go back to the remembered
 * path (then forget it), else to `/`, in the same tick — so the shell's "/login with a token → /"
 * redirect never shows `/` on the way — then fetch and store the profile. A failed login keeps the
 * old token with the failure code. The profile fetch failing leaves the card without a name until
 * the next start refreshes it.
 */
import { catchError, defer, map, of, type Observable } from 'rxjs';
import type { UserInfo } from '../../../contracts/entities';
import { userEndpoints } from '../../../contracts/endpoints/user';
import { loginEndpoints } from '../../../contracts/endpoints/login';
import { request } from '../../services/http';
import { login, loginFailed, returnAfterLogin, setUserInfo } from '../../state/session';
import type { SmsLoginApi } from './sms-login.streams';
import type { QrLoginApi } from './qr-login.streams';

/** The I/O of finishing a login. */
export interface CompleteLoginDeps {
  saveToken(token: string): void;
  fetchUserInfo(): Observable<UserInfo>;
  saveUserInfo(info: UserInfo): void;
  returnAfterLogin(): void;
}

/** Stores the token and returns at once, then fetches and stores the profile; emits true when it was saved. */
export function completeLogin(token: string, deps: CompleteLoginDeps): Observable<boolean> {
  deps.saveToken(token);
  deps.returnAfterLogin();
  return defer(() => deps.fetchUserInfo()).pipe(
    map((info) => {
      deps.saveUserInfo(info);
      return true;
    }),
    catchError(() => of(false)),
  );
}

/** The app's login completion. */
export const appCompleteLoginDeps: CompleteLoginDeps = {
  saveToken: login,
  fetchUserInfo: () => request(userEndpoints.userinfo),
  saveUserInfo: setUserInfo,
  returnAfterLogin,
};

/** Records a rejected login (spec §4: the old token stays, with the failure code). */
export function recordLoginFailure(code: string): void {
  if (code !== '') loginFailed(code);
}

/** The SMS form's calls. */
export const smsLoginApi: SmsLoginApi = {
  challenge: () => request(loginEndpoints.getRandomCode),
  sendCode: (query) => request(loginEndpoints.getSmsCode, { query }),
  login: (body) => request(loginEndpoints.loginByCode, { body }),
};

/** The QR tab's calls. */
export const qrLoginApi: QrLoginApi = {
  qrcode: () => request(loginEndpoints.wxQrcode),
  token: (query) => request(loginEndpoints.wxToken, { query }),
};

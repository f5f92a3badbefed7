import { test } from 'node:test';
import assert from 'node:assert/strict';
import { of, throwError, lastValueFrom } from 'rxjs';
import type { UserInfo } from '../../../../contracts/entities';
import { completeLogin, type CompleteLoginDeps } from '../../../../client/pages/login/login-complete';

const user: UserInfo = { portrait: '', nickName: '用户8000', vipTime: 0, vipType: 0 };

function deps(fetch: CompleteLoginDeps['fetchUserInfo']) {
  const log: string[] = [];
  const d: CompleteLoginDeps = {
    saveToken: (t) => log.push(`token ${t}`),
    fetchUserInfo: () => (log.push('fetch'), fetch()),
    saveUserInfo: (u) => log.push(`user ${u.nickName}`),
    returnAfterLogin: () => log.push('return'),
  };
  return { d, log };
}

test('a login stores the token before fetching the profile, then returns', async () => {
  const { d, log } = deps(() => of(user));
  assert.equal(await lastValueFrom(completeLogin('tok', d)), true);
  assert.deepEqual(log, ['token tok', 'fetch', 'user 用户8000', 'return']);
});

test('a failed profile fetch still returns to the remembered page', async () => {
  const { d, log } = deps(() => throwError(() => new Error('x')));
  assert.equal(await lastValueFrom(completeLogin('tok', d)), false);
  assert.deepEqual(log, ['token tok', 'fetch', 'return']);
});

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

test('a login stores the token and returns at once, then fetches the profile with it', async () => {
  const { d, log } = deps(() => of(user));
  const done = completeLogin('tok', d);
  assert.deepEqual(log, ['token tok', 'return'], 'before anything subscribes to the profile fetch');
  assert.equal(await lastValueFrom(done), true);
  assert.deepEqual(log, ['token tok', 'return', 'fetch', 'user 用户8000']);
});

test('a failed profile fetch is not an error', async () => {
  const { d, log } = deps(() => throwError(() => new Error('x')));
  assert.equal(await lastValueFrom(completeLogin('tok', d)), false);
  assert.deepEqual(log, ['token tok', 'return', 'fetch']);
});

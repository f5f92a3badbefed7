import { test } from 'node:test';
import assert from 'node:assert/strict';
import { TestScheduler } from 'rxjs/testing';
import { throwError, type Observable } from 'rxjs';
import { startup$, type StartupDeps } from '../../../client/app/startup';
import type { UserInfo, UserIp } from '../../../contracts/entities';
import { KEY_TOKEN_INVALID_MESSAGE } from '../../../contracts/key-token';
import { decodeKeyToken, encodeKeyToken } from '../../../contracts/key-token-codec';

const LOCK = 'L'.repeat(80);

/** A thenable that settles synchronously, so `from()` emits inside the virtual-time run. */
function syncPromise<T>(value: T): Promise<T> {
  return { then: (ok: (v: T) => unknown) => syncPromise(ok(value)), catch: () => syncPromise(value) } as unknown as Promise<T>;
}
const USER: UserInfo = { portrait: '', nickName: '股友', vipTime: 0, vipType: 0 };
const IP: UserIp = { isCN: true, msg: '中国大陆' };

interface Options {
  key?: string | null;
  lock$: (cold: TestScheduler['createColdObservable']) => Observable<string>;
  stored?: string | null;
  canReload?: boolean;
  token?: boolean;
  regionFails?: boolean;
}

/** Runs startup in virtual time; returns the events with their frame (ms) and the effect log. */
function run(o: Options): { events: string[]; log: string[] } {
  const events: string[] = [];
  const log: string[] = [];
  const ts = new TestScheduler((a, b) => assert.deepEqual(a, b));
  ts.run(({ cold, flush }) => {
    let token = o.token ?? false;
    const deps: StartupDeps = {
      keyToken: () => o.key ?? null,
      // Resolved synchronously-in-effect: virtual time cannot await a real promise, so a settled
      // promise-like is used (the browser wiring returns a real Promise).
      decodeKeyToken: (v) => syncPromise(decodeKeyToken(v, Date.now())),
      dropKeyToken: () => log.push('drop-key'),
      login: (t) => {
        token = true;
        log.push(`login:${t}`);
      },
      warn: (m) => log.push(`warn:${m}`),
      fetchApiLock: () => {
        log.push(`apiOuth@${ts.now()}`);
        return o.lock$(cold.bind(ts) as TestScheduler['createColdObservable']);
      },
      storedApiLock: () => o.stored ?? null,
      saveApiLock: (l) => log.push(`save-lock:${l.length}@${ts.now()}`),
      canReload: () => o.canReload ?? true,
      reload: () => log.push(`reload@${ts.now()}`),
      fetchRegion: () => {
        log.push(`isCN@${ts.now()}`);
        return o.regionFails ? throwError(() => new Error('502')) : cold('10ms (a|)', { a: IP });
      },
      saveRegion: (ip) => log.push(`save-region:${ip.isCN}`),
      hasToken: () => token,
      fetchUserInfo: () => {
        log.push(`userinfo@${ts.now()}`);
        return cold('10ms (a|)', { a: USER });
      },
      saveUserInfo: (u) => log.push(`save-user:${u.nickName}`),
    };
    startup$(deps).subscribe((e) => events.push('outcome' in e ? `${e.step}:${e.outcome}@${ts.now()}` : `${e.step}@${ts.now()}`));
    flush();
  });
  return { events, log };
}

test('runs the five steps in order: key token, API lock, region, user info, render', () => {
  const key = encodeKeyToken('token-abcdef12', Date.now());
  const { events, log } = run({ key, lock$: (cold) => cold('50ms (a|)', { a: LOCK }) });
  assert.deepEqual(events, ['key-token:login@0', 'api-lock:fetched@50', 'region:ok@60', 'user:refreshed@70', 'render@70']);
  assert.deepEqual(log, ['login:token-abcdef12', 'apiOuth@0', 'save-lock:80@50', 'drop-key', 'isCN@50', 'save-region:true', 'userinfo@60', 'save-user:股友']);
});

test('an invalid key token is ignored with a warning; without a token user info is skipped', () => {
  const { events, log } = run({ key: 'garbage', lock$: (cold) => cold('5ms (a|)', { a: '' }) });
  assert.deepEqual(events, ['key-token:invalid@0', 'api-lock:fetched@5', 'region:ok@15', 'user:skipped@15', 'render@15']);
  assert.ok(log.includes(`warn:${KEY_TOKEN_INVALID_MESSAGE}`));
  assert.ok(log.includes('drop-key'));
  assert.ok(!log.some((l) => l.startsWith('login')));
});

test('an expired key token is invalid too', () => {
  const key = encodeKeyToken('token-abcdef12', Date.now() - 3_600_000);
  const { events } = run({ key, lock$: (cold) => cold('5ms (a|)', { a: LOCK }) });
  assert.equal(events[0], 'key-token:invalid@0');
});

test('a reload keeps the key token in the address bar, so the reloaded page shows its warning again (CI lost it)', () => {
  const first = run({ key: 'garbage', lock$: (cold) => cold('500ms (a|)', { a: LOCK }) });
  assert.deepEqual(first.events, ['key-token:invalid@0', 'api-lock:reload@200']);
  assert.ok(!first.log.includes('drop-key'), 'the reloaded page must still find the key');
  const second = run({ key: 'garbage', canReload: false, lock$: (cold) => cold('500ms (a|)', { a: LOCK }) });
  assert.deepEqual(second.events.slice(0, 2), ['key-token:invalid@0', 'api-lock:late@500']);
  assert.ok(second.log.includes(`warn:${KEY_TOKEN_INVALID_MESSAGE}`));
  assert.ok(second.log.includes('drop-key'));
});

test('the lock still missing at 200 ms reloads the page, and startup stops there', () => {
  const { events, log } = run({ lock$: (cold) => cold('500ms (a|)', { a: LOCK }) });
  assert.deepEqual(events, ['key-token:none@0', 'api-lock:reload@200']);
  assert.ok(log.includes('reload@200'));
  assert.ok(!log.some((l) => l.startsWith('isCN')));
});

test('guard: on the reload itself, startup waits for the late answer instead of reloading again', () => {
  const { events, log } = run({ canReload: false, lock$: (cold) => cold('500ms (a|)', { a: LOCK }) });
  assert.deepEqual(events, ['key-token:none@0', 'api-lock:late@500', 'region:ok@510', 'user:skipped@510', 'render@510']);
  assert.ok(!log.some((l) => l.startsWith('reload')));
  assert.ok(log.includes('save-lock:80@500'));
});

test('guard: a broken upstream never loops — it reloads once, then the reloaded page carries on', () => {
  const first = run({ lock$: () => throwError(() => new Error('502')) });
  assert.deepEqual(first.events, ['key-token:none@0', 'api-lock:reload@200']);
  const second = run({ canReload: false, lock$: () => throwError(() => new Error('502')) });
  assert.deepEqual(second.events, ['key-token:none@0', 'api-lock:failed@200', 'region:ok@210', 'user:skipped@210', 'render@210']);
  assert.ok(!second.log.some((l) => l.startsWith('reload')));
});

test('a lock stored earlier in the session is not missing: no reload; the late answer still refreshes it', () => {
  const { events, log } = run({ stored: LOCK, lock$: (cold) => cold('300ms (a|)', { a: LOCK }) });
  assert.deepEqual(events, ['key-token:none@0', 'api-lock:stored@200', 'region:ok@210', 'user:skipped@210', 'render@210']);
  assert.ok(log.includes('save-lock:80@300'));
  assert.ok(!log.some((l) => l.startsWith('reload')));
});

test('a failed region check is ignored and startup continues', () => {
  const { events } = run({ token: true, regionFails: true, lock$: (cold) => cold('1ms (a|)', { a: LOCK }) });
  assert.deepEqual(events, ['key-token:none@0', 'api-lock:fetched@1', 'region:failed@1', 'user:refreshed@11', 'render@11']);
});

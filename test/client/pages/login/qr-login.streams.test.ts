import { test } from 'node:test';
import assert from 'node:assert/strict';
import { merge, of, throwError, type Observable } from 'rxjs';
import type { WxQrcode } from '../../../../contracts/endpoints/login';
import { createQrLogin, type QrLoginState } from '../../../../client/pages/login/qr-login.streams';
import { virtualClock } from './virtual-time';

function setup(opts: { ttl?: number; answers?: Array<() => Observable<string>>; qrFails?: boolean } = {}) {
  const clock = virtualClock();
  let tickets = 0;
  const polls: string[] = [];
  const answers = opts.answers ?? [];
  const login = createQrLogin(
    {
      qrcode: () => {
        if (opts.qrFails) return throwError(() => new Error('二维码服务不可用'));
        tickets += 1;
        const qr: WxQrcode = {
          code: `t${tickets}`,
          timestamp: String(clock.now()),
          image: 'data:image/png;base64,x',
          url: `/confirm?t${tickets}`,
          expiresAt: clock.now() + (opts.ttl ?? 120_000),
        };
        return of(qr);
      },
      token: (q) => {
        polls.push(`${q.code}@${clock.now()}`);
        return (answers.shift() ?? (() => of('')))();
      },
    },
    { now: clock.now, pollMs: 2_000, scheduler: clock.scheduler },
  );
  const states: QrLoginState[] = [];
  const tokens: string[] = [];
  // One subscription for both outputs, as the page does.
  const sub = merge(login.state$, login.loggedIn$).subscribe((v) => (typeof v === 'string' ? tokens.push(v) : states.push(v)));
  return { clock, login, polls, states, tokens, last: () => states[states.length - 1]!, stop: () => sub.unsubscribe() };
}

test('shows the ticket, polls every 2 s while pending, and emits the token once confirmed', (t) => {
  const h = setup({ answers: [() => of(''), () => of(''), () => of('tok-qr')] });
  t.after(h.stop);
  assert.equal(h.last().status, 'waiting');
  assert.equal(h.last().qr?.code, 't1');
  h.clock.advanceTo(4_000);
  assert.deepEqual(h.polls, ['t1@2000', 't1@4000']);
  assert.deepEqual(h.tokens, []);
  h.clock.advanceTo(6_000);
  assert.deepEqual(h.tokens, ['tok-qr']);
  assert.equal(h.last().status, 'confirmed');
  h.clock.advanceTo(20_000);
  assert.equal(h.polls.length, 3, 'polling stops after the token');
});

test('expires at its expiry time, stops polling, and refresh shows a new ticket', (t) => {
  const h = setup({ ttl: 5_000 });
  t.after(h.stop);
  h.clock.advanceTo(5_000);
  assert.equal(h.last().status, 'expired');
  assert.equal(h.last().qr?.code, 't1', 'the old image stays under the refresh prompt');
  const polled = h.polls.length;
  h.clock.advanceTo(30_000);
  assert.equal(h.polls.length, polled);
  h.login.refresh();
  assert.equal(h.last().status, 'waiting');
  assert.equal(h.last().qr?.code, 't2');
});

test('a ticket the server says is gone counts as expired; other poll errors keep polling', (t) => {
  const network = () => throwError(() => Object.assign(new Error('网络异常'), { code: '-001' }));
  const gone = () => throwError(() => Object.assign(new Error('二维码已过期'), { code: '404' }));
  const h = setup({ answers: [network, gone] });
  t.after(h.stop);
  h.clock.advanceTo(2_000);
  assert.equal(h.last().status, 'waiting');
  h.clock.advanceTo(4_000);
  assert.equal(h.last().status, 'expired');
});

test('a failed ticket fetch shows an error with its message', (t) => {
  const h = setup({ qrFails: true });
  t.after(h.stop);
  assert.equal(h.last().status, 'error');
  assert.equal(h.last().message, '二维码服务不可用');
});

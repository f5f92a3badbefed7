import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject, asyncScheduler } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { AUTH_RETRY_MAX, createLiveSocket, type LiveSocket, type SocketHandlers, type SocketLike } from '../../../client/services/live-socket';
import { HEART, type Quote } from '../../../contracts/ws-protocol';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: string[] = [];
  closed = false;
  constructor(
    readonly url: string,
    readonly at: number,
    private readonly on: SocketHandlers,
  ) {}
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.on.open();
  }
  fail() {
    this.readyState = 3;
    this.on.error();
    this.on.close();
  }
  serverClose() {
    this.readyState = 3;
    this.on.close();
  }
  receive(frame: unknown) {
    this.on.message(typeof frame === 'string' ? frame : JSON.stringify(frame));
  }
}

interface Rig {
  client: LiveSocket;
  sockets: FakeSocket[];
  stored: number[];
  warnings: string[];
  online$: Subject<boolean>;
  visible$: Subject<boolean>;
  setOnline(v: boolean): void;
}

const HOSTS = ['ws://h0/ws', 'ws://h1/ws', 'ws://h2/ws', 'ws://h3/ws', 'ws://h4/ws'];

function rig(startIndex = 0, random = 0.5): Rig {
  const sockets: FakeSocket[] = [];
  const stored: number[] = [];
  const warnings: string[] = [];
  const online$ = new Subject<boolean>();
  const visible$ = new Subject<boolean>();
  let online = true;
  const client = createLiveSocket({
    hosts: HOSTS,
    createSocket: (url, on) => {
      const s = new FakeSocket(url, asyncScheduler.now(), on);
      sockets.push(s);
      return s;
    },
    hostIndex: { get: () => startIndex, set: (i) => stored.push(i) },
    online$,
    visible$,
    isOnline: () => online,
    warn: (m) => warnings.push(m),
    random: () => random,
  });
  return {
    client,
    sockets,
    stored,
    warnings,
    online$,
    visible$,
    setOnline(v) {
      online = v;
      online$.next(v);
    },
  };
}

/** Runs a scenario in virtual time; `at(t, fn)` schedules a step (each scenario stops its client). */
function scenario(body: (at: (t: number, fn: () => void) => void) => void): void {
  const ts = new TestScheduler((a, b) => assert.deepEqual(a, b));
  ts.run(({ flush }) => {
    body((t, fn) => asyncScheduler.schedule(fn, t));
    flush();
  });
}

const quote = (id: string, price: number): Quote => ({ id, price, change: 0, pct: 0, volume: 1, amount: 1, ts: 1 });

test('connects to the stored host, subscribes, sends HEART every 30 s', () => {
  const r = rig(2);
  scenario((at) => {
    at(0, () => r.client.start());
    at(0, () => r.client.quote$('600519.SH').subscribe());
    at(10, () => r.sockets[0]!.open());
    // The gateway answers each HEART; answers keep the socket alive past the stale limit.
    for (const t of [30_020, 60_020, 90_020]) at(t, () => r.sockets[0]!.receive(HEART));
    at(95_000, () => r.client.stop());
  });
  assert.equal(r.sockets.length, 1);
  assert.equal(r.sockets[0]!.url, 'ws://h2/ws');
  assert.deepEqual(r.sockets[0]!.sent, ['{"type":"sub","codes":["600519.SH"]}', HEART, HEART, HEART]);
});

test('connect timeout 4 s, then 3 s wait, then the next host; wraps and stores the index', () => {
  const r = rig(3);
  scenario((at) => {
    at(0, () => r.client.start());
    at(25_000, () => r.client.stop());
  });
  // 0: h3 (times out at 4 s, closed), 7 s: h4, 14 s: h0 (wrapped), 21 s: h1.
  assert.deepEqual(
    r.sockets.map((s) => [s.url, s.at]),
    [
      ['ws://h3/ws', 0],
      ['ws://h4/ws', 7_000],
      ['ws://h0/ws', 14_000],
      ['ws://h1/ws', 21_000],
    ],
  );
  assert.deepEqual(r.stored, [4, 0, 1]);
  assert.ok(r.sockets.slice(0, 3).every((s) => s.closed));
});

test('an error closes, waits 3 s and advances to the next host', () => {
  const r = rig(0);
  scenario((at) => {
    at(0, () => r.client.start());
    at(100, () => r.sockets[0]!.fail());
    at(3_200, () => r.sockets[1]!.open());
    at(9_000, () => r.client.stop());
  });
  assert.deepEqual(
    r.sockets.map((s) => [s.url, s.at]),
    [
      ['ws://h0/ws', 0],
      ['ws://h1/ws', 3_100],
    ],
  );
  assert.deepEqual(r.stored, [1]);
});

test('a reconnect that opens within the 3 s wait keeps the host', () => {
  const r = rig(0);
  const statuses: string[] = [];
  scenario((at) => {
    at(0, () => r.client.status$.subscribe((s) => statuses.push(s)));
    at(0, () => r.client.start());
    at(100, () => r.sockets[0]!.fail());
    at(1_000, () => r.visible$.next(true));
    at(1_200, () => r.sockets[1]!.open());
    at(9_000, () => r.client.stop());
  });
  assert.deepEqual(
    r.sockets.map((s) => [s.url, s.at]),
    [
      ['ws://h0/ws', 0],
      ['ws://h0/ws', 1_000],
    ],
  );
  assert.deepEqual(r.stored, []);
  assert.deepEqual(statuses, ['idle', 'connecting', 'waiting', 'connecting', 'open', 'stopped']);
});

test('a clean close reconnects to the same host after a jittered 2–10 s delay', () => {
  const r = rig(1, 0.5);
  scenario((at) => {
    at(0, () => r.client.start());
    at(10, () => r.sockets[0]!.open());
    at(1_000, () => r.sockets[0]!.serverClose());
    at(7_500, () => r.client.stop());
  });
  // attempt 0: uniform in [2 s, 4 s] → 3 s at random 0.5.
  assert.deepEqual(
    r.sockets.map((s) => [s.url, s.at]),
    [
      ['ws://h1/ws', 0],
      ['ws://h1/ws', 4_000],
    ],
  );
});

test('re-subscribes every wanted id after a reconnect, and unsubscribes released ones', () => {
  const r = rig(0);
  scenario((at) => {
    at(0, () => r.client.start());
    at(0, () => r.client.quote$('600519.SH').subscribe());
    const sub = r.client.quotes$(['000001.SZ', '000001.SH']);
    let s: { unsubscribe(): void } | undefined;
    at(0, () => (s = sub.subscribe()));
    at(10, () => r.sockets[0]!.open());
    at(500, () => s?.unsubscribe());
    at(1_000, () => r.sockets[0]!.serverClose());
    at(5_000, () => r.sockets[1]!.open());
    at(19_000, () => r.client.stop());
  });
  assert.deepEqual(r.sockets[0]!.sent, ['{"type":"sub","codes":["600519.SH","000001.SZ","000001.SH"]}', '{"type":"unsub","codes":["000001.SZ","000001.SH"]}']);
  assert.deepEqual(r.sockets[1]!.sent, ['{"type":"sub","codes":["600519.SH"]}']);
});

test('offline warns 网络已断开 and closes; online reconnects at once', () => {
  const r = rig(0);
  const statuses: string[] = [];
  scenario((at) => {
    at(0, () => r.client.status$.subscribe((s) => statuses.push(s)));
    at(0, () => r.client.start());
    at(10, () => r.sockets[0]!.open());
    at(1_000, () => r.setOnline(false));
    at(6_000, () => r.setOnline(true));
    at(9_000, () => r.client.stop());
  });
  assert.deepEqual(r.warnings, ['网络已断开']);
  assert.equal(r.sockets[0]!.closed, true);
  assert.deepEqual(
    r.sockets.map((s) => s.at),
    [0, 6_000],
  );
  assert.deepEqual(statuses, ['idle', 'connecting', 'open', 'offline', 'connecting', 'stopped']);
});

test('quotes reach per-id and map streams, merged with earlier fields; bad frames are dropped', () => {
  const r = rig(0);
  const one: number[] = [];
  const maps: number[] = [];
  scenario((at) => {
    at(0, () => r.client.start());
    at(0, () => r.client.quote$('600519.SH').subscribe((q) => one.push(q.price)));
    at(0, () => r.client.quotes$(['600519.SH', '000001.SZ']).subscribe((m) => maps.push(m.size)));
    at(10, () => r.sockets[0]!.open());
    at(20, () => r.sockets[0]!.receive({ type: 'snapshot', quotes: [{ ...quote('600519.SH', 1500), high: 1510 }] }));
    at(30, () => r.sockets[0]!.receive({ type: 'quotes', quotes: [quote('600519.SH', 1501), quote('600000.SH', 9)] }));
    at(40, () => r.sockets[0]!.receive('{"type":"quotes","quotes":[{"id":"bad"}]}'));
    at(50, () => r.sockets[0]!.receive({ type: 'quotes', quotes: [quote('000001.SZ', 11)] }));
    at(60, () => r.client.quote$('600519.SH').subscribe((q) => assert.equal(q.high, 1510)));
    at(4_000, () => r.client.stop());
  });
  assert.deepEqual(one, [1500, 1501]);
  assert.deepEqual(maps, [0, 1, 1, 2]);
});

test('a silent socket is presumed dead after two missed heartbeats and the host rotates', () => {
  const r = rig(0);
  scenario((at) => {
    at(0, () => r.client.start());
    at(10, () => r.sockets[0]!.open());
    at(79_000, () => r.client.stop());
  });
  // Heartbeat ticks at 30 s and 60 s; 60 s < 65 s stale limit; tick at 90 s is after stop. Stays.
  assert.equal(r.sockets.length, 1);
  const r2 = rig(0);
  scenario((at) => {
    at(0, () => r2.client.start());
    at(10, () => r2.sockets[0]!.open());
    at(96_000, () => r2.client.stop());
  });
  // Tick at 90 010 ms finds 90 s of silence → failure → 3 s → next host at 93 010 ms.
  assert.deepEqual(
    r2.sockets.map((s) => [s.url, s.at]),
    [
      ['ws://h0/ws', 0],
      ['ws://h1/ws', 93_010],
    ],
  );
});

test('news$: subNews while listened to (re-sent after a reconnect), frames delivered, malformed ones dropped, unsubNews when the last listener leaves', () => {
  const r = rig(0);
  const got: string[][] = [];
  const item = { id: '2025-11-27-1', ts: 1, title: 't', content: 'c', codes: [], level: 'normal', category: 'market', securities: [] };
  scenario((at) => {
    let sub: { unsubscribe(): void } | null = null;
    at(0, () => r.client.start());
    at(0, () => {
      sub = r.client.news$.subscribe((f) => got.push(f.items.map((i) => i.id)));
    });
    at(10, () => r.sockets[0]!.open());
    at(20, () => r.sockets[0]!.receive({ type: 'news', items: [item], recent: true }));
    at(30, () => r.sockets[0]!.receive({ type: 'news', items: [{ ...item, level: 'loud' }] }));
    at(40, () => r.sockets[0]!.serverClose());
    // Whichever socket the reconnect makes is accepted at once.
    for (let t = 2_000; t < 20_000; t += 250) at(t, () => (r.sockets.length > 1 && r.sockets.at(-1)!.readyState === 0 ? r.sockets.at(-1)!.open() : undefined));
    at(20_010, () => sub!.unsubscribe());
    at(20_100, () => r.client.stop());
  });
  assert.deepEqual(got, [['2025-11-27-1']]);
  assert.ok(r.sockets[0]!.sent.includes('{"type":"subNews"}'));
  assert.ok(r.sockets.length >= 2);
  assert.deepEqual(
    r.sockets.at(-1)!.sent.filter((s) => s.includes('News')),
    ['{"type":"subNews"}', '{"type":"unsubNews"}'],
  );
});

test('personal channel: the token goes in an auth frame on open and after a reconnect; logout sends null; events and authed state arrive', () => {
  const r = rig(0);
  const events: string[] = [];
  const authed: boolean[] = [];
  scenario((at) => {
    at(0, () => {
      r.client.personal$.subscribe((e) => events.push(e.text));
      r.client.authed$.subscribe((a) => authed.push(a));
      r.client.auth('tok-alice'); // before the socket exists: sent once it opens
      r.client.start();
    });
    at(10, () => r.sockets[0]!.open());
    at(20, () => r.sockets[0]!.receive({ type: 'authed', user: true }));
    at(30, () =>
      r.sockets[0]!.receive({
        type: 'personal',
        event: { id: 'e1', kind: 'alert', ts: 1, text: '贵州茅台 价格涨到 1700.00，现价 1701.00', code: '600519.SH', price: 1701 },
      }),
    );
    at(40, () => r.client.auth('tok-alice')); // unchanged: nothing sent
    at(50, () => r.sockets[0]!.serverClose());
    // Whichever socket the reconnect makes is accepted at once.
    for (let t = 2_000; t < 20_000; t += 250) at(t, () => (r.sockets.length > 1 && r.sockets.at(-1)!.readyState === 0 ? r.sockets.at(-1)!.open() : undefined));
    at(20_010, () => r.client.auth(null));
    at(20_020, () => r.client.auth('tok-bob'));
    at(20_030, () => r.client.stop());
  });
  const auths = (s: FakeSocket) => s.sent.filter((x) => x.includes('"auth"'));
  assert.deepEqual(auths(r.sockets[0]!), ['{"type":"auth","token":"tok-alice"}']);
  assert.deepEqual(auths(r.sockets.at(-1)!), ['{"type":"auth","token":"tok-alice"}', '{"type":"auth","token":null}', '{"type":"auth","token":"tok-bob"}']);
  assert.ok(!r.sockets.some((s) => s.url.includes('tok')), 'never in the URL');
  assert.deepEqual(events, ['贵州茅台 价格涨到 1700.00，现价 1701.00']);
  assert.deepEqual(authed, [false, true, false], 'a dropped connection is unbound until the gateway says otherwise');
});

test('personal channel: a signed-out tab sends no auth frame at all', () => {
  const r = rig(0);
  scenario((at) => {
    at(0, () => {
      r.client.auth(null);
      r.client.start();
    });
    at(10, () => r.sockets[0]!.open());
    at(20, () => r.client.stop());
  });
  assert.deepEqual(
    r.sockets[0]!.sent.filter((x) => x.includes('auth')),
    [],
  );
});

test('personal channel: a token the gateway could not check (authed retry) is sent again after 2 s, 4 s …; a refusal or a bind stops it', () => {
  const r = rig(0); // random 0.5: the jitter factor is exactly 1
  scenario((at) => {
    at(0, () => {
      r.client.auth('tok-alice');
      r.client.start();
    });
    at(10, () => r.sockets[0]!.open());
    at(20, () => r.sockets[0]!.receive({ type: 'authed', user: false, retry: true }));
    // First retry at 20 + 2,000; its answer is another "could not check" → next after 4,000 more.
    at(2_021, () => r.sockets[0]!.receive({ type: 'authed', user: false, retry: true }));
    at(6_022, () => r.sockets[0]!.receive({ type: 'authed', user: true }));
    at(40_000, () => r.sockets[0]!.receive(HEART));
    at(50_000, () => r.client.stop());
  });
  const s = r.sockets[0]!;
  const auths = s.sent.filter((x) => x.includes('"auth"'));
  assert.deepEqual(auths, Array(3).fill('{"type":"auth","token":"tok-alice"}'), 'the first send, then one retry per unchecked answer, none after the bind');
});

test('personal channel: a refused token (authed false without retry) is never sent again on its own', () => {
  const r = rig(0);
  scenario((at) => {
    at(0, () => {
      r.client.auth('tok-gone');
      r.client.start();
    });
    at(10, () => r.sockets[0]!.open());
    at(20, () => r.sockets[0]!.receive({ type: 'authed', user: false }));
    at(40_000, () => r.sockets[0]!.receive(HEART));
    at(60_000, () => r.client.stop());
  });
  assert.equal(r.sockets[0]!.sent.filter((x) => x.includes('"auth"')).length, 1);
});

test('personal channel: unchecked answers are retried at most AUTH_RETRY_MAX times per connection, the pause capped at 30 s', () => {
  const r = rig(0);
  const times: number[] = [];
  scenario((at) => {
    at(0, () => {
      r.client.auth('tok-alice');
      r.client.start();
    });
    at(10, () => {
      r.sockets[0]!.open();
      const s = r.sockets[0]!;
      const send = s.send.bind(s);
      // Every auth is answered "could not check" at once; heartbeats keep the socket alive.
      s.send = (data: string) => {
        send(data);
        if (data.includes('"auth"')) {
          times.push(asyncScheduler.now());
          s.receive({ type: 'authed', user: false, retry: true });
        } else if (data === HEART) s.receive(HEART);
      };
      s.receive({ type: 'authed', user: false, retry: true });
    });
    at(400_000, () => r.client.stop());
  });
  assert.equal(times.length, AUTH_RETRY_MAX);
  const gaps = times.map((t, i) => t - (i === 0 ? 10 : times[i - 1]!));
  assert.deepEqual(gaps, [2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000, 30_000]);
});

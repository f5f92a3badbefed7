import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { SessionRepository } from '../../../../gateway/sim/accounts/session-repository';
import { Admission } from '../../../../gateway/sim/http/admission';
import { accountErrorHandler } from '../../../../gateway/sim/http/error-handler';
import { heavyCallAdmission, heavyKindOf, MAX_QUEUE_WAIT_MS, PAST_SCREEN_NEEDS_SESSION } from '../../../../gateway/sim/http/heavy-calls';
import { waitFor } from '../../edge/helpers';

const isPastScreen = (method: string, url: string, body: unknown, today: string) => heavyKindOf(method, url, body, undefined, today) === 'screen';

/** Tokens "t1".."t9" are users 1..9; anything else is no session. */
const sessions = {
  check: (token: string | undefined) => (token && /^t\d$/.test(token) ? { status: 'ok', userId: Number(token.slice(1)) } : { status: 'missing' }),
} as unknown as SessionRepository;

async function app(t: { after(f: () => Promise<unknown>): void }, maxQueueWaitMs = 60_000) {
  const admission = new Admission({ running: 1, queued: 1, perToken: 1, perIp: 5 });
  const refused: string[] = [];
  let built = 0;
  const gates: Array<() => void> = [];
  const a = Fastify();
  a.setErrorHandler(accountErrorHandler);
  a.addHook(
    'preHandler',
    heavyCallAdmission({ admission, sessions, now: () => 0, today: () => '2025-06-20', onRefused: (w) => refused.push(w), maxQueueWaitMs }),
  );
  a.post('/api/v3/screener/run', async () => {
    built++;
    await new Promise<void>((r) => gates.push(r));
    return { code: '000', message: '成功', datas: 'built' };
  });
  a.get('/api/v3/dataCenter/buyback', async () => {
    built++;
    await new Promise<void>((r) => gates.push(r));
    return { code: '000', message: '成功', datas: 'dataset' };
  });
  await a.listen({ host: '127.0.0.1', port: 0 });
  // A failed assertion must not leave close() waiting on a build that is never let go.
  t.after(() => {
    for (const open of gates.splice(0)) open();
    return a.close();
  });
  const url = `http://127.0.0.1:${(a.server.address() as AddressInfo).port}`;
  return { a, url, admission, refused, gates, built: () => built };
}

function post(url: string, token: string | null, asOf: string) {
  const ctl = new AbortController();
  const done = fetch(`${url}/api/v3/screener/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { token } : {}) },
    body: JSON.stringify({ tree: { all: [] }, asOf }),
    signal: ctl.signal,
  }).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.json() }));
  return { done, abort: () => ctl.abort() };
}

function get(url: string, date: string) {
  const ctl = new AbortController();
  const done = fetch(`${url}/api/v3/dataCenter/buyback?date=${date}`, { signal: ctl.signal }).then(async (r) => ({
    status: r.status,
    retryAfter: r.headers.get('retry-after'),
    body: await r.json(),
  }));
  return { done, abort: () => ctl.abort() };
}

/** Lets the next build that reached its handler finish. */
async function release(s: { gates: Array<() => void> }): Promise<void> {
  await waitFor(() => s.gates.length > 0, 10_000, 'a build in its handler');
  s.gates.shift()!();
}
/** Waits until the admission holds this load (a fixed pause is not enough on a busy machine). */
const loadIs = (s: { admission: Admission }, running: number, queued: number) =>
  waitFor(() => s.admission.load.running === running && s.admission.load.queued === queued, 10_000, `${running} running, ${queued} queued`);

test('which calls are heavy: past-date screens only', () => {
  assert.equal(isPastScreen('POST', '/api/v3/screener/run', { asOf: '2024-01-02' }, '2025-06-20'), true);
  assert.equal(isPastScreen('POST', '/api/v3/screener/explain?x=1', { asOf: '2024-01-02' }, '2025-06-20'), true);
  assert.equal(isPastScreen('POST', '/api/v3/screener/run', { asOf: '2025-06-20' }, '2025-06-20'), false, 'today');
  assert.equal(isPastScreen('POST', '/api/v3/screener/run', {}, '2025-06-20'), false);
  assert.equal(isPastScreen('POST', '/api/v3/screener/run', { asOf: 'garbage' }, '2025-06-20'), false, 'the route refuses it');
  assert.equal(isPastScreen('GET', '/api/v3/screener/run', { asOf: '2024-01-02' }, '2025-06-20'), false);
});

test('an anonymous past-date screen is refused with 004 and a Chinese message; today is served without a session', async (t) => {
  const s = await app(t);
  const anon = await post(s.url, null, '2024-01-02').done;
  assert.equal(anon.body.code, '004');
  assert.equal(anon.body.message, PAST_SCREEN_NEEDS_SESSION);
  assert.equal(s.built(), 0);
  const today = post(s.url, null, '2025-06-20');
  await release(s);
  assert.equal((await today.done).body.datas, 'built');
});

test('one builds, one waits, the rest get 503 + Retry-After with a Chinese message at once; the same session may not queue twice', async (t) => {
  const s = await app(t);
  const first = post(s.url, 't1', '2024-01-02');
  await loadIs(s, 1, 0);
  const second = post(s.url, 't2', '2024-01-03');
  await loadIs(s, 1, 1);
  const t0 = performance.now();
  const third = await post(s.url, 't3', '2024-01-04').done;
  assert.ok(performance.now() - t0 < 1_000, 'refused at once');
  assert.equal(third.status, 503);
  assert.equal(third.retryAfter, '5');
  assert.deepEqual(third.body, { code: '521', message: '当前查询较多，请稍后再试', datas: null });
  await release(s);
  assert.equal((await first.done).status, 200);
  await loadIs(s, 1, 0);
  const again = await post(s.url, 't2', '2024-01-05').done;
  assert.equal(again.status, 503);
  assert.equal(again.body.message, '您有查询正在进行，请等待完成后再试');
  await release(s);
  assert.equal((await second.done).status, 200);
  assert.equal(s.built(), 2);
  assert.deepEqual(s.refused, ['queue-full', 'caller-busy']);
});

test('a queued screen whose client went away is dropped: it is never built', async (t) => {
  const s = await app(t);
  const first = post(s.url, 't1', '2024-01-02');
  await loadIs(s, 1, 0);
  const leaving = post(s.url, 't2', '2024-01-03');
  await loadIs(s, 1, 1);
  leaving.abort();
  await leaving.done.catch(() => {});
  await loadIs(s, 1, 0);
  await waitFor(() => s.refused.length > 0, 10_000, 'the drop');
  await release(s);
  await first.done;
  await loadIs(s, 0, 0);
  assert.equal(s.built(), 1, 'the abandoned build never ran');
  assert.deepEqual(s.refused, ['dropped']);
  assert.deepEqual(s.admission.load, { running: 0, queued: 0 }, 'slots all free');
});

test('which data-centre calls are heavy: a past day of a dataset, or a history window longer than the default', () => {
  const today = '2025-06-20';
  assert.equal(heavyKindOf('GET', '/api/v3/dataCenter/buyback?date=2019-06-18', undefined, { date: '2019-06-18' }, today), 'dataset');
  assert.equal(heavyKindOf('GET', '/api/v3/dataCenter/fundFlow', undefined, { date: '2024-01-02', scope: 'stock' }, today), 'dataset');
  assert.equal(heavyKindOf('GET', '/api/v3/dataCenter/buyback', undefined, {}, today), null, 'the last closed day is warmed');
  assert.equal(heavyKindOf('GET', '/api/v3/dataCenter/history', undefined, { days: '250' }, today), 'dataset');
  assert.equal(heavyKindOf('GET', '/api/v3/dataCenter/history', undefined, { days: '5' }, today), null);
  assert.equal(heavyKindOf('GET', '/api/v3/dataCenter/days', undefined, { date: '2019-06-18' }, today), null, 'a list');
  assert.equal(heavyKindOf('GET', '/api/v3/dataCenter/reports/dividend', undefined, { date: '2019-06-18' }, today), null);
  assert.equal(heavyKindOf('GET', '/api/v3/dataCenter/lhb', undefined, { date: 'garbage' }, today), null, 'the route refuses it');
  assert.equal(heavyKindOf('POST', '/api/v3/screener/run', { asOf: '2024-01-02' }, undefined, today), 'screen');
});

test('a past-day dataset needs no session but a build slot, shared with the screens: one builds, one waits, the next gets 503 + Retry-After at once', async (t) => {
  const s = await app(t);
  const screen = post(s.url, 't1', '2024-01-02');
  await loadIs(s, 1, 0);
  const queued = get(s.url, '2019-06-18');
  await loadIs(s, 1, 1);
  const refused = await get(s.url, '2019-06-19').done;
  assert.equal(refused.status, 503);
  assert.equal(refused.retryAfter, '5');
  assert.deepEqual(refused.body, { code: '521', message: '当前查询较多，请稍后再试', datas: null });
  await release(s);
  assert.equal((await screen.done).body.datas, 'built');
  await release(s);
  const served = await queued.done;
  assert.equal(served.status, 200);
  assert.equal(served.body.datas, 'dataset', 'anonymous, served once its turn came');
  assert.deepEqual(s.refused, ['queue-full']);
  assert.deepEqual(s.admission.load, { running: 0, queued: 0 });
});

test('a queued dataset whose client went away is dropped: it is never built', async (t) => {
  const s = await app(t);
  const first = get(s.url, '2019-06-18');
  await loadIs(s, 1, 0);
  const leaving = get(s.url, '2019-06-19');
  await loadIs(s, 1, 1);
  leaving.abort();
  await leaving.done.catch(() => {});
  await loadIs(s, 1, 0);
  await waitFor(() => s.refused.length > 0, 10_000, 'the drop');
  await release(s);
  await first.done;
  await loadIs(s, 0, 0);
  assert.equal(s.built(), 1, 'the abandoned build never ran');
  assert.deepEqual(s.refused, ['dropped']);
});

test('a call queued longer than its bound gets the busy 503 + Retry-After, not a wait into the edge’s 504; its build never runs', async (t) => {
  assert.ok(MAX_QUEUE_WAIT_MS + 12_000 <= 15_000, 'a slot granted at the bound still leaves a 12 s build inside the edge’s 15 s');
  const s = await app(t, 200);
  const first = post(s.url, 't1', '2024-01-02');
  await loadIs(s, 1, 0);
  const waited = await get(s.url, '2019-06-18').done;
  assert.equal(waited.status, 503);
  assert.equal(waited.retryAfter, '5');
  assert.deepEqual(waited.body, { code: '521', message: '当前查询较多，请稍后再试', datas: null });
  assert.deepEqual(s.refused, ['waited-too-long']);
  assert.deepEqual(s.admission.load, { running: 1, queued: 0 }, 'it left the queue');
  await release(s);
  assert.equal((await first.done).status, 200);
  assert.equal(s.built(), 1, 'the call that waited too long built nothing');
  await loadIs(s, 0, 0);
});

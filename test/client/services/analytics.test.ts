import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Subject, of, throwError, type Observable } from 'rxjs';
import { parseAnalyticsPayload } from '../../../contracts/endpoints/analytics';
import { DIRECT_SOURCE, PAGE_VISIT_EVENT, pageVisitPairs, trackPageVisits, type PageLocation } from '../../../client/services/analytics';

const byName = (pairs: Array<{ name: string; value: string }>) => Object.fromEntries(pairs.map((p) => [p.name, p.value]));

test('page visit pairs: fixed fields, page name, pointer params, source page (spec §7)', () => {
  const pairs = byName(pageVisitPairs({ pathname: '/rankList', search: '?name=%E6%98%8E%E6%98%9F&x=1' }, { pathname: '/', search: '' }, '1.2.3'));
  assert.deepEqual(pairs, {
    appVersion: '1.2.3',
    container: 'pc',
    env: 'pro',
    event_name: PAGE_VISIT_EVENT,
    event_ext1: '明星榜单',
    event_ext2: 'name=明星',
    event_ext3: '行情',
  });
});

test('page visit pairs: no params, first page of a visit', () => {
  const pairs = byName(pageVisitPairs({ pathname: '/favorite', search: '' }, null, '1'));
  assert.equal(pairs.event_ext1, '自选股');
  assert.equal(pairs.event_ext2, DIRECT_SOURCE);
  assert.equal(pairs.event_ext3, undefined);
  const stock = byName(pageVisitPairs({ pathname: '/stock', search: '?stockCode=600519.SH' }, { pathname: '/favorite', search: '' }, '1'));
  assert.equal(stock.event_ext2, 'stockCode=600519.SH');
  assert.equal(stock.event_ext3, '自选股');
});

function run(token: () => string | null, send: (json: string) => Observable<unknown>) {
  const locations = new Subject<PageLocation>();
  const sent: string[] = [];
  const sub = trackPageVisits({ locations$: locations, token, send: (json) => (sent.push(json), send(json)) }).subscribe();
  return { locations, sent, sub };
}

test('sends encrypted payloads the server can parse, one per page change, only when signed in', (t) => {
  let token: string | null = null;
  const h = run(
    () => token,
    () => of(null),
  );
  t.after(() => h.sub.unsubscribe());
  h.locations.next({ pathname: '/login', search: '' });
  assert.equal(h.sent.length, 0, 'anonymous: nothing sent');
  token = 'tok';
  h.locations.next({ pathname: '/', search: '' });
  h.locations.next({ pathname: '/', search: '' }); // same page again: not a new visit
  h.locations.next({ pathname: '/rankList', search: '?name=abc' });
  assert.equal(h.sent.length, 2);
  const first = parseAnalyticsPayload(h.sent[0]);
  assert.ok(first.ok);
  assert.equal(first.eventName, PAGE_VISIT_EVENT);
  assert.deepEqual(byName(first.pairs).event_ext2, '登录', 'source page is the login page');
  const second = parseAnalyticsPayload(h.sent[1]);
  assert.ok(second.ok);
  assert.equal(byName(second.pairs).event_ext2, 'name=abc');
  assert.equal(byName(second.pairs).event_ext3, '行情');
});

test('a failed send is dropped and tracking goes on', (t) => {
  let fail = true;
  const h = run(
    () => 'tok',
    () => (fail ? throwError(() => new Error('down')) : of(null)),
  );
  t.after(() => h.sub.unsubscribe());
  h.locations.next({ pathname: '/', search: '' });
  fail = false;
  h.locations.next({ pathname: '/favorite', search: '' });
  assert.equal(h.sent.length, 2);
  assert.equal(h.sub.closed, false);
});

/**
 * The alerts service over a fake market: an alert fires on the pushed quote that crosses it, to
 * its own user only, once per crossing; a cool-down swallows a quick re-crossing and a move back
 * re-arms it; pause silences; auction quotes are not trades; 放量 and the limit kinds; a new alert
 * that already stands crossed is refused with the live price; alerts and cool-downs survive a
 * restart over the same database without firing at once; screen alerts fire on 进入/退出.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { PersonalEvent } from '../../../../contracts/ws-personal';
import type { Quote } from '../../../../contracts/ws-protocol';
import { PriceAlerts, type ScreenSource } from '../../../../gateway/sim/alerts/index';
import { SimError } from '../../../../gateway/sim/http/errors';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { openStore } from '../../../../gateway/sim/open-store';
import { FakeMarket } from '../routes/market/helpers';

const MOUTAI = '600519.SH';
const TENCENT = '00700.HK';
const universe = loadUniverse();

function setup(opts: { screens?: ScreenSource } = {}) {
  const store = openStore(':memory:');
  const market = new FakeMarket(universe);
  market.set(MOUTAI, { price: 1500, preClose: 1500 });
  const clock = { t: 1_000_000 };
  const make = () => new PriceAlerts({ db: store.db, sources: { universe, market }, now: () => clock.t, ...(opts.screens ? { screens: opts.screens } : {}) });
  const alerts = make();
  const events: Array<{ uid: number; event: PersonalEvent }> = [];
  alerts.onEvent((uid, event) => events.push({ uid, event }));
  return { store, market, clock, alerts, events, make };
}

/** A pushed quote of 茅台 at `price` (preClose 1500, limits ±10%). */
const q = (price: number, extra: Partial<Quote> = {}): Quote => ({
  id: MOUTAI,
  price,
  change: price - 1500,
  pct: ((price - 1500) / 1500) * 100,
  volume: 1,
  amount: 1,
  ts: 0,
  status: 'trading',
  limitUp: 1650,
  limitDown: 1350,
  ...extra,
});

function refused(f: () => unknown, code: string, message: RegExp): void {
  assert.throws(f, (e: unknown) => e instanceof SimError && e.code === code && message.test(e.message), String(message));
}

test('a price alert fires on the crossing quote, for its user only, once per crossing; cool-down and re-arm', () => {
  const { alerts, events, clock } = setup();
  const a = alerts.create(1, { code: MOUTAI, kind: 'priceAbove', threshold: 1510, cooldownMinutes: 1 });
  alerts.create(2, { code: MOUTAI, kind: 'priceAbove', threshold: 1600 });
  assert.equal(alerts.onQuotes([q(1505)]), 0);
  assert.equal(alerts.onQuotes([q(1512)]), 1);
  assert.equal(events.length, 1);
  const { uid, event } = events[0]!;
  assert.equal(uid, 1, 'only the owner hears it');
  assert.equal(event.kind, 'alert');
  assert.equal(event.code, MOUTAI);
  assert.equal(event.price, 1512);
  assert.equal(event.text, '贵州茅台 价格涨到 1510.00，现价 1512.00');
  assert.equal(alerts.onQuotes([q(1515)]), 0, 'once per crossing');
  alerts.onQuotes([q(1500)]); // back: re-armed
  clock.t += 30_000;
  assert.equal(alerts.onQuotes([q(1511)]), 0, 'inside the one-minute cool-down');
  alerts.onQuotes([q(1500)]);
  clock.t += 60_000;
  assert.equal(alerts.onQuotes([q(1511)]), 1, 'after it, the next crossing fires');
  const history = alerts.history(1);
  assert.equal(history.total, 2);
  assert.equal(history.items[0]!.alertId, a.id);
  assert.equal(alerts.history(2).total, 0);
  const listed = alerts.list(1).items[0]!;
  assert.equal(listed.firedCount, 2);
  assert.equal(listed.lastFiredAt, clock.t);
});

test('paused alerts stay quiet; auction prices are not trades; another security’s quotes cost nothing', () => {
  const { alerts, events } = setup();
  const a = alerts.create(1, { code: MOUTAI, kind: 'pctAbove', threshold: 2 });
  alerts.setPaused(1, a.id, true);
  alerts.onQuotes([q(1540)]);
  assert.equal(events.length, 0, 'paused');
  alerts.onQuotes([q(1500)]);
  alerts.setPaused(1, a.id, false);
  assert.equal(alerts.onQuotes([q(1540, { status: 'auction' })]), 0, 'an indicative auction price');
  assert.equal(alerts.onQuotes([{ ...q(1540), id: '000001.SZ' }]), 0);
  assert.equal(alerts.onQuotes([q(1540)]), 1);
  assert.match(events[0]!.event.text, /涨幅达到 2\.00%/);
});

test('放量 reads the 5-day pace; limit alerts fire on reaching and leaving the limit', () => {
  const { alerts, events, market } = setup();
  alerts.create(1, { code: MOUTAI, kind: 'volumeSurge', threshold: 2 });
  alerts.create(1, { code: MOUTAI, kind: 'limitUp' });
  alerts.create(1, { code: MOUTAI, kind: 'limitOpen' });
  market.set(MOUTAI, { volumeRatio: 2.5 });
  alerts.onQuotes([q(1600)]);
  assert.deepEqual(
    events.map((e) => e.event.text),
    ['贵州茅台 放量，成交量达 5 日均量的 2.0 倍，现价 1600.00'],
  );
  alerts.onQuotes([q(1650)]);
  alerts.onQuotes([q(1649)]);
  assert.deepEqual(
    events.slice(1).map((e) => e.event.text),
    ['贵州茅台 封涨停，现价 1650.00', '贵州茅台 打开涨停，现价 1649.00'],
  );
});

test('what cannot be watched is refused in Chinese, and nothing is kept', () => {
  const { alerts, market } = setup();
  refused(() => alerts.create(1, { code: MOUTAI, kind: 'priceAbove', threshold: 1500 }), '400', /应高于现价 1500\.00/);
  refused(() => alerts.create(1, { code: MOUTAI, kind: 'priceBelow', threshold: 1600 }), '400', /应低于现价/);
  refused(() => alerts.create(1, { code: TENCENT, kind: 'limitUp' }), '400', /没有涨跌停限制/);
  refused(() => alerts.create(1, { code: '123456.SH', kind: 'priceAbove', threshold: 1 }), '404', /未找到证券/);
  refused(() => alerts.create(1, { code: 'x;DROP', kind: 'priceAbove', threshold: 1 }), '400', /证券代码格式错误/);
  refused(() => alerts.create(1, { code: MOUTAI, kind: 'priceAbove', threshold: -1 }), '400', /数值应在/);
  refused(() => alerts.create(1, { kind: 'screenEnter', screenId: 1 }), '400', /选股方案预警暂不可用/);
  assert.equal(alerts.list(1).items.length, 0);
  const a = alerts.create(1, { code: MOUTAI, kind: 'priceAbove', threshold: 1510 });
  refused(() => alerts.update(1, a.id, { threshold: 1400 }), '400', /应高于现价/);
  refused(() => alerts.update(2, a.id, { threshold: 1600 }), '404', /预警不存在/);
  assert.equal(alerts.list(1).items[0]!.threshold, 1510, 'a refused update changes nothing');
  assert.equal(alerts.update(1, a.id, { threshold: 1600, cooldownMinutes: 15 }).cooldownMinutes, 15);
  // Once the price stands past it, the threshold is kept as it is but the cool-down can still change.
  market.set(MOUTAI, { price: 1650 });
  assert.equal(alerts.update(1, a.id, { cooldownMinutes: 60 }).cooldownMinutes, 60);
  refused(() => alerts.update(1, a.id, { threshold: 1610 }), '400', /应高于现价 1650\.00/);
});

test('a restart over the same database keeps the alerts and their cool-down, and fires nothing at once', () => {
  const { alerts, clock, make, market } = setup();
  alerts.create(1, { code: MOUTAI, kind: 'priceAbove', threshold: 1510, cooldownMinutes: 5 });
  alerts.create(1, { code: MOUTAI, kind: 'priceAbove', threshold: 1520 });
  alerts.onQuotes([q(1511)]); // the first fires
  market.set(MOUTAI, { price: 1530 }); // while down, the price passed both
  clock.t += 60_000;
  const again = make();
  const heard: PersonalEvent[] = [];
  again.onEvent((_uid, e) => heard.push(e));
  assert.equal(again.size.quotes, 2);
  assert.equal(again.onQuotes([q(1531)]), 0, 'already past at the restart: waits for a move back');
  again.onQuotes([q(1500)]);
  again.onQuotes([q(1525)]);
  assert.deepEqual(
    heard.map((e) => e.text),
    ['贵州茅台 价格涨到 1520.00，现价 1525.00'],
    'the first is still cooling down from before the restart',
  );
});

test('screen alerts: a screen’s first check learns, then 进入/退出 fire for the stock or for any stock', async () => {
  const hits = { current: new Set(['000001.SZ', '600000.SH']) };
  const screens: ScreenSource = {
    screenName: (uid, id) => (uid === 1 && id === 5 ? '低估值' : null),
    matches: async (uid, id) => (uid === 1 && id === 5 ? hits.current : null),
  };
  const { alerts, events } = setup({ screens });
  refused(() => alerts.create(2, { kind: 'screenEnter', screenId: 5 }), '404', /选股方案不存在/);
  alerts.create(1, { kind: 'screenEnter', screenId: 5 });
  alerts.create(1, { code: MOUTAI, kind: 'screenEnter', screenId: 5 });
  const exit = alerts.create(1, { code: '600000.SH', kind: 'screenExit', screenId: 5 });
  assert.equal(alerts.list(1).items[0]!.screenName, '低估值');
  assert.equal(await alerts.checkScreens(), 0, 'the first check learns');
  hits.current = new Set(['000001.SZ', MOUTAI, '000002.SZ']);
  assert.equal(await alerts.checkScreens(), 3);
  const texts = events.map((e) => e.event.text);
  assert.equal(texts[0], '选股方案「低估值」新进 2 只：贵州茅台、万科A');
  assert.equal(texts[1], '贵州茅台 进入选股方案「低估值」，现价 1500.00');
  assert.match(texts[2]!, /^浦发银行 退出选股方案「低估值」/);
  assert.ok(events.every((e) => e.uid === 1));
  alerts.setPaused(1, exit.id, true);
  hits.current = new Set(['000001.SZ']);
  assert.equal(await alerts.checkScreens(), 0, 'the exit alert is paused; the enter ones see nothing enter');
  assert.equal(alerts.history(1).total, 3);
});

/**
 * 新股中心 API over the whole sim app (fake market, in-memory store): tabs and counts, bad tab and
 * date answers naming the field, the 打新日历 (session required, add/remove, reminders of 申购 and
 * 缴款, limit, unknown and listed issues refused) and its mark on capitalIpos rows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { CapitalIposAnswer, IpoCalendarAnswer } from '../../../../../contracts/endpoints/ipo';
import { buildMarketApp, expectError, getOk, request, signIn } from '../market/helpers';

test('capitalIpos: every tab answers, defaults to 今日申购/待申购, counts agree with the rows', async (t) => {
  const { app } = await buildMarketApp(t);
  const a = await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos');
  assert.equal(a.tab, 'apply');
  assert.equal(a.date, '2025-11-27');
  for (const tab of ['apply', 'pending', 'listed', 'profit', 'review'] as const) {
    const x = await getOk<CapitalIposAnswer>(app, `/api/v3/ipo/capitalIpos?tab=${tab}`);
    assert.equal(x.tab, tab);
    assert.equal(tab === 'review' ? x.review.length : x.rows.length, a.counts[tab], tab);
  }
  const listed = await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=listed');
  assert.ok(listed.rows.length > 50);
  for (const r of listed.rows) {
    assert.ok(r.firstDay && r.latestPrice !== null && r.profitPerLot !== null);
    assert.equal(r.inCalendar, false);
    assert.ok(r.industryPe === null || r.industryPe > 0);
  }
  const past = await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=pending&date=2025-06-16');
  assert.equal(past.date, '2025-06-16');
  for (const r of past.rows) assert.ok(r.listDate > '2025-06-16' && r.firstDay === null);
});

test('capitalIpos: bad tab and dates are refused in Chinese naming the field', async (t) => {
  const { app } = await buildMarketApp(t);
  assert.match(await expectError(app, 'GET', '/api/v3/ipo/capitalIpos?tab=x', '400'), /参数 tab/);
  assert.match(await expectError(app, 'GET', '/api/v3/ipo/capitalIpos?date=2025-13-01', '400'), /参数 date 取值无效/);
  assert.match(await expectError(app, 'GET', '/api/v3/ipo/capitalIpos?date=2025-11-29', '400'), /参数 date 不是交易日/);
  assert.match(await expectError(app, 'GET', '/api/v3/ipo/capitalIpos?date=2025-12-01', '400'), /参数 date 不能晚于 2025-11-27/);
  assert.match(await expectError(app, 'GET', '/api/v3/ipo/capitalIpos?date=2010-01-04', '400'), /参数 date 不能早于/);
});

test('打新日历: signed-in only; add an issue, see 申购 and 缴款 reminders and the row marked; remove it', async (t) => {
  const { app, store } = await buildMarketApp(t);
  await expectError(app, 'GET', '/api/v3/ipo/calendar', '004');
  const { token } = signIn(store);
  const empty = await getOk<IpoCalendarAnswer>(app, '/api/v3/ipo/calendar', token);
  assert.deepEqual(empty.ids, []);
  const apply = await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=apply');
  const pending = await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=pending');
  const target = apply.rows[0] ?? pending.rows[0];
  assert.ok(target, 'an issue to keep');
  const post = (url: string, body: unknown, tk = token) => request<IpoCalendarAnswer>(app, 'POST', url, { token: tk, body: body as never });
  const added = await post('/api/v3/ipo/calendar/add', { id: target.id });
  assert.equal(added.env.code, '000', added.env.message);
  assert.deepEqual(added.env.datas.ids, [target.id]);
  const kinds = added.env.datas.reminders.filter((r) => r.id === target.id).map((r) => r.kind);
  assert.deepEqual(kinds, ['申购', '缴款', '上市']);
  const pay = added.env.datas.reminders.find((r) => r.kind === '缴款')!;
  assert.equal(pay.date, target.payDate);
  assert.match(added.env.datas.reminders[0]!.text, new RegExp(target.applyCode));
  const marked = await getOk<CapitalIposAnswer>(app, `/api/v3/ipo/capitalIpos?tab=${apply.rows[0] ? 'apply' : 'pending'}`, token);
  assert.equal(marked.rows.find((r) => r.id === target.id)!.inCalendar, true);
  const again = await post('/api/v3/ipo/calendar/add', { id: target.id });
  assert.deepEqual(again.env.datas.ids, [target.id], 'adding twice keeps one');
  const removed = await post('/api/v3/ipo/calendar/remove', { id: target.id });
  assert.deepEqual(removed.env.datas.ids, []);
  // Refusals.
  const unknown = await post('/api/v3/ipo/calendar/add', { id: '999999.SZ' });
  assert.equal(unknown.env.code, '404');
  assert.match(unknown.env.message, /未找到新股/);
  const listed = (await getOk<CapitalIposAnswer>(app, '/api/v3/ipo/capitalIpos?tab=listed')).rows.find((r) => r.listDate < '2025-11-27')!;
  const late = await post('/api/v3/ipo/calendar/add', { id: listed.id });
  assert.equal(late.env.code, '400');
  assert.match(late.env.message, /已上市/);
  const noBody = await post('/api/v3/ipo/calendar/add', {});
  assert.equal(noBody.env.code, '400');
  const anon = await request(app, 'POST', '/api/v3/ipo/calendar/add', { body: { id: target.id } as never });
  assert.equal(anon.env.code, '004');
});

/**
 * Courses/live API: schedule statuses around now, 预约, chat (limits, filters, flood bound,
 * withdraw and moderation, frames published), courses with the VIP gate and saved progress.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import {
  CHAT_PER_MINUTE,
  CHAT_TEXT_MAX,
  type CourseDetailAnswer,
  type CourseListAnswer,
  type LessonAnswer,
  type LiveListAnswer,
  type LiveRoomAnswer,
  type ProgressAnswer,
} from '../../../../../contracts/endpoints/courses';
import type { ChatMessage, ChatServerFrame } from '../../../../../contracts/ws-chat';
import { build } from '../../../../../gateway/sim/app';
import { LiveRooms } from '../../../../../gateway/sim/courses/live-rooms';
import { loadUniverse } from '../../../../../gateway/sim/market/universe/index';
import { openStore } from '../../../../../gateway/sim/open-store';
import { FakeMarket, T0, expectError, getOk, request, signIn } from '../market/helpers';

async function setup(t: import('node:test').TestContext) {
  const universe = loadUniverse();
  const market = new FakeMarket(universe);
  const store = openStore(':memory:');
  const clock = { t: T0 };
  const rooms = new LiveRooms({ sources: { universe, market }, seed: 7, db: store.db, now: () => clock.t });
  const frames: ChatServerFrame[] = [];
  rooms.onChat((f) => frames.push(f));
  const app = await build({ store, universe, market, liveRooms: rooms });
  await app.ready();
  t.after(async () => {
    await app.close();
    store.close();
  });
  return { app, store, rooms, clock, frames, market };
}

const post = <T>(app: import('fastify').FastifyInstance, url: string, token: string, body: unknown) =>
  request<T>(app, 'POST', url, { token, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });

test('the schedule around now mixes 直播中, 预告 and 回放; rooms carry lecturer and 执业编号', async (t) => {
  const { app } = await setup(t);
  const live = await getOk<LiveListAnswer>(app, '/api/v2/live/list?tab=live');
  assert.ok(
    live.list.some((r) => r.status === 'live'),
    'one room is live',
  );
  assert.ok(
    live.list.some((r) => r.status === 'upcoming'),
    'rooms are announced',
  );
  assert.equal(live.list[0]!.status, 'live');
  const replay = await getOk<LiveListAnswer>(app, '/api/v2/live/list?tab=replay');
  assert.ok(replay.list.length > 0 && replay.list.every((r) => r.status === 'ended'));
  for (const r of [...live.list, ...replay.list]) {
    assert.match(r.lecturer.certNo, /^S\d{13}$/);
    assert.ok(r.lecturer.name.length >= 2);
    assert.ok(r.endAt > r.startAt);
  }
  const message = await expectError(app, 'GET', '/api/v2/live/list?tab=x', '400');
  assert.match(message, /tab/);
  await expectError(app, 'GET', '/api/v2/live/room?id=nope', '404');
  await expectError(app, 'GET', '/api/v2/live/room?id=L1', '404');
});

test('预约 needs a session and only an upcoming room; the count and the flag follow', async (t) => {
  const { app, store } = await setup(t);
  const { list } = await getOk<LiveListAnswer>(app, '/api/v2/live/list');
  const upcoming = list.find((r) => r.status === 'upcoming')!;
  const live = list.find((r) => r.status === 'live')!;
  const anon = await request(app, 'POST', '/api/v2/live/reserve', {
    body: JSON.stringify({ id: upcoming.id, reserve: true }),
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(anon.env.code, '004');
  const { token } = signIn(store);
  const r = await post<{ reserved: boolean; reserveCount: number }>(app, '/api/v2/live/reserve', token, { id: upcoming.id, reserve: true });
  assert.equal(r.env.code, '000');
  assert.equal(r.env.datas.reserved, true);
  assert.equal(r.env.datas.reserveCount, upcoming.reserveCount + 1);
  const again = await getOk<LiveListAnswer>(app, '/api/v2/live/list', token);
  assert.equal(again.list.find((x) => x.id === upcoming.id)!.reserved, true);
  const refused = await post(app, '/api/v2/live/reserve', token, { id: live.id, reserve: true });
  assert.equal(refused.env.code, '400');
  assert.match(refused.env.message, /直播已开始/);
  const bad = await post(app, '/api/v2/live/reserve', token, { id: upcoming.id, reserve: 'yes' });
  assert.equal(bad.env.code, '400');
  assert.match(bad.env.message, /reserve/);
});

test('chat: markup is kept as plain text, limits and banned words refuse with Chinese messages, a flood is bounded', async (t) => {
  const { app, store, clock, frames } = await setup(t);
  const { list } = await getOk<LiveListAnswer>(app, '/api/v2/live/list');
  const room = list.find((r) => r.status === 'live')!.id;
  const { token } = signIn(store);
  const hostile = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  const sent = await post<ChatMessage>(app, '/api/v2/live/chat/send', token, { room, text: hostile });
  assert.equal(sent.env.code, '000', sent.env.message);
  assert.equal(sent.env.datas.text, hostile, 'stored and sent verbatim as text; clients never render it as markup');
  assert.equal(frames.at(-1)?.type, 'chat');

  clock.t += 1_000;
  const fast = await post(app, '/api/v2/live/chat/send', token, { room, text: '再来一条' });
  assert.equal(fast.env.code, '409');
  assert.match(fast.env.message, /太快/);
  clock.t += 5_000;
  for (const [text, pattern] of [
    ['', /请输入/],
    ['   ', /请输入/],
    ['长'.repeat(CHAT_TEXT_MAX + 1), new RegExp(`${CHAT_TEXT_MAX}`)],
    ['有内幕消息，稳赚！', /违规/],
    ['加 V X 带你飞', /违规/],
    ['ｖｘ：abc', /违规/],
    ['bidi\u202etext', /字符/],
  ] as const) {
    const r = await post(app, '/api/v2/live/chat/send', token, { room, text });
    assert.equal(r.env.code, '400', `${JSON.stringify(text)}: ${r.env.message}`);
    assert.match(r.env.message, pattern);
  }
  const missing = await post(app, '/api/v2/live/chat/send', token, { room });
  assert.equal(missing.env.code, '400');
  assert.match(missing.env.message, /text/);

  // A bounded flood: 200 attempts over two simulated minutes, one every 600 ms.
  let accepted = 0;
  for (let i = 0; i < 200; i++) {
    clock.t += 600;
    const r = await post(app, '/api/v2/live/chat/send', token, { room, text: `刷屏${i}` });
    if (r.env.code === '000') accepted++;
    else assert.equal(r.env.code, '409');
  }
  assert.ok(accepted <= 2 * CHAT_PER_MINUTE + 1, `at most ${CHAT_PER_MINUTE} a minute (got ${accepted} in 2 min)`);
  assert.ok(accepted >= CHAT_PER_MINUTE, 'the limit lets a steady talker through');
});

test('withdraw: the author within two minutes, nobody else; adverts are held before broadcast; the room page leaves them out', async (t) => {
  const { app, store, rooms, clock, frames } = await setup(t);
  const { list } = await getOk<LiveListAnswer>(app, '/api/v2/live/list');
  const room = list.find((r) => r.status === 'live')!.id;
  const a = signIn(store, '13800000001');
  const b = signIn(store, '13800000002');
  const m = (await post<ChatMessage>(app, '/api/v2/live/chat/send', a.token, { room, text: '大家好' })).env.datas;
  const other = await post(app, '/api/v2/live/chat/withdraw', b.token, { room, id: m.id });
  assert.equal(other.env.code, '400');
  assert.match(other.env.message, /自己/);
  const mine = await getOk<LiveRoomAnswer>(app, `/api/v2/live/room?id=${room}`, a.token);
  assert.deepEqual(mine.mine, [m.id]);
  const ok = await post(app, '/api/v2/live/chat/withdraw', a.token, { room, id: m.id });
  assert.equal(ok.env.code, '000');
  assert.deepEqual(frames.at(-1), { type: 'chatWithdraw', room, ids: [m.id] });
  const twice = await post(app, '/api/v2/live/chat/withdraw', a.token, { room, id: m.id });
  assert.equal(twice.env.code, '404');

  clock.t += 5_000;
  const late = (await post<ChatMessage>(app, '/api/v2/live/chat/send', a.token, { room, text: '第二条' })).env.datas;
  clock.t += 130_000;
  const tooLate = await post(app, '/api/v2/live/chat/withdraw', a.token, { room, id: late.id });
  assert.equal(tooLate.env.code, '400');
  assert.match(tooLate.env.message, /分钟/);

  const framesBefore = frames.length;
  const ad = await post<ChatMessage>(app, '/api/v2/live/chat/send', b.token, { room, text: '想要资料的私聊我 13912345678' });
  assert.equal(ad.env.code, '400');
  assert.match(ad.env.message, /联系方式/);
  rooms.tick();
  assert.ok(
    !frames.slice(framesBefore).some((f) => f.type === 'chatWithdraw' || (f.type === 'chat' && f.messages.some((x) => x.role === 'user'))),
    'the advert was held, never broadcast',
  );
  const page = await getOk<LiveRoomAnswer>(app, `/api/v2/live/room?id=${room}`);
  assert.ok(!page.messages.some((x) => /13912345678/.test(x.text) || x.id === m.id));
  assert.ok(page.messages.some((x) => x.id === late.id));
});

test('commentary: a live room gets the lecturer lines about the market, with charts, in order', async (t) => {
  const { app, rooms, clock, market } = await setup(t);
  const { list } = await getOk<LiveListAnswer>(app, '/api/v2/live/list');
  const room = list.find((r) => r.status === 'live')!;
  for (let i = 0; i < 5; i++) {
    clock.t += 20_000;
    rooms.tick();
  }
  const page = await getOk<LiveRoomAnswer>(app, `/api/v2/live/room?id=${room.id}`);
  const lines = page.messages.filter((m) => m.kind === 'commentary');
  assert.ok(lines.length >= 4, `got ${lines.length}`);
  assert.ok(lines.every((l) => l.role === 'lecturer' && l.nick === room.lecturer.name));
  const sh = market.snapshot('000001.SH')!;
  const indexLine = lines.find((l) => l.chart?.kind === 'index');
  assert.ok(indexLine, 'an index line with its chart');
  assert.ok(indexLine.text.includes(Math.abs(Math.round(sh.pct * 100) / 100).toFixed(2)), `${indexLine.text} names the index change ${sh.pct}`);
  assert.ok(lines.some((l) => l.chart?.kind === 'sectors'));
});

test('courses: free lessons for all, VIP lessons gated, progress saved and 继续学习 points at the next lesson', async (t) => {
  const { app, store } = await setup(t);
  const { list } = await getOk<CourseListAnswer>(app, '/api/v2/course/list');
  assert.ok(list.some((c) => c.vip) && list.some((c) => !c.vip));
  const free = list.find((c) => !c.vip)!;
  const vip = list.find((c) => c.vip)!;
  const detail = await getOk<CourseDetailAnswer>(app, `/api/v2/course/detail?id=${vip.id}`);
  assert.equal(detail.lessons[0]!.free, true);
  assert.equal(detail.lessons[1]!.free, false);
  await getOk<LessonAnswer>(app, `/api/v2/course/lesson?course=${vip.id}&lesson=${detail.lessons[0]!.id}`);
  await expectError(app, 'GET', `/api/v2/course/lesson?course=${vip.id}&lesson=${detail.lessons[1]!.id}`, '403');

  const lesson = await getOk<LessonAnswer>(app, `/api/v2/course/lesson?course=${free.id}&lesson=k1`);
  const quiz = lesson.blocks.find((b) => b.type === 'quiz');
  assert.ok(quiz && quiz.type === 'quiz');
  assert.equal((quiz.quiz as { answer?: number }).answer, undefined, 'answers stay on the server');
  const chart = lesson.blocks.find((b) => b.type === 'chart');
  assert.ok(chart && chart.type === 'chart' && chart.chart.dates.length > 0);

  const { token } = signIn(store);
  const wrong = await post<ProgressAnswer>(app, '/api/v2/course/progress', token, { course: free.id, lesson: 'k1', answers: { q1: 0 } });
  assert.equal(wrong.env.code, '000');
  assert.equal(wrong.env.datas.results.q1!.correct, false);
  assert.equal(wrong.env.datas.doneCount, 1);
  const again = await getOk<CourseListAnswer>(app, '/api/v2/course/list', token);
  const card = again.list.find((c) => c.id === free.id)!;
  assert.equal(card.doneCount, 1);
  assert.equal(card.resumeLesson, 'k2');
  const reread = await getOk<LessonAnswer>(app, `/api/v2/course/lesson?course=${free.id}&lesson=k1`, token);
  assert.deepEqual(reread.answers, { q1: 0 });
  const badAnswer = await post(app, '/api/v2/course/progress', token, { course: free.id, lesson: 'k1', answers: { q9: 1 } });
  assert.equal(badAnswer.env.code, '400');
  assert.match(badAnswer.env.message, /answers/);
  const anon = await request(app, 'POST', '/api/v2/course/progress', {
    body: JSON.stringify({ course: free.id, lesson: 'k1' }),
    headers: { 'content-type': 'application/json' },
  });
  assert.equal(anon.env.code, '004');
  await expectError(app, 'GET', '/api/v2/course/detail?id=none', '404');
});

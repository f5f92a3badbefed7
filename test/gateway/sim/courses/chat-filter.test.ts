/**
 * The chat filter reads normalised text (issue 33, finding 2): invisible characters, traditional
 * characters and Cyrillic/Greek look-alikes do not get a banned word past it, and contact details
 * are held before anyone sees them (no `chat` frame, so nothing to withdraw afterwards).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import fc from 'fast-check';
import { CHAT_BANNED_WORDS } from '../../../../contracts/endpoints/courses';
import type { ChatServerFrame } from '../../../../contracts/ws-chat';
import { LiveRooms } from '../../../../gateway/sim/courses/live-rooms';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';
import { openStore } from '../../../../gateway/sim/open-store';
import { FakeMarket, T0 } from '../routes/market/helpers';

function setup(t: import('node:test').TestContext) {
  const universe = loadUniverse();
  const store = openStore(':memory:');
  t.after(() => store.close());
  const rooms = new LiveRooms({ sources: { universe, market: new FakeMarket(universe) }, seed: 7, db: store.db, now: () => T0 });
  const frames: ChatServerFrame[] = [];
  rooms.onChat((f) => frames.push(f));
  const room = rooms.list('live', null).list.find((r) => r.status === 'live')!.id;
  let user = 0;
  /** Sends as a fresh user (no rate limit in the way): the message, or the refusal's message. */
  const send = (text: string): { ok: true; id: string } | { ok: false; message: string } => {
    try {
      return { ok: true, id: rooms.send(++user, `u${user}`, room, text).id };
    } catch (e) {
      return { ok: false, message: (e as Error).message };
    }
  };
  return { rooms, frames, room, send };
}

/** Characters that render as nothing (format characters, joiners, combining marks without a base). */
const INVISIBLE = [
  '\u200b',
  '\u200c',
  '\u200d',
  '\u2060',
  '\u00ad',
  '\u034f',
  '\ufeff',
  '\u200e',
  '\u200f',
  '\u180e',
  '\u2061',
  '\u2063',
  '\ufe0f',
  '\ufe00',
  '\u0301',
];

test('chat: the probe bypasses are refused (ZWSP/ZWJ/WJ/SHY/CGJ, 內幕, Cyrillic look-alikes)', (t) => {
  const { send, frames } = setup(t);
  for (const text of ['内\u200b幕', '稳\u200d赚', '荐\u2060股', '内\u00ad幕消息', '稳\u034f赚', '內幕', '穩賺', '薦股', 'ԛԛ群', 'vх', 'Vх 聊', 'ＱＱ群']) {
    const r = send(text);
    assert.equal(r.ok, false, `${JSON.stringify(text)} was accepted`);
  }
  assert.equal(frames.length, 0, 'nothing was broadcast');
  assert.equal(send('今天大盘不错').ok, true);
});

test('chat: contact details are held before broadcast, never sent then withdrawn', (t) => {
  const { send, frames, rooms, room } = setup(t);
  for (const text of [
    '私聊 13912345678',
    '电话 139\u200b1234\u20605678',
    '加 V 信 abc',
    '１３９１２３４５６７８',
    '一三九一二三四五六七八',
    '看这里 example.com',
    'ｗｗｗ。x。cn',
    'Ԛ Ԛ 12345',
  ]) {
    const r = send(text);
    assert.equal(r.ok, false, `${JSON.stringify(text)} was broadcast`);
    if (!r.ok) assert.match(r.message, /联系方式/);
  }
  assert.equal(frames.length, 0, 'no chat frame and no withdrawal: nobody saw them');
  rooms.tick();
  assert.ok(!frames.some((f) => f.type === 'chatWithdraw'));
  assert.equal(rooms.room(room, null).messages.filter((m) => m.role === 'user').length, 0);
});

test('chat (property): no banned word survives any insertion of invisible characters', (t) => {
  const { send, frames } = setup(t);
  const safe = fc.string({ unit: fc.constantFrom('今', '天', '好', 'a', '1', ' ', '，'), maxLength: 6 });
  fc.assert(
    fc.property(
      fc.constantFrom(...CHAT_BANNED_WORDS),
      fc.array(fc.tuple(fc.nat(), fc.constantFrom(...INVISIBLE)), { minLength: 1, maxLength: 8 }),
      safe,
      safe,
      (word, inserts, before, after) => {
        const chars = [...word];
        for (const [at, c] of inserts) chars.splice(at % (chars.length + 1), 0, c);
        const r = send(`${before}${chars.join('')}${after}`);
        return !r.ok && frames.length === 0;
      },
    ),
    { numRuns: 500 },
  );
});

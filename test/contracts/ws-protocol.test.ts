import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseClientFrame, parseServerFrame, encodeFrame, parseQuote, MAX_CODES_PER_FRAME, type Quote } from '../../contracts/ws-protocol';

const quote: Quote = { id: '600519.SH', price: 1500, change: 10, pct: 0.67, volume: 1000, amount: 1.5e6, ts: 1 };

test('client frames: HEART, sub, unsub, subAll', () => {
  assert.deepEqual(parseClientFrame('HEART'), { ok: true, frame: { type: 'heart' } });
  assert.deepEqual(parseClientFrame('{"type":"sub","codes":["600519.SH","00700.HK","HSI.HK"]}'), {
    ok: true,
    frame: { type: 'sub', codes: ['600519.SH', '00700.HK', 'HSI.HK'] },
  });
  assert.deepEqual(parseClientFrame('{"type":"unsub","codes":[]}'), { ok: true, frame: { type: 'unsub', codes: [] } });
  assert.deepEqual(parseClientFrame('{"type":"subAll"}'), { ok: true, frame: { type: 'subAll' } });
});

test('client frames: malformed input is rejected with a reason', () => {
  for (const bad of [
    '',
    'heart',
    '{',
    '[]',
    'null',
    '"sub"',
    '{"type":"sub"}',
    '{"type":"sub","codes":"600519.SH"}',
    '{"type":"sub","codes":["600519"]}',
    '{"type":"sub","codes":["600519.XX"]}',
    '{"type":"sub","codes":[1]}',
    '{"type":"nope"}',
    '{"codes":[]}',
    '{"type":"sub","codes":["600519.sh"]}',
  ]) {
    const r = parseClientFrame(bad);
    assert.equal(r.ok, false, bad);
    if (!r.ok) assert.ok(r.reason.length > 0);
  }
  const many = JSON.stringify({ type: 'sub', codes: Array.from({ length: MAX_CODES_PER_FRAME + 1 }, () => '600519.SH') });
  assert.equal(parseClientFrame(many).ok, false);
});

test('server frames round-trip through encodeFrame', () => {
  for (const frame of [
    { type: 'heart' as const },
    { type: 'snapshot' as const, quotes: [quote] },
    { type: 'quotes' as const, quotes: [quote, { ...quote, id: '000001.SZ', status: 'suspended' as const }] },
    { type: 'status' as const, upstream: 'down' as const },
    { type: 'error' as const, reason: 'bad frame' },
  ]) {
    assert.deepEqual(parseServerFrame(encodeFrame(frame)), { ok: true, frame });
  }
  assert.equal(encodeFrame({ type: 'heart' }), 'HEART');
});

test('server frames: malformed quotes are rejected', () => {
  assert.equal(parseServerFrame('{"type":"quotes","quotes":[{"id":"600519.SH"}]}').ok, false);
  assert.equal(parseServerFrame('{"type":"status","upstream":"sideways"}').ok, false);
  assert.equal(parseServerFrame('{"type":"error"}').ok, false);
  assert.equal(typeof parseQuote({ ...quote, price: Number.NaN }), 'string');
  assert.equal(typeof parseQuote({ ...quote, price: '1' }), 'string');
  assert.equal(typeof parseQuote({ ...quote, status: 'weird' }), 'string');
  assert.equal(typeof parseQuote({ ...quote, high: null }), 'string');
  assert.deepEqual(parseQuote(quote), quote);
});

test('the personal channel: auth frames and the upstream userEvent parse; malformed ones are refused', () => {
  assert.deepEqual(parseClientFrame('{"type":"auth","token":"abc"}'), { ok: true, frame: { type: 'auth', token: 'abc' } });
  assert.deepEqual(parseClientFrame('{"type":"auth","token":null}'), { ok: true, frame: { type: 'auth', token: null } });
  for (const bad of ['{"type":"auth"}', '{"type":"auth","token":""}', '{"type":"auth","token":7}', `{"type":"auth","token":"${'x'.repeat(600)}"}`]) {
    assert.equal(parseClientFrame(bad).ok, false, bad);
  }
  const event = { id: 'a1', kind: 'alert', ts: 1, text: '贵州茅台 涨停', code: '600519.SH', price: 1800 };
  assert.deepEqual(parseServerFrame(JSON.stringify({ type: 'userEvent', uid: 3, event })), { ok: true, frame: { type: 'userEvent', uid: 3, event } });
  assert.deepEqual(parseServerFrame(JSON.stringify({ type: 'personal', event })), { ok: true, frame: { type: 'personal', event } });
  assert.deepEqual(parseServerFrame('{"type":"authed","user":true}'), { ok: true, frame: { type: 'authed', user: true } });
  assert.deepEqual(parseServerFrame('{"type":"authed","user":false,"retry":true}'), { ok: true, frame: { type: 'authed', user: false, retry: true } });
  for (const bad of [
    '{"type":"authed","user":true,"retry":true}',
    '{"type":"authed","user":false,"retry":false}',
    '{"type":"authed","user":false,"retry":1}',
  ]) {
    assert.equal(parseServerFrame(bad).ok, false, bad);
  }
  assert.equal(parseServerFrame(JSON.stringify({ type: 'userEvent', uid: 0, event })).ok, false);
  assert.equal(parseServerFrame(JSON.stringify({ type: 'userEvent', uid: 3, event: { ...event, kind: 'x' } })).ok, false);
  assert.equal(parseServerFrame(JSON.stringify({ type: 'personal', event: { ...event, code: 'nope' } })).ok, false);
});

/**
 * The record/replay format carries the personal channel: a recorded `userEvent` line is replayed
 * to the sockets of its user (and recorded again byte for byte apart from `t`), never to another.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { CODES } from '../../../../contracts/codes';
import { encodeFeedRecord, encodeUserEventRecord, parseFeedLine } from '../../../../contracts/feed-record';
import type { PersonalEvent } from '../../../../contracts/ws-personal';
import { connect, quote, startApi, startEdge } from '../helpers';

test('a recorded userEvent line replays to its user only and records again unchanged', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'edge-replay-personal-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const first = path.join(dir, 'first.ndjson');
  const second = path.join(dir, 'second.ndjson');
  const event: PersonalEvent = { id: 'r1', kind: 'alert', ts: 1_700_000_000_000, text: '平安银行 涨跌幅 ≥ 3%', code: '000001.SZ', price: 11.2 };
  const t0 = Date.now();
  writeFileSync(
    first,
    encodeFeedRecord({ t: t0, type: 'snapshot', quotes: [quote('000001.SZ', 11)] }) +
      encodeUserEventRecord({ t: t0 + 1200, type: 'userEvent', uid: 7, event }) +
      encodeFeedRecord({ t: t0 + 1300, type: 'quotes', quotes: [quote('000001.SZ', 11.2)] }),
  );
  const line = parseFeedLine(readFileSync(first, 'utf8').split('\n')[1]!);
  assert.deepEqual(line, { t: t0 + 1200, type: 'userEvent', uid: 7, event });
  assert.equal(typeof parseFeedLine('{"t":1,"type":"userEvent","uid":-1,"event":{}}'), 'string', 'a malformed line is refused');

  const api = await startApi((app) => {
    app.get('/api/v2/user/userinfo', async (req) => {
      const uid = req.headers.token === 'seven' ? 7 : 8;
      return { code: CODES.OK, message: '', datas: { portrait: '', nickName: '', vipTime: 0, vipType: 0, uid } };
    });
  });
  t.after(() => api.app.close());
  const edge = await startEdge({ upstreamUrl: api.url, source: { kind: 'replay', file: first, speed: 1, loop: false }, recordFile: second });
  const mine = await connect(edge.wsUrl);
  const other = await connect(edge.wsUrl);
  t.after(() => {
    mine.ws.terminate();
    other.ws.terminate();
  });
  mine.send(JSON.stringify({ type: 'auth', token: 'seven' }));
  other.send(JSON.stringify({ type: 'auth', token: 'eight' }));
  await mine.next((f) => f.type === 'authed' && f.user);
  await other.next((f) => f.type === 'authed' && f.user);
  assert.deepEqual(await mine.next((f) => f.type === 'personal'), { type: 'personal', event });
  await edge.app.edge.source.ended();
  await edge.app.close();
  assert.equal(
    other.frames.some((f) => f.type === 'personal'),
    false,
    'the other user hears nothing',
  );
  const noT = (file: string) => readFileSync(file, 'utf8').replace(/^\{"t":\d+,/gm, '{');
  assert.equal(noT(second), noT(first));
});

// Fuzz (fast-check) of the sim's newer surfaces through the whole app: the screener, the data
// centre and its reports, payments (orders, the notify endpoint, vipData), chart drawings, the member-only
// datasets of the entitlement table and live-room chat. Arbitrary query strings, JSON bodies and
// raw bodies, anonymous or signed in: every answer is HTTP 200/4xx with an envelope whose error
// messages are Chinese (never a 5xx, a stack or a bare string), a forged notification never
// changes an order, and no accepted chat message carries a banned word or contact details.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { CHAT_BANNED_WORDS, coursesEndpoints, type LiveListAnswer } from '../../../../contracts/endpoints/courses';
import { reportEndpoints } from '../../../../contracts/endpoints/datacentre-reports';
import { datacentreEndpoints } from '../../../../contracts/endpoints/datacentre';
import type { Endpoint } from '../../../../contracts/endpoints/define';
import { drawingsEndpoints } from '../../../../contracts/endpoints/drawings';
import { paymentEndpoints } from '../../../../contracts/endpoints/payments';
import { isEnvelope } from '../../../../contracts/envelope';
import { MEMBER_DATASETS } from '../../../../contracts/member-datasets';
import { screenerEndpoints } from '../../../../contracts/screener/endpoints';
import { build } from '../../../../gateway/sim/app';
import { foldChatText, hasContactDetails } from '../../../../gateway/sim/courses/chat-normalise';
import { openStore, type Store } from '../../../../gateway/sim/open-store';
import { signIn } from '../routes/market/helpers';
import { sliceMarket, sliceUniverse } from '../screener/helpers';

const universe = sliceUniverse(4);
let app: FastifyInstance;
let store: Store;
let token: string;
let chatTokens: string[] = [];

before(async () => {
  const { view, market } = sliceMarket(universe);
  store = openStore(':memory:');
  app = await build({ store, universe, market: view, companies: market });
  await app.ready();
  token = signIn(store).token;
  // Fresh chat authors, so the per-user rate limit does not hide what the filter does.
  chatTokens = Array.from({ length: 400 }, (_, i) => signIn(store, `139${String(i).padStart(8, '0')}`).token);
});
after(async () => {
  await app.close();
  store.close();
});

const ENDPOINTS: readonly Endpoint<unknown, unknown, unknown>[] = [
  ...Object.values(screenerEndpoints),
  ...Object.values(datacentreEndpoints),
  ...Object.values(reportEndpoints),
  ...Object.values(paymentEndpoints),
  ...Object.values(drawingsEndpoints),
  ...MEMBER_DATASETS.map((d) => d.endpoint),
  coursesEndpoints.liveList,
  coursesEndpoints.liveRoom,
  coursesEndpoints.chatSend,
  coursesEndpoints.chatWithdraw,
];

const CODES = universe.all.map((s) => s.id);
/** Parameter names the endpoints read, plus junk. */
const NAME = fc.constantFrom(
  'code',
  'date',
  'page',
  'size',
  'pageSize',
  'sort',
  'order',
  'scope',
  'days',
  'period',
  'range',
  'statement',
  'count',
  'type',
  'id',
  'orderNo',
  'name',
  'room',
  'text',
  'cb',
  '__proto__',
  'constructor',
);
const VALUE = fc.oneof(
  fc.constantFrom(...CODES, '2025-01-02', '2099-12-31', '0', '-1', '1e9', 'NaN', '', 'desc', '10y', 'income', '%00', '💥', 'a'.repeat(300)),
  fc.integer({ min: -5, max: 1e6 }).map(String),
  fc.string({ maxLength: 20 }),
);
const QUERY = fc
  .array(fc.tuple(NAME, VALUE), { maxLength: 6 })
  .map((pairs) => pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&'));
const BODY = fc.oneof(
  fc.json({ maxDepth: 4 }),
  fc.constantFrom('', 'null', '[]', '{', '{"tree":{"op":"and","children":[]}}', '{"tierId":"month","channel":"wxpay","requestId":"req-fuzz-0001"}'),
  fc.record({ tree: fc.anything({ maxDepth: 3 }), sort: fc.anything({ maxDepth: 2 }), asOf: fc.string({ maxLength: 12 }) }).map((b) => JSON.stringify(b)),
  fc
    .record({ tierId: fc.string({ maxLength: 10 }), channel: fc.string({ maxLength: 8 }), requestId: fc.string({ maxLength: 40 }) })
    .map((b) => JSON.stringify(b)),
  fc.record({ code: fc.constantFrom(...CODES, 'x'), drawings: fc.array(fc.anything({ maxDepth: 3 }), { maxLength: 3 }) }).map((b) => JSON.stringify(b)),
);

/** True when a text has Chinese in it (every refusal names its problem in Chinese). */
const CHINESE = /[\u4e00-\u9fff]/;

test('screener, data centre, payments, member datasets, chat: arbitrary requests get an envelope, never a 5xx', async () => {
  await fc.assert(
    fc.asyncProperty(fc.constantFrom(...ENDPOINTS), QUERY, BODY, fc.boolean(), async (endpoint, query, body, signedIn) => {
      const res = await app.inject({
        method: endpoint.method,
        url: `${endpoint.path}${query ? `?${query}` : ''}`,
        headers: { ...(signedIn ? { token } : {}), ...(endpoint.method === 'POST' ? { 'content-type': 'application/json' } : {}) },
        ...(endpoint.method === 'POST' ? { payload: body } : {}),
      });
      assert.ok(res.statusCode < 500, `${endpoint.path}?${query} → HTTP ${res.statusCode}: ${res.body.slice(0, 200)}`);
      if (endpoint === paymentEndpoints.notify) return; // the provider's protocol: {code: SUCCESS|FAIL, message}
      const env: unknown = res.json();
      assert.ok(isEnvelope(env), `${endpoint.path}: not an envelope: ${res.body.slice(0, 200)}`);
      if (env.code !== '000') {
        assert.notEqual(env.code, '500', `${endpoint.path}?${query}: ${env.message}`);
        assert.match(env.message, CHINESE, `${endpoint.path}?${query}: ${env.message}`);
      }
    }),
    { numRuns: 400 },
  );
});

test('notify: arbitrary notifications are refused and change no order or membership', async () => {
  const before = store.db.prepare('SELECT order_no, status FROM pay_orders ORDER BY order_no').all();
  const vip = store.db.prepare('SELECT id, vip_type, vip_time FROM users ORDER BY id').all();
  await fc.assert(
    fc.asyncProperty(
      fc.record({
        notifyId: fc.string({ maxLength: 20 }),
        mchId: fc.constantFrom('1900000109', '1900000999', ''),
        outTradeNo: fc.string({ maxLength: 24 }),
        transactionId: fc.string({ maxLength: 24 }),
        amountFen: fc.integer(),
        tradeState: fc.constantFrom('SUCCESS', 'REFUND', 'CLOSED'),
        channel: fc.constantFrom('wxpay', 'alipay'),
        successTime: fc.integer({ min: 0 }),
        nonce: fc.string({ maxLength: 16 }),
        sign: fc.oneof(fc.string({ unit: fc.constantFrom(...'0123456789abcdef'), minLength: 64, maxLength: 64 }), fc.string({ maxLength: 64 })),
      }),
      async (n) => {
        const res = await app.inject({
          method: 'POST',
          url: paymentEndpoints.notify.path,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(n),
        });
        assert.ok(res.statusCode < 500);
        assert.notEqual((res.json() as { code?: string }).code, 'SUCCESS');
      },
    ),
    { numRuns: 200 },
  );
  assert.deepEqual(store.db.prepare('SELECT order_no, status FROM pay_orders ORDER BY order_no').all(), before);
  assert.deepEqual(store.db.prepare('SELECT id, vip_type, vip_time FROM users ORDER BY id').all(), vip);
});

test('chat: whatever is sent, an accepted message carries no banned word and no contact details', async () => {
  const list = (await app.inject({ method: 'GET', url: coursesEndpoints.liveList.path })).json() as { datas: LiveListAnswer };
  const room = list.datas.list.find((r) => r.status === 'live')?.id;
  assert.ok(room, 'a room is live');
  const piece = fc.oneof(
    fc.constantFrom(...CHAT_BANNED_WORDS, '內幕', '穩賺', 'ⅴх', '1\u200b3\u200b9', '12345678', '微\u200d信', 'ＱＱ', 'www.', '.com', '大盘', '今天'),
    fc.constantFrom('\u200b', '\u200d', '\u2060', '\u00ad', '\u034f', '\ufe0f', ' ', '，'),
    fc.string({ maxLength: 4 }),
  );
  let i = 0;
  let accepted = 0;
  await fc.assert(
    fc.asyncProperty(fc.array(piece, { minLength: 1, maxLength: 8 }), async (parts) => {
      const text = parts.join('');
      const author = chatTokens[i++ % chatTokens.length]!;
      const res = await app.inject({
        method: 'POST',
        url: coursesEndpoints.chatSend.path,
        headers: { token: author, 'content-type': 'application/json' },
        payload: JSON.stringify({ room, text }),
      });
      assert.ok(res.statusCode < 500);
      const env = res.json() as { code: string; message: string };
      if (env.code !== '000') {
        assert.match(env.message, CHINESE);
        return;
      }
      accepted++;
      const folded = foldChatText(text);
      for (const w of CHAT_BANNED_WORDS) assert.ok(!folded.includes(w), `accepted ${JSON.stringify(text)} with ${w}`);
      assert.ok(!hasContactDetails(text), `accepted contact details: ${JSON.stringify(text)}`);
    }),
    { numRuns: 300 },
  );
  assert.ok(accepted > 20, `only ${accepted} messages were accepted: the property would be empty`);
});

/**
 * The sim's own request log (Fastify's incoming/completed lines) carries no payment secret
 * (issue 33, finding 5): the sim's logger options redact the URL like the edge's access log.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { simLoggerOptions } from '../../../../gateway/sim/http/log-options';

test('sim log: the cashier URL is logged without its prepayId', async (t) => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, cb) {
      lines.push(chunk.toString());
      cb();
    },
  });
  const options = simLoggerOptions(true, stream);
  assert.ok(options);
  const app = Fastify({ logger: options });
  app.get('/api/v3/simpay/cashier', async () => 'ok');
  t.after(() => app.close());
  const prepay = 'wx0123456789abcdef01234567';
  await app.inject({ url: `/api/v3/simpay/cashier?prepayId=${prepay}&sign=${'a'.repeat(64)}` });
  const text = lines.join('');
  assert.ok(text.includes('/api/v3/simpay/cashier?prepayId=[redacted]'), text);
  assert.ok(!text.includes(prepay), 'prepayId logged');
  assert.ok(!text.includes('a'.repeat(64)), 'signature logged');
  assert.equal(simLoggerOptions(false), false);
});

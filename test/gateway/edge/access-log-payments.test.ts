/**
 * Payment secrets never reach the edge's access log (issue 33, finding 5): the cashier's prepayId,
 * the provider's transaction id, nonces and signatures are `[redacted]`; order numbers stay.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { REDACTED, redactUrl } from '../../../gateway/edge/access-log';

const PREPAY = 'wx0123456789abcdef01234567';

test('access log: prepayId and every payment secret are redacted, in any spelling', () => {
  assert.equal(redactUrl(`/api/v3/simpay/cashier?prepayId=${PREPAY}`), `/api/v3/simpay/cashier?prepayId=${REDACTED}`);
  assert.equal(redactUrl(`/api/v3/simpay/cashier?PREPAY_ID=${PREPAY}&channel=wxpay`), `/api/v3/simpay/cashier?PREPAY_ID=${REDACTED}&channel=wxpay`);
  assert.equal(
    redactUrl('/api/v3/pay/query?orderId=Z20261128&transactionId=4200001234&nonce_str=abc&paySign=ff&mchKey=k'),
    `/api/v3/pay/query?orderId=Z20261128&transactionId=${REDACTED}&nonce_str=${REDACTED}&paySign=${REDACTED}&mchKey=${REDACTED}`,
  );
  // Percent-encoded names are secrets too.
  assert.equal(redactUrl(`/api/v3/simpay/cashier?prepay%49d=${PREPAY}`), `/api/v3/simpay/cashier?prepay%49d=${REDACTED}`);
  // A prepay id pasted into another parameter is caught by its shape.
  assert.ok(!redactUrl(`/api/v3/pay/order?ref=${PREPAY}`).includes(PREPAY));
});

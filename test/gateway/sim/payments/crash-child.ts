/**
 * Child process of the payments crash test: on the SQLite file in argv[2], buys 月度会员 and stops
 * at the point named by argv[3], prints READY and waits to be SIGKILLed.
 *  - `paid`: the provider took the payment (trade SUCCESS + queued notification committed); the
 *    merchant has not heard of it.
 *  - `fulfilled`: the merchant applied the notification (order 已开通, membership extended) but the
 *    provider never recorded the delivery, so it will deliver again after the restart.
 */
import { world } from './support';

const [file, point] = process.argv.slice(2);
if (!file || (point !== 'paid' && point !== 'fulfilled')) throw new Error('usage: crash-child <file> paid|fulfilled');
const w = world(file);
const order = w.orders.create(w.userId, { tierId: 'month', channel: 'wxpay', requestId: 'crash-test-1' }, w.clock.t);
if (w.simPay.pay(order.prepayId, w.clock.t) !== 'paid') throw new Error('payment refused');
if (point === 'fulfilled') {
  const [n] = w.simPay.due(w.clock.t);
  if (!n || w.orders.handleNotification(n.body, w.clock.t).outcome !== 'applied') throw new Error('fulfilment failed');
}
process.stdout.write(`READY ${order.orderNo}\n`);
setInterval(() => {}, 60_000);

/**
 * The payments domain wired on one database: the simulated provider (with the merchant's API key
 * registered at it), the merchant's order book, and the provider's notification loop once a
 * delivery function is given. The HTTP layer (routes.ts) and tests build it through here.
 */
import type Database from 'better-sqlite3';
import { Orders, type VipAccounts } from './merchant/orders';
import { type Deliver, Notifier } from './provider/notifier';
import { SimPay } from './provider/sim-pay';
import { RETRY_DELAYS_MS } from './provider/trade';

/** Our merchant id at the simulated provider. */
export const SIM_MCH_ID = '1900000109';

/** The domain's parts. */
export interface Payments {
  simPay: SimPay;
  orders: Orders;
  /** Builds the notification loop with a delivery function (the running sim POSTs to its notify route). */
  notifier(deliver: Deliver, opts?: { pollMs?: number; onError?: (e: unknown) => void }): Notifier;
}

/** Wires the payments domain on `db` (the payments tables must exist). */
export function createPayments(
  db: Database.Database,
  accounts: VipAccounts,
  opts: { now: () => number; retryDelays?: readonly number[]; marketNow?: () => number },
): Payments {
  const simPay = new SimPay(db, opts.retryDelays ?? RETRY_DELAYS_MS);
  const apiKey = simPay.merchantKey(SIM_MCH_ID, opts.now());
  const orders = new Orders(db, accounts, simPay, { mchId: SIM_MCH_ID, apiKey, ...(opts.marketNow ? { marketNow: opts.marketNow } : {}) });
  return {
    simPay,
    orders,
    notifier: (deliver, o = {}) => new Notifier({ simPay, deliver, now: opts.now, ...o }),
  };
}

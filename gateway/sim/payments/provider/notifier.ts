/**
 * Delivers the provider's queued notifications to the merchant and retries with backoff when the
 * merchant fails or answers FAIL (provider/trade.ts RETRY_DELAYS_MS). Delivery is injected (an HTTP
 * POST to the merchant's notify URL in the running sim), so the loop is tested without sockets.
 * At most one pass runs at a time; `kick()` asks for a pass now (after a payment).
 */
import type { NotifyAnswer, PayNotification } from '../../../../contracts/endpoints/payments';
import type { SimPay } from './sim-pay';

/** Sends one notification; resolves with the merchant's answer, rejects on a transport failure. */
export type Deliver = (body: PayNotification) => Promise<NotifyAnswer>;

/** Notifier options. */
export interface NotifierOptions {
  simPay: SimPay;
  deliver: Deliver;
  now: () => number;
  /** Longest sleep between passes, ms (a due retry is picked up at the latest then). */
  pollMs?: number;
  /** Error log. */
  onError?: (error: unknown) => void;
}

/** The notification loop. */
export class Notifier {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = true;

  constructor(private readonly opts: NotifierOptions) {}

  /** Starts the loop (a pass at once: notifications left by a crash are delivered now). */
  start(): void {
    this.stopped = false;
    this.kick();
  }

  /** Stops the loop and waits for a running pass. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.running;
  }

  /** Runs a pass now (or right after the running one). */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass()
      .catch((e: unknown) => {
        this.opts.onError?.(e);
        return 0;
      })
      .finally(() => {
        this.running = null;
        if (this.again) {
          this.again = false;
          this.kick();
        } else this.schedule();
      });
  }

  private schedule(): void {
    if (this.stopped) return;
    if (this.timer) clearTimeout(this.timer);
    const next = this.opts.simPay.nextDueAt();
    const poll = this.opts.pollMs ?? 5_000;
    const wait = next === null ? poll : Math.min(poll, Math.max(0, next - this.opts.now()));
    this.timer = setTimeout(() => {
      this.timer = null;
      this.kick();
    }, wait);
    this.timer.unref();
  }

  /** One delivery pass over what is due; returns how many were delivered. */
  async pass(): Promise<number> {
    const { simPay, deliver, now } = this.opts;
    let delivered = 0;
    for (const n of simPay.due(now())) {
      try {
        const answer = await deliver(n.body);
        if (answer.code === 'SUCCESS') {
          simPay.markDelivered(n.id, now());
          delivered++;
        } else simPay.markFailed(n.id, n.attempts, now(), `FAIL ${answer.message}`);
      } catch (e) {
        simPay.markFailed(n.id, n.attempts, now(), e instanceof Error ? e.message : String(e));
      }
    }
    return delivered;
  }
}

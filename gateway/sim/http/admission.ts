/**
 * Admission control for heavy builds (a past-date screen reads every company's figures of that
 * day): at most `running` builds at once, `queued` more waiting, and each caller (session and IP)
 * holding at most its share. A refused call is answered at once — never after a wait — and a
 * queued call whose client went away leaves the queue without running. Pure: no Fastify here
 * (the hook is http/heavy-calls.ts).
 */

/** The bounds. */
export interface AdmissionLimits {
  /** Builds running at once. */
  running: number;
  /** Builds waiting for a slot; beyond that, refused. */
  queued: number;
  /** Builds (running or queued) one session may hold. */
  perToken: number;
  /** Builds (running or queued) one IP may hold. */
  perIp: number;
}

/** Defaults: two builds at a time on two cores, a short queue, one per session, two per IP. */
export const ADMISSION_DEFAULTS: AdmissionLimits = { running: 2, queued: 4, perToken: 1, perIp: 2 };

/** Why a call was refused. */
export type Refusal = 'queue-full' | 'caller-busy';

/** A call's answer from admission: refused at once, or a slot that comes (possibly after a wait). */
export type Admitted = { ok: false; refusal: Refusal } | { ok: true; slot: Promise<(() => void) | null> };

interface Waiter {
  keys: string[];
  grant: (release: (() => void) | null) => void;
  signal: AbortSignal;
  onAbort: () => void;
}

/** See the module comment. */
export class Admission {
  private running = 0;
  private readonly queue: Waiter[] = [];
  private readonly held = new Map<string, number>();
  /** Calls dropped because their client left while queued (tests, logs). */
  dropped = 0;

  constructor(readonly limits: AdmissionLimits = ADMISSION_DEFAULTS) {
    for (const [k, v] of Object.entries(limits))
      if (!Number.isInteger(v) || v < (k === 'queued' ? 0 : 1)) throw new Error(`Admission: ${k} must be a whole number (got ${v})`);
  }

  /** Builds running and waiting now. */
  get load(): { running: number; queued: number } {
    return { running: this.running, queued: this.queue.length };
  }

  /**
   * Asks for a slot for a caller known by `token` (null when anonymous) and `ip`. The slot resolves
   * to its release function, or to null when `signal` aborted while it waited (do not build then).
   */
  admit(token: string | null, ip: string, signal: AbortSignal): Admitted {
    const keys = [`ip:${ip}`, ...(token ? [`token:${token}`] : [])];
    if ((this.held.get(keys[0]!) ?? 0) >= this.limits.perIp || (token !== null && (this.held.get(keys[1]!) ?? 0) >= this.limits.perToken))
      return { ok: false, refusal: 'caller-busy' };
    if (this.running >= this.limits.running && this.queue.length >= this.limits.queued) return { ok: false, refusal: 'queue-full' };
    for (const k of keys) this.held.set(k, (this.held.get(k) ?? 0) + 1);
    if (this.running < this.limits.running) {
      this.running++;
      return { ok: true, slot: Promise.resolve(this.releaser(keys)) };
    }
    return {
      ok: true,
      slot: new Promise((grant) => {
        const waiter: Waiter = {
          keys,
          grant,
          signal,
          onAbort: () => {
            const i = this.queue.indexOf(waiter);
            if (i < 0) return;
            this.queue.splice(i, 1);
            this.unhold(keys);
            this.dropped++;
            grant(null);
          },
        };
        if (signal.aborted) {
          this.unhold(keys);
          this.dropped++;
          grant(null);
          return;
        }
        signal.addEventListener('abort', waiter.onAbort, { once: true });
        this.queue.push(waiter);
      }),
    };
  }

  private unhold(keys: readonly string[]): void {
    for (const k of keys) {
      const n = (this.held.get(k) ?? 1) - 1;
      if (n <= 0) this.held.delete(k);
      else this.held.set(k, n);
    }
  }

  private releaser(keys: readonly string[]): () => void {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.unhold(keys);
      this.running--;
      this.next();
    };
  }

  private next(): void {
    while (this.running < this.limits.running && this.queue.length > 0) {
      const w = this.queue.shift()!;
      w.signal.removeEventListener('abort', w.onAbort);
      this.running++;
      w.grant(this.releaser(w.keys));
    }
  }
}

/**
 * What every accounts route file receives: the resolved options plus the pieces built once per
 * plugin instance (session guard, test SMS outbox).
 */
import type { onRequestAsyncHookHandler } from 'fastify';
import type { ResolvedOptions } from './options';
import type { SessionPolicy } from '../../accounts/sign-in';

/** Last SMS code per phone, kept only when test hooks are on (the sim sends no real SMS). */
export class SmsOutbox {
  private readonly codes = new Map<string, string>();

  constructor(
    readonly enabled: boolean,
    private readonly capacity = 10_000,
  ) {}

  /** Records a sent code (no-op when disabled); the oldest entry goes when full. */
  record(phone: string, code: string): void {
    if (!this.enabled) return;
    this.codes.delete(phone);
    this.codes.set(phone, code);
    if (this.codes.size > this.capacity) {
      const oldest = this.codes.keys().next().value;
      if (oldest !== undefined) this.codes.delete(oldest);
    }
  }

  /** The last code sent to a phone. */
  last(phone: string): string | undefined {
    return this.codes.get(phone);
  }
}

/** Shared dependencies of the accounts route plugins. */
export interface AccountDeps extends ResolvedOptions {
  /** onRequest hook requiring a live session. */
  sessionGuard: onRequestAsyncHookHandler;
  /** Session policy for sign-ins. */
  policy: SessionPolicy;
  /** Test SMS outbox. */
  smsOutbox: SmsOutbox;
}

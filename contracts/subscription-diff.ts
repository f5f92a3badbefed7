/**
 * The subscribe/unsubscribe difference a live-socket client sends, written once for the browser's
 * socket and the gateway's upstream feed: given what the server was told and what is wanted now, the
 * frames that make the two equal. Unsubscribes go first (they free room under a server's per-socket
 * cap before new codes arrive), and every frame carries at most {@link MAX_CODES_PER_FRAME} codes.
 */
import { type ClientFrame, MAX_CODES_PER_FRAME } from './ws-protocol';

/** The codes wanted now: anything iterable that answers `has` (a `Set` does). */
export type WantedCodes = Iterable<string> & { has(code: string): boolean };

/** Codes to add and to drop. */
export interface SubscriptionDiff {
  sub: string[];
  unsub: string[];
}

/** What turns `told` into `wanted`; `told` is updated in place to `wanted` (it is what the server will know). */
export function diffSubscriptions(told: Set<string>, wanted: WantedCodes): SubscriptionDiff {
  const sub: string[] = [];
  const unsub: string[] = [];
  for (const code of told) if (!wanted.has(code)) unsub.push(code);
  for (const code of wanted) if (!told.has(code)) sub.push(code);
  for (const code of unsub) told.delete(code);
  for (const code of sub) told.add(code);
  return { sub, unsub };
}

/** The frames of a difference: unsubscribes first, each frame at most {@link MAX_CODES_PER_FRAME} codes. */
export function subscriptionFrames(diff: SubscriptionDiff): ClientFrame[] {
  const frames: ClientFrame[] = [];
  for (let i = 0; i < diff.unsub.length; i += MAX_CODES_PER_FRAME) frames.push({ type: 'unsub', codes: diff.unsub.slice(i, i + MAX_CODES_PER_FRAME) });
  for (let i = 0; i < diff.sub.length; i += MAX_CODES_PER_FRAME) frames.push({ type: 'sub', codes: diff.sub.slice(i, i + MAX_CODES_PER_FRAME) });
  return frames;
}

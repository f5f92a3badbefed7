/**
 * Pure rules of the live socket client (spec §4, §9): host list, rotation, reconnect delay.
 */
import { RECONNECT_DELAY_MAX_MS, RECONNECT_DELAY_MIN_MS, SOCKET_HOST_COUNT } from '../../contracts/ws-protocol';

/** The next host index after a failure, wrapping (spec §4). */
export function nextHostIndex(index: number, hostCount: number): number {
  return hostCount <= 0 ? 0 : (index + 1) % hostCount;
}

/**
 * Reconnect delay after a clean close: uniform ("full jitter") between 2 s and a ceiling that doubles
 * per attempt from 4 s up to 10 s, so many tabs never reconnect in step. `attempt` counts reconnects
 * since the last successful open (0 first); `random` is in [0, 1). Always within [2 s, 10 s] (spec §9).
 */
export function reconnectDelay(attempt: number, random: number): number {
  const ceiling = Math.min(RECONNECT_DELAY_MAX_MS, RECONNECT_DELAY_MIN_MS * 2 ** (Math.max(0, attempt) + 1));
  const r = Math.min(1, Math.max(0, random));
  return Math.round(RECONNECT_DELAY_MIN_MS + (ceiling - RECONNECT_DELAY_MIN_MS) * r);
}

/**
 * The socket hosts: the configured list (comma-separated absolute ws(s) URLs or site paths such as
 * `/ws`), else {@link SOCKET_HOST_COUNT} times the gateway's `/ws`. Paths resolve against the page
 * origin with ws/wss to match http/https. Invalid entries are dropped; at most 5 are kept.
 */
export function resolveSocketHosts(configured: string | null | undefined, origin: { protocol: string; host: string }): string[] {
  const wsBase = `${origin.protocol === 'https:' ? 'wss' : 'ws'}://${origin.host}`;
  const list = (configured ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^wss?:\/\/[^\s/]+/.test(s) || /^\/(?!\/)\S*$/.test(s))
    .map((s) => (s.startsWith('/') ? `${wsBase}${s}` : s))
    .slice(0, SOCKET_HOST_COUNT);
  return list.length > 0 ? list : Array.from({ length: SOCKET_HOST_COUNT }, () => `${wsBase}/ws`);
}

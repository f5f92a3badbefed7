/**
 * The boundary between the gateway and the sim process it supervises: the settings handed to the
 * child (JSON in {@link SIM_PROCESS_ENV}) and the IPC messages the child sends back.
 */
import type { UpstreamPhase, UpstreamReadiness } from './warming';

/** Environment variable carrying the child's settings as JSON. */
export const SIM_PROCESS_ENV = 'ZHIGU_SIM_PROCESS';

/** What the sim process is started with. */
export interface SimProcessSettings {
  host: string;
  /** API port (the gateway picked it, so the URL survives restarts). */
  port: number;
  /** The five feed hosts' ports. */
  feedPorts: number[];
  seed: number | null;
  clock: string | null;
  dataDir: string | null;
  /** The boot cache's directory (null: the data dir's cache/). */
  cacheDir: string | null;
  analyticsRetention: { maxAgeMs: number; maxPerUser: number } | null;
}

/** Messages of the sim process to its supervisor (IPC). */
export type SimProcessMessage = { type: 'ready'; apiUrl: string; wsUrls: string[] } | { type: 'readiness'; readiness: UpstreamReadiness };

const PHASES: ReadonlySet<string> = new Set(['starting', 'warming', 'ready', 'restarting']);

/** Parses an IPC message of the sim process; null when it is not one. */
export function parseSimProcessMessage(m: unknown): SimProcessMessage | null {
  if (typeof m !== 'object' || m === null) return null;
  const v = m as Record<string, unknown>;
  if (v.type === 'ready' && typeof v.apiUrl === 'string' && Array.isArray(v.wsUrls) && v.wsUrls.every((u) => typeof u === 'string'))
    return { type: 'ready', apiUrl: v.apiUrl, wsUrls: v.wsUrls as string[] };
  if (v.type === 'readiness' && typeof v.readiness === 'object' && v.readiness !== null) {
    const r = v.readiness as Record<string, unknown>;
    if (typeof r.phase === 'string' && PHASES.has(r.phase) && typeof r.progress === 'number' && typeof r.stage === 'string')
      return { type: 'readiness', readiness: { phase: r.phase as UpstreamPhase, progress: Math.max(0, Math.min(1, r.progress)), stage: r.stage } };
  }
  return null;
}

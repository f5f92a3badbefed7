/**
 * The settings the gateway hands its sim process (gateway/sim/process.ts) in the environment
 * variable {@link SIM_PROCESS_ENV}, as JSON: validated here, so a bad hand-over stops the child
 * with a clear line instead of a sim on surprising ports.
 */
import { SIM_PROCESS_ENV, type SimProcessSettings } from '../../contracts/sim-process';
import type { AnalyticsRetention } from './accounts/index';

const isPort = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v <= 65_535;

/** Parses the JSON settings; throws an Error naming the bad field. */
export function parseSimProcessOptions(raw: string | undefined): SimProcessSettings {
  if (raw === undefined || raw.trim() === '') throw new Error(`${SIM_PROCESS_ENV} is not set (the gateway starts this process)`);
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new Error(`${SIM_PROCESS_ENV} is not JSON`);
  }
  if (typeof v !== 'object' || v === null) throw new Error(`${SIM_PROCESS_ENV} must be an object`);
  const o = v as Record<string, unknown>;
  if (typeof o.host !== 'string' || o.host === '') throw new Error(`${SIM_PROCESS_ENV}.host must be a non-empty string`);
  if (!isPort(o.port)) throw new Error(`${SIM_PROCESS_ENV}.port must be a port number`);
  if (!Array.isArray(o.feedPorts) || !o.feedPorts.every(isPort)) throw new Error(`${SIM_PROCESS_ENV}.feedPorts must be port numbers`);
  const optional = <T>(key: string, ok: (x: unknown) => x is T): T | null => {
    const x = o[key];
    if (x === undefined || x === null) return null;
    if (!ok(x)) throw new Error(`${SIM_PROCESS_ENV}.${key} is invalid`);
    return x;
  };
  const retention = optional('analyticsRetention', (x): x is AnalyticsRetention => {
    if (typeof x !== 'object' || x === null) return false;
    const r = x as Record<string, unknown>;
    return typeof r.maxAgeMs === 'number' && r.maxAgeMs > 0 && typeof r.maxPerUser === 'number' && r.maxPerUser > 0;
  });
  return {
    host: o.host,
    port: o.port,
    feedPorts: o.feedPorts as number[],
    seed: optional('seed', (x): x is number => typeof x === 'number' && Number.isSafeInteger(x) && x >= 0),
    clock: optional('clock', (x): x is string => typeof x === 'string' && x.trim() !== ''),
    dataDir: optional('dataDir', (x): x is string => typeof x === 'string' && x !== ''),
    cacheDir: optional('cacheDir', (x): x is string => typeof x === 'string' && x !== ''),
    analyticsRetention: retention,
  };
}

/**
 * The sim a browser-test run shares (scripts/e2e.ts boots it and passes its URLs here in the
 * environment), read and checked once per test file. Absent when a file runs on its own
 * (`node --test test/e2e/x.test.ts`): the file then starts its own sim.
 */

/** Environment variable carrying the shared sim's URLs as JSON. */
export const SHARED_SIM_ENV = 'ZHIGU_E2E_SHARED_SIM';

/** Where the shared sim answers. */
export interface SharedSim {
  apiUrl: string;
  wsUrls: string[];
}

/** The shared sim of this run, or null; a malformed value is an error, never silently ignored. */
export function sharedSim(env: NodeJS.ProcessEnv = process.env): SharedSim | null {
  const raw = env[SHARED_SIM_ENV];
  if (raw === undefined || raw === '') return null;
  let v: unknown;
  try {
    v = JSON.parse(raw);
  } catch {
    throw new Error(`${SHARED_SIM_ENV} is not JSON: ${raw}`);
  }
  const o = v as Partial<SharedSim> | null;
  const isUrl = (u: unknown, scheme: string) => typeof u === 'string' && u.startsWith(`${scheme}://127.0.0.1:`);
  if (!o || !isUrl(o.apiUrl, 'http') || !Array.isArray(o.wsUrls) || o.wsUrls.length === 0 || !o.wsUrls.every((u) => isUrl(u, 'ws')))
    throw new Error(`${SHARED_SIM_ENV} must be {"apiUrl":"http://127.0.0.1:…","wsUrls":["ws://127.0.0.1:…",…]}, got ${raw}`);
  return { apiUrl: o.apiUrl as string, wsUrls: [...o.wsUrls] };
}

/**
 * Starts the system under test for browser tests: an upstream (the built-in sim when available,
 * else the fake of fake-upstream.ts) and the gateway edge serving the already-built dist/client
 * (the test script builds first). Everything on loopback, port 0.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { build } from '../../../gateway/edge/app';
import { startFakeUpstream, type FakeUpstream, type FakeUpstreamOptions } from './fake-upstream';

/** Repository root and the built client. */
export const ROOT = path.resolve(import.meta.dirname, '../../..');
export const DIST_CLIENT = path.join(ROOT, 'dist', 'client');

/** A running stack. */
export interface Stack {
  /** Base URL of the gateway, e.g. `http://127.0.0.1:41234`. */
  url: string;
  /** The fake upstream, when the stack runs on it. */
  fake: FakeUpstream | null;
  close(): Promise<void>;
}

/** Options of {@link startStack}. */
export interface StackOptions {
  /** Run on the fake upstream with these options (default: the fake until the sim can start). */
  fake?: FakeUpstreamOptions;
}

/** Starts upstream + edge; see the module comment. */
export async function startStack(options: StackOptions = {}): Promise<Stack> {
  if (!existsSync(path.join(DIST_CLIENT, 'index.html'))) throw new Error('dist/client is not built: run `npm run build` first');
  const fake = await startFakeUpstream(options.fake);
  const app = await build({
    upstreamUrl: fake.apiUrl,
    source: { kind: 'upstream', hosts: [fake.feedUrl] },
    staticDir: DIST_CLIENT,
    logger: false,
    rateLimit: { ipMax: 100_000, tokenMax: 100_000 },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${port}`,
    fake,
    async close() {
      await app.close();
      await fake.close();
    },
  };
}

/**
 * Writes docs/openapi.json from the sim's route definitions (the TypeBox schemas of
 * contracts/endpoints/schemas, collected by @fastify/swagger while the routes register).
 * `npm run openapi`; test/scripts/openapi.test.ts fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { build } from '../gateway/sim/app';
import { Companies } from '../gateway/sim/companies/companies';
import type { MarketView } from '../gateway/sim/market/read/market-view';
import { loadUniverse } from '../gateway/sim/market/universe/index';
import { openStore } from '../gateway/sim/open-store';

/** Where the document is committed. */
export const OPENAPI_FILE = fileURLToPath(new URL('../docs/openapi.json', import.meta.url));

/** A market that is never asked: building the document registers routes and answers no request. */
const idleMarket: MarketView = {
  now: () => 0,
  snapshot: () => undefined,
  snapshots: () => [],
  book: () => undefined,
  ticks: () => [],
  kline: () => [],
  minutes: () => [],
  fundamentals: () => undefined,
  sharesOn: () => undefined,
};

/** The OpenAPI document as committed (pretty JSON, trailing newline). */
export async function openapiText(): Promise<string> {
  const store = openStore(':memory:');
  try {
    // An empty company model: the routes that read it register (and are documented) without building anything.
    const companies = { companies: new Companies({ profiles: [], models: [], anchorIdx: 0 }), tradingIndex: () => 0, quote: () => undefined };
    const app = await build({ store, universe: loadUniverse(), market: idleMarket, companies }, { openapi: true, testHooks: true });
    await app.ready();
    const text = `${JSON.stringify(app.swagger(), null, 2)}\n`;
    await app.close();
    return text;
  } finally {
    store.close();
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  writeFileSync(OPENAPI_FILE, await openapiText());
  console.log(`wrote ${OPENAPI_FILE}`);
}

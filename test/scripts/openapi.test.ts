import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { OPENAPI_FILE, openapiText } from '../../scripts/openapi';

test('docs/openapi.json is what the route definitions generate (run npm run openapi after changing a schema)', async () => {
  const fresh = await openapiText();
  const doc = JSON.parse(fresh) as { paths: Record<string, Record<string, { parameters?: Array<{ name: string }> }>> };
  // The document carries the TypeBox definitions: a query parameter and a body of the watchlist.
  assert.ok(doc.paths['/api/v2/opt/addOptGroup']?.get?.parameters?.some((p) => p.name === 'name'));
  assert.ok(doc.paths['/api/v2/opt/batchDelOpt']?.post);
  assert.equal(readFileSync(OPENAPI_FILE, 'utf8'), fresh, 'docs/openapi.json is stale: run npm run openapi');
});

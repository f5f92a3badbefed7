import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import type { Metafile } from 'esbuild';
import { ROOT, entryOf, pageChunksOf } from '../../scripts/build';

const OUT = path.join(ROOT, 'dist', 'client');
type Imp = { path: string; kind: 'import-statement' | 'dynamic-import' };
const out = (imports: Imp[], entryPoint?: string) => ({ bytes: 1, inputs: {}, exports: [], imports, ...(entryPoint ? { entryPoint } : {}) });
const stat = (p: string): Imp => ({ path: `dist/client/assets/${p}`, kind: 'import-statement' });
const dyn = (p: string): Imp => ({ path: `dist/client/assets/${p}`, kind: 'dynamic-import' });

// main → shared (static), → render-app, signing, stock-page and home-page (dynamic); render-app → react, shared;
// stock-page → a → b (two levels), a → shared and react.
const metafile = {
  inputs: {},
  outputs: {
    'dist/client/assets/main-1.js': out(
      [stat('shared-1.js'), dyn('render-app-1.js'), dyn('signing-1.js'), dyn('stock-page-1.js'), dyn('home-page-1.js')],
      'client/main.tsx',
    ),
    'dist/client/assets/shared-1.js': out([]),
    'dist/client/assets/render-app-1.js': out([stat('react-1.js'), stat('shared-1.js'), dyn('analytics-1.js')], 'client/app/render-app.tsx'),
    'dist/client/assets/react-1.js': out([]),
    'dist/client/assets/analytics-1.js': out([]),
    'dist/client/assets/signing-1.js': out([], 'contracts/signing.ts'),
    'dist/client/assets/stock-page-1.js': out([stat('a-1.js'), dyn('lazy-1.js')], 'client/pages/stock/stock-page.tsx'),
    'dist/client/assets/a-1.js': out([stat('b-1.js'), stat('shared-1.js'), stat('react-1.js')]),
    'dist/client/assets/b-1.js': out([]),
    'dist/client/assets/lazy-1.js': out([]),
    'dist/client/assets/home-page-1.js': out([stat('shared-1.js')], 'client/pages/home/home-page.tsx'),
  },
} as unknown as Metafile;

test("every page preloads the entry's static imports and what boot loads at once: the shell (with its imports) and the signing code", () => {
  const { entry, preloads } = entryOf(metafile, OUT);
  assert.equal(entry, '/assets/main-1.js');
  assert.deepEqual(preloads, ['/assets/shared-1.js', '/assets/render-app-1.js', '/assets/react-1.js', '/assets/signing-1.js']);
});

test('a build without a chunk that boot loads stops', () => {
  const outputs = { ...metafile.outputs };
  delete outputs['dist/client/assets/signing-1.js'];
  assert.throws(() => entryOf({ ...metafile, outputs }, OUT), /no chunk for contracts\/signing\.ts/);
});

test("a page's chunks: its own chunk and every level of its static imports, not the entry's, the boot loads' nor its lazy ones", () => {
  const chunks = pageChunksOf(metafile, OUT, ['stock', 'home']);
  assert.deepEqual(chunks.get('stock'), ['/assets/stock-page-1.js', '/assets/a-1.js', '/assets/b-1.js']);
  assert.deepEqual(chunks.get('home'), ['/assets/home-page-1.js']);
});

test('a page without its chunk stops the build', () => {
  assert.throws(() => pageChunksOf(metafile, OUT, ['rank-list']), /no chunk for page rank-list/);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOG_MODULES, type CatalogEntry } from '../../../../../contracts/endpoints/market-data';
import { openStore } from '../../../../../gateway/sim/open-store';
import { buildMarketApp, expectError, getOk, request, signIn } from './helpers';

const URL_GET = '/api/v3/details/catalog?client=pcv2';
const URL_SET = '/api/v3/details/setCatalog';
const keys = CATALOG_MODULES.map((m) => m.key);

test('catalog: every module in product order, all visible, for anonymous and new users', async (t) => {
  const { app, store } = await buildMarketApp(t);
  const anon = await getOk<CatalogEntry[]>(app, URL_GET);
  assert.deepEqual(
    anon.map((e) => e.key),
    keys,
  );
  assert.ok(anon.every((e) => e.visible && e.title && e.path.startsWith('/')));
  const { token } = signIn(store);
  assert.deepEqual(await getOk(app, URL_GET, token), anon);
  assert.deepEqual(await getOk(app, URL_GET, 'stale-token'), anon, 'a bad token just gets the default');
  assert.match(await expectError(app, 'GET', '/api/v3/details/catalog', '400'), /client/);
  assert.match(await expectError(app, 'GET', '/api/v3/details/catalog?client=app', '400'), /client/);
});

test('setCatalog saves order and visibility per user; others keep theirs', async (t) => {
  const { app, store } = await buildMarketApp(t);
  const a = signIn(store, '13800000001');
  const b = signIn(store, '13800000002');
  const entries = [...keys].reverse().map((key, i) => ({ key, visible: i % 3 !== 0 }));
  const saved = await request<CatalogEntry[]>(app, 'POST', URL_SET, { token: a.token, body: { client: 'pcv2', entries } });
  assert.equal(saved.env.code, '000');
  assert.deepEqual(
    saved.env.datas.map((e) => [e.key, e.visible]),
    entries.map((e) => [e.key, e.visible]),
  );
  assert.deepEqual(await getOk(app, URL_GET, a.token), saved.env.datas);
  assert.deepEqual(
    (await getOk<CatalogEntry[]>(app, URL_GET, b.token)).map((e) => e.key),
    keys,
  );
});

test('setCatalog needs a session and a full, valid list', async (t) => {
  const { app, store } = await buildMarketApp(t);
  const full = keys.map((key) => ({ key, visible: true }));
  await expectError(app, 'POST', URL_SET, '004', { body: { client: 'pcv2', entries: full } });
  const { token } = signIn(store);
  const bad: Array<[unknown, RegExp]> = [
    [{ client: 'pcv2', entries: full.slice(1) }, /缺少模块/],
    [{ client: 'pcv2', entries: [...full, full[0]] }, /重复/],
    [{ client: 'pcv2', entries: [...full.slice(1), { key: 'hack', visible: true }] }, /未知的模块/],
    [{ client: 'pcv2', entries: full.map((e) => ({ ...e, visible: 'yes' })) }, /visible/],
    [{ client: 'web', entries: full }, /client/],
    [{ client: 'pcv2' }, /entries/],
    [{ client: 'pcv2', entries: [{ key: "'; DROP TABLE detail_catalog; --", visible: true }] }, /未知的模块/],
  ];
  for (const [body, re] of bad) assert.match(await expectError(app, 'POST', URL_SET, '400', { token, body }), re, JSON.stringify(body));
  assert.deepEqual(
    (await getOk<CatalogEntry[]>(app, URL_GET, token)).map((e) => e.key),
    keys,
    'nothing saved by refused calls',
  );
});

test('a saved catalogue survives a restart of the store', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'zhigu-catalog-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const first = openStore(dir);
  const { token } = signIn(first);
  {
    const { app } = await buildMarketApp(t, { store: first });
    const entries = [...keys].reverse().map((key) => ({ key, visible: key !== 'events' }));
    assert.equal((await request(app, 'POST', URL_SET, { token, body: { client: 'pcv2', entries } })).env.code, '000');
    await app.close();
  }
  first.close();
  const again = openStore(dir);
  t.after(() => again.close());
  const { app } = await buildMarketApp(t, { store: again });
  const got = await getOk<CatalogEntry[]>(app, URL_GET, token);
  assert.deepEqual(
    got.map((e) => e.key),
    [...keys].reverse(),
  );
  assert.equal(got.find((e) => e.key === 'events')!.visible, false);
});

import { strict as assert } from 'node:assert';
import { after, before, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import type { FiguresAnswer } from '../../../../../contracts/endpoints/figures';
import type { StockDetail } from '../../../../../contracts/endpoints/details';
import type { ScreenResult } from '../../../../../contracts/screener/endpoints';
import { FIGURE_COLUMN_IDS } from '../../../../../contracts/table-columns';
import { build } from '../../../../../gateway/sim/app';
import { openStore, type Store } from '../../../../../gateway/sim/open-store';
import { expectError, getOk, request } from '../market/helpers';
import { sliceMarket, sliceUniverse } from '../../screener/helpers';

const universe = sliceUniverse(4);
let app: FastifyInstance;
let store: Store;

before(async () => {
  const { view, market } = sliceMarket(universe);
  store = openStore(':memory:');
  app = await build({ store, universe, market: view, companies: market });
  await app.ready();
});
after(async () => {
  await app.close();
  store.close();
});

async function post<T>(url: string, body: unknown): Promise<T> {
  const { env } = await request<T>(app, 'POST', url, { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
  assert.equal(env.code, '000', `${url}: ${env.code} ${env.message}`);
  return env.datas;
}

const stocks = universe.all.filter((e) => e.kind === 'capital').slice(0, 12);

test('figures are the screener’s own values: every figure column of a screen shows the same number', async () => {
  const ids = stocks.map((e) => e.id);
  const answer = await post<FiguresAnswer>('/api/v3/screener/figures', { codes: ids });
  assert.equal(answer.asOf, '2026-11-20');
  assert.deepEqual(Object.keys(answer.figures).sort(), [...ids].sort());
  // One screen asking for every numeric figure field with bounds every stock passes.
  const numeric = ['volumeRatio', 'peTtm', 'pb', 'totalCap', 'floatCap', 'dividendYield', 'pct60'] as const;
  const run = await post<ScreenResult>('/api/v3/screener/run', {
    tree: {
      all: [
        ...numeric.map((field) => ({
          any: [
            { field, min: -1e15 },
            { field, max: -1e15 },
          ],
        })),
      ],
    },
    size: 200,
  });
  let compared = 0;
  for (const row of run.rows) {
    const f = answer.figures[row.id];
    if (!f) continue;
    for (const field of numeric) {
      const screen = row.values[field] as number | null;
      const mine = f[field];
      const scale = field === 'totalCap' || field === 'floatCap' ? 1e8 : 1;
      if (screen === null || screen === undefined) continue;
      assert.ok(mine !== null && Math.abs(mine - screen * scale) <= 1e-6 * Math.abs(screen * scale), `${row.id} ${field}: ${mine} vs screen ${screen}`);
      compared++;
    }
  }
  assert.ok(compared > 20, `compared ${compared} values`);
});

test('PE-TTM, PB, 总市值 and 流通市值 agree with the stock page', async () => {
  const answer = await post<FiguresAnswer>('/api/v3/screener/figures', { codes: stocks.map((e) => e.id) });
  for (const e of stocks) {
    const detail = await getOk<StockDetail>(app, `/api/v3/details/detailsStockA?code=${e.id}`);
    const f = answer.figures[e.id]!;
    const near = (a: number | null, b: number | null, what: string, tol: number) =>
      assert.ok((a === null && b === null) || (a !== null && b !== null && Math.abs(a - b) <= tol), `${e.id} ${what}: figures ${a} vs page ${b}`);
    near(f.peTtm === null ? null : Math.round(f.peTtm * 100) / 100, detail.peTtm, 'PE-TTM', 0.011);
    near(f.pb === null ? null : Math.round(f.pb * 100) / 100, detail.pb, 'PB', 0.011);
    near(f.totalCap, detail.totalCap, '总市值', 1);
    near(f.floatCap, detail.floatCap, '流通市值', 1);
    assert.equal(f.industry, detail.industry || null);
  }
});

test('non A-share securities get their industry only; unknown codes are left out; bad codes answer 400', async () => {
  const index = universe.all.find((e) => e.kind === 'index_hs')!;
  const answer = await post<FiguresAnswer>('/api/v3/screener/figures', { codes: [index.id, '999998.SZ'] });
  assert.deepEqual(Object.keys(answer.figures), [index.id]);
  for (const f of FIGURE_COLUMN_IDS) if (f !== 'industry') assert.equal(answer.figures[index.id]![f], null);
  await expectError(app, 'POST', '/api/v3/screener/figures', '400', { body: { codes: ['not a code'] } });
  await expectError(app, 'POST', '/api/v3/screener/figures', '400', { body: { codes: Array(501).fill('600519.SH') } });
});

/**
 * Browser tests of the stock page's 盘口与资金 card on a sim fixed at 16:00 of a trading day (the
 * day closed and published): every figure shows, the 资金流向 cells equal the data centre's
 * 资金流向 of that day for the same stock to the displayed digit (the numbers behind them agree to
 * the yuan: test/gateway/sim/market/live/order-flow.test.ts) and the data centre's own 资金流向 page
 * shows the same figures in the stock's row at that minute, the tags open their boards; both
 * themes are shot. The data centre publishes a day after 15:30, so the minute is one after it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { FundFlowAnswer } from '../../contracts/endpoints/datacentre';
import type { Envelope } from '../../contracts/envelope';
import { formatSignedLargeNumber } from '../../contracts/format';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, text } from './market-support';

const CLOSED = String(Date.parse('2025-11-27T16:00:00+08:00'));
const e2e = browserSuite(() => startStack({ sim: { clock: CLOSED } }));

async function fundFlowRow(id: string) {
  const res = await fetch(`${e2e.stack.url}/api/v3/dataCenter/fundFlow?scope=stock`, { headers: { requestFrom: 'pc' } });
  const body = (await res.json()) as Envelope<FundFlowAnswer>;
  assert.equal(body.code, '000');
  assert.equal(body.datas!.date, '2025-11-27');
  const row = body.datas!.stocks.find((r) => r.id === id);
  assert.ok(row, `${id} in 资金流向`);
  return row;
}

test('盘口与资金 shows every figure, agrees with the data centre, and its tags open their boards', async () => {
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/stock?stockCode=600519`);
    const card = page.locator('[data-testid=order-flow]');
    await card.locator('dd').first().waitFor({ timeout: 60_000 });
    assert.deepEqual(await card.locator('dt').allInnerTexts(), ['量比', '委比', '外盘', '委差', '内盘', '主力净流入', '超大单', '大单', '中单', '小单']);
    assert.match(await text(page, '[data-testid=order-flow] [data-figure=volumeRatio] dd'), /^\d+\.\d{2}$/);
    assert.match(await text(page, '[data-testid=order-flow] [data-figure=commissionRatio] dd'), /^[+-]?\d+\.\d{2}%$/);
    assert.match(await text(page, '[data-testid=order-flow] [data-figure=outer] dd'), /^\d+(\.\d{1,2})?(万|亿)?$/);
    const row = await fundFlowRow('600519.SH');
    const cells = {
      mainNet: row.mainNet,
      xl: row.net.xl,
      l: row.net.l,
      m: row.net.m,
      s: row.net.s,
    };
    const onCard: Record<string, string> = {};
    for (const [key, value] of Object.entries(cells)) {
      onCard[key] = await text(page, `[data-testid=order-flow] [data-figure=${key}] dd`);
      assert.equal(onCard[key], formatSignedLargeNumber(value), `${key} as the data centre has it`);
    }
    await shot(page, `stock-order-flow-${theme}`);
    if (theme === 'white') {
      const industry = page.locator('[data-testid=board-tags] a').first();
      assert.equal(await industry.innerText(), '食品饮料');
      await industry.click();
      await page.waitForURL(/stockCode=801/);
      await page.locator('[data-testid=stock-header] h1').waitFor();
      assert.equal(await text(page, '[data-testid=stock-header] h1'), '食品饮料');
      assert.equal(await page.locator('[data-testid=order-flow]').count(), 0, 'an index has no 盘口与资金');
      // The data centre's own 资金流向 page, at the same sim minute, shows the card's figures in the stock's row.
      await page.goto(`${e2e.stack.url}/dataCenter?q=600519`);
      await page.getByRole('heading', { name: '大盘资金流向 · 2025-11-27' }).waitFor({ timeout: 60_000 });
      const dcRow = page.locator('[data-testid=flow-table] tbody tr');
      await dcRow.first().waitFor();
      assert.equal(await dcRow.count(), 1);
      const heads = (await page.locator('[data-testid=flow-table] thead th').allInnerTexts()).map((h) => h.replace(/[↑↓\s]/g, ''));
      const tds = await dcRow.locator(':scope > td, :scope > th').allInnerTexts();
      const inRow = (label: string) => {
        assert.ok(heads.includes(label), `${label} in ${heads.join(',')}`);
        return tds[heads.indexOf(label)]!.trim();
      };
      assert.match(inRow('名称/代码'), /贵州茅台/);
      assert.deepEqual(
        { mainNet: inRow('主力净流入'), xl: inRow('超大单净额'), l: inRow('大单净额'), m: inRow('中单净额'), s: inRow('小单净额') },
        onCard,
        '盘口与资金 and 数据中心 资金流向 show the same figures for 600519 at 16:00',
      );
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('指数看板 shows each index’s 涨/平/跌 and 涨停/跌停 counts, as the sim counts them', async () => {
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/indexList`);
    const first = page.locator('[data-testid=index-table] tbody tr').first();
    await first.locator('td[data-field=breadth]').waitFor({ timeout: 60_000 });
    assert.deepEqual((await page.locator('[data-testid=index-table] thead th').allInnerTexts()).slice(-2), ['涨/平/跌', '涨停/跌停']);
    const res = await fetch(`${e2e.stack.url}/api/v3/data/getByconfig?name=indexBoard&group=main`, { headers: { requestFrom: 'pc' } });
    const items = (
      (await res.json()) as Envelope<Array<{ id: string; breadth?: { up: number; flat: number; down: number; limitUp: number; limitDown: number } }>>
    ).datas!;
    const id = await first.getAttribute('data-id');
    const b = items.find((i) => i.id === id)!.breadth!;
    assert.equal(await first.locator('td[data-field=breadth]').innerText(), `${b.up}/${b.flat}/${b.down}`);
    assert.equal(await first.locator('td[data-field=limits]').innerText(), `${b.limitUp}/${b.limitDown}`);
    await shot(page, `index-board-breadth-${theme}`);
    assert.deepEqual(errors, []);
    await context.close();
  }
});

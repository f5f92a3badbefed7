/**
 * Browser test of 智能选股 asking as investors ask (issue 29): three questions typed into the box —
 * 今天涨停的股票, 股价低于10元且市盈率低于行业平均, 股东户数减少超过10% — each read back as chips and
 * run, the rows obeying the reading (every row 涨停; every price strictly below 10; every holder
 * count down by more than 10%); and a partly understood question that runs nothing until the user
 * confirms the part understood. Screenshots in both themes under E2E_SHOT_DIR/market/screener-ask-*.png.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import type { ScreenResult } from '../../contracts/screener/endpoints';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot } from './market-support';

const e2e = browserSuite(() => startStack());

/** Types a question, submits it, and answers the chips' text and the screen's first page as the page received it. */
async function ask(page: Page, question: string): Promise<{ chips: string; result: ScreenResult }> {
  await page.getByLabel('用一句话描述要选的股票').fill(question);
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v3/screener/run') && r.request().method() === 'POST', { timeout: 60_000 }),
    page.getByRole('button', { name: '解析' }).click(),
  ]);
  assert.equal(response.status(), 200, `${question}: ${await response.text()}`);
  const result = ((await response.json()) as { datas: ScreenResult }).datas;
  await page.waitForFunction(() => /共 \d+ 只/.test(document.querySelector('[data-testid=preview-total]')?.textContent ?? ''), null, { timeout: 60_000 });
  return { chips: (await page.textContent('[data-testid=parsed-chips]')) ?? '', result };
}

/** The day's first screen reads every company's model (a few seconds; the suite asks it once so each question times only itself). */
async function warmScreener(page: Page, url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const r = await page.request.post(`${url}/api/v3/screener/run`, {
      data: { tree: { all: [{ field: 'limitUp' }, { field: 'holderCountChange', max: 0 }] }, size: 1 },
      timeout: 60_000,
    });
    if (r.status() === 200) return;
    if (Date.now() > deadline) throw new Error(`the screener did not warm: ${r.status()} ${await r.text()}`);
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
}

test('three typed questions read back as chips and run with rows that obey them; a partial reading waits for confirmation', async () => {
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await warmScreener(page, e2e.stack.url);
    await page.goto(`${e2e.stack.url}/newStockPicker`);
    await page.waitForFunction(() => document.title === '智能选股 - 知股');

    const limitUp = await ask(page, '今天涨停的股票');
    assert.match(limitUp.chips, /选股条件：涨停×/);
    assert.doesNotMatch(limitUp.chips, /涨跌幅/, '「停」 is not dropped into 涨跌幅 ≥ 0');
    assert.ok(limitUp.result.rows.every((r) => r.values.limitUp === true));
    // A limit-up closes at least 4.9% up on every board (5% for ST, 10/20/30% elsewhere).
    assert.ok(
      limitUp.result.rows.every((r) => (r.pct ?? 0) >= 4.9),
      JSON.stringify(limitUp.result.rows.map((r) => r.pct)),
    );

    const cheap = await ask(page, '股价低于10元且市盈率低于行业平均');
    assert.match(cheap.chips, /最新价 < 10元×市盈率TTM < 行业平均×/);
    assert.ok(cheap.result.total > 0, 'some stocks are cheap and below their industry PE');
    assert.ok(
      cheap.result.rows.every((r) => (r.values.price as number) < 10),
      'strictly below 10',
    );
    await shot(page, `screener-ask-relative-${theme}`);

    const holders = await ask(page, '股东户数减少超过10%');
    assert.match(holders.chips, /股东户数变化 < -10%×/);
    assert.ok(holders.result.total > 0);
    assert.ok(
      holders.result.rows.every((r) => (r.values.holderCountChange as number) < -10),
      'the decrease keeps its sign',
    );

    // A ranking with no condition shows the figure it ranks by, and opens in the builder.
    const yields = await ask(page, '股息率最高的20只');
    assert.deepEqual(yields.result.columns, ['dividendYield']);
    assert.equal(yields.result.total, 20);
    await page.getByRole('button', { name: /^股息率/ }).waitFor();
    if (theme === 'white') {
      await page.getByRole('button', { name: '开始选股' }).click();
      await page.waitForURL(/\/stockPicker\?sort=dividendYield%3Adesc&limit=20$/);
      await page.goto(`${e2e.stack.url}/newStockPicker`);
    }

    // A partial reading names the rest and runs nothing until confirmed.
    await page.getByLabel('用一句话描述要选的股票').fill('市盈率小于20且董事长是女性');
    await page.getByRole('button', { name: '解析' }).click();
    await page.getByRole('alert').filter({ hasText: '以下部分没能理解：「董事长是女性」' }).waitFor();
    assert.equal(await page.locator('[data-testid=preview-total]').textContent(), '');
    await shot(page, `screener-ask-partial-${theme}`);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v3/screener/run'), { timeout: 60_000 }),
      page.getByRole('button', { name: '按已理解的条件选股' }).click(),
    ]);
    const partial = ((await response.json()) as { datas: ScreenResult }).datas;
    assert.ok(partial.rows.every((r) => (r.values.peTtm as number) < 20));
    assert.deepEqual(errors, []);
    await context.close();
  }
});

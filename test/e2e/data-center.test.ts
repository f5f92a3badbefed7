/**
 * Browser test of /dataCenter (issue 16) on the built-in sim: every section (资金流向, 龙虎榜,
 * 涨停连板, 融资融券, 沪深港通, 大宗交易 with its 折溢率 and CSV, 停复牌, 股票回购 filtered to 实施中, 股东增减持 (dark tour), 年报季报 with its period, 行业
 * and 预告类型 filters) with its table and chart (flows in the light theme, a tour in the dark), the section and filters in
 * the address, the trading-day picker, 沪/深/北 filter, code search, 只看自选 signed out, CSV
 * export with a UTF-8 BOM, and no console errors (screenshots under
 * E2E_SHOT_DIR/market/data-center-*.png). The first section waits for the sim's first frames
 * (every stock's model warms on first read: tens of seconds on a busy machine).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, text, themeTour } from './market-support';

const e2e = browserSuite(() => startStack());

async function waitRows(page: Page, table: string, min = 1, timeout = 60_000): Promise<void> {
  await page.waitForFunction(
    ({ t, n }) => document.querySelectorAll(`[data-testid=${t}] tbody tr`).length >= n || document.querySelector(`[data-testid=${t}-empty]`) !== null,
    { t: table, n: min },
    { timeout },
  );
}

async function column(page: Page, table: string, index: number): Promise<string[]> {
  return page.locator(`[data-testid=${table}] tbody tr`).evaluateAll((trs, i) => trs.map((r) => (r.children[i]?.textContent ?? '').trim()), index);
}

async function openSection(page: Page, label: string): Promise<void> {
  await page.getByRole('tab', { name: label, exact: true }).click();
}

{
  const theme = 'white';
  test(`数据中心 (${theme}): every section, filters in the address, CSV, no console errors`, { timeout: 90_000 }, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme, height: 1400 });
    await page.goto(`${e2e.stack.url}/dataCenter`);
    // 资金流向 (default section): market tiles, 60-day chart, ranked stock table.
    await waitRows(page, 'flow-table', 20, 240_000);
    assert.equal(await page.title(), '数据中心 - 知股');
    assert.match(await text(page, '[data-testid=flow-market]'), /两市合计主力净流入/);
    await page.waitForSelector('[data-testid=flow-history-chart]', { timeout: 60_000 });
    assert.equal(await page.locator('[data-testid=flow-table] tbody tr').count(), 50, 'a page of 50');
    await shot(page, `data-center-flow-${theme}`);

    // CSV of every filtered row, BOM first.
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=flow-table-csv]')]);
    assert.match(download.suggestedFilename(), /^个股资金流向_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFF名称/代码,收盘价,涨跌幅,主力净流入'), csv.slice(0, 60));
    assert.ok(csv.split('\r\n').length > 1000, 'every stock exported');

    // 沪市 filter and a code search live in the address and narrow the rows.
    await page.getByRole('button', { name: '沪市', exact: true }).click();
    await page.waitForFunction(() => location.search.includes('ex=SH'));
    for (const name of await column(page, 'flow-table', 0)) assert.match(name, / 6\d{5}$/, name);
    await page.fill('[data-testid=dc-search]', '600519');
    await page.waitForFunction(() => location.search.includes('q=600519'));
    await waitRows(page, 'flow-table', 1);
    assert.deepEqual(await column(page, 'flow-table', 0), ['贵州茅台 600519']);
    await page.fill('[data-testid=dc-search]', '');
    // Sorting by a header keeps the order in the address.
    await page.getByRole('button', { name: '涨跌幅', exact: true }).first().click();
    await page.waitForFunction(() => location.search.includes('sort=pct'));
    const pcts = (await column(page, 'flow-table', 4)).map((s) => Number.parseFloat(s));
    for (let i = 1; i < pcts.length; i++) assert.ok(pcts[i - 1]! >= pcts[i]!, `sorted desc: ${pcts.join(',')}`);
    // Industry scope.
    await page.getByRole('tab', { name: '行业', exact: true }).click();
    await page.waitForFunction(() => location.search.includes('scope=industry'));
    await waitRows(page, 'flow-table', 20);

    // 只看自选 signed out: nothing followed, an honest empty line.
    await page.click('[data-testid=dc-mine]');
    await page.getByRole('tab', { name: '个股', exact: true }).click();
    await page.waitForSelector('[data-testid=flow-table-empty]', { timeout: 30_000 });
    await page.click('[data-testid=dc-mine]');
    await page.getByRole('button', { name: '全部', exact: true }).click();

    // The previous trading day: the picker's date moves and lands in the address.
    const latest = await page.inputValue('[data-testid=dc-date]');
    await page.getByRole('button', { name: '前一交易日' }).click();
    await page.waitForFunction(() => /date=\d{4}-\d{2}-\d{2}/.test(location.search));
    const earlier = await page.inputValue('[data-testid=dc-date]');
    assert.ok(earlier < latest, `${earlier} < ${latest}`);

    // 龙虎榜: listings with reasons; a row opens its seats.
    await openSection(page, '龙虎榜');
    await page.waitForFunction(() => location.search.includes('section=lhb'));
    await waitRows(page, 'lhb-table', 1, 120_000);
    if ((await page.locator('[data-testid=lhb-table] tbody tr').count()) > 0) {
      for (const r of await column(page, 'lhb-table', 15)) assert.match(r, /证券/, `上榜原因: ${r}`);
      await page.locator('[data-testid=lhb-table] tbody tr th button').first().click();
      await page.waitForSelector('[data-testid=lhb-seats]');
      assert.equal(await page.locator('[data-testid=lhb-buy-seats] tbody tr').count(), 5);
      assert.equal(await page.locator('[data-testid=lhb-sell-seats] tbody tr').count(), 5);
    }
    await shot(page, `data-center-lhb-${theme}`);

    // 涨停连板: gauges, ladder (when any stock closed at its limit), tables.
    await openSection(page, '涨停连板');
    await page.waitForSelector('[data-testid=gauges]', { timeout: 60_000 });
    assert.match(await text(page, '[data-testid=gauges]'), /涨停.*跌停/s);
    await waitRows(page, 'limitup-table', 1);
    await page.waitForSelector('[data-testid=valuation-card]');
    await shot(page, `data-center-limitup-${theme}`);

    // 融资融券: totals, chart against 沪深300, table.
    await openSection(page, '融资融券');
    await waitRows(page, 'margin-table', 20, 120_000);
    await page.waitForSelector('[data-testid=margin-chart]', { timeout: 60_000 });
    assert.match(await text(page, '[data-testid=margin-market]'), /两市合计融资余额/);
    await shot(page, `data-center-margin-${theme}`);

    // 沪深港通: flows, chart, 十大成交股, holdings.
    await openSection(page, '沪深港通');
    await waitRows(page, 'connect-top', 10, 120_000);
    await waitRows(page, 'connect-holdings', 20);
    await page.waitForSelector('[data-testid=connect-chart]', { timeout: 60_000 });
    assert.match(await text(page, '[data-testid=connect-flows]'), /北向成交净买额/);
    await shot(page, `data-center-connect-${theme}`);

    // 大宗交易: statistics, trades with 折溢率 = 成交价 ÷ 收盘价 − 1, CSV.
    await openSection(page, '大宗交易');
    await page.waitForFunction(() => location.search.includes('section=block'));
    await waitRows(page, 'block-table', 5, 120_000);
    assert.match(await text(page, '[data-testid=block-summary]'), /成交笔数.*溢价成交.*折价成交/s);
    const [prices, closes, premiums] = await Promise.all([1, 2, 3].map((i) => column(page, 'block-table', i)));
    premiums!.forEach((p, k) => {
      const want = (Number(prices![k]) / Number(closes![k]) - 1) * 100;
      assert.ok(Math.abs(Number.parseFloat(p) - want) < 0.011, `折溢率 ${p} of ${prices![k]} / ${closes![k]}`);
    });
    const [blocks] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=block-table-csv]')]);
    assert.match(blocks.suggestedFilename(), /^大宗交易_\d{4}-\d{2}-\d{2}\.csv$/);
    assert.ok((await readFile((await blocks.path())!, 'utf8')).startsWith('\uFEFF名称/代码,成交价,收盘价,折溢率,成交量(万股),成交额(万元)'));
    await shot(page, `data-center-block-${theme}`);

    // 停复牌: 停牌 and 复牌 tables of the day.
    await openSection(page, '停复牌');
    await page.waitForFunction(() => location.search.includes('section=suspension'));
    await waitRows(page, 'suspended-table', 1, 120_000);
    await waitRows(page, 'resumed-table', 1);
    assert.match(await text(page, '[data-testid=suspension-summary]'), /停牌.*复牌/s);
    for (const r of await column(page, 'suspended-table', 4)) assert.match(r, /^筹划/, `停牌原因: ${r}`);
    await shot(page, `data-center-suspension-${theme}`);

    // 股票回购: plans with purchases through the day, filtered to 实施中 in the address (实施进度 is the 11th column, 进度 the 10th).
    await openSection(page, '股票回购');
    await waitRows(page, 'buyback-table', 5, 120_000);
    assert.match(await text(page, '[data-testid=buyback-summary]'), /实施中.*近一月新增预案.*已回购金额合计/s);
    await page.getByRole('tab', { name: '实施中', exact: true }).click();
    await page.waitForFunction(() => location.search.includes('section=buyback') && location.search.includes('status=active'));
    for (const v of await column(page, 'buyback-table', 10)) assert.equal(v, '实施中');
    for (const v of await column(page, 'buyback-table', 9)) assert.ok(Number.parseFloat(v) <= 100, `进度 ${v}`);
    await shot(page, `data-center-buyback-${theme}`);

    // 限售解禁: the weekly calendar and the batches of 未来三月 (range in the address), 解禁日期 after the day (2nd column).
    await openSection(page, '限售解禁');
    await page.waitForSelector('[data-testid=unlock-summary]', { timeout: 60_000 });
    assert.match(await text(page, '[data-testid=unlock-summary]'), /近一月已解禁.*未来一月.*未来三月/s);
    await page.getByRole('tab', { name: '未来三月', exact: true }).click();
    await page.waitForFunction(() => location.search.includes('section=unlock') && location.search.includes('range=next3m'));
    await waitRows(page, 'unlock-table', 1);
    await page.waitForSelector('[data-testid=unlock-calendar]');
    for (const v of await column(page, 'unlock-table', 1)) assert.match(v, /^\d{4}-\d{2}-\d{2}$/);
    await shot(page, `data-center-unlock-${theme}`);

    // 年报季报: 业绩报表 of the newest period (the company models build on first read: the section shows its progress).
    await openSection(page, '年报季报');
    await page.waitForFunction(() => location.search.includes('section=reports'));
    await waitRows(page, 'reports-table', 20, 240_000);
    assert.match(await text(page, '[data-testid=reports-tiles]'), /已披露\s*\d+\s*家/);
    const newest = await page.inputValue('[data-testid=reports-period]');
    assert.match(newest, /^\d{4}-(03-31|06-30|09-30|12-31)$/);
    // 所属行业: 银行 only (所属行业 is the 15th column).
    await page.selectOption('[data-testid=reports-industry]', '银行');
    await page.waitForFunction(() => decodeURIComponent(location.search).includes('industry=银行'));
    for (const v of await column(page, 'reports-table', 14)) assert.equal(v, '银行');
    await page.selectOption('[data-testid=reports-industry]', '');
    // 业绩预告 of an older period, filtered by a 预告类型 chip: every row has that type.
    await page.getByRole('tab', { name: '业绩预告', exact: true }).click();
    await page.waitForFunction(() => location.search.includes('report=forecast'));
    await waitRows(page, 'reports-table', 1, 120_000);
    const periods = await page.locator('[data-testid=reports-period] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.ok(periods.length > 8 && periods[0]! > periods[1]!, `newest first: ${periods.slice(0, 3).join(',')}`);
    const annual = periods.find((p) => p.endsWith('12-31'))!;
    await page.selectOption('[data-testid=reports-period]', annual);
    await page.waitForFunction((p) => location.search.includes(`period=${p}`), annual);
    await waitRows(page, 'reports-table', 5, 120_000);
    const chip = page.locator('[data-testid=reports-types] button').nth(1);
    const type = ((await chip.textContent()) ?? '').replace(/\s*\d+$/, '').trim();
    await chip.click();
    await page.waitForFunction(() => location.search.includes('ftype='));
    for (const v of await column(page, 'reports-table', 3)) assert.equal(v, type);
    await shot(page, `data-center-reports-${theme}`);
    // 分红送配: CSV of the table with its period in the name.
    await page.getByRole('tab', { name: '分红送配', exact: true }).click();
    await waitRows(page, 'reports-table', 20, 120_000);
    const [plans] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=reports-table-csv]')]);
    assert.match(plans.suggestedFilename(), /^分红送配_\d{4}年年报_\d{4}-\d{2}-\d{2}\.csv$/);
    const planCsv = await readFile((await plans.path())!, 'utf8');
    assert.ok(planCsv.startsWith('\uFEFF名称/代码,分配方案,每10股送转(股),每10股派息(元),股息率(预案日)'), planCsv.slice(0, 80));

    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('数据中心: a bad date in the address shows a Chinese error', { timeout: 90_000 }, async () => {
  const { page, context } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/dataCenter?section=lhb&date=2026-01-01`);
  await page.getByText('不是交易日').first().waitFor({ timeout: 60_000 });
  await context.close();
});

test('数据中心 (blank): every section shows its table and chart in the dark theme (screenshots)', { timeout: 90_000 }, async () => {
  const errors = await themeTour(e2e.browser, e2e.stack.url, 'blank', [
    { path: '/dataCenter', ready: '[data-testid=flow-history-chart]', shot: 'data-center-flow' },
    { path: '/dataCenter?section=lhb', ready: '[data-testid=lhb-table]', shot: 'data-center-lhb' },
    { path: '/dataCenter?section=limitup', ready: '[data-testid=valuation-card]', shot: 'data-center-limitup' },
    { path: '/dataCenter?section=margin', ready: '[data-testid=margin-chart]', shot: 'data-center-margin' },
    { path: '/dataCenter?section=connect', ready: '[data-testid=connect-chart]', shot: 'data-center-connect' },
    { path: '/dataCenter?section=block', ready: '[data-testid=block-table]', shot: 'data-center-block' },
    { path: '/dataCenter?section=suspension', ready: '[data-testid=suspension-summary]', shot: 'data-center-suspension' },
    { path: '/dataCenter?section=holding&period=1y&dir=down', ready: '[data-testid=holder-table]', shot: 'data-center-holding' },
    { path: '/dataCenter?section=reports&report=forecast', ready: '[data-testid=reports-table]', shot: 'data-center-reports' },
  ]);
  assert.deepEqual(errors, []);
});

/**
 * Browser tests of the fundamentals pages (issue 13, Deliver 4) on the built-in sim: every page
 * shows 贵州茅台's data from the company model, draws its charts (non-empty canvases), keeps its
 * choices in the address, works from the keyboard, has no console errors, and renders in both
 * themes (screenshots under E2E_SHOT_DIR/market/fundamentals-*.png, looked at by a person). Also:
 * pages agree with each other (growth ↔ statements), the catalogue's summary cards, the
 * member-only PE/PB 通道 and the member gates of 估值分位 (beyond 3年) and 财务报表 (beyond 4 periods),
 * 招商银行 beside 茅台 in both themes, and honest error states for unknown codes and indexes.
 */
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { CATALOG_MODULES } from '../../contracts/endpoints/market-data';
import { simTestEndpoints } from '../../contracts/endpoints/sim-test-hooks';
import { api } from './accounts-support';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, text, waitForInk } from './market-support';

const e2e = browserSuite(() => startStack());
const MOUTAI = '600519.SH';

async function rowTexts(page: Page, table: string): Promise<string[][]> {
  return page.locator(`[data-testid=${table}] tbody tr`).evaluateAll((rows) => rows.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));
}

/** Waits for a drawn chart; the element first, since startup may reload the page once before it renders. */
async function waitForChart(page: Page, testId: string): Promise<void> {
  await page.locator(`[data-testid=${testId}]`).waitFor({ timeout: 30_000 });
  await waitForInk(page, `[data-testid=${testId}]`, 1, 30_000);
}

async function waitForRows(page: Page, table: string, min = 1): Promise<void> {
  await page.waitForFunction(([t, n]) => document.querySelectorAll(`[data-testid=${t}] tbody tr`).length >= n, [table, min] as const, { timeout: 30_000 });
}

/** A signed-in member's token (lifetime, through the sim's test hook). */
async function memberToken(): Promise<string> {
  const token = await e2e.stack.signIn();
  await api(e2e.stack.url, simTestEndpoints.setVip.path, { method: 'POST', token, body: { vipType: 3, vipTime: 0 } });
  return token;
}

test('估值分位 (member): the six multiples with their levels, the series drawn with its levels, choices in the address, keyboard crosshair', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white', token: await memberToken() });
  await page.goto(`${e2e.stack.url}/pepChat?code=${MOUTAI}`);
  await waitForRows(page, 'pepb-stats', 6);
  assert.equal(await page.title(), '估值分位 - 知股');
  assert.match(await text(page, '[data-testid=pep-chat-page] h1'), /^贵州茅台 · 估值分位$/);
  const rows = await rowTexts(page, 'pepb-stats');
  assert.deepEqual(
    rows.map((r) => r[0]),
    ['PE-TTM', 'PE(静)', '扣非PE', 'PB(MRQ)', 'PS-TTM', '股息率'],
  );
  const pe = rows[0]!;
  assert.match(pe[1]!, /^\d+\.\d{2}$/, 'current PE-TTM');
  const [current, p20, p50, p80, max, min] = [pe[1], pe[3], pe[4], pe[5], pe[6], pe[7]].map(Number) as number[];
  assert.ok(min! <= p20! && p20! <= p50! && p50! <= p80! && p80! <= max!, `levels in order: ${pe.join(' ')}`);
  assert.ok(current! >= 10 && current! <= 60, `茅台 PE-TTM looks like itself: ${current}`);
  assert.match(pe[2]!, /^\d+\.\d{2}%$/, 'percentile');
  assert.match(rows[5]![1]!, /^\d+\.\d{2}%$/, '股息率 in percent');
  assert.match(await text(page, '[data-testid=pepb-note]'), /^PE-TTM · 10年（\d{4}-\d{2}-\d{2} 至 \d{4}-\d{2}-\d{2}）共 \d+ 个交易日/);
  await waitForChart(page, 'pepb-chart');
  const points10 = Number(await page.getAttribute('[data-testid=pepb-chart]', 'data-points'));
  assert.ok(points10 > 2000, `ten years of days: ${points10}`);
  await shot(page, 'fundamentals-pepchat-white');

  await page.getByRole('tab', { name: '3年', exact: true }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('range') === '3y');
  await page.waitForFunction((n) => Number(document.querySelector('[data-testid=pepb-chart]')?.getAttribute('data-points')) < n, points10);
  await page.getByRole('button', { name: 'PB(MRQ)' }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('metric') === 'pb');
  await page.waitForSelector('[data-testid=pepb-stats] tr[data-kind=self] >> text=PB(MRQ)');
  assert.equal(await page.getByRole('tab', { name: 'PB(MRQ)' }).getAttribute('aria-selected'), 'true');

  // Keyboard: focus the chart, arrows move the crosshair.
  await page.locator('[data-testid=pepb-chart] [tabindex]').focus();
  await page.keyboard.press('End');
  await page.keyboard.press('ArrowLeft');
  const hover = Number(await page.locator('[data-testid=pepb-chart] [tabindex]').getAttribute('data-hover'));
  assert.equal(hover, Number(await page.getAttribute('[data-testid=pepb-chart]', 'data-points')) - 2);
  // A shared address opens the same view.
  const url = page.url();
  const second = await context.newPage();
  await second.goto(url);
  await second.waitForSelector('[data-testid=pepb-stats] tr[data-kind=self] >> text=PB(MRQ)');
  assert.deepEqual(errors, []);
  await context.close();
});

test('成长能力 and 财务报表 agree; statements switch views, units and export CSV with a BOM', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/stockGrowthAbility?code=${MOUTAI}`);
  await waitForRows(page, 'growth-rows', 4);
  await waitForRows(page, 'growth-peers', 3);
  const peers = await rowTexts(page, 'growth-peers');
  assert.ok(
    peers.some((r) => /^\d+\/\d+$/.test(r[4]!)),
    `a rank x/N: ${JSON.stringify(peers)}`,
  );
  await waitForChart(page, 'growth-chart');
  const growth = await rowTexts(page, 'growth-rows');
  const [period, revenue] = [growth[0]![0]!, growth[0]![1]!];
  await shot(page, 'fundamentals-growth-white');
  await page.getByRole('tab', { name: '3年复合' }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('measure') === 'cagr3');

  await page.goto(`${e2e.stack.url}/financialStatement?code=${MOUTAI}&statement=income`);
  await waitForRows(page, 'statement-table', 20);
  const heads = await page.locator('[data-testid=statement-table] thead th').allInnerTexts();
  assert.equal(heads[1], period, 'the newest 报告期 is the same on both pages');
  const income = await rowTexts(page, 'statement-table');
  const revenueRow = income.find((r) => r[0]!.endsWith('营业总收入'));
  assert.ok(revenueRow, 'income statement has 营业总收入');
  assert.equal(revenueRow[1], revenue, '成长能力 and 利润表 show the same 营业总收入');
  assert.match(revenueRow[2]!, /^[+-]?\d+\.\d{2}%$|^--$/, '同比 column');

  await page.getByLabel('单位').selectOption('亿');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('unit') === '亿');
  const inYi = (await rowTexts(page, 'statement-table')).find((r) => r[0]!.endsWith('营业总收入'))!;
  assert.equal(`${inYi[1]!.replace(/,/g, '')}亿`, revenue, '亿 unit shows the same figure without the suffix');

  await page.getByRole('tab', { name: '资产负债表' }).click();
  await page.waitForSelector('[data-testid=statement-table] >> text=资产总计');
  await page.getByRole('tab', { name: '按单季度' }).click();
  await page.waitForSelector('text=资产负债表是时点数');
  await page.getByRole('tab', { name: '现金流量表' }).click();
  await page.waitForSelector('[data-testid=statement-table] th >> text=/^\\d{4}[一二三四]季度$/');
  await page.getByRole('tab', { name: '主要指标' }).click();
  await page.waitForSelector('[data-testid=statement-table] >> text=净资产收益率');
  await page.waitForSelector('[data-testid=statement-table] >> text=毛利率');
  await shot(page, 'fundamentals-statement-white');

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: '导出CSV' }).click()]);
  assert.match(download.suggestedFilename(), /^600519\.SH-贵州茅台-主要指标-按单季度\.csv$/);
  const csv = readFileSync((await download.path())!, 'utf8');
  assert.equal(csv.charCodeAt(0), 0xfeff, 'UTF-8 BOM');
  assert.match(csv.split('\r\n')[0]!, /^\uFEFF项目（亿元）,\d{4}[一二三四]季度,/);
  assert.deepEqual(errors, []);
  await context.close();
});

test('同行比较: 行业中值/行业平均 rows, the stock with 排名 x/N, tabs, the sortable paged member list', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/indexCompareScreen?code=${MOUTAI}`);
  await waitForRows(page, 'compare-summary', 4);
  const rows = await rowTexts(page, 'compare-summary');
  assert.deepEqual(
    rows.slice(0, 4).map((r) => r[0]),
    ['行业中值', '行业平均', '贵州茅台', '排名'],
  );
  assert.ok(
    rows[3]!.slice(1).every((c) => /^\d+\/\d+$|^--$/.test(c)),
    `ranks: ${rows[3]!.join(' ')}`,
  );
  await page.getByRole('tab', { name: '杜邦' }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('tab') === 'dupont');
  await page.waitForSelector('[data-testid=compare-summary] th >> text=/ROE/');
  await waitForRows(page, 'compare-more', 5);
  const before = (await rowTexts(page, 'compare-more')).map((r) => r[0]);
  await page.locator('[data-testid=compare-more] thead button').nth(1).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).has('sort'));
  await page.waitForFunction((b) => {
    const names = [...document.querySelectorAll('[data-testid=compare-more] tbody tr')].map((r) => r.children[0]?.textContent);
    return names.join() !== b.join();
  }, before);
  await shot(page, 'fundamentals-compare-white');
  assert.deepEqual(errors, []);
  await context.close();
});

test('个股对比: codes in the address, add with search, remove per row, normalised returns drawn', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/stockCompare?codes=${MOUTAI},000858.SZ&range=3M`);
  await waitForRows(page, 'compare-table', 2);
  await waitForChart(page, 'compare-chart');
  await page.getByLabel('添加对比证券').fill('000001');
  await page.getByRole('option').filter({ hasText: '平安银行' }).first().waitFor();
  await page.keyboard.press('Enter');
  await page.waitForFunction(() => new URLSearchParams(location.search).get('codes') === '600519.SH,000858.SZ,000001.SZ');
  await waitForRows(page, 'compare-table', 3);
  await page.waitForSelector('[data-testid=compare-table] >> text=平安银行');
  // The added code's row shows before its K-line arrives (its 区间涨跌 reads -- meanwhile): wait for every return.
  await page
    .waitForFunction(
      () =>
        [...document.querySelectorAll('[data-testid=compare-table] tbody tr')].every((r) =>
          /^[+-]?\d+\.\d{2}%$/.test((r.children[4]?.textContent ?? '').trim()),
        ),
      null,
      { timeout: 30_000 },
    )
    .catch(() => undefined); // the assertion below names what was shown
  const rows = await rowTexts(page, 'compare-table');
  assert.ok(
    rows.every((r) => /^[+-]?\d+\.\d{2}%$/.test(r[4]!)),
    `区间涨跌 per code: ${rows.map((r) => r[4]).join(' ')}`,
  );
  await page.getByRole('button', { name: '移除五粮液' }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('codes') === '600519.SH,000001.SZ');
  await shot(page, 'fundamentals-stockcompare-white');
  assert.deepEqual(errors, []);
  await context.close();
});

test('个股模块: 分红送配 and 主营构成 as metric × codes tables with their charts', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/lineTable?moduleName=divi&codes=${MOUTAI},000858.SZ`);
  await waitForRows(page, 'line-table', 2);
  await waitForRows(page, 'divi-table', 1);
  await waitForChart(page, 'line-table-chart');
  const divi = await rowTexts(page, 'divi-table');
  assert.match(divi[0]![1]!, /派[\d.]+元/, `a cash plan: ${divi[0]![1]}`);
  await page.getByRole('tab', { name: '主营构成' }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('moduleName') === 'segments');
  await waitForRows(page, 'segments-table', 1);
  const shares = (await rowTexts(page, 'segments-table')).map((r) => Number(r[2]!.replace('%', '')));
  assert.ok(Math.abs(shares.reduce((a, b) => a + b, 0) - 100) < 0.2, `收入比例 adds to 100: ${shares}`);
  await waitForChart(page, 'line-table-chart');
  await page.getByRole('tab', { name: '营业总收入' }).click();
  await waitForRows(page, 'line-table', 2);
  assert.deepEqual(errors, []);
  await context.close();
});

test('dark theme: every page draws its data (screenshots)', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'blank' });
  const pages: Array<[string, string, string]> = [
    [`/pepChat?code=${MOUTAI}`, 'pepb-chart', 'pepchat'],
    [`/stockGrowthAbility?code=${MOUTAI}`, 'growth-chart', 'growth'],
    [`/stockCompare?codes=${MOUTAI},000858.SZ,00700.HK`, 'compare-chart', 'stockcompare'],
    [`/lineTable?moduleName=segments&code=${MOUTAI}`, 'line-table-chart', 'segments'],
  ];
  for (const [path, chart, name] of pages) {
    await page.goto(e2e.stack.url + path);
    await waitForChart(page, chart);
    await shot(page, `fundamentals-${name}-blank`);
  }
  for (const [path, table, name] of [
    [`/financialStatement?code=${MOUTAI}&statement=balance`, 'statement-table', 'statement'],
    [`/indexCompareScreen?code=${MOUTAI}&tab=valuation`, 'compare-summary', 'compare'],
  ] as const) {
    await page.goto(e2e.stack.url + path);
    await waitForRows(page, table, 3);
    await shot(page, `fundamentals-${name}-blank`);
  }
  const bg = await page.evaluate(() => getComputedStyle(document.querySelector('[data-testid=compare-page]')!).backgroundColor);
  assert.notEqual(bg, 'rgb(255, 255, 255)', 'dark page background');
  assert.deepEqual(errors, []);
  await context.close();
});

test('PE/PB 通道 is drawn for a member; the catalogue shows a summary card per fundamentals module', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white', token: await memberToken() });
  await page.goto(`${e2e.stack.url}/pepbBand?code=${MOUTAI}&kind=pe&mode=fixed`);
  await waitForChart(page, 'band-chart');
  await waitForRows(page, 'band-table', 5);
  assert.deepEqual(
    (await rowTexts(page, 'band-table')).map((r) => r[0]),
    ['PE 10x', 'PE 15x', 'PE 20x', 'PE 25x', 'PE 30x'],
  );
  assert.match(
    await text(page, '[data-testid=band-position]'),
    /最新价 [\d.]+ 元，每股收益TTM [\d.]+ 元，(位于|高于|低于)/,
    "the last point is today's price while trading: never 「收盘」 (issue 27)",
  );
  await shot(page, 'fundamentals-band-white');

  await page.goto(`${e2e.stack.url}/stock?stockCode=${MOUTAI}`);
  await page.locator('[data-testid=catalog-panel] li a').first().waitFor();
  assert.equal(await page.locator('[data-testid=catalog-panel] li a').count(), CATALOG_MODULES.length);
  await page.waitForFunction(() => document.querySelectorAll('[data-testid=module-summary]').length >= 7, undefined, { timeout: 30_000 });
  const pe = await page.locator('[data-testid=catalog-panel] a[href^="/pepChat"] [data-testid=module-summary] .figure').innerText();
  assert.match(pe, /^PE-TTM \d+\.\d{2}$/);
  await waitForInk(page, '[data-testid=catalog-panel] a[href^="/pepChat"] [data-testid=module-summary]');
  await shot(page, 'fundamentals-catalogue-white');
  await page.locator('[data-testid=catalog-panel] a', { hasText: '分红送配' }).click();
  await page.waitForFunction(() => location.pathname === '/lineTable' && new URLSearchParams(location.search).get('moduleName') === 'divi');
  await waitForRows(page, 'divi-table', 1);
  assert.deepEqual(errors, []);
  await context.close();
});

test('member gates for a non-member: 估值分位 opens on 3年 and locks longer windows; 财务报表 shows the latest 4 periods and the gate', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/pepChat?code=${MOUTAI}`);
  await waitForRows(page, 'pepb-stats', 6);
  assert.equal(await page.getByRole('tab', { name: '3年', exact: true }).getAttribute('aria-selected'), 'true');
  assert.match(await text(page, '[data-testid=pepb-note]'), /^PE-TTM · 3年/);
  await waitForChart(page, 'pepb-chart');
  await page.getByRole('tab', { name: '10年', exact: true }).click();
  await page.waitForFunction(() => new URLSearchParams(location.search).get('range') === '10y');
  const gate = page.locator('[data-testid=member-gate-valuationHistory]');
  await gate.waitFor();
  assert.match(await gate.innerText(), /会员专享[\s\S]*估值分位（3年以上）[\s\S]*近3年估值分位[\s\S]*登录后开通/);
  assert.equal(await page.locator('[data-testid=pepb-stats]').count(), 0, 'no numbers behind the gate');
  await shot(page, 'fundamentals-pepchat-gate-white');
  // Back to the free window: the numbers return.
  await page.getByRole('tab', { name: '3年', exact: true }).click();
  await waitForRows(page, 'pepb-stats', 6);

  await page.goto(`${e2e.stack.url}/financialStatement?code=${MOUTAI}&statement=income`);
  await waitForRows(page, 'statement-table', 20);
  const heads = await page.locator('[data-testid=statement-table] thead th').allInnerTexts();
  assert.equal(heads.filter((h) => /^\d{4}/.test(h)).length, 4, `four periods: ${heads.join(' ')}`);
  assert.match(await text(page, '[data-testid=statement-withheld]'), /^仅显示最近4期，更早的\d+期为会员专享$/);
  await page.locator('[data-testid=member-gate-fullStatements]').waitFor();
  await shot(page, 'fundamentals-statement-gate-white');
  assert.deepEqual(errors, []);
  await context.close();

  // A member sees every window and every period, with no gate.
  const member = await marketPage(e2e.browser, { theme: 'white', token: await memberToken() });
  await member.page.goto(`${e2e.stack.url}/financialStatement?code=${MOUTAI}&statement=income`);
  await waitForRows(member.page, 'statement-table', 20);
  const all = await member.page.locator('[data-testid=statement-table] thead th').allInnerTexts();
  assert.ok(all.filter((h) => /^\d{4}/.test(h)).length > 4, `more than four periods: ${all.join(' ')}`);
  assert.equal(await member.page.locator('[data-testid=member-gate-fullStatements]').count(), 0);
  assert.deepEqual(member.errors, []);
  await member.context.close();
});

test('a bank (招商银行) and 贵州茅台 on 估值分位, 财务报表 and 同行比较 in both themes (screenshots)', async () => {
  const token = await memberToken();
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme, token });
    for (const code of [MOUTAI, '600036.SH']) {
      const tag = code.slice(0, 6);
      await page.goto(`${e2e.stack.url}/pepChat?code=${code}`);
      await waitForRows(page, 'pepb-stats', 6);
      await waitForChart(page, 'pepb-chart');
      const pe = (await rowTexts(page, 'pepb-stats'))[0]!;
      // 10 years of PE-TTM without a jump: the maximum stays within a few times the median.
      assert.ok(Number(pe[6]) < 4 * Number(pe[4]), `${code} PE-TTM max ${pe[6]} vs median ${pe[4]}`);
      assert.notEqual(pe[8], pe[1], `${code}: 行业中值 is not its own PE`);
      await shot(page, `fundamentals-${tag}-pepchat-${theme}`);
      await page.goto(`${e2e.stack.url}/financialStatement?code=${code}&statement=income`);
      await waitForRows(page, 'statement-table', 10);
      await shot(page, `fundamentals-${tag}-statement-${theme}`);
      await page.goto(`${e2e.stack.url}/indexCompareScreen?code=${code}&tab=dupont`);
      await waitForRows(page, 'compare-summary', 4);
      await shot(page, `fundamentals-${tag}-compare-${theme}`);
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('honest errors: an unknown code says 未找到证券, an index says it has no company data, a bare code opens, an unreadable one is named, no code offers the picker', async () => {
  const { page, context } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/pepChat?code=699999.SH`);
  await page.waitForSelector('[data-testid=pep-chat-page] [role=alert] >> text=未找到证券');
  await page.goto(`${e2e.stack.url}/financialStatement?code=000001.SH`);
  await page.waitForSelector('[data-testid=statement-page] [role=alert] >> text=没有公司财务数据');
  // Every spelling /stock accepts opens the page (issue 27: /pepChat?code=600519 was refused).
  for (const code of ['600519', 'sh600519', 'SH600519']) {
    await page.goto(`${e2e.stack.url}/pepChat?code=${code}`);
    await page.waitForSelector('[data-testid=pep-chat-page][data-id="600519.SH"]');
  }
  await page.goto(`${e2e.stack.url}/pepChat?code=${encodeURIComponent('茅台')}`);
  await page.getByText('「茅台」不是有效的证券代码').waitFor();
  await page.goto(`${e2e.stack.url}/stockGrowthAbility`);
  await page.getByText('选择一只股票查看成长能力').waitFor();
  await page.getByLabel('搜索股票').waitFor();
  await context.close();
});

/**
 * Browser tests of 新股中心 (/newStock), 行业搜索 (/searchIndustry) and 行业分析 (/industryAnalysis)
 * on the built-in sim, in both themes: tabs kept in the address, rows with badges and published
 * figures, sorting, CSV with a BOM, the signed-in 打新日历 with its reminders, pinyin search, the
 * board → analysis link, the comparison / valuation / flow charts, the 产业链 with a commodity's
 * 现货 K-line, and no console errors. Screenshots under E2E_SHOT_DIR/market/{new-stock,industry}-*.png.
 * The first industry call builds every company model (tens of seconds on a busy machine): long waits.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, text } from './market-support';

const e2e = browserSuite(() => startStack());
// The first industry list builds every company model: about 10 s on CI's machine; a page slower than a minute is broken.
const SLOW = 60_000;

async function rows(page: Page, table: string): Promise<string[][]> {
  return page.locator(`[data-testid=${table}] tbody tr`).evaluateAll((trs) => trs.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));
}

async function waitForRows(page: Page, table: string, min = 1, timeout = SLOW): Promise<void> {
  await page.waitForFunction(([t, n]) => document.querySelectorAll(`[data-testid=${t}] tbody tr`).length >= (n as number), [table, min] as const, { timeout });
}

test('新股中心: tabs in the address, listed issues with 首日表现, sorting, CSV, a listing opens its stock page, no console errors (both themes)', {
  timeout: 90_000,
}, async () => {
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/newStock`);
    await page.getByRole('tab', { name: /今日申购\/待申购/ }).waitFor({ timeout: 60_000 });
    assert.equal(await page.title(), '新股中心 - 知股');
    await page.waitForSelector('[data-testid=ipo-summary]', { timeout: SLOW });
    assert.match(await text(page, '[data-testid=ipo-summary]'), /^数据日期 \d{4}-\d{2}-\d{2}/);
    // 申购: 行业市盈率 beside 发行市盈率, a multiple like it on every row (it was a column of 「--」).
    const applying = await rows(page, 'ipo-table');
    if (applying.length > 0) {
      const head = await page.locator('[data-testid=ipo-table] thead th').allInnerTexts();
      const col = (label: string) => head.findIndex((h) => h.trim().replace(/[↑↓▲▼\s]+$/, '') === label);
      assert.equal(col('行业市盈率'), col('发行市盈率') + 1, head.join('|'));
      for (const r of applying) assert.match(`${r[col('发行市盈率')]} ${r[col('行业市盈率')]}`, /^\d+\.\d{2} \d+\.\d{2}$/);
      await shot(page, `new-stock-apply-${theme}`);
    }
    await page.getByRole('tab', { name: /已上市\(次新\)/ }).click();
    await page.waitForFunction(() => location.search.includes('tab=listed'));
    await waitForRows(page, 'ipo-table', 20);
    const listed = await rows(page, 'ipo-table');
    const header = await page.locator('[data-testid=ipo-table] thead th').allInnerTexts();
    const at = (label: string) => header.findIndex((h) => h.trim().replace(/[↑↓▲▼\s]+$/, '') === label);
    assert.ok(at('首日涨幅') > 0 && at('每中一签获利(元)') > 0 && at('上市日期') > 0, header.join('|'));
    for (const r of listed.slice(0, 20)) assert.match(r[at('首日涨幅')]!, /^[+-]?\d+\.\d{2}%$/);
    const dates = listed.map((r) => r[at('上市日期')]!);
    assert.deepEqual(dates, [...dates].sort().reverse(), 'newest listing first');
    await shot(page, `new-stock-listed-${theme}`);
    // Sort by 首日涨幅 (descending first), kept in the address.
    await page.locator('[data-testid=ipo-table] thead th button', { hasText: '首日涨幅' }).click();
    await page.waitForFunction(() => location.search.includes('sort=firstPct'));
    const pcts = (await rows(page, 'ipo-table')).map((r) => Number(r[at('首日涨幅')]!.replace(/[+%]/g, '')));
    assert.deepEqual(
      pcts,
      [...pcts].sort((a, b) => b - a),
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=ipo-csv]')]);
    assert.match(download.suggestedFilename(), /^新股中心_已上市\(次新\)_\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = await readFile((await download.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFF名称,代码,板块,上市日期,发行价'), csv.slice(0, 40));
    assert.equal(csv.trimEnd().split('\r\n').length, listed.length + 1);
    await page.getByRole('tab', { name: /IPO审核/ }).click();
    await waitForRows(page, 'ipo-table', 5);
    assert.ok((await rows(page, 'ipo-table')).every((r) => /有限公司$/.test(r[0]!)));
    await page.getByRole('tab', { name: /待上市/ }).click();
    await page.waitForFunction(() => location.search.includes('tab=pending'));
    await page.locator('[data-testid=ipo-table], p:has-text("暂无待上市新股")').first().waitFor({ timeout: SLOW });
    await shot(page, `new-stock-pending-${theme}`);
    if (theme === 'white') {
      // A listed issue is a security of the market: its name opens its stock page, quoted from the sim.
      await page.getByRole('tab', { name: /已上市\(次新\)/ }).click();
      await waitForRows(page, 'ipo-table', 20);
      const link = page.locator('[data-testid=ipo-stock-link]').nth(3);
      const name = (await link.innerText()).trim();
      await link.click();
      await page.waitForFunction(() => location.pathname === '/stock' && /stockCode=\d{6}\.(SH|SZ|BJ)/.test(decodeURIComponent(location.search)));
      await page.locator('[data-testid=stock-header] h1').waitFor({ timeout: 60_000 });
      assert.equal(await text(page, '[data-testid=stock-header] h1'), name);
      assert.match(await text(page, '[data-testid=stock-header] .price'), /^\d+\.\d{2}$/);
      await shot(page, 'new-stock-listing-quote');
    }
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('新股中心: a signed-in user keeps an issue in the 打新日历 and sees its 申购 and 缴款 reminders', { timeout: 90_000 }, async () => {
  const token = await e2e.stack.signIn();
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'white', token });
  // Keep the first issue of whichever tab has one (申购 tabs first).
  let found = false;
  for (const tab of ['apply', 'pending']) {
    await page.goto(`${e2e.stack.url}/newStock?tab=${tab}`);
    await page.waitForSelector('[data-testid=ipo-summary]', { timeout: SLOW });
    if ((await page.locator('[data-testid=ipo-calendar-toggle]').count()) === 0) continue;
    const toggle = page.locator('[data-testid=ipo-calendar-toggle]').first();
    assert.equal((await toggle.innerText()).trim(), '加入日历');
    await toggle.click();
    await page.waitForFunction(() => document.querySelector('[data-testid=ipo-calendar-toggle]')?.textContent === '已加入', undefined, { timeout: 30_000 });
    found = true;
    break;
  }
  assert.ok(found, 'an issue to keep in 今日申购/待申购 or 待上市');
  await page.waitForSelector('[data-testid=ipo-calendar] li[data-kind=缴款]', { timeout: 30_000 });
  const items = await page.locator('[data-testid=ipo-calendar] li').allInnerTexts();
  assert.equal(items.length, 3, items.join('\n'));
  assert.match(items[0]!, /申购.+（申购代码 \d{6}）/);
  assert.match(items[1]!, /缴款日/);
  await shot(page, 'new-stock-calendar-white');
  await page.locator('[data-testid=ipo-calendar-toggle]', { hasText: '已加入' }).first().click();
  await page.waitForSelector('text=日历为空', { timeout: 30_000 });
  assert.deepEqual(errors, []);
  await context.close();
});

test('行业搜索: 31 申万一级 boards, pinyin search, 申万二级 and 概念 tabs, CSV, a board opens its 行业分析 (both themes)', { timeout: 90_000 }, async () => {
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/searchIndustry`);
    await waitForRows(page, 'industry-table', 31);
    assert.equal(await page.title(), '行业搜索 - 知股');
    const header = await page.locator('[data-testid=industry-table] thead th').allInnerTexts();
    for (const h of ['排名', '板块名称', '涨跌幅', '总市值', '换手率', '上涨家数', '下跌家数', '领涨股票', '主力净流入', '市盈率(加权)', '市盈率(中位数)']) {
      assert.ok(
        header.some((x) => x.trim() === h),
        `column ${h}`,
      );
    }
    const all = await rows(page, 'industry-table');
    assert.equal(all.length, 31);
    const pct = header.findIndex((h) => h.trim() === '涨跌幅');
    const values = all.map((r) => Number(r[pct]!.replace(/[+%]/g, '')));
    assert.deepEqual(
      values,
      [...values].sort((a, b) => b - a),
      'ranked by 涨跌幅',
    );
    await shot(page, `industry-search-${theme}`);
    await page.fill('[data-testid=industry-search]', 'spyl');
    await page.waitForFunction(() => location.search.includes('q=spyl'), undefined, { timeout: 10_000 });
    await page.waitForFunction(() => document.querySelectorAll('[data-testid=industry-table] tbody tr').length === 1, undefined, { timeout: 30_000 });
    assert.equal((await rows(page, 'industry-table'))[0]![1], '食品饮料');
    await page.fill('[data-testid=industry-search]', '');
    await page.getByRole('tab', { name: '申万二级' }).click();
    await waitForRows(page, 'industry-table', 60);
    assert.ok((await page.locator('[data-testid=industry-table] thead th').allInnerTexts()).some((x) => x.trim() === '所属一级'));
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=industry-csv]')]);
    const csv = await readFile((await download.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFF排名,板块名称,代码,所属一级,最新价,涨跌幅'), csv.slice(0, 40));
    await page.getByRole('tab', { name: '概念' }).click();
    await waitForRows(page, 'industry-table', 10);
    await page.getByRole('tab', { name: '申万一级' }).click();
    await waitForRows(page, 'industry-table', 31);
    await page.locator('[data-testid=industry-open]', { hasText: '食品饮料' }).click();
    await page.waitForFunction(() => location.pathname === '/industryAnalysis' && location.search.includes('code=801120'));
    await page.waitForSelector('[data-testid=industry-analysis-page] h1 >> text=食品饮料 · 行业分析', { timeout: SLOW });
    assert.deepEqual(errors, []);
    await context.close();
  }
});

test('行业分析: vs 沪深300, PE percentile, flow, 产业链 with a 现货 K-line, sortable constituents and CSV (both themes)', { timeout: 90_000 }, async () => {
  for (const theme of ['white', 'blank'] as const) {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/industryAnalysis?code=801120`);
    await waitForRows(page, 'industry-members', 10);
    assert.equal(await page.title(), '行业分析 - 知股');
    for (const id of ['industry-compare-chart', 'industry-valuation-chart', 'industry-flow-chart']) {
      const n = Number(await page.locator(`[data-testid=${id}]`).getAttribute('data-points'));
      assert.ok(n >= 10, `${id} has ${n} points`);
    }
    assert.match(await text(page, '[data-testid=industry-percentile]'), /处于近5年 \d+\.\d% 分位/);
    assert.match(await text(page, '[data-testid=industry-excess]'), /沪深300 [+-]?\d+\.\d{2}%/);
    assert.deepEqual(await page.locator('[data-testid=industry-chain] > li').evaluateAll((ls) => ls.map((l) => l.getAttribute('data-stage'))), [
      '上游',
      '中游',
      '下游',
    ]);
    await page.waitForSelector('[data-testid=spot-kline]', { timeout: 60_000 });
    await shot(page, `industry-analysis-top-${theme}`);
    const chips = page.locator('[data-testid=spot-chip]');
    assert.ok((await chips.count()) >= 2);
    await chips.nth(1).click();
    await page.waitForFunction(() => /spot=[A-Z]+/.test(location.search));
    await page.waitForFunction(() => Number(document.querySelector('[data-testid=spot-kline]')?.getAttribute('data-points')) === 250, undefined, {
      timeout: 30_000,
    });
    await page.locator('[data-testid=industry-members] thead th button', { hasText: '涨跌幅' }).click();
    await page.waitForFunction(() => location.search.includes('sort=pct'));
    const header = await page.locator('[data-testid=industry-members] thead th').allInnerTexts();
    const pct = header.findIndex((h) => h.trim().startsWith('涨跌幅'));
    const values = (await rows(page, 'industry-members')).map((r) => Number(r[pct]!.replace(/[+%]/g, '')));
    assert.deepEqual(
      values,
      [...values].sort((a, b) => b - a),
    );
    await shot(page, `industry-analysis-${theme}`);
    await page.locator('[data-testid=industry-chain]').scrollIntoViewIfNeeded();
    await shot(page, `industry-analysis-chain-${theme}`);
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=members-csv]')]);
    const csv = await readFile((await download.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFF名称,代码,申万二级,最新价,涨跌幅'), csv.slice(0, 40));
    assert.deepEqual(errors, []);
    await context.close();
  }
  const { page, context } = await marketPage(e2e.browser, { theme: 'white' });
  await page.goto(`${e2e.stack.url}/industryAnalysis?code=123456`);
  await page.getByText('未找到行业').first().waitFor({ timeout: 30_000 });
  // Without a code (issue 27): the industries to pick from, inside the shell (nav and top bar), never 「请在地址中…」.
  await page.goto(`${e2e.stack.url}/industryAnalysis`);
  const directory = page.getByTestId('industry-directory');
  await directory.getByRole('link', { name: /食品饮料/ }).waitFor({ timeout: 30_000 });
  assert.equal(await page.locator('nav[aria-label=主导航]').count(), 1, 'the left nav');
  assert.equal(await page.locator('[data-testid=search-input]').count(), 1, 'the top bar');
  assert.ok((await directory.getByRole('listitem').count()) >= 31, '31 申万一级 boards');
  await shot(page, 'industry-analysis-directory');
  await page.getByRole('tab', { name: '概念' }).click();
  await page.waitForFunction(() => location.search === '?type=concept');
  await directory.getByRole('link', { name: /食品饮料/ }).waitFor({ state: 'detached' });
  // A 申万二级 board (eight-digit code) has its own page and line, not its parent's.
  await page.goto(`${e2e.stack.url}/industryAnalysis?code=80112001`);
  await page.waitForSelector('[data-testid=industry-analysis-page] h1 >> text=白酒 · 行业分析', { timeout: SLOW });
  await waitForRows(page, 'industry-members', 1);
  assert.ok(Number(await page.locator('[data-testid=industry-compare-chart]').getAttribute('data-points')) >= 10, 'its own index line');
  await context.close();
});

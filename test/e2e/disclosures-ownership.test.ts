/**
 * Browser tests of the ownership pages (issue 14) on the built-in sim (flows in the light theme, a
 * tour in the dark one): /holderNum
 * (chart of 户数 bars and price line, the table with 户均 = 总股本 ÷ 户数, sorting, CSV), the 基金持股
 * section of /shareholders (agrees with the fund rows of 十大流通股东), and the toolbox's
 * /institutionalPositions (type tabs, period picker, 持股变化 chips, sort, drill-down; all in the
 * address). No console errors. Screenshots under E2E_SHOT_DIR/market/ownership-*.png.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import type { Page } from 'playwright-core';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot, text, themeTour } from './market-support';

const e2e = browserSuite(() => startStack());

async function rows(page: Page, table: string): Promise<string[][]> {
  return page.locator(`[data-testid=${table}] tbody tr`).evaluateAll((trs) => trs.map((r) => [...r.children].map((c) => (c.textContent ?? '').trim())));
}

async function waitForRows(page: Page, table: string, min = 3): Promise<void> {
  await page.waitForFunction(([t, n]) => document.querySelectorAll(`[data-testid=${t}] tbody tr`).length >= Number(n), [table, String(min)] as const, {
    timeout: 60_000,
  });
}

/** 1.23万 / 4,567 / 1.2亿 → a number. */
function num(s: string): number {
  const t = s.replace(/,/g, '').replace(/^\+/, '');
  const m = /^(-?[\d.]+)(万亿|亿|万)?/.exec(t);
  if (!m) return Number.NaN;
  const k = m[2] === '万亿' ? 1e12 : m[2] === '亿' ? 1e8 : m[2] === '万' ? 1e4 : 1;
  return Number(m[1]) * k;
}

{
  const theme = 'white';
  test(`股东户数 (${theme}): chart, table rules, sort, CSV, no console errors`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/holderNum?code=600519.SH`);
    await waitForRows(page, 'holder-num-table', 20);
    assert.match(await text(page, '[data-testid=holder-num-page] h1'), /^贵州茅台 · 股东户数$/);
    assert.ok(Number(await page.getAttribute('[data-testid=holder-num-chart]', 'data-points')) >= 20);
    assert.ok((await page.locator('[data-testid=holder-num-chart] svg rect').count()) >= 20, 'bars of 户数');
    const table = await rows(page, 'holder-num-table');
    const dates = table.map((r) => r[0]!);
    assert.deepEqual([...dates].sort().reverse(), dates, 'newest first');
    const [r0, r1] = table;
    assert.equal(num(r0![3]!), num(r1![2]!), '上次 = the previous row’s 本次');
    assert.equal(num(r0![2]!) - num(r1![2]!), num(r0![4]!), '增减 = 本次 − 上次');
    const avg = num(r0![7]!);
    const total = num(r0![9]!);
    assert.ok(Math.abs(avg - total / num(r0![2]!)) / avg < 0.01, `户均持股数量 ≈ 总股本 ÷ 户数 (${avg})`);
    assert.match(await text(page, '[data-testid=holder-num-summary]'), /^最新 \d{4}-\d{2}-\d{2} · [\d,]+户/);
    // Keyboard readout of the chart.
    await page.focus('[data-testid=holder-num-chart]');
    await page.keyboard.press('End');
    assert.match(await text(page, '[data-testid=holder-num-readout]'), new RegExp(`^${dates[0]} · 股东户数`));
    await shot(page, `ownership-holder-num-${theme}`);
    // Sort by 股东户数(本次) descending.
    await page.locator('[data-testid=holder-num-table] thead th', { hasText: '股东户数(本次)' }).locator('button').click();
    const sorted = (await rows(page, 'holder-num-table')).map((r) => num(r[2]!));
    assert.deepEqual(
      sorted,
      [...sorted].sort((a, b) => b - a),
    );
    const [download] = await Promise.all([page.waitForEvent('download'), page.click('[data-testid=holder-num-csv]')]);
    const csv = await readFile((await download.path())!, 'utf8');
    assert.ok(csv.startsWith('\uFEFF统计截止日,区间涨跌幅(%),股东户数(本次)'), csv.slice(0, 40));
    assert.equal(csv.trim().split('\r\n').length, table.length + 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`基金持股 on /shareholders (${theme}): funds with 占净值比例, the float top-10's funds agree`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/shareholders?code=600519.SH`);
    await waitForRows(page, 'holders-top10-float', 5);
    await waitForRows(page, 'fund-holders-table', 3);
    const funds = await rows(page, 'fund-holders-table');
    for (const f of funds) {
      assert.match(f[0]!, /^\d{6}$/, '基金代码');
      const nav = Number(f[5]!.replace('%', ''));
      assert.ok(nav > 0 && nav <= 10, `占净值比例 ${f[5]}`);
    }
    assert.match(await text(page, '[data-testid=fund-summary]'), /^共\d+家基金 · 合计持股 .+股 · 占流通股 \d+\.\d{2}%$/);
    const byName = new Map(funds.map((f) => [f[1]!, f[2]!] as const));
    for (const r of await rows(page, 'holders-top10-float')) {
      if (r[2] !== '证券投资基金') continue;
      const short = r[1]!
        .split('－')
        .slice(1)
        .join('－')
        .replace(/（LOF）$/, '')
        .replace(/型?证券投资基金$/, '');
      const match = [...byName.entries()].find(([n]) => short.startsWith(n.replace(/ETF$/, '')));
      assert.ok(match, `fund of the top-10 listed in 基金持股: ${r[1]}`);
      assert.equal(match[1], r[4], `same 持仓数量 for ${r[1]}`);
    }
    await page.evaluate(() => document.querySelector('[data-testid=fund-holders]')?.scrollIntoView({ block: 'start' }));
    await shot(page, `ownership-shareholders-funds-${theme}`);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test(`机构持仓 (${theme}): type tabs, period, 持股变化 chips, sort and drill-down in the address`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/institutionalPositions`);
    await waitForRows(page, 'inst-table', 20);
    assert.equal(await page.title(), '机构持仓 - 知股');
    const first = await rows(page, 'inst-table');
    const values = first.map((r) => num(r[4]!));
    assert.deepEqual(
      values,
      [...values].sort((a, b) => b - a),
      '持股市值 descending',
    );
    for (const r of first) assert.ok(['增仓', '减仓', '新进', '不变'].includes(r[6]!));
    await shot(page, `ownership-inst-${theme}`);

    await page.getByRole('tab', { name: '保险' }).click();
    await page.waitForFunction(() => location.search.includes('type=%E4%BF%9D%E9%99%A9') || location.search.includes('type=保险'));
    await page.waitForFunction(() => document.querySelector('[data-testid=inst-table] thead')?.textContent?.includes('持有家数') ?? false, null, {
      timeout: 60_000,
    });
    const options = await page.locator('[data-testid=inst-period] option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    assert.ok(options.length >= 8);
    await page.selectOption('[data-testid=inst-period]', options[1]!);
    await page.waitForFunction((p) => location.search.includes(`period=${p}`), options[1]!);
    await page.waitForFunction((p) => (document.querySelector('[data-testid=inst-period]') as HTMLSelectElement | null)?.value === p, options[1]!, {
      timeout: 60_000,
    });
    await page.click('[data-testid="inst-change-新进"]');
    await page.waitForFunction(() => decodeURIComponent(location.search).includes('change=新进'));
    await page.waitForFunction(
      () => {
        const cells = [...document.querySelectorAll('[data-testid=inst-table] tbody tr td:nth-child(7)')];
        return cells.length > 0 && cells.every((c) => c.textContent === '新进');
      },
      null,
      { timeout: 60_000 },
    );
    const name = (await rows(page, 'inst-table'))[0]![1]!;
    await page.locator('[data-testid=inst-open]').first().click();
    await page.waitForFunction(() => location.search.includes('code='));
    await waitForRows(page, 'inst-drill-types', 2);
    assert.match(await text(page, '[data-testid=inst-drill] h2'), new RegExp(`^${name}（\\d{6}\\.(SH|SZ|BJ)）`));
    await waitForRows(page, 'inst-drill-holders', 1);
    const holders = await rows(page, 'inst-drill-holders');
    for (const h of holders) assert.equal(h[6], '新进', 'a 新进 stock’s holders are all new');
    await page.evaluate(() => document.querySelector('[data-testid=inst-drill]')?.scrollIntoView({ block: 'start' }));
    await shot(page, `ownership-inst-drill-${theme}`);
    // The address alone restores the view.
    const url = page.url();
    const again = await context.newPage();
    await again.goto(url);
    await waitForRows(again, 'inst-drill-holders', 1);
    assert.equal(await again.locator('[role=tab][aria-selected=true]').first().textContent(), '保险');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

{
  const theme = 'white';
  test(`stock catalogue (${theme}): ownership cards agree with their pages`, async () => {
    const { page, context, errors } = await marketPage(e2e.browser, { theme });
    await page.goto(`${e2e.stack.url}/stock?stockCode=600519.SH`);
    const card = (path: string) => `[data-testid=catalog-panel] a[href^="${path}"] [data-testid=module-summary]`;
    await page.waitForSelector(`${card('/holderNum')} .figure`, { timeout: 60_000 });
    await page.waitForSelector(`${card('/shareholders')} .figure`, { timeout: 60_000 });
    const count = await text(page, `${card('/holderNum')} .figure`);
    assert.match(count, /^股东户数 \d+\.\d{2}万户$/);
    assert.match(await text(page, `${card('/shareholders')} .figure`), /^前十大股东 \d+\.\d{2}%$/);
    assert.match(await text(page, `${card('/shareholders')} .note`), /^机构持流通 \d+\.\d{2}%$/);
    await page.evaluate(() => document.querySelector('[data-testid=catalog-panel]')?.scrollIntoView({ block: 'start' }));
    await shot(page, `ownership-catalogue-${theme}`);
    await page.click('[data-testid=catalog-panel] a[href^="/holderNum"]');
    await waitForRows(page, 'holder-num-table', 5);
    const latest = (await rows(page, 'holder-num-table'))[0]![2]!;
    assert.equal(`股东户数 ${(num(latest) / 1e4).toFixed(2)}万户`, count, 'the card shows the page’s latest count');
    assert.deepEqual(errors, []);
    await context.close();
  });
}

test('dark theme: the ownership pages and cards show their data (screenshots)', async () => {
  const errors = await themeTour(e2e.browser, e2e.stack.url, 'blank', [
    { path: '/holderNum?code=600519.SH', ready: '[data-testid=holder-num-table] tbody tr', shot: 'ownership-holder-num' },
    { path: '/shareholders?code=600519.SH', ready: '[data-testid=fund-holders-table] tbody tr', shot: 'ownership-shareholders-funds' },
    { path: '/institutionalPositions', ready: '[data-testid=inst-table] tbody tr', shot: 'ownership-inst' },
    {
      path: '/stock?stockCode=600519.SH',
      ready: '[data-testid=catalog-panel] a[href^="/holderNum"] [data-testid=module-summary] .figure',
      shot: 'ownership-catalogue',
    },
  ]);
  assert.deepEqual(errors, []);
});

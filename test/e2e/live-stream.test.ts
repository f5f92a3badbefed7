/**
 * Browser test of 课程/直播 (/LiveStream) on the built-in sim: tabs in the address, live cards with
 * 执业编号 and statuses, the room's commentary, a chat round trip between two browser contexts
 * (hostile markup arrives as text, never as elements; 撤回 removes it on both sides), anonymous
 * readers sent to login, lesson progress surviving a reload (light theme); the dark theme tours the
 * cards, a room and a lesson. No console errors.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { marketPage, shot } from './market-support';

const e2e = browserSuite(() => startStack());

const ROOT = '[data-page="/LiveStream"]';

{
  const theme = 'white';
  test(`/LiveStream (${theme}): tabs, live cards, a room with commentary and a two-person chat, lesson progress after reload`, async () => {
    const a = await marketPage(e2e.browser, { theme, token: await e2e.stack.signIn() });
    const b = await marketPage(e2e.browser, { theme, token: await e2e.stack.signIn() });
    const { page } = a;
    await page.goto(`${e2e.stack.url}/LiveStream`);
    const cards = page.locator(`${ROOT} [data-testid=live-card]`);
    await cards.first().waitFor();
    assert.equal(await page.title(), '课程 - 知股');
    assert.match(await cards.first().innerText(), /执业编号 S\d{13}/);
    assert.match(await cards.first().innerText(), /直播中/);
    assert.ok((await page.locator(`${ROOT} [data-testid=live-card]:has-text("预告")`).count()) > 0);
    await shot(page, `live-stream-${theme}`);

    await page.getByRole('tab', { name: '回放' }).click();
    await page.waitForFunction(() => location.search === '?tab=replay');
    await page.locator(`${ROOT} [data-testid=live-card]:has-text("回放")`).first().waitFor();
    await page.getByRole('tab', { name: '直播' }).click();
    await page.waitForFunction(() => location.search === '');

    // Both users enter the live room.
    await cards.first().getByRole('button', { name: '进入直播间' }).click();
    await page.waitForFunction(() => location.search.startsWith('?room=L'));
    const roomUrl = await page.evaluate(() => location.pathname + location.search);
    await page.locator(`${ROOT} [data-testid=live-room]`).waitFor();
    await b.page.goto(`${e2e.stack.url}${roomUrl}`);
    await b.page.locator(`${ROOT} [data-testid=live-room]`).waitFor();
    await page.locator(`${ROOT} [data-testid=commentary] li:has-text("执业编号")`).first().waitFor({ timeout: 15_000 });
    // The index the lecturer talks about, drawn live beside the commentary.
    await page.locator(`${ROOT} [data-testid=room-index-chart] [data-testid=time-share-chart][data-last-close]`).waitFor();

    const hostile = '<img src=x onerror="window.__pwned=1"><b>粗体</b>';
    await page.getByLabel('发言内容').fill(hostile);
    await page.getByRole('button', { name: '发送' }).click();
    const seen = b.page.locator(`${ROOT} [data-testid=chat-message]`, { hasText: '<b>粗体</b>' });
    await seen.waitFor({ timeout: 10_000 });
    assert.equal(await b.page.locator(`${ROOT} [data-testid=chat-list] img, ${ROOT} [data-testid=chat-list] b`).count(), 0, 'markup never renders');
    assert.equal(await b.page.evaluate(() => (window as { __pwned?: number }).__pwned), undefined);

    await page.getByLabel('发言内容').fill('有内幕消息');
    await page.getByRole('button', { name: '发送' }).click();
    await page.getByText('发言含有违规内容，请修改后再发送').waitFor();
    await shot(page, `live-room-${theme}`);

    await page.locator(`${ROOT} [data-testid=chat-message]`, { hasText: '<b>粗体</b>' }).getByRole('button', { name: '撤回' }).click();
    await seen.waitFor({ state: 'detached', timeout: 10_000 });

    // An anonymous reader is sent to login to chat, with the room remembered.
    const anon = await marketPage(e2e.browser, { theme });
    await anon.page.goto(`${e2e.stack.url}${roomUrl}`);
    await anon.page.getByRole('button', { name: '登录发言' }).click();
    await anon.page.waitForFunction(() => location.pathname === '/login');
    assert.equal(await anon.page.evaluate(() => JSON.parse(sessionStorage.getItem('goLoginPath') ?? 'null')), roomUrl);
    await anon.context.close();

    // A lesson: answer, finish, reload — the progress and the answer stay.
    await page.goto(`${e2e.stack.url}/LiveStream?tab=course`);
    const course = page.locator(`${ROOT} [data-testid=course-card]`).first();
    await course.waitFor();
    await course.getByRole('button', { name: /开始学习|继续学习|再看一遍/ }).click();
    await page.locator(`${ROOT} [data-testid=lesson-view] svg`).first().waitFor();
    await page.locator(`${ROOT} fieldset label`).nth(1).click();
    await page.getByRole('button', { name: '完成本课' }).click();
    await page.getByText(/已保存学习进度：1\//).waitFor();
    await shot(page, `lesson-${theme}`);
    await page.reload();
    await page.locator(`${ROOT} [data-testid=lesson-view]`).waitFor();
    assert.equal(await page.locator(`${ROOT} fieldset input[type=radio]`).nth(1).isChecked(), true, 'the saved answer comes back');
    await page.locator(`${ROOT} nav[aria-label=课程目录] button:has-text("✓")`).first().waitFor();
    await page.goto(`${e2e.stack.url}/LiveStream?tab=course`);
    await page.locator(`${ROOT} [data-testid=course-card]`).first().getByRole('button', { name: '继续学习' }).waitFor();

    assert.deepEqual(a.errors, []);
    assert.deepEqual(b.errors, []);
    await a.context.close();
    await b.context.close();
  });
}

test('/LiveStream (blank): cards, a room and a lesson in the dark theme (screenshots)', async () => {
  const { page, context, errors } = await marketPage(e2e.browser, { theme: 'blank', token: await e2e.stack.signIn() });
  await page.goto(`${e2e.stack.url}/LiveStream`);
  const cards = page.locator(`${ROOT} [data-testid=live-card]`);
  await cards.first().waitFor();
  await shot(page, 'live-stream-blank');
  await cards.first().getByRole('button', { name: '进入直播间' }).click();
  await page.locator(`${ROOT} [data-testid=commentary] li:has-text("执业编号")`).first().waitFor({ timeout: 15_000 });
  await shot(page, 'live-room-blank');
  await page.goto(`${e2e.stack.url}/LiveStream?tab=course`);
  await page
    .locator(`${ROOT} [data-testid=course-card]`)
    .first()
    .getByRole('button', { name: /开始学习|继续学习|再看一遍/ })
    .click();
  await page.locator(`${ROOT} [data-testid=lesson-view] svg`).first().waitFor();
  await shot(page, 'lesson-blank');
  assert.deepEqual(errors, []);
  await context.close();
});

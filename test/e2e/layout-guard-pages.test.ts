/**
 * The layout guard over every route (issue 27), the second half of the routes: the remaining stock pages, 新股, 行业 (directory and one analysis), 资讯, 课程, 文章, 预警 and every route added later (helpers/layout-guard-run.ts). Each address is
 * checked in both themes at 1600 and 1366 px for overlapping panels, cut-off text, a visible
 * NaN/undefined/null/Invalid Date/-0.00, English words and a page body that scrolls sideways
 * (helpers/layout-guard.ts). One stack, one browser, one page.
 */
import { test } from 'node:test';
import { browserSuite } from './helpers/suite';
import { startStack } from './helpers/stack';
import { guardRoutes, routesOf } from './helpers/layout-guard-run';

const e2e = browserSuite(() => startStack());

test('layout guard (2 of 2): both themes, 1366 and 1600 px — no overlap, no cut-off text, no NaN/-0.00, no English, no sideways scroll', {
  timeout: 90_000,
}, async (t) => {
  await guardRoutes(t, e2e.stack, e2e.browser, routesOf(2));
});

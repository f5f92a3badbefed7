/**
 * The warm-up covers the first reads of the left nav's 7×24 快讯 and 行业搜索 (bench:cold's route
 * tour met them cold on a warm boot: news/history 2.8 s, industry/list 1.9 s on a busy machine).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { WarmUp } from '../../../../gateway/sim/warmup/warm-up';
import { buildMarketApp } from '../routes/market/helpers';

test("the warm-up reads 7×24 快讯's history and the 申万一级 list before the sim is ready", async (t) => {
  const lines: string[] = [];
  const warmup = new WarmUp((line) => lines.push(line));
  await buildMarketApp(t, { warmUp: true, warmup });
  await warmup.start();
  const stages = lines
    .filter((l) => l.startsWith('warm-up ') && !l.startsWith('warm-up done'))
    .map((l) => l.replace(/^warm-up (\d+\/\d+ )?/, '').replace(/:.*$/, ''));
  for (const stage of ['7×24快讯', '行业列表']) assert.ok(stages.includes(stage), `${stage} in ${stages.join(', ')}`);
  // Both come before the sim is ready: in the counted part (n/N), not after it.
  for (const stage of ['7×24快讯', '行业列表'])
    assert.ok(
      lines.some((l) => new RegExp(`^warm-up \\d+/\\d+ ${stage}:`).test(l)),
      stage,
    );
});

test("once ready, the warm-up reads today's 申购 tab 行业市盈率 (新股中心), so /newStock's first visit does not build it", async (t) => {
  const lines: string[] = [];
  const warmup = new WarmUp((line) => lines.push(line));
  await buildMarketApp(t, { warmUp: true, warmup });
  await warmup.start();
  const at = lines.findIndex((l) => /^warm-up after ready: 新股中心:/.test(l));
  assert.ok(at >= 0, lines.join('\n'));
  // After the counted part: it does not hold the sim's readiness.
  assert.ok(!lines.some((l) => /^warm-up \d+\/\d+ 新股中心:/.test(l)));
});

/**
 * 申万二级 by name: well-known companies sit in their real level-2 class, whatever their code hashes to.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { level2Of, SW_LEVEL2 } from '../../../../gateway/sim/industry/classes';
import { loadUniverse } from '../../../../gateway/sim/market/universe/index';

test('famous 食品饮料 names get their real 申万二级, including 白酒 without 酒 in the name', () => {
  const expected: ReadonlyArray<readonly [string, string]> = [
    ['贵州茅台', '白酒'],
    ['五粮液', '白酒'],
    ['口子窖', '白酒'],
    ['洋河股份', '白酒'],
    ['伊力特', '白酒'],
    ['今世缘', '白酒'],
    ['青岛啤酒', '饮料乳品'],
    ['伊利股份', '饮料乳品'],
    ['安琪酵母', '调味发酵品'],
    ['海天味业', '调味发酵品'],
    ['双汇发展', '食品加工'],
    ['三只松鼠', '休闲食品'],
  ];
  for (const [name, cls] of expected) assert.equal(level2Of('000000.SZ', name, '食品饮料'), cls, name);
});

test('every stock of the universe gets a level-2 class of its own level-1 industry', () => {
  for (const sec of loadUniverse().all) {
    if (sec.kind !== 'capital' || !SW_LEVEL2[sec.industry]) continue;
    assert.ok(SW_LEVEL2[sec.industry]!.includes(level2Of(sec.id, sec.name, sec.industry)), `${sec.id} ${sec.name}`);
  }
});

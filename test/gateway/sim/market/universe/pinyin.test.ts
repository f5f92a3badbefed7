import { test } from 'node:test';
import assert from 'node:assert/strict';
import { pinyinInitials, POLYPHONE_OVERRIDES } from '../../../../../gateway/sim/market/universe/pinyin';

test('required initials', () => {
  assert.equal(pinyinInitials('贵州茅台'), 'gzmt');
  assert.equal(pinyinInitials('重庆银行'), 'cqyh');
  assert.equal(pinyinInitials('长江电力'), 'cjdl');
  assert.equal(pinyinInitials('腾讯控股'), 'txkg');
});

test('polyphones in company names', () => {
  const cases: Record<string, string> = {
    长安汽车: 'caqc',
    长城汽车: 'ccqc',
    长春高新: 'ccgx',
    重庆啤酒: 'cqpj',
    三一重工: 'syzg',
    招商银行: 'zsyh',
    渝农商行: 'ynsh',
    张家港行: 'zjgh',
    世联行: 'slh',
    华致酒行: 'hzjh',
    易方达消费行业股票: 'yfdxfhygp',
    藏格矿业: 'zgky',
    西藏矿业: 'xzky',
    奇正藏药: 'qzzy',
    厦门银行: 'xmyh',
    厦钨新能: 'xwxn',
    华厦眼科: 'hxyk',
    亚厦股份: 'yxgf',
    东阿阿胶: 'deej',
    乐普医疗: 'lpyl',
    传音控股: 'cykg',
    一汽解放: 'yqjf',
  };
  for (const [name, initials] of Object.entries(cases)) assert.equal(pinyinInitials(name), initials, name);
});

test('letters and digits kept, lower-cased; * and - dropped; full width folded', () => {
  assert.equal(pinyinInitials('*ST金科'), 'stjk');
  assert.equal(pinyinInitials('ST红太阳'), 'sthty');
  assert.equal(pinyinInitials('万科A'), 'wka');
  assert.equal(pinyinInitials('京东方Ａ'), 'jdfa');
  assert.equal(pinyinInitials('沪深300ETF'), 'hs300etf');
  assert.equal(pinyinInitials('阿里巴巴-W'), 'albbw');
  assert.equal(pinyinInitials('南方全天候策略混合(FOF)A'), 'nfqthclhhfofa');
});

test('every override has one letter per character', () => {
  for (const [word, initials] of Object.entries(POLYPHONE_OVERRIDES)) {
    assert.equal([...word].length, initials.length, word);
    assert.match(initials, /^[a-z]+$/, word);
  }
});

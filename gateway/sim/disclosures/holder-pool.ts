/**
 * The pool of believable holders of a company (`holders.ts` reads their stakes per period): its
 * controlling holder and a second legal person, 香港中央结算 for Stock Connect names, 中央汇金 / 证金,
 * funds, insurers, 社保 and individuals, each with a stake that holds for blocks of periods.
 */
import { hash3, hash4, hashString, uniform } from '../shared/rng';
import { STAKE_SPREAD } from './holders-tail';

/** One holder of a company's pool. */
export interface Holder {
  id: number;
  name: string;
  nature: string;
  /** Controlling holder: stake of 总股本, owns the restricted shares. */
  controlling: boolean;
  /** Stake (fraction) in period g; 0 when not holding. */
  stake(g: number): number;
  /** A bound no stake of the holder reaches. */
  max: number;
}

const FUNDS = [
  '中国工商银行股份有限公司－华泰柏瑞沪深300交易型开放式指数证券投资基金',
  '中国建设银行股份有限公司－易方达沪深300交易型开放式指数发起式证券投资基金',
  '中国银行股份有限公司－嘉实沪深300交易型开放式指数证券投资基金',
  '中国工商银行股份有限公司－华夏上证50交易型开放式指数证券投资基金',
  '招商银行股份有限公司－兴全合润混合型证券投资基金',
  '中国建设银行股份有限公司－易方达蓝筹精选混合型证券投资基金',
  '中国农业银行股份有限公司－易方达消费行业股票型证券投资基金',
  '交通银行股份有限公司－景顺长城新兴成长混合型证券投资基金',
  '中国银行股份有限公司－富国天惠精选成长混合型证券投资基金（LOF）',
  '中国工商银行股份有限公司－中欧医疗健康混合型证券投资基金',
  '招商银行股份有限公司－睿远成长价值混合型证券投资基金',
  '中国建设银行股份有限公司－工银瑞信前沿医疗股票型证券投资基金',
];
const INSURERS = [
  '中国人寿保险股份有限公司－传统－普通保险产品－005L－CT001沪',
  '中国平安人寿保险股份有限公司－分红－个险分红',
  '新华人寿保险股份有限公司－分红－个人分红－018L－FH002沪',
  '中国太平洋人寿保险股份有限公司－传统－普通保险产品',
];
const PENSIONS: readonly (readonly [string, string])[] = [
  ['全国社保基金一零三组合', '社保基金'],
  ['全国社保基金一一八组合', '社保基金'],
  ['基本养老保险基金八零二组合', '基本养老保险基金'],
];
const SURNAMES = '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高梁郑谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余于杜叶程';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华建国志红玉兰德文俊海峰';

/** 沪股通 from 2014-11-17 (first period end 2014-12-31), 深股通 from 2016-12-05. */
const CONNECT_FROM = { SH: 2014 * 4 + 3, SZ: 2016 * 4 + 3 } as const;
/** 中央汇金 / 证金 bought in July 2015: first seen in the 2015 三季报. */
const RESCUE_FROM = 2015 * 4 + 2;

const u3 = (a: number, b: number, c: number) => uniform(hash3(a, b, c));
const u4 = (a: number, b: number, c: number, d: number) => uniform(hash4(a, b, c, d));
const TAG = hashString('holders');

/** A stake (fraction in period g) and a bound it never reaches. */
type Stake = [stake: (g: number) => number, max: number];

/** A stake that holds for blocks of `len` periods, present in a block with probability `p`. */
function blockStake(key: number, id: number, len: number, p: number, base: number, from = -Infinity): Stake {
  const phase = Math.floor(u3(key, id, 1) * len);
  const movePhase = Math.floor(u3(key, id, 5) * 2);
  const stake = (g: number) => {
    if (g < from) return 0;
    const block = Math.floor((g + phase) / len);
    if (u4(key, id, block, 2) >= p) return 0;
    // Within a block the stake moves every other period (so 不变 happens), by up to ±20%; holders move in
    // different quarters (a phase per holder), so 增减持 are announced all year, not only in Q1 and Q3.
    return base * (0.8 + 0.4 * u4(key, id, Math.floor((g + movePhase) / 2), 3));
  };
  return [stake, base * STAKE_SPREAD];
}

/**
 * Names of companies every investor knows to be state-controlled (the 中国… and 中… central
 * enterprises, the 招商局 family (招商银行, 招商证券, 招商蛇口 …), the big state banks, utilities, oil, steel, carmakers and liquor makers): their
 * controlling holder is a 国有法人 whatever the draw — 中国中冶 with a private 控股有限公司 pledging a
 * third of its shares was a give-away.
 */
const STATE_NAME =
  /^中国(?!平安)|^中(?:信|金|航|船|铁|冶|车|交|远|煤|粮|材|核|化|油|海|建|电|广核|国|工)|^招商|工商银行|建设银行|农业银行|交通银行|邮储银行|光大|国投|华能|大唐|华电|国电|长江电力|三峡|宝钢|鞍钢|首钢|包钢|马钢|海螺|上汽|一汽|东风|广汽|长安汽车|国药|航天|航发|神华|石化|石油|海油|移动|电信|联通|茅台|五粮液|泸州老窖|汾酒/;

/** The two major holders of a company's pool (ids 0 and 1): its controlling holder and a second legal person. */
export function majorsOf(key: number, name: string): Holder[] {
  const k = hash3(key, TAG, 0);
  const state = STATE_NAME.test(name) || u3(k, 0, 1) < 0.45;
  const cBase = 0.25 + 0.35 * u3(k, 0, 2);
  // The controlling holder's stake moves a little every eight periods (增持/减持 plans), in its own quarter, never above 60%.
  const cPhase = Math.floor(u3(k, 0, 5) * 8);
  const [second, secondMax] = blockStake(k, 1, 12, 0.9, 0.03 + 0.05 * u3(k, 1, 4));
  return [
    {
      id: 0,
      name: state ? `${name}集团有限责任公司` : `${name}控股有限公司`,
      nature: state ? '国有法人' : '境内非国有法人',
      controlling: true,
      stake: (g) => Math.min(0.6, cBase * (0.97 + 0.06 * u4(k, 0, Math.floor((g + cPhase) / 8), 3))),
      max: 0.6,
    },
    {
      id: 1,
      name: state ? `${name.slice(0, 2)}国有资本投资运营有限公司` : `${name.slice(0, 2)}投资发展有限公司`,
      nature: state ? '国有法人' : '境内非国有法人',
      controlling: false,
      stake: second,
      max: secondMax,
    },
  ];
}

/** The holder pool of a company (deterministic per seed key): its major holders ({@link majorsOf}), then the others. */
export function poolOf(key: number, majors: readonly Holder[], code: string, kind: 'capital' | 'hk'): Holder[] {
  const k = hash3(key, TAG, 0);
  const out: Holder[] = [...majors];
  let id = out.length;
  const add = (n: string, nature: string, [stake, max]: Stake, controlling = false) => out.push({ id: id++, name: n, nature, controlling, stake, max });
  const market = code.endsWith('.SH') ? 'SH' : code.endsWith('.SZ') ? 'SZ' : null;
  if (kind === 'hk') add(H_NOMINEE_NAME, '境外法人', [(g) => 0.2 + 0.08 * u4(k, 2, Math.floor(g / 2), 3), 0.28 + 1e-9]);
  else if (market && u3(k, 2, 1) < 0.75) add('香港中央结算有限公司', '境外法人', blockStake(k, 2, 40, 1, 0.01 + 0.05 * u3(k, 2, 4), CONNECT_FROM[market]));
  if (kind === 'capital' && u3(k, 3, 1) < 0.55) {
    add('中央汇金资产管理有限责任公司', '国有法人', blockStake(k, 3, 40, 1, 0.005 + 0.015 * u3(k, 3, 4), RESCUE_FROM));
    add('中国证券金融股份有限公司', '国有法人', blockStake(k, 4, 40, 1, 0.01 + 0.02 * u3(k, 4, 4), RESCUE_FROM));
  }
  for (let i = 0; i < 6; i++) {
    const fund = FUNDS[Math.floor(u3(k, 10 + i, 1) * FUNDS.length)]!;
    if (out.some((h) => h.name === fund)) continue;
    add(fund, '证券投资基金', blockStake(k, 10 + i, 4 + Math.floor(u3(k, 10 + i, 2) * 8), 0.6, 0.004 + 0.012 * u3(k, 10 + i, 4)));
  }
  for (let i = 0; i < 2; i++) {
    const ins = INSURERS[Math.floor(u3(k, 20 + i, 1) * INSURERS.length)]!;
    if (out.some((h) => h.name === ins)) continue;
    add(ins, '保险产品', blockStake(k, 20 + i, 8, 0.6, 0.004 + 0.01 * u3(k, 20 + i, 4)));
  }
  const [pName, pNature] = PENSIONS[Math.floor(u3(k, 30, 1) * PENSIONS.length)]!;
  add(pName, pNature, blockStake(k, 30, 6, 0.5, 0.003 + 0.008 * u3(k, 30, 4)));
  for (let i = 0; i < 5; i++) {
    const s = SURNAMES[Math.floor(u3(k, 40 + i, 1) * SURNAMES.length)]!;
    const g1 = GIVEN[Math.floor(u3(k, 40 + i, 2) * GIVEN.length)]!;
    const g2 = u3(k, 40 + i, 3) < 0.6 ? GIVEN[Math.floor(u3(k, 40 + i, 5) * GIVEN.length)]! : '';
    add(`${s}${g1}${g2}`, '境内自然人', blockStake(k, 40 + i, 6 + i, 0.7, 0.002 + 0.006 * u3(k, 40 + i, 4)));
  }
  return out;
}
export const H_NOMINEE_NAME = '香港中央结算（代理人）有限公司';

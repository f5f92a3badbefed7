/**
 * The long tail of a company's institutional holders, beside the named pool of holders.ts: the
 * funds of 基金持股 (a few for a small cap, a couple of hundred for a large one; Q1/Q3 fund reports
 * list only each fund's top ten, so fewer funds show in those quarters), and the QFII, 社保, 券商,
 * 保险 and 信托 holders of 机构持仓. Each member's stake (a fraction of 流通股本) is a pure function of
 * (seed key, member, period), held for blocks of periods like the pool's, so members persist and
 * 增仓/减仓/新进 arise naturally. Budgets per type keep every type's total a small share of the float.
 */
import type { InstType } from '../../../contracts/endpoints/disclosures';
import { hash3, hash4, hashString, uniform } from '../shared/rng';

/** One tail holder. */
export interface TailHolder {
  /** Member number within the company (distinct from the pool's ids). */
  id: number;
  /** Name as it appears in a top-10 list (funds carry their custodian bank). */
  name: string;
  nature: string;
  type: InstType;
  /** Fund code and short name (基金 only). */
  fund?: { code: string; name: string };
  /** Stake in period g as a fraction of 流通股本; 0 when not holding. */
  stake(g: number): number;
  /** A bound no stake of the member reaches. */
  max: number;
}

const HOUSES = [
  '易方达',
  '华夏',
  '南方',
  '嘉实',
  '广发',
  '富国',
  '汇添富',
  '博时',
  '招商',
  '工银瑞信',
  '中欧',
  '景顺长城',
  '兴证全球',
  '鹏华',
  '银华',
  '大成',
  '国泰',
  '华安',
  '交银施罗德',
  '建信',
];
const PRODUCTS = [
  '价值精选混合型',
  '成长优选混合型',
  '品质生活股票型',
  '核心优势混合型',
  '稳健回报混合型',
  '行业轮动混合型',
  '新兴产业股票型',
  '红利优选混合型',
  '优势企业混合型',
  '内需增长混合型',
  '沪深300指数增强型',
  '中证500交易型开放式指数',
  '创新驱动灵活配置混合型',
  '研究精选股票型',
  '价值成长混合型',
  '蓝筹优选混合型',
  '消费升级混合型',
  '先进制造股票型',
  '均衡配置混合型',
  '低碳经济混合型',
  '医疗保健股票型',
  '科技创新混合型',
  '高端装备股票型',
  '策略精选灵活配置混合型',
];
const BANKS = [
  '中国工商银行股份有限公司',
  '中国建设银行股份有限公司',
  '中国银行股份有限公司',
  '招商银行股份有限公司',
  '交通银行股份有限公司',
  '中国农业银行股份有限公司',
];
/** Size of the fund roster (coprime with the stride 7, so a company's members are distinct funds). */
export const FUND_ROSTER_SIZE = HOUSES.length * PRODUCTS.length;

/** Fund `r` of the roster: 6-digit code (distinct per r), full and short names, custodian. */
export function rosterFund(r: number): { code: string; full: string; short: string; bank: string } {
  const house = HOUSES[r % HOUSES.length]!;
  const product = PRODUCTS[Math.floor(r / HOUSES.length) % PRODUCTS.length]!;
  const code = String((r * 7919 + 1307) % 1_000_000).padStart(6, '0');
  return { code, full: `${house}${product}证券投资基金`, short: `${house}${product.replace(/型$/, '')}`, bank: BANKS[r % BANKS.length]! };
}

/** Codes of the pool's named funds (holders.ts), by their fund name after the custodian. */
const POOL_FUND_CODES: Readonly<Record<string, string>> = {
  华泰柏瑞沪深300交易型开放式指数证券投资基金: '510300',
  易方达沪深300交易型开放式指数发起式证券投资基金: '510310',
  嘉实沪深300交易型开放式指数证券投资基金: '159919',
  华夏上证50交易型开放式指数证券投资基金: '510050',
  兴全合润混合型证券投资基金: '163406',
  易方达蓝筹精选混合型证券投资基金: '005827',
  易方达消费行业股票型证券投资基金: '110022',
  景顺长城新兴成长混合型证券投资基金: '260108',
  '富国天惠精选成长混合型证券投资基金（LOF）': '161005',
  中欧医疗健康混合型证券投资基金: '003095',
  睿远成长价值混合型证券投资基金: '007119',
  工银瑞信前沿医疗股票型证券投资基金: '001717',
};

/** Code and short name of a pool fund named `custodian－fund`. */
export function poolFund(holderName: string): { code: string; name: string } {
  const full = holderName.split('－').slice(1).join('－') || holderName;
  const short = full
    .replace(/（LOF）$/, '')
    .replace(/型?证券投资基金$/, '')
    .replace(/交易型开放式指数(发起式)?$/, 'ETF');
  return { code: POOL_FUND_CODES[full] ?? String(hashString(full) % 1_000_000).padStart(6, '0'), name: short };
}

/** Institution type of a pool holder's 股东性质, null when it is none of the six. */
export function typeOfNature(nature: string): InstType | null {
  if (nature === '证券投资基金') return '基金';
  if (nature === '保险产品') return '保险';
  if (nature === '社保基金' || nature === '基本养老保险基金') return '社保';
  return null;
}

const ROSTERS: Record<Exclude<InstType, '基金'>, { names: readonly string[]; nature: string; max: number; budget: readonly [number, number] }> = {
  QFII: {
    names: [
      'UBS AG',
      '摩根士丹利国际股份有限公司',
      '高盛公司有限责任公司',
      'JPMORGAN CHASE BANK,NATIONAL ASSOCIATION',
      '巴克莱银行',
      '花旗环球金融有限公司',
      '法国巴黎银行',
      '美林证券国际有限公司',
      '阿布达比投资局',
      '科威特政府投资局',
      '新加坡政府投资有限公司',
      '挪威中央银行',
      '魁北克储蓄投资集团',
      '富达基金（香港）有限公司',
      '德意志银行',
      '野村证券株式会社',
    ],
    nature: 'QFII',
    max: 4,
    budget: [0.004, 0.02],
  },
  社保: {
    names: [
      '全国社保基金一零一组合',
      '全国社保基金一零四组合',
      '全国社保基金一零六组合',
      '全国社保基金一零八组合',
      '全国社保基金一一一组合',
      '全国社保基金一一四组合',
      '全国社保基金四零一组合',
      '全国社保基金四一三组合',
      '全国社保基金五零二组合',
      '基本养老保险基金一零零一组合',
      '基本养老保险基金一二零二组合',
    ],
    nature: '社保基金',
    max: 3,
    budget: [0.003, 0.012],
  },
  券商: {
    names: [
      '中信证券股份有限公司',
      '华泰证券股份有限公司',
      '国泰君安证券股份有限公司',
      '招商证券股份有限公司',
      '中国银河证券股份有限公司',
      '广发证券股份有限公司',
      '海通证券股份有限公司',
      '申万宏源证券有限公司',
      '中信建投证券股份有限公司',
      '东方证券股份有限公司',
      '国信证券股份有限公司',
      '中国国际金融股份有限公司',
    ],
    nature: '证券公司',
    max: 3,
    budget: [0.002, 0.01],
  },
  保险: {
    names: [
      '泰康人寿保险有限责任公司－分红－个人分红－019L－FH002深',
      '阳光人寿保险股份有限公司－传统保险产品',
      '太平人寿保险有限公司－分红－团险分红',
      '华夏人寿保险股份有限公司－自有资金',
      '中国人民人寿保险股份有限公司－分红－个险分红',
      '中国人民财产保险股份有限公司－传统－普通保险产品',
      '大家人寿保险股份有限公司－万能产品',
    ],
    nature: '保险产品',
    max: 3,
    budget: [0.003, 0.012],
  },
  信托: {
    names: [
      '中融国际信托有限公司－中融－日进斗金',
      '华润深国投信托有限公司－重阳1期证券投资集合资金信托计划',
      '云南国际信托有限公司－聚利',
      '中航信托股份有限公司－天启',
      '中国对外经济贸易信托有限公司－睿郡稳享',
      '陕西省国际信托股份有限公司－盛唐',
      '中信信托有限责任公司－鑫丰',
      '交银国际信托有限公司－淡水泉',
    ],
    nature: '信托计划',
    max: 2,
    budget: [0.001, 0.006],
  },
};

const TAG = hashString('holders-tail');
const u3 = (a: number, b: number, c: number) => uniform(hash3(a, b, c));
const u4 = (a: number, b: number, c: number, d: number) => uniform(hash4(a, b, c, d));

/** Stake function: present per block of `len` periods with probability p, moving every other period by ±20%. */
function tailStake(k: number, id: number, base: number, len: number, p: number, visible: (g: number) => boolean): (g: number) => number {
  const phase = Math.floor(u3(k, id, 1) * len);
  return (g) => {
    if (!visible(g)) return 0;
    if (u4(k, id, Math.floor((g + phase) / len), 2) >= p) return 0;
    return base * (0.8 + 0.4 * u4(k, id, Math.floor(g / 2), 3));
  };
}

/** A stake moves within ±20% of its base ({@link tailStake}): never above this multiple of it (with room for rounding). */
export const STAKE_SPREAD = 1.2 + 1e-9;

/** How many funds hold the company (grows with its float value) and the share of the float they hold between them. */
function fundsOf(k: number, floatCapYi: number): { n: number; budget: number } {
  return { n: Math.min(360, Math.round((2 + 0.8 * Math.max(0, floatCapYi) ** 0.55) * (0.5 + u3(k, 0, 1)))), budget: 0.03 + 0.09 * u3(k, 0, 2) };
}

/**
 * A bound no stake of the company's tail reaches (as {@link tailOf} would draw it, without drawing it):
 * the largest fund's base (the first of the power law, over a partial sum of its weights) or the
 * largest roster budget's first pick, with the ±20% a stake moves by.
 */
export function tailStakeMax(key: number, floatCapYi: number): number {
  const { n, budget } = fundsOf(hash3(key, TAG, 0), floatCapYi);
  let norm = 0;
  for (let i = 0; i < Math.min(n, 64); i++) norm += (i + 1) ** -1.1;
  const funds = n > 0 ? budget / norm : 0;
  const rosters = Math.max(...Object.values(ROSTERS).map((r) => r.budget[1])) * 0.55;
  return Math.max(funds, rosters) * STAKE_SPREAD;
}

/** The tail of a company (`key`, float market value in 亿 at the anchor), ids from `firstId`, skipping `taken` names. */
export function tailOf(key: number, floatCapYi: number, taken: ReadonlySet<string>, firstId: number): TailHolder[] {
  const k = hash3(key, TAG, 0);
  const out: TailHolder[] = [];
  let id = firstId;
  // Funds: how many hold it grows with its float value; weights fall off like a power law.
  const { n, budget } = fundsOf(k, floatCapYi);
  const start = Math.floor(u3(k, 0, 3) * FUND_ROSTER_SIZE);
  let norm = 0;
  for (let i = 0; i < n; i++) norm += (i + 1) ** -1.1;
  const topTen = Math.max(1, Math.ceil(n * 0.45));
  for (let i = 0; i < n; i++) {
    const f = rosterFund((start + i * 7) % FUND_ROSTER_SIZE);
    const w = (i + 1) ** -1.1 / norm;
    // Q1/Q3 fund reports list only their top ten holdings: the smaller holders are unseen then.
    const visible = i < topTen ? () => true : (g: number) => g % 4 === 1 || g % 4 === 3;
    const len = 3 + Math.floor(u3(k, id, 4) * 6);
    out.push({
      id,
      name: `${f.bank}－${f.full}`,
      nature: '证券投资基金',
      type: '基金',
      fund: { code: f.code, name: f.short },
      stake: tailStake(k, id, budget * w, len, i < n / 3 ? 0.85 : 0.65, visible),
      max: budget * w * STAKE_SPREAD,
    });
    id++;
  }
  const pop = Math.min(1, 0.25 + Math.log10(1 + Math.max(0, floatCapYi)) / 4);
  for (const [type, r] of Object.entries(ROSTERS) as [Exclude<InstType, '基金'>, (typeof ROSTERS)[keyof typeof ROSTERS]][]) {
    const t = hashString(type);
    const count = Math.floor((r.max + 1) * pop * u3(k, t, 1));
    const b = r.budget[0] + (r.budget[1] - r.budget[0]) * u3(k, t, 2);
    const first = Math.floor(u3(k, t, 3) * r.names.length);
    let picked = 0;
    for (let j = 0; j < r.names.length && picked < count; j++) {
      const name = r.names[(first + j) % r.names.length]!;
      if (taken.has(name)) continue;
      picked++;
      const w = picked === 1 ? 0.55 : 0.45 / Math.max(1, count - 1);
      out.push({
        id,
        name,
        nature: r.nature,
        type,
        stake: tailStake(k, id, b * w, 4 + Math.floor(u3(k, id, 4) * 7), 0.6, () => true),
        max: b * w * STAKE_SPREAD,
      });
      id++;
    }
  }
  return out;
}

/**
 * The screener's field catalogue: every condition a screen can use, in the groups of the builder,
 * with its unit, the preset chips of a range and the words the Chinese query parser knows it by.
 * Shared by the client builder, the sim's evaluation and the NL parser, so all three agree on ids,
 * units and option values.
 *
 * Values are in the unit shown: percent fields in percent (`15` = 15%), money in 亿元, prices in
 * 元, multiples in 倍, counts of days in 天, listing age in 年, holders in 户.
 */

/** Builder groups, in display order. */
export const FIELD_GROUPS = [
  { id: 'scope', label: '范围' },
  { id: 'quote', label: '行情' },
  { id: 'event', label: '涨停·形态' },
  { id: 'valuation', label: '估值' },
  { id: 'finance', label: '财务' },
  { id: 'holder', label: '股东' },
  { id: 'technical', label: '技术' },
] as const;
/** A builder group id. */
export type FieldGroup = (typeof FIELD_GROUPS)[number]['id'];

/** Units a numeric field is shown and entered in. */
export const UNITS = ['元', '%', '倍', '亿元', '天', '年', '户'] as const;
/** A unit. */
export type Unit = (typeof UNITS)[number];

/** A preset chip of a range field. */
export interface RangePreset {
  readonly label: string;
  readonly min?: number;
  readonly max?: number;
}

interface FieldBase {
  /** Stable id used in trees, URLs and result columns. */
  readonly id: string;
  /** Chinese label of the builder and the column head. */
  readonly label: string;
  readonly group: FieldGroup;
  /** Words the query parser maps to this field (the label is always one). */
  readonly words: readonly string[];
  /** One line of help shown under the field. */
  readonly help: string;
}

/** A numeric field filtered by a range. */
export interface RangeField extends FieldBase {
  readonly kind: 'range';
  readonly unit: Unit;
  /** Decimals shown in results. */
  readonly decimals: number;
  readonly presets: readonly RangePreset[];
}

/** A field whose condition picks any of a list of values (board, industry, …). */
export interface SetField extends FieldBase {
  readonly kind: 'set';
  readonly options: readonly string[];
}

/** A yes/no signal (MACD 金叉, 均线多头排列, 排除ST, …): the condition holds when it is true. */
export interface FlagField extends FieldBase {
  readonly kind: 'flag';
}

/** Any field. */
export type ScreenField = RangeField | SetField | FlagField;

/** Board options of 市场板块. */
export const BOARD_OPTIONS = ['沪主板', '深主板', '创业板', '科创板', '北交所'] as const;
/**
 * The 31 申万 level-1 industries (2021). The sim's universe file names the same list
 * (gateway/sim/market/universe/sw-industries.ts); a sim test checks the two agree.
 */
export const INDUSTRY_OPTIONS = [
  '农林牧渔',
  '基础化工',
  '钢铁',
  '有色金属',
  '电子',
  '家用电器',
  '食品饮料',
  '纺织服饰',
  '轻工制造',
  '医药生物',
  '公用事业',
  '交通运输',
  '房地产',
  '商贸零售',
  '社会服务',
  '综合',
  '建筑材料',
  '建筑装饰',
  '电力设备',
  '国防军工',
  '计算机',
  '传媒',
  '通信',
  '银行',
  '非银金融',
  '汽车',
  '机械设备',
  '煤炭',
  '石油石化',
  '环保',
  '美容护理',
] as const;
/** Concept boards of the universe (the sim's concept indexes; a sim test checks they agree). */
export const CONCEPT_OPTIONS = [
  '人工智能',
  '半导体',
  '新能源汽车',
  '光伏',
  '锂电池',
  '白酒',
  '创新药',
  '机器人',
  '军工',
  '数字经济',
  '储能',
  '消费电子',
  '低空经济',
  '算力',
  '稀土永磁',
] as const;
/** Index memberships a screen can ask for. */
export const INDEX_OPTIONS = ['沪深300', '上证50', '中证500', '中证1000', '创业板指', '科创50'] as const;

const pctPresets = (...bands: Array<[string, number | undefined, number | undefined]>): RangePreset[] =>
  bands.map(([label, min, max]) => ({ label, ...(min === undefined ? {} : { min }), ...(max === undefined ? {} : { max }) }));

function range(id: string, label: string, group: FieldGroup, unit: Unit, decimals: number, words: string[], help: string, presets: RangePreset[]): RangeField {
  return { id, label, group, kind: 'range', unit, decimals, words, help, presets };
}
function flag(id: string, label: string, group: FieldGroup, words: string[], help: string): FlagField {
  return { id, label, group, kind: 'flag', words, help };
}
function set(id: string, label: string, options: readonly string[], words: string[], help: string): SetField {
  return { id, label, group: 'scope', kind: 'set', options, words, help };
}

const pctChange = (n: number | 'ytd'): RangeField => {
  const label = n === 'ytd' ? '今年以来涨跌幅' : `${n}日涨跌幅`;
  const words =
    n === 'ytd'
      ? ['今年以来涨幅', '今年涨幅', '年初至今涨幅', '今年以来涨跌幅']
      : [`${n}日涨幅`, `近${n}日涨幅`, `近${n}日涨跌幅`, `${n}日涨跌幅`, `最近${n}天涨幅`];
  return range(
    n === 'ytd' ? 'pctYtd' : `pct${n}`,
    label,
    'quote',
    '%',
    2,
    words,
    n === 'ytd' ? '今年首个交易日前收盘至今' : `最近${n}个交易日的累计涨跌幅（前复权）`,
    [
      { label: '下跌', max: 0 },
      { label: '上涨', min: 0 },
      { label: '>10%', min: 10 },
      { label: '>20%', min: 20 },
    ],
  );
};

/** Turnover or amount summed over the last n trading days (近5日换手率, 20日成交额). */
function summed(base: 'turnover' | 'amount', n: 5 | 20): RangeField {
  const [label, unit, presets] =
    base === 'turnover' ? (['换手率', '%', n === 5 ? [10, 30] : [50, 100]] as const) : (['成交额', '亿元', n === 5 ? [10, 50] : [50, 200]] as const);
  const words = [`${n}日${label}`, `近${n}日${label}`, `${n}日累计${label}`];
  const chip = (v: number) => (unit === '%' ? `>${v}%` : `>${v}亿`);
  return range(
    `${base}${n}`,
    `${n}日${label}`,
    'quote',
    unit,
    2,
    words,
    `最近${n}个交易日${label}之和`,
    pctPresets(...presets.map((v): [string, number, undefined] => [chip(v), v, undefined])),
  );
}

/** Returns, turnover and amount over the other periods investors ask about (今天 is `pct`, `turnover`, `amount`). */
const PERIOD_FIELDS: RangeField[] = [
  range(
    'pctPrev',
    '昨日涨跌幅',
    'quote',
    '%',
    2,
    ['昨日涨幅', '昨天涨幅', '昨日涨跌幅', '昨天涨跌幅'],
    '上一交易日涨跌幅',
    pctPresets(['下跌', undefined, 0], ['上涨', 0, undefined]),
  ),
  range(
    'pctWeek',
    '本周涨跌幅',
    'quote',
    '%',
    2,
    ['本周涨幅', '本周涨跌幅', '这周涨幅', '周涨幅'],
    '上周最后一个交易日收盘至今（前复权）',
    pctPresets(['下跌', undefined, 0], ['上涨', 0, undefined], ['>10%', 10, undefined]),
  ),
  range(
    'pctMonth',
    '本月涨跌幅',
    'quote',
    '%',
    2,
    ['本月涨幅', '本月涨跌幅', '这个月涨幅', '月涨幅'],
    '上月最后一个交易日收盘至今（前复权）',
    pctPresets(['下跌', undefined, 0], ['上涨', 0, undefined], ['>10%', 10, undefined]),
  ),
  range(
    'pct250',
    '近一年涨跌幅',
    'quote',
    '%',
    2,
    ['近一年涨幅', '最近一年涨幅', '一年涨幅', '近一年涨跌幅', '250日涨幅', '近250日涨幅'],
    '最近250个交易日的累计涨跌幅（前复权）',
    pctPresets(['下跌', undefined, 0], ['上涨', 0, undefined], ['>50%', 50, undefined]),
  ),
  range(
    'turnoverPrev',
    '昨日换手率',
    'quote',
    '%',
    2,
    ['昨日换手率', '昨天换手率', '昨日换手'],
    '上一交易日换手率',
    pctPresets(['>5%', 5, undefined], ['>10%', 10, undefined]),
  ),
  summed('turnover', 5),
  summed('turnover', 20),
  range(
    'amountPrev',
    '昨日成交额',
    'quote',
    '亿元',
    2,
    ['昨日成交额', '昨天成交额'],
    '上一交易日成交金额',
    pctPresets(['>1亿', 1, undefined], ['>10亿', 10, undefined]),
  ),
  summed('amount', 5),
  summed('amount', 20),
];

/** Limit events and volume/average signals: the data centre's 涨停连板 rules (the exchange's limit band of the day). */
const EVENT_FIELDS: ScreenField[] = [
  flag('limitUp', '涨停', 'event', ['涨停', '涨停板', '封涨停', '收盘涨停'], '收盘价达到当日涨停价（上市初期不设涨跌幅的日子除外）'),
  flag('limitDown', '跌停', 'event', ['跌停', '跌停板', '封跌停', '收盘跌停'], '收盘价达到当日跌停价'),
  flag('oneWord', '一字板', 'event', ['一字板', '一字涨停', '一字涨停板'], '涨停且全天只有一个价（开盘、最低都在涨停价）'),
  flag('broken', '炸板', 'event', ['炸板', '涨停打开', '开板', '炸板股'], '盘中触及涨停价但收盘未封住'),
  range(
    'limitStreak',
    '连板天数',
    'event',
    '天',
    0,
    ['连板天数', '连板数', '涨停天数'],
    '截至当日连续涨停收盘的天数（停牌日跳过），未涨停为0',
    pctPresets(['首板', 1, 1], ['≥2连板', 2, undefined], ['≥3连板', 3, undefined]),
  ),
  flag('firstLimit', '首板', 'event', ['首板', '首次涨停', '首板涨停'], '今日涨停且前一交易日未涨停（连板天数为1）'),
  flag('limitUpPrev', '昨日涨停', 'event', ['昨日涨停', '昨天涨停'], '上一交易日收盘涨停'),
  flag('limitDownPrev', '昨日跌停', 'event', ['昨日跌停', '昨天跌停'], '上一交易日收盘跌停'),
  flag('brokenPrev', '昨日炸板', 'event', ['昨日炸板', '昨天炸板'], '上一交易日触及涨停未封住'),
  ...([5, 10, 20] as const).map((n) =>
    range(
      `volToMa${n}`,
      `量/${n}日均量`,
      'event',
      '倍',
      2,
      [`${n}日均量倍数`, `成交量/${n}日均量`, `量/${n}日均量`],
      `当日成交量是此前${n}个交易日平均成交量的倍数`,
      pctPresets(['缩量(<0.7)', undefined, 0.7], ['放量(>1.5)', 1.5, undefined], ['>2倍', 2, undefined], ['>3倍', 3, undefined]),
    ),
  ),
];

/** Every field, in builder order within each group. */
export const SCREEN_FIELDS: readonly ScreenField[] = [
  set('board', '市场板块', BOARD_OPTIONS, ['板块', '市场'], '上市的市场和板块'),
  set('industry', '申万行业', INDUSTRY_OPTIONS, ['行业', '申万行业'], '申万一级行业（2021）'),
  set('concept', '概念', CONCEPT_OPTIONS, ['概念', '题材'], '概念板块成分'),
  set('index', '指数成分', INDEX_OPTIONS, ['指数', '成分股', '成份股'], '指数成分股'),
  range(
    'listYears',
    '上市年限',
    'scope',
    '年',
    1,
    ['上市时间', '上市年限', '上市'],
    '上市日至今的年数',
    pctPresets(['次新(<1年)', undefined, 1], ['>3年', 3, undefined], ['>10年', 10, undefined]),
  ),
  flag('notSt', '排除ST', 'scope', ['非ST', '剔除ST', '排除ST', '不含ST', '去除ST'], '去掉 ST 和 *ST 股票'),
  flag('notSuspended', '排除停牌', 'scope', ['剔除停牌', '排除停牌', '不含停牌', '非停牌'], '去掉当日停牌的股票'),
  flag('notNew', '排除次新股', 'scope', ['剔除次新', '排除次新', '不含次新', '非次新'], '去掉上市不满一年的股票'),

  range(
    'price',
    '最新价',
    'quote',
    '元',
    2,
    ['股价', '价格', '最新价', '现价', '收盘价'],
    '最新成交价（不复权）',
    pctPresets(['<5元', undefined, 5], ['5-20元', 5, 20], ['20-50元', 20, 50], ['>100元', 100, undefined]),
  ),
  range(
    'pct',
    '涨跌幅',
    'quote',
    '%',
    2,
    ['涨跌幅', '涨幅', '今日涨幅', '今天涨幅', '当日涨幅', '日涨幅'],
    '今日涨跌幅',
    pctPresets(['下跌', undefined, 0], ['上涨', 0, undefined], ['3-5%', 3, 5], ['>5%', 5, undefined]),
  ),
  pctChange(5),
  pctChange(10),
  pctChange(20),
  pctChange(60),
  pctChange('ytd'),
  ...PERIOD_FIELDS,
  range(
    'amount',
    '成交额',
    'quote',
    '亿元',
    2,
    ['成交额', '成交金额'],
    '今日成交金额',
    pctPresets(['>1亿', 1, undefined], ['>5亿', 5, undefined], ['>10亿', 10, undefined], ['>50亿', 50, undefined]),
  ),
  range(
    'turnover',
    '换手率',
    'quote',
    '%',
    2,
    ['换手率', '换手'],
    '成交量占流通股本的比例',
    pctPresets(['<1%', undefined, 1], ['1-3%', 1, 3], ['3-5%', 3, 5], ['5-10%', 5, 10], ['>10%', 10, undefined]),
  ),
  range(
    'volumeRatio',
    '量比',
    'quote',
    '倍',
    2,
    ['量比'],
    '每分钟成交量与过去5日均值之比',
    pctPresets(['<0.8', undefined, 0.8], ['>1.2', 1.2, undefined], ['>2', 2, undefined], ['>5', 5, undefined]),
  ),
  range('amplitude', '振幅', 'quote', '%', 2, ['振幅'], '(最高−最低)/昨收', pctPresets(['<3%', undefined, 3], ['3-7%', 3, 7], ['>7%', 7, undefined])),
  range(
    'upStreak',
    '连涨天数',
    'quote',
    '天',
    0,
    ['连涨天数', '连涨', '连续上涨'],
    '截至最新一日连续收涨的天数',
    pctPresets(['≥3天', 3, undefined], ['≥5天', 5, undefined]),
  ),
  range(
    'downStreak',
    '连跌天数',
    'quote',
    '天',
    0,
    ['连跌天数', '连跌', '连续下跌'],
    '截至最新一日连续收跌的天数',
    pctPresets(['≥3天', 3, undefined], ['≥5天', 5, undefined]),
  ),
  flag('newHigh20', '创20日新高', 'quote', ['创20日新高', '20日新高'], '收盘价为近20日最高'),
  flag('newHigh60', '创60日新高', 'quote', ['创60日新高', '60日新高'], '收盘价为近60日最高'),
  flag('newHigh250', '创一年新高', 'quote', ['创250日新高', '250日新高', '创一年新高', '一年新高', '创年内新高'], '收盘价为近250日最高'),
  flag('newLow20', '创20日新低', 'quote', ['创20日新低', '20日新低'], '收盘价为近20日最低'),
  flag('newLow60', '创60日新低', 'quote', ['创60日新低', '60日新低'], '收盘价为近60日最低'),
  flag('beatMarket', '20日跑赢大盘', 'quote', ['跑赢大盘', '强于大盘'], '近20日涨幅高于沪深300'),

  range(
    'peTtm',
    '市盈率TTM',
    'valuation',
    '倍',
    2,
    ['市盈率', 'PE', 'PE-TTM', 'PETTM', '市盈率TTM', '动态市盈率'],
    '总市值/近四季归母净利润；亏损不计',
    pctPresets(['<10', 0, 10], ['10-20', 10, 20], ['20-40', 20, 40], ['>50', 50, undefined]),
  ),
  range(
    'pb',
    '市净率',
    'valuation',
    '倍',
    2,
    ['市净率', 'PB', '市净率MRQ'],
    '总市值/归母净资产',
    pctPresets(['<1', 0, 1], ['1-2', 1, 2], ['2-5', 2, 5], ['>5', 5, undefined]),
  ),
  range(
    'peStatic',
    '市盈率(静)',
    'valuation',
    '倍',
    2,
    ['静态市盈率', '市盈率(静)', '市盈率静', 'PE静', 'PE(静)', 'PE-LYR', 'PELYR'],
    '总市值/最新年报归母净利润；亏损不计',
    pctPresets(['<10', 0, 10], ['10-20', 10, 20], ['20-40', 20, 40], ['>50', 50, undefined]),
  ),
  range(
    'peDeducted',
    '市盈率(扣非)',
    'valuation',
    '倍',
    2,
    ['扣非市盈率', '市盈率(扣非)', '扣非PE', 'PE扣非'],
    '总市值/近四季扣非归母净利润；亏损不计',
    pctPresets(['<10', 0, 10], ['10-20', 10, 20], ['20-40', 20, 40], ['>50', 50, undefined]),
  ),
  range(
    'ps',
    '市销率TTM',
    'valuation',
    '倍',
    2,
    ['市销率', 'PS', 'PS-TTM', '市销率TTM'],
    '总市值/近四季营业总收入',
    pctPresets(['<1', 0, 1], ['1-3', 1, 3], ['3-10', 3, 10], ['>10', 10, undefined]),
  ),
  range(
    'peTtmPct',
    'PE 10年分位',
    'valuation',
    '%',
    1,
    ['市盈率分位', 'PE分位', '市盈率百分位', '估值分位', 'PE10年分位'],
    '当前PE在近10年（不足按上市以来）每日PE中的百分位',
    pctPresets(['≤10%', 0, 10], ['≤30%', 0, 30], ['≥70%', 70, undefined]),
  ),
  range(
    'dividendYield',
    '股息率',
    'valuation',
    '%',
    2,
    ['股息率', '股息', '分红率'],
    '近12个月每股派息/最新价',
    pctPresets(['>2%', 2, undefined], ['>3%', 3, undefined], ['>5%', 5, undefined]),
  ),
  range(
    'totalCap',
    '总市值',
    'valuation',
    '亿元',
    2,
    ['总市值', '市值'],
    '最新价×总股本',
    pctPresets(['<50亿', undefined, 50], ['50-200亿', 50, 200], ['200-1000亿', 200, 1000], ['>1000亿', 1000, undefined]),
  ),
  range(
    'floatCap',
    '流通市值',
    'valuation',
    '亿元',
    2,
    ['流通市值'],
    '最新价×流通股本',
    pctPresets(['<50亿', undefined, 50], ['50-200亿', 50, 200], ['>500亿', 500, undefined]),
  ),

  range(
    'eps',
    '每股收益TTM',
    'finance',
    '元',
    3,
    ['每股收益', 'EPS'],
    '近四季归母净利润/总股本',
    pctPresets(['>0', 0, undefined], ['>0.5元', 0.5, undefined], ['>1元', 1, undefined]),
  ),
  range(
    'bvps',
    '每股净资产',
    'finance',
    '元',
    2,
    ['每股净资产', 'BPS', 'BVPS'],
    '归母净资产/总股本',
    pctPresets(['>1元', 1, undefined], ['>5元', 5, undefined], ['>10元', 10, undefined]),
  ),
  range(
    'roe',
    'ROE',
    'finance',
    '%',
    2,
    ['ROE', '净资产收益率'],
    '每股收益TTM/每股净资产',
    pctPresets(['>10%', 10, undefined], ['>15%', 15, undefined], ['>20%', 20, undefined]),
  ),

  range(
    'roa',
    'ROA',
    'finance',
    '%',
    2,
    ['ROA', '总资产收益率', '总资产报酬率'],
    '最新报告期净利润/平均总资产（报告期累计，与财务指标页一致）',
    pctPresets(['>3%', 3, undefined], ['>5%', 5, undefined], ['>10%', 10, undefined]),
  ),
  range(
    'grossMargin',
    '毛利率',
    'finance',
    '%',
    2,
    ['毛利率', '销售毛利率'],
    '最新报告期(营业收入−营业成本)/营业收入；银行、保险不适用',
    pctPresets(['>20%', 20, undefined], ['>40%', 40, undefined], ['>60%', 60, undefined]),
  ),
  range(
    'netMargin',
    '净利率',
    'finance',
    '%',
    2,
    ['净利率', '销售净利率', '净利润率'],
    '最新报告期归母净利润/营业总收入',
    pctPresets(['>0', 0, undefined], ['>10%', 10, undefined], ['>20%', 20, undefined]),
  ),
  range(
    'debtRatio',
    '资产负债率',
    'finance',
    '%',
    2,
    ['资产负债率', '负债率'],
    '最新报告期末总负债/总资产',
    pctPresets(['<30%', undefined, 30], ['<50%', undefined, 50], ['<70%', undefined, 70], ['>70%', 70, undefined]),
  ),
  range(
    'currentRatio',
    '流动比率',
    'finance',
    '倍',
    2,
    ['流动比率'],
    '最新报告期末流动资产/流动负债；银行、保险不适用',
    pctPresets(['<1', undefined, 1], ['>1', 1, undefined], ['>2', 2, undefined]),
  ),
  range(
    'revenueYoy',
    '营收同比',
    'finance',
    '%',
    2,
    ['营收同比', '营收同比增长率', '营业收入同比', '营收增速', '营收增长率', '营业收入增长率', '营业总收入同比', '收入增速'],
    '最新报告期营业总收入（累计）同比增长',
    pctPresets(['>0', 0, undefined], ['>10%', 10, undefined], ['>20%', 20, undefined], ['>50%', 50, undefined]),
  ),
  range(
    'profitYoy',
    '净利润同比',
    'finance',
    '%',
    2,
    ['净利润同比', '净利润增速', '净利润增长率', '净利润同比增长率', '归母净利润同比', '归母净利润增长率', '净利增速', '利润增速'],
    '最新报告期归母净利润（累计）同比增长；上年同期亏损不计',
    pctPresets(['>0', 0, undefined], ['>10%', 10, undefined], ['>20%', 20, undefined], ['>50%', 50, undefined]),
  ),
  range(
    'revenueCagr3',
    '营收3年复合',
    'finance',
    '%',
    2,
    ['营收3年复合', '营收三年复合', '营收复合增长率', '收入3年复合', '营收3年复合增长率', '营收三年复合增长率'],
    '近四季营业总收入对三年前同口径的年复合增长率',
    pctPresets(['>0', 0, undefined], ['>10%', 10, undefined], ['>20%', 20, undefined]),
  ),
  range(
    'profitCagr3',
    '净利润3年复合',
    'finance',
    '%',
    2,
    ['净利润3年复合', '净利润三年复合', '利润复合增长率', '净利润复合增长率', '净利润3年复合增长率', '净利润三年复合增长率'],
    '近四季归母净利润对三年前同口径的年复合增长率；任一端亏损不计',
    pctPresets(['>0', 0, undefined], ['>10%', 10, undefined], ['>20%', 20, undefined]),
  ),
  range(
    'revenueTtm',
    '营业总收入TTM',
    'finance',
    '亿元',
    2,
    ['营业总收入', '营业收入', '营收', '收入', '营业额'],
    '近四季营业总收入',
    pctPresets(['>10亿', 10, undefined], ['>100亿', 100, undefined], ['>1000亿', 1000, undefined]),
  ),
  range(
    'profitTtm',
    '归母净利润TTM',
    'finance',
    '亿元',
    2,
    ['归母净利润', '净利润', '净利', '利润'],
    '近四季归母净利润',
    pctPresets(['>0', 0, undefined], ['>1亿', 1, undefined], ['>10亿', 10, undefined], ['>100亿', 100, undefined]),
  ),
  flag('forecastUp', '业绩预增', 'finance', ['业绩预增', '预增', '业绩预喜', '预喜'], '近180天最新一份业绩预告为预增、略增或扭亏'),

  range(
    'holderCount',
    '股东户数',
    'holder',
    '户',
    0,
    ['股东户数', '股东人数', '户数'],
    '最近一次公布的股东户数（截止日）',
    pctPresets(['<2万户', undefined, 20000], ['2-5万户', 20000, 50000], ['>10万户', 100000, undefined]),
  ),
  range(
    'holderCountChange',
    '股东户数变化',
    'holder',
    '%',
    2,
    ['股东户数变化', '股东户数增减', '户数变化', '股东户数变化率'],
    '最近一次股东户数较上一次的增减比例；筹码集中时为负',
    pctPresets(['减少', undefined, 0], ['减少>10%', undefined, -10], ['增加', 0, undefined]),
  ),
  range(
    'top10Float',
    '十大流通股东合计',
    'holder',
    '%',
    2,
    ['十大流通股东合计', '十大流通股东持股', '前十大流通股东', '十大流通股东'],
    '最新定期报告十大流通股东持股占流通股本比例之和',
    pctPresets(['<30%', undefined, 30], ['>50%', 50, undefined], ['>70%', 70, undefined]),
  ),
  range(
    'instRatio',
    '机构持股比例',
    'holder',
    '%',
    2,
    ['机构持股比例', '机构持股', '机构持仓比例'],
    '最近一个季度基金、QFII、社保、券商、保险、信托持股合计占流通股本比例（与机构持仓页一致）',
    pctPresets(['>1%', 1, undefined], ['>5%', 5, undefined], ['>10%', 10, undefined]),
  ),
  flag('instNew', '机构新进', 'holder', ['机构新进', '机构新进入', '新进机构'], '最新定期报告十大流通股东中有新进的机构（基金、QFII、社保、券商、保险、信托）'),

  flag('maBull', '均线多头排列', 'technical', ['均线多头排列', '多头排列', '均线多头'], 'MA5>MA10>MA20>MA60'),
  flag('maBear', '均线空头排列', 'technical', ['均线空头排列', '空头排列', '均线空头'], 'MA5<MA10<MA20<MA60'),
  flag('crossMa5', '上穿5日均线', 'technical', ['上穿5日均线', '突破5日均线', '站上5日线', '上穿MA5'], '昨收在MA5下方、今收在上方'),
  flag('crossMa10', '上穿10日均线', 'technical', ['上穿10日均线', '突破10日均线', '站上10日线', '上穿MA10'], '昨收在MA10下方、今收在上方'),
  flag('crossMa20', '上穿20日均线', 'technical', ['上穿20日均线', '突破20日均线', '站上20日线', '上穿MA20'], '昨收在MA20下方、今收在上方'),
  flag('crossMa60', '上穿60日均线', 'technical', ['上穿60日均线', '突破60日均线', '站上60日线', '上穿MA60'], '昨收在MA60下方、今收在上方'),
  flag('macdGolden', 'MACD金叉(日)', 'technical', ['MACD金叉', '日线MACD金叉'], 'DIF 上穿 DEA（12,26,9）'),
  flag('macdDead', 'MACD死叉(日)', 'technical', ['MACD死叉', '日线MACD死叉'], 'DIF 下穿 DEA（12,26,9）'),
  flag('macdGoldenW', 'MACD金叉(周)', 'technical', ['周线MACD金叉', '周MACD金叉'], '本周 DIF 上穿 DEA'),
  flag('macdDeadW', 'MACD死叉(周)', 'technical', ['周线MACD死叉', '周MACD死叉'], '本周 DIF 下穿 DEA'),
  flag('kdjGolden', 'KDJ金叉(日)', 'technical', ['KDJ金叉', '日线KDJ金叉'], 'K 上穿 D（9,3,3）'),
  flag('kdjDead', 'KDJ死叉(日)', 'technical', ['KDJ死叉', '日线KDJ死叉'], 'K 下穿 D（9,3,3）'),
  flag('kdjGoldenW', 'KDJ金叉(周)', 'technical', ['周线KDJ金叉', '周KDJ金叉'], '本周 K 上穿 D'),
  flag('kdjDeadW', 'KDJ死叉(周)', 'technical', ['周线KDJ死叉', '周KDJ死叉'], '本周 K 下穿 D'),
  flag('volumeBreakout', '放量突破', 'technical', ['放量突破', '放量突破平台', '突破平台'], '收盘创20日新高且成交量不低于5日均量2倍'),
  ...([5, 10, 20, 60] as const).map((n) =>
    flag(`breakMa${n}`, `跌破${n}日均线`, 'technical', [`跌破${n}日均线`, `跌破${n}日线`, `下穿${n}日均线`, `下穿MA${n}`], `昨收在MA${n}上方、今收在下方`),
  ),
  ...EVENT_FIELDS,
];

/** Report fields a condition may ask to hold in each of the last N years or quarters (`ROE连续3年大于15%`). */
export const STREAK_FIELDS: ReadonlySet<string> = new Set(['roe', 'grossMargin', 'netMargin', 'debtRatio', 'revenueYoy', 'profitYoy']);
/** Longest streak of reports a condition may ask for. */
export const MAX_STREAK = { years: 10, quarters: 12 } as const;

/** Fields by id. */
export const FIELD_BY_ID: ReadonlyMap<string, ScreenField> = new Map(SCREEN_FIELDS.map((f) => [f.id, f]));

/** The field of an id, or undefined. */
export function fieldOf(id: string): ScreenField | undefined {
  return FIELD_BY_ID.get(id);
}

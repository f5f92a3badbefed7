import { strict as assert } from 'node:assert';
import { test } from 'node:test';
import { parseQuery } from '../../../contracts/screener/nl-parse';
import { STRATEGIES } from '../../../contracts/screener/strategies';
import { treeProblem, treeText } from '../../../contracts/screener/tree';
import type { ParsedQuery } from '../../../contracts/screener/nl-parse';

const all = (...nodes: ParsedQuery['tree']['all']): ParsedQuery => ({ tree: { all: nodes } });

/** Query → expected parse (tree, sort, top-N). */
const TABLE: Array<[string, ParsedQuery]> = [
  ['市盈率小于20且ROE大于15%的银行股', all({ field: 'peTtm', max: 20 }, { field: 'roe', min: 15 }, { field: 'industry', values: ['银行'] })],
  ['近5日放量上涨的科创板股票', all({ field: 'volumeRatio', min: 1.5 }, { field: 'pct5', min: 0 }, { field: 'board', values: ['科创板'] })],
  ['股息率最高的20只沪深300成分股', { ...all({ field: 'index', values: ['沪深300'] }), sort: { field: 'dividendYield', order: 'desc' }, limit: 20 }],
  ['市值100亿到500亿之间', all({ field: 'totalCap', min: 100, max: 500 })],
  ['总市值大于1万亿', all({ field: 'totalCap', min: 10000 })],
  ['流通市值小于5000万', all({ field: 'floatCap', max: 0.5 })],
  ['PE20倍以下', all({ field: 'peTtm', max: 20 })],
  ['PE10-20倍', all({ field: 'peTtm', min: 10, max: 20 })],
  ['市净率低于1', all({ field: 'pb', max: 1 })],
  ['ＲＯＥ大于２０％', all({ field: 'roe', min: 20 })],
  ['净资产收益率不低于百分之十五', all({ field: 'roe', min: 15 })],
  ['股价低于10元', all({ field: 'price', max: 10 })],
  ['换手率在3%到5%之间', all({ field: 'turnover', min: 3, max: 5 })],
  ['量比大于2', all({ field: 'volumeRatio', min: 2 })],
  ['成交额超过5亿', all({ field: 'amount', min: 5 })],
  ['振幅小于3%', all({ field: 'amplitude', max: 3 })],
  ['今日涨幅大于5%', all({ field: 'pct', min: 5 })],
  ['近20日涨幅超过10%', all({ field: 'pct20', min: 10 })],
  ['近二十日涨幅超过10%', all({ field: 'pct20', min: 10 })],
  ['60日涨幅小于-20%', all({ field: 'pct60', max: -20 })],
  ['今年以来涨幅大于30%', all({ field: 'pctYtd', min: 30 })],
  ['今年以来下跌', all({ field: 'pctYtd', max: 0 })],
  ['近10日下跌', all({ field: 'pct10', max: 0 })],
  ['连涨3天以上', all({ field: 'upStreak', min: 3 })],
  ['连续5天下跌', all({ field: 'downStreak', min: 5 })],
  ['创60日新高', all({ field: 'newHigh60' })],
  ['创一年新高的白酒股', all({ field: 'newHigh250' }, { field: 'concept', values: ['白酒'] })],
  ['跑赢大盘的券商', all({ field: 'beatMarket' }, { field: 'industry', values: ['非银金融'] })],
  ['均线多头排列', all({ field: 'maBull' })],
  ['静态市盈率小于15', all({ field: 'peStatic', max: 15 })],
  ['扣非市盈率低于20倍', all({ field: 'peDeducted', max: 20 })],
  ['市销率小于2', all({ field: 'ps', max: 2 })],
  ['毛利率大于40%且资产负债率小于50%', all({ field: 'grossMargin', min: 40 }, { field: 'debtRatio', max: 50 })],
  ['营收同比大于20%且净利润同比大于30%', all({ field: 'revenueYoy', min: 20 }, { field: 'profitYoy', min: 30 })],
  ['净利润3年复合大于15%', all({ field: 'profitCagr3', min: 15 })],
  ['流动比率大于2', all({ field: 'currentRatio', min: 2 })],
  ['业绩预增的非ST股票', all({ field: 'forecastUp' }, { field: 'notSt' })],
  ['机构新进且机构持股比例大于5%', all({ field: 'instNew' }, { field: 'instRatio', min: 5 })],
  ['股东户数少于2万户', all({ field: 'holderCount', max: 20000 })],
  ['股东户数变化小于-10%', all({ field: 'holderCountChange', max: -10 })],
  ['十大流通股东合计大于50%', all({ field: 'top10Float', min: 50 })],
  ['MACD金叉或KDJ金叉', all({ any: [{ field: 'macdGolden' }, { field: 'kdjGolden' }] })],
  ['周线MACD金叉的半导体', all({ field: 'macdGoldenW' }, { field: 'concept', values: ['半导体'] })],
  ['上穿20日均线的芯片股', all({ field: 'crossMa20' }, { field: 'concept', values: ['半导体'] })],
  ['放量突破平台', all({ field: 'volumeBreakout' })],
  ['创业板或科创板', all({ field: 'board', values: ['创业板', '科创板'] })],
  ['创业板和科创板的人工智能概念股', all({ field: 'board', values: ['创业板', '科创板'] }, { field: 'concept', values: ['人工智能'] })],
  ['主板非ST股票', all({ field: 'board', values: ['沪主板', '深主板'] }, { field: 'notSt' })],
  ['剔除停牌和次新股的中证500成分股', all({ field: 'notSuspended' }, { field: 'listYears', max: 1 }, { field: 'index', values: ['中证500'] })],
  ['排除次新的上证50', all({ field: 'notNew' }, { field: 'index', values: ['上证50'] })],
  ['上市超过10年的医药股', all({ field: 'listYears', min: 10 }, { field: 'industry', values: ['医药生物'] })],
  ['低估值高股息', all({ field: 'peTtm', min: 0, max: 20 }, { field: 'pb', min: 0, max: 2 }, { field: 'dividendYield', min: 3 })],
  ['破净银行股', all({ field: 'pb', min: 0, max: 1 }, { field: 'industry', values: ['银行'] })],
  ['小盘股且量比大于1.2', all({ field: 'totalCap', max: 100 }, { field: 'volumeRatio', min: 1.2 })],
  ['市值大于100亿小于500亿的非ST股票', all({ field: 'totalCap', min: 100, max: 500 }, { field: 'notSt' })],
  ['市值最大的10只银行股', { ...all({ field: 'industry', values: ['银行'] }), sort: { field: 'totalCap', order: 'desc' }, limit: 10 }],
  ['市盈率最低的前5只白酒股', { ...all({ field: 'concept', values: ['白酒'] }), sort: { field: 'peTtm', order: 'asc' }, limit: 5 }],
  ['PE分位小于30%且盈利', all({ field: 'peTtmPct', max: 30 }, { field: 'eps', min: 0 })],
  ['每股收益大于1元的食品饮料', all({ field: 'eps', min: 1 }, { field: 'industry', values: ['食品饮料'] })],
  ['创业板指成分股', all({ field: 'index', values: ['创业板指'] })],
  ['北交所低价股', all({ field: 'board', values: ['北交所'] }, { field: 'price', max: 5 })],
  [
    '市盈率小于10或市净率小于1',
    all({
      any: [
        { field: 'peTtm', max: 10 },
        { field: 'pb', max: 1 },
      ],
    }),
  ],
  ['KDJ死叉', all({ field: 'kdjDead' })],
  ['帮我找出ROE高于15%、市盈率低于25倍的电子行业股票', all({ field: 'roe', min: 15 }, { field: 'peTtm', max: 25 }, { field: 'industry', values: ['电子'] })],
];

test('the parser turns each query of the table into its expected tree', () => {
  assert.ok(TABLE.length >= 40, `table has ${TABLE.length} queries`);
  for (const [q, expected] of TABLE) {
    const r = parseQuery(q);
    assert.deepEqual(r.query, expected, q);
    assert.equal(r.ok, true, `${q}: ${r.message}`);
    assert.equal(r.message, null, q);
    assert.equal(treeProblem(r.query.tree), null, `${q} gives a valid tree`);
  }
});

test('nonsense is refused with a message naming it', () => {
  for (const q of ['今天天气怎么样', 'asdfgh', '帮我写一首诗', '']) {
    const r = parseQuery(q);
    assert.equal(r.ok, false, q);
    assert.deepEqual(r.query.tree.all, [], q);
    assert.match(r.message ?? '', /没能理解/, q);
  }
});

test('a partly understood query keeps what it understood and names the rest', () => {
  const r = parseQuery('市盈率小于20且董事长是女性的银行股');
  assert.equal(r.ok, false);
  assert.deepEqual(r.query.tree.all, [
    { field: 'peTtm', max: 20 },
    { field: 'industry', values: ['银行'] },
  ]);
  assert.deepEqual(r.unknown, ['董事长是女性']);
  assert.match(r.message ?? '', /「董事长是女性」/);
});

test('a unit that does not fit the field is not guessed at', () => {
  const r = parseQuery('市盈率小于20%');
  assert.equal(r.ok, false);
  assert.deepEqual(r.query.tree.all, []);
  assert.deepEqual(r.unknown, ['市盈率小于20%']);
});

test('an unsupported period is named rather than silently changed', () => {
  const r = parseQuery('近7日上涨');
  assert.equal(r.ok, false);
  assert.ok(r.unknown.some((u) => u.includes('7')));
});

test('every gallery strategy parses fully into a valid tree with a 选股条件 line', () => {
  for (const s of STRATEGIES) {
    const r = parseQuery(s.query);
    assert.equal(r.ok, true, `${s.name}: ${r.message}`);
    assert.equal(treeProblem(r.query.tree), null, s.name);
    assert.match(treeText(r.query.tree), /^选股条件：/);
  }
});

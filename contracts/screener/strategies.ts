/**
 * 智能选股's gallery of ready strategies: each is a query sentence the parser understands, so a
 * card shows the same chips a typed query would, and opens in the builder as that tree.
 */

/** A ready strategy. */
export interface Strategy {
  id: string;
  name: string;
  /** One line on the idea. */
  idea: string;
  /** The query text (parsed by nl-parse into the tree). */
  query: string;
}

export const STRATEGIES: readonly Strategy[] = [
  { id: 'value-dividend', name: '低估值高股息', idea: '便宜且分红多的稳健标的', query: '市盈率小于15且市净率小于1.5且股息率大于3%的非ST股票' },
  { id: 'ma-bull', name: '均线多头排列', idea: '短中长期均线依次向上，趋势向好', query: '均线多头排列且成交额大于1亿的非ST股票' },
  { id: 'breakout', name: '放量突破平台', idea: '放量创20日新高，脱离盘整区间', query: '放量突破平台且换手率大于3%的非ST股票' },
  { id: 'quality', name: '高ROE合理估值', idea: '赚钱能力强且估值不贵', query: 'ROE大于15%且市盈率小于30且盈利的非ST股票' },
  { id: 'bluechip', name: '低估蓝筹', idea: '沪深300里的便宜大公司', query: '沪深300成分股且市盈率小于12且市净率小于1.5' },
  { id: 'macd-volume', name: 'MACD金叉放量', idea: '日线MACD金叉同时成交放大', query: 'MACD金叉且量比大于1.5的非ST股票' },
  { id: 'oversold', name: '超跌反弹', idea: '60日跌幅较大后KDJ金叉', query: '近60日涨幅小于-20%且KDJ金叉的非ST股票' },
  { id: 'strong', name: '强势股', idea: '跑赢大盘、连涨且成交活跃', query: '跑赢大盘且连涨3天以上且成交额大于5亿' },
  {
    id: 'small-growth',
    name: '小盘活跃',
    idea: '流通市值50–200亿、换手5–10%的尾盘选股',
    query: '流通市值50亿到200亿之间且换手率5%到10%之间且量比大于1.2的非ST股票',
  },
  { id: 'forecast-up', name: '业绩预增', idea: '最新业绩预告为预增、略增或扭亏，且交投活跃', query: '业绩预增且成交额大于1亿的非ST股票' },
  { id: 'inst-new', name: '机构新进', idea: '十大流通股东出现新进机构，机构持股超过5%', query: '机构新进且机构持股比例大于5%的非ST股票' },
  { id: 'growth', name: '高成长合理估值', idea: '营收、利润双高增长且市盈率不高', query: '营收同比大于20%且净利润同比大于30%且市盈率小于40的非ST股票' },
  { id: 'chips', name: '筹码集中', idea: '股东户数减少、十大流通股东持股集中', query: '股东户数变化小于-10%且十大流通股东合计大于50%的非ST股票' },
  { id: 'low-pe-pct', name: '估值历史低位', idea: 'PE处于自身10年分位30%以下', query: 'PE10年分位小于30%且盈利的非ST股票' },
];

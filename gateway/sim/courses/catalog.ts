/**
 * The course catalogue: series of 图文 lessons. The words are hand-written; every chart in a
 * lesson is drawn from the market model at the moment it is read (lesson-charts.ts), so a lesson
 * about moving averages shows 上证指数's real (simulated) path and the numbers agree with the
 * quote pages. Quiz answers stay here and are checked by the progress call.
 */
import type { CourseLevel } from '../../../contracts/endpoints/courses';

/** A chart request of a lesson (drawn by lesson-charts.ts). */
export interface ChartSpec {
  kind: 'close-ma' | 'volume' | 'candles-range';
  id: string;
  title: string;
  days: number;
  caption: string;
}

/** A quiz with its answer. */
export interface QuizSpec {
  id: string;
  question: string;
  options: string[];
  answer: number;
  explain: string;
}

/** A block as written. */
export type BlockSpec =
  | { type: 'text'; text: string }
  | { type: 'heading'; text: string }
  | { type: 'chart'; chart: ChartSpec }
  | { type: 'quiz'; quiz: QuizSpec };

/** A lesson as written. */
export interface LessonSpec {
  id: string;
  title: string;
  minutes: number;
  blocks: BlockSpec[];
}

/** A course as written. */
export interface CourseSpec {
  id: string;
  series: string;
  title: string;
  summary: string;
  level: CourseLevel;
  vip: boolean;
  cover: [string, string];
  lessons: LessonSpec[];
}

const SH = '000001.SH';
const CYB = '399006.SZ';

const text = (t: string): BlockSpec => ({ type: 'text', text: t });
const heading = (t: string): BlockSpec => ({ type: 'heading', text: t });
const chart = (c: ChartSpec): BlockSpec => ({ type: 'chart', chart: c });
const quiz = (q: QuizSpec): BlockSpec => ({ type: 'quiz', quiz: q });

/** Every course, in display order. */
export const COURSES: readonly CourseSpec[] = [
  {
    id: 'kline-basics',
    series: '新手入门',
    title: '读懂K线：从一根蜡烛开始',
    summary: '开盘、收盘、最高、最低四个价格如何画成一根K线，阳线阴线与影线说明了什么。',
    level: '初级',
    vip: false,
    cover: ['#ff7a45', '#f5222d'],
    lessons: [
      {
        id: 'k1',
        title: '一根K线的四个价格',
        minutes: 6,
        blocks: [
          heading('开、收、高、低'),
          text(
            '每个交易日结束后，这一天的价格可以浓缩成四个数字：开盘价、收盘价、最高价和最低价。K线把这四个数字画成一根“蜡烛”：实体连接开盘价与收盘价，上下的细线（影线）分别延伸到最高价和最低价。',
          ),
          text('收盘价高于开盘价的K线叫阳线，A股习惯用红色；收盘价低于开盘价的叫阴线，用绿色。这与欧美市场的配色正好相反。'),
          chart({
            kind: 'candles-range',
            id: SH,
            title: '上证指数近20个交易日',
            days: 20,
            caption: '每一根柱都是一天：实体是开盘到收盘，影线是当天到过的最高与最低。',
          }),
          quiz({
            id: 'q1',
            question: '一根K线的实体连接的是哪两个价格？',
            options: ['最高价与最低价', '开盘价与收盘价', '昨收价与今收价', '均价与收盘价'],
            answer: 1,
            explain: '实体连接开盘价与收盘价，影线才延伸到最高价和最低价。',
          }),
        ],
      },
      {
        id: 'k2',
        title: '影线：多空争夺的痕迹',
        minutes: 7,
        blocks: [
          heading('长上影与长下影'),
          text('上影线长，说明盘中价格一度冲高、却没能守住，卖方在高位占了上风；下影线长，说明价格一度下探、随后被买盘拉回。影线越长，当天的争夺越激烈。'),
          text('单独一根K线的信号并不可靠，要结合它出现的位置（高位还是低位）和成交量一起看。'),
          chart({ kind: 'candles-range', id: CYB, title: '创业板指近30个交易日', days: 30, caption: '找一找影线特别长的那几天，再看看第二天的走势。' }),
          quiz({
            id: 'q1',
            question: '一根长上影线通常说明什么？',
            options: ['全天一路上涨、收在最高', '盘中冲高后回落，高位卖压较重', '成交量一定放大', '第二天必然下跌'],
            answer: 1,
            explain: '长上影线表示价格冲高后被打回，高位有卖压；但它不能单独预测第二天的涨跌。',
          }),
        ],
      },
      {
        id: 'k3',
        title: '成交量：价格背后的力量',
        minutes: 6,
        blocks: [
          heading('量在价先'),
          text('成交量是一段时间内成交的股数（或手数）。同样是上涨，放量上涨说明参与的资金多、共识强；缩量上涨则可能只是卖盘稀少。'),
          chart({
            kind: 'volume',
            id: SH,
            title: '上证指数收盘价与成交量（近40日）',
            days: 40,
            caption: '对照上方的收盘价与下方的成交量柱，看看大涨大跌的日子成交量是否也放大了。',
          }),
          quiz({
            id: 'q1',
            question: '“放量上涨”指的是？',
            options: ['价格上涨、成交量明显增加', '价格上涨、成交量减少', '价格下跌、成交量增加', '涨停但没有成交'],
            answer: 0,
            explain: '放量上涨是价格上涨的同时成交量明显放大。',
          }),
        ],
      },
    ],
  },
  {
    id: 'moving-average',
    series: '新手入门',
    title: '均线与趋势',
    summary: '5日、20日、60日均线怎么算，金叉死叉为什么常被提起，又为什么会失灵。',
    level: '初级',
    vip: false,
    cover: ['#36cfc9', '#1677ff'],
    lessons: [
      {
        id: 'm1',
        title: '均线是怎么算出来的',
        minutes: 5,
        blocks: [
          heading('把噪音抹平'),
          text(
            'N日均线就是最近N个交易日收盘价的算术平均。每过一天，最早的一天移出、最新的一天加入，这条线就“移动”起来。均线越长越平滑，但对变化的反应也越慢。',
          ),
          chart({
            kind: 'close-ma',
            id: SH,
            title: '上证指数收盘价与5日、20日均线',
            days: 60,
            caption: '5日线紧贴价格，20日线更平缓：短均线反应快，长均线看方向。',
          }),
          quiz({
            id: 'q1',
            question: '20日均线今天的数值等于？',
            options: ['今天收盘价的20%', '最近20个交易日收盘价的平均', '20天前的收盘价', '最近20天最高价的平均'],
            answer: 1,
            explain: 'N日均线是最近N个交易日收盘价的算术平均。',
          }),
        ],
      },
      {
        id: 'm2',
        title: '金叉、死叉与假信号',
        minutes: 7,
        blocks: [
          heading('交叉的含义'),
          text('短期均线自下而上穿过长期均线叫“金叉”，反之叫“死叉”。它们说明近期的平均成本相对更长周期抬高或降低了。'),
          text('在横盘震荡的市场里，短长均线会反复缠绕，产生许多假信号；均线更适合在有明确趋势时确认方向，而不是预测拐点。'),
          chart({ kind: 'close-ma', id: CYB, title: '创业板指收盘价与5日、20日均线', days: 80, caption: '找出两条线交叉的位置，看看交叉之后的走势是否延续。' }),
          quiz({
            id: 'q1',
            question: '均线在什么行情里最容易出现假信号？',
            options: ['单边上涨', '单边下跌', '横盘震荡', '任何行情都一样'],
            answer: 2,
            explain: '震荡市中短长均线反复交叉，金叉死叉频繁出现却没有后续趋势。',
          }),
        ],
      },
    ],
  },
  {
    id: 'valuation',
    series: '进阶研究',
    title: '估值入门：PE、PB 与历史分位',
    summary: '市盈率、市净率的含义与局限，为什么要看估值在自身历史中的分位。',
    level: '中级',
    vip: true,
    cover: ['#9254de', '#531dab'],
    lessons: [
      {
        id: 'v1',
        title: '市盈率说的是什么',
        minutes: 8,
        blocks: [
          heading('价格与盈利之比'),
          text(
            '市盈率（PE）= 总市值 ÷ 净利润。PE为20，意味着按当前盈利，需要20年的利润才能“赚回”市值。TTM表示用最近四个季度的利润计算，比用上一年年报更及时。',
          ),
          text('PE只能在盈利为正且稳定的公司之间比较；亏损公司的PE没有意义，周期行业在盈利高点时PE反而最低。'),
          chart({ kind: 'close-ma', id: SH, title: '上证指数近120日收盘价', days: 120, caption: '指数涨跌时，成分股的盈利变化要慢得多，估值随价格同向起落。' }),
          quiz({
            id: 'q1',
            question: '对一家亏损公司，市盈率应当怎样看？',
            options: ['越低越好', '为负说明被严重低估', '没有参考意义，需换用其他指标', '等于市净率'],
            answer: 2,
            explain: '亏损时PE为负或无意义，应改看市净率、市销率或盈利拐点。',
          }),
        ],
      },
      {
        id: 'v2',
        title: '历史分位：和自己比',
        minutes: 8,
        blocks: [
          heading('分位数'),
          text('把一只股票过去若干年每天的PE从低到高排序，当前PE排在第几成，就是它的历史分位。分位20%表示过去只有两成的日子比现在更便宜。'),
          text('不同行业的“正常”PE差异很大，用自身历史分位比较可以避开行业差异，但要警惕公司基本面已经发生变化的情况。'),
          quiz({
            id: 'q1',
            question: 'PE历史分位为90%意味着？',
            options: ['过去九成的时间估值比现在低', '股价上涨了90%', '盈利增长了90%', '未来必然下跌'],
            answer: 0,
            explain: '分位90%表示当前估值高于过去90%的时间，处于历史较高水平。',
          }),
        ],
      },
    ],
  },
  {
    id: 'volume-sentiment',
    series: '进阶研究',
    title: '量价关系与市场情绪',
    summary: '涨跌家数、涨停家数与成交额如何刻画情绪，什么时候该警惕过热。',
    level: '高级',
    vip: true,
    cover: ['#ffc53d', '#d48806'],
    lessons: [
      {
        id: 's1',
        title: '市场宽度：不只看指数',
        minutes: 7,
        blocks: [
          heading('涨跌家数'),
          text('指数由权重股主导，可能“指数涨、多数股票跌”。统计全市场上涨与下跌的家数（市场宽度），能看出赚钱效应是否普遍。'),
          chart({
            kind: 'volume',
            id: SH,
            title: '上证指数收盘价与成交量（近60日）',
            days: 60,
            caption: '成交额持续放大、上涨家数占优，往往是情绪升温的信号。',
          }),
          quiz({
            id: 'q1',
            question: '指数上涨但下跌家数远多于上涨家数，说明？',
            options: ['普涨行情', '少数权重股拉动指数，赚钱效应不普遍', '成交量一定萎缩', '明天必然下跌'],
            answer: 1,
            explain: '这是典型的“指数失真”：权重股上涨掩盖了多数个股的下跌。',
          }),
        ],
      },
      {
        id: 's2',
        title: '情绪过热的信号',
        minutes: 6,
        blocks: [
          heading('极端值'),
          text('连续放出天量、涨停家数激增、连板高度不断刷新，都是情绪亢奋的表现；反过来，成交萎缩到地量、跌停家数居高不下，则是恐慌的表现。'),
          text('情绪指标描述的是当下，不保证拐点马上出现。把它当作控制仓位的参考，而不是买卖的按钮。'),
          quiz({
            id: 'q1',
            question: '以下哪项更像情绪过热的信号？',
            options: ['成交额创近一年新低', '跌停家数远多于涨停', '连板高度与涨停家数持续刷新', '指数长期横盘'],
            answer: 2,
            explain: '涨停与连板高度不断刷新说明追涨情绪浓厚，是过热的常见迹象。',
          }),
        ],
      },
    ],
  },
];

/** A course by id. */
export function courseById(id: string): CourseSpec | undefined {
  return COURSES.find((c) => c.id === id);
}

/** True when a lesson may be read without membership: every lesson of a free course, the first of a VIP one. */
export function isFreeLesson(course: CourseSpec, lessonIndex: number): boolean {
  return !course.vip || lessonIndex === 0;
}

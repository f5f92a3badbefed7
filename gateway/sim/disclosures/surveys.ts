/**
 * 机构调研: institutions visit a company mostly in the weeks after its periodic reports (the
 * clusters of reality), larger companies more often and with more visitors. Each survey has a
 * 接待日期, a 公告日期 0–2 trading days later (the 投资者关系活动记录表), a 接待方式, the visiting
 * institutions with their types, the company's staff and a Q&A whose figures are the company
 * model's latest report known on the 接待日期.
 *
 * The schedule is a pure function of (seed key, period) and the 公告日 of the reports, so the
 * market-wide date list needs no company model; the Q&A reads the model for the records shown.
 */
import type { SurveyOrg, SurveyRecord } from '../../../contracts/endpoints/notices';
import { type SURVEY_METHODS, SURVEY_ORG_TYPES } from '../../../contracts/endpoints/notices';
import { dayOfTradingIndex, mainlandIndexPlus } from '../calendar/days';
import { formatDay } from '../../../contracts/calendar/index';
import { hash3, hashString, uniform } from '../shared/rng';
import { periodAtOrBefore, quarterOfPeriod, reportLabel, yearOfPeriod } from '../companies/index';
import type { DisclosureContext } from './events-context';

const TAG = hashString('disclosure-survey');
/** Surveys are generated from this period on. */
export const SURVEY_FIRST_PERIOD = 2018 * 4;

/** A survey without its Q&A (cheap). */
export interface SurveyPlan {
  slot: number;
  /** Sequence within the company (stable). */
  n: number;
  g: number;
  reception: number;
  notice: number;
  method: (typeof SURVEY_METHODS)[number];
  orgCount: number;
  h: number;
}

const SURNAMES =
  '王李张刘陈杨黄赵吴周徐孙马朱胡郭何林罗高梁郑谢宋唐许韩冯邓曹彭曾萧田董潘袁蔡蒋余杜叶程魏苏吕丁任沈姚卢姜崔钟谭陆汪范金石廖贾夏韦付方白邹孟熊秦邱江尹薛闫段雷侯龙史陶黎贺顾毛郝龚邵万钱严覃武戴莫孔向汤';
const GIVEN = '伟芳娜敏静丽强磊军洋勇艳杰涛明超秀霞平刚桂英华建国志红玉兰德文俊海峰晨宇浩然子轩欣怡博睿思远嘉琪雨婷一鸣天佑立新晓东';

/** A Chinese person's name from a hash. */
export function personName(h: number): string {
  const s = SURNAMES[h % SURNAMES.length]!;
  const a = GIVEN[(h >>> 8) % GIVEN.length]!;
  const b = GIVEN[(h >>> 16) % GIVEN.length]!;
  return (h >>> 24) % 3 === 0 ? s + a : s + a + b;
}

const ORGS: Readonly<Record<(typeof SURVEY_ORG_TYPES)[number], readonly string[]>> = {
  基金公司: [
    '易方达基金管理有限公司',
    '华夏基金管理有限公司',
    '南方基金管理股份有限公司',
    '嘉实基金管理有限公司',
    '广发基金管理有限公司',
    '富国基金管理有限公司',
    '汇添富基金管理股份有限公司',
    '招商基金管理有限公司',
    '博时基金管理有限公司',
    '工银瑞信基金管理有限公司',
    '景顺长城基金管理有限公司',
    '兴证全球基金管理有限公司',
    '中欧基金管理有限公司',
    '鹏华基金管理有限公司',
    '银华基金管理股份有限公司',
    '交银施罗德基金管理有限公司',
    '国泰基金管理有限公司',
    '大成基金管理有限公司',
  ],
  证券公司: [
    '中信证券股份有限公司',
    '中国国际金融股份有限公司',
    '华泰证券股份有限公司',
    '国泰君安证券股份有限公司',
    '招商证券股份有限公司',
    '广发证券股份有限公司',
    '海通证券股份有限公司',
    '申万宏源证券有限公司',
    '中信建投证券股份有限公司',
    '天风证券股份有限公司',
    '东吴证券股份有限公司',
    '国盛证券有限责任公司',
    '长江证券股份有限公司',
    '兴业证券股份有限公司',
  ],
  保险公司: [
    '中国人寿资产管理有限公司',
    '平安资产管理有限责任公司',
    '泰康资产管理有限责任公司',
    '太平洋资产管理有限责任公司',
    '新华资产管理股份有限公司',
    '阳光资产管理股份有限公司',
  ],
  阳光私募: [
    '上海高毅资产管理合伙企业（有限合伙）',
    '上海重阳投资管理股份有限公司',
    '淡水泉（北京）投资管理有限公司',
    '上海景林资产管理有限公司',
    '深圳市东方港湾投资管理股份有限公司',
    '上海宁泉资产管理有限公司',
    '北京源乐晟资产管理有限公司',
    '上海睿郡资产管理有限公司',
  ],
  海外机构: ['摩根士丹利投资管理', '富达国际', '贝莱德', '施罗德投资', '瑞银资产管理', '摩根大通资产管理', '高盛资产管理'],
  其它: ['中国银河投资管理有限公司', '中信证券资产管理有限公司', '国寿安保基金管理有限公司', '个人投资者'],
};
const ORG_TYPE_WEIGHTS = [0.36, 0.3, 0.08, 0.16, 0.06, 0.04];

const METHOD_PLACE: Readonly<Record<(typeof SURVEY_METHODS)[number], string>> = {
  特定对象调研: '公司会议室',
  电话会议: '电话会议',
  业绩说明会: '上证路演中心网络平台',
  现场参观: '公司生产基地及展厅',
  策略会: '券商策略会会场（上海）',
  路演: '券商路演会场（深圳）',
};

const u = (h: number, i: number) => uniform(hash3(h, TAG, i));

/** Survey chance per report season from the company's size rank (and the exchange: 深市 discloses more). */
function chance(rank: number, sz: boolean): number {
  const base = rank < 100 ? 0.85 : rank < 400 ? 0.55 : rank < 900 ? 0.3 : 0.12;
  return Math.min(0.95, base * (sz ? 1.3 : 1));
}

/** Adds mainland trading days to a day number (n ≥ 0), landing on a mainland trading day. */
function tradingAfter(ctx: DisclosureContext, day: number, n: number): number {
  return mainlandIndexPlus(ctx.indexOf(day), n);
}

/** Every survey of an A-share company published (公告日期) by the day on show, oldest first. */
export function surveyPlans(ctx: DisclosureContext, slot: number): SurveyPlan[] {
  const today = ctx.today();
  const profile = ctx.companies.source.profiles[slot]!;
  if (profile.sec.kind !== 'capital' || profile.listIdx > today) return [];
  const key = ctx.key(slot);
  const rank = ctx.sizeRank(slot);
  const p = chance(rank, profile.sec.suffix === 'SZ');
  const out: SurveyPlan[] = [];
  const lastG = periodAtOrBefore(dayOfTradingIndex(today));
  for (let g = Math.max(SURVEY_FIRST_PERIOD, ctx.firstListedPeriod(slot) + 1); g <= lastG; g++) {
    const h = hash3(key, TAG, g);
    if (u(h, 0) > p) continue;
    const notice = ctx.noticeDay(slot, g);
    const n = 1 + (rank < 300 && u(h, 1) < 0.35 ? 1 : 0) + (rank < 60 && u(h, 2) < 0.4 ? 1 : 0);
    for (let i = 0; i < n; i++) {
      const hi = hash3(h, TAG, 10 + i);
      const reception = tradingAfter(ctx, notice, 1 + Math.floor(u(hi, 0) * 14) + i * 3);
      const noticeIdx = mainlandIndexPlus(reception, Math.floor(u(hi, 1) * 3));
      if (noticeIdx > today) continue;
      const q = quarterOfPeriod(g);
      let mi = Math.floor(u(hi, 2) * 100);
      let method: (typeof SURVEY_METHODS)[number];
      if (i === 0 && (q === 3 || q === 1) && mi < 25) method = '业绩说明会';
      else {
        mi = Math.floor(u(hi, 3) * 100);
        method = mi < 55 ? '特定对象调研' : mi < 77 ? '电话会议' : mi < 88 ? '现场参观' : mi < 95 ? '策略会' : '路演';
      }
      const scale = rank < 100 ? 40 : rank < 400 ? 18 : rank < 900 ? 8 : 4;
      const orgCount = Math.max(
        1,
        Math.round(scale * (0.2 + 1.6 * u(hi, 4) ** 1.5)) + (method === '电话会议' || method === '业绩说明会' ? Math.round(scale * 0.8) : 0),
      );
      out.push({ slot, n: 0, g, reception, notice: noticeIdx, method, orgCount, h: hi });
    }
  }
  out.sort((a, b) => a.notice - b.notice || a.reception - b.reception || a.h - b.h);
  out.forEach((s, i) => {
    s.n = i;
  });
  return out;
}

/** The visiting institutions of a survey (orgCount of them, by type). */
export function surveyOrgs(plan: SurveyPlan): SurveyOrg[] {
  const out: SurveyOrg[] = [];
  const used = new Set<string>();
  for (let i = 0; out.length < plan.orgCount && i < plan.orgCount * 4; i++) {
    const h = hash3(plan.h, TAG, 1000 + i);
    let x = u(h, 0);
    let t = 0;
    while (t < ORG_TYPE_WEIGHTS.length - 1 && x >= ORG_TYPE_WEIGHTS[t]!) x -= ORG_TYPE_WEIGHTS[t++]!;
    const type = SURVEY_ORG_TYPES[t]!;
    const names = ORGS[type];
    let name = names[Math.floor(u(h, 1) * names.length)]!;
    if (used.has(name)) {
      if (type === '其它' || type === '阳光私募')
        name = `${personName(h).slice(0, 1)}${['泽', '瑞', '元', '和', '盛'][h % 5]}${['资本', '投资', '资产'][(h >>> 4) % 3]}管理有限公司`;
      if (used.has(name)) continue;
    }
    used.add(name);
    const people = [personName(hash3(h, TAG, 7))];
    if (u(h, 2) < 0.3) people.push(personName(hash3(h, TAG, 8)));
    out.push({ name, type, people });
  }
  return out;
}

/** The company's receiving staff. */
export function surveyStaff(ctx: DisclosureContext, plan: SurveyPlan): string[] {
  const key = ctx.key(plan.slot);
  const staff = [`董事会秘书 ${personName(hash3(key, TAG, 1))}`, `证券事务代表 ${personName(hash3(key, TAG, 2))}`];
  if (plan.method === '业绩说明会' || u(plan.h, 9) < 0.4) staff.unshift(`财务总监 ${personName(hash3(key, TAG, 3))}`);
  if (plan.method === '业绩说明会') staff.unshift(`董事长 ${personName(hash3(key, TAG, 4))}`);
  return staff;
}

const pctText = (x: number) => `${x >= 0 ? '增长' : '下降'}${Math.abs(x * 100).toFixed(2)}%`;
const yi = (fen: number) => `${(fen / 1e10).toFixed(2)}亿元`;

/** The Q&A of a survey, from the latest report known on its 接待日期. */
export function surveyQa(ctx: DisclosureContext, plan: SurveyPlan): Array<{ q: string; a: string }> {
  const cs = ctx.companies;
  const co = cs.company(plan.slot);
  const known = cs.reportsKnownAt(plan.slot, plan.reception);
  const industry = co.params.industry || '所在行业';
  const qa: Array<{ q: string; a: string }> = [];
  const last = known[known.length - 1];
  if (last) {
    const g = last.g;
    const ytd = (k: number, pick: (c: (typeof known)[number]) => number) => cs.ytd(plan.slot, k, pick);
    const rev = ytd(g, (c) => c.revenue);
    const net = ytd(g, (c) => c.parentNet);
    const label = `${yearOfPeriod(g)}年${reportLabel(g)}`;
    let growth = '';
    if (g - 4 >= co.first) {
      const rev0 = ytd(g - 4, (c) => c.revenue);
      const net0 = ytd(g - 4, (c) => c.parentNet);
      growth = `，营业收入同比${rev0 > 0 ? pctText((rev - rev0) / rev0) : '变动较大'}，归母净利润同比${net0 > 0 ? pctText((net - net0) / net0) : '扭亏或变动较大'}`;
    }
    qa.push({
      q: `请介绍公司${label}的经营情况。`,
      a: `公司${label}实现营业收入${yi(rev)}，归属于上市公司股东的净利润${yi(net)}${growth}。${net >= 0 ? '公司主营业务保持稳健，经营性现金流良好。' : '报告期内公司仍处于亏损状态，公司正通过控制费用、优化产品结构改善经营。'}`,
    });
    if (co.params.format === 'general' && rev > 0) {
      const cogs = ytd(g, (c) => c.cogs);
      qa.push({
        q: '公司毛利率变化的主要原因是什么？',
        a: `报告期内公司综合毛利率为${(((rev - cogs) / rev) * 100).toFixed(2)}%，主要受产品结构、原材料价格及规模效应影响。公司将持续推进降本增效。`,
      });
    }
  }
  const h = plan.h;
  const questions = [
    {
      q: `如何看待${industry}行业的竞争格局？`,
      a: `${industry}行业集中度持续提升，头部企业在技术、渠道和品牌上具备优势。公司将坚持差异化竞争，巩固细分领域的领先地位。`,
    },
    {
      q: '公司未来的分红政策如何考虑？',
      a: '公司重视对投资者的合理回报，将在兼顾发展需要的前提下保持分红政策的连续性和稳定性，具体以董事会和股东大会审议通过的方案为准。',
    },
    { q: '公司研发投入的重点方向有哪些？', a: '公司研发投入主要围绕核心产品迭代、新工艺开发和数字化能力建设，相关进展将按规定及时披露。' },
    { q: '海外业务的进展如何？', a: '公司海外业务稳步推进，正在加强海外渠道与本地化服务能力建设，海外收入占比有望逐步提升。' },
    { q: '公司产能规划及资本开支安排？', a: '公司将根据市场需求审慎安排产能建设，资本开支以自有资金为主，保持稳健的财务结构。' },
  ];
  const first = Math.floor(u(h, 20) * questions.length);
  qa.push(questions[first]!, questions[(first + 2) % questions.length]!);
  return qa;
}

/** The wire record of a survey. */
export function surveyRecord(ctx: DisclosureContext, plan: SurveyPlan, noticeId: string): SurveyRecord {
  const p = ctx.companies.source.profiles[plan.slot]!;
  const orgs = surveyOrgs(plan);
  const price = ctx.price(plan.slot);
  const prev = ctx.close(plan.slot, ctx.today() - 1);
  return {
    id: `${p.sec.id}-S${plan.n}`,
    code: p.sec.id,
    name: p.sec.name,
    price,
    changePct: price !== null && prev !== null && prev > 0 ? Math.round((price / prev - 1) * 10000) / 100 : null,
    receptionDate: formatDay(dayOfTradingIndex(plan.reception)),
    noticeDate: formatDay(dayOfTradingIndex(plan.notice)),
    method: plan.method,
    place: METHOD_PLACE[plan.method],
    staff: surveyStaff(ctx, plan),
    orgCount: orgs.length,
    orgs,
    qa: surveyQa(ctx, plan),
    noticeId,
  };
}

/**
 * The companies in IPO review (IPO审核): filings drawn per trading day from the seed, each moving
 * through the review stages on mainland trading days, on the boards of `boards.ts`.
 */
import type { ReviewRow, ReviewStatus } from '../../../contracts/endpoints/ipo';
import { isMainlandClosed, mainlandIndexPlus } from '../calendar/days';
import { hash4, uniform } from '../shared/rng';
import { BOARD_RULES, companyName, pick } from './boards';

const REGIONS = ['广东', '江苏', '浙江', '上海', '北京', '山东', '安徽', '湖北', '四川', '福建', '湖南', '河南'];
const SPONSORS = ['中信证券', '中信建投', '华泰联合证券', '国泰海通证券', '中金公司', '招商证券', '国信证券', '民生证券', '东方证券', '长江保荐'];
const LAW_FIRMS = ['北京市中伦律师事务所', '国浩律师事务所', '上海市锦天城律师事务所', '北京市金杜律师事务所', '北京国枫律师事务所', '北京德恒律师事务所'];
const AUDITORS = ['立信会计师事务所', '天健会计师事务所', '容诚会计师事务所', '中汇会计师事务所', '大华会计师事务所', '信永中和会计师事务所'];

/** Trading days a filing spends in each stage (cumulative), then 注册生效 (or 终止, 1 in 10). */
const STAGE_ENDS: ReadonlyArray<readonly [number, ReviewStatus]> = [
  [20, '已受理'],
  [60, '已问询'],
  [85, '上市委会议通过'],
  [105, '提交注册'],
];

/** A company in review: accepted on trading index `s`, its status on day `d` (≥ s). */
export interface ReviewFiling {
  accepted: number;
  /** Trading index of the last status change on the asked day. */
  updated: number;
  row: Omit<ReviewRow, 'acceptDate' | 'updateDate'>;
}

/** Filings accepted on trading index `s` (0–1 a mainland trading day, none on a day the mainland is closed), as they stand on day `d`; stages last mainland trading days. */
export function filingsOn(seed: number, s: number, d: number): ReviewFiling[] {
  const h = (salt: number) => hash4(seed, s, 0x7e1, salt);
  if (isMainlandClosed(s) || uniform(h(0)) >= 0.3) return [];
  let status: ReviewStatus = '注册生效';
  let updated = mainlandIndexPlus(s, STAGE_ENDS.at(-1)![0]);
  let start = 0;
  for (const [end, name] of STAGE_ENDS) {
    if (d < mainlandIndexPlus(s, end)) {
      status = name;
      updated = mainlandIndexPlus(s, start);
      break;
    }
    start = end;
  }
  if (status === '注册生效' && uniform(h(1)) < 0.1) status = '终止';
  const rule = BOARD_RULES[Math.floor(uniform(h(2)) * BOARD_RULES.length)]!;
  const industry = pick(rule.industries, h(3));
  return [
    {
      accepted: s,
      updated,
      row: {
        name: `${companyName(industry, h)}股份有限公司`,
        status,
        region: pick(REGIONS, h(4)),
        industry,
        sponsor: pick(SPONSORS, h(5)),
        lawFirm: pick(LAW_FIRMS, h(6)),
        auditor: pick(AUDITORS, h(7)),
        board: rule.board,
      },
    },
  ];
}

/**
 * The stock catalogue's 公司公告 / 重大事项提醒 / 机构研报 cards: the latest announcement, the next
 * announced event (else the latest), the six-month ratings with the mean target price.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EMPTY, of } from 'rxjs';
import type { EventAnswer, NoticeListAnswer } from '../../../../contracts/endpoints/notices';
import type { InstitutionPointAnswer } from '../../../../contracts/endpoints/research';
import { consensusSummary, eventSummary, moduleSummaries$, noticeSummary } from '../../../../client/components/fundamentals/module-summaries.streams';
import type { SecurityId } from '../../../../contracts/market';

const notices = {
  code: '600519.SH',
  name: '贵州茅台',
  total: 312,
  page: 1,
  size: 1,
  counts: {},
  list: [
    {
      id: 'x',
      code: '600519.SH',
      name: '贵州茅台',
      title: '2026年第三季度报告',
      category: '财务报告',
      type: '三季报',
      date: '2026-10-16',
      eventDate: '2026-10-16',
    },
  ],
} as unknown as NoticeListAnswer;
const events: EventAnswer = {
  code: '600519.SH',
  name: '贵州茅台',
  today: '2026-11-24',
  counts: {},
  items: [
    { date: '2027-03-20', type: '预约披露', title: '预约披露2026年年度报告', detail: '', coming: true, noticeId: null },
    { date: '2026-11-10', type: '机构调研', title: '电话会议', detail: '', coming: false, noticeId: 'y' },
  ],
};
const consensus = {
  reports: 14,
  counts: { 买入: 9, 增持: 4, 中性: 1, 减持: 0, 卖出: 0 },
  orgCount: 10,
  target: { min: 1, mean: 1764.29, max: 2, count: 5, upside: 21 },
} as unknown as InstitutionPointAnswer;

test('cards: latest notice, next event, ratings and target', () => {
  assert.deepEqual(noticeSummary(notices), { figure: '2026年第三季度报告', note: '2026-10-16 · 共312条', spark: [] });
  assert.equal(eventSummary(events)?.figure, '03-20 预约披露2026年年度报告');
  assert.equal(eventSummary({ ...events, items: [events.items[1]!] })?.note, '机构调研');
  assert.deepEqual(consensusSummary(consensus), { figure: '买入9 增持4 中性1', note: '目标价均值 1764.29', spark: [] });
  assert.equal(consensusSummary({ ...consensus, reports: 0 }).figure, '近六月暂无研报');
});

test('moduleSummaries$ carries the three cards when their fetchers are given', async () => {
  const never = () => EMPTY;
  const deps = {
    fetchPepb: never,
    fetchGrow: never,
    fetchDivi: never,
    fetchSegments: never,
    fetchCompare: never,
    fetchNotices: () => of(notices),
    fetchEvents: () => of(events),
    fetchConsensus: () => of(consensus),
  };
  let last: Record<string, unknown> = {};
  moduleSummaries$(deps, '600519.SH' as SecurityId, true).subscribe((s) => {
    last = s;
  });
  assert.ok(last.announcements && last.events && last.reports);
});

/**
 * Walks every row of the entitlement table (contracts/member-datasets.ts) as anonymous, free and
 * member (issue 33, finding 1): non-members get exactly the documented preview, members the whole.
 * The fundamentals and notices routes run behind the table's gates (payments/dataset-gates.ts) as
 * in app.ts; the course lesson runs through the whole sim app.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import type { CourseDetailAnswer, CourseListAnswer } from '../../../../contracts/endpoints/courses';
import { FREE_GROW_PERIODS, MEMBER_DATASETS, type MemberDataset } from '../../../../contracts/member-datasets';
import { DAY_MS, FREE_LIMITS, type VipState } from '../../../../contracts/membership';
import { Answers } from '../../../../gateway/sim/companies/answers';
import { companyRoutes } from '../../../../gateway/sim/routes/companies/index';
import { noticeRoutes } from '../../../../gateway/sim/routes/disclosures/notices';
import { accountErrorHandler, schemaErrorFormatter } from '../../../../gateway/sim/http/error-handler';
import { loadUniverse } from '../../../../gateway/sim/market/universe';
import { datasetGates } from '../../../../gateway/sim/payments/dataset-gates';
import { createEntitlements } from '../../../../gateway/sim/payments/entitlements';
import { ANCHOR, companiesFor } from '../companies/fixture';
import { buildMarketApp, request, signIn } from '../routes/market/helpers';

const TODAY = ANCHOR + 1;
const NOW = Date.UTC(2026, 10, 23);
type Who = 'anonymous' | 'free' | 'member';
const WHO: readonly Who[] = ['anonymous', 'free', 'member'];
const USER: Readonly<Record<Who, string | undefined>> = { anonymous: undefined, free: '2', member: '1' };

let app: FastifyInstance;
before(async () => {
  const companies = companiesFor(7);
  const vip = new Map<number, VipState>([
    [1, { vipType: 2, vipTime: NOW + 30 * DAY_MS }],
    [2, { vipType: 0, vipTime: 0 }],
  ]);
  const entitlements = createEntitlements(
    (id) => vip.get(id),
    () => NOW,
  );
  const callerOf = (request: FastifyRequest) => (request.headers['x-user'] ? Number(request.headers['x-user']) : null);
  const price = (slot: number) => companies.closes(slot, ANCHOR)?.close.at(-1) ?? null;
  app = Fastify();
  app.setErrorHandler(accountErrorHandler);
  app.setSchemaErrorFormatter(schemaErrorFormatter);
  const gates = datasetGates({ entitlements, callerOf });
  app.addHook('preHandler', gates.preHandler);
  app.addHook('preSerialization', gates.preSerialization);
  const universe = loadUniverse();
  await app.register(companyRoutes, { universe, answers: new Answers({ companies, today: () => TODAY, price }), access: { entitlements, callerOf } });
  await app.register(noticeRoutes, { universe, companies, today: () => TODAY });
  await app.ready();
});
after(() => app.close());

// biome-ignore lint/suspicious/noExplicitAny: answers are checked field by field below
async function get(url: string, who: Who): Promise<{ code: string; message: string; datas: any }> {
  const user = USER[who];
  const res = await app.inject({ method: 'GET', url, headers: user ? { 'x-user': user } : {} });
  assert.equal(res.statusCode, 200);
  return res.json();
}

/** A URL asking each dataset for everything, and how to check the answer for each caller. */
const WALKS: Readonly<Record<string, { url: string; check: (who: Who, env: Awaited<ReturnType<typeof get>>) => void }>> = {
  '/api/v3/notice/surveyData': {
    url: '/api/v3/notice/surveyData?code=300750.SZ&size=20&page=1',
    check(who, env) {
      assert.equal(env.code, '000', env.message);
      const list = env.datas.list as Array<{ qa: unknown[]; orgs: unknown[]; receptionDate: string }>;
      assert.ok(env.datas.total > FREE_LIMITS.surveyRecords, 'the fixture company has more surveys than the preview');
      if (who === 'member') {
        assert.equal(list.length, Math.min(20, env.datas.total));
        assert.ok(
          list.some((r) => r.qa.length > 0),
          'members get the Q&A',
        );
      } else {
        assert.equal(list.length, FREE_LIMITS.surveyRecords, `${who}: the latest ${FREE_LIMITS.surveyRecords}`);
        assert.ok(
          list.every((r) => r.qa.length === 0),
          `${who}: no Q&A`,
        );
        assert.ok(
          list.every((r) => r.orgs.length > 0 && r.receptionDate),
          `${who}: dates and institutions`,
        );
      }
    },
  },
  '/api/v3/details/growAbility': {
    url: '/api/v3/details/growAbility?code=600519.SH&count=60',
    check(who, env) {
      assert.equal(env.code, '000', env.message);
      if (who === 'member') assert.ok(env.datas.rows.length > FREE_GROW_PERIODS, 'members get every period');
      else assert.equal(env.datas.rows.length, FREE_GROW_PERIODS, `${who}: the last ${FREE_GROW_PERIODS} periods`);
    },
  },
  '/api/v3/details/financialStatement': {
    url: '/api/v3/details/financialStatement?code=600519.SH&statement=income&count=12',
    check(who, env) {
      assert.equal(env.code, '000', env.message);
      if (who === 'member') assert.equal(env.datas.periods.length, 12);
      else {
        assert.equal(env.datas.periods.length, FREE_LIMITS.statementPeriods);
        assert.equal(env.datas.withheld, 12 - FREE_LIMITS.statementPeriods);
      }
    },
  },
  '/api/v3/details/pepb': {
    url: '/api/v3/details/pepb?code=600519.SH&range=10y',
    check(who, env) {
      assert.equal(env.code, who === 'member' ? '000' : '403', `${who}: ${env.message}`);
    },
  },
  '/api/v3/details/pepbBand': {
    url: '/api/v3/details/pepbBand?code=600519.SH',
    check(who, env) {
      assert.equal(env.code, who === 'member' ? '000' : '403', `${who}: ${env.message}`);
      if (who !== 'member') assert.match(env.message, /会员专享/);
    },
  },
};

test('every dataset of the table is walked as anonymous, free and member', () => {
  const walked = new Set([...Object.keys(WALKS), '/api/v2/course/lesson']);
  for (const row of MEMBER_DATASETS) assert.ok(walked.has(row.endpoint.path), `${row.endpoint.path} has no walk`);
  for (const row of MEMBER_DATASETS) assert.ok(row.previewText.length > 0, `${row.endpoint.path} documents its preview`);
});

for (const row of MEMBER_DATASETS.filter((r: MemberDataset) => r.endpoint.path in WALKS)) {
  test(`${row.endpoint.path}: ${row.previewText} for non-members, the whole for members`, async () => {
    const walk = WALKS[row.endpoint.path]!;
    for (const who of WHO) walk.check(who, await get(walk.url, who));
  });
}

test('the preview of 3y 估值分位 stays open to everyone; a non-member asking page 2 of 调研 still gets the latest 3', async () => {
  for (const who of WHO) assert.equal((await get('/api/v3/details/pepb?code=600519.SH&range=3y', who)).code, '000');
  const first = await get('/api/v3/notice/surveyData?code=300750.SZ&size=3', 'member');
  const paged = await get('/api/v3/notice/surveyData?code=300750.SZ&size=50&page=2', 'free');
  assert.deepEqual(
    paged.datas.list.map((r: { id: string }) => r.id),
    first.datas.list.map((r: { id: string }) => r.id),
  );
});

test('/api/v2/course/lesson: the first lesson of a VIP series for everyone, the rest for members (whole sim app)', async (t) => {
  const { app: sim, store } = await buildMarketApp(t);
  const free = signIn(store, '13800000011');
  store.users.setVip(free.userId, 0, 0);
  const member = signIn(store, '13800000012');
  store.users.setVip(member.userId, 2, Date.now() + 30 * DAY_MS);
  const { env: listed } = await request<CourseListAnswer>(sim, 'GET', '/api/v2/course/list');
  const course = listed.datas.list.find((c) => c.vip)!;
  const { env: detail } = await request<CourseDetailAnswer>(sim, 'GET', `/api/v2/course/detail?id=${course.id}`);
  const open = detail.datas.lessons.find((l) => l.free)!;
  const locked = detail.datas.lessons.find((l) => !l.free)!;
  const tokens: Record<Who, string | undefined> = { anonymous: undefined, free: free.token, member: member.token };
  for (const who of WHO) {
    const opts = tokens[who] ? { token: tokens[who] } : {};
    assert.equal((await request(sim, 'GET', `/api/v2/course/lesson?course=${course.id}&lesson=${open.id}`, opts)).env.code, '000', `${who}: first lesson`);
    const { env } = await request(sim, 'GET', `/api/v2/course/lesson?course=${course.id}&lesson=${locked.id}`, opts);
    assert.equal(env.code, who === 'member' ? '000' : '403', `${who}: VIP lesson`);
  }
});

/**
 * The courses/live routes (contracts/endpoints/courses.ts): live rooms (list, room, 预约, chat send
 * and withdraw) and courses (list, detail, lesson, progress). Reading is open to everyone (the
 * caller's 预约 and progress are filled in when a session is sent); writing needs a session.
 * VIP lessons answer non-members with the member-only code. The commentary tick runs while the
 * app is up.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { coursesEndpoints, type CourseCard, type LessonSummary, type ProgressAnswer } from '../../../../contracts/endpoints/courses';
import * as S from '../../../../contracts/endpoints/schemas/courses';
import { badRequest, notFound } from '../../http/errors';
import { readEnum } from '../../http/params';
import { Router } from '../../http/router';
import { requireSession, tokenOf, userIdOf } from '../../http/session';
import { createEntitlements } from '../../payments/index';
import type { Store } from '../../open-store';
import { COURSES, courseById, isFreeLesson, type CourseSpec } from '../../courses/catalog';
import { lessonBlocks } from '../../courses/lesson-charts';
import type { LiveRooms } from '../../courses/live-rooms';
import type { MarketSources } from '../../market/index';

/** What the routes need. */
export interface CourseRoutesOptions {
  store: Store;
  rooms: LiveRooms;
  sources: MarketSources;
  now: () => number;
  /** Commentary tick period, ms (0: no timer; tests tick by hand). */
  tickMs?: number;
}

/** Default commentary tick. */
export const COURSE_TICK_MS = 5_000;

/** Registers the routes and the commentary tick. */
export async function courseRoutes(app: FastifyInstance, opts: CourseRoutesOptions): Promise<void> {
  const { store, rooms, now } = opts;
  const router = new Router(app, requireSession(store.sessions, now));
  const entitlements = createEntitlements((id) => store.users.get(id), now);
  const callerOf = (request: FastifyRequest): number | null => {
    const check = store.sessions.check(tokenOf(request), now());
    return check.status === 'ok' ? check.userId : null;
  };

  const tickMs = opts.tickMs ?? COURSE_TICK_MS;
  let timer: NodeJS.Timeout | null = null;
  if (tickMs > 0) {
    app.addHook('onReady', async () => {
      const run = () => {
        try {
          rooms.tick();
        } catch (err) {
          app.log.error({ err }, 'live rooms tick failed');
        }
      };
      run();
      timer = setInterval(run, tickMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      if (timer) clearInterval(timer);
    });
  }

  router.add(coursesEndpoints.liveList, { querystring: S.LiveListQuery }, ({ query, request }) =>
    rooms.list(readEnum(query, 'tab', ['live', 'replay'] as const, 'live'), callerOf(request)),
  );
  router.add(coursesEndpoints.liveRoom, { querystring: S.LiveRoomQuery }, ({ query, request }) => rooms.room(query.id, callerOf(request)));
  router.add(coursesEndpoints.liveReserve, { body: S.LiveReserveBody }, ({ body, request }) => rooms.reserve(userIdOf(request), body.id, body.reserve));
  router.add(coursesEndpoints.chatSend, { body: S.ChatSendBody }, ({ body, request }) => {
    const userId = userIdOf(request);
    const nick = store.users.get(userId)?.nickName ?? `用户${userId}`;
    return rooms.send(userId, nick, body.room, body.text);
  });
  router.add(coursesEndpoints.chatWithdraw, { body: S.ChatWithdrawBody }, ({ body, request }) => rooms.withdraw(userIdOf(request), body.room, body.id));

  const card = (c: CourseSpec, userId: number | null): CourseCard => {
    const done = userId === null ? new Map() : rooms.repository.progress(userId, c.id);
    const doneCount = c.lessons.filter((l) => done.has(l.id)).length;
    const next = c.lessons.find((l) => !done.has(l.id));
    return {
      id: c.id,
      series: c.series,
      title: c.title,
      summary: c.summary,
      level: c.level,
      vip: c.vip,
      lessonCount: c.lessons.length,
      minutes: c.lessons.reduce((s, l) => s + l.minutes, 0),
      doneCount,
      resumeLesson: doneCount > 0 && next ? next.id : null,
      cover: c.cover,
    };
  };
  const summaries = (c: CourseSpec, userId: number | null): LessonSummary[] => {
    const done = userId === null ? new Map() : rooms.repository.progress(userId, c.id);
    return c.lessons.map((l, i) => ({ id: l.id, index: i + 1, title: l.title, minutes: l.minutes, free: isFreeLesson(c, i), done: done.has(l.id) }));
  };
  const courseOf = (id: string): CourseSpec => {
    const c = courseById(id);
    if (!c) throw notFound('课程不存在');
    return c;
  };
  const lessonOf = (c: CourseSpec, id: string, userId: number | null) => {
    const index = c.lessons.findIndex((l) => l.id === id);
    if (index < 0) throw notFound('课时不存在');
    if (!isFreeLesson(c, index)) entitlements.require('vipCourses', userId);
    return { spec: c.lessons[index]!, index };
  };

  router.add(coursesEndpoints.courseList, {}, ({ request }) => {
    const userId = callerOf(request);
    return { list: COURSES.map((c) => card(c, userId)) };
  });
  router.add(coursesEndpoints.courseDetail, { querystring: S.CourseDetailQuery }, ({ query, request }) => {
    const userId = callerOf(request);
    const c = courseOf(query.id);
    return { course: card(c, userId), lessons: summaries(c, userId) };
  });
  router.add(coursesEndpoints.courseLesson, { querystring: S.LessonQuery }, ({ query, request }) => {
    const userId = callerOf(request);
    const c = courseOf(query.course);
    const { spec, index } = lessonOf(c, query.lesson, userId);
    const saved = userId === null ? undefined : rooms.repository.progress(userId, c.id).get(spec.id);
    return {
      course: card(c, userId),
      lesson: summaries(c, userId)[index]!,
      blocks: lessonBlocks(opts.sources, spec.blocks),
      prev: c.lessons[index - 1]?.id ?? null,
      next: c.lessons[index + 1]?.id ?? null,
      answers: saved ?? {},
    };
  });
  router.add(coursesEndpoints.courseProgress, { body: S.ProgressBody }, ({ body, request }) => {
    const userId = userIdOf(request);
    const c = courseOf(body.course);
    const { spec } = lessonOf(c, body.lesson, userId);
    const answers = body.answers ?? {};
    const quizzes = spec.blocks.flatMap((b) => (b.type === 'quiz' ? [b.quiz] : []));
    for (const key of Object.keys(answers)) {
      const q = quizzes.find((x) => x.id === key);
      if (!q) throw badRequest(`参数 answers 中的题目 ${key} 不存在`);
      if (answers[key]! >= q.options.length) throw badRequest(`参数 answers.${key} 取值无效`);
    }
    const results: ProgressAnswer['results'] = {};
    for (const q of quizzes) {
      const a = answers[q.id];
      if (a !== undefined) results[q.id] = { correct: a === q.answer, answer: q.answer, explain: q.explain };
    }
    rooms.repository.saveProgress(userId, c.id, spec.id, answers, now());
    const done = rooms.repository.progress(userId, c.id);
    return { done: true, results, doneCount: c.lessons.filter((l) => done.has(l.id)).length, lessonCount: c.lessons.length };
  });
}

/**
 * 课程/直播 (/LiveStream, a cached page): tabs 直播 / 课程 / 回放 (`?tab=`). Live cards show the
 * cover, title, lecturer with 执业编号, start time, status (预告/直播中/回放), 在线人数 and 预约 (signed-in
 * users; others are sent to login with this address remembered). A room opens at `?room=` (live
 * commentary and chat, see room-view.tsx); a course opens its lesson at `?course=&lesson=`
 * (lesson-view.tsx), starting at 继续学习's lesson.
 */
import { useObservableEagerState } from 'observable-hooks';
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import {
  LIVE_STATUS_LABELS,
  LIVE_TAB_LABELS,
  LIVE_TABS,
  coursesEndpoints,
  type CourseCard,
  type LiveRoom,
  type LiveTab,
} from '../../../contracts/endpoints/courses';
import { replaceQuery } from '../../components/data-page/query-nav';
import { wallDate, wallTime } from '../../core/exchange-clock';
import { goToLogin } from '../../core/go-to-login';
import { navigateTo } from '../../core/navigation';
import { requestOnce } from '../../services/http';
import { token$ } from '../../state/session';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { MarketPage } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem } from '../../ui/theme';
import { LessonView } from './components/lesson-view';
import { RoomView } from './components/room-view';

const TABS = LIVE_TABS.map((key) => ({ key, label: LIVE_TAB_LABELS[key] }));

type Load<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ok'; data: T };

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${rem(260)}, 1fr));
  gap: ${rem(14)};
  padding: ${rem(16)};
`;

const CardBox = styled.article`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(10)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  overflow: hidden;
`;

const Cover = styled.button<{ $from: string; $to: string }>`
  position: relative;
  height: ${rem(110)};
  border: none;
  padding: ${rem(12)};
  text-align: left;
  cursor: pointer;
  color: #fff;
  font: inherit;
  font-size: ${rem(16)};
  font-weight: 600;
  background: linear-gradient(135deg, ${({ $from }) => $from}, ${({ $to }) => $to});
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Badge = styled.span<{ $tone: 'live' | 'upcoming' | 'ended' | 'vip' | 'free' }>`
  position: absolute;
  top: ${rem(8)};
  right: ${rem(8)};
  padding: 0 ${rem(8)};
  border-radius: ${rem(10)};
  font-size: ${rem(12)};
  line-height: ${rem(20)};
  font-weight: 500;
  color: ${({ $tone }) => ($tone === 'vip' ? '#5b3a00' : '#fff')};
  background: ${({ $tone }) => ({ live: '#f5222d', upcoming: '#1677ff', ended: 'rgba(0,0,0,.45)', vip: '#f5c26b', free: '#389e0d' })[$tone]};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(4)};
  padding: ${rem(10)} ${rem(12)} ${rem(12)};
  font-size: ${rem(13)};
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${rem(8)};
  margin-top: ${rem(6)};
`;

const Action = styled.button<{ $on?: boolean }>`
  height: ${rem(28)};
  padding: 0 ${rem(14)};
  border-radius: ${rem(14)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-size: ${rem(13)};
  cursor: pointer;
  color: ${({ theme, $on }) => ($on ? theme.colors.primary : theme.colors.onPrimary)};
  background: ${({ theme, $on }) => ($on ? 'transparent' : theme.colors.primary)};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Progress = styled.div<{ $pct: number }>`
  height: ${rem(4)};
  border-radius: ${rem(2)};
  background: ${({ theme }) => theme.colors.border};
  &::after {
    content: '';
    display: block;
    height: 100%;
    width: ${({ $pct }) => $pct}%;
    border-radius: ${rem(2)};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

function useLoad<T>(load: () => Promise<T>, deps: readonly unknown[]): [Load<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<Load<T>>({ state: 'loading' });
  const [n, setN] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloads when the caller's deps or the retry counter change
  useEffect(() => {
    let live = true;
    // A cached page's effects run again each time it shows (Activity): keep what is on screen while
    // it refreshes, so the page does not shrink under its restored scroll position.
    setState((s) => (s.state === 'ok' ? s : { state: 'loading' }));
    load().then(
      (data) => live && setState({ state: 'ok', data }),
      (e: unknown) => live && setState({ state: 'error', message: e instanceof Error ? e.message : '加载失败' }),
    );
    return () => {
      live = false;
    };
  }, [...deps, n]);
  return [state, () => setN((x) => x + 1), (data) => setState({ state: 'ok', data })];
}

function RoomCard({ room, onReserve }: { room: LiveRoom; onReserve: (room: LiveRoom) => void }) {
  const open = () => navigateTo(`/LiveStream?room=${room.id}`);
  return (
    <CardBox data-testid="live-card" aria-label={room.title}>
      <Cover type="button" $from={room.cover[0]} $to={room.cover[1]} onClick={open}>
        【{room.tag}】
        <br />
        {room.title}
        <Badge $tone={room.status}>{LIVE_STATUS_LABELS[room.status]}</Badge>
      </Cover>
      <Body>
        <strong>{room.title}</strong>
        <p>
          讲师：{room.lecturer.name}（执业编号 {room.lecturer.certNo}）
        </p>
        <p>
          开播时间：{wallDate(room.startAt)} {wallTime(room.startAt)}
        </p>
        <Row>
          <span>{room.status === 'upcoming' ? `${room.reserveCount}人预约` : room.status === 'live' ? `${room.online}人在线` : `${room.online}人看过`}</span>
          {room.status === 'upcoming' ? (
            <Action type="button" $on={room.reserved} onClick={() => onReserve(room)}>
              {room.reserved ? '已预约' : '预约'}
            </Action>
          ) : (
            <Action type="button" onClick={open}>
              {room.status === 'live' ? '进入直播间' : '看回放'}
            </Action>
          )}
        </Row>
      </Body>
    </CardBox>
  );
}

function RoomList({ tab }: { tab: 'live' | 'replay' }) {
  const token = useObservableEagerState(token$);
  const [load, retry, set] = useLoad(() => requestOnce(coursesEndpoints.liveList, { query: { tab } }), [tab, token]);
  const reserve = useCallback(
    (room: LiveRoom) => {
      if (token === null) {
        goToLogin();
        return;
      }
      void requestOnce(coursesEndpoints.liveReserve, { body: { id: room.id, reserve: !room.reserved } }).then((r) => {
        if (load.state !== 'ok') return;
        set({ ...load.data, list: load.data.list.map((x) => (x.id === room.id ? { ...x, reserved: r.reserved, reserveCount: r.reserveCount } : x)) });
      });
    },
    [token, load, set],
  );
  if (load.state === 'loading') return <Loading text="加载中…" />;
  if (load.state === 'error')
    return (
      <EmptyState text={`直播加载失败：${load.message}`}>
        <Action type="button" onClick={retry}>
          重试
        </Action>
      </EmptyState>
    );
  if (load.data.list.length === 0) return <EmptyState text={tab === 'live' ? '暂无直播安排' : '暂无回放'} />;
  return (
    <Grid>
      {load.data.list.map((r) => (
        <RoomCard key={r.id} room={r} onReserve={reserve} />
      ))}
    </Grid>
  );
}

function CourseTile({ course }: { course: CourseCard }) {
  const lesson = course.resumeLesson ?? 'first';
  const open = () => navigateTo(`/LiveStream?tab=course&course=${course.id}&lesson=${lesson}`);
  return (
    <CardBox data-testid="course-card" aria-label={course.title}>
      <Cover type="button" $from={course.cover[0]} $to={course.cover[1]} onClick={open}>
        【{course.series}】
        <br />
        {course.title}
        <Badge $tone={course.vip ? 'vip' : 'free'}>{course.vip ? 'VIP' : '免费'}</Badge>
      </Cover>
      <Body>
        <p>{course.summary}</p>
        <p>
          {course.lessonCount}课时 · 共{course.minutes}分钟 · 难度 {course.level}
        </p>
        <Progress $pct={Math.round((course.doneCount / course.lessonCount) * 100)} aria-label={`学习进度 ${course.doneCount}/${course.lessonCount}`} />
        <Row>
          <span>
            学习进度 {course.doneCount}/{course.lessonCount}
          </span>
          <Action type="button" onClick={open}>
            {course.resumeLesson ? '继续学习' : course.doneCount === course.lessonCount ? '再看一遍' : '开始学习'}
          </Action>
        </Row>
      </Body>
    </CardBox>
  );
}

function CourseList() {
  const token = useObservableEagerState(token$);
  const [load, retry] = useLoad(() => requestOnce(coursesEndpoints.courseList), [token]);
  if (load.state === 'loading') return <Loading text="加载中…" />;
  if (load.state === 'error')
    return (
      <EmptyState text={`课程加载失败：${load.message}`}>
        <Action type="button" onClick={retry}>
          重试
        </Action>
      </EmptyState>
    );
  if (load.data.list.length === 0) return <EmptyState text="暂无课程" />;
  return (
    <Grid>
      {load.data.list.map((c) => (
        <CourseTile key={c.id} course={c} />
      ))}
    </Grid>
  );
}

/** The page. */
export default function LiveStreamPage() {
  const search = useSearch();
  const q = new URLSearchParams(search);
  const tabParam = q.get('tab') ?? '';
  const tab: LiveTab = (LIVE_TABS as readonly string[]).includes(tabParam) ? (tabParam as LiveTab) : 'live';
  const room = q.get('room');
  const course = q.get('course');
  const lesson = q.get('lesson');
  if (room) return <RoomView roomId={room} />;
  if (course) return <LessonView courseId={course} lessonId={lesson ?? 'first'} />;
  return (
    <MarketPage data-testid="live-stream-page">
      <TabStrip label="课程栏目" tabs={TABS} selected={tab} onSelect={(k) => replaceQuery({ tab: k === 'live' ? null : k })} />
      {tab === 'course' ? <CourseList /> : <RoomList key={tab} tab={tab} />}
    </MarketPage>
  );
}

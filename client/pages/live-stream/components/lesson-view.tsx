/**
 * A lesson (`/LiveStream?tab=course&course=&lesson=`; `lesson=first` opens the first): the course's
 * contents with what is done, the 图文 blocks — charts drawn from the market model's bars (SVG,
 * theme colours) and quizzes answered by choosing an option — and 完成本课, which saves the lesson
 * and the answers for the signed-in user (others go to login, this address remembered). A VIP
 * lesson refused by the server shows the member gate.
 */
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useState } from 'react';
import styled, { useTheme } from 'styled-components';
import { coursesEndpoints, type LessonAnswer, type LessonChart, type LessonSummary, type ProgressAnswer } from '../../../../contracts/endpoints/courses';
import { MemberGate, isMemberOnlyError } from '../../../components/member-gate/member-gate';
import { goToLogin } from '../../../core/go-to-login';
import { navigateTo } from '../../../core/navigation';
import { requestOnce } from '../../../services/http';
import { token$ } from '../../../state/session';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { rem } from '../../../ui/theme';

const Wrap = styled.div`
  display: grid;
  grid-template-columns: ${rem(240)} minmax(0, 1fr);
  gap: ${rem(16)};
  padding: ${rem(16)};
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Toc = styled.nav`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(10)};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${rem(10)};
  font-size: ${rem(13)};
  align-self: start;
  ol {
    list-style: none;
    margin: ${rem(8)} 0 0;
    padding: 0;
  }
  button {
    width: 100%;
    text-align: left;
    border: none;
    background: none;
    color: inherit;
    font: inherit;
    padding: ${rem(6)} ${rem(4)};
    cursor: pointer;
    border-radius: ${rem(4)};
  }
  button[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Article = styled.article`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(10)};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${rem(16)} ${rem(20)};
  line-height: 1.75;
  h1 {
    margin: 0 0 ${rem(8)};
    font-size: ${rem(20)};
  }
  h2 {
    font-size: ${rem(16)};
    margin: ${rem(16)} 0 ${rem(4)};
  }
  figure {
    margin: ${rem(12)} 0;
  }
  figcaption {
    font-size: ${rem(12)};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

const Quiz = styled.fieldset`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(8)};
  margin: ${rem(12)} 0;
  padding: ${rem(10)} ${rem(14)};
  label {
    display: block;
    cursor: pointer;
  }
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(10)};
  margin-top: ${rem(16)};
  button {
    height: ${rem(32)};
    padding: 0 ${rem(16)};
    border-radius: ${rem(16)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    background: transparent;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    cursor: pointer;
  }
  button[data-primary] {
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

function ChartFigure({ chart }: { chart: LessonChart }) {
  const theme = useTheme();
  const W = 640;
  const H = chart.bars ? 240 : 200;
  const top = 14;
  const plotH = chart.bars ? 150 : 180;
  const n = chart.dates.length;
  const values = [...chart.lines.flatMap((l) => l.values.filter((v): v is number => v !== null)), ...(chart.candles ?? []).flatMap((c) => [c.high, c.low])];
  const min = Math.min(...values);
  const max = Math.max(...values);
  const x = (i: number) => 40 + ((W - 50) * (i + 0.5)) / n;
  const y = (v: number) => top + ((max - v) / (max - min || 1)) * plotH;
  const palette = [theme.colors.primary, '#fa8c16', '#722ed1'];
  const step = (W - 50) / n;
  const volMax = chart.bars ? Math.max(...chart.bars.values, 1) : 1;
  return (
    <figure>
      <strong>{chart.title}</strong>
      <svg viewBox={`0 0 ${W} ${H}`} width="100%" style={{ maxWidth: rem(720), display: 'block' }} role="img" aria-label={chart.title}>
        <text x={0} y={top + 10} fontSize={11} fill={theme.colors.textSecondary}>
          {max.toFixed(2)}
        </text>
        <text x={0} y={top + plotH} fontSize={11} fill={theme.colors.textSecondary}>
          {min.toFixed(2)}
        </text>
        {(chart.candles ?? []).map((c, i) => {
          const color = c.close >= c.open ? theme.colors.up : theme.colors.down;
          return (
            <g key={chart.dates[i]}>
              <line x1={x(i)} x2={x(i)} y1={y(c.high)} y2={y(c.low)} stroke={color} />
              <rect
                x={x(i) - step * 0.35}
                width={step * 0.7}
                y={y(Math.max(c.open, c.close))}
                height={Math.max(1, Math.abs(y(c.open) - y(c.close)))}
                fill={color}
              />
            </g>
          );
        })}
        {chart.lines.map((l, li) => (
          <polyline
            key={l.name}
            fill="none"
            stroke={palette[li % palette.length]}
            strokeWidth={1.5}
            points={l.values
              .map((v, i) => (v === null ? null : `${x(i).toFixed(1)},${y(v).toFixed(1)}`))
              .filter(Boolean)
              .join(' ')}
          />
        ))}
        {chart.bars?.values.map((v, i) => (
          <rect
            key={chart.dates[i]}
            x={x(i) - step * 0.35}
            width={step * 0.7}
            y={H - 10 - (v / volMax) * 60}
            height={(v / volMax) * 60}
            fill={theme.colors.textSecondary}
            opacity={0.5}
          />
        ))}
        <text x={40} y={H - 1} fontSize={11} fill={theme.colors.textSecondary}>
          {chart.dates[0]}
        </text>
        <text x={W - 80} y={H - 1} fontSize={11} fill={theme.colors.textSecondary}>
          {chart.dates[n - 1]}
        </text>
      </svg>
      <figcaption>
        {[...chart.lines.map((l) => l.name), ...(chart.bars ? [chart.bars.name] : []), ...(chart.candles ? ['日K线'] : [])].join(' / ')} · {chart.caption}
      </figcaption>
    </figure>
  );
}

type State = { state: 'loading' } | { state: 'error'; message: string; memberOnly: boolean } | { state: 'ok'; data: LessonAnswer };

/** See the module comment. */
export function LessonView({ courseId, lessonId }: { courseId: string; lessonId: string }) {
  const token = useObservableEagerState(token$);
  const [state, setState] = useState<State>({ state: 'loading' });
  const [toc, setToc] = useState<LessonSummary[]>([]);
  const [answers, setAnswers] = useState<Record<string, number>>({});
  const [result, setResult] = useState<ProgressAnswer | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when the session changes (progress, 预约 and 我的发言 depend on it)
  useEffect(() => {
    let live = true;
    // Shown again (Activity re-runs effects): keep the lesson on screen while it refreshes.
    setState((s) => (s.state === 'ok' && s.data.course.id === courseId && (lessonId === 'first' || s.data.lesson.id === lessonId) ? s : { state: 'loading' }));
    setResult(null);
    setSaveError(null);
    requestOnce(coursesEndpoints.courseDetail, { query: { id: courseId } })
      .then((d) => {
        if (!live) return null;
        setToc(d.lessons);
        const id = lessonId === 'first' ? (d.lessons[0]?.id ?? '') : lessonId;
        return requestOnce(coursesEndpoints.courseLesson, { query: { course: courseId, lesson: id }, silent: true });
      })
      .then(
        (l) => {
          if (!live || !l) return;
          setState({ state: 'ok', data: l });
          setAnswers(l.answers);
        },
        (e: unknown) => live && setState({ state: 'error', message: e instanceof Error ? e.message : '加载失败', memberOnly: isMemberOnlyError(e) }),
      );
    return () => {
      live = false;
    };
  }, [courseId, lessonId, token]);

  const open = (id: string) => navigateTo(`/LiveStream?tab=course&course=${courseId}&lesson=${id}`);
  const current = state.state === 'ok' ? state.data.lesson.id : lessonId;
  const contents = (
    <Toc aria-label="课程目录">
      <button type="button" onClick={() => navigateTo('/LiveStream?tab=course')}>
        ← 全部课程
      </button>
      <ol>
        {toc.map((l) => (
          <li key={l.id}>
            <button type="button" aria-current={l.id === current ? 'page' : undefined} onClick={() => open(l.id)}>
              {l.done ? '✓ ' : ''}
              {l.index}. {l.title}（{l.minutes}分钟）{l.free ? '' : ' · VIP'}
            </button>
          </li>
        ))}
      </ol>
    </Toc>
  );
  if (state.state === 'loading') return <Loading text="加载中…" />;
  if (state.state === 'error') {
    return (
      <Wrap>
        {contents}
        {state.memberOnly ? (
          <MemberGate feature="vipCourses" locked>
            {null}
          </MemberGate>
        ) : (
          <EmptyState text={`课程加载失败：${state.message}`} />
        )}
      </Wrap>
    );
  }
  const { data } = state;
  const finish = () => {
    if (token === null) {
      goToLogin();
      return;
    }
    requestOnce(coursesEndpoints.courseProgress, { body: { course: courseId, lesson: data.lesson.id, answers }, silent: true }).then(
      (r) => {
        setResult(r);
        setSaveError(null);
        setToc((list) => list.map((l) => (l.id === data.lesson.id ? { ...l, done: true } : l)));
      },
      (e: unknown) => setSaveError(e instanceof Error ? e.message : '保存失败'),
    );
  };
  return (
    <Wrap data-testid="lesson-view">
      {contents}
      <Article>
        <h1>{data.lesson.title}</h1>
        <p>
          {data.course.title} · 第{data.lesson.index}课 · {data.lesson.minutes}分钟{data.lesson.done ? ' · 已学完' : ''}
        </p>
        {data.blocks.map((b, i) => {
          const key = `${b.type}-${i}`;
          if (b.type === 'heading') return <h2 key={key}>{b.text}</h2>;
          if (b.type === 'text') return <p key={key}>{b.text}</p>;
          if (b.type === 'chart') return <ChartFigure key={key} chart={b.chart} />;
          const r = result?.results[b.quiz.id];
          return (
            <Quiz key={key}>
              <legend>小测验：{b.quiz.question}</legend>
              {b.quiz.options.map((o, oi) => (
                <label key={o}>
                  <input
                    type="radio"
                    name={`quiz-${b.quiz.id}`}
                    checked={answers[b.quiz.id] === oi}
                    onChange={() => setAnswers((a) => ({ ...a, [b.quiz.id]: oi }))}
                  />{' '}
                  {o}
                </label>
              ))}
              {r ? (
                <p role="status">
                  {r.correct ? '回答正确！' : `回答错误，正确答案是：${b.quiz.options[r.answer]}。`}
                  {r.explain}
                </p>
              ) : null}
            </Quiz>
          );
        })}
        {saveError ? <p role="alert">{saveError}</p> : null}
        {result ? (
          <p role="status">
            已保存学习进度：{result.doneCount}/{result.lessonCount}
          </p>
        ) : null}
        <Buttons>
          {data.prev ? (
            <button type="button" onClick={() => open(data.prev!)}>
              上一课
            </button>
          ) : null}
          <button type="button" data-primary onClick={finish}>
            {token === null ? '登录后保存进度' : '完成本课'}
          </button>
          {data.next ? (
            <button type="button" onClick={() => open(data.next!)}>
              下一课
            </button>
          ) : null}
        </Buttons>
      </Article>
    </Wrap>
  );
}

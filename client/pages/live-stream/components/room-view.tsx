/**
 * A live room (`/LiveStream?room=`): the lecturer's commentary as it streams in, with the index
 * strip (live prices) and the sector bars each line points at, and the chat. Messages arrive over
 * the socket (chat$) after the room's history (HTTP), merged by id; withdrawn ones disappear.
 * Every user text is rendered as a React text node — never as markup. Sending needs a session
 * (anonymous readers go to login with this address remembered); the text is checked here with the
 * same rule as the server (chatTextProblem) and the server's refusal is shown under the box.
 */
import { useObservableEagerState } from 'observable-hooks';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { CHAT_TEXT_MAX, LIVE_STATUS_LABELS, chatTextProblem, coursesEndpoints, type LiveRoomAnswer } from '../../../../contracts/endpoints/courses';
import type { ChatChart, ChatMessage } from '../../../../contracts/ws-chat';
import { PriceCell } from '../../../components/live-quote/price-cell';
import { IndexChart } from './index-chart';
import { wallTime } from '../../../core/exchange-clock';
import { goToLogin } from '../../../core/go-to-login';
import { navigateTo } from '../../../core/navigation';
import { requestOnce } from '../../../services/http';
import { chat$ } from '../../../state/quotes';
import { token$ } from '../../../state/session';
import { EmptyState } from '../../../ui/empty-state';
import { Loading } from '../../../ui/loading';
import { rem } from '../../../ui/theme';
import { formatPct } from '../../../../contracts/format';

const INDEXES = [
  { id: '000001.SH', name: '上证指数' },
  { id: '399001.SZ', name: '深证成指' },
  { id: '399006.SZ', name: '创业板指' },
] as const;

const Wrap = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.6fr) minmax(${rem(280)}, 1fr);
  gap: ${rem(14)};
  padding: ${rem(16)};
  color: ${({ theme }) => theme.colors.text};
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

const Panel = styled.section`
  display: flex;
  flex-direction: column;
  min-height: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(10)};
  background: ${({ theme }) => theme.colors.surface};
  h2 {
    margin: 0;
    padding: ${rem(10)} ${rem(14)};
    font-size: ${rem(15)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const Head = styled.header`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(12)};
  h1 {
    margin: 0;
    font-size: ${rem(18)};
  }
  span {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${rem(13)};
  }
`;

const Back = styled.button`
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: transparent;
  color: inherit;
  border-radius: ${rem(14)};
  height: ${rem(28)};
  padding: 0 ${rem(12)};
  font: inherit;
  cursor: pointer;
`;

const Strip = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(18)};
  padding: ${rem(10)} ${rem(14)};
  font-size: ${rem(13)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const List = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${rem(8)} ${rem(14)};
  overflow-y: auto;
  max-height: ${rem(520)};
  display: flex;
  flex-direction: column;
  gap: ${rem(10)};
  font-size: ${rem(14)};
  li {
    overflow-wrap: anywhere;
  }
  small {
    color: ${({ theme }) => theme.colors.textSecondary};
    margin-right: ${rem(6)};
  }
`;

const Bars = styled.div`
  display: grid;
  grid-template-columns: ${rem(90)} 1fr ${rem(60)};
  gap: ${rem(4)} ${rem(8)};
  align-items: center;
  margin-top: ${rem(6)};
  font-size: ${rem(12)};
`;

const Bar = styled.div<{ $w: number; $sign: number }>`
  height: ${rem(10)};
  width: ${({ $w }) => $w}%;
  border-radius: ${rem(2)};
  background: ${({ theme, $sign }) => ($sign > 0 ? theme.colors.up : $sign < 0 ? theme.colors.down : theme.colors.textSecondary)};
`;

const Form = styled.form`
  display: flex;
  gap: ${rem(8)};
  padding: ${rem(10)} ${rem(14)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  input {
    flex: 1;
    min-width: 0;
    height: ${rem(32)};
    padding: 0 ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(6)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: inherit;
    font: inherit;
  }
  button {
    height: ${rem(32)};
    padding: 0 ${rem(16)};
    border: none;
    border-radius: ${rem(6)};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    font: inherit;
    cursor: pointer;
  }
`;

const Note = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: 0 ${rem(14)} ${rem(10)};
  font-size: ${rem(12)};
  color: ${({ theme, $error }) => ($error ? theme.colors.up : theme.colors.textSecondary)};
`;

const Withdraw = styled.button`
  margin-left: ${rem(6)};
  border: none;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${rem(12)};
  cursor: pointer;
`;

function SectorBars({ chart }: { chart: Extract<ChatChart, { kind: 'sectors' }> }) {
  const max = Math.max(0.01, ...chart.items.map((i) => Math.abs(i.pct)));
  return (
    <Bars role="img" aria-label="板块涨跌幅">
      {chart.items.map((i) => (
        <div key={i.name} style={{ display: 'contents' }}>
          <span>{i.name}</span>
          <Bar $w={Math.max(2, (Math.abs(i.pct) / max) * 100)} $sign={Math.sign(i.pct)} />
          <span>{formatPct(i.pct)}</span>
        </div>
      ))}
    </Bars>
  );
}

function merge(list: ChatMessage[], add: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Set(list.map((m) => m.id));
  const fresh = add.filter((m) => !seen.has(m.id));
  return fresh.length === 0 ? list : [...list, ...fresh].slice(-300);
}

/** See the module comment. */
export function RoomView({ roomId }: { roomId: string }) {
  const token = useObservableEagerState(token$);
  const [answer, setAnswer] = useState<LiveRoomAnswer | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [mine, setMine] = useState<Set<string>>(new Set());
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);
  const chatEnd = useRef<HTMLLIElement | null>(null);
  const talkEnd = useRef<HTMLLIElement | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: asks again when the session changes (progress, 预约 and 我的发言 depend on it)
  useEffect(() => {
    let live = true;
    const pending: ChatMessage[] = [];
    const gone = new Set<string>();
    // Join first, then read the history, so nothing said in between is lost.
    const sub = chat$(roomId).subscribe((f) => {
      if (f.type === 'chat') {
        pending.push(...f.messages);
        setMessages((list) => merge(list, f.messages));
      } else {
        for (const id of f.ids) gone.add(id);
        setMessages((list) => list.filter((m) => !f.ids.includes(m.id)));
      }
    });
    // Shown again (Activity re-runs effects): keep the room on screen while it refreshes.
    setAnswer((a) => (a?.room.id === roomId ? a : null));
    setError(null);
    requestOnce(coursesEndpoints.liveRoom, { query: { id: roomId } }).then(
      (a) => {
        if (!live) return;
        setAnswer(a);
        setMine(new Set(a.mine));
        setMessages(merge(a.messages, pending).filter((m) => !gone.has(m.id)));
      },
      (e: unknown) => live && setError(e instanceof Error ? e.message : '加载失败'),
    );
    return () => {
      live = false;
      sub.unsubscribe();
    };
  }, [roomId, token]);

  const commentary = messages.filter((m) => m.kind === 'commentary');
  // The chart follows the index the lecturer last pointed at (上证指数 until then).
  const pointed = commentary.findLast((m) => m.chart?.kind === 'index')?.chart;
  const talkedIndex = INDEXES.find((ix) => pointed?.kind === 'index' && ix.id === pointed.id) ?? INDEXES[0];
  const chat = messages.filter((m) => m.kind === 'chat');
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a line arrives
  useEffect(() => {
    chatEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [chat.length]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: scrolls when a line arrives
  useEffect(() => {
    talkEnd.current?.scrollIntoView({ block: 'nearest' });
  }, [commentary.length]);

  if (error) return <EmptyState text={`直播间加载失败：${error}`} />;
  if (!answer) return <Loading text="加载中…" />;
  const { room } = answer;

  const send = (e: FormEvent) => {
    e.preventDefault();
    if (token === null) {
      goToLogin();
      return;
    }
    const problem = chatTextProblem(text);
    if (problem) {
      setNote({ text: problem, error: true });
      return;
    }
    requestOnce(coursesEndpoints.chatSend, { body: { room: room.id, text }, silent: true }).then(
      (m) => {
        setText('');
        setNote(null);
        setMine((s) => new Set(s).add(m.id));
        setMessages((list) => merge(list, [m]));
      },
      (err: unknown) => setNote({ text: err instanceof Error ? err.message : '发送失败', error: true }),
    );
  };
  const withdraw = (id: string) => {
    requestOnce(coursesEndpoints.chatWithdraw, { body: { room: room.id, id }, silent: true }).then(
      () => setMessages((list) => list.filter((m) => m.id !== id)),
      (err: unknown) => setNote({ text: err instanceof Error ? err.message : '撤回失败', error: true }),
    );
  };

  return (
    <Wrap data-testid="live-room">
      <Head>
        <Back type="button" onClick={() => navigateTo('/LiveStream')}>
          返回
        </Back>
        <h1>{room.title}</h1>
        <span>
          {LIVE_STATUS_LABELS[room.status]} · 讲师 {room.lecturer.name}（执业编号 {room.lecturer.certNo}） ·{' '}
          {room.status === 'live' ? `${room.online}人在线` : `${room.online}人`}
        </span>
      </Head>
      <Panel aria-label="讲师解盘">
        <h2>讲师解盘</h2>
        <Strip>
          {INDEXES.map((ix) => (
            <span key={ix.id}>
              {ix.name} <PriceCell id={ix.id} field="price" /> <PriceCell id={ix.id} field="pct" />
            </span>
          ))}
        </Strip>
        <IndexChart id={talkedIndex.id} name={talkedIndex.name} />
        <List data-testid="commentary">
          {answer.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
          {commentary.length === 0 && answer.notes.length === 0 ? (
            <li>{room.status === 'upcoming' ? '直播尚未开始，开播后讲师的解盘会实时出现在这里。' : '讲师正在准备，稍后开讲…'}</li>
          ) : null}
          {commentary.map((m) => (
            <li key={m.id}>
              <small>{wallTime(m.ts)}</small>
              <strong>{m.nick}：</strong>
              {m.text}
              {m.chart?.kind === 'sectors' ? <SectorBars chart={m.chart} /> : null}
            </li>
          ))}
          <li ref={talkEnd} aria-hidden />
        </List>
      </Panel>
      <Panel aria-label="互动聊天">
        <h2>互动聊天</h2>
        <List data-testid="chat-list" aria-live="polite">
          {chat.length === 0 ? <li>还没有人发言</li> : null}
          {chat.map((m) => (
            <li key={m.id} data-testid="chat-message">
              <small>{wallTime(m.ts)}</small>
              <strong>{m.nick}：</strong>
              <span>{m.text}</span>
              {mine.has(m.id) ? (
                <Withdraw type="button" onClick={() => withdraw(m.id)}>
                  撤回
                </Withdraw>
              ) : null}
            </li>
          ))}
          <li ref={chatEnd} aria-hidden />
        </List>
        {room.status === 'live' ? (
          <>
            <Form onSubmit={send}>
              <input
                aria-label="发言内容"
                value={text}
                maxLength={CHAT_TEXT_MAX * 2}
                placeholder={token === null ? '登录后参与互动' : `说点什么（最多${CHAT_TEXT_MAX}字）`}
                onChange={(e) => setText(e.target.value)}
                onFocus={() => token === null && goToLogin()}
              />
              <button type="submit">{token === null ? '登录发言' : '发送'}</button>
            </Form>
            <Note $error={note?.error === true} role={note?.error ? 'alert' : undefined}>
              {note?.text ?? '文明发言，禁止发布荐股、联系方式等内容；发言2分钟内可撤回。'}
            </Note>
          </>
        ) : (
          <Note>{room.status === 'upcoming' ? '直播开始后可参与互动。' : '直播已结束，聊天已关闭。'}</Note>
        )}
      </Panel>
    </Wrap>
  );
}

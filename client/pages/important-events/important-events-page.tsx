/**
 * 重大事项提醒 (/importantEvents?code=600519.SH&types=除权除息,股东大会&id=): the company's timeline —
 * coming events (as announced by today: 预约披露, 股东大会, 股权登记, 除权除息) on top, then the past
 * ones newest first — with type filters (counts per type; the choice lives in the address) and the
 * announcement behind each event opened in the page.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import styled from 'styled-components';
import { EVENT_TYPES, type EventAnswer, type EventItem, type EventType } from '../../../contracts/endpoints/notices';
import type { SecurityId } from '../../../contracts/market';
import { fetchDisclosure } from '../../components/disclosures/disclosure-api';
import { NoticeDocumentView } from '../../components/disclosures/notice-document';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codeProblem } from '../../components/data-page/query-state';
import { Button } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, Chip } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';

const Chips = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(6)};
  padding: ${rem(10)} ${rem(12)};
`;

const Line = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${rem(8)} ${rem(12)} ${rem(12)} ${rem(28)};
  position: relative;
  &::before {
    content: '';
    position: absolute;
    left: ${rem(17)};
    top: ${rem(12)};
    bottom: ${rem(12)};
    width: 2px;
    background: ${({ theme }) => theme.colors.border};
  }
  li {
    position: relative;
    display: grid;
    grid-template-columns: ${rem(88)} ${rem(72)} 1fr auto;
    align-items: baseline;
    gap: ${rem(10)};
    padding: ${rem(7)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
    font-size: ${rem(13)};
  }
  li::before {
    content: '';
    position: absolute;
    left: ${rem(-15)};
    top: ${rem(13)};
    width: ${rem(8)};
    height: ${rem(8)};
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.textMuted};
  }
  li[data-coming='true']::before {
    background: ${({ theme }) => theme.colors.primary};
  }
  .date {
    font-family: ${({ theme }) => theme.numericFont};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .type {
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${rem(12)};
  }
  .title {
    font-weight: 600;
  }
  .detail {
    display: block;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
    font-weight: 400;
  }
  button {
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    font: inherit;
    font-size: ${rem(12)};
    cursor: pointer;
  }
  @media (max-width: 640px) {
    li {
      grid-template-columns: ${rem(80)} 1fr;
    }
    li .type,
    li button {
      grid-column: 2;
    }
  }
`;

const MoreLine = styled.div`
  padding: ${rem(4)} ${rem(12)} ${rem(12)};
  text-align: center;
`;

function Timeline({ items, testId }: { items: EventItem[]; testId: string }) {
  return (
    <Line data-testid={testId}>
      {items.map((e, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: events of one day and type may share a title
        <li key={`${e.date}-${e.type}-${i}`} data-coming={e.coming} data-type={e.type}>
          <span className="date">{e.date}</span>
          <span className="type">{e.type}</span>
          <span className="title">
            {e.title}
            <span className="detail">{e.detail}</span>
          </span>
          {e.noticeId ? (
            <button type="button" data-testid="event-notice" onClick={() => replaceQuery({ id: e.noticeId })}>
              查看公告
            </button>
          ) : (
            <span />
          )}
        </li>
      ))}
    </Line>
  );
}

const fetchEvents = (code: string) => fetchDisclosure('eventReminders', { code });

/**
 * Past events drawn at first, and added by each 「显示更早」: ten years of a company's events are
 * several hundred rows, and drawing them all held the first paint about 400 ms for history the
 * reader scrolls to only sometimes.
 */
export const PAST_STEP = 50;

function EventsView({ id, types, open }: { id: SecurityId; types: ReadonlySet<EventType>; open: string | null }) {
  const load = useKeyedLoad(id as string, (x) => x, fetchEvents);
  const a: EventAnswer | null = load.for === id ? load.data : null;
  const shown = (a?.items ?? []).filter((e) => types.size === 0 || types.has(e.type));
  const coming = shown.filter((e) => e.coming).reverse();
  const past = shown.filter((e) => !e.coming);
  // How many past events show, for the type choice it was counted under: another choice (a chip,
  // or back/forward in the address) starts again from the newest {@link PAST_STEP}.
  const typesKey = [...types].join(',');
  const [more, setMore] = useState({ types: typesKey, shown: PAST_STEP });
  const pastShown = more.types === typesKey ? more.shown : PAST_STEP;
  const earlier = past.length - pastShown;
  const toggle = (t: EventType) => {
    const next = new Set(types);
    if (next.has(t)) next.delete(t);
    else next.add(t);
    replaceQuery({ types: next.size ? EVENT_TYPES.filter((x) => next.has(x)).join(',') : null });
  };
  return (
    <FundamentalsPage title="重大事项提醒" path="/importantEvents" id={id} name={a?.name} testId="important-events-page">
      {open && <NoticeDocumentView id={open} onClose={() => replaceQuery({ id: null })} />}
      <Card>
        <Chips role="group" aria-label="事件类型">
          <Chip type="button" $active={types.size === 0} aria-pressed={types.size === 0} onClick={() => replaceQuery({ types: null })}>
            全部
          </Chip>
          {EVENT_TYPES.map((t) => (
            <Chip
              key={t}
              type="button"
              data-testid={`event-type-${t}`}
              $active={types.has(t)}
              aria-pressed={types.has(t)}
              disabled={a !== null && !a.counts[t]}
              onClick={() => toggle(t)}
            >
              {t}
              {a ? ` ${a.counts[t] ?? 0}` : ''}
            </Chip>
          ))}
        </Chips>
        <LoadStatus value={a ? load : { ...load, data: null, status: load.status === 'error' ? 'error' : 'loading' }} />
      </Card>
      {a && (
        <>
          <Card>
            <CardHeader>
              <h2>即将发生</h2>
              <span>截至 {a.today}</span>
            </CardHeader>
            {coming.length ? <Timeline items={coming} testId="events-coming" /> : <p style={{ padding: '12px', margin: 0 }}>暂无已公告的未来事项</p>}
          </Card>
          <Card>
            <CardHeader>
              <h2>已发生</h2>
              <span data-testid="events-count">共 {past.length} 项</span>
            </CardHeader>
            {past.length ? <Timeline items={past.slice(0, pastShown)} testId="events-past" /> : <p style={{ padding: '12px', margin: 0 }}>所选类型暂无事项</p>}
            {earlier > 0 && (
              <MoreLine>
                <Button type="button" $variant="text" data-testid="events-earlier" onClick={() => setMore({ types: typesKey, shown: pastShown + PAST_STEP })}>
                  显示更早的 {Math.min(earlier, PAST_STEP)} 项（还有 {earlier} 项）
                </Button>
              </MoreLine>
            )}
          </Card>
        </>
      )}
    </FundamentalsPage>
  );
}

/** The /importantEvents page. */
export default function ImportantEventsPage() {
  const search = useSearch();
  const id = codeParam(search);
  if (!id) return <NoCodePage path="/importantEvents" title="重大事项提醒" problem={codeProblem(search)} />;
  const p = new URLSearchParams(search);
  const types = new Set((p.get('types') ?? '').split(',').filter((t): t is EventType => (EVENT_TYPES as readonly string[]).includes(t)));
  const open = p.get('id');
  return <EventsView key={id} id={id} types={types} open={open && /^[\w.-]{1,40}$/.test(open) ? open : null} />;
}

/**
 * 智能选股 (/newStockPicker?q=): a sentence in Chinese parsed (contracts/screener/nl-parse.ts) into
 * the builder's tree, shown back as editable chips under 选股条件 with a message naming what was
 * not understood, a preview of the matches, 开始选股 to open it in the builder, and a gallery of
 * ready strategies. A strategy on a member-only field shows 会员; for a non-member it (and a typed
 * query on such a field) opens the member prompt instead of running.
 */
import { useObservableEagerState } from 'observable-hooks';
import { useEffect, useMemo, useState } from 'react';
import { BehaviorSubject } from 'rxjs';
import { useSearch } from 'wouter';
import { screenerEndpoints, type ScreenRequest } from '../../../contracts/screener/endpoints';
import { fieldOf } from '../../../contracts/screener/fields';
import { parseQuery } from '../../../contracts/screener/nl-parse';
import { STRATEGIES } from '../../../contracts/screener/strategies';
import { nodeText, treeProblem, type ScreenNode } from '../../../contracts/screener/tree';
import { navigateTo } from '../../core/navigation';
import { request } from '../../services/http';
import { Button } from '../../ui/button';
import { AppLink } from '../../ui/app-link';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, MarketPage, StatusLine } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';
import styled from 'styled-components';
import { pickerUrl } from '../../components/screener/picker-url';
import { ResultsTable } from '../../components/screener/results-table';
import { screenResults } from '../../components/screener/screener.streams';
import { ChipLine, QueryChip, Toolbar } from '../../components/screener/styles';
import { UNAVAILABLE_FIELDS } from '../../components/screener/unavailable';
import { FieldLockPrompt, lockedAmong, useLockedFields } from '../../components/screener/member-fields';
import { memberFieldsOf } from '../../../contracts/screener/gating';

const Ask = styled.form`
  display: flex;
  gap: ${rem(8)};
  padding: ${rem(12)};
  input {
    flex: 1;
    height: ${rem(36)};
    padding: 0 ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(6)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${rem(15)};
  }
`;

const Gallery = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${rem(12)};
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${rem(220)}, 1fr));
  gap: ${rem(10)};
  li button {
    width: 100%;
    height: 100%;
    padding: ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(6)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    text-align: left;
    cursor: pointer;
  }
  li button:hover,
  li button:focus-visible {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  strong {
    display: block;
    margin-bottom: ${rem(4)};
  }
  .member {
    float: right;
    margin-left: ${rem(6)};
    padding: 0 ${rem(6)};
    border-radius: ${rem(8)};
    font-size: ${rem(11)};
    line-height: ${rem(16)};
    color: #5b3a00;
    background: linear-gradient(90deg, #ffe3a3, #f5c26b);
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const EXAMPLES = [
  '市盈率小于20且ROE大于15%的银行股',
  '今天涨停的股票',
  '市盈率低于行业平均且ROE连续3年大于15%',
  '股东户数减少超过10%',
  '股息率最高的20只沪深300成分股',
];

/** The /newStockPicker page. */
export default function NewStockPickerPage() {
  const search = useSearch();
  const q = useMemo(() => new URLSearchParams(search).get('q') ?? '', [search]);
  const [text, setText] = useState(q);
  useEffect(() => setText(q), [q]);
  const outcome = useMemo(() => (q.trim() ? parseQuery(q) : null), [q]);
  const [nodes, setNodes] = useState<ScreenNode[]>([]);
  useEffect(() => setNodes(outcome?.query.tree.all ?? []), [outcome]);
  const tree = { all: nodes };
  const unavailable = nodes
    .flatMap((n) => ('any' in n ? n.any : [n]))
    .filter((c) => UNAVAILABLE_FIELDS.has(c.field) || (outcome?.query.sort && UNAVAILABLE_FIELDS.has(outcome.query.sort.field)));
  const sortBlocked = outcome?.query.sort && UNAVAILABLE_FIELDS.has(outcome.query.sort.field) ? outcome.query.sort.field : null;
  const locked = useLockedFields();
  // A query on a member-only field (PE 10年分位) from a non-member shows the member prompt instead of running.
  const lockedQuery = outcome ? lockedAmong(memberFieldsOf({ tree, sort: outcome.query.sort }), locked) : [];
  // A partial reading runs only once the user confirms it (the un-understood part is named above).
  const [confirmed, setConfirmed] = useState<string | null>(null);
  const partial = !!outcome && outcome.unknown.length > 0;
  const confirmedHere = partial && confirmed === q;
  const runnable =
    (nodes.length > 0 || outcome?.query.sort) &&
    unavailable.length === 0 &&
    !sortBlocked &&
    !treeProblem(tree) &&
    lockedQuery.length === 0 &&
    (!partial || confirmedHere);
  // The member strategy a non-member opened: its prompt under the gallery.
  const [strategyGate, setStrategyGate] = useState<{ id: string; fields: string[] } | null>(null);

  const [request$] = useState(() => new BehaviorSubject<ScreenRequest | null>(null));
  useEffect(() => {
    if (!runnable || !outcome) return request$.next(null);
    const req: ScreenRequest = { tree: { all: nodes }, size: 20 };
    if (outcome.query.sort) req.sort = outcome.query.sort;
    if (outcome.query.limit) req.limit = outcome.query.limit;
    request$.next(req);
  }, [nodes, outcome, runnable, request$]);
  const [results$] = useState(() => screenResults(request$, (body) => request(screenerEndpoints.screenerRun, { body })));
  const results = useObservableEagerState(results$);

  const ask = (query: string) => navigateTo(`/newStockPicker?q=${encodeURIComponent(query.trim())}`, { replace: true });
  const openBuilder = () => navigateTo(pickerUrl({ tree, sort: outcome?.query.sort ?? null, limit: outcome?.query.limit ?? null }));

  return (
    <MarketPage data-testid="new-stock-picker-page">
      <Card>
        <CardHeader>
          <h2>智能选股</h2>
          <span className="spacer" />
          <AppLink href="/stockPicker">条件选股</AppLink>
          <AppLink href="/myStockpicker">我的选股</AppLink>
        </CardHeader>
        <Ask
          onSubmit={(e) => {
            e.preventDefault();
            if (text.trim()) ask(text);
          }}
        >
          <input
            aria-label="用一句话描述要选的股票"
            placeholder={`例如：${EXAMPLES[0]}`}
            value={text}
            onChange={(e) => setText(e.target.value)}
            maxLength={200}
          />
          <Button type="submit" disabled={text.trim() === ''}>
            解析
          </Button>
        </Ask>
        {!outcome && (
          <ChipLine>
            试试：
            {EXAMPLES.map((x) => (
              <Button key={x} type="button" $variant="text" $small onClick={() => ask(x)}>
                {x}
              </Button>
            ))}
          </ChipLine>
        )}
        {outcome && (
          <>
            <ChipLine data-testid="parsed-chips">
              <span>选股条件：</span>
              {nodes.length === 0 && !outcome.query.sort && <span>（无）</span>}
              {nodes.map((n, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: chips have no id; the position is the identity
                <QueryChip key={i}>
                  {nodeText(n)}
                  <button type="button" aria-label={`去掉条件 ${nodeText(n)}`} onClick={() => setNodes(nodes.filter((_, j) => j !== i))}>
                    ×
                  </button>
                </QueryChip>
              ))}
              {outcome.query.sort && (
                <QueryChip>
                  按{fieldOf(outcome.query.sort.field)?.label}
                  {outcome.query.sort.order === 'desc' ? '从高到低' : '从低到高'}
                  {outcome.query.limit ? `取前${outcome.query.limit}只` : ''}
                </QueryChip>
              )}
            </ChipLine>
            {outcome.message && (
              <StatusLine $error role="alert" style={{ textAlign: 'left' }} data-testid="parse-unknown">
                {outcome.message}
                {partial && (nodes.length > 0 || outcome.query.sort) && !confirmedHere && (
                  <>
                    {' '}
                    <Button type="button" $small onClick={() => setConfirmed(q)}>
                      按已理解的条件选股
                    </Button>
                  </>
                )}
              </StatusLine>
            )}
            {(unavailable.length > 0 || sortBlocked) && (
              <StatusLine $error role="alert" style={{ textAlign: 'left' }}>
                {[...new Set([...unavailable.map((c) => c.field), ...(sortBlocked ? [sortBlocked] : [])])]
                  .map((f) => `「${fieldOf(f)?.label}」${UNAVAILABLE_FIELDS.get(f)}`)
                  .join('；')}
              </StatusLine>
            )}
            {lockedQuery.length > 0 && <FieldLockPrompt fields={lockedQuery} />}
            <Toolbar>
              <span data-testid="preview-total">
                {!runnable ? '' : results.data ? `共 ${results.data.total} 只` : results.status === 'loading' ? (results.preparing ?? '筛选中…') : ''}
              </span>
              <span className="spacer" />
              <Button type="button" onClick={openBuilder} disabled={nodes.length === 0 && !outcome.query.sort}>
                开始选股
              </Button>
            </Toolbar>
            {runnable && <LoadStatus value={results} empty={(d) => d.total === 0} emptyText="没有满足条件的股票" />}
            {runnable && results.data && results.data.rows.length > 0 && (
              <div style={{ overflowX: 'auto' }}>
                <ResultsTable result={results.data} sort={outcome.query.sort ?? null} onSort={() => {}} selected={new Set()} onSelect={() => {}} />
              </div>
            )}
          </>
        )}
      </Card>
      <Card style={{ marginTop: 12 }}>
        <CardHeader>
          <h2>策略库</h2>
        </CardHeader>
        <Gallery aria-label="策略库">
          {STRATEGIES.map((s) => {
            const parsed = parseQuery(s.query);
            const member = memberFieldsOf(parsed.query);
            const open = () => {
              const fields = lockedAmong(member, locked);
              if (fields.length > 0) setStrategyGate({ id: s.id, fields });
              else navigateTo(pickerUrl({ tree: parsed.query.tree, sort: parsed.query.sort ?? null }));
            };
            return (
              <li key={s.id}>
                <button type="button" data-strategy={s.id} data-member={member.length > 0 ? 'yes' : undefined} onClick={open}>
                  {member.length > 0 && <span className="member">会员</span>}
                  <strong>{s.name}</strong>
                  <small>{s.idea}</small>
                  <div style={{ marginTop: 6, fontSize: 12 }}>{parsed.query.tree.all.map(nodeText).join('；')}</div>
                </button>
              </li>
            );
          })}
        </Gallery>
        {strategyGate && <FieldLockPrompt fields={strategyGate.fields} />}
      </Card>
    </MarketPage>
  );
}

/**
 * The search dropdown (spec §2, §5): tabs 全部/指数/股票; with an empty query 历史记录 (with
 * 清除历史记录) and 热门股票; otherwise the results or 无匹配结果. Each row has 加自选, which
 * reads 已添加 once followed (hidden for fof funds).
 */
import { useObservableEagerState } from 'observable-hooks';
import { SEARCH_TYPES } from '../../../contracts/endpoints/search';
import type { SearchResult } from '../../../contracts/entities';
import { marketLabel } from '../../../contracts/market';
import { SEARCH_TAB_LABELS, type SearchState } from '../../state/search.streams';
import { addToWatchlist, canFollow, followed$, watchlistLoaded$ } from '../../state/watchlist';
import { showsFollowed } from '../../state/watchlist-follow';
import { GroupPicker } from '../../components/watchlist-panel/group-picker';
import { ClearButton, Code, Empty, Follow, Followed, Label, List, Name, Panel, Rank, Row, Scroll, SectionHead, Tab, Tabs } from './search-styles';

/** Texts of the panel (spec §2, §5). */
export const SEARCH_TEXT = {
  history: '历史记录',
  clearHistory: '清除历史记录',
  hot: '热门股票',
  noMatch: '无匹配结果',
  searching: '搜索中…',
  failed: '搜索失败，请稍后重试',
  follow: '加自选',
  followed: '已添加',
} as const;

/** Props of {@link SearchPanel}. */
export interface SearchPanelProps {
  id: string;
  state: SearchState;
  onTab(tab: SearchState['tab']): void;
  onOpen(result: SearchResult): void;
  onClearHistory(): void;
}

function ResultRow({
  r,
  index,
  active,
  rank,
  followed,
  onOpen,
  id,
}: {
  r: SearchResult;
  index: number;
  active: boolean;
  rank: number | null;
  followed: boolean;
  onOpen(r: SearchResult): void;
  id: string;
}) {
  return (
    <Row id={`${id}-opt-${index}`} role="option" aria-selected={active} $active={active} data-code={r.id} onClick={() => onOpen(r)}>
      <Rank $top={rank !== null && rank <= 3}>{rank ?? ''}</Rank>
      <Code className="num">{r.code}</Code>
      <Name>{r.name}</Name>
      <Label>{marketLabel({ suffix: r.codeSuff, kind: r.capitalOrIndex })}</Label>
      {!canFollow(r.capitalOrIndex) ? (
        <>
          <span />
          <span />
        </>
      ) : followed ? (
        <Followed>{SEARCH_TEXT.followed}</Followed>
      ) : (
        <Follow
          type="button"
          tabIndex={-1}
          onClick={(e) => {
            e.stopPropagation();
            addToWatchlist(r.id);
          }}
        >
          {SEARCH_TEXT.follow}
        </Follow>
      )}
      {canFollow(r.capitalOrIndex) && <GroupPicker id={r.id} name={r.name} />}
    </Row>
  );
}

/** See the module comment. */
export function SearchPanel({ id, state, onTab, onOpen, onClearHistory }: SearchPanelProps) {
  const followed = useObservableEagerState(followed$);
  const loaded = useObservableEagerState(watchlistLoaded$);
  const isFollowed = (r: SearchResult) => showsFollowed(r, followed, loaded);
  const emptyQuery = state.query.trim() === '';
  const rowProps = { onOpen, id };
  return (
    // Mouse down inside must not blur the input (the click would otherwise land after closing).
    <Panel onMouseDown={(e) => e.preventDefault()} data-testid="search-panel">
      <Tabs role="tablist" aria-label="搜索范围">
        {SEARCH_TYPES.map((t) => (
          <Tab key={t} type="button" role="tab" tabIndex={-1} aria-selected={state.tab === t} $active={state.tab === t} onClick={() => onTab(t)}>
            {SEARCH_TAB_LABELS[t]}
          </Tab>
        ))}
      </Tabs>
      <Scroll>
        {emptyQuery ? (
          <>
            {state.history.length > 0 && (
              <>
                <SectionHead>
                  <span>{SEARCH_TEXT.history}</span>
                  <ClearButton type="button" onClick={onClearHistory}>
                    {SEARCH_TEXT.clearHistory}
                  </ClearButton>
                </SectionHead>
                <List role="listbox" id={`${id}-history`} aria-label={SEARCH_TEXT.history}>
                  {state.history.map((r, i) => (
                    <ResultRow key={`h-${r.id}`} r={r} index={i} rank={null} active={state.highlight === i} followed={isFollowed(r)} {...rowProps} />
                  ))}
                </List>
              </>
            )}
            <SectionHead>
              <span>{SEARCH_TEXT.hot}</span>
            </SectionHead>
            <List role="listbox" id={`${id}-hot`} aria-label={SEARCH_TEXT.hot}>
              {state.hot.map((r, i) => {
                const index = state.history.length + i;
                return (
                  <ResultRow key={`t-${r.id}`} r={r} index={index} rank={i + 1} active={state.highlight === index} followed={isFollowed(r)} {...rowProps} />
                );
              })}
            </List>
          </>
        ) : state.status === 'loading' && state.results.length === 0 ? (
          <Empty>{SEARCH_TEXT.searching}</Empty>
        ) : state.status === 'error' ? (
          <Empty>{SEARCH_TEXT.failed}</Empty>
        ) : state.results.length === 0 ? (
          <Empty>{state.status === 'done' ? SEARCH_TEXT.noMatch : SEARCH_TEXT.searching}</Empty>
        ) : (
          <List role="listbox" id={`${id}-results`} aria-label="搜索结果">
            {state.results.map((r, i) => (
              <ResultRow key={r.id} r={r} index={i} rank={null} active={state.highlight === i} followed={isFollowed(r)} {...rowProps} />
            ))}
          </List>
        )}
      </Scroll>
    </Panel>
  );
}

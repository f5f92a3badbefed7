/**
 * 资讯 7×24 (/sevenEleven, a cached page): the sim's news desk as a feed — category tabs, keyword
 * search and 只看自选 (tab and keyword kept in the address), include/exclude word filters
 * (remembered in local storage), the day's digests (早报/午评/收评), date dividers, each item with
 * its time, 【模拟】 title and text, 加红 when important, 题材 tags and the securities it names with
 * live 涨跌幅 (click opens the stock); a title opens the item's detail (`?id=`, addressable).
 * Older days load when the reader nears the bottom. New items arrive by the socket's news push
 * (polled every {@link POLL_MS} only while the socket is not open) and are held in an
 * "N条新消息" bar while the reader is scrolled down, so the list never moves under them. The page
 * scrolls in the shell's page frame (`[data-page]`), which the page cache keeps mounted with its
 * scroll position.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { useObservableEagerState, useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { useSearch } from 'wouter';
import {
  NEWS_FILTER_WORDS_MAX,
  NEWS_KEYWORD_MAX,
  NEWS_TAB_LABELS,
  NEWS_TABS,
  newsEndpoints,
  newsMatches,
  newsWords,
  type NewsFilter,
  type NewsItem,
  type NewsTab,
} from '../../../contracts/endpoints/news';
import type { NewsFilterWords } from '../../../contracts/storage-keys';
import { patchSearch } from '../../components/fundamentals/query-state';
import { navigateTo } from '../../core/navigation';
import { persisted } from '../../core/persisted';
import { Button } from '../../ui/button';
import { Modal } from '../../ui/modal';
import { news$, socketStatus$ } from '../../state/quotes';
import { PriceCell } from '../../components/live-quote/price-cell';
import { openSecurity } from '../../components/market-table/open-security';
import { replaceQuery } from '../../components/fundamentals/query-nav';
import { wallDate, wallTime } from '../../core/exchange-clock';
import { requestOnce } from '../../services/http';
import { followed$ } from '../../state/watchlist';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { usePageActive } from '../../ui/page-context';
import { Card, CardHeader, MarketPage } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem } from '../../ui/theme';
import { EMPTY_FEED, firstPage, newestTs, olderPage, onlyFollowed, polled, showPending, withDividers, type FeedState } from './seven-eleven.streams';

/** How often new items are asked for. */
export const POLL_MS = 10_000;
const PAGE_SIZE = 30;
/** Within this many pixels of the top the reader counts as "at the top". */
const TOP_SLACK = 8;

const TABS = NEWS_TABS.map((key) => ({ key, label: NEWS_TAB_LABELS[key] }));

function initialTab(): NewsTab {
  const t = new URLSearchParams(window.location.search).get('tab');
  return (NEWS_TABS as readonly string[]).includes(t ?? '') ? (t as NewsTab) : 'all';
}

function initialKeyword(): string {
  return (new URLSearchParams(window.location.search).get('q') ?? '').slice(0, NEWS_KEYWORD_MAX);
}

type Load = 'loading' | 'ready' | 'error';

/** The shell's page frame that scrolls this page. */
function frameOf(el: HTMLElement | null): HTMLElement | null {
  return el?.closest<HTMLElement>('[data-page]') ?? null;
}

/** See the module comment. */
export default function SevenElevenPage() {
  const active = usePageActive();
  const [tab, setTab] = useState<NewsTab>(initialTab);
  const [keyword, setKeyword] = useState(initialKeyword);
  const [draft, setDraft] = useState(keyword);
  const [mine, setMine] = useState(false);
  const [feed, setFeed] = useState<FeedState>(EMPTY_FEED);
  const [load, setLoad] = useState<Load>('loading');
  const [error, setError] = useState('');
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [words, setWords] = useState<NewsFilterWords>(() => persisted.get('newsFilters'));
  const [editing, setEditing] = useState(false);
  const [digests, setDigests] = useState<readonly NewsItem[]>([]);
  const followed = useObservableEagerState(followed$);
  const socket = useObservableState(socketStatus$, 'idle');
  const detailId = new URLSearchParams(useSearch()).get('id');
  const root = useRef<HTMLDivElement>(null);
  const feedRef = useRef(feed);
  feedRef.current = feed;

  const filter = useMemo<NewsFilter>(() => ({ tab, keyword, include: words.include, exclude: words.exclude }), [tab, keyword, words]);
  const query = useCallback(
    (extra: Record<string, string>) => ({
      tab,
      size: String(PAGE_SIZE),
      ...(keyword ? { keyword } : {}),
      ...(words.include.length > 0 ? { include: words.include.join(',') } : {}),
      ...(words.exclude.length > 0 ? { exclude: words.exclude.join(',') } : {}),
      ...extra,
    }),
    [tab, keyword, words],
  );
  /** New items (pushed or polled) join the top at once, or wait in the bar while the reader is scrolled down. */
  const arrive = useCallback(
    (list: readonly NewsItem[]) => {
      const fresh = list.filter((i) => newsMatches(i, filter));
      if (fresh.length === 0) return;
      const atTop = (frameOf(root.current)?.scrollTop ?? 0) <= TOP_SLACK;
      setFeed((f) => polled(f, fresh, atTop));
    },
    [filter],
  );

  // The day's digests (早报/午评/收评), newest first (once; later ones come with the list).
  const digestsAsked = useRef(false);
  useEffect(() => {
    if (digestsAsked.current) return;
    let live = true;
    requestOnce(newsEndpoints.newsHistory, { query: { digests: '1', size: '6' } })
      .then((a) => {
        if (!live) return;
        digestsAsked.current = true;
        setDigests(latestDigests(a.list));
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, []);

  // First page for the tab/keyword/words. The page cache re-runs effects when the page is shown
  // again: the list it already holds for the same query stays, with the reader's scroll.
  const loadedFor = useRef<string | null>(null);
  useEffect(() => {
    const key = JSON.stringify(query({}));
    if (loadedFor.current === key) return;
    let live = true;
    setLoad('loading');
    requestOnce(newsEndpoints.newsHistory, { query: query({}) })
      .then((a) => {
        if (!live) return;
        loadedFor.current = key;
        setFeed(firstPage(a.list, a.next));
        setLoad('ready');
        const f = frameOf(root.current);
        if (f) f.scrollTop = 0;
      })
      .catch((e: unknown) => {
        if (!live) return;
        setError(e instanceof Error ? e.message : '加载失败');
        setLoad('error');
      });
    return () => {
      live = false;
    };
  }, [query]);

  // The socket's news push while the page is shown (the first frame after each connect repeats the recent items: merged by id).
  useEffect(() => {
    if (!active || load !== 'ready') return;
    const sub = news$().subscribe((frame) => arrive(frame.items));
    return () => sub.unsubscribe();
  }, [active, load, arrive]);

  // Fallback: poll for newer items while the socket is not open.
  useEffect(() => {
    if (!active || load !== 'ready' || socket === 'open') return;
    const timer = window.setInterval(() => {
      const after = newestTs(feedRef.current);
      requestOnce(newsEndpoints.newsHistory, { query: query(after === null ? {} : { after: String(after), size: '50' }) })
        .then((a) => arrive(a.list))
        .catch(() => {});
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, load, query, socket, arrive]);

  const loadOlder = useCallback(() => {
    const { next } = feedRef.current;
    if (next === null || loadingOlder) return;
    setLoadingOlder(true);
    requestOnce(newsEndpoints.newsHistory, { query: query({ before: String(next) }) })
      .then((a) => setFeed((f) => olderPage(f, a.list, a.next)))
      .catch(() => {})
      .finally(() => setLoadingOlder(false));
  }, [query, loadingOlder]);

  // Near the bottom: older items; back at the top: the held new ones join.
  useEffect(() => {
    const el = frameOf(root.current);
    if (!active || !el) return;
    const onScroll = () => {
      if (el.scrollHeight - el.scrollTop - el.clientHeight < 300) loadOlder();
      if (el.scrollTop <= TOP_SLACK && feedRef.current.pending.length > 0) setFeed(showPending);
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    return () => el.removeEventListener('scroll', onScroll);
  }, [active, loadOlder]);

  const choose = (t: NewsTab) => {
    setTab(t);
    replaceQuery({ tab: t === 'all' ? null : t });
  };
  const search = (e: FormEvent) => {
    e.preventDefault();
    const k = draft.trim().slice(0, NEWS_KEYWORD_MAX);
    setKeyword(k);
    replaceQuery({ q: k || null });
  };
  const saveWords = (next: NewsFilterWords) => {
    setWords(next);
    persisted.set('newsFilters', next);
    setEditing(false);
  };
  const openItem = (id: string) => navigateTo(`${window.location.pathname}${patchSearch(window.location.search, { id })}`);
  const closeItem = () => replaceQuery({ id: null });
  const showNew = () => {
    setFeed(showPending);
    const f = frameOf(root.current);
    if (f) f.scrollTop = 0;
  };

  // Digests that arrive join the strip with the list (not while held), so nothing above the reader changes height.
  const strip = useMemo(() => latestDigests([...digests, ...feed.items]), [digests, feed.items]);
  const shown = useMemo(() => (mine ? onlyFollowed(feed.items, followed) : feed.items), [feed.items, mine, followed]);
  const rows = useMemo(() => withDividers(shown, Date.now()), [shown]);
  const pendingCount = mine ? onlyFollowed(feed.pending, followed).length : feed.pending.length;

  return (
    <MarketPage ref={root}>
      <Feed>
        <CardHeader>
          <h2>7×24快讯</h2>
          <Tools onSubmit={search} role="search">
            <input
              type="search"
              aria-label="搜索资讯"
              placeholder="搜索关键词"
              maxLength={NEWS_KEYWORD_MAX}
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
            />
            <Button type="submit" $variant="primary" $small>
              搜索
            </Button>
            <label>
              <input type="checkbox" checked={mine} onChange={(e) => setMine(e.target.checked)} /> 只看自选
            </label>
            <Button type="button" $small aria-expanded={editing} onClick={() => setEditing((v) => !v)} data-testid="news-filter-toggle">
              筛选{words.include.length + words.exclude.length > 0 ? `（${words.include.length + words.exclude.length}）` : ''}
            </Button>
          </Tools>
        </CardHeader>
        {editing ? <WordFilters words={words} onSave={saveWords} onCancel={() => setEditing(false)} /> : null}
        {!editing && words.include.length + words.exclude.length > 0 ? (
          <ActiveWords data-testid="news-active-filters">
            {words.include.length > 0 ? <span>包含：{words.include.join('、')}</span> : null}
            {words.exclude.length > 0 ? <span>排除：{words.exclude.join('、')}</span> : null}
            <button type="button" onClick={() => saveWords({ include: [], exclude: [] })}>
              清除筛选
            </button>
          </ActiveWords>
        ) : null}
        {strip.length > 0 ? (
          <Digests aria-label="今日摘要" data-testid="news-digests">
            {strip.map((d) => (
              <button key={d.id} type="button" onClick={() => openItem(d.id)} title={d.content}>
                <b>{d.digest}</b> {wallTime(d.ts).slice(0, 5)} {d.title.replace(/^【模拟】/, '').replace(/^(早报|午评|收评)：/, '')}
              </button>
            ))}
          </Digests>
        ) : null}
        <TabStrip label="资讯分类" tabs={TABS} selected={tab} onSelect={choose} />
        {/* A zero-height sticky slot: the bar floats over the list instead of pushing it down. */}
        <NewBarSlot>
          {pendingCount > 0 ? (
            <NewBar type="button" onClick={showNew} data-testid="news-new-bar">
              {pendingCount}条新消息
            </NewBar>
          ) : null}
        </NewBarSlot>
        <List data-testid="news-list">
          {load === 'loading' ? <Loading text="加载中" /> : null}
          {load === 'error' ? <EmptyState text={`加载失败：${error}`} /> : null}
          {load === 'ready' && rows.length === 0 ? <EmptyState text={emptyText(tab, keyword, mine)} /> : null}
          {rows.map((row) =>
            row.kind === 'day' ? (
              <Day key={row.key} data-date={row.date}>
                {row.label}
              </Day>
            ) : (
              <Item key={row.key} item={row.item} onOpen={openItem} />
            ),
          )}
          {load === 'ready' && feed.next !== null ? (
            <More type="button" onClick={loadOlder} disabled={loadingOlder}>
              {loadingOlder ? '加载中…' : '加载更早的资讯'}
            </More>
          ) : null}
          {load === 'ready' && feed.next === null && rows.length > 0 ? <End>没有更早的资讯了</End> : null}
        </List>
      </Feed>
      {detailId ? <Detail id={detailId} onClose={closeItem} /> : null}
    </MarketPage>
  );
}

/** The newest digest of each kind, newest first. */
function latestDigests(items: readonly NewsItem[]): NewsItem[] {
  const byKind = new Map<string, NewsItem>();
  for (const i of items) {
    if (!i.digest) continue;
    const had = byKind.get(i.digest);
    if (!had || had.ts < i.ts) byKind.set(i.digest, i);
  }
  return [...byKind.values()].sort((a, b) => b.ts - a.ts);
}

function WordFilters({ words, onSave, onCancel }: { words: NewsFilterWords; onSave: (w: NewsFilterWords) => void; onCancel: () => void }) {
  const [include, setInclude] = useState(words.include.join('，'));
  const [exclude, setExclude] = useState(words.exclude.join('，'));
  const [problem, setProblem] = useState('');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const inc = newsWords(include);
    const exc = newsWords(exclude);
    const bad = [...inc, ...exc].find((w) => w.length > NEWS_KEYWORD_MAX);
    if (inc.length > NEWS_FILTER_WORDS_MAX || exc.length > NEWS_FILTER_WORDS_MAX) return setProblem(`每项最多${NEWS_FILTER_WORDS_MAX}个词`);
    if (bad) return setProblem(`“${bad.slice(0, 8)}…”超过${NEWS_KEYWORD_MAX}个字符`);
    onSave({ include: inc, exclude: exc });
  };
  return (
    <FilterForm onSubmit={submit} aria-label="关键词筛选" onKeyDown={(e) => e.key === 'Escape' && onCancel()}>
      <label>
        包含
        <input value={include} onChange={(e) => setInclude(e.target.value)} placeholder="任一词出现即显示，逗号分隔" aria-label="包含关键词" />
      </label>
      <label>
        排除
        <input value={exclude} onChange={(e) => setExclude(e.target.value)} placeholder="出现任一词即隐藏，逗号分隔" aria-label="排除关键词" />
      </label>
      <Button type="submit" $variant="primary" $small>
        保存
      </Button>
      <Button type="button" $small onClick={onCancel}>
        取消
      </Button>
      {problem ? <em role="alert">{problem}</em> : null}
    </FilterForm>
  );
}

function Detail({ id, onClose }: { id: string; onClose: () => void }) {
  const [item, setItem] = useState<NewsItem | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let live = true;
    setItem(null);
    setProblem('');
    requestOnce(newsEndpoints.newsItem, { query: { id } })
      .then((i) => live && setItem(i))
      .catch((e: unknown) => live && setProblem(e instanceof Error ? e.message : '加载失败'));
    return () => {
      live = false;
    };
  }, [id]);
  return (
    <Modal title={item?.digest ? `资讯详情 · ${item.digest}` : '资讯详情'} onClose={onClose}>
      <DetailBody data-testid="news-detail">
        {problem ? <EmptyState text={problem} /> : null}
        {!item && !problem ? <Loading text="加载中" /> : null}
        {item ? (
          <>
            <h3 data-level={item.level}>{item.title}</h3>
            <time dateTime={new Date(item.ts).toISOString()}>
              {wallDate(item.ts)} {wallTime(item.ts).slice(0, 5)} · {NEWS_TAB_LABELS[item.category]}
            </time>
            <p>{item.content}</p>
            <Tags tags={item.tags} />
            <Securities item={item} />
          </>
        ) : null}
      </DetailBody>
    </Modal>
  );
}

function Tags({ tags }: { tags: readonly string[] | undefined }) {
  if (!tags || tags.length === 0) return null;
  return (
    <TagList aria-label="题材">
      {tags.map((t) => (
        <span key={t}>#{t}</span>
      ))}
    </TagList>
  );
}

function Securities({ item }: { item: NewsItem }) {
  if (item.securities.length === 0) return null;
  return (
    <Related>
      {item.securities.map((s) => (
        <button key={s.id} type="button" onClick={() => openSecurity(s.id, s.kind)} title={`${s.name}（${s.code}）`}>
          {s.name} <PriceCell id={s.id} field="pct" />
        </button>
      ))}
    </Related>
  );
}

function emptyText(tab: NewsTab, keyword: string, mine: boolean): string {
  if (mine) return '暂无与自选股相关的资讯';
  if (keyword) return `没有包含“${keyword}”的资讯`;
  // 公告/解读 come from company disclosures (periodic reports, 预告, 分红): few outside the report seasons.
  if (tab === 'notice' || tab === 'analysis') return `暂无${NEWS_TAB_LABELS[tab]}资讯（公司公告集中在财报披露季）`;
  return tab === 'all' ? '暂无资讯' : `暂无${NEWS_TAB_LABELS[tab]}资讯`;
}

function Item({ item, onOpen }: { item: NewsItem; onOpen: (id: string) => void }) {
  return (
    <Entry data-level={item.level} data-category={item.category} data-id={item.id}>
      <time dateTime={new Date(item.ts).toISOString()}>{wallTime(item.ts).slice(0, 5)}</time>
      <div>
        {item.title ? (
          <TitleLink type="button" onClick={() => onOpen(item.id)}>
            {item.digest ? <DigestBadge>{item.digest}</DigestBadge> : null}
            <strong>{item.title}</strong>
          </TitleLink>
        ) : null}
        <p>{item.content}</p>
        <Tags tags={item.tags} />
        <Securities item={item} />
      </div>
    </Entry>
  );
}

const TitleLink = styled.button`
  display: inline;
  padding: 0;
  border: none;
  background: none;
  color: inherit;
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover strong,
  &:focus-visible strong {
    text-decoration: underline;
  }
`;

const DigestBadge = styled.span`
  display: inline-block;
  margin-right: ${rem(6)};
  padding: 0 ${rem(6)};
  border-radius: ${rem(3)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${rem(12)};
  line-height: 1.6;
  vertical-align: 1px;
`;

const TagList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(8)};
  margin-top: ${rem(4)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.primary};
`;

const Digests = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(8)};
  padding: ${rem(8)} ${rem(16)} 0;
  button {
    max-width: 100%;
    overflow: hidden;
    padding: ${rem(4)} ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${rem(13)};
    text-align: left;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
  }
  b {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

const FilterForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(8)} ${rem(12)};
  align-items: center;
  padding: ${rem(8)} ${rem(16)};
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textSecondary};
  label {
    display: flex;
    gap: ${rem(6)};
    align-items: center;
  }
  input {
    width: ${rem(220)};
    max-width: 60vw;
    padding: ${rem(4)} ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  em {
    color: ${({ theme }) => theme.colors.danger};
    font-style: normal;
  }
`;

const ActiveWords = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(12)};
  align-items: center;
  padding: ${rem(6)} ${rem(16)} 0;
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textSecondary};
  button {
    padding: 0;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

const DetailBody = styled.div`
  h3 {
    margin: 0 0 ${rem(6)};
    font-size: ${rem(15)};
    color: ${({ theme }) => theme.colors.text};
  }
  h3[data-level='important'] {
    color: ${({ theme }) => theme.colors.danger};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
  p {
    margin: ${rem(8)} 0;
  }
`;

const Feed = styled(Card)`
  /* Visible, so the date dividers and the N条新消息 bar stick to the page frame while it scrolls. */
  overflow: visible;
  display: flex;
  flex-direction: column;
  min-height: ${rem(420)};
`;

const Tools = styled.form`
  display: flex;
  gap: ${rem(8)};
  align-items: center;
  font-size: ${rem(13)};
  input[type='search'] {
    width: ${rem(180)};
    padding: ${rem(4)} ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  label {
    color: ${({ theme }) => theme.colors.textSecondary};
    cursor: pointer;
  }
`;

const NewBarSlot = styled.div`
  position: sticky;
  top: ${rem(8)};
  z-index: 2;
  display: flex;
  justify-content: center;
  height: 0;
  overflow: visible;
`;

const NewBar = styled.button`
  margin-top: ${rem(4)};
  height: ${rem(28)};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  padding: ${rem(4)} ${rem(16)};
  border: none;
  border-radius: ${rem(14)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${rem(13)};
  cursor: pointer;
`;

const List = styled.div`
  flex: 1;
  padding: 0 ${rem(16)} ${rem(12)};
`;

const Day = styled.h3`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0;
  padding: ${rem(8)} 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${rem(13)};
  font-weight: 500;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

const Entry = styled.article`
  display: grid;
  grid-template-columns: ${rem(52)} 1fr;
  gap: ${rem(8)};
  padding: ${rem(10)} 0;
  border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
  font-size: ${rem(14)};
  line-height: 1.6;
  color: ${({ theme }) => theme.colors.text};
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(13)};
  }
  strong {
    font-weight: 600;
  }
  p {
    margin: ${rem(2)} 0 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  &[data-level='important'] strong,
  &[data-level='important'] p {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

const Related = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(6)};
  margin-top: ${rem(6)};
  button {
    padding: ${rem(2)} ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${rem(12)};
    cursor: pointer;
  }
`;

const More = styled.button`
  display: block;
  margin: ${rem(12)} auto;
  padding: ${rem(4)} ${rem(16)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(4)};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
`;

const End = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(12)};
`;

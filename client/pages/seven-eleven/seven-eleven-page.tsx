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
import { useSearch } from 'wouter';
import {
  NEWS_KEYWORD_MAX,
  NEWS_TAB_LABELS,
  NEWS_TABS,
  newsEndpoints,
  newsMatches,
  type NewsFilter,
  type NewsItem,
  type NewsTab,
} from '../../../contracts/endpoints/news';
import type { NewsFilterWords } from '../../../contracts/storage-keys';
import { patchSearch } from '../../components/data-page/query-state';
import { navigateTo } from '../../core/navigation';
import { persisted } from '../../core/persisted';
import { Button } from '../../ui/button';
import { news$, socketStatus$ } from '../../state/quotes';
import { replaceQuery } from '../../components/data-page/query-nav';
import { wallTime } from '../../core/exchange-clock';
import { requestOnce } from '../../services/http';
import { followed$ } from '../../state/watchlist';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { usePageActive } from '../../ui/page-context';
import { CardHeader, MarketPage } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { ActiveWords, Day, Digests, End, Feed, List, More, NewBar, NewBarSlot, Tools } from './components/feed-styles';
import { NewsDetail } from './components/news-detail';
import { Item } from './components/news-item';
import { WordFilters } from './components/word-filters';
import {
  EMPTY_FEED,
  emptyText,
  firstPage,
  latestDigests,
  newestTs,
  olderPage,
  onlyFollowed,
  polled,
  showPending,
  withDividers,
  type FeedState,
} from './seven-eleven.streams';

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
      {detailId ? <NewsDetail id={detailId} onClose={closeItem} /> : null}
    </MarketPage>
  );
}

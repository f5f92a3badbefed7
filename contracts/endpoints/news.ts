/**
 * News endpoints of the 资讯 7×24 page (/sevenEleven): the desk's past flashes, newest first,
 * paged by time. Items are the sim's 快讯 (每条带【模拟】) with a category derived from what the
 * flash is about and the securities it names.
 */
import type { CapitalOrIndex } from '../market';
import type { NewsFlash } from './market-data';
import { endpoint } from './define';

/** Category tabs of the page; `all` and `important` are views, the rest are item categories. */
export const NEWS_TABS = ['all', 'important', 'notice', 'analysis', 'market', 'fund', 'hk'] as const;
/** One of {@link NEWS_TABS}. */
export type NewsTab = (typeof NEWS_TABS)[number];
/** The category an item carries (a tab other than `all` / `important`). */
export type NewsCategory = Exclude<NewsTab, 'all' | 'important'>;

/** Tab labels, verbatim from the reference (全部/加红/公告/解读/看盘/基金/港股). */
export const NEWS_TAB_LABELS: Readonly<Record<NewsTab, string>> = {
  all: '全部',
  important: '加红',
  notice: '公告',
  analysis: '解读',
  market: '看盘',
  fund: '基金',
  hk: '港股',
};

/** Largest page. */
export const NEWS_PAGE_MAX = 50;
/** Default page. */
export const NEWS_PAGE_DEFAULT = 20;
/** Longest keyword. */
export const NEWS_KEYWORD_MAX = 20;

/** A security an item names, with what the page needs to show and open it. */
export interface NewsSecurity {
  id: string;
  code: string;
  name: string;
  /** The security's kind (decides which page opens it). */
  kind: CapitalOrIndex;
}

/** The session digests: 早报 before the open (yesterday's close), 午评 at the lunch break, 收评 after the close. */
export const NEWS_DIGESTS = ['早报', '午评', '收评'] as const;
/** One of {@link NEWS_DIGESTS}. */
export type NewsDigest = (typeof NEWS_DIGESTS)[number];

/** A desk flash with what the desk knows about it beyond the dataset's fields. */
export interface DeskFlash extends NewsFlash {
  /** 题材 tags (concept boards the named stocks belong to, or the event's theme). */
  tags?: string[];
  /** Set on the session digests. */
  digest?: NewsDigest;
  /** The category when the desk knows better than the named securities (公告 from the company model). */
  category?: NewsCategory;
}

/** One 7×24 item. */
export interface NewsItem extends DeskFlash {
  category: NewsCategory;
  /** The securities of `codes` known to the universe, in order. */
  securities: NewsSecurity[];
}

/** Query of `GET /api/v3/news/history`. */
export interface NewsHistoryQuery {
  /** Only items strictly older than this epoch ms (the previous page's `next`); default: now. */
  before?: string;
  /** Only items strictly newer than this epoch ms (polling for new items). */
  after?: string;
  /** 1–{@link NEWS_PAGE_MAX}; default {@link NEWS_PAGE_DEFAULT}. */
  size?: string;
  /** A tab; default `all`. */
  tab?: string;
  /** Title or text contains it (1–{@link NEWS_KEYWORD_MAX} characters). */
  keyword?: string;
  /** Comma-separated words, at least one of which the title or text contains (≤ {@link NEWS_FILTER_WORDS_MAX} words). */
  include?: string;
  /** Comma-separated words none of which the title or text may contain. */
  exclude?: string;
  /** `1`: only the session digests (早报/午评/收评). */
  digests?: string;
}

/** Most words of one include/exclude filter. */
export const NEWS_FILTER_WORDS_MAX = 10;

/** What a page filters the feed by (the history query's meaning, applied to pushed items too). */
export interface NewsFilter {
  tab: NewsTab;
  keyword: string;
  include: readonly string[];
  exclude: readonly string[];
  digestsOnly?: boolean;
}

/** True when an item belongs on a tab. */
export function newsInTab(item: Pick<NewsItem, 'level' | 'category'>, tab: NewsTab): boolean {
  if (tab === 'all') return true;
  if (tab === 'important') return item.level === 'important';
  return item.category === tab;
}

/** True when an item passes a filter: its tab, the keyword, one include word (if any), no exclude word. */
export function newsMatches(item: Pick<NewsItem, 'level' | 'category' | 'title' | 'content' | 'digest'>, f: NewsFilter): boolean {
  const text = `${item.title}\n${item.content}`;
  return (
    newsInTab(item, f.tab) &&
    (!f.digestsOnly || item.digest !== undefined) &&
    (f.keyword === '' || text.includes(f.keyword)) &&
    (f.include.length === 0 || f.include.some((w) => text.includes(w))) &&
    !f.exclude.some((w) => text.includes(w))
  );
}

/** Splits a comma/space separated word list (全角逗号 too), trimmed, unique, without empties. */
export function newsWords(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[,，、\s]+/)
        .map((w) => w.trim())
        .filter(Boolean),
    ),
  ];
}

/** Answer: newest first. A page never splits items of one timestamp, so it may exceed `size`. */
export interface NewsHistoryAnswer {
  list: NewsItem[];
  /** Pass as `before` for the next (older) page; null when nothing older is kept. */
  next: number | null;
}

/** Query of `GET /api/v3/news/item`. */
export interface NewsItemQuery {
  /** An item id as the feed gives it (`2025-11-27-12`). */
  id?: string;
}

/** Shape of an item id. */
export const NEWS_ID_PATTERN = /^\d{4}-\d{2}-\d{2}-\d{1,6}$/;

/** News endpoints. */
export const newsEndpoints = {
  newsHistory: endpoint<NewsHistoryQuery, never, NewsHistoryAnswer>('GET', '/api/v3/news/history', 'none'),
  /** One kept item (the detail view); an id the desk no longer keeps answers 404 资讯不存在或已过期. */
  newsItem: endpoint<NewsItemQuery, never, NewsItem>('GET', '/api/v3/news/item', 'none'),
} as const;

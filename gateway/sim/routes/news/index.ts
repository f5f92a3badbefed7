/**
 * `GET /api/v3/news/history` (contracts/endpoints/news.ts): the desk's kept flashes as 7×24 items,
 * newest first, paged by time (`before` = the previous page's `next`), or the ones newer than
 * `after` (the page's poll), filtered by tab and keyword. Bad parameters answer 400 naming them.
 */
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import {
  NEWS_FILTER_WORDS_MAX,
  NEWS_ID_PATTERN,
  NEWS_KEYWORD_MAX,
  NEWS_PAGE_DEFAULT,
  NEWS_PAGE_MAX,
  NEWS_TABS,
  newsEndpoints,
  newsMatches,
  newsWords,
} from '../../../../contracts/endpoints/news';
import * as S from '../../../../contracts/endpoints/schemas/news';
import { badRequest, notFound } from '../../http/errors';
import { readEnum, readInt } from '../../http/params';
import { Router } from '../../http/router';
import type { Universe } from '../../market/index';
import { toNewsItem } from '../../news/categories';
import type { NewsDesk } from '../../news/news-desk';

/** What the news routes need. */
export interface NewsRoutesOptions {
  news: NewsDesk;
  universe: Universe;
}

/** Latest epoch ms accepted as a cursor (year 2100). */
const TS_MAX = 4_102_444_800_000;

const noSession: onRequestAsyncHookHandler = async () => {};

/** An include/exclude word list: at most {@link NEWS_FILTER_WORDS_MAX} words of at most {@link NEWS_KEYWORD_MAX} characters. */
function readWords(value: string | undefined, name: string): string[] {
  const words = newsWords(value ?? '');
  if (words.length > NEWS_FILTER_WORDS_MAX) throw badRequest(`参数 ${name} 最多${NEWS_FILTER_WORDS_MAX}个词`);
  if (words.some((w) => w.length > NEWS_KEYWORD_MAX)) throw badRequest(`参数 ${name} 每个词最多${NEWS_KEYWORD_MAX}个字符`);
  return words;
}

/** Registers news/history and news/item. */
export async function newsRoutes(app: FastifyInstance, opts: NewsRoutesOptions): Promise<void> {
  const router = new Router(app, noSession);
  router.add(newsEndpoints.newsHistory, { querystring: S.NewsHistoryQuery }, ({ query }) => {
    const size = readInt(query, 'size', 1, NEWS_PAGE_MAX, NEWS_PAGE_DEFAULT);
    const before = readInt(query, 'before', 0, TS_MAX, -1);
    const after = readInt(query, 'after', 0, TS_MAX, -1);
    const tab = readEnum(query, 'tab', NEWS_TABS, 'all');
    const keyword = (query.keyword ?? '').trim();
    if (keyword.length > NEWS_KEYWORD_MAX) throw badRequest(`参数 keyword 最多${NEWS_KEYWORD_MAX}个字符`);
    const include = readWords(query.include, 'include');
    const exclude = readWords(query.exclude, 'exclude');
    if (query.digests !== undefined && query.digests !== '1' && query.digests !== '0') throw badRequest('参数 digests 取值无效');
    const filter = { tab, keyword, include, exclude, digestsOnly: query.digests === '1' };
    const { list, next } = opts.news.history({
      size,
      ...(before >= 0 ? { before } : {}),
      ...(after >= 0 ? { after } : {}),
      accept: (f) => newsMatches(toNewsItem(f, opts.universe), filter),
    });
    return { list: list.map((f) => toNewsItem(f, opts.universe)), next };
  });
  router.add(newsEndpoints.newsItem, { querystring: S.NewsItemQuery }, ({ query }) => {
    const id = (query.id ?? '').trim();
    if (id === '') throw badRequest('缺少参数 id');
    if (!NEWS_ID_PATTERN.test(id)) throw badRequest('参数 id 取值无效');
    opts.news.observe();
    const flash = opts.news.find(id);
    if (!flash) throw notFound('资讯不存在或已过期');
    return toNewsItem(flash, opts.universe);
  });
}

/**
 * The route table of spec §2 with its flags, plus the navigation menus. Pure data shared by the
 * client shell (route matching, titles, nav, page cache) and the e2e tests; the client maps each
 * {@link PageName} to a lazily imported page module.
 */
import { BRAND } from './constants';

/** The page modules behind the routes (every route of spec §2 is a page of its own). */
export type PageName =
  | 'home'
  | 'favorite'
  | 'login'
  | 'pay'
  | 'stock'
  | 'full-screen-kline'
  | 'index-list'
  | 'rank-list'
  | 'stock-picker'
  | 'new-stock-picker'
  | 'my-stock-picker'
  | 'article'
  | 'pep-chat'
  | 'pepb-band'
  | 'growth-ability'
  | 'financial-statement'
  | 'industry-compare'
  | 'stock-compare'
  | 'line-table'
  | 'shareholders'
  | 'holder-num'
  | 'institutional-positions'
  | 'seven-eleven'
  | 'co-announcement'
  | 'important-events'
  | 'research-report'
  | 'institutional-research'
  | 'new-stock'
  | 'search-industry'
  | 'industry-analysis'
  | 'data-center'
  | 'live-stream'
  | 'my-alerts';

/** One route of spec §2. */
export interface RouteDef {
  /** Path as written in the spec (case-sensitive, e.g. `/LiveStream`). */
  readonly path: string;
  /** Chinese page name; the document title is `{title} - 知股` (just `知股` on `/`). */
  readonly title: string;
  /** The page module rendered for it. */
  readonly page: PageName;
  /** Left navigation shown (spec §2 "nav shown"). */
  readonly nav: boolean;
  /** Top bar shown; the spec flags nav and top bar together. */
  readonly topBar: boolean;
  /** Kept mounted on forward navigation (spec §2 "cached", §9 cache mode forward). */
  readonly cached: boolean;
  /** A forward navigation to one of these paths drops this cached page (spec §4). */
  readonly clearList: readonly string[];
  /** Leaving this route drops these cached pages (spec §2: leaving /stock clears / and /favorite). */
  readonly clearsOnLeave: readonly string[];
  /** Sub-paths match too (spec: `/lineTable (not exact)`). */
  readonly prefix: boolean;
  /** Query parameters the page reads (documentation; spec §2). */
  readonly query: readonly string[];
  /**
   * Nav and top bar also show while this query parameter is absent: the page is then a directory
   * inside the app (issue 27: /industryAnalysis without a code lists the industries), not a
   * detail page opened in its own window.
   */
  readonly shellWithout: string | null;
}

/** Paths whose pages are dropped from the cache on the way to login (user-specific state). */
const SESSION_CLEAR = ['/login'] as const;

function route(path: string, title: string, page: PageName, flags: Partial<Omit<RouteDef, 'path' | 'title' | 'page'>> = {}): RouteDef {
  const nav = flags.nav ?? false;
  return Object.freeze({
    path,
    title,
    page,
    nav,
    topBar: flags.topBar ?? nav,
    cached: flags.cached ?? false,
    clearList: flags.clearList ?? (flags.cached ? SESSION_CLEAR : []),
    clearsOnLeave: flags.clearsOnLeave ?? [],
    prefix: flags.prefix ?? false,
    query: flags.query ?? [],
    shellWithout: flags.shellWithout ?? null,
  });
}

/** Every route of spec §2, in the spec's order. */
export const ROUTES: readonly RouteDef[] = Object.freeze([
  route('/', '行情', 'home', { nav: true, cached: true }),
  route('/favorite', '自选股', 'favorite', { nav: true, cached: true }),
  route('/stockPicker', '选股', 'stock-picker', { nav: true, query: ['c', 'sort', 'asOf', 'page', 'limit', 'screen'] }),
  route('/newStockPicker', '智能选股', 'new-stock-picker', { query: ['q'] }),
  route('/myStockpicker', '我的选股', 'my-stock-picker'),
  route('/login', '登录', 'login'),
  route('/rankList', '明星榜单', 'rank-list', { query: ['name'] }),
  route('/institutionalPositions', '机构持仓', 'institutional-positions', { query: ['type', 'period', 'change', 'sort', 'order', 'page', 'code'] }),
  route('/indexList', '指数看板', 'index-list'),
  route('/stock', '个股详情', 'stock', { nav: true, clearsOnLeave: ['/', '/favorite'], query: ['stockCode'] }),
  route('/importantEvents', '重大事项提醒', 'important-events', { query: ['code', 'types', 'id'] }),
  route('/lineTable', '个股模块', 'line-table', { prefix: true, query: ['moduleName', 'codes', 'code', 'type'] }),
  route('/pepChat', '估值分位', 'pep-chat', { query: ['code', 'metric', 'range'] }),
  route('/stockGrowthAbility', '成长能力', 'growth-ability', { query: ['code', 'type', 'measure'] }),
  route('/pepbBand', 'PE/PB通道', 'pepb-band', { query: ['code', 'kind', 'range', 'mode'] }),
  route('/shareholders', '重要股东持股', 'shareholders', { query: ['code', 'period'] }),
  route('/coAnnouncement', '公司公告', 'co-announcement', { query: ['code', 'cat', 'q', 'from', 'to', 'page', 'id'] }),
  route('/researchReport', '机构研报', 'research-report', { query: ['code', 'tab', 'rating', 'industry', 'org', 'page', 'sort', 'order', 'open'] }),
  route('/financialStatement', '财务报表', 'financial-statement', { query: ['code', 'statement', 'view', 'unit', 'yoy'] }),
  route('/pay', '会员购买', 'pay'),
  route('/holderNum', '股东户数', 'holder-num', { query: ['code'] }),
  route('/stockCompare', '个股对比', 'stock-compare', { query: ['codes', 'code', 'range'] }),
  route('/newStock', '新股中心', 'new-stock', { query: ['tab', 'date', 'sort', 'order'] }),
  route('/dataCenter', '数据中心', 'data-center', {
    nav: true,
    query: ['section', 'date', 'ex', 'q', 'mine', 'scope', 'sort', 'order', 'page', 'sort2', 'order2', 'page2'],
  }),
  route('/indexCompareScreen', '同行比较', 'industry-compare', { query: ['code', 'tab', 'sort', 'order', 'page'] }),
  route('/institutionalResearchDetail', '机构调研', 'institutional-research', { query: ['code', 'date', 'rec', 'sort', 'order'] }),
  route('/fullScreenKLine', '全屏K线', 'full-screen-kline'),
  route('/searchIndustry', '行业搜索', 'search-industry', { query: ['type', 'q', 'sort', 'order'] }),
  route('/sevenEleven', '资讯', 'seven-eleven', { nav: true, cached: true, query: ['tab', 'q', 'id'] }),
  route('/industryAnalysis', '行业分析', 'industry-analysis', { query: ['code', 'range', 'spot', 'sort', 'order', 'type'], shellWithout: 'code' }),
  route('/LiveStream', '课程', 'live-stream', { nav: true, cached: true, query: ['tab', 'room', 'course', 'lesson'] }),
  route('/article', '文章库', 'article'),
  // Not in the spec's table: the signed-in user's 价格预警 and 预警记录 (issue 30), from the user menu,
  // with the app's navigation and top bar (a fired alert's card shows on any page).
  route('/myAlerts', '我的预警', 'my-alerts', { nav: true, query: ['tab', 'page'] }),
]);

/**
 * Every path of spec §2's route table, in the spec's order. The gateway's SPA fallback serves
 * index.html for these (it should also serve it for unknown paths, so the client can redirect
 * them to `/` as spec §2 asks).
 */
export const ROUTE_PATHS: readonly string[] = Object.freeze(ROUTES.map((r) => r.path));

/**
 * Where the build writes a page's own HTML under the client directory, and where the edge reads it
 * for that page's routes: index.html plus preloads of the page's chunks (scripts/build.ts).
 */
export function pageHtmlPath(page: PageName): string {
  return `pages/${page}.html`;
}

/** The default route (spec §2). */
export const DEFAULT_PATH = '/';
/** The login route. */
export const LOGIN_PATH = '/login';
/** 我的预警 (价格预警 and 预警记录). */
export const MY_ALERTS_PATH = '/myAlerts';

/** The route a pathname renders, or null (unknown paths redirect to {@link DEFAULT_PATH}). */
export function matchRoute(pathname: string): RouteDef | null {
  for (const r of ROUTES) {
    if (r.path === pathname) return r;
    if (r.prefix && pathname.startsWith(`${r.path}/`)) return r;
  }
  return null;
}

/** Nav and top bar of a route at an address: its flags, or the shell of a directory page without its parameter. */
export function shellOf(r: RouteDef, search: string): { nav: boolean; topBar: boolean } {
  const bare = r.shellWithout !== null && !new URLSearchParams(search).get(r.shellWithout)?.trim();
  return { nav: r.nav || bare, topBar: r.topBar || bare };
}

/** The document title of a route (spec §2: `{page} - 知股`, `知股` on `/`). */
export function documentTitle(r: RouteDef): string {
  return r.path === DEFAULT_PATH ? BRAND : `${r.title} - ${BRAND}`;
}

/** Query parameter of the stock page. */
export const STOCK_CODE_PARAM = 'stockCode';

/** URL of the stock page for a security id `{code}.{SUFFIX}` (spec §2: opens in a new window). */
export function stockUrl(id: string): string {
  return `/stock?${STOCK_CODE_PARAM}=${encodeURIComponent(id)}`;
}

/**
 * The article library (spec §2: opens in a new window). The spec does not name its host;
 * deployments set `<meta name="zhigu:article-url">` in index.html to their own. Without one it is the
 * app's own 解读 articles (issue 27: the old placeholder host did not exist, a dead link).
 */
export const DEFAULT_ARTICLE_URL = '/sevenEleven?tab=analysis';
/** Customer-service link of the browser notice; overridable with `<meta name="zhigu:service-url">`. */
export const DEFAULT_SERVICE_URL = 'https://www.zhigu.example.com/service';

/** One left-navigation entry. */
export interface NavItem {
  /** Target path. */
  readonly path: string;
  /** Short label. */
  readonly label: string;
  /** Icon name (the client draws it). */
  readonly icon: NavIcon;
}

/** Icons the navigation uses. */
export type NavIcon =
  | 'market'
  | 'favorite'
  | 'picker'
  | 'news'
  | 'data'
  | 'course'
  | 'article'
  | 'toolbox'
  | 'rank'
  | 'index'
  | 'institution'
  | 'ipo'
  | 'settings';

/** The seven main items of the left navigation (spec §2). */
export const NAV_MAIN: readonly NavItem[] = Object.freeze([
  { path: '/', label: '行情', icon: 'market' },
  { path: '/favorite', label: '自选', icon: 'favorite' },
  { path: '/stockPicker', label: '选股', icon: 'picker' },
  { path: '/sevenEleven', label: '资讯', icon: 'news' },
  { path: '/dataCenter', label: '数据中心', icon: 'data' },
  { path: '/LiveStream', label: '课程', icon: 'course' },
  { path: '/article', label: '文章库', icon: 'article' },
]);

/** The toolbox hover menu (spec §2). */
export const NAV_TOOLBOX: readonly NavItem[] = Object.freeze([
  { path: '/rankList', label: '排行榜', icon: 'rank' },
  { path: '/indexList', label: '指数看板', icon: 'index' },
  { path: '/institutionalPositions', label: '机构持仓', icon: 'institution' },
  { path: '/newStock', label: '新股中心', icon: 'ipo' },
]);

/** Label of the toolbox entry. */
export const TOOLBOX_LABEL = '工具箱';
/** Label of the disabled settings entry (tooltip {@link COMING_SOON} from constants). */
export const SETTINGS_LABEL = '设置';

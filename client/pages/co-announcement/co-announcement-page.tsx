/**
 * 公司公告 (/coAnnouncement?code=600519.SH&cat=财务报告&q=年度&from=&to=&page=&id=): the company's
 * announcements newest first, filtered by category (全部/财务报告/重大事项/融资公告/风险提示/资产重组/
 * 信息变更/持股变动, with counts), a title search and a date range; a title opens the document in the
 * page (its id in the address, so a shared link opens it too). CSV of the filtered list.
 */
import { useState } from 'react';
import { useSearch } from 'wouter';
import styled from 'styled-components';
import { NOTICE_CATEGORIES, type NoticeItem, type NoticeListAnswer } from '../../../contracts/endpoints/notices';
import type { SecurityId } from '../../../contracts/market';
import { Pager } from '../../components/data-page/pager';
import { pageCount, pageFromParam, pageParam } from '../../components/data-page/paging';
import { fetchDisclosure } from '../../components/disclosures/disclosure-api';
import { NoticeDocumentView } from '../../components/disclosures/notice-document';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { downloadText, toCsv, UTF8_BOM } from '../../components/data-page/csv';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codeProblem } from '../../components/data-page/query-state';
import { Button, LinkButton } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, Tab, TabBar } from '../../ui/panel-styles';
import { FilterBar } from '../../components/data-page/filter-bar';

const CATS = ['全部', ...NOTICE_CATEGORIES] as const;
const SIZE = 30;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

const TitleButton = styled(LinkButton)`
  white-space: normal;
`;

interface Query {
  code: SecurityId;
  cat: (typeof CATS)[number];
  q: string;
  from: string;
  to: string;
  page: number;
}

const keyOf = (q: Query) => JSON.stringify(q);
const fetchList = (q: Query) =>
  fetchDisclosure('noticeList', {
    code: q.code,
    category: q.cat === '全部' ? undefined : q.cat,
    keyword: q.q || undefined,
    from: q.from || undefined,
    to: q.to || undefined,
    page: String(q.page),
    size: String(SIZE),
  });

function exportCsv(a: NoticeListAnswer, q: Query) {
  // The rows on screen; the file name says which category and page they are.
  const csv = toCsv(
    ['公告标题', '公告类型', '公告分类', '公告日期'],
    a.list.map((n) => [n.title, n.type, n.category, n.date]),
  );
  downloadText(`${a.name}-公司公告-${q.cat}-第${q.page}页.csv`, UTF8_BOM + csv);
}

function AnnouncementView({ query, open }: { query: Query; open: string | null }) {
  const load = useKeyedLoad(query, keyOf, fetchList);
  const a = load.for === keyOf(query) ? load.data : null;
  const [q, setQ] = useState(query.q);
  const columns: DataColumn<NoticeItem>[] = [
    {
      key: 'title',
      label: '公告标题',
      text: true,
      cell: (n) => (
        <TitleButton type="button" data-testid="notice-link" aria-current={open === n.id ? 'true' : undefined} onClick={() => replaceQuery({ id: n.id })}>
          {n.title}
        </TitleButton>
      ),
    },
    { key: 'type', label: '公告类型', text: true, cell: (n) => n.type },
    { key: 'category', label: '分类', text: true, cell: (n) => n.category },
    { key: 'date', label: '公告日期', cell: (n) => n.date },
  ];
  const pages = a ? pageCount(a.total, SIZE) : 1;
  return (
    <FundamentalsPage title="公司公告" path="/coAnnouncement" id={query.code} name={a?.name} testId="co-announcement-page">
      {open && <NoticeDocumentView id={open} onClose={() => replaceQuery({ id: null })} />}
      <Card>
        <TabBar role="tablist" aria-label="公告分类">
          {CATS.map((c) => (
            <Tab
              key={c}
              role="tab"
              type="button"
              aria-selected={query.cat === c}
              $active={query.cat === c}
              data-testid={`notice-cat-${c}`}
              onClick={() => replaceQuery({ cat: c === '全部' ? null : c, page: null })}
            >
              {c}
              {a ? ` ${a.counts[c] ?? 0}` : ''}
            </Tab>
          ))}
        </TabBar>
        <FilterBar
          as="form"
          role="search"
          onSubmit={(e) => {
            e.preventDefault();
            replaceQuery({ q: q.trim() || null, page: null });
          }}
        >
          <input
            aria-label="搜索公告标题"
            placeholder="搜索公告标题"
            data-testid="notice-search"
            maxLength={20}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
          <Button $small type="submit">
            搜索
          </Button>
          <label>
            起始{' '}
            <input
              type="date"
              aria-label="起始日期"
              data-testid="notice-from"
              value={query.from}
              onChange={(e) => replaceQuery({ from: e.target.value || null, page: null })}
            />
          </label>
          <label>
            截止{' '}
            <input
              type="date"
              aria-label="截止日期"
              data-testid="notice-to"
              value={query.to}
              onChange={(e) => replaceQuery({ to: e.target.value || null, page: null })}
            />
          </label>
          <span className="spacer" style={{ flex: 1 }} />
          {a && a.list.length > 0 && (
            <Button $small $variant="ghost" type="button" data-testid="notice-csv" onClick={() => exportCsv(a, query)}>
              导出CSV
            </Button>
          )}
        </FilterBar>
      </Card>
      <Card>
        <CardHeader>
          <h2>{query.cat === '全部' ? '全部公告' : query.cat}</h2>
          {a && <span data-testid="notice-total">共 {a.total} 条</span>}
        </CardHeader>
        <LoadStatus
          value={a ? load : { ...load, data: null, status: load.status === 'error' ? 'error' : 'loading' }}
          empty={(x: NoticeListAnswer) => x.list.length === 0}
          emptyText={query.q || query.from || query.to ? '没有符合条件的公告' : `该类别暂无公告`}
        />
        {a && a.list.length > 0 && (
          <>
            <DataTable label="公司公告" testId="notice-table" columns={columns} rows={a.list} rowKey={(n) => n.id} />
            <Pager page={query.page} pages={pages} onPage={(p) => replaceQuery({ page: pageParam(p) })} testId="notice-page" />
          </>
        )}
      </Card>
    </FundamentalsPage>
  );
}

/** The /coAnnouncement page. */
export default function CoAnnouncementPage() {
  const search = useSearch();
  const id = codeParam(search);
  if (!id) return <NoCodePage path="/coAnnouncement" title="公司公告" problem={codeProblem(search)} />;
  const p = new URLSearchParams(search);
  const cat = (CATS as readonly string[]).includes(p.get('cat') ?? '') ? (p.get('cat') as Query['cat']) : '全部';
  const date = (k: string) => (DATE.test(p.get(k) ?? '') ? p.get(k)! : '');
  const page = pageFromParam(p.get('page'));
  const query: Query = { code: id, cat, q: (p.get('q') ?? '').slice(0, 20), from: date('from'), to: date('to'), page };
  const open = p.get('id');
  return <AnnouncementView key={id} query={query} open={open && /^[\w.-]{1,40}$/.test(open) ? open : null} />;
}

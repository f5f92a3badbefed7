/**
 * 机构调研 (/institutionalResearchDetail?date=&code=&rec=): on the left the 公告日期 with the number of
 * surveys published that day (the whole market, or one company with `code`), in the body that day's
 * records (代码, 名称, 最新价, 涨跌幅, 接待机构数量, 接待方式, 接待人员, 接待地点, 接待日期, 公告日期) and,
 * for the record picked, the visiting institutions with their types and the Q&A 纪要. Choices in the
 * address; the table sorts by column; CSV of the day's records.
 */
import { useSearch } from 'wouter';
import styled from 'styled-components';
import type { SurveyDataAnswer, SurveyDatesAnswer, SurveyRecord } from '../../../contracts/endpoints/notices';
import type { SecurityId } from '../../../contracts/market';
import { stockUrl } from '../../../contracts/routes';
import { fetchDisclosure } from '../../components/disclosures/disclosure-api';
import { useKeyedLoad } from '../../components/data-page/use-keyed-load';
import { downloadText, toCsv, UTF8_BOM } from '../../components/data-page/csv';
import { sortRowsBy, toggleSort } from '../../components/data-page/sort-rows';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { MemberGate, useMemberAccess } from '../../components/member-gate/member-gate';
import { formatGrowth } from '../../../contracts/format';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam } from '../../components/data-page/query-state';
import { AppLink } from '../../ui/app-link';
import { Button, LinkButton } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, MarketPage } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';

const Layout = styled.div`
  display: grid;
  grid-template-columns: ${rem(190)} minmax(0, 1fr);
  gap: ${rem(12)};
  margin-top: ${rem(12)};
  align-items: start;
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
`;

const Dates = styled.ul`
  list-style: none;
  margin: 0;
  padding: ${rem(4)} 0;
  max-height: 70vh;
  overflow-y: auto;
  button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: ${rem(6)} ${rem(12)};
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${rem(13)};
    cursor: pointer;
  }
  button[aria-current='true'] {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
  button:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  .n {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

const Main = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(12)};
  min-width: 0;
`;

const Qa = styled.dl`
  margin: 0;
  padding: ${rem(10)} ${rem(14)};
  font-size: ${rem(13)};
  line-height: 1.8;
  dt {
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
    margin-top: ${rem(6)};
  }
  dd {
    margin: 0;
    color: ${({ theme }) => theme.colors.textSecondary};
  }
`;

type SortKey = 'orgCount' | 'changePct' | 'receptionDate';

const fetchDates = (code: string) => fetchDisclosure('surveyDates', { code: code || undefined });
const fetchData = (q: { date: string; code: string }) => fetchDisclosure('surveyData', { date: q.date || undefined, code: q.code || undefined, size: '50' });

function exportCsv(list: readonly SurveyRecord[], date: string) {
  const csv = toCsv(
    ['代码', '名称', '最新价', '涨跌幅(%)', '接待机构数量', '接待方式', '接待人员', '接待地点', '接待日期', '公告日期', '调研机构'],
    list.map((r) => [
      r.code,
      r.name,
      r.price,
      r.changePct,
      r.orgCount,
      r.method,
      r.staff.join('；'),
      r.place,
      r.receptionDate,
      r.noticeDate,
      r.orgs.map((o) => `${o.name}(${o.type})`).join('；'),
    ]),
  );
  downloadText(`机构调研-${date}.csv`, UTF8_BOM + csv);
}

function Records({ date, code, rec, sort }: { date: string; code: string; rec: string | null; sort: { key: SortKey; order: 'asc' | 'desc' } | null }) {
  const q = { date, code };
  // A membership opened or lapsed asks again: members get every record with its 纪要, others the preview.
  const member = useMemberAccess('surveyDetails');
  const key = `${date}|${code}|${member}`;
  const load = useKeyedLoad(q, () => key, fetchData);
  const a: SurveyDataAnswer | null = load.for === key ? load.data : null;
  const rows = !a ? [] : sort ? sortRowsBy(a.list, (r) => r[sort.key], sort.order) : [...a.list];
  const picked = rows.find((r) => r.id === rec) ?? rows[0] ?? null;
  const cols: DataColumn<SurveyRecord>[] = [
    { key: 'code', label: '代码', text: true, cell: (r) => <AppLink href={stockUrl(r.code)}>{r.code}</AppLink> },
    {
      key: 'name',
      label: '名称',
      text: true,
      cell: (r) => (
        <LinkButton type="button" data-testid="survey-pick" aria-pressed={picked?.id === r.id} onClick={() => replaceQuery({ rec: r.id })}>
          {r.name}
        </LinkButton>
      ),
    },
    { key: 'price', label: '最新价', cell: (r) => (r.price === null ? '--' : r.price.toFixed(2)) },
    { key: 'changePct', label: '涨跌幅', cell: (r) => formatGrowth(r.changePct), trend: (r) => r.changePct },
    { key: 'orgCount', label: '接待机构数量', cell: (r) => r.orgCount },
    { key: 'method', label: '接待方式', text: true, cell: (r) => r.method },
    // The long texts stop with an ellipsis (their title keeps them) so 接待日期 and 公告日期 stay in sight at 1366 px.
    { key: 'staff', label: '接待人员', text: true, maxWidth: 220, cell: (r) => r.staff.join('、') },
    { key: 'place', label: '接待地点', text: true, maxWidth: 140, cell: (r) => r.place },
    { key: 'receptionDate', label: '接待日期', cell: (r) => r.receptionDate },
    { key: 'noticeDate', label: '公告日期', cell: (r) => r.noticeDate },
  ];
  return (
    <Main>
      <Card>
        <CardHeader>
          <h2>{date ? `${date} 调研记录` : '调研记录'}</h2>
          {a && <span data-testid="survey-total">共 {a.total} 条</span>}
          <span className="spacer" />
          {a && a.list.length > 0 && (
            <Button $small $variant="ghost" type="button" data-testid="survey-csv" onClick={() => exportCsv(a.list, date || code)}>
              导出CSV
            </Button>
          )}
        </CardHeader>
        <LoadStatus
          value={a ? load : { ...load, data: null, status: load.status === 'error' ? 'error' : 'loading' }}
          empty={(x: SurveyDataAnswer) => x.list.length === 0}
          emptyText="该日暂无机构调研"
        />
        {a && rows.length > 0 && (
          <DataTable
            label="调研记录"
            testId="survey-table"
            columns={cols}
            rows={rows}
            rowKey={(r) => r.id}
            rowKind={(r) => (r.id === picked?.id ? 'self' : undefined)}
            {...(sort ? { sort } : {})}
            onSort={(k) => {
              if (k !== 'orgCount' && k !== 'changePct' && k !== 'receptionDate') return;
              replaceQuery({ sort: k, order: toggleSort(sort, k).order === 'asc' ? 'asc' : null });
            }}
          />
        )}
      </Card>
      {picked && (
        <Card data-testid="survey-detail">
          <CardHeader>
            <h2>
              {picked.name} · {picked.method}
            </h2>
            <span>
              接待 {picked.receptionDate} · 公告 {picked.noticeDate} · {picked.orgCount} 家机构
            </span>
            <span className="spacer" />
            <AppLink href={`/coAnnouncement?code=${encodeURIComponent(picked.code)}&id=${encodeURIComponent(picked.noticeId)}`}>查看记录表</AppLink>
          </CardHeader>
          <DataTable
            label="调研机构"
            testId="survey-orgs"
            columns={[
              { key: 'name', label: '调研机构', text: true, cell: (o) => o.name },
              { key: 'type', label: '机构类型', text: true, cell: (o) => o.type },
              { key: 'people', label: '调研人员', text: true, cell: (o) => o.people.join('、') },
            ]}
            rows={picked.orgs}
            rowKey={(o) => o.name}
          />
          <Qa data-testid="survey-qa" aria-label="调研纪要">
            {picked.qa.map((x) => (
              <div key={x.q}>
                <dt>问：{x.q}</dt>
                <dd>答：{x.a}</dd>
              </div>
            ))}
          </Qa>
          {!member && (
            // The sim sent the preview of contracts/member-datasets.ts: the latest records, no 纪要.
            <MemberGate feature="surveyDetails" locked>
              {null}
            </MemberGate>
          )}
        </Card>
      )}
    </Main>
  );
}

function SurveyView({
  code,
  date,
  rec,
  sort,
}: {
  code: SecurityId | null;
  date: string | null;
  rec: string | null;
  sort: { key: SortKey; order: 'asc' | 'desc' } | null;
}) {
  const c = code ?? '';
  const load = useKeyedLoad(c, (x) => x, fetchDates);
  const a: SurveyDatesAnswer | null = load.for === c ? load.data : null;
  const current = date ?? a?.dates[0]?.date ?? null;
  return (
    <MarketPage data-testid="institutional-research-page">
      <Card>
        <CardHeader>
          <h2>机构调研{code ? ` · ${code}` : ''}</h2>
          {a && <span>截至 {a.today}</span>}
          <span className="spacer" />
          {code && <AppLink href="/institutionalResearchDetail">全市场调研</AppLink>}
        </CardHeader>
      </Card>
      <Layout>
        <Card>
          <CardHeader>
            <h2>公告日期</h2>
          </CardHeader>
          <LoadStatus
            value={a ? load : { ...load, data: null, status: load.status === 'error' ? 'error' : 'loading' }}
            empty={(x: SurveyDatesAnswer) => x.dates.length === 0}
            emptyText="暂无机构调研"
          />
          {a && (
            <Dates data-testid="survey-dates" aria-label="公告日期">
              {a.dates.map((d) => (
                <li key={d.date}>
                  <button type="button" aria-current={d.date === current} onClick={() => replaceQuery({ date: d.date, rec: null })}>
                    <span>{d.date}</span>
                    <span className="n">{d.count}家</span>
                  </button>
                </li>
              ))}
            </Dates>
          )}
        </Card>
        {current ? <Records date={code && !date ? '' : current} code={c} rec={rec} sort={sort} /> : <span />}
      </Layout>
    </MarketPage>
  );
}

/** The /institutionalResearchDetail page. */
export default function InstitutionalResearchPage() {
  const search = useSearch();
  const p = new URLSearchParams(search);
  const code = codeParam(search);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(p.get('date') ?? '') ? p.get('date') : null;
  const k = p.get('sort');
  const sort =
    k === 'orgCount' || k === 'changePct' || k === 'receptionDate'
      ? { key: k as SortKey, order: p.get('order') === 'asc' ? ('asc' as const) : ('desc' as const) }
      : null;
  return <SurveyView key={code ?? ''} code={code} date={date} rec={p.get('rec')} sort={sort} />;
}

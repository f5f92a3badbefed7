/**
 * 财务报表 (/financialStatement?code=600519.SH&statement=income&view=report&unit=亿&yoy=1): the
 * 资产负债表, 利润表, 现金流量表 and 主要指标 (ROE, 毛利率, 净利率, 资产负债率, 周转率, 每股指标) by
 * 报告期, 年度 or 单季度, with 同比 columns, amounts in 万/亿 and a CSV export (UTF-8 BOM) of the
 * table as shown. Choices live in the address.
 */
import { useObservable, useObservableEagerState } from 'observable-hooks';
import { map } from 'rxjs';
import { useSearch } from 'wouter';
import styled from 'styled-components';
import {
  STATEMENT_LABELS,
  STATEMENT_VIEW_LABELS,
  STATEMENT_VIEWS,
  STATEMENTS,
  type StatementAnswer,
  type StatementKind,
  type StatementLine,
  type StatementView,
} from '../../../contracts/endpoints/fundamentals';
import type { SecurityId } from '../../../contracts/market';
import { downloadText } from '../../components/data-page/csv';
import { MemberGate, useMemberAccess } from '../../components/member-gate/member-gate';
import { DataTable, type DataColumn } from '../../components/data-page/data-table';
import { fetchFundamentals } from '../../components/fundamentals/fundamentals-api';
import type { AmountUnit } from '../../../contracts/format';
import { FundamentalsPage } from '../../components/fundamentals/fundamentals-page';
import { NoCodePage } from '../../components/fundamentals/code-picker';
import { replaceQuery } from '../../components/data-page/query-nav';
import { codeParam, codeProblem, pickParam } from '../../components/data-page/query-state';
import { Button } from '../../ui/button';
import { LoadStatus } from '../../ui/load-status';
import { Card, CardHeader, Select, StatusLine } from '../../ui/panel-styles';
import { TabStrip } from '../../ui/tab-strip';
import { rem } from '../../ui/theme';
import { createFinancialStatement, csvFileName, formatLineValue, formatYoy, periodHeading, statementCsv, unitNote } from './financial-statement.streams';

const deps = { fetchStatement: (q: Parameters<typeof fetchFundamentals<'financialStatement'>>[1]) => fetchFundamentals('financialStatement', q) };
const UNITS = ['auto', '万', '亿'] as const;

const Tools = styled.div`
  display: flex;
  align-items: center;
  gap: ${rem(10)};
  padding: ${rem(8)} ${rem(12)};
  font-size: ${rem(13)};
  label {
    display: flex;
    align-items: center;
    gap: ${rem(4)};
  }
  .spacer {
    flex: 1;
  }
`;

function columnsOf(answer: StatementAnswer, unit: AmountUnit, yoy: boolean): DataColumn<StatementLine>[] {
  const cols: DataColumn<StatementLine>[] = [{ key: 'label', label: `项目${unitNote(unit)}`, text: true, cell: (l) => l.label }];
  answer.periods.forEach((p, i) => {
    const heading = periodHeading(p, answer.view);
    cols.push({ key: `v${i}`, label: heading, title: `公告日 ${p.noticeDate}`, cell: (l) => formatLineValue(l, l.values[i] ?? null, unit) });
    if (yoy) cols.push({ key: `y${i}`, label: '同比', title: `${heading}同比`, cell: (l) => formatYoy(l.yoy[i] ?? null), trend: (l) => l.yoy[i] ?? null });
  });
  return cols;
}

function StatementViewBox({
  id,
  statement,
  view,
  unit,
  yoy,
}: {
  id: SecurityId;
  statement: StatementKind;
  view: StatementView;
  unit: AmountUnit;
  yoy: boolean;
}) {
  const load$ = useObservable(
    (in$) => createFinancialStatement(deps, in$.pipe(map(([id, statement, view]) => ({ id, statement, view })))),
    [id, statement, view],
  );
  const load = useObservableEagerState(load$);
  const answer = load.data;
  return (
    <FundamentalsPage title="财务报表" path="/financialStatement" id={id} name={answer?.name} testId="statement-page">
      <Card>
        <CardHeader>
          <TabStrip
            label="报表"
            tabs={STATEMENTS.map((s) => ({ key: s, label: STATEMENT_LABELS[s] }))}
            selected={statement}
            onSelect={(s) => replaceQuery({ statement: s })}
          />
          <span className="spacer" />
          <TabStrip
            label="报告口径"
            tabs={STATEMENT_VIEWS.map((v) => ({ key: v, label: STATEMENT_VIEW_LABELS[v] }))}
            selected={view}
            onSelect={(v) => replaceQuery({ view: v })}
          />
        </CardHeader>
        <Tools>
          <label htmlFor="statement-unit">单位</label>
          <Select id="statement-unit" value={unit} onChange={(e) => replaceQuery({ unit: e.target.value === 'auto' ? null : e.target.value })}>
            {UNITS.map((u) => (
              <option key={u} value={u}>
                {u === 'auto' ? '自动' : `${u}元`}
              </option>
            ))}
          </Select>
          <label>
            <input type="checkbox" checked={yoy} onChange={(e) => replaceQuery({ yoy: e.target.checked ? null : '0' })} />
            显示同比
          </label>
          <span className="spacer" />
          {answer && answer.format !== 'general' && <span>{answer.format === 'bank' ? '银行业格式' : '保险业格式'}</span>}
          <Button
            type="button"
            $small
            disabled={!answer || answer.lines.length === 0}
            onClick={() => answer && downloadText(csvFileName(answer), statementCsv(answer, unit, yoy))}
          >
            导出CSV
          </Button>
        </Tools>
        {statement === 'balance' && view === 'quarter' && <StatusLine>资产负债表是时点数，单季度口径按报告期显示</StatusLine>}
        <LoadStatus value={load} empty={(a) => a.lines.length === 0 || a.periods.length === 0} emptyText="暂无财务报告" />
        {answer && answer.lines.length > 0 && answer.periods.length > 0 && (
          <DataTable
            label={STATEMENT_LABELS[answer.statement]}
            testId="statement-table"
            columns={columnsOf(answer, unit, yoy)}
            rows={answer.lines}
            rowKey={(l) => l.key}
            rowKind={(l) => (l.total ? 'head' : l.level === 2 ? 'sub' : undefined)}
          />
        )}
        {answer && answer.withheld > 0 && (
          <>
            <StatusLine data-testid="statement-withheld">
              仅显示最近{answer.periods.length}期，更早的{answer.withheld}期为会员专享
            </StatusLine>
            {/* The sim sent only the free periods: the gate shows the way in, over a neutral preview. */}
            <MemberGate feature="fullStatements" locked>
              {null}
            </MemberGate>
          </>
        )}
      </Card>
    </FundamentalsPage>
  );
}

/** The /financialStatement page. */
export default function FinancialStatementPage() {
  const search = useSearch();
  const id = codeParam(search);
  // A membership opened or lapsed asks again: a member gets every period, a non-member the latest few.
  const member = useMemberAccess('fullStatements');
  if (!id) return <NoCodePage path="/financialStatement" title="财务报表" problem={codeProblem(search)} />;
  return (
    <StatementViewBox
      key={`${id}|${member}`}
      id={id}
      statement={pickParam(search, 'statement', STATEMENTS, 'income')}
      view={pickParam(search, 'view', STATEMENT_VIEWS, 'report')}
      unit={pickParam(search, 'unit', UNITS, 'auto')}
      yoy={new URLSearchParams(search).get('yoy') !== '0'}
    />
  );
}

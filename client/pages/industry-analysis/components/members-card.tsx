/** 行业分析's 成分股 card: the members sorted by the address's column (the kit's one sort), and their CSV. */
import type { IndustryAnalysisAnswer } from '../../../../contracts/endpoints/industry';
import { type SortOrder, sortByColumn, toggleSort } from '../../../components/data-page/sort-rows';
import { downloadText, toCsv } from '../../../components/data-page/csv';
import { DataTable } from '../../../components/data-page/data-table';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { Button } from '../../../ui/button';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { MEMBER_COLUMNS } from './member-columns';

/** The members of the analysis; `sort` and `order` come from the address. */
export function MembersCard({ a, sort, order }: { a: IndustryAnalysisAnswer; sort: string | null; order: SortOrder }) {
  const by = sort ? { key: sort, order } : null;
  const exportCsv = () => {
    const rows = sortByColumn(a.members, MEMBER_COLUMNS, by);
    downloadText(
      `行业分析_${a.board.name}_成分股.csv`,
      toCsv(
        MEMBER_COLUMNS.map((x) => x.label),
        rows.map((r) => MEMBER_COLUMNS.map((x) => x.value(r))),
      ),
    );
  };
  return (
    <Card>
      <CardHeader>
        <h2>成分股（{a.members.length}）</h2>
        <span className="spacer" />
        <Button type="button" $small onClick={exportCsv} disabled={a.members.length === 0} data-testid="members-csv">
          导出CSV
        </Button>
      </CardHeader>
      <DataTable
        label="成分股"
        testId="industry-members"
        columns={MEMBER_COLUMNS}
        rows={sortByColumn(a.members, MEMBER_COLUMNS, by)}
        rowKey={(r) => r.id}
        {...(by ? { sort: by } : {})}
        onSort={(key) => {
          const { order } = toggleSort(by, key);
          replaceQuery({ sort: key, order: order === 'desc' ? null : order });
        }}
      />
    </Card>
  );
}

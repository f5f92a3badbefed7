/**
 * Related securities on the stock page: an index's constituents summary with its leading and
 * lagging movers (index variant, `memberList`), or a stock's same-industry peers (`sameIndustry2`).
 * Prices follow the quote stream cell by cell.
 */
import styled from 'styled-components';
import type { IndexMembers, SameIndustryAnswer } from '../../../../contracts/endpoints/market-data';
import { stockUrl } from '../../../../contracts/routes';
import { AppLink } from '../../../ui/app-link';
import { rem, useAppTheme } from '../../../ui/theme';
import { RankTable } from '../../../components/market-table/rank-table';
import type { RankColumnKey } from '../../../components/market-table/rank-columns';
import type { Loadable } from '../../../core/loadable';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';

const MOVER_COLUMNS: readonly RankColumnKey[] = ['name', 'price', 'pct', 'change', 'amount'];
const PEER_COLUMNS: readonly RankColumnKey[] = ['name', 'price', 'pct', 'totalCap'];

const Counts = styled.p`
  display: flex;
  gap: ${rem(16)};
  margin: 0;
  padding: ${rem(10)} ${rem(12)};
  font-size: ${rem(13)};
  b {
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

const Split = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${rem(8)};
  padding: 0 ${rem(4)} ${rem(8)};
  h3 {
    margin: ${rem(6)} ${rem(8)};
    font-size: ${rem(13)};
    font-weight: 600;
  }
`;

/** Constituents and movers of an index. */
export function IndexMembersPanel({ members }: { members: Loadable<IndexMembers> }) {
  const theme = useAppTheme();
  const m = members.data;
  return (
    <Card aria-label="成分股" data-testid="index-members">
      <CardHeader>
        <h2>成分股</h2>
      </CardHeader>
      <LoadStatus value={members} empty={(d) => d.total === 0} emptyText="暂无成分股" />
      {m && m.total > 0 && (
        <>
          <Counts>
            <span>
              共 <b>{m.total}</b> 只
            </span>
            <span style={{ color: theme.colors.up }}>
              上涨 <b>{m.up}</b>
            </span>
            <span style={{ color: theme.colors.down }}>
              下跌 <b>{m.down}</b>
            </span>
            <span style={{ color: theme.colors.flat }}>
              平盘 <b>{m.flat}</b>
            </span>
          </Counts>
          <Split>
            <div>
              <h3>领涨</h3>
              <RankTable rows={m.leaders} columns={MOVER_COLUMNS} compact label="领涨成分股" testId="index-leaders" />
            </div>
            <div>
              <h3>领跌</h3>
              <RankTable rows={m.laggards} columns={MOVER_COLUMNS} compact label="领跌成分股" testId="index-laggards" />
            </div>
          </Split>
        </>
      )}
    </Card>
  );
}

/** Same-industry peers of a stock. */
export function PeersPanel({ peers }: { peers: Loadable<SameIndustryAnswer> }) {
  const p = peers.data;
  return (
    <Card aria-label="同行业" data-testid="peers">
      <CardHeader>
        <h2>同行业{p ? ` · ${p.industry}` : ''}</h2>
        <span className="spacer" />
        {p && (
          <AppLink href={stockUrl(p.industryId)} newWindow>
            行业指数 ›
          </AppLink>
        )}
      </CardHeader>
      <LoadStatus value={peers} empty={(d) => d.items.length === 0} emptyText="暂无同行业个股" />
      {p && p.items.length > 0 && <RankTable rows={p.items} columns={PEER_COLUMNS} compact label="同行业个股" />}
    </Card>
  );
}

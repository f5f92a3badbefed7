/**
 * The index the lecturer is talking about, as a live 分时 chart beside the commentary: today's
 * minutes from the market API, continued by the quote feed (the stock page's chart and folding).
 */
import { useObservableState } from 'observable-hooks';
import { useMemo } from 'react';
import { map, scan } from 'rxjs';
import styled from 'styled-components';
import type { MinuteDay } from '../../../../contracts/endpoints/market-data';
import type { SecurityId } from '../../../../contracts/market';
import type { TimeShareData } from '../../../charts/index';
import { LiveTimeShare } from '../../../components/stock-chart/live-charts';
import { timeShareOf } from '../../../components/stock-chart/chart-views';
import { applyLoad, idle, track } from '../../../core/loadable';
import { fetchDataset } from '../../../services/market-data';
import { LoadStatus } from '../../../ui/load-status';
import { rem } from '../../../ui/theme';

/** Index points move on a 0.01 grid. */
const INDEX_TICK = 0.01;

const Box = styled.div`
  height: ${rem(180)};
  padding: ${rem(6)} ${rem(10)} 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  > div {
    height: 100%;
  }
`;

/** Today's minutes of the index, ready for the chart. */
interface IndexMinutes {
  data: TimeShareData;
  lastDay: MinuteDay | null;
}

/** Props of {@link IndexChart}. */
export interface IndexChartProps {
  id: SecurityId;
  name: string;
}

/** See the module comment. */
export function IndexChart({ id, name }: IndexChartProps) {
  const load$ = useMemo(
    () =>
      track(
        fetchDataset('minutes', { code: id, days: 1 }).pipe(
          map((answer): IndexMinutes => ({ data: timeShareOf(answer, 1), lastDay: answer.days.at(-1) ?? null })),
        ),
      ).pipe(scan(applyLoad<IndexMinutes>, idle<IndexMinutes>())),
    [id],
  );
  const value = useObservableState(load$, idle<IndexMinutes>());
  return (
    <Box data-testid="room-index-chart" aria-label={`${name} 分时`}>
      {value.data ? (
        <LiveTimeShare key={id} id={id} data={value.data.data} lastDay={value.data.lastDay} label={`${name} 分时`} tick={INDEX_TICK} index />
      ) : (
        <LoadStatus value={value} />
      )}
    </Box>
  );
}

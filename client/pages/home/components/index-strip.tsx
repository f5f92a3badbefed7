/**
 * The home page's index strip (上证指数, 深证成指, 创业板指, 科创50, 北证50, 沪深300, 恒生指数): each
 * card shows the live level, change and percent and a live sparkline of the day; a click opens the
 * index detail in a new window (HK indexes warn, spec §5).
 */
import styled from 'styled-components';
import type { IndexBoardItem } from '../../../../contracts/endpoints/market-data';
import { formatChange, formatPct, formatTickPrice } from '../../../../contracts/format';
import { PriceCell } from '../../../components/live-quote/price-cell';
import { rem, trendColorOf, useAppTheme } from '../../../ui/theme';
import { SparkCell } from '../../../components/live-quote/spark-cell';
import { openSecurity } from '../../../components/market-table/open-security';
import type { Loadable } from '../../../core/loadable';
import { LoadStatus } from '../../../ui/load-status';

const Strip = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(${rem(128)}, 1fr));
  gap: ${rem(8)};
  overflow-x: auto;
`;

const IndexCard = styled.button`
  display: flex;
  flex-direction: column;
  gap: ${rem(2)};
  min-width: 0;
  padding: ${rem(10)} ${rem(12)} ${rem(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(8)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  .name {
    font-size: ${rem(13)};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .price {
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(18)};
    font-weight: 600;
  }
  .delta {
    display: flex;
    gap: ${rem(8)};
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(12)};
  }
`;

function Card({ item }: { item: IndexBoardItem }) {
  const theme = useAppTheme();
  return (
    <IndexCard type="button" data-id={item.id} onClick={() => openSecurity(item.id, item.kind)} style={{ color: trendColorOf(theme, item.change) }}>
      <span className="name">{item.name}</span>
      <PriceCell className="price" id={item.id} field="price" placeholder={formatTickPrice(item.price)} />
      <span className="delta">
        <PriceCell id={item.id} field="change" placeholder={formatChange(item.change)} />
        <PriceCell id={item.id} field="pct" placeholder={formatPct(item.pct)} />
      </span>
      <SparkCell id={item.id} prices={item.spark} preClose={Number.isFinite(item.preClose) ? item.preClose : null} width="100%" height={rem(34)} />
    </IndexCard>
  );
}

/** See the module comment. */
export function IndexStrip({ indexes }: { indexes: Loadable<IndexBoardItem[]> }) {
  return (
    <section aria-label="主要指数" data-testid="index-strip">
      <LoadStatus value={indexes} empty={(d) => d.length === 0} emptyText="暂无指数行情" />
      {indexes.data && indexes.data.length > 0 && (
        <Strip>
          {indexes.data.map((item) => (
            <Card key={item.id} item={item} />
          ))}
        </Strip>
      )}
    </section>
  );
}

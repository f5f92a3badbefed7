/**
 * The stock page header: name, code, market label (spec §9), industry, live status, the live
 * price, change and percent (self-writing cells), 加自选 / 已添加 with 「预警」 beside it, and the quote
 * grid below.
 */
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import type { StockDetail } from '../../../../contracts/endpoints/details';
import { formatChange, formatPct, formatTickPrice } from '../../../../contracts/format';
import { addToWatchlist, canFollow, followed$, removeFromWatchlist } from '../../../state/watchlist';
import { GroupPicker } from '../../../components/watchlist-panel/group-picker';
import { Button } from '../../../ui/button';
import { PriceCell } from '../../../components/live-quote/price-cell';
import { AlertButton } from '../../../components/price-alerts/alert-button';
import { rem, trendColorOf, useAppTheme } from '../../../ui/theme';
import { quoteGridFields, statusText } from './quote-fields';
import { tickDecimals } from '../../../components/stock-chart/live-charts';

const Top = styled.div`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${rem(12)} ${rem(20)};
  padding: ${rem(14)} ${rem(16)} ${rem(10)};
`;

const Title = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${rem(8)};
  h1 {
    margin: 0;
    font-size: ${rem(22)};
    font-weight: 600;
  }
  .code {
    font-family: ${({ theme }) => theme.numericFont};
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  .label {
    padding: 0 ${rem(5)};
    border: 1px solid ${({ theme }) => theme.colors.primary};
    border-radius: ${rem(3)};
    color: ${({ theme }) => theme.colors.primary};
    font-size: ${rem(11)};
    line-height: 1.5;
  }
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
`;

const Price = styled.div`
  display: flex;
  align-items: baseline;
  gap: ${rem(12)};
  font-family: ${({ theme }) => theme.numericFont};
  font-variant-numeric: tabular-nums;
  .price {
    font-size: ${rem(30)};
    font-weight: 600;
  }
  .delta {
    font-size: ${rem(16)};
  }
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: ${rem(8)};
`;

const Grid = styled.dl`
  display: grid;
  grid-template-columns: repeat(7, minmax(0, 1fr));
  gap: ${rem(6)} ${rem(16)};
  margin: 0;
  padding: ${rem(4)} ${rem(16)} ${rem(14)};
  div {
    display: flex;
    justify-content: space-between;
    gap: ${rem(8)};
    min-width: 0;
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(13)};
    white-space: nowrap;
  }
  dd {
    margin: 0;
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
    font-size: ${rem(13)};
    white-space: nowrap;
  }
`;

/** 加自选 / 已添加 (clicking 已添加 removes it); hidden for fof funds (spec §2). */
export function FollowButton({ detail }: { detail: StockDetail }) {
  const followed = useObservableEagerState(followed$);
  if (!canFollow(detail.kind)) return null;
  const on = followed.has(detail.id);
  return (
    <span style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}>
      <Button
        type="button"
        $variant={on ? 'ghost' : 'primary'}
        $small
        data-testid="follow-button"
        title={on ? '点击取消自选' : undefined}
        onClick={() => (on ? removeFromWatchlist(detail.id) : addToWatchlist(detail.id))}
      >
        {on ? '已添加' : '+ 加自选'}
      </Button>
      <GroupPicker id={detail.id} name={detail.name} />
    </span>
  );
}

/** See the module comment. */
export function StockHeader({ detail }: { detail: StockDetail }) {
  const theme = useAppTheme();
  const q = detail.quote;
  const decimals = tickDecimals(detail.tick);
  const tint = { color: trendColorOf(theme, q.change) };
  return (
    <header data-testid="stock-header">
      <Top>
        <Title>
          <h1>{detail.name}</h1>
          <span className="code">{detail.code}</span>
          <span className="label">{detail.label}</span>
          {detail.industry && <span className="muted">{detail.industry}</span>}
          <PriceCell
            className="muted"
            id={detail.id}
            field="price"
            colored={false}
            placeholder={statusText(q.status)}
            format={(_, quote) => statusText(quote.status)}
          />
        </Title>
        <Price style={tint}>
          <PriceCell
            className="price"
            id={detail.id}
            field="price"
            placeholder={formatTickPrice(q.price, detail.tick)}
            format={(v) => formatTickPrice(v, detail.tick)}
          />
          <PriceCell className="delta" id={detail.id} field="change" placeholder={formatChange(q.change, decimals)} format={(v) => formatChange(v, decimals)} />
          <PriceCell className="delta" id={detail.id} field="pct" placeholder={formatPct(q.pct)} />
        </Price>
        <Actions>
          <FollowButton detail={detail} />
          <AlertButton code={detail.id} name={detail.name} />
        </Actions>
      </Top>
      <Grid aria-label="行情数据">
        {quoteGridFields(detail).map((f) => (
          <div key={f.key}>
            <dt>{f.label}</dt>
            <dd data-field={f.key} style={f.key === 'limitUp' ? { color: theme.colors.up } : f.key === 'limitDown' ? { color: theme.colors.down } : undefined}>
              {f.field ? (
                <PriceCell id={detail.id} field={f.field} colored={f.colored} placeholder={f.text(q)} format={(_, quote) => f.text(quote)} />
              ) : (
                f.text(q)
              )}
            </dd>
          </div>
        ))}
      </Grid>
    </header>
  );
}

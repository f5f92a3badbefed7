/**
 * 热门股票 (hot stocks with live price and percent) and the 7×24 news-flash strip (latest first,
 * important flashes highlighted; simulated flashes say so in their text).
 */
import styled from 'styled-components';
import type { SearchResult } from '../../../../contracts/entities';
import type { NewsFlash } from '../../../../contracts/endpoints/market-data';
import { PriceCell } from '../../../components/live-quote/price-cell';
import { rem } from '../../../ui/theme';
import { openSecurity } from '../../../components/market-table/open-security';
import { MarketTable, NameCell } from '../../../components/market-table/table-styles';
import { LoadStatus } from '../../../ui/load-status';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { wallTime } from '../../../core/exchange-clock';
import type { Loadable } from '../../../core/loadable';

/** 热门股票. */
export function HotStocks({ hot }: { hot: Loadable<SearchResult[]> }) {
  return (
    <Card aria-label="热门股票" data-testid="hot-stocks">
      <CardHeader>
        <h2>热门股票</h2>
      </CardHeader>
      <LoadStatus value={hot} empty={(d) => d.length === 0} emptyText="暂无热门股票" />
      {hot.data && hot.data.length > 0 && (
        <MarketTable $compact aria-label="热门股票">
          <tbody>
            {hot.data.map((s, i) => (
              <tr key={s.id} data-id={s.id} onClick={() => openSecurity(s.id, s.capitalOrIndex)}>
                <td>
                  <NameCell>
                    <span>
                      <b style={{ marginRight: rem(6) }}>{i + 1}</b>
                      {s.name}
                    </span>
                    <small>{s.code}</small>
                  </NameCell>
                </td>
                <td>
                  <PriceCell id={s.id} field="price" />
                </td>
                <td>
                  <PriceCell id={s.id} field="pct" />
                </td>
              </tr>
            ))}
          </tbody>
        </MarketTable>
      )}
    </Card>
  );
}

const Flashes = styled.ol`
  margin: 0;
  padding: ${rem(4)} ${rem(12)} ${rem(8)};
  list-style: none;
  overflow-y: auto;
  max-height: ${rem(330)};
  li {
    display: grid;
    grid-template-columns: ${rem(62)} 1fr;
    gap: ${rem(6)};
    padding: ${rem(6)} 0;
    border-bottom: 1px dashed ${({ theme }) => theme.colors.border};
    font-size: ${rem(13)};
  }
  time {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(12)};
  }
  li[data-level='important'] strong {
    color: ${({ theme }) => theme.colors.danger};
  }
  strong {
    font-weight: 500;
  }
  p {
    margin: ${rem(2)} 0 0;
    color: ${({ theme }) => theme.colors.textSecondary};
    font-size: ${rem(12)};
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

/** The news-flash strip. */
export function NewsStrip({ news }: { news: Loadable<NewsFlash[]> }) {
  return (
    <Card aria-label="7×24快讯" data-testid="news-strip">
      <CardHeader>
        <h2>7×24 快讯</h2>
      </CardHeader>
      <LoadStatus value={news} empty={(d) => d.length === 0} emptyText="暂无快讯" />
      {news.data && news.data.length > 0 && (
        <Flashes>
          {[...news.data]
            .sort((a, b) => b.ts - a.ts)
            .map((n) => (
              <li key={n.id} data-level={n.level}>
                <time dateTime={new Date(n.ts).toISOString()}>{wallTime(n.ts).slice(0, 5)}</time>
                <div>
                  <strong>{n.title}</strong>
                  {n.content && n.content !== n.title && <p title={n.content}>{n.content}</p>}
                </div>
              </li>
            ))}
        </Flashes>
      )}
    </Card>
  );
}

/** 行业分析's 产业链: 上游 → 中游 → 下游, each node's companies and its commodities (a chip picks the 现货 K-line). */
import type { ChainNode } from '../../../../contracts/endpoints/industry';
import { formatPct } from '../../../../contracts/format';
import { stockUrl } from '../../../../contracts/routes';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { AppLink } from '../../../ui/app-link';
import { Chip } from '../../../ui/panel-styles';
import { trendColorOf, useAppTheme } from '../../../ui/theme';
import { Chain } from './analysis-styles';

/** The chain of the board's industry. */
export function ChainView({ chain, spot }: { chain: ChainNode[]; spot: string | null }) {
  const theme = useAppTheme();
  return (
    <Chain aria-label="产业链" data-testid="industry-chain">
      {chain.map((n) => (
        <li key={n.stage} data-stage={n.stage}>
          <h3>
            <span className="stage">{n.stage}</span>
            {n.name}
          </h3>
          <ul>
            {n.companies.map((c) => (
              <li key={c.id}>
                <AppLink href={stockUrl(c.id)}>{c.name}</AppLink>
                <span className="num" style={{ color: trendColorOf(theme, c.pct) }}>
                  {formatPct(c.pct)}
                </span>
              </li>
            ))}
          </ul>
          {n.commodities.length > 0 && (
            <div className="goods">
              {n.commodities.map((g) => (
                <Chip
                  key={g.code}
                  type="button"
                  $active={spot === g.code}
                  aria-pressed={spot === g.code}
                  data-testid="spot-chip"
                  title={`查看${g.name}现货K线`}
                  onClick={() => replaceQuery({ spot: g.code })}
                >
                  {g.name} {g.close} <span style={spot === g.code ? undefined : { color: trendColorOf(theme, g.pct) }}>{formatPct(g.pct)}</span>
                </Chip>
              ))}
            </div>
          )}
        </li>
      ))}
    </Chain>
  );
}

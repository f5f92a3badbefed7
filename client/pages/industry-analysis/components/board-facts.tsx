/** 行业分析's board facts: 总市值, 成交额, 换手率, breadth, 主力净流入, PE-TTM, 领涨股 and the rank. */
import type { IndustryRow } from '../../../../contracts/endpoints/industry';
import { formatPct } from '../../../../contracts/format';
import { stockUrl } from '../../../../contracts/routes';
import { formatAmount, formatRatio } from '../../../../contracts/format';
import { AppLink } from '../../../ui/app-link';
import { trendColorOf, useAppTheme } from '../../../ui/theme';
import { Facts } from './analysis-styles';

const dash = '--';

/** The facts of a board's row. */
export function BoardFacts({ b }: { b: IndustryRow }) {
  const theme = useAppTheme();
  return (
    <Facts>
      <div>
        <dt>总市值</dt>
        <dd>{formatAmount(b.totalCap)}</dd>
      </div>
      <div>
        <dt>成交额</dt>
        <dd>{formatAmount(b.amount)}</dd>
      </div>
      <div>
        <dt>换手率</dt>
        <dd>{formatRatio(b.turnover)}</dd>
      </div>
      <div>
        <dt>涨/平/跌</dt>
        <dd>
          <span style={{ color: trendColorOf(theme, 1) }}>{b.up}</span> / {b.flat} / <span style={{ color: trendColorOf(theme, -1) }}>{b.down}</span>
        </dd>
      </div>
      <div>
        <dt>主力净流入</dt>
        <dd style={{ color: trendColorOf(theme, b.netInflow) }}>{formatAmount(b.netInflow)}</dd>
      </div>
      <div>
        <dt>市盈率TTM(加权/中位)</dt>
        <dd>
          {b.pe.weighted?.toFixed(2) ?? dash} / {b.pe.median?.toFixed(2) ?? dash}
        </dd>
      </div>
      <div>
        <dt>领涨股</dt>
        <dd>{b.leader ? <AppLink href={stockUrl(b.leader.id)}>{`${b.leader.name} ${formatPct(b.leader.pct)}`}</AppLink> : dash}</dd>
      </div>
      <div>
        <dt>涨幅排名</dt>
        <dd>{b.rank > 0 ? `第 ${b.rank} 名` : dash}</dd>
      </div>
    </Facts>
  );
}

/** 行业分析's 现货价格 card: a commodity's spot K-line, loaded for the chip picked. */
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { LoadStatus } from '../../../ui/load-status';
import { fetchSpot } from '../industry-analysis.streams';
import { SpotKline } from './spot-kline';

/** The spot card of a commodity code. */
export function SpotPanel({ code }: { code: string }) {
  const load = useKeyedLoad(code, (c) => c, fetchSpot);
  const a = load.data && load.data.code === code ? load.data : null;
  const last = a?.bars.at(-1);
  return (
    <Card data-testid="spot-panel">
      <CardHeader>
        <h2>{a ? `${a.name} 现货价格（${a.unit}）` : '现货价格'}</h2>
        {last && (
          <span className="muted">
            {last.date} 收 {last.c}
          </span>
        )}
      </CardHeader>
      <LoadStatus value={load} empty={(x) => x.bars.length === 0} emptyText="暂无现货数据" />
      {a && a.bars.length > 0 && <SpotKline data={a} />}
    </Card>
  );
}

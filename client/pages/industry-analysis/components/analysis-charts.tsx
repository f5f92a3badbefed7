/** 行业分析's chart cards: the board against 沪深300 over a range, its PE-TTM percentile, its 主力净流入. */
import { ANALYSIS_RANGES, type AnalysisRange, type IndustryAnalysisAnswer } from '../../../../contracts/endpoints/industry';
import { formatPct, formatRatio, toFixedText } from '../../../../contracts/format';
import { LineChartBox } from '../../../components/data-page/line-chart-box';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { Card, CardHeader } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import { Note } from './analysis-styles';

const RANGE_LABELS: Record<AnalysisRange, string> = { '3m': '近3个月', '1y': '近1年', '3y': '近3年' };
const dash = '--';

/** 走势对比: the board's and 沪深300's change over the range, and the excess. */
export function CompareCard({ a, range }: { a: IndustryAnalysisAnswer; range: AnalysisRange }) {
  return (
    <Card>
      <CardHeader>
        <h2>走势对比</h2>
        <span className="spacer" />
        <TabStrip
          label="区间"
          tabs={ANALYSIS_RANGES.map((r) => ({ key: r, label: RANGE_LABELS[r] }))}
          selected={range}
          onSelect={(r) => replaceQuery({ range: r === '1y' ? null : r })}
        />
      </CardHeader>
      {a.dates.length === 0 ? (
        <Note>该板块暂无指数走势</Note>
      ) : (
        <>
          <LineChartBox
            label={`${a.board.name} 与 沪深300 涨跌幅`}
            testId="industry-compare-chart"
            data={{
              dates: a.dates,
              series: [
                { name: a.board.name, values: a.industry, color: '#E2574C' },
                { name: '沪深300', values: a.hs300, color: '#2F80ED' },
              ],
              format: (x) => formatRatio(x),
            }}
          />
          <Note data-testid="industry-excess">
            区间涨跌幅：{a.board.name} {formatPct(a.industryReturn)}，沪深300 {formatPct(a.hs300Return)}，超额 {formatPct(a.industryReturn - a.hs300Return)}
          </Note>
        </>
      )}
    </Card>
  );
}

/** 估值分位: the weighted PE-TTM at month ends with its levels and today's percentile. */
export function ValuationCard({ a }: { a: IndustryAnalysisAnswer }) {
  const v = a.valuation;
  return (
    <Card>
      <CardHeader>
        <h2>估值分位（市盈率TTM，近{v.years}年）</h2>
      </CardHeader>
      {v.current !== null ? (
        <>
          <LineChartBox
            label={`${a.board.name} 市盈率TTM 走势`}
            testId="industry-valuation-chart"
            data={{
              dates: v.dates,
              series: [{ name: '市盈率TTM(加权)', values: v.pe, color: '#8E6CEF' }],
              levels: [
                ...(v.low !== null ? [{ label: '机会值', value: v.low, color: '#14BA71' }] : []),
                ...(v.median !== null ? [{ label: '中位值', value: v.median }] : []),
                ...(v.high !== null ? [{ label: '危险值', value: v.high, color: '#F54345' }] : []),
              ],
            }}
          />
          <Note data-testid="industry-percentile">
            当前 {v.current.toFixed(2)} 倍，处于近{v.years}年 {v.percentile === null ? dash : `${v.percentile.toFixed(1)}%`} 分位；机会值{' '}
            {v.low?.toFixed(2) ?? dash}，中位值 {v.median?.toFixed(2) ?? dash}，危险值 {v.high?.toFixed(2) ?? dash}（月末加权，亏损股不计入）
          </Note>
        </>
      ) : (
        <Note>暂无估值数据</Note>
      )}
    </Card>
  );
}

/** 资金流向: 主力净流入 of the last trading days. */
export function FlowCard({ a }: { a: IndustryAnalysisAnswer }) {
  return (
    <Card>
      <CardHeader>
        <h2>资金流向（近{a.flow.length}个交易日）</h2>
      </CardHeader>
      <LineChartBox
        label={`${a.board.name} 主力净流入`}
        testId="industry-flow-chart"
        height={220}
        data={{
          dates: a.flow.map((f) => f.date),
          series: [{ name: '主力净流入(亿元)', values: a.flow.map((f) => Math.round(f.netInflow / 1e6) / 100), color: '#F5A623' }],
          levels: [{ value: 0 }],
          format: (x) => `${toFixedText(x, 2)}亿`,
        }}
      />
      <Note>{a.flowNote}</Note>
    </Card>
  );
}

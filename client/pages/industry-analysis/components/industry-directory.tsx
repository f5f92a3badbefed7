/**
 * /industryAnalysis without a code (issue 27): the industries to choose from, inside the app's shell,
 * by 申万一级 / 二级 / 概念, each with its day's change; a pick opens its analysis.
 */
import styled from 'styled-components';
import { INDUSTRY_TYPE_LABELS, INDUSTRY_TYPES, type IndustryType } from '../../../../contracts/endpoints/industry';
import { formatPct } from '../../../../contracts/format';
import { useKeyedLoad } from '../../../components/data-page/use-keyed-load';
import { replaceQuery } from '../../../components/data-page/query-nav';
import { AppLink } from '../../../ui/app-link';
import { LoadStatus } from '../../../ui/load-status';
import { Card, MarketPage, PageStack } from '../../../ui/panel-styles';
import { TabStrip } from '../../../ui/tab-strip';
import { rem, trendColorOf, useAppTheme } from '../../../ui/theme';
import { fetchDirectory } from '../industry-analysis.streams';
import { DataPageHeader } from '../../../components/data-page/page-header';

const Directory = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${rem(150)}, 1fr));
  gap: ${rem(8)};
  margin: 0;
  padding: ${rem(12)};
  list-style: none;
  a {
    display: flex;
    justify-content: space-between;
    gap: ${rem(8)};
    padding: ${rem(8)} ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radius};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
    font-size: ${rem(13)};
    &:hover {
      border-color: ${({ theme }) => theme.colors.primary};
    }
  }
  .name {
    min-width: 0;
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
  .pct {
    flex: none;
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

/** The directory of boards of one type. */
export function IndustryDirectory({ type }: { type: IndustryType }) {
  const theme = useAppTheme();
  const load = useKeyedLoad(type, (t) => t, fetchDirectory);
  const a = load.data && load.data.type === type ? load.data : null;
  return (
    <MarketPage data-testid="industry-directory">
      <PageStack>
        <Card>
          <DataPageHeader title="行业分析" end={<AppLink href="/searchIndustry">行业搜索</AppLink>}>
            <small style={{ color: theme.colors.textMuted }}>选择一个行业或概念板块，查看走势、估值、产业链与成分股</small>
          </DataPageHeader>
          <div style={{ padding: `${rem(8)} ${rem(12)} 0` }}>
            <TabStrip
              label="板块类型"
              tabs={INDUSTRY_TYPES.map((t) => ({ key: t, label: INDUSTRY_TYPE_LABELS[t] }))}
              selected={type}
              onSelect={(t) => replaceQuery({ type: t === 'sw1' ? null : t })}
            />
          </div>
          <LoadStatus value={load} empty={(x) => x.rows.length === 0} emptyText="暂无板块数据" />
          {a && a.rows.length > 0 && (
            <Directory aria-label={INDUSTRY_TYPE_LABELS[type]}>
              {a.rows.map((r) => (
                <li key={r.code}>
                  <AppLink href={`/industryAnalysis?code=${encodeURIComponent(r.code)}`} title={r.name}>
                    <span className="name">{r.name}</span>
                    <span className="pct" style={{ color: trendColorOf(theme, r.pct) }}>
                      {formatPct(r.pct)}
                    </span>
                  </AppLink>
                </li>
              ))}
            </Directory>
          )}
        </Card>
      </PageStack>
    </MarketPage>
  );
}

/**
 * The frame of every fundamentals page: a header with the security's name and code, the page's
 * title, links to the sibling module pages for the same code (so 估值, 成长, 报表 and 同行 are one
 * click apart and agree), and a link back to the stock page. Pages without a valid `code` show
 * the inline stock picker of code-picker.tsx.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { SecurityId } from '../../../contracts/market';
import { stockUrl } from '../../../contracts/routes';
import { AppLink } from '../../ui/app-link';
import { Card, MarketPage } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';

/** The module pages linked from each other, in the catalogue's order. */
export const FUNDAMENTALS_PAGES = [
  { path: '/pepChat', title: '估值分位' },
  { path: '/pepbBand', title: 'PE/PB通道' },
  { path: '/stockGrowthAbility', title: '成长能力' },
  { path: '/financialStatement', title: '财务报表' },
  { path: '/indexCompareScreen', title: '同行比较' },
] as const;

const Head = styled.header`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${rem(8)} ${rem(16)};
  padding: ${rem(12)} ${rem(16)};
  h1 {
    margin: 0;
    font-size: ${rem(18)};
    font-weight: 600;
  }
  .code {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(13)};
  }
  nav {
    display: flex;
    flex-wrap: wrap;
    gap: ${rem(4)} ${rem(14)};
    margin-left: auto;
    font-size: ${rem(13)};
  }
  nav a {
    color: ${({ theme }) => theme.colors.textSecondary};
  }
  nav a[aria-current='page'] {
    color: ${({ theme }) => theme.colors.primary};
    font-weight: 600;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(12)};
  margin-top: ${rem(12)};
`;

/** Props of {@link FundamentalsPage}. */
export interface FundamentalsPageProps {
  /** Page title (估值分位, …). */
  title: string;
  /** Route path, to mark the current module link. */
  path: string;
  id: SecurityId;
  /** Security name once known. */
  name?: string | null;
  testId: string;
  children: ReactNode;
}

/** See the module comment. */
export function FundamentalsPage({ title, path, id, name, testId, children }: FundamentalsPageProps) {
  return (
    <MarketPage data-testid={testId} data-id={id}>
      <Card>
        <Head>
          <h1>
            {name ?? id} · {title}
          </h1>
          <span className="code">{id}</span>
          <nav aria-label="个股模块">
            {FUNDAMENTALS_PAGES.map((p) => (
              <AppLink key={p.path} href={`${p.path}?code=${encodeURIComponent(id)}`} aria-current={p.path === path ? 'page' : undefined}>
                {p.title}
              </AppLink>
            ))}
            <AppLink href={stockUrl(id)}>个股详情 ›</AppLink>
          </nav>
        </Head>
      </Card>
      <Body>{children}</Body>
    </MarketPage>
  );
}

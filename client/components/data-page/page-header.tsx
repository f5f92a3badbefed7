/**
 * A data page's title row, the first row of its first card: the page's h1, what stands beside it
 * (tabs, the board's code and quote, a hint), and at the end 返回首页 or the page's own links.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { HomeLink } from '../../ui/home-link';
import { CardHeader } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';

const Head = styled(CardHeader)`
  h1 {
    margin: 0;
    font-size: ${rem(18)};
    font-weight: 600;
    white-space: nowrap;
  }
`;

/** Props of {@link DataPageHeader}. */
export interface DataPageHeaderProps {
  /** The page's name (its h1). */
  title: ReactNode;
  /** What stands right after the title. */
  children?: ReactNode;
  /** What ends the row; default 返回首页, null for nothing. */
  end?: ReactNode;
}

/** See the module comment. */
export function DataPageHeader({ title, children, end = <HomeLink /> }: DataPageHeaderProps) {
  return (
    <Head>
      <h1>{title}</h1>
      {children}
      <span className="spacer" />
      {end}
    </Head>
  );
}

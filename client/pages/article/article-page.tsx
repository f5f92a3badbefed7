/**
 * /article (spec §2): the article library is an external page that opens in a new window. The
 * navigation links straight to it; reaching /article itself shows the way there (a browser blocks
 * windows opened without a click).
 */
import styled from 'styled-components';
import { articleUrl } from '../../core/site-config';
import { AppLink } from '../../ui/app-link';
import { EmptyState } from '../../ui/empty-state';
import { rem } from '../../ui/theme';

const Page = styled.main`
  padding: ${rem(20)};
`;

const Title = styled.h1`
  margin: 0 0 ${rem(12)};
  font-size: ${rem(18)};
`;

/** See the module comment. */
export default function ArticlePage() {
  return (
    <Page>
      <Title>文章库</Title>
      <EmptyState text="文章库在新窗口中打开">
        <AppLink href={articleUrl()} newWindow>
          打开文章库
        </AppLink>
        <AppLink href="/">返回首页</AppLink>
      </EmptyState>
    </Page>
  );
}

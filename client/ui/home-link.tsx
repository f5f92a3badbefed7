/**
 * 返回首页: the way back for pages the spec shows without the left navigation (/rankList,
 * /indexList, …). A real link, pushed to the right end of its row.
 */
import styled from 'styled-components';
import { AppLink } from './app-link';
import { rem } from './theme';

const Link = styled(AppLink)`
  margin-left: auto;
  flex: none;
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.primary};
  text-decoration: none;
  white-space: nowrap;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

/** See the module comment. */
export function HomeLink() {
  return <Link href="/">返回首页</Link>;
}

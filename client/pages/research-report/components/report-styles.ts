/**
 * 机构研报's styles (its toolbar rows are the kit's FilterBar): the page body, the title links, the abstract and the consensus counts.
 */
import styled from 'styled-components';
import { rem } from '../../../ui/theme';
import { LinkButton } from '../../../ui/button';

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(12)};
  margin-top: ${rem(12)};
`;

export const TitleButton = styled(LinkButton)`
  white-space: normal;
  max-width: ${rem(420)};
`;

export const Abstract = styled.div`
  padding: ${rem(10)} ${rem(14)};
  font-size: ${rem(13)};
  line-height: 1.8;
  color: ${({ theme }) => theme.colors.textSecondary};
  h3 {
    margin: 0 0 ${rem(4)};
    font-size: ${rem(14)};
    color: ${({ theme }) => theme.colors.text};
  }
`;

export const Counts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(16)};
  padding: ${rem(10)} ${rem(14)};
  font-size: ${rem(13)};
  b {
    font-size: ${rem(18)};
    font-family: ${({ theme }) => theme.numericFont};
    margin-left: ${rem(4)};
  }
`;

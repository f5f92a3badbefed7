/**
 * 新股中心's shared styles: the page stack (with the badges the columns draw); the toolbar rows are the kit's FilterBar.
 */
import styled from 'styled-components';
import { PageStack } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';

/** The page's cards, with h2 card titles and the day's badges (今日申购 / 今日缴款 / 今日上市) beside a name. */
export const Stack = styled(PageStack)`
  h2 {
    margin: 0;
    font-size: ${rem(15)};
    font-weight: 600;
  }
  .ipo-badge {
    display: inline-block;
    margin-left: ${rem(6)};
    padding: 0 ${rem(4)};
    border-radius: ${rem(3)};
    font-size: ${rem(11)};
    line-height: ${rem(16)};
    color: #fff;
    background: ${({ theme }) => theme.colors.primary};
  }
  .ipo-badge[data-badge='今日申购'] {
    background: ${({ theme }) => theme.colors.up};
  }
  .ipo-badge[data-badge='今日缴款'] {
    background: #f5a623;
  }
`;

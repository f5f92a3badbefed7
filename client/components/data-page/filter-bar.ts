/**
 * The row of choices above a data page's table: tabs, a date, a search box, toggles and quiet notes
 * (`.muted`), wrapping on a narrow screen. One look for every data page's dates and search boxes,
 * in both themes (the date picker follows the theme's colour scheme). A page adds what is its own
 * with `styled(FilterBar)`; a bar that submits is `<FilterBar as="form">`.
 */
import styled from 'styled-components';
import { themedControl } from '../../ui/panel-styles';
import { rem } from '../../ui/theme';

/** See the module comment. */
export const FilterBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(8)} ${rem(12)};
  padding: ${rem(8)} ${rem(12)};
  font-size: ${rem(13)};
  &.muted,
  .muted {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${rem(12)};
  }
  input:not([type]),
  input[type='date'],
  input[type='search'],
  input[type='text'] {
    height: ${rem(28)};
    ${themedControl}
    padding: 0 ${rem(8)};
    color-scheme: ${({ theme }) => (theme.name === 'blank' ? 'dark' : 'light')};
  }
`;

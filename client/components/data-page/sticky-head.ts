/**
 * A table's header cells kept in view while its rows scroll under them, in the quiet header look
 * every table of the app shares (the data tables, the market tables, the watchlist). The table
 * sets the cells' z-index: it depends on what else in it is sticky (a first column).
 */
import { css } from 'styled-components';
import { rem } from '../../ui/theme';

/** See the module comment; spread into a `th` rule. */
export const stickyHeadCells = css`
  position: sticky;
  top: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textMuted};
  font-weight: 400;
  font-size: ${rem(12)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

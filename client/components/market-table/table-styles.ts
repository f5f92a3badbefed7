/**
 * Styles of the market tables: compact rows, right-aligned tabular numbers, sortable headers.
 */
import styled from 'styled-components';
import { rem } from '../../ui/theme';
import { stickyHeadCells } from '../data-page/sticky-head';

/** The table. `$compact` tightens rows for cards on the home and stock pages. */
export const MarketTable = styled.table<{ $compact?: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ $compact }) => ($compact ? rem(13) : rem(14))};
  color: ${({ theme }) => theme.colors.text};
  th,
  td {
    padding: ${({ $compact }) => ($compact ? `${rem(5)} ${rem(8)}` : `${rem(8)} ${rem(12)}`)};
    text-align: right;
    white-space: nowrap;
  }
  th:first-child,
  td:first-child,
  th.name,
  td.name {
    text-align: left;
  }
  th {
    ${stickyHeadCells}
    z-index: 1;
  }
  td {
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceAlt};
  }
  tbody tr {
    cursor: pointer;
  }
  tbody tr:hover td {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
`;

/** A sortable header button. */
export const SortButton = styled.button<{ $active: boolean }>`
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  color: ${({ $active, theme }) => ($active ? theme.colors.primary : 'inherit')};
  cursor: pointer;
  white-space: nowrap;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

/** Name over code in the first column. */
export const NameCell = styled.span`
  display: inline-flex;
  flex-direction: column;
  line-height: 1.25;
  font-family: ${({ theme }) => theme.font};
  a {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
  }
  a:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.numericFont};
    font-size: ${rem(11)};
  }
`;

/** The 序号 column. */
export const RankNo = styled.td`
  width: 1%;
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center !important;
`;

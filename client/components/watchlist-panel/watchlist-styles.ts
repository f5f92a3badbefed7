/**
 * Styled pieces shared by the watchlist page and the home page's panel.
 */
import styled, { css } from 'styled-components';
import { rem } from '../../ui/theme';
import { stickyHeadCells } from '../data-page/sticky-head';

export const ViewRoot = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  font-family: ${({ theme }) => theme.font};
  color: ${({ theme }) => theme.colors.text};
  background: ${({ theme }) => theme.colors.surface};
`;

export const TabsBar = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: stretch;
  gap: ${({ $compact }) => rem($compact ? 14 : 22)};
  padding: 0 ${({ $compact }) => rem($compact ? 12 : 20)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-x: auto;
  scrollbar-width: thin;
  flex: none;
`;

export const GroupTab = styled.button<{ $active: boolean; $dropTarget: boolean }>`
  flex: none;
  display: inline-flex;
  align-items: center;
  gap: ${rem(4)};
  padding: ${rem(10)} 0 ${rem(8)};
  border: none;
  border-bottom: 2px solid ${({ theme, $active }) => ($active ? theme.colors.primary : 'transparent')};
  background: none;
  font: inherit;
  font-size: ${rem(14)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  color: ${({ theme, $active }) => ($active ? theme.colors.text : theme.colors.textSecondary)};
  white-space: nowrap;
  cursor: pointer;
  ${({ $dropTarget, theme }) =>
    $dropTarget &&
    css`
      box-shadow: inset 2px 0 0 ${theme.colors.primary};
    `}
  small {
    font-size: ${rem(11)};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const AddGroupTab = styled.button`
  flex: none;
  padding: ${rem(10)} 0 ${rem(8)};
  border: none;
  background: none;
  font: inherit;
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.primary};
  white-space: nowrap;
  cursor: pointer;
`;

export const Toolbar = styled.div<{ $compact: boolean }>`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${rem(8)};
  min-height: ${rem(44)};
  padding: ${rem(6)} ${({ $compact }) => rem($compact ? 12 : 20)};
  flex: none;
  flex-wrap: wrap;
  font-size: ${rem(13)};
  color: ${({ theme }) => theme.colors.textSecondary};
`;

export const ToolGroup = styled.div`
  display: flex;
  align-items: center;
  gap: ${rem(8)};
  flex-wrap: wrap;
`;

export const TableWrap = styled.div`
  flex: 1;
  min-height: 0;
  overflow: auto;
`;

export const Table = styled.table<{ $compact: boolean }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ $compact }) => rem($compact ? 13 : 14)};
  th,
  td {
    padding: ${({ $compact }) => ($compact ? `${rem(7)} ${rem(8)}` : `${rem(9)} ${rem(12)}`)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: right;
    white-space: nowrap;
  }
  th {
    ${stickyHeadCells}
    z-index: 1;
  }
  th:first-child,
  td:first-child {
    padding-left: ${({ $compact }) => rem($compact ? 12 : 20)};
  }
  td[data-numeric] {
    font-family: ${({ theme }) => theme.numericFont};
    font-variant-numeric: tabular-nums;
  }
  .left {
    text-align: left;
  }
`;

export const SortHeader = styled.button<{ $active: boolean }>`
  border: none;
  background: none;
  padding: 0;
  font: inherit;
  color: ${({ theme, $active }) => ($active ? theme.colors.primary : 'inherit')};
  cursor: pointer;
  white-space: nowrap;
`;

export const Row = styled.tr<{ $checked: boolean; $dropTarget: 'above' | 'below' | null; $draggable: boolean }>`
  background: ${({ theme, $checked }) => ($checked ? theme.colors.surfaceAlt : 'transparent')};
  cursor: ${({ $draggable }) => ($draggable ? 'grab' : 'default')};
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceAlt};
  }
  ${({ $dropTarget, theme }) =>
    $dropTarget &&
    css`
      td {
        ${$dropTarget === 'above' ? 'border-top' : 'border-bottom'}: 2px solid ${theme.colors.primary};
      }
    `}
  &:hover .row-actions,
  &:focus-within .row-actions {
    opacity: 1;
  }
`;

export const NameCell = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${rem(2)};
  text-align: left;
  button {
    border: none;
    background: none;
    padding: 0;
    font: inherit;
    font-weight: 500;
    color: ${({ theme }) => theme.colors.text};
    cursor: pointer;
    max-width: ${rem(120)};
    overflow: hidden;
    text-overflow: ellipsis;
  }
  button:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  small {
    font-size: ${rem(11)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-family: ${({ theme }) => theme.numericFont};
  }
`;

export const RemarkText = styled.button`
  max-width: ${rem(160)};
  overflow: hidden;
  text-overflow: ellipsis;
  border: none;
  background: none;
  padding: 0;
  font: inherit;
  font-size: ${rem(13)};
  text-align: left;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: text;
  &[data-empty='true'] {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const RemarkInput = styled.input`
  width: ${rem(160)};
  height: ${rem(26)};
  padding: 0 ${rem(6)};
  box-sizing: border-box;
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.inputBg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${rem(13)};
  outline: none;
`;

/**
 * The row's actions fade in on hover, but stay in the tab order and the layout: hidden by opacity,
 * not visibility, so Tab reaches 持仓/置顶/删除 (and shows them through :focus-within), and a pointer
 * that arrives while the rows are still moving can click them. Screens without hover show them always.
 */
export const RowActions = styled.div`
  opacity: 0;
  transition: opacity 0.12s;
  @media (hover: none) {
    opacity: 1;
  }
  display: inline-flex;
  gap: ${rem(10)};
  button {
    border: none;
    background: none;
    padding: 0;
    font: inherit;
    font-size: ${rem(12)};
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
  button[data-danger] {
    color: ${({ theme }) => theme.colors.danger};
  }
`;

export const Check = styled.input`
  width: ${rem(14)};
  height: ${rem(14)};
  margin: 0;
  vertical-align: middle;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;
`;

export const Select = styled.select`
  height: ${rem(28)};
  padding: 0 ${rem(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.inputBg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${rem(13)};
`;

export const DialogInput = styled.input<{ $invalid: boolean }>`
  width: 100%;
  height: ${rem(36)};
  padding: 0 ${rem(10)};
  box-sizing: border-box;
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.inputBg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${rem(14)};
  outline: none;
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const DialogError = styled.div`
  min-height: ${rem(20)};
  padding-top: ${rem(4)};
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.danger};
`;

export const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
`;

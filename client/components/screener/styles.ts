/**
 * Styles of the screener pieces: the field picker, condition rows with their counts and the
 * funnel bar, query chips and the strategy cards. Colours come from the theme tokens.
 */
import styled from 'styled-components';
import { rem } from '../../ui/theme';

export const Panel = styled.div`
  display: grid;
  grid-template-columns: minmax(${rem(220)}, ${rem(280)}) 1fr;
  min-height: ${rem(260)};
  @media (max-width: 900px) {
    grid-template-columns: 1fr;
  }
`;

export const Picker = styled.div`
  display: flex;
  flex-direction: column;
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  input[type='search'] {
    margin: ${rem(8)};
    height: ${rem(28)};
    padding: 0 ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${rem(13)};
  }
  /* Seven groups do not fit the picker's column in one row: they wrap onto a second rather than
     scroll, so 股东 and 技术 (MACD, KDJ) stay in sight (issue 27). */
  [role='tablist'] {
    flex-wrap: wrap;
    overflow-x: visible;
    padding: 0 ${rem(4)};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0 ${rem(4)} ${rem(8)};
    overflow-y: auto;
    max-height: ${rem(300)};
  }
  li button {
    display: flex;
    justify-content: space-between;
    width: 100%;
    padding: ${rem(5)} ${rem(8)};
    border: 0;
    border-radius: ${rem(4)};
    background: none;
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
    font-size: ${rem(13)};
    text-align: left;
    cursor: pointer;
  }
  li button:hover,
  li button:focus-visible {
    background: ${({ theme }) => theme.colors.surfaceAlt};
    outline: none;
  }
  li button[aria-pressed='true'] {
    color: ${({ theme }) => theme.colors.primary};
  }
  li small {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  li small.lock {
    color: ${({ theme }) => theme.colors.warning};
    white-space: nowrap;
  }
`;

export const Conditions = styled.ol`
  list-style: none;
  margin: 0;
  padding: ${rem(8)} ${rem(12)};
  display: flex;
  flex-direction: column;
  gap: ${rem(6)};
  min-width: 0;
`;

export const OrBox = styled.li`
  border: 1px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${rem(6)};
  padding: ${rem(4)} ${rem(6)};
  > .or-label {
    font-size: ${rem(12)};
    color: ${({ theme }) => theme.colors.primary};
  }
  > ol {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${rem(4)};
  }
`;

export const Row = styled.div<{ $invalid?: boolean }>`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(6)};
  padding: ${rem(4)} ${rem(6)};
  border-radius: ${rem(4)};
  background: ${({ theme }) => theme.colors.surfaceAlt};
  outline: ${({ $invalid, theme }) => ($invalid ? `1px solid ${theme.colors.danger}` : 'none')};
  font-size: ${rem(13)};
  .label {
    min-width: ${rem(96)};
    font-weight: 500;
  }
  input[type='number'],
  input[type='text'] {
    width: ${rem(72)};
    height: ${rem(24)};
    padding: 0 ${rem(4)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(3)};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  .unit {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  .spacer {
    flex: 1;
  }
  .count {
    color: ${({ theme }) => theme.colors.textSecondary};
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
  .error {
    width: 100%;
    color: ${({ theme }) => theme.colors.danger};
    font-size: ${rem(12)};
  }
`;

export const Funnel = styled.span<{ $share: number }>`
  display: inline-block;
  width: ${rem(60)};
  height: ${rem(6)};
  border-radius: ${rem(3)};
  background: ${({ theme }) => theme.colors.border};
  position: relative;
  &::after {
    content: '';
    position: absolute;
    inset: 0 auto 0 0;
    width: ${({ $share }) => Math.max(0, Math.min(100, $share * 100))}%;
    border-radius: ${rem(3)};
    background: ${({ theme }) => theme.colors.primary};
  }
`;

export const IconButton = styled.button`
  height: ${rem(22)};
  padding: 0 ${rem(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(3)};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textSecondary};
  font: inherit;
  font-size: ${rem(12)};
  cursor: pointer;
  &:hover,
  &:focus-visible {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(8)};
  padding: ${rem(8)} ${rem(12)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${rem(13)};
  .spacer {
    flex: 1;
  }
  input[type='date'],
  input[type='text'] {
    height: ${rem(26)};
    padding: 0 ${rem(6)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font: inherit;
  }
  strong {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ChipLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${rem(6)};
  padding: ${rem(8)} ${rem(12)};
  font-size: ${rem(13)};
`;

export const QueryChip = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${rem(4)};
  height: ${rem(26)};
  padding: 0 ${rem(4)} 0 ${rem(10)};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${rem(13)};
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${rem(12)};
  button {
    border: 0;
    background: none;
    color: inherit;
    cursor: pointer;
    font: inherit;
  }
`;

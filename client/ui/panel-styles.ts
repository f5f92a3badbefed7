/**
 * Panel styles shared by the market pages: cards with a titled header, tab bars, filter chips and
 * quiet status lines. Colours come from the theme tokens.
 */
import styled, { css } from 'styled-components';
import { rem } from './theme';

/** A page that fills the outlet and scrolls. */
export const MarketPage = styled.div`
  position: relative;
  box-sizing: border-box;
  min-height: 100%;
  padding: ${rem(12)};
  background: ${({ theme }) => theme.colors.bg};
  color: ${({ theme }) => theme.colors.text};
`;

/** A card. */
/** A market page's column of cards, with its h1 title. */
export const PageStack = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${rem(12)};
  h1 {
    margin: 0;
    font-size: ${rem(18)};
    font-weight: 600;
  }
`;

export const Card = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(8)};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

/** A card's header row: title left, actions right. */
export const CardHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${rem(12)};
  min-height: ${rem(40)};
  padding: 0 ${rem(12)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  h2 {
    margin: 0;
    font-size: ${rem(15)};
    font-weight: 600;
    white-space: nowrap;
  }
  .spacer {
    flex: 1;
  }
  a {
    font-size: ${rem(12)};
    white-space: nowrap;
  }
`;

/** Tabs in a row; the active one underlined in the primary colour. */
export const TabBar = styled.div`
  display: flex;
  align-items: stretch;
  gap: ${rem(2)};
  overflow-x: auto;
`;

/** One tab. */
export const Tab = styled.button<{ $active: boolean }>`
  padding: ${rem(8)} ${rem(10)};
  border: 0;
  border-bottom: 2px solid ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  background: none;
  color: ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.textSecondary)};
  font: inherit;
  font-size: ${rem(13)};
  font-weight: ${({ $active }) => ($active ? 600 : 400)};
  white-space: nowrap;
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
`;

/** A filter chip. */
export const Chip = styled.button<{ $active: boolean }>`
  height: ${rem(26)};
  padding: 0 ${rem(10)};
  border: 1px solid ${({ $active, theme }) => ($active ? theme.colors.primary : theme.colors.border)};
  border-radius: ${rem(13)};
  background: ${({ $active, theme }) => ($active ? theme.colors.primary : 'transparent')};
  color: ${({ $active, theme }) => ($active ? theme.colors.onPrimary : theme.colors.textSecondary)};
  font: inherit;
  font-size: ${rem(12)};
  cursor: pointer;
  white-space: nowrap;
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
`;

/** A muted one-line status (loading, empty, error) inside a card. */
export const StatusLine = styled.p<{ $error?: boolean }>`
  margin: 0;
  padding: ${rem(16)} ${rem(12)};
  color: ${({ $error, theme }) => ($error ? theme.colors.danger : theme.colors.textMuted)};
  font-size: ${rem(13)};
  text-align: center;
`;

/** The frame of a form control in the theme (border, radius, input background, text colour). */
export const themedControl = css`
  padding: 0 ${rem(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.inputBg};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
`;

/** A select in the theme. */
export const Select = styled.select`
  height: ${rem(26)};
  ${themedControl}
  font-size: ${rem(12)};
`;

/**
 * The 7×24 feed's styles: the card, its tools, digests strip, active filters, the floating
 * N条新消息 bar, the list with sticky date dividers, and its foot.
 */
import styled from 'styled-components';
import { Card } from '../../../ui/panel-styles';
import { rem } from '../../../ui/theme';

export const Feed = styled(Card)`
  /* Visible, so the date dividers and the N条新消息 bar stick to the page frame while it scrolls. */
  overflow: visible;
  display: flex;
  flex-direction: column;
  min-height: ${rem(420)};
`;

export const Tools = styled.form`
  display: flex;
  gap: ${rem(8)};
  align-items: center;
  font-size: ${rem(13)};
  input[type='search'] {
    width: ${rem(180)};
    padding: ${rem(4)} ${rem(8)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
  }
  label {
    color: ${({ theme }) => theme.colors.textSecondary};
    cursor: pointer;
  }
`;

export const NewBarSlot = styled.div`
  position: sticky;
  top: ${rem(8)};
  z-index: 2;
  display: flex;
  justify-content: center;
  height: 0;
  overflow: visible;
`;

export const NewBar = styled.button`
  margin-top: ${rem(4)};
  height: ${rem(28)};
  box-shadow: ${({ theme }) => theme.colors.shadow};
  padding: ${rem(4)} ${rem(16)};
  border: none;
  border-radius: ${rem(14)};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: ${rem(13)};
  cursor: pointer;
`;

export const List = styled.div`
  flex: 1;
  padding: 0 ${rem(16)} ${rem(12)};
`;

export const Day = styled.h3`
  position: sticky;
  top: 0;
  z-index: 1;
  margin: 0;
  padding: ${rem(8)} 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.textSecondary};
  font-size: ${rem(13)};
  font-weight: 500;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

export const More = styled.button`
  display: block;
  margin: ${rem(12)} auto;
  padding: ${rem(4)} ${rem(16)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(4)};
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
`;

export const End = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(12)};
`;

export const Digests = styled.nav`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(8)};
  padding: ${rem(8)} ${rem(16)} 0;
  button {
    max-width: 100%;
    overflow: hidden;
    padding: ${rem(4)} ${rem(10)};
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${rem(4)};
    background: ${({ theme }) => theme.colors.surfaceAlt};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${rem(13)};
    text-align: left;
    text-overflow: ellipsis;
    white-space: nowrap;
    cursor: pointer;
  }
  b {
    color: ${({ theme }) => theme.colors.primary};
  }
`;

export const ActiveWords = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${rem(12)};
  align-items: center;
  padding: ${rem(6)} ${rem(16)} 0;
  font-size: ${rem(12)};
  color: ${({ theme }) => theme.colors.textSecondary};
  button {
    padding: 0;
    border: none;
    background: none;
    color: ${({ theme }) => theme.colors.primary};
    cursor: pointer;
  }
`;

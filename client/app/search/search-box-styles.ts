/**
 * Styled pieces of the top-bar search field (the dropdown's are in search-styles.ts, loaded with it).
 */
import styled from 'styled-components';
import { rem } from '../../ui/theme';

export const Wrap = styled.div`
  position: relative;
  width: ${rem(340)};
  max-width: 40vw;
`;

export const Field = styled.label`
  display: flex;
  align-items: center;
  gap: ${rem(8)};
  height: ${rem(34)};
  padding: 0 ${rem(12)};
  border: 1px solid transparent;
  border-radius: ${rem(17)};
  background: ${({ theme }) => theme.colors.inputBg};
  color: ${({ theme }) => theme.colors.textMuted};
  transition: border-color 0.15s, background 0.15s;
  &:focus-within {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

export const Input = styled.input`
  flex: 1;
  min-width: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${rem(13)};
  &::placeholder {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

export const Kbd = styled.kbd`
  padding: 0 ${rem(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${rem(3)};
  font-family: inherit;
  font-size: ${rem(11)};
  color: ${({ theme }) => theme.colors.textMuted};
`;

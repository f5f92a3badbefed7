/**
 * Buttons in the theme: primary (filled), ghost (outlined) and text.
 */
import styled, { css } from 'styled-components';
import { rem } from './theme';

/** Button look. */
export type ButtonVariant = 'primary' | 'ghost' | 'text';

/** A themed button: `<Button $variant="primary">`. */
export const Button = styled.button<{ $variant?: ButtonVariant; $small?: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${rem(6)};
  height: ${({ $small }) => ($small ? rem(24) : rem(32))};
  padding: 0 ${({ $small }) => ($small ? rem(8) : rem(16))};
  border-radius: ${({ theme }) => theme.radius};
  font: inherit;
  font-size: ${({ $small }) => ($small ? rem(12) : rem(14))};
  white-space: nowrap;
  cursor: pointer;
  transition: background 0.15s, border-color 0.15s, color 0.15s;
  &:disabled {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 1px;
  }
  ${({ $variant = 'ghost', theme }) =>
    $variant === 'primary'
      ? css`
          border: 1px solid ${theme.colors.primary};
          background: ${theme.colors.primary};
          color: ${theme.colors.onPrimary};
          &:hover:not(:disabled) {
            filter: brightness(1.08);
          }
        `
      : $variant === 'ghost'
        ? css`
            border: 1px solid ${theme.colors.border};
            background: transparent;
            color: ${theme.colors.text};
            &:hover:not(:disabled) {
              border-color: ${theme.colors.primary};
              color: ${theme.colors.primary};
            }
          `
        : css`
            border: 1px solid transparent;
            background: transparent;
            color: ${theme.colors.primary};
            padding: 0 ${rem(4)};
            &:hover:not(:disabled) {
              text-decoration: underline;
            }
          `}
`;

/**
 * A button that reads as a link (a title or a name in a table that opens its detail): primary
 * text, no frame, underlined on hover and focus. Pages add what is theirs with `styled(LinkButton)`.
 */
export const LinkButton = styled.button`
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  text-align: left;
  cursor: pointer;
  &:hover,
  &:focus-visible {
    text-decoration: underline;
  }
`;

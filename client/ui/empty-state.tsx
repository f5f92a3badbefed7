/**
 * An honest empty state: an icon, a line of text and optional actions. Never fake data.
 */
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { rem } from './theme';

const Box = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: ${rem(12)};
  padding: ${rem(48)} ${rem(16)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(14)};
  text-align: center;
`;

const Art = styled.svg`
  width: ${rem(96)};
  height: ${rem(72)};
  color: ${({ theme }) => theme.colors.border};
`;

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  text: string;
  children?: ReactNode;
}

/** See the module comment. */
export function EmptyState({ text, children }: EmptyStateProps) {
  return (
    <Box>
      <Art viewBox="0 0 96 72" fill="none" aria-hidden>
        <rect x="8" y="14" width="80" height="50" rx="6" stroke="currentColor" strokeWidth="3" />
        <path d="M20 52 36 36l12 10 14-18 14 14" stroke="currentColor" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
        <circle cx="26" cy="26" r="4" fill="currentColor" />
      </Art>
      <p style={{ margin: 0 }}>{text}</p>
      {children}
    </Box>
  );
}

/**
 * The lazy-page fallback (spec §2: pages load lazily with a Loading message).
 */
import styled, { keyframes } from 'styled-components';
import { rem } from './theme';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Box = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${rem(10)};
  height: 100%;
  min-height: ${rem(160)};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${rem(14)};
`;

const Spinner = styled.span`
  width: ${rem(16)};
  height: ${rem(16)};
  border: 2px solid ${({ theme }) => theme.colors.border};
  border-top-color: ${({ theme }) => theme.colors.primary};
  border-radius: 50%;
  animation: ${spin} 0.8s linear infinite;
`;

/** The Loading message of spec §1 with a spinner, in Chinese like the rest of the UI (the English word read as untranslated). */
export function Loading({ text = '加载中…' }: { text?: string }) {
  return (
    <Box role="status" aria-live="polite">
      <Spinner aria-hidden />
      <span>{text}</span>
    </Box>
  );
}

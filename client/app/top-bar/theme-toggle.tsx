/**
 * The top-bar theme button (spec §4): switches white ↔ blank and saves the choice.
 */
import { useObservableEagerState } from 'observable-hooks';
import styled from 'styled-components';
import { themeName$, toggleTheme } from '../../state/theme';
import { rem } from '../../ui/theme';

const Button = styled.button`
  display: grid;
  place-items: center;
  width: ${rem(32)};
  height: ${rem(32)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.textSecondary};
  cursor: pointer;
  &:hover {
    color: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

/** See the module comment. */
export function ThemeToggle() {
  const name = useObservableEagerState(themeName$);
  const label = name === 'white' ? '切换到深色主题' : '切换到浅色主题';
  return (
    <Button type="button" onClick={toggleTheme} aria-label={label} title={label} data-testid="theme-toggle" data-theme={name}>
      {name === 'white' ? (
        <svg width="17" height="17" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden>
          <path d="M20 14.5A8 8 0 0 1 9.5 4a8 8 0 1 0 10.5 10.5z" />
        </svg>
      ) : (
        <svg width="17" height="17" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" aria-hidden>
          <circle cx="12" cy="12" r="4" />
          <path d="M12 2.5v2M12 19.5v2M2.5 12h2M19.5 12h2M5.3 5.3l1.4 1.4M17.3 17.3l1.4 1.4M5.3 18.7l1.4-1.4M17.3 6.7l1.4-1.4" />
        </svg>
      )}
    </Button>
  );
}

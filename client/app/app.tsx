/**
 * The root component: theme provider (tokens of the current theme), global styles and the shell.
 */
import { useEffect } from 'react';
import { useObservableEagerState } from 'observable-hooks';
import { ThemeProvider } from 'styled-components';
import { themeName$ } from '../state/theme';
import { themeTokens } from '../ui/theme';
import { GlobalStyle } from './global-style';
import { Shell } from './shell';

/** See the module comment. */
export function App() {
  const name = useObservableEagerState(themeName$);
  const theme = themeTokens(name);
  useEffect(() => {
    document.documentElement.dataset.theme = name;
  }, [name]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyle />
      <Shell />
    </ThemeProvider>
  );
}

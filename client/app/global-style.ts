/**
 * Global styles: the root font size by viewport width (spec §2, §9: 1.145vw under 1024 px, 14 px
 * from 1024, 16 px from 1600, 18 px from 1920; every size is rem at base 14), the page colours of
 * the theme, and quiet scrollbars.
 */
import { createGlobalStyle } from 'styled-components';

/** Root font sizes by minimum width, as the spec lists them. */
export const ROOT_FONT_STEPS = [
  { minWidth: 0, size: '1.145vw' },
  { minWidth: 1024, size: '14px' },
  { minWidth: 1600, size: '16px' },
  { minWidth: 1920, size: '18px' },
] as const;

/** The root font size for a viewport width, in px (for tests and benches). */
export function rootFontPx(width: number): number {
  if (width < 1024) return (width * 1.145) / 100;
  if (width < 1600) return 14;
  if (width < 1920) return 16;
  return 18;
}

export const GlobalStyle = createGlobalStyle`
  html {
    font-size: 1.145vw;
    color-scheme: ${({ theme }) => (theme.dark ? 'dark' : 'light')};
  }
  @media (min-width: 1024px) { html { font-size: 14px; } }
  @media (min-width: 1600px) { html { font-size: 16px; } }
  @media (min-width: 1920px) { html { font-size: 18px; } }

  *, *::before, *::after { box-sizing: border-box; }

  html, body, #root { height: 100%; }

  body {
    margin: 0;
    background: ${({ theme }) => theme.colors.bg};
    color: ${({ theme }) => theme.colors.text};
    font-family: ${({ theme }) => theme.font};
    font-size: 1rem;
    line-height: 1.5;
    -webkit-font-smoothing: antialiased;
    -moz-osx-font-smoothing: grayscale;
    overflow: hidden;
  }

  a { color: ${({ theme }) => theme.colors.primary}; text-decoration: none; }

  button, input { font: inherit; color: inherit; }

  ::selection { background: ${({ theme }) => theme.colors.primary}; color: ${({ theme }) => theme.colors.onPrimary}; }

  * {
    scrollbar-width: thin;
    scrollbar-color: ${({ theme }) => theme.colors.border} transparent;
  }
  ::-webkit-scrollbar { width: 8px; height: 8px; }
  ::-webkit-scrollbar-thumb { background: ${({ theme }) => theme.colors.border}; border-radius: 4px; }
  ::-webkit-scrollbar-track { background: transparent; }

  .num { font-family: ${({ theme }) => theme.numericFont}; font-variant-numeric: tabular-nums; }
`;

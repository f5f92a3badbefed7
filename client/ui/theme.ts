/**
 * Theme tokens of the two themes (spec §4: white and blank). Every page reads colours from the
 * styled-components theme (`${({ theme }) => theme.colors.text}`) or {@link useAppTheme}; up/down
 * come from contracts/format TREND_COLORS. Sizes are rem (base 14 px, spec §9).
 */
import { useContext } from 'react';
import { ThemeContext } from 'styled-components';
import { TREND_COLORS } from '../../contracts/format';
import type { ThemeName } from '../../contracts/storage-keys';

/** Colours and metrics of a theme. */
export interface AppTheme {
  name: ThemeName;
  dark: boolean;
  colors: {
    /** Page background behind panels. */
    bg: string;
    /** Panels, cards, dropdowns. */
    surface: string;
    /** Hover rows, table stripes, inactive tabs. */
    surfaceAlt: string;
    /** Raised layers (modals, menus) over surface. */
    raised: string;
    border: string;
    text: string;
    textSecondary: string;
    textMuted: string;
    /** Brand accent (links, active tab, focus). */
    primary: string;
    /** Text on primary. */
    onPrimary: string;
    /** Up (red), down (green), flat. */
    up: string;
    down: string;
    flat: string;
    warning: string;
    danger: string;
    success: string;
    /** Left navigation column. */
    navBg: string;
    navText: string;
    navActiveText: string;
    navActiveBg: string;
    navHoverBg: string;
    /** Top bar. */
    topBarBg: string;
    inputBg: string;
    /** Modal backdrop. */
    overlay: string;
    shadow: string;
  };
  /** Corner radius, rem. */
  radius: string;
  /** UI font stack with CJK fallbacks. */
  font: string;
  /** Digits font (tabular figures). */
  numericFont: string;
}

const FONT = '-apple-system, BlinkMacSystemFont, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", "Noto Sans SC", "Helvetica Neue", Arial, sans-serif';
const NUMERIC_FONT = '"DIN Alternate", "Roboto Mono", "SF Mono", Menlo, Consolas, "Noto Sans Mono", monospace';

/** Light theme (`white`). */
export const whiteTheme: AppTheme = {
  name: 'white',
  dark: false,
  colors: {
    bg: '#F2F4F7',
    surface: '#FFFFFF',
    surfaceAlt: '#F6F7F9',
    raised: '#FFFFFF',
    border: '#E4E7EC',
    text: '#1D2129',
    textSecondary: '#4E5969',
    textMuted: '#86909C',
    primary: '#2F6BFF',
    onPrimary: '#FFFFFF',
    up: TREND_COLORS.white.up,
    down: TREND_COLORS.white.down,
    flat: TREND_COLORS.white.flat,
    warning: '#FF9A2E',
    danger: '#F54345',
    success: '#14BA71',
    navBg: '#1B1F2A',
    navText: '#A9B0BC',
    navActiveText: '#FFFFFF',
    navActiveBg: '#2F6BFF',
    navHoverBg: 'rgba(255, 255, 255, 0.08)',
    topBarBg: '#FFFFFF',
    inputBg: '#F2F3F5',
    overlay: 'rgba(0, 0, 0, 0.45)',
    shadow: '0 6px 24px rgba(15, 23, 42, 0.12)',
  },
  radius: '0.29rem',
  font: FONT,
  numericFont: NUMERIC_FONT,
};

/** Dark theme (`blank`). */
export const blankTheme: AppTheme = {
  name: 'blank',
  dark: true,
  colors: {
    bg: '#0E1014',
    surface: '#16191F',
    surfaceAlt: '#1D2129',
    raised: '#20242C',
    border: '#2A2F38',
    text: '#E5E6EB',
    textSecondary: '#A9AEB8',
    textMuted: '#6B7280',
    primary: '#3D7BFF',
    onPrimary: '#FFFFFF',
    up: TREND_COLORS.blank.up,
    down: TREND_COLORS.blank.down,
    flat: TREND_COLORS.blank.flat,
    warning: '#FFB35C',
    danger: '#FF3F51',
    success: '#14BA71',
    navBg: '#0A0C10',
    navText: '#8C93A0',
    navActiveText: '#FFFFFF',
    navActiveBg: '#3D7BFF',
    navHoverBg: 'rgba(255, 255, 255, 0.06)',
    topBarBg: '#16191F',
    inputBg: '#1F232B',
    overlay: 'rgba(0, 0, 0, 0.6)',
    shadow: '0 8px 28px rgba(0, 0, 0, 0.5)',
  },
  radius: '0.29rem',
  font: FONT,
  numericFont: NUMERIC_FONT,
};

/** The tokens of a theme name. */
export function themeTokens(name: ThemeName): AppTheme {
  return name === 'white' ? whiteTheme : blankTheme;
}

/** The current theme's tokens inside the app's ThemeProvider. */
export function useAppTheme(): AppTheme {
  const theme = useContext(ThemeContext) as AppTheme | undefined;
  return theme ?? blankTheme;
}

/** Colour of a change under a theme: up red, down green, flat grey. */
export function trendColorOf(theme: AppTheme, change: number | null | undefined): string {
  if (change === null || change === undefined || !Number.isFinite(change) || change === 0) return theme.colors.flat;
  return change > 0 ? theme.colors.up : theme.colors.down;
}

/** px → rem at the spec's 14 px base (spec §9). */
export function rem(px: number): string {
  return `${+(px / 14).toFixed(4)}rem`;
}

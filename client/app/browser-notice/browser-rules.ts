/**
 * Browser-compatibility rules (spec §4): Chromium browsers (Chrome, Edge, and the other Chromium
 * ones such as 360/QQ in speed mode) are fine; any other browser (Firefox, Safari, IE/compat mode)
 * gets the notice, at most once per local calendar day.
 */

/** True for Chromium-engine browsers. */
export function isChromium(userAgent: string): boolean {
  if (/Trident\/|MSIE /.test(userAgent)) return false;
  return /\b(HeadlessChrome|Chrome|Chromium|CriOS|EdgA|EdgiOS|Edg)\/\d+/.test(userAgent) && !/Firefox\/|FxiOS\//.test(userAgent);
}

/** The local calendar day `YYYY-MM-DD` of a time. */
export function localDay(date: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${p(date.getMonth() + 1)}-${p(date.getDate())}`;
}

/** Whether to show the notice now, given the day it was last shown. */
export function shouldShowBrowserNotice(userAgent: string, lastShownDay: string | null, today: string): boolean {
  return !isChromium(userAgent) && lastShownDay !== today;
}

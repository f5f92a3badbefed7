/**
 * Closures of the mainland exchanges (SSE, SZSE and BSE share one calendar): every Saturday and
 * Sunday, and every day of the State Council's public-holiday arrangement (国务院办公厅《关于…部分节假日
 * 安排的通知》). The 调休 make-up working days on weekends are *not* trading days: the exchanges stay
 * closed on every weekend, so only the holiday list matters.
 *
 * The holiday list is the maintained `chinese-days` package (its bundled JSON, 2004 onwards), plus
 * two tables of ours:
 * - {@link EXCHANGE_ONLY_CLOSURES}: days the exchanges closed although they were official working
 *   days (2024-02-09, 除夕 on a Friday: SSE/SZSE 休市 2月9日至17日);
 * - {@link PROVISIONAL_YEARS}: a year the package does not cover yet, drawn from the statutory
 *   holidays (全国年节及纪念日放假办法, 2025 revision: 元旦 1, 春节 4 from 除夕, 清明 1, 劳动节 2, 端午 1,
 *   中秋 1, 国庆 3 days) widened to the customary closed weeks the exchanges announce.
 *
 * EACH DECEMBER (after 国务院 publishes next year's arrangement, usually in November, and the
 * exchanges' 休市安排 follows): `npm install chinese-days@latest`, check that its JSON has the new
 * year (`node -e "console.log(Object.keys(require('chinese-days/dist/chinese-days.json').holidays).filter(d=>d.startsWith('2027')))"`),
 * delete that year from PROVISIONAL_YEARS, add the following year as provisional, compare the
 * package against the SSE notice (add any 除夕-style exchange-only closure here) and raise
 * CALENDAR_LAST_YEAR in `exchange-calendar.ts`. test/contracts/calendar/ pins known dates.
 */
import holidayData from 'chinese-days/dist/chinese-days.json' with { type: 'json' };

/** `YYYY-MM-DD` → `"English,中文,n"` as the package stores them. */
const PACKAGE_HOLIDAYS: Readonly<Record<string, string>> = holidayData.holidays;

/** Official working days on which the exchanges nevertheless closed. */
export const EXCHANGE_ONLY_CLOSURES: Readonly<Record<string, string>> = Object.freeze({
  '2024-02-09': '春节（除夕）',
});

/**
 * Years the package does not have yet: weekday closures (`MM-DD 名称`) by the statutory days and
 * the customary closed weeks. Replace with the published arrangement (see the header).
 */
export const PROVISIONAL_YEARS: Readonly<Record<number, readonly string[]>> = Object.freeze({
  2027: [
    '01-01 元旦',
    '02-05 春节',
    '02-08 春节',
    '02-09 春节',
    '02-10 春节',
    '02-11 春节',
    '02-12 春节',
    '04-05 清明节',
    '05-03 劳动节',
    '05-04 劳动节',
    '05-05 劳动节',
    '06-09 端午节',
    '09-15 中秋节',
    '10-01 国庆节',
    '10-04 国庆节',
    '10-05 国庆节',
    '10-06 国庆节',
    '10-07 国庆节',
  ],
});

/** Holiday closures of one year on the mainland (weekends not listed): `YYYY-MM-DD` → 名称. */
export function mainlandHolidays(year: number): Map<string, string> {
  const out = new Map<string, string>();
  const provisional = PROVISIONAL_YEARS[year];
  if (provisional) {
    for (const entry of provisional) out.set(`${year}-${entry.slice(0, 5)}`, entry.slice(6));
    return out;
  }
  const prefix = `${year}-`;
  for (const [date, text] of Object.entries(PACKAGE_HOLIDAYS)) if (date.startsWith(prefix)) out.set(date, text.split(',')[1] ?? text);
  for (const [date, name] of Object.entries(EXCHANGE_ONLY_CLOSURES)) if (date.startsWith(prefix)) out.set(date, name);
  return out;
}

/** True when the package or our provisional table covers the year. */
export function mainlandYearKnown(year: number): boolean {
  if (PROVISIONAL_YEARS[year]) return true;
  const prefix = `${year}-`;
  return Object.keys(PACKAGE_HOLIDAYS).some((d) => d.startsWith(prefix));
}

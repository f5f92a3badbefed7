import { test } from 'node:test';
import assert from 'node:assert/strict';
import chineseDays from 'chinese-days';
import { HKEX_CALENDAR } from '../../../contracts/calendar/hkex';
import { dayOfDate, formatDay, parseDay, weekday } from '../../../contracts/calendar/days';

/** Gregorian Easter Sunday (anonymous Gregorian computus). */
function easter(y: number): number {
  const a = y % 19;
  const b = Math.floor(y / 100);
  const c = y % 100;
  const h = (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const n = h + l - 7 * m + 114;
  return dayOfDate(y, Math.floor(n / 31), (n % 31) + 1);
}

function lunar(y: number, m: number, day: number): number {
  const date = chineseDays.getSolarDateFromLunar(`${y}-${String(m).padStart(2, '0')}-${String(day).padStart(2, '0')}`).date;
  return parseDay(date)!;
}

/** Hong Kong general holidays of a year by the ordinance's rules, weekday closures only. */
function byRules(y: number): { closed: string[]; half: string[] } {
  const ny = lunar(y, 1, 1);
  const e = easter(y);
  const qm = chineseDays.getSolarTerms(`${y}-04-01`, `${y}-04-10`).find((t) => t.name === '清明');
  assert.ok(qm);
  const days = [dayOfDate(y, 1, 1), ny, ny + 1, ny + 2, e - 2, e - 1, e + 1, parseDay(qm.date)!, dayOfDate(y, 5, 1), lunar(y, 4, 8), lunar(y, 5, 5)];
  days.push(dayOfDate(y, 7, 1), lunar(y, 8, 16), dayOfDate(y, 10, 1), lunar(y, 9, 9), dayOfDate(y, 12, 25), dayOfDate(y, 12, 26));
  if (y === 2015) days.push(dayOfDate(2015, 9, 3));
  days.sort((a, b) => a - b);
  const taken = new Set<number>();
  const moved: number[] = [];
  for (const x of days)
    if (taken.has(x) || weekday(x) === 0) moved.push(x);
    else taken.add(x);
  for (let x of moved) {
    while (taken.has(x) || weekday(x) === 0) x++;
    taken.add(x);
  }
  const isWeekday = (x: number) => weekday(x) >= 1 && weekday(x) <= 5;
  const closed = [...taken].filter((x) => isWeekday(x) && formatDay(x).startsWith(`${y}-`)).sort((a, b) => a - b);
  const half = [ny - 1, dayOfDate(y, 12, 24), dayOfDate(y, 12, 31)].filter((x) => isWeekday(x) && !taken.has(x));
  return { closed: closed.map((x) => formatDay(x).slice(5)), half: half.map((x) => formatDay(x).slice(5)) };
}

test('the HKEX table is exactly what the General Holidays Ordinance rules give, every year', () => {
  for (const [year, table] of Object.entries(HKEX_CALENDAR)) {
    const want = byRules(Number(year));
    assert.deepEqual(
      table.closed.map((c) => c.slice(0, 5)),
      want.closed,
      `${year} closures`,
    );
    assert.deepEqual([...table.half], want.half, `${year} half days`);
  }
});

test('the HKEX table matches published closures', () => {
  const has = (y: number, md: string) => HKEX_CALENDAR[y]!.closed.some((c) => c.startsWith(md));
  // 2024: 农历新年 on Sat/Sun → 2月12日, 13日; 2026: 清明 on a Sunday → 4月6日 and Easter Monday → 4月7日; 佛诞 Sunday → 5月25日.
  for (const md of ['02-12', '02-13', '03-29', '04-01', '04-04', '05-15', '06-10', '09-18', '10-11', '12-25', '12-26']) assert.ok(has(2024, md), `2024-${md}`);
  for (const md of ['02-17', '02-18', '02-19', '04-03', '04-06', '04-07', '05-25', '06-19', '10-19']) assert.ok(has(2026, md), `2026-${md}`);
  assert.ok(!has(2024, '02-09') && HKEX_CALENDAR[2024]!.half.includes('02-09'), '2024 除夕 is a half day in HK');
  assert.ok(has(2022, '12-27') && has(2021, '12-27'), 'Christmas on a weekend → the Monday/Tuesday after');
});
